//! Luogu P3480 ([POI 2009] KAM-Pebbles): `u`, then per arrangement `n` and n non-decreasing
//! pile sizes. Prints `TAK` if the first player wins, else `NIE`.
use grundy::games::staircase;
use grundy::io::{fail, judge, many, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 1..=10, "u from 1 to 10");
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            if !(1..=1000).contains(&n) {
                fail("n from 1 to 1000", &n.to_string());
            }
            input! { from &mut *src, piles: with many::<U64>(n) }
            let total = piles.iter().fold(0u64, |s, &p| s.saturating_add(p));
            if total > 10_000 {
                fail("at most 10000 pebbles in all", &format!("{total} pebbles"));
            }
            let Some(stairs) = staircase::non_decreasing_piles(&piles) else {
                fail(
                    "piles in non-decreasing order",
                    "a pile smaller than the one before",
                );
            };
            out.line(if staircase::first_player_wins(&stairs) {
                "TAK"
            } else {
                "NIE"
            });
        }
    });
}
