use super::brute::Brute;
use grundy::games::grundys_game;
use grundy::search::sg::Solver;
use grundy::search::sparse_space::{Mask, Moves, SparseSpace};

/// Split one heap into two unequal non-empty heaps. Positions are sorted heaps of 3 or more
/// (smaller heaps can never be split again).
fn moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..heaps.len() {
        for a in 1..heaps[i] {
            let b = heaps[i] - a;
            if a >= b {
                continue;
            }
            let mut next: Vec<u64> = heaps
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &h)| h)
                .collect();
            next.extend([a, b].into_iter().filter(|&h| h >= 3));
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

#[test]
fn values_match_search() {
    let values = grundys_game::values_by_definition(36);
    let mut solver = Solver::new(moves);
    let mut brute = Brute::normal(moves);
    for n in 0..36u64 {
        let heap = if n >= 3 { vec![n] } else { vec![] };
        assert_eq!(values[n as usize], solver.value(&heap), "heap {n}");
        assert_eq!(values[n as usize] != 0, brute.wins(&heap), "heap {n}");
    }
}

#[test]
fn first_values_from_oeis_a002188() {
    let expected = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
        2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3,
        7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2,
    ];
    assert_eq!(grundys_game::values(expected.len()), expected);
}

#[test]
fn sparse_space_equals_the_definition_below_2_pow_14() {
    let by_definition = grundys_game::values_by_definition(1 << 14);
    assert_eq!(grundys_game::values(1 << 14), by_definition);
    // Exact whatever the mask: only the speed depends on it.
    for (bits, heap_parity, rare_parity) in [
        (0, false, false),
        (!0, false, true),
        (0b110, true, false),
        (0b1010_1010, false, false),
        (!1, false, false),
    ] {
        let mask = Mask {
            bits,
            heap_parity,
            rare_parity,
        };
        let mut engine = SparseSpace::with_mask(Moves::split_unequal(), mask);
        engine.extend_to(3000).unwrap();
        let values: Vec<u64> = engine.values().iter().map(|&v| v.into()).collect();
        assert_eq!(values, by_definition[..3000], "{mask:?}");
    }
}

#[test]
fn sparse_values_from_flammenkamps_table() {
    // Heaps whose values are rare (even parity outside bit 0), from the published list.
    let values = grundys_game::values(200);
    for (n, g) in [
        (87, 7),
        (90, 7),
        (93, 7),
        (146, 6),
        (158, 11),
        (181, 12),
        (196, 10),
    ] {
        assert_eq!(values[n], g, "heap {n}");
    }
}

/// The values of Grundy's game by sparse space with `mask` on `threads` threads, extended in
/// uneven steps to `len`.
fn on_threads(mask: Option<Mask>, threads: usize, len: usize) -> Vec<u16> {
    let mut engine = match mask {
        Some(mask) => SparseSpace::with_mask(Moves::split_unequal(), mask),
        None => SparseSpace::new(Moves::split_unequal()),
    };
    engine.set_threads(threads);
    let mut done = 0;
    for step in [5000, 1, 9000, 70000].into_iter().cycle() {
        done = len.min(done + step);
        engine.extend_to(done).unwrap();
        if done == len {
            break;
        }
    }
    engine.values().to_vec()
}

#[test]
fn two_threads_give_the_values_of_one() {
    // With the chosen mask (the second thread marks most splits) and with bad masks (half the
    // heaps rare, values outgrowing the rows, jobs thrown away), against the definition and
    // against one thread.
    let len = 1 << 14;
    let by_definition = grundys_game::values_by_definition(len);
    let two: Vec<u64> = on_threads(None, 2, len)
        .into_iter()
        .map(u64::from)
        .collect();
    assert_eq!(two, by_definition);
    assert_eq!(on_threads(None, 2, 1 << 19), on_threads(None, 1, 1 << 19));
    for (bits, heap_parity, rare_parity) in [(0, false, false), (0b1010_1010, false, true)] {
        let mask = Mask {
            bits,
            heap_parity,
            rare_parity,
        };
        let one = on_threads(Some(mask), 1, 12000);
        assert_eq!(on_threads(Some(mask), 2, 12000), one, "{mask:?}");
    }
}
