use super::brute::{all_vectors, replace_pile, Brute};
use grundy::{games::lasker, search::sg::Solver};

/// Take from one pile, or split one pile into two non-empty piles. Positions are sorted.
fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &p) in piles.iter().enumerate() {
        out.push(replace_pile(piles, i, &[]));
        for left in 1..p {
            out.push(replace_pile(piles, i, &[left]));
        }
        for a in 1..p {
            out.push(replace_pile(piles, i, &[a, p - a]));
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
