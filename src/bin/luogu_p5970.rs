//! Luogu P5970 ([POI2016] Nim z utrudnieniem): `n d`, then the piles `a_1 … a_n` (total at most
//! 10^7). Prints how many ways to throw away a multiple of d of the piles, not all, leave the
//! first player a lost game of Nim, modulo 10^9 + 7.
use grundy::games::nim;
use grundy::io::{fail, judge, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        let n = src.within::<Usize>(1..=500_000, "n from 1 to 500000");
        let d = src.within::<Usize>(1..=10, "d from 1 to 10");
        let (mut piles, mut total) = (Vec::with_capacity(n), 0);
        for _ in 0..n {
            input! { from &mut *src, a: U64 }
            // The total is broken by the pile that takes it past 10^7: checked there.
            if !(1..=1_000_000).contains(&a) || total + a > 10_000_000 {
                let most = (10_000_000 - total).min(1_000_000);
                let expected = format!("a pile from 1 to {most}: 10^6, 10^7 less the piles before");
                fail(&expected, &a.to_string());
            }
            total += a;
            piles.push(a as u32);
        }
        let lost = nim::deletions_leaving_a_loss(&mut piles, d, 1_000_000_007);
        out.numbers([u64::from(lost)]);
    });
}
