use super::brute::{all_vectors, nim_moves, Brute};
use grundy::search::sg::{self, mex, BadGraph, Solver};

#[test]
fn mex_of_small_sets() {
    assert_eq!(mex([]), 0);
    assert_eq!(mex([1, 2]), 0);
    assert_eq!(mex([0, 0, 2, 1, 4]), 3);
    assert_eq!(mex([5, 0, u64::MAX, 1]), 2);
}

#[test]
fn value_is_zero_exactly_on_losses() {
    let mut solver = Solver::new(nim_moves);
    let mut brute = Brute::normal(nim_moves);
    for piles in (1..=3).flat_map(|n| all_vectors(n, 5)) {
        assert_eq!(solver.value(&piles) != 0, brute.wins(&piles), "{piles:?}");
    }
}

#[test]
fn sums_take_the_xor_of_their_parts() {
    // Two subtraction games played side by side, searched as one game.
    let moves = |&(a, b): &(u64, u64)| {
        let mut out = Vec::new();
        out.extend([1, 3, 4].iter().filter(|&&s| s <= a).map(|s| (a - s, b)));
        out.extend([2, 5].iter().filter(|&&s| s <= b).map(|s| (a, b - s)));
        out
    };
    let left = sg::table(30, |x, v, out| {
        out.extend([1, 3, 4].iter().filter(|&&s| s <= x).map(|&s| v[x - s]))
    });
    let right = sg::table(30, |x, v, out| {
        out.extend([2, 5].iter().filter(|&&s| s <= x).map(|&s| v[x - s]))
    });
    let mut solver = Solver::new(moves);
    for (a, &l) in left.iter().enumerate() {
        for (b, &r) in right.iter().enumerate() {
            assert_eq!(solver.value(&(a as u64, b as u64)), l ^ r);
        }
    }
}

/// A small deterministic generator, so that failures repeat.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A random graph on `n` positions: edges go from a position to later ones in a shuffled order
/// (so the graph is acyclic), plus `back` edges from a later position to an earlier one.
fn random_graph(rng: &mut Lcg, n: usize, edges: usize, back: usize) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let mut successors = vec![Vec::new(); n];
    for k in 0..edges + back {
        let (x, y) = (rng.below(n), rng.below(n));
        let (from, to) = if k < edges {
            (x.min(y), x.max(y))
        } else {
            (x.max(y), x.min(y))
        };
        if from != to || k >= edges {
            successors[order[from]].push(order[to]);
        }
    }
    successors
}

/// Whether `position` can reach itself in one or more moves.
fn on_a_cycle(successors: &[Vec<usize>], position: usize) -> bool {
    let mut seen = vec![false; successors.len()];
    let mut stack = successors[position].clone();
    while let Some(p) = stack.pop() {
        if p == position {
            return true;
        }
        if !std::mem::replace(&mut seen[p], true) {
            stack.extend(&successors[p]);
        }
    }
    false
}

#[test]
fn dag_values_match_search_and_cycles_are_found() {
    let mut rng = Lcg(7);
    for round in 0..400 {
        let n = 1 + rng.below(40);
        let edges = rng.below(4 * n);
        let back = if round % 2 == 0 { 0 } else { 1 + rng.below(3) };
        let graph = random_graph(&mut rng, n, edges, back);
        let acyclic = (0..n).all(|p| !on_a_cycle(&graph, p));
        match sg::dag_values(&graph) {
            Ok(values) => {
                assert!(acyclic, "{graph:?}");
                let mut solver = Solver::new(|&p: &usize| graph[p].clone());
                for (p, &v) in values.iter().enumerate() {
                    assert_eq!(v, solver.value(&p), "{graph:?} at {p}");
                }
            }
            Err(BadGraph::Cycle { position }) => {
                assert!(on_a_cycle(&graph, position), "{graph:?}: {position}")
            }
            Err(bad) => panic!("{graph:?}: {bad:?}"),
        }
    }
    assert_eq!(
        sg::dag_values(&[vec![0]]),
        Err(BadGraph::Cycle { position: 0 })
    );
    assert_eq!(
        sg::dag_values(&[vec![], vec![0, 2]]),
        Err(BadGraph::OutOfRange { from: 1, to: 2 })
    );
    assert_eq!(sg::dag_values(&[]), Ok(vec![]));
}

#[test]
fn a_long_path_needs_no_recursion() {
    let n = 1_000_000;
    let path: Vec<Vec<usize>> = (0..n)
        .map(|p| if p + 1 < n { vec![p + 1] } else { vec![] })
        .collect();
    let values = sg::dag_values(&path).unwrap();
    assert!(values
        .iter()
        .enumerate()
        .all(|(p, &v)| v == ((n - 1 - p) % 2) as u64));
    let mut cycle = path;
    cycle[n - 1].push(0);
    assert!(matches!(
        sg::dag_values(&cycle),
        Err(BadGraph::Cycle { .. })
    ));
}

#[test]
fn two_dimensional_tables_match_search() {
    // Chocolate bars that split along either side into two bars of sides at least `least`,
    // searched as sorted lists of bars.
    for least in 1..=2usize {
        let grid = sg::table_2d(9, 9, |w, h, g, out| {
            out.extend(
                (least..=w.saturating_sub(least)).map(|a| g.value(a, h) ^ g.value(w - a, h)),
            );
            out.extend(
                (least..=h.saturating_sub(least)).map(|b| g.value(w, b) ^ g.value(w, h - b)),
            );
        });
        let moves = |bars: &Vec<(usize, usize)>| {
            let mut out = Vec::new();
            for (i, &(w, h)) in bars.iter().enumerate() {
                let splits = (least..=w.saturating_sub(least)).map(|a| [(a, h), (w - a, h)]);
                for parts in
                    splits.chain((least..=h.saturating_sub(least)).map(|b| [(w, b), (w, h - b)]))
                {
                    let mut next = bars.clone();
                    next.remove(i);
                    next.extend(parts);
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        };
        let mut solver = Solver::new(moves);
        let sides = if least == 1 { 0..5 } else { 0..8 };
        for w in sides.clone() {
            for h in sides.clone() {
                assert_eq!(
                    grid.value(w, h),
                    solver.value(&vec![(w, h)]),
                    "{least}: {w}×{h}"
                );
            }
        }
    }
}
