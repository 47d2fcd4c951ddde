//! Luogu P2197, Nim: `T`, then per case `n` and n pile sizes. Prints `Yes` if the first player
//! wins, else `No`.
use grundy::games::nim;
use grundy::io::{judge, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 0..=10, "T at most 10");
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            within(n, 0..=10_000, "n at most 10^4");
            let piles = src.many_within::<U64>(n, 0..=9999, "pile sizes below 10^4");
            out.line(if nim::first_player_wins(&piles) {
                "Yes"
            } else {
                "No"
            });
        }
    });
}
