//! Luogu P5675 ([GZOI2017] 取石子游戏): `N`, then the piles `a_1 … a_N`. Prints how many set-ups
//! (a subset of the piles and a named pile of it, on which the first move must be made) the
//! first player loses, modulo 10^9 + 7.
use grundy::games::nim;
use grundy::io::{fail, judge, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(1..=200).contains(&n) {
            fail("N from 1 to 200", &n.to_string());
        }
        let piles = src.many_within::<U64>(n, 1..=200, "piles from 1 to 200");
        let lost = nim::losing_named_pile_setups(&piles, 1_000_000_007);
        out.numbers([u64::from(lost)]);
    });
}
