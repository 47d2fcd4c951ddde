//! Luogu P1971, [NOI2011] 兔兔与蛋蛋游戏: `n m`, n rows of `X`, `O` and one `.`, then `k` and
//! 2k moves `x y` (the piece at row x, column y slides into the empty square; 兔兔 moves first,
//! white pieces). Prints how many of 兔兔's moves threw a win away, then their numbers.
use grundy::io::{fail, judge, Usize};
use grundy::problems::boards::empty_square::{Game, IllegalMove};

fn main() {
    judge(|src, out| {
        let n = src.within::<Usize>(1..=40, "n from 1 to 40");
        let m = src.within::<Usize>(1..=40, "m from 1 to 40");
        let board = src.board(n, m, b"XO.");
        let Some(mut game) = Game::new(board) else {
            fail(
                "a board with exactly one empty square",
                "another number of `.`",
            );
        };
        let k = src.within::<Usize>(0..=1000, "k at most 1000");
        let (row, column) = (
            format!("a row x from 1 to {n}"),
            format!("a column y from 1 to {m}"),
        );
        for turn in 0..2 * k {
            let x = src.within::<Usize>(1..=n, &row);
            let y = src.within::<Usize>(1..=m, &column);
            let mover = ["兔兔's white piece", "蛋蛋's black piece"][turn % 2];
            match game.play(x - 1, y - 1) {
                Ok(()) => {}
                Err(IllegalMove::OffTheBoard) => unreachable!("x and y are read within the board"),
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
