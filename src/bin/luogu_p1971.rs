//! Luogu P1971, [NOI2011] 兔兔与蛋蛋游戏: `n m`, n rows of `X`, `O` and one `.`, then `k` and
//! 2k moves `x y` (the piece at row x, column y slides into the empty square; 兔兔 moves first,
//! white pieces). Prints how many of 兔兔's moves threw a win away, then their numbers.
use grundy::io::{fail, judge, Usize};
use grundy::problems::boards::empty_square::{Game, IllegalMove};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize, m: Usize }
        if !(1..=40).contains(&n) || !(1..=40).contains(&m) {
            fail("n and m from 1 to 40", &format!("{n} {m}"));
        }
        let board = src.board(n, m, b"XO.");
        let Some(mut game) = Game::new(board) else {
            fail(
                "a board with exactly one empty square",
                "another number of `.`",
            );
        };
        input! { from &mut *src, k: Usize }
        if k > 1000 {
            fail("k at most 1000", &k.to_string());
        }
        for turn in 0..2 * k {
            input! { from &mut *src, x: Usize, y: Usize }
            let mover = ["兔兔's white piece", "蛋蛋's black piece"][turn % 2];
            match game.play(x.wrapping_sub(1), y.wrapping_sub(1)) {
                Ok(()) => {}
                Err(IllegalMove::OffTheBoard) => fail("a cell of the board", &format!("{x} {y}")),
                Err(IllegalMove::NotBesideTheEmptySquare) => {
                    fail("a cell beside the empty square", &format!("{x} {y}"))
                }
                Err(IllegalMove::NotTheMoversPiece) => fail(mover, "another piece"),
            }
        }
        if game.can_move() {
            fail(
                "a record that ends with 兔兔 unable to move",
                "a white piece beside the empty square",
            );
        }
        let mistakes = game.mistakes();
        out.numbers([mistakes.len() as u64]);
        for i in mistakes {
            out.numbers([i as u64]);
        }
    });
}
