//! HDU 3032, Nim or not Nim? (Lasker's Nim): `T`, then per case `N` and N pile sizes. Prints
//! `Alice` if the first player wins, else `Bob`.
use grundy::games::lasker;
use grundy::io::{judge, many, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        for _ in 0..cases {
            input! { from &mut *src, n: Usize, piles: with many::<U64>(n) }
            out.line(if lasker::first_player_wins(&piles) {
                "Alice"
            } else {
                "Bob"
            });
        }
    });
}
