//! Luogu P2197, Nim: `T`, then per case `n` and n pile sizes. Prints `Yes` if the first player
//! wins, else `No`.
use grundy::games::nim;
use grundy::io::{judge, many, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        for _ in 0..cases {
            input! { from &mut *src, n: Usize, piles: with many::<U64>(n) }
            out.line(if nim::first_player_wins(&piles) {
                "Yes"
            } else {
                "No"
            });
        }
    });
}
