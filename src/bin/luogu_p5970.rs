//! Luogu P5970 ([POI2016] Nim z utrudnieniem): `n d`, then the piles `a_1 … a_n` (total at most
//! 10^7). Prints how many ways to throw away a multiple of d of the piles, not all, leave the
//! first player a lost game of Nim, modulo 10^9 + 7.
use grundy::games::nim;
use grundy::io::{fail, judge, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize, d: Usize }
        if !(1..=500_000).contains(&n) || !(1..=10).contains(&d) {
            fail("1 <= n <= 500000, 1 <= d <= 10", &format!("{n} {d}"));
        }
        let (mut piles, mut total) = (Vec::with_capacity(n), 0);
        for _ in 0..n {
            input! { from &mut *src, a: U64 }
            if !(1..=1_000_000).contains(&a) {
                fail("piles from 1 to 10^6", &a.to_string());
            }
            total += a;
            if total > 10_000_000 {
                fail(
                    "piles totalling at most 10^7",
                    &format!("a total of {total}"),
                );
            }
            piles.push(a as u32);
        }
        let lost = nim::deletions_leaving_a_loss(&mut piles, d, 1_000_000_007);
        out.numbers([u64::from(lost)]);
    });
}
