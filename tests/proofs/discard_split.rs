use super::brute::Brute;
use grundy::problems::heaps::discard_split::{first_player_wins, pair_value};
use grundy::search::sg::Solver;

/// Discard one pile of the pair, split the other into two non-empty piles.
fn pair_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    for kept in [a, b] {
        for x in 1..kept {
            out.push((x, kept - x));
        }
    }
    out
}

#[test]
fn pair_values_match_search() {
    let mut solver = Solver::new(pair_moves);
    for a in 1..=64 {
        for b in 1..=64 {
            assert_eq!(pair_value(a, b), solver.value(&(a, b)), "({a}, {b})");
        }
    }
}

/// Sums of two pairs played as one game, won or lost by search alone.
#[test]
fn sums_of_two_pairs_match_search() {
    let mut brute = Brute::normal(|p: &[(u64, u64); 2]| {
        let mut out = Vec::new();
        for i in 0..2 {
            for next in pair_moves(&p[i]) {
                let mut q = *p;
                q[i] = next;
                out.push(q);
            }
        }
        out
    });
    for a in 1..=9 {
        for b in 1..=9 {
            for c in 1..=9 {
                for d in 1..=9 {
                    let p = [(a, b), (c, d)];
                    assert_eq!(first_player_wins(&p), brute.wins(&p), "{p:?}");
                }
            }
        }
    }
}
