//! The generalized Sprague–Grundy values of games with cycles, against the outcome of sums
//! decided by retrograde analysis of the sum's own graph (each position a tuple of the parts'
//! positions, a move changing one part), by the definition iterated to its fixed point; and
//! the value of a sum from its parts' values, against the values of the sum's own graph.

use super::loopy::{by_definition, random_moves, successors, Lcg};
use grundy::search::generalized_sg::{sum_outcome, sum_value, values, Value};
use grundy::search::loopy::GameGraph;

/// The positions of the sum of games `parts` (successor lists), as mixed-radix tuples, and
/// their successors.
fn sum_graph(parts: &[Vec<Vec<usize>>]) -> Vec<Vec<usize>> {
    let sizes: Vec<usize> = parts.iter().map(Vec::len).collect();
    let total: usize = sizes.iter().product();
    (0..total)
        .map(|code| {
            let mut next = Vec::new();
            let mut stride = 1;
            for (part, &size) in parts.iter().zip(&sizes) {
                let here = code / stride % size;
                for &to in &part[here] {
                    next.push(code - here * stride + to * stride);
                }
                stride *= size;
            }
            next
        })
        .collect()
}

/// A Nim heap of `size` as a game graph: heap h moves to every smaller heap.
fn nim_heap(size: usize) -> Vec<Vec<usize>> {
    (0..=size).map(|h| (0..h).collect()).collect()
}

fn values_of(part: &[Vec<usize>]) -> Vec<Value> {
    let moves: Vec<(usize, usize)> = part
        .iter()
        .enumerate()
        .flat_map(|(a, next)| next.iter().map(move |&b| (a, b)))
        .collect();
    values(&GameGraph::new(part.len(), &moves))
}

fn check_sum(parts: &[Vec<Vec<usize>>]) {
    let part_values: Vec<Vec<Value>> = parts.iter().map(|p| values_of(p)).collect();
    let whole = sum_graph(parts);
    let outcomes = by_definition(&whole, &[]);
    // The sum's own graph valued by the engine: each position worth its parts' values summed.
    let whole_values = values_of(&whole);
    let sizes: Vec<usize> = parts.iter().map(Vec::len).collect();
    for (code, &outcome) in outcomes.iter().enumerate() {
        let mut stride = 1;
        let here: Vec<&Value> = part_values
            .iter()
            .zip(&sizes)
            .map(|(v, &size)| {
                let p = code / stride % size;
                stride *= size;
                &v[p]
            })
            .collect();
        assert_eq!(
            sum_outcome(here.iter().copied()),
            outcome,
            "{parts:?}, position {code}: {here:?}"
        );
        assert_eq!(
            sum_value(here.iter().copied()),
            whole_values[code],
            "{parts:?}, position {code}: {here:?}"
        );
    }
}

#[test]
fn single_games_and_sums_with_nim_heaps() {
    let mut rng = Lcg(5);
    for _ in 0..1500 {
        let n = 1 + rng.below(7);
        let part = successors(n, &random_moves(&mut rng, n, 2 * n + 2));
        check_sum(std::slice::from_ref(&part));
        // Adding a heap of every size up to 4 tells each finite value exactly.
        for heap in 0..5 {
            check_sum(&[part.clone(), nim_heap(heap)]);
        }
    }
}

#[test]
fn sums_of_two_and_three_games_with_cycles() {
    let mut rng = Lcg(9);
    for round in 0..600 {
        let parts = 2 + round % 2;
        let games: Vec<Vec<Vec<usize>>> = (0..parts)
            .map(|_| {
                let n = 1 + rng.below(if parts == 2 { 7 } else { 5 });
                successors(n, &random_moves(&mut rng, n, 2 * n + 2))
            })
            .collect();
        check_sum(&games);
    }
}

#[test]
fn infinite_values_list_their_finite_options() {
    // 0 ⇄ 1, and 2 moves to 0, to 3 (no move) and to 4 (which moves to 3): K = {0, 1}.
    let part = vec![vec![1], vec![0], vec![0, 3, 4], vec![], vec![3]];
    let v = values_of(&part);
    assert_eq!(v[2], Value::Infinite(vec![0, 1]));
    assert_eq!(v[2].to_string(), "∞(0,1)");
    assert_eq!(v[0].to_string(), "∞()");
}
