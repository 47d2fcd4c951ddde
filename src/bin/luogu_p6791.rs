//! Luogu P6791 ([SNOI2020] 取石子): `T`, then T lines `k N`. For each, prints how many n in
//! 1..=N the first player wins when the first move takes at most k stones, each later move at
//! most twice the one before, and whoever takes the last stone loses.
use grundy::games::fibonacci_nim;
use grundy::io::{fail, judge, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, tests: Usize }
        if !(1..=100_000).contains(&tests) {
            fail("T from 1 to 100000", &tests.to_string());
        }
        for _ in 0..tests {
            input! { from &mut *src, k: U64, n: U64 }
            let limits = 1..=1_000_000_000_000_000_000;
            if !limits.contains(&k) || !limits.contains(&n) {
                fail("k and N from 1 to 10^18", &format!("{k} {n}"));
            }
            out.numbers([fibonacci_nim::last_stone_loses_wins_up_to(k, n)]);
        }
    });
}
