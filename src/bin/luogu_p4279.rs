//! Luogu P4279 (SHOI2008), anti-Nim: `T`, then per case `N` and N pile sizes. Prints `John` if
//! the first player wins, else `Brother`.
use grundy::games::misere;
use grundy::io::{judge, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 0..=500, "T at most 500");
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            within(n, 0..=50, "N at most 50");
            let piles = src.many_within::<U64>(n, 0..=5000, "pile sizes of at most 5000");
            out.line(if misere::first_player_wins(&piles) {
                "John"
            } else {
                "Brother"
            });
        }
    });
}
