//! Heap games whose moves depend on the heap: takes bounded by a function of the heap, Nim and
//! take-sets with exceptions, and the compressed sequences that store their values, each
//! against a search of the game tree (or a plain vector) up to a bound.

use super::brute::Brute;
use super::loopy::Lcg;
use grundy::games::bounded_takes;
use grundy::games::nim_exceptions::{ForbiddenNim, SetExceptions};
use grundy::search::compressed::{Piece, Sequence};
use grundy::search::sg::Solver;
use std::collections::HashSet;

fn isqrt(n: u64) -> u64 {
    (0..=n).take_while(|r| r * r <= n).last().unwrap_or(0)
}

type Most = (&'static str, Box<dyn Fn(u64) -> u64>);

fn bounds() -> Vec<Most> {
    let mut all: Vec<Most> = vec![
        ("n", Box::new(|n| n)),
        ("⌈n/2⌉", Box::new(|n| n / 2 + n % 2)),
        ("⌊2n/3⌋", Box::new(|n| 2 * n / 3)),
        ("⌊3n/4⌋", Box::new(|n| 3 * n / 4)),
        ("⌊√n⌋", Box::new(isqrt)),
        ("⌊n/3⌋ + 1", Box::new(|n| n / 3 + 1)),
        (
            "⌊log2 n⌋",
            Box::new(|n| u64::from(63 - n.max(1).leading_zeros())),
        ),
        ("⌊n/2⌋ capped at 9", Box::new(|n| (n / 2).min(9))),
    ];
    for k in 2..=7u64 {
        all.push(("⌊n/k⌋", Box::new(move |n| n / k)));
    }
    for c in 1..=5u64 {
        all.push(("a constant", Box::new(move |_| c)));
    }
    all
}

#[test]
fn takes_bounded_by_the_heap_match_search() {
    for (name, most) in bounds() {
        let mut solver = Solver::new(|&n: &u64| (1..=most(n).min(n)).map(|t| n - t).collect());
        let table = bounded_takes::table(700, &most);
        for n in 0..700u64 {
            let searched = solver.value(&n);
            assert_eq!(bounded_takes::value(n, &most), searched, "{name} at {n}");
            assert_eq!(table[n as usize], searched, "{name} at {n}");
        }
    }
}

#[test]
fn take_at_most_half_wins_and_losses_match_brute() {
    let mut brute = Brute::normal(|&n: &u64| (1..=n / 2).map(|t| n - t).collect());
    for n in 0..300u64 {
        let value = bounded_takes::value(n, |n| n / 2);
        assert_eq!(value != 0, brute.wins(&n), "{n}");
    }
}

#[test]
fn large_heaps_follow_the_recursion() {
    // Take at most ⌊n/3⌋ at heaps near 10^18: a heap where the bound grows has value ⌊n/3⌋,
    // and the others the value of n − ⌊n/3⌋ − 1, which is what the jump must reproduce.
    let third = |n: u64| n / 3;
    for n in (0..30).map(|i| 1_000_000_000_000_000_000 + i) {
        let value = bounded_takes::value(n, third);
        let expected = if n % 3 == 0 {
            n / 3
        } else {
            bounded_takes::value(n - n / 3 - 1, third)
        };
        assert_eq!(value, expected, "{n}");
    }
    // A constant bound c: values n mod (c + 1) at any size, reached by the jump within a run.
    assert_eq!(bounded_takes::value(u64::MAX, |_| 6), u64::MAX % 7);
}

#[test]
#[should_panic(expected = "may only stay or grow by 1")]
fn a_bound_that_jumps_is_refused() {
    bounded_takes::value(100, |n| 2 * (n / 2));
}

#[test]
fn takes_bounded_by_the_square_root_match_search_and_the_slow_chain() {
    let mut solver = Solver::new(|&n: &u64| (1..=isqrt(n)).map(|t| n - t).collect());
    for n in 0..3000u64 {
        assert_eq!(bounded_takes::isqrt(n), isqrt(n), "{n}");
        assert_eq!(bounded_takes::square_root_value(n), solver.value(&n), "{n}");
    }
    // Far out, against the theorem's chain walked one run at a time (about 2√n steps).
    let mut rng = Lcg(38);
    for _ in 0..25 {
        let n = rng.below(1 << 30) as u64 * rng.below(1 << 5) as u64;
        let slow = bounded_takes::value(n, bounded_takes::isqrt);
        assert_eq!(bounded_takes::square_root_value(n), slow, "{n}");
    }
    for n in [
        u64::MAX,
        u64::MAX - 1,
        (1 << 32) * ((1 << 32) - 1),
        999_999_999_999_999_999,
    ] {
        let root = bounded_takes::isqrt(n);
        assert!(root * root <= n && (root + 1).checked_mul(root + 1).map_or(true, |s| s > n));
        let _ = bounded_takes::square_root_value(n);
    }
}

/// Bounds for "take at least": each ≥ 1, never falling, growing by at most 1.
fn leasts() -> Vec<Most> {
    let mut all: Vec<Most> = vec![
        ("⌈n/2⌉", Box::new(|n| (n / 2 + n % 2).max(1))),
        ("⌈n/3⌉", Box::new(|n| (n / 3 + (n % 3).min(1)).max(1))),
        ("⌊2n/3⌋", Box::new(|n| (2 * n / 3).max(1))),
        ("⌊√n⌋", Box::new(|n| bounded_takes::isqrt(n).max(1))),
        ("⌊n/4⌋ + 2", Box::new(|n| n / 4 + 2)),
        ("n", Box::new(|n| n.max(1))),
        ("n + 1", Box::new(|n| n + 1)),
    ];
    for c in 1..=5u64 {
        all.push(("a constant", Box::new(move |_| c)));
    }
    all
}

#[test]
fn takes_of_at_least_a_bound_match_search() {
    for (name, least) in leasts() {
        let mut solver = Solver::new(|&n: &u64| (least(n)..=n).map(|t| n - t).collect());
        for n in 0..700u64 {
            assert_eq!(
                bounded_takes::at_least_value(n, &least),
                solver.value(&n),
                "{name} at {n}"
            );
        }
        // Far out the jumps must agree with one step of the recursion.
        for n in (0..20).map(|i| 1_000_000_000_000_000_000 + 7 * i) {
            let l = least(n);
            let step = if l > n {
                Some(0)
            } else {
                bounded_takes::at_least_value_within(n - l, &least, 20_000).map(|v| v + 1)
            };
            let jumped = bounded_takes::at_least_value_within(n, &least, 20_000);
            assert_eq!(jumped, step, "{name} at {n}");
        }
    }
    let root = |n| bounded_takes::isqrt(n).max(1);
    assert_eq!(
        bounded_takes::at_least_value_within(1 << 60, root, 100),
        None
    );
}

#[test]
#[should_panic(expected = "may only stay or grow by 1")]
fn a_least_that_falls_is_refused() {
    bounded_takes::at_least_value(100, |n| if n < 100 { 5 } else { 1 });
}

#[test]
fn takes_in_a_range_of_the_heap_match_search() {
    type Range = (
        &'static str,
        Box<dyn Fn(u64) -> u64>,
        Box<dyn Fn(u64) -> u64>,
    );
    let ranges: Vec<Range> = vec![
        ("2 … 3", Box::new(|_| 2), Box::new(|_| 3)),
        ("2 … ⌊n/2⌋", Box::new(|_| 2), Box::new(|n| n / 2)),
        ("3 … ⌊n/3⌋", Box::new(|_| 3), Box::new(|n| n / 3)),
        (
            "⌈n/3⌉ … ⌊n/2⌋",
            Box::new(|n| (n + 2) / 3),
            Box::new(|n| n / 2),
        ),
        ("⌈n/2⌉ … n", Box::new(|n| (n + 1) / 2), Box::new(|n| n)),
        ("⌊√n⌋ … 2⌊√n⌋", Box::new(isqrt), Box::new(|n| 2 * isqrt(n))),
        ("1 … ⌊√n⌋", Box::new(|_| 1), Box::new(isqrt)),
        // Ends that jump back and forth: the window moves both ways.
        (
            "1 + n mod 3 … 2 + n mod 7",
            Box::new(|n| 1 + n % 3),
            Box::new(|n| 2 + n % 7),
        ),
        (
            "1 + n mod 5 … 3n mod 11",
            Box::new(|n| 1 + n % 5),
            Box::new(|n| 3 * n % 11),
        ),
    ];
    for (name, least, most) in ranges {
        let least = |n: u64| least(n).max(1);
        let mut solver =
            Solver::new(|&n: &u64| (least(n)..=most(n).min(n)).map(|t| n - t).collect());
        let table = bounded_takes::range_table(600, least, &most);
        for n in 0..600u64 {
            assert_eq!(table[n as usize], solver.value(&n), "{name} at {n}");
        }
    }
    // The range form agrees with the two theorems it contains.
    let half = bounded_takes::range_table(2000, |_| 1, |n| n / 2);
    let least_half = bounded_takes::range_table(2000, |n| n.div_ceil(2).max(1), |n| n);
    for n in 0..2000u64 {
        assert_eq!(half[n as usize], bounded_takes::value(n, |n| n / 2));
        assert_eq!(least_half[n as usize], 64 - u64::from(n.leading_zeros()));
    }
}

#[test]
fn compressed_sequences_match_a_plain_vector() {
    let mut rng = Lcg(7);
    for _ in 0..200 {
        let mut seq = Sequence::new();
        let mut plain: Vec<u64> = Vec::new();
        for _ in 0..1 + rng.below(8) {
            let len = 1 + rng.below(9) as u64;
            let piece = match rng.below(4) {
                0 => Piece::Run(rng.below(12) as u64),
                1 => Piece::Arithmetic {
                    first: 20 + rng.below(10) as u64,
                    step: [-2i64, -1, 1, 2, 3][rng.below(5)],
                },
                2 => Piece::Periodic((0..1 + rng.below(4)).map(|_| rng.below(9) as u64).collect()),
                _ => {
                    for _ in 0..len {
                        let v = rng.below(6) as u64;
                        seq.push_value(v);
                        plain.push(v);
                    }
                    continue;
                }
            };
            let at = |k: u64| match &piece {
                Piece::Run(v) => *v,
                Piece::Arithmetic { first, step } => (*first as i64 + step * k as i64) as u64,
                Piece::Periodic(values) => values[k as usize % values.len()],
            };
            plain.extend((0..len).map(at));
            seq.push(len, piece);
        }
        assert_eq!(seq.len(), plain.len() as u64);
        for (n, &v) in plain.iter().enumerate() {
            assert_eq!(seq.value(n as u64), Some(v));
        }
        assert_eq!(seq.value(plain.len() as u64), None);
        for a in 0..=plain.len() {
            for b in a..=plain.len() + 2 {
                let seen: HashSet<u64> = plain[a..b.min(plain.len())].iter().copied().collect();
                let mex = (0..).find(|v| !seen.contains(v)).unwrap();
                assert_eq!(seq.mex(a as u64..b as u64), mex, "{plain:?} over {a}..{b}");
            }
        }
    }
}

/// `count` random (heap, take) pairs with heaps below `heaps` (some not moves at all).
fn random_pairs(rng: &mut Lcg, count: usize, heaps: usize) -> Vec<(u64, u64)> {
    (0..count)
        .map(|_| {
            let heap = rng.below(heaps) as u64;
            (heap, rng.below(heap as usize + 2) as u64)
        })
        .collect()
}

#[test]
fn nim_with_forbidden_moves_matches_search() {
    let mut rng = Lcg(38);
    for round in 0..300 {
        let heaps = 10 + rng.below(60);
        let count = [1, 3, 10, 60][round % 4];
        let forbidden = random_pairs(&mut rng, count, heaps);
        let set: HashSet<(u64, u64)> = forbidden.iter().copied().collect();
        let game = ForbiddenNim::new(&forbidden);
        let mut solver = Solver::new(|&n: &u64| {
            (1..=n)
                .filter(|&t| !set.contains(&(n, t)))
                .map(|t| n - t)
                .collect()
        });
        for n in 0..heaps as u64 + 20 {
            assert_eq!(game.value(n), solver.value(&n), "{forbidden:?} at {n}");
        }
    }
}

#[test]
fn nim_with_a_far_exception_shifts_every_larger_heap() {
    // Forbidding heap h from taking everything: h is worth 0, and each larger heap one less.
    let h = 1_000_000_000_000u64;
    let game = ForbiddenNim::new(&[(h, h)]);
    assert_eq!(game.value(h - 1), h - 1);
    assert_eq!(game.value(h), 0);
    assert_eq!(game.value(h + 5), h + 4);
    assert_eq!(game.value(u64::MAX), u64::MAX - 1);
}

#[test]
fn take_sets_with_exceptions_match_the_definition() {
    let mut rng = Lcg(1938);
    for round in 0..300 {
        let size = 1 + rng.below(4);
        let set: Vec<u64> = (0..size).map(|_| 1 + rng.below(9) as u64).collect();
        let heaps = 10 + rng.below(80);
        let forbidden = random_pairs(&mut rng, [1, 4, 20][round % 3], heaps);
        let added = random_pairs(&mut rng, [0, 2, 10][round % 3], heaps);
        let game = SetExceptions::new(&set, &forbidden, &added).unwrap();
        let moves = |n: u64| -> Vec<u64> {
            let mut takes: Vec<u64> = set
                .iter()
                .copied()
                .filter(|&s| s <= n && !forbidden.contains(&(n, s)))
                .collect();
            takes.extend(
                added
                    .iter()
                    .filter(|&&(h, t)| h == n && t >= 1 && t <= n)
                    .map(|p| p.1),
            );
            takes.into_iter().map(|t| n - t).collect()
        };
        let mut solver = Solver::new(|&n: &u64| moves(n));
        for n in 0..heaps as u64 + 300 {
            assert_eq!(
                game.value(n),
                solver.value(&n),
                "{set:?} {forbidden:?} {added:?} at {n}"
            );
        }
    }
}

#[test]
fn take_sets_with_far_exceptions_match_a_table() {
    // An exception at heap 5000 of {1, 3, 4}, and one at 20000 of {2, 5, 7}: the stretches
    // before and after are jumped over as periods, the table walks every heap.
    for (set, heap) in [(&[1u64, 3, 4][..], 5000u64), (&[2, 5, 7], 20_000)] {
        let forbidden = [(heap, set[0]), (heap + 3, set[1])];
        let added = [(heap + 1, heap + 1), (2 * heap, heap - 17)];
        let game = SetExceptions::new(set, &forbidden, &added).unwrap();
        let table = grundy::search::sg::table(3 * heap as usize, |n, values, out| {
            let n64 = n as u64;
            let allowed = set
                .iter()
                .filter(|&&s| s <= n64 && !forbidden.contains(&(n64, s)));
            out.extend(allowed.map(|&s| values[n - s as usize]));
            let more = added.iter().filter(|&&(h, t)| h == n64 && t <= n64);
            out.extend(more.map(|&(_, t)| values[n - t as usize]));
        });
        for (n, &v) in table.iter().enumerate() {
            assert_eq!(game.value(n as u64), v, "{set:?} at {n}");
        }
    }
}
