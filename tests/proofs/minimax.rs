//! The scored search against a plain recursion written from the recurrences' definition, on
//! random game trees with gains, end values and sides; win/lose (±1) against `brute`.

use super::brute::{nim_moves, Brute};
use super::loopy::Lcg;
use grundy::zero_sum::minimax::{AlphaBeta, Dense, Hashed, Options, Search, Side, Step};
use std::collections::HashMap;
use std::hash::Hash;

/// A random finite game on positions `0..n`: each position's options are later positions, each
/// with a gain; `end[p]` values a position without options, `max[p]` says who picks there.
struct Game {
    options: Vec<Vec<(usize, i64)>>,
    end: Vec<i64>,
    max: Vec<bool>,
}

fn random_game(rng: &mut Lcg, n: usize) -> Game {
    let mut options = vec![Vec::new(); n];
    for (p, list) in options.iter_mut().enumerate() {
        if p + 1 < n && rng.below(5) > 0 {
            for _ in 0..rng.below(4) + 1 {
                list.push((p + 1 + rng.below(n - p - 1), rng.below(11) as i64 - 5));
            }
        }
    }
    let end = (0..n).map(|_| rng.below(21) as i64 - 10).collect();
    let max = (0..n).map(|_| rng.below(2) == 0).collect();
    Game { options, end, max }
}

/// The mover's surplus, straight from its definition.
fn plain_surplus(g: &Game, p: usize) -> i64 {
    if g.options[p].is_empty() {
        return g.end[p];
    }
    g.options[p]
        .iter()
        .map(|&(q, gain)| gain - plain_surplus(g, q))
        .max()
        .unwrap()
}

/// The maximiser's payoff, straight from its definition.
fn plain_minimax(g: &Game, p: usize) -> i64 {
    if g.options[p].is_empty() {
        return g.end[p];
    }
    let through = g.options[p]
        .iter()
        .map(|&(q, gain)| gain + plain_minimax(g, q));
    if g.max[p] {
        through.max().unwrap()
    } else {
        through.min().unwrap()
    }
}

#[test]
fn every_form_and_memo_agrees_with_the_definition_on_random_games() {
    let mut rng = Lcg(35);
    for round in 0..3000 {
        let n = 1 + round % 14;
        let g = random_game(&mut rng, n);
        let moves = |&p: &usize, out: &mut Options<usize, i64>| out.extend(&g.options[p]);
        let end = |&p: &usize| g.end[p];
        let side = |&p: &usize| if g.max[p] { Side::Max } else { Side::Min };
        let mut dense = Search::negamax(moves, end, Dense::new(n));
        let mut hashed = Search::negamax(moves, end, Hashed::new());
        let mut dense_mm = Search::minimax(moves, end, side, Dense::new(n));
        let mut hashed_mm = Search::minimax(moves, end, side, Hashed::new());
        let mut pruned = AlphaBeta::negamax(moves, end);
        let mut pruned_mm = AlphaBeta::minimax(moves, end, side);
        // From the last position first on odd rounds (memo filled bottom-up), else the first.
        let order: Vec<usize> = if round % 2 == 1 {
            (0..n).rev().collect()
        } else {
            (0..n).collect()
        };
        for p in order {
            let s = plain_surplus(&g, p);
            let m = plain_minimax(&g, p);
            assert_eq!(dense.value(&p), s, "round {round}, position {p}");
            assert_eq!(hashed.value(&p), s, "round {round}, position {p}");
            assert_eq!(pruned.value(&p), s, "round {round}, position {p}");
            assert_eq!(dense_mm.value(&p), m, "round {round}, position {p}");
            assert_eq!(hashed_mm.value(&p), m, "round {round}, position {p}");
            assert_eq!(pruned_mm.value(&p), m, "round {round}, position {p}");
            // The best options are exactly those through which the value is reached.
            let best: Vec<usize> = g.options[p]
                .iter()
                .filter(|&&(q, gain)| gain - plain_surplus(&g, q) == s)
                .map(|&(q, _)| q)
                .collect();
            let found: Vec<usize> = dense.best_options(&p).into_iter().map(|o| o.0).collect();
            assert_eq!(found, best, "round {round}, position {p}");
            let best: Vec<usize> = g.options[p]
                .iter()
                .filter(|&&(q, gain)| gain + plain_minimax(&g, q) == m)
                .map(|&(q, _)| q)
                .collect();
            let found: Vec<usize> = hashed_mm
                .best_options(&p)
                .into_iter()
                .map(|o| o.0)
                .collect();
            assert_eq!(found, best, "round {round}, position {p}");
        }
        assert!(dense.valued() <= n);
    }
}

