use super::brute::{all_vectors, Brute};
use grundy::games::{lasker, sg::Solver};

/// Take from one pile, or split one pile into two non-empty piles. Positions are sorted.
fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..piles.len() {
        let rest: Vec<u64> = piles
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &p)| p)
            .collect();
        for left in 0..piles[i] {
            let mut next = rest.clone();
            if left > 0 {
                next.push(left);
            }
            next.sort_unstable();
            out.push(next);
        }
        for a in 1..piles[i] {
            let mut next = rest.clone();
            next.extend([a, piles[i] - a]);
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

#[test]
fn pile_values_match_search() {
    let mut solver = Solver::new(moves);
    for n in 0..=40u64 {
        let position = if n == 0 { vec![] } else { vec![n] };
        assert_eq!(
            u128::from(solver.value(&position)),
            lasker::pile_value(n),
            "pile {n}"
        );
    }
}

#[test]
fn verdict_matches_search() {
    let mut brute = Brute::normal(moves);
    for piles in (1..=3).flat_map(|n| all_vectors(n, 8)) {
        let mut position: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        position.sort_unstable();
        assert_eq!(
            lasker::first_player_wins(&piles),
            brute.wins(&position),
            "{piles:?}"
        );
    }
}

#[test]
fn no_overflow_at_the_top() {
    assert_eq!(lasker::pile_value((1 << 31) - 1), 1 << 31);
    assert_eq!(lasker::pile_value(u64::MAX), 1 << 64);
    assert!(!lasker::first_player_wins(&[(1 << 31) - 1, (1 << 31) - 1]));
}
