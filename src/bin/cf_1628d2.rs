//! Codeforces 1628 D2, Game on Sum (hard version): `t`, then t lines `n m k`. Prints per test
//! the final score p/q with best play as p · q⁻¹ modulo 10^9 + 7.
use grundy::io::{fail, judge, Usize, U64};
use grundy::problems::heaps::game_on_sum::{GameOnSum, MODULUS};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, t: Usize }
        if !(1..=100_000).contains(&t) {
            fail("t from 1 to 100000", &t.to_string());
        }
        // Tables grown by doubling to the largest n so far: O(sum of n) in all.
        let mut tables = GameOnSum::new(0);
        let mut turns = 0;
        for _ in 0..t {
            input! { from &mut *src, n: Usize, m: Usize, k: U64 }
            if !(1..=n).contains(&m) || n > 1_000_000 || k >= MODULUS as u64 {
                let expected = "1 <= m <= n <= 10^6, 0 <= k < 10^9 + 7";
                fail(expected, &format!("{n} {m} {k}"));
            }
            turns += n;
            if turns > 1_000_000 {
                fail("a sum of n of at most 10^6", &format!("a sum of {turns}"));
            }
            if n > tables.turns() {
                tables = GameOnSum::new(n.max(2 * tables.turns()).min(1_000_000));
            }
            out.numbers([tables.value(n, m, k) as u64]);
        }
    });
}