#[test]
fn win_and_loss_are_values_plus_and_minus_one() {
    // Nim on up to three heaps of up to 4: the mover wins iff brute says so.
    let mut brute = Brute::normal(nim_moves);
    let moves = |p: &Vec<u64>, out: &mut Options<Vec<u64>, i64>| {
        out.extend(nim_moves(p).into_iter().map(|q| (q, 0)))
    };
    let mut memo = Search::negamax(moves, |_| -1, Hashed::new());
    let mut pruned = AlphaBeta::negamax(moves, |_| -1);
    for heaps in super::brute::all_vectors(3, 4) {
        let v = if brute.wins(&heaps) { 1 } else { -1 };
        assert_eq!(memo.value(&heaps), v, "{heaps:?}");
        assert_eq!(pruned.value(&heaps), v, "{heaps:?}");
    }
}

#[test]
fn pruning_skips_most_of_a_large_tree() {
    // Take 1 to 3 from 20 stones, ±1: pruning visits under a quarter of the tree.
    fn tree_size(n: u32) -> u64 {
        1 + (1..=3.min(n)).map(|t| tree_size(n - t)).sum::<u64>()
    }
    let moves =
        |&n: &u32, out: &mut Options<u32, i64>| out.extend((1..=3.min(n)).map(|t| (n - t, 0)));
    let mut pruned = AlphaBeta::negamax(moves, |_| -1);
    assert_eq!(pruned.value(&20), -1);
    assert!(
        pruned.visited() * 4 < tree_size(20),
        "{} of {}",
        pruned.visited(),
        tree_size(20)
    );
    let mut pruned = AlphaBeta::negamax(moves, |_| -1);
    assert_eq!(pruned.value(&21), 1);
    assert!(
        pruned.visited() * 4 < tree_size(21),
        "{} of {}",
        pruned.visited(),
        tree_size(21)
    );
}

#[test]
fn a_play_of_a_million_moves_needs_no_deep_recursion() {
    // A chain 0 → 1 → … → 10^6, each move worth 1 to the mover: the surplus alternates.
    let n = 1_000_000u32;
    let mut game = Search::negamax(
        |&p: &u32, out: &mut Options<u32, i64>| {
            if p < n {
                out.push((p + 1, 1));
            }
        },
        |_| 0,
        Dense::new(n as usize + 1),
    );
    assert_eq!(game.value(&0), 0);
    assert_eq!(game.value(&1), 1);
    assert_eq!(game.valued(), n as usize + 1);
}

#[test]
#[should_panic(expected = "cycle")]
fn a_cycle_is_reported_not_searched_forever() {
    let mut game = Search::negamax(
        |&p: &u8, out: &mut Options<u8, i64>| out.push(((p + 1) % 3, 0)),
        |_| 0,
        Dense::new(3),
    );
    game.value(&0);
}

