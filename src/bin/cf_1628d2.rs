//! Codeforces 1628 D2, Game on Sum (hard version): `t`, then t lines `n m k`. Prints per test
//! the final score p/q with best play as p · q⁻¹ modulo 10^9 + 7.
use grundy::io::{judge, Usize, U64};
use grundy::problems::heaps::game_on_sum::{GameOnSum, MODULUS};

const MOST_TURNS: usize = 1_000_000;

fn main() {
    judge(|src, out| {
        // Tables grown by doubling to the largest n so far: O(sum of n) in all.
        let mut tables = GameOnSum::new(0);
        let mut turns = 0;
        for _ in src.cases(1..=100_000, "t from 1 to 100000") {
            // The sum of n is broken by the n that takes it past 10^6: checked there.
            let n = src.within::<Usize>(
                1..=MOST_TURNS - turns,
                &format!("n from 1 to 10^6 less the earlier tests' sum of n, {turns}"),
            );
            turns += n;
            let m = src.within::<Usize>(1..=n, &format!("m from 1 to n = {n}"));
            let k = src.within::<U64>(0..=MODULUS as u64 - 1, "k from 0 to 10^9 + 6");
            if n > tables.turns() {
                tables = GameOnSum::new(n.max(2 * tables.turns()).min(MOST_TURNS));
            }
            out.numbers([tables.value(n, m, k) as u64]);
        }
    });
}
