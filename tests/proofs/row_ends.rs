//! Rows taken from both ends against a search of the game as played: every small row, and
//! random rows of 9 to 12 items for the last item.

use super::brute::all_vectors;
use super::loopy::Lcg;
use grundy::zero_sum::row_ends::{
    last_item, last_item_after_free_moves, last_item_minimiser_first, surplus, surplus_by_search,
    totals,
};

/// Each player's total (mover's, other's) by trying every sequence of takes.
fn played_totals(row: &[i64]) -> (i64, i64) {
    match row {
        [] => (0, 0),
        [.., last] => {
            let (o1, m1) = played_totals(&row[1..]);
            let (o2, m2) = played_totals(&row[..row.len() - 1]);
            // The mover keeps what they take and then plays second in the rest.
            let first = (row[0] + m1, o1);
            let second = (*last + m2, o2);
            if first.0 >= second.0 {
                first
            } else {
                second
            }
        }
    }
}

/// The last item when the maximiser has `free` moves alone, then the game starts with him.
fn played_last(row: &[u64], free: usize, max_moves: bool) -> u64 {
    if row.len() == 1 {
        return row[0];
    }
    let (next_free, next_max) = if free > 0 {
        (free - 1, true)
    } else {
        (0, !max_moves)
    };
    let a = played_last(&row[1..], next_free, next_max);
    let b = played_last(&row[..row.len() - 1], next_free, next_max);
    if max_moves {
        a.max(b)
    } else {
        a.min(b)
    }
}

#[test]
fn totals_are_those_of_the_game_on_every_small_row() {
    for len in 0..=8 {
        let max = if len <= 6 { 5 } else { 2 };
        for v in all_vectors(len, max) {
            // Values from −2 up: the DP needs no sign.
            let row: Vec<i64> = v.iter().map(|&x| x as i64 - 2).collect();
            let (first, second) = played_totals(&row);
            assert_eq!(totals(&row), (first, second), "{row:?}");
            assert_eq!(surplus(&row), first - second, "{row:?}");
            if !row.is_empty() {
                assert_eq!(surplus_by_search(&row), first - second, "{row:?}");
            }
        }
    }
}

#[test]
fn the_scored_search_of_edpc_l_is_the_surplus_on_long_rows() {
    // Long rows of EDPC L's values (up to 10^9, sums past 32 bits), against the interval DP
    // that the small rows above prove.
    let mut rng = Lcg(3000);
    for len in [1, 2, 3, 50, 101, 300] {
        let row: Vec<i64> = (0..len)
            .map(|_| 1 + rng.below(1_000_000_000) as i64)
            .collect();
        assert_eq!(surplus_by_search(&row), surplus(&row), "{len}");
    }
}

#[test]
fn the_last_item_is_that_of_the_game_for_every_number_of_free_moves() {
    let mut rng = Lcg(794);
    let random = (0..200).map(|_| {
        let len = 9 + rng.below(4);
        (0..len).map(|_| rng.below(10) as u64).collect::<Vec<u64>>()
    });
    let small = (1..=8).flat_map(|len| all_vectors(len, if len <= 6 { 4 } else { 2 }));
    for v in small.chain(random.collect::<Vec<_>>()) {
        let len = v.len();
        {
            let row: Vec<u64> = v.iter().map(|&x| x + 1).collect();
            let all = last_item_after_free_moves(&row);
            assert_eq!(all.len(), len);
            for (k, &x) in all.iter().enumerate() {
                assert_eq!(x, played_last(&row, k, true), "{row:?}, k = {k}");
            }
            assert_eq!(last_item(&row), all[0], "{row:?}");
        }
    }
}

#[test]
fn the_last_item_with_the_minimiser_first_is_that_of_the_game() {
    let mut rng = Lcg(1794);
    let random: Vec<Vec<u64>> = (0..200)
        .map(|_| {
            let len = 9 + rng.below(4);
            (0..len).map(|_| rng.below(10) as u64).collect()
        })
        .collect();
    let small = (1..=8).flat_map(|len| all_vectors(len, if len <= 6 { 4 } else { 2 }));
    for row in small.chain(random) {
        assert_eq!(
            last_item_minimiser_first(&row),
            played_last(&row, 0, false),
            "{row:?}"
        );
    }
}