#[test]
fn the_side_is_asked_only_where_someone_moves() {
    // Round i (position i) belongs to the player `sides[i]`, who adds a[i] or −a[i]. `side`
    // indexes the rounds, as one read from the input does: asked at the end of play
    // (position n) it would panic.
    let a = [3i64, 5, 1, 4];
    let sides = [Side::Max, Side::Min, Side::Min, Side::Max];
    let n = a.len();
    let moves = |&i: &usize, out: &mut Options<usize, i64>| {
        if i < n {
            out.extend([(i + 1, a[i]), (i + 1, -a[i])]);
        }
    };
    let side = |&i: &usize| sides[i];
    // Each round's owner takes the sign they prefer.
    let expected = 3 - 5 - 1 + 4;
    let mut dense = Search::minimax(moves, |_| 0, side, Dense::new(n + 1));
    assert_eq!(dense.value(&0), expected);
    assert_eq!(dense.best_options(&(n - 1)), [(n, 4)]);
    let mut hashed = Search::minimax(moves, |_| 0, side, Hashed::new());
    assert_eq!(hashed.value(&0), expected);
    let mut pruned = AlphaBeta::minimax(moves, |_| 0, side);
    assert_eq!(pruned.value(&0), expected);
}

/// A dense memo over tuples and arrays: the mixed-radix index is a bijection onto the memo's
/// positions, a number past its bound or a key of another length is refused, and a game over
/// (pile, pile, whose turn) valued through it agrees with the hashed memo everywhere.
#[test]
fn a_dense_memo_over_tuples_indexes_each_position_once_and_values_as_the_hashed_one() {
    use grundy::zero_sum::minimax::DenseKey;
    let bounds = [3, 4, 2];
    let mut seen = [false; 24];
    for a in 0..3u8 {
        for b in 0..4u32 {
            for flag in [false, true] {
                let i = (a, b, flag).index_in(&bounds).unwrap();
                assert_eq!(
                    [a as usize, b as usize, flag as usize].index_in(&bounds),
                    Some(i)
                );
                assert!(!seen[i], "{a} {b} {flag}");
                seen[i] = true;
            }
        }
    }
    assert!(seen.iter().all(|&s| s));
    assert_eq!((3u8, 0u32, false).index_in(&bounds), None);
    assert_eq!((0u8, 4u32, true).index_in(&bounds), None);
    assert_eq!((0u8, 0u32).index_in(&bounds), None);
    assert_eq!(5usize.index_in(&[6]), Some(5));
    assert_eq!(6usize.index_in(&[6]), None);
    // Two piles; the mover takes 1 or 2 from one pile and scores what they took, and whoever
    // moves with the flag set scores double (the flag flips each move).
    type P = (usize, usize, bool);
    let moves = |&(a, b, f): &P, out: &mut Options<P, i64>| {
        let weight = if f { 2 } else { 1 };
        for t in 1..=2 {
            if a >= t {
                out.push(((a - t, b, !f), weight * t as i64));
            }
            if b >= t {
                out.push(((a, b - t, !f), weight * t as i64));
            }
        }
    };
    let end = |&(a, b, _): &P| -((a + b) as i64);
    let mut dense = Search::negamax(moves, end, Dense::grid(&[9, 7, 2]));
    let mut hashed = Search::negamax(moves, end, Hashed::new());
    for a in 0..9 {
        for b in 0..7 {
            for f in [false, true] {
                assert_eq!(
                    dense.value(&(a, b, f)),
                    hashed.value(&(a, b, f)),
                    "{a} {b} {f}"
                );
            }
        }
    }
    let outside = std::panic::catch_unwind(|| {
        let mut small = Search::negamax(moves, end, Dense::grid(&[2, 2, 2]));
        small.value(&(5, 0, false))
    });
    assert!(outside.is_err());
}

/// The mover's surplus at `p` in the game of options `o` and end values `e`, by plain
/// recursion from the definition (the games are acyclic).
fn surplus<K: Copy + Eq + Hash>(o: &HashMap<K, Vec<(K, i64)>>, e: &HashMap<K, i64>, p: K) -> i64 {
    let through = o[&p].iter().map(|&(q, gain)| gain - surplus(o, e, q));
    through.max().unwrap_or(e[&p])
}

