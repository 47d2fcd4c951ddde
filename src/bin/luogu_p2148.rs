//! Luogu P2148 ([SDOI2009] E&D): `T`, then per case an even `N` and N pile sizes, paired in
//! order. Prints `YES` if the first player wins, else `NO`.
use grundy::io::{fail, judge, many, Usize, U64};
use grundy::problems::discard_split;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            if n % 2 == 1 || n == 0 {
                fail("an even number of piles", &n.to_string());
            }
            input! { from &mut *src, piles: with many::<U64>(n) }
            if let Some(bad) = piles.iter().find(|&&s| !(1..=2_000_000_000).contains(&s)) {
                fail("piles from 1 to 2000000000", &bad.to_string());
            }
            let pairs: Vec<(u64, u64)> = piles.chunks(2).map(|p| (p[0], p[1])).collect();
            out.line(if discard_split::first_player_wins(&pairs) {
                "YES"
            } else {
                "NO"
            });
        }
    });
}
