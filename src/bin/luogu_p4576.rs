//! Luogu P4576, [CQOI2013] 棋盘游戏: `n r1 c1 r2 c2`, white at (r1, c1) and black at (r2, c2)
//! on an n × n board. Prints `WHITE x` or `BLACK x`, the winner and the number of moves when
//! the winner hurries and the loser delays, or `DRAW`.
use grundy::io::{fail, judge, Usize};
use grundy::problems::boards::board_chase::chase;
use grundy::search::loopy::Finish;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(2..=20).contains(&n) {
            fail("n from 2 to 20", &n.to_string());
        }
        let mut cell = || {
            input! { from &mut *src, r: Usize, c: Usize }
            if !(1..=n).contains(&r) || !(1..=n).contains(&c) {
                fail(
                    &format!("a cell with row and column from 1 to {n}"),
                    &format!("{r} {c}"),
                );
            }
            (r - 1, c - 1)
        };
        let (white, black) = (cell(), cell());
        if white == black {
            fail("two different cells", "the same cell twice");
        }
        out.line(&match chase(n, white, black) {
            Finish::Win(x) => format!("WHITE {x}"),
            Finish::Loss(x) => format!("BLACK {x}"),
            Finish::Draw => "DRAW".to_string(),
        });
    });
}
