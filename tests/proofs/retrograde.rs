//! Totals along the moves on graphs with cycles, self-loops and repeated moves, against the
//! value of the game cut off after d moves (a play not stopped by then worth infinity), d
//! growing until nothing changes.

use super::loopy::{random_moves, successors, Lcg};
use grundy::search::loopy::GameGraph;
use grundy::zero_sum::retrograde::{costs, Player};

const INFINITE: u64 = u64::MAX;

/// Totals by the definition: the value of the game cut off after d moves, a play still going
/// then worth infinity, for d = 0, 1, … until it no longer changes.
fn costs_by_definition(
    next: &[Vec<usize>],
    max: &[bool],
    price: &dyn Fn(usize, usize) -> u64,
    ends: &[(usize, u64)],
) -> Vec<u64> {
    let n = next.len();
    let stop = |p: usize| -> Option<u64> {
        match ends.iter().find(|e| e.0 == p) {
            Some(&(_, v)) => Some(v),
            None => next[p].is_empty().then_some(0),
        }
    };
    let mut value: Vec<u64> = (0..n).map(|p| stop(p).unwrap_or(INFINITE)).collect();
    loop {
        let after: Vec<u64> = (0..n)
            .map(|p| {
                if let Some(v) = stop(p) {
                    return v;
                }
                let totals = next[p].iter().map(|&q| match value[q] {
                    INFINITE => INFINITE,
                    v => v + price(p, q),
                });
                if max[p] {
                    totals.max().unwrap()
                } else {
                    totals.min().unwrap()
                }
            })
            .collect();
        if after == value {
            return value;
        }
        value = after;
    }
}

fn check_costs(
    n: usize,
    moves: &[(usize, usize)],
    max: &[bool],
    prices: &[Vec<u64>],
    ends: &[(usize, u64)],
) {
    let game = GameGraph::new(n, moves);
    let owner = |p: usize| if max[p] { Player::Max } else { Player::Min };
    let price = |a: usize, b: usize| prices[a][b];
    let solved = costs(&game, owner, price, ends);
    let next = successors(n, moves);
    let expected = costs_by_definition(&next, max, &price, ends);
    for p in 0..n {
        let value = solved.value(p).unwrap_or(INFINITE);
        let about = format!("moves {moves:?}, max {max:?}, prices {prices:?}, ends {ends:?}: {p}");
        assert_eq!(value, expected[p], "{about}");
        let stops = ends.iter().any(|e| e.0 == p) || next[p].is_empty();
        match solved.best_move(p) {
            Some(q) => {
                assert!(!stops && next[p].contains(&q), "{about}");
                assert_eq!(
                    solved.value(q).map(|v| v + prices[p][q]),
                    Some(value),
                    "{about}"
                );
            }
            None => assert!(stops || value == INFINITE, "{about}"),
        }
    }
}

#[test]
fn costs_on_random_graphs_with_cycles_and_free_moves() {
    let mut rng = Lcg(1628);
    for round in 0..3000 {
        let n = 1 + rng.below(12);
        let moves = random_moves(&mut rng, n, 3 * n + 1);
        let max: Vec<bool> = (0..n).map(|_| rng.below(2) == 1).collect();
        // Prices from 0 (free moves make cycles of total 0) to 4.
        let prices: Vec<Vec<u64>> = (0..n)
            .map(|_| (0..n).map(|_| rng.below(5) as u64).collect())
            .collect();
        let mut ends = Vec::new();
        for _ in 0..round % 4 {
            let p = rng.below(n);
            if ends.iter().all(|e: &(usize, u64)| e.0 != p) {
                ends.push((p, rng.below(20) as u64));
            }
        }
        check_costs(n, &moves, &max, &prices, &ends);
    }
}

/// A token on random weighted graphs, directed and not, moved by Min and Max in turn
/// (`TokenGraph`): its costs from each (vertex, player) against the definition on positions
/// built here from the edge list, and its outcomes, players alike, against the plain graph's.
#[test]
fn a_token_on_a_weighted_graph_against_the_definition() {
    use grundy::search::loopy::{solve, Game};
    use grundy::search::token_graph::TokenGraph;
    let mut rng = Lcg(41);
    for round in 0..400 {
        let n = 1 + rng.below(6);
        let directed = round % 2 == 0;
        let mut edges: Vec<(usize, usize, u64)> = Vec::new();
        for _ in 0..rng.below(2 * n + 1) {
            let (a, b) = (rng.below(n), rng.below(n));
            // One price per vertex pair (either way round when undirected), so no conflict.
            let price = ((a.min(b) * 7 + a.max(b) * 3 + usize::from(directed && a > b)) % 5) as u64;
            edges.push((a, b, price));
        }
        let graph = TokenGraph::new(n, &edges, directed).unwrap();
        assert_eq!(graph.positions(), 2 * n);
        // Position (v, p) as 2v + p, its moves and prices straight from the edges.
        let mut moves = Vec::new();
        let mut prices = vec![vec![0u64; 2 * n]; 2 * n];
        let mut seen = std::collections::HashSet::new();
        for &(a, b, price) in &edges {
            let ways = if directed {
                vec![(a, b)]
            } else {
                vec![(a, b), (b, a)]
            };
            for (x, y) in ways {
                if seen.insert((x, y)) {
                    for p in 0..2 {
                        moves.push((2 * x + p, 2 * y + 1 - p));
                        prices[2 * x + p][2 * y + 1 - p] = price;
                    }
                }
            }
        }
        let next = successors(2 * n, &moves);
        let max: Vec<bool> = (0..2 * n).map(|q| q % 2 == 1).collect();
        let price = |a: usize, b: usize| prices[a][b];
        let expected = costs_by_definition(&next, &max, &price, &[]);
        let owner = |q: usize| match TokenGraph::player(q) {
            0 => Player::Min,
            _ => Player::Max,
        };
        let solved = costs(&graph, owner, |a, b| graph.price(a, b), &[]);
        for q in 0..2 * n {
            assert_eq!(graph.moves_out(q), next[q].len(), "{edges:?} {q}");
            let value = solved.value(q).unwrap_or(INFINITE);
            assert_eq!(value, expected[q], "{edges:?} directed {directed}: {q}");
        }
        // With one goal for both players the doubling changes nothing.
        let plain: Vec<(usize, usize)> = seen.iter().copied().collect();
        let plain = GameGraph::new(n, &plain).solve();
        let doubled = solve(&graph, &[]);
        for v in 0..n {
            for p in 0..2 {
                assert_eq!(doubled.outcome(graph.position(v, p)), plain.outcome(v));
            }
        }
    }
    let conflict = TokenGraph::new(2, &[(0, 1, 3), (1, 0, 4)], false).unwrap_err();
    assert!(conflict.contains("prices 3 and 4"), "{conflict}");
}