/// The maximiser's payoff at `p`, `m[p]` saying whether the maximiser picks there, by plain
/// recursion from the definition.
fn payoff<K: Copy + Eq + Hash>(
    o: &HashMap<K, Vec<(K, i64)>>,
    e: &HashMap<K, i64>,
    m: &HashMap<K, bool>,
    p: K,
) -> i64 {
    let through = o[&p].iter().map(|&(q, gain)| gain + payoff(o, e, m, q));
    if o[&p].is_empty() {
        e[&p]
    } else if m[&p] {
        through.max().unwrap()
    } else {
        through.min().unwrap()
    }
}

/// A random game on keys `[u8; 3]` below `bounds` whose moves step each number only the way
/// `steps` says and change at least one: each position's options, each with a gain.
fn random_stepping_game(
    rng: &mut Lcg,
    bounds: [usize; 3],
    steps: [Step; 3],
) -> HashMap<[u8; 3], Vec<([u8; 3], i64)>> {
    let mut options = HashMap::new();
    for a in 0..bounds[0] {
        for b in 0..bounds[1] {
            for c in 0..bounds[2] {
                let p = [a, b, c];
                let mut list = Vec::new();
                for _ in 0..rng.below(4) {
                    // Each number to a random place on its own side (or kept).
                    let q: Vec<usize> = (0..3)
                        .map(|k| match steps[k] {
                            Step::Down => rng.below(p[k] + 1),
                            Step::Up => p[k] + rng.below(bounds[k] - p[k]),
                        })
                        .collect();
                    if q != p {
                        let q = [q[0] as u8, q[1] as u8, q[2] as u8];
                        list.push((q, rng.below(11) as i64 - 5));
                    }
                }
                options.insert([a as u8, b as u8, c as u8], list);
            }
        }
    }
    options
}

/// Filling a dense memo bottom-up gives every position the value of the recursive definition,
/// in both forms, on random games over three numbers with random bounds and steps; and
/// `value` after `fill` is a look-up of the same values.
#[test]
fn filling_bottom_up_agrees_with_the_definition_on_random_stepping_games() {
    let mut rng = Lcg(50);
    for round in 0..400 {
        let bounds = [0, 0, 0].map(|_| 1 + rng.below(4));
        let steps = [0, 0, 0].map(|_| {
            if rng.below(2) == 0 {
                Step::Down
            } else {
                Step::Up
            }
        });
        let options = random_stepping_game(&mut rng, bounds, steps);
        let ends: HashMap<[u8; 3], i64> = options
            .keys()
            .map(|&p| (p, rng.below(21) as i64 - 10))
            .collect();
        let maxes: HashMap<[u8; 3], bool> =
            options.keys().map(|&p| (p, rng.below(2) == 0)).collect();
        let moves = |p: &[u8; 3], out: &mut Options<[u8; 3], i64>| out.extend(&options[p]);
        let end = |p: &[u8; 3]| ends[p];
        let side = |p: &[u8; 3]| if maxes[p] { Side::Max } else { Side::Min };
        let mut negamax = Search::negamax(moves, end, Dense::bottom_up(&bounds, &steps));
        negamax.fill();
        let mut minimax = Search::minimax(moves, end, side, Dense::bottom_up(&bounds, &steps));
        // A position searched before the fill keeps its value.
        let first = [0u8; 3];
        assert_eq!(
            minimax.value(&first),
            payoff(&options, &ends, &maxes, first)
        );
        minimax.fill();
        let all = bounds.iter().product::<usize>();
        assert_eq!((negamax.valued(), minimax.valued()), (all, all));
        for &p in options.keys() {
            let at = format!("round {round}, bounds {bounds:?}, steps {steps:?}, {p:?}");
            assert_eq!(
                negamax.looked_up(&p),
                Some(surplus(&options, &ends, p)),
                "{at}"
            );
            assert_eq!(negamax.value(&p), surplus(&options, &ends, p), "{at}");
            assert_eq!(
                minimax.value(&p),
                payoff(&options, &ends, &maxes, p),
                "{at}"
            );
        }
    }
}

