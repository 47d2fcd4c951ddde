//! HDU 3032, Nim or not Nim? (Lasker's Nim): `T`, then per case `N` and N pile sizes. Prints
//! `Alice` if the first player wins, else `Bob`.
use grundy::games::lasker;
use grundy::io::{judge, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 0..=100, "T at most 100");
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            within(n, 0..=1_000_000, "N at most 10^6");
            let piles = src.many_within::<U64>(n, 1..=(1 << 31) - 1, "sizes from 1 to 2^31 - 1");
            out.line(if lasker::first_player_wins(&piles) {
                "Alice"
            } else {
                "Bob"
            });
        }
    });
}
