//! Luogu P3480 ([POI 2009] KAM-Pebbles): `u`, then per arrangement `n` and n non-decreasing
//! pile sizes. Prints `TAK` if the first player wins, else `NIE`.
use grundy::games::staircase;
use grundy::io::{judge, Usize, U64};

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=10, "u from 1 to 10") {
            let n = src.within::<Usize>(1..=1000, "n from 1 to 1000");
            // Each pile is held to the one before and to what the 10000 pebbles leave.
            let (mut piles, mut total) = (Vec::with_capacity(n), 0);
            for _ in 0..n {
                let least = piles.last().copied().unwrap_or(0);
                let most = 10_000 - total;
                let expected = format!(
                    "a pile from {least} (the pile before) to {most} (10000 pebbles less those \
                     before)"
                );
                piles.push(src.within::<U64>(least..=most, &expected));
                total += piles[piles.len() - 1];
            }
            let stairs = staircase::non_decreasing_piles(&piles).expect("read in order");
            out.line(if staircase::first_player_wins(&stairs) {
                "TAK"
            } else {
                "NIE"
            });
        }
    });
}
