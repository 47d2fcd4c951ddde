//! Luogu P4101 ([HEOI2014] 人人尽说江南好): `T`, then T lines `n m` (n piles of one stone,
//! merged two at a time into piles of at most m). Prints `0` if the first player wins, else `1`.
use grundy::io::{judge, within, Usize, U64};
use grundy::problems::heaps::merging;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 1..=100, "T from 1 to 100");
        for _ in 0..cases {
            let n = src.within::<U64>(1..=1_000_000_000, "n from 1 to 1000000000");
            let m = src.within::<U64>(1..=1_000_000_000, "m from 1 to 1000000000");
            out.line(if merging::first_player_wins(n, m) {
                "0"
            } else {
                "1"
            });
        }
    });
}
