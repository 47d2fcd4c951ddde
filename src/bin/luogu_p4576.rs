//! Luogu P4576, [CQOI2013] 棋盘游戏: `n r1 c1 r2 c2`, white at (r1, c1) and black at (r2, c2)
//! on an n × n board. Prints `WHITE x` or `BLACK x`, the winner and the number of moves when
//! the winner hurries and the loser delays, or `DRAW`.
use grundy::io::{fail, judge, Usize};
use grundy::problems::boards::board_chase::chase;
use grundy::search::loopy::Finish;

fn main() {
    judge(|src, out| {
        let n = src.within::<Usize>(2..=20, "n from 2 to 20");
        let side = format!("a row or column from 1 to n = {n}");
        let mut cell = || {
            let r = src.within::<Usize>(1..=n, &side);
            (r - 1, src.within::<Usize>(1..=n, &side) - 1)
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