/// A move against its number's step is refused, not read from a part of the table not yet
/// filled.
#[test]
#[should_panic(expected = "does not come before its position")]
fn filling_refuses_a_move_against_its_step() {
    // Piles that only shrink, but one move adds a stone.
    let mut game = Search::negamax(
        |&n: &usize, out: &mut Options<usize, i64>| {
            if n == 3 {
                out.push((4, 0));
            }
        },
        |_| -1,
        Dense::bottom_up(&[6], &[Step::Down]),
    );
    game.fill();
}

/// Filling the memo of segments gives every segment the value of the recursive definition, in
/// both forms, on random games whose every move leaves a shorter segment inside its position
/// (any cut, not only from the ends), with a segment's memo holding exactly the segments.
#[test]
fn filling_segments_agrees_with_the_definition_on_random_cutting_games() {
    let mut rng = Lcg(51);
    for round in 0..300 {
        let n = rng.below(8);
        let mut options = HashMap::new();
        for i in 0..=n {
            for j in i..=n {
                let mut list = Vec::new();
                for _ in 0..rng.below(4) {
                    let a = i + rng.below(j - i + 1);
                    let b = a + rng.below(j - a + 1);
                    if (a, b) != (i, j) {
                        list.push(((a, b), rng.below(11) as i64 - 5));
                    }
                }
                options.insert((i, j), list);
            }
        }
        let ends: HashMap<(usize, usize), i64> = options
            .keys()
            .map(|&p| (p, rng.below(21) as i64 - 10))
            .collect();
        let maxes: HashMap<(usize, usize), bool> =
            options.keys().map(|&p| (p, rng.below(2) == 0)).collect();
        let moves =
            |p: &(usize, usize), out: &mut Options<(usize, usize), i64>| out.extend(&options[p]);
        let end = |p: &(usize, usize)| ends[p];
        let side = |p: &(usize, usize)| if maxes[p] { Side::Max } else { Side::Min };
        let mut negamax = Search::negamax(moves, end, Dense::segments(n));
        negamax.fill();
        let mut minimax = Search::minimax(moves, end, side, Dense::segments(n));
        // A segment searched before the fill keeps its value.
        assert_eq!(
            minimax.value(&(0, n)),
            payoff(&options, &ends, &maxes, (0, n))
        );
        minimax.fill();
        let all = (n + 1) * (n + 2) / 2;
        assert_eq!((negamax.valued(), minimax.valued()), (all, all));
        for &p in options.keys() {
            let at = format!("round {round}, n {n}, {p:?}");
            let s = surplus(&options, &ends, p);
            assert_eq!(negamax.looked_up(&p), Some(s), "{at}");
            assert_eq!(negamax.value(&p), s, "{at}");
            let m = payoff(&options, &ends, &maxes, p);
            assert_eq!(minimax.looked_up(&p), Some(m), "{at}");
        }
    }
}

/// A move to a longer segment, or to a pair that is no segment, is refused, not read from a
/// part of the table not yet filled.
#[test]
fn filling_segments_refuses_a_move_out_of_its_segment() {
    for bad in [(1, 4), (3, 2), (2, 6)] {
        let refused = std::panic::catch_unwind(|| {
            let mut game = Search::negamax(
                |&(i, j): &(usize, usize), out: &mut Options<(usize, usize), i64>| {
                    if (i, j) == (2, 3) {
                        out.push((bad, 0));
                    }
                },
                |_| -1,
                Dense::segments(5),
            );
            game.fill();
        });
        let message = refused.expect_err("the fill refuses the move");
        let message = message.downcast_ref::<String>().expect("a message");
        assert!(
            message.contains("does not come before its position"),
            "{bad:?}: {message}"
        );
    }
}
