//! Luogu P7097, [yLOI2020] 牵丝戏: the subtask `T`, then `n m w`, the m bonuses k_i, the m
//! delays p_i, and `x_a x_b d_a d_b`. Prints A's damage less B's over the n turns with best
//! play, A maximising and B minimising it.
use grundy::io::{fail, judge, many, Usize, U64};
use grundy::problems::heaps::delay_duel::damage_difference;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, subtask: Usize }
        if subtask > 6 {
            fail("a subtask from 0 to 6", &subtask.to_string());
        }
        input! { from &mut *src, n: Usize, m: Usize, w: U64 }
        if n > 1000 || m > 100_000 || !(1..=100).contains(&w) {
            let expected = "0 <= n <= 1000, 0 <= m <= 100000, 1 <= w <= 100";
            fail(expected, &format!("{n} {m} {w}"));
        }
        input! { from &mut *src, k: with many::<U64>(m) }
        if let Some(bad) = k.iter().find(|&&k| !(1..=1_000_000_000).contains(&k)) {
            fail("a bonus k from 1 to 10^9", &bad.to_string());
        }
        input! { from &mut *src, p: with many::<U64>(m) }
        if let Some(bad) = p.iter().find(|&&p| !(1..=100).contains(&p)) {
            fail("a delay p from 1 to 100", &bad.to_string());
        }
        input! { from &mut *src, x_a: U64, x_b: U64, d_a: U64, d_b: U64 }
        for x in [x_a, x_b] {
            if !(1..=1_000_000_000).contains(&x) || x % 100_000 != 0 {
                fail(
                    "a base damage from 1 to 10^9, a multiple of 10^5",
                    &x.to_string(),
                );
            }
        }
        let gap = d_a.abs_diff(d_b);
        if !(1..=1_000_000_000).contains(&d_a) || !(1..=1_000_000_000).contains(&d_b) {
            fail("delays from 1 to 10^9", &format!("{d_a} {d_b}"));
        }
        if !(1..=100).contains(&gap) {
            fail("delays 1 to 100 apart", &format!("{d_a} {d_b}"));
        }
        let items: Vec<(u64, u32)> = k.into_iter().zip(p.into_iter().map(|p| p as u32)).collect();
        out.line(&damage_difference(n, w as u32, &items, [x_a, x_b], [d_a, d_b]).to_string());
    });
}
