//! Luogu P2148 ([SDOI2009] E&D): `T`, then per case an even `N` and N pile sizes, paired in
//! order. Prints `YES` if the first player wins, else `NO`.
use grundy::io::{fail, judge, within, Usize, U64};
use grundy::problems::heaps::discard_split;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 1..=20, "T from 1 to 20");
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            within(n, 2..=20_000, "N from 2 to 20000");
            if n % 2 == 1 {
                fail("an even number of piles", &n.to_string());
            }
            let piles = src.many_within::<U64>(n, 1..=2_000_000_000, "piles from 1 to 2000000000");
            let pairs: Vec<(u64, u64)> = piles.chunks(2).map(|p| (p[0], p[1])).collect();
            out.line(if discard_split::first_player_wins(&pairs) {
                "YES"
            } else {
                "NO"
            });
        }
    });
}
