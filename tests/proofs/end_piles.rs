use super::brute::{all_vectors, Brute};
use grundy::problems::rows::end_piles::{first_player_wins, left_partner, right_partner};

/// The row by the rules alone: take from the first or the last pile; an empty pile leaves.
fn moves(row: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for end in [0, row.len().wrapping_sub(1)] {
        if end >= row.len() || (end > 0 && row.len() == 1) {
            continue;
        }
        for left in 0..row[end] {
            let mut next = row.clone();
            if left == 0 {
                next.remove(end);
            } else {
                next[end] = left;
            }
            out.push(next);
        }
    }
    out
}

/// Every row of `len` piles from 1 to `max`.
fn rows(len: usize, max: u64) -> impl Iterator<Item = Vec<u64>> {
    all_vectors(len, max - 1)
        .into_iter()
        .map(|v| v.into_iter().map(|p| p + 1).collect())
}

#[test]
fn partners_are_the_one_losing_end_pile() {
    let mut brute = Brute::normal(moves);
    for (len, max) in [(0, 1), (1, 6), (2, 6), (3, 6), (4, 5), (5, 4), (6, 3)] {
        for row in rows(len, max) {
            let with_left = |y: u64| [vec![y], row.clone()].concat();
            let with_right = |y: u64| [row.clone(), vec![y]].concat();
            let losing_left: Vec<u64> = (0..=max + 6)
                .filter(|&y| !brute.wins(&with_left(y).into_iter().filter(|&p| p > 0).collect()))
                .collect();
            let losing_right: Vec<u64> = (0..=max + 6)
                .filter(|&y| !brute.wins(&with_right(y).into_iter().filter(|&p| p > 0).collect()))
                .collect();
            assert_eq!(losing_left, [left_partner(&row)], "{row:?}");
            assert_eq!(losing_right, [right_partner(&row)], "{row:?}");
            assert_eq!(first_player_wins(&row), brute.wins(&row), "{row:?}");
        }
    }
}
