//! Luogu P4279 (SHOI2008), anti-Nim: `T`, then per case `N` and N pile sizes. Prints `John` if
//! the first player wins, else `Brother`.
use grundy::games::misere;
use grundy::io::{judge, many, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        for _ in 0..cases {
            input! { from &mut *src, n: Usize, piles: with many::<U64>(n) }
            out.line(if misere::first_player_wins(&piles) {
                "John"
            } else {
                "Brother"
            });
        }
    });
}
