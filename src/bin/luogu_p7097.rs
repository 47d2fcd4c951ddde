//! Luogu P7097, [yLOI2020] 牵丝戏: the subtask `T`, then `n m w`, the m bonuses k_i, the m
//! delays p_i, and `x_a x_b d_a d_b`. Prints A's damage less B's over the n turns with best
//! play, A maximising and B minimising it.
use grundy::io::{fail, judge, Usize, U64};
use grundy::problems::heaps::delay_duel::damage_difference;

const BILLION: u64 = 1_000_000_000;

fn main() {
    judge(|src, out| {
        src.within::<Usize>(0..=6, "a subtask from 0 to 6");
        let n = src.within::<Usize>(0..=1000, "n from 0 to 1000");
        let m = src.within::<Usize>(0..=100_000, "m from 0 to 100000");
        let w = src.within::<U64>(1..=100, "w from 1 to 100");
        let k = src.many_within::<U64>(m, 1..=BILLION, "a bonus k from 1 to 10^9");
        let p = src.many_within::<U64>(m, 1..=100, "a delay p from 1 to 100");
        let mut base = || {
            let x = src.within::<U64>(1..=BILLION, "a base damage from 1 to 10^9");
            if x % 100_000 != 0 {
                fail("a base damage that is a multiple of 10^5", &x.to_string());
            }
            x
        };
        let (x_a, x_b) = (base(), base());
        let d_a = src.within::<U64>(1..=BILLION, "d_a from 1 to 10^9");
        // |d_a − d_b| from 1 to 100 is broken by d_b: checked there.
        let near = d_a.saturating_sub(100).max(1)..=(d_a + 100).min(BILLION);
        let expected = format!("d_b from 1 to 10^9, 1 to 100 away from d_a = {d_a}");
        let d_b = src.within::<U64>(near, &expected);
        if d_b == d_a {
            fail(&expected, &d_b.to_string());
        }
        let items: Vec<(u64, u32)> = k.into_iter().zip(p.into_iter().map(|p| p as u32)).collect();
        out.line(&damage_difference(n, w as u32, &items, [x_a, x_b], [d_a, d_b]).to_string());
    });
}
