//! Luogu P4101 ([HEOI2014] 人人尽说江南好): `T`, then T lines `n m` (n piles of one stone,
//! merged two at a time into piles of at most m). Prints `0` if the first player wins, else `1`.
use grundy::io::{fail, judge, within, Usize, U64};
use grundy::problems::heaps::merging;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 1..=100, "T from 1 to 100");
        for _ in 0..cases {
            input! { from &mut *src, n: U64, m: U64 }
            for v in [n, m] {
                if !(1..=1_000_000_000).contains(&v) {
                    fail("n and m from 1 to 1000000000", &v.to_string());
                }
            }
            out.line(if merging::first_player_wins(n, m) {
                "0"
            } else {
                "1"
            });
        }
    });
}
