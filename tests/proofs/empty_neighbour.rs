//! [HNOI2010] 取石头游戏's greedy against a search of the game as played over the set of piles
//! left: every row with a gap of up to 6 piles from 0 to 6 (7 piles to 3, 8 piles to 2), and
//! random rows of 9 to 14 piles.

use super::brute::all_vectors;
use super::loopy::Lcg;
use grundy::problems::rows::empty_neighbour::totals;

/// The first player's total and the second's by searching every order of takes: a pile may go
/// when a neighbour is gone (pile 0's only neighbour is pile 1, the last's the one before).
fn played(piles: &[u64]) -> (u64, u64) {
    let n = piles.len();
    let full = (1usize << n) - 1;
    // surplus[mask]: the mover's best surplus with the piles of `mask` still there.
    let mut surplus = vec![0i64; 1 << n];
    for mask in 0..=full {
        let gone = |i: usize| mask >> i & 1 == 0;
        let mut best: Option<i64> = None;
        for i in (0..n).filter(|&i| !gone(i)) {
            let free = (i > 0 && gone(i - 1)) || (i + 1 < n && gone(i + 1));
            if free {
                let v = piles[i] as i64 - surplus[mask & !(1 << i)];
                best = Some(best.map_or(v, |b| b.max(v)));
            }
        }
        surplus[mask] = best.unwrap_or(0);
    }
    let start = (0..n).filter(|&i| piles[i] > 0).fold(0, |m, i| m | 1 << i);
    let d = surplus[start];
    let sum: u64 = piles.iter().sum();
    (((sum as i64 + d) / 2) as u64, ((sum as i64 - d) / 2) as u64)
}

#[test]
fn the_greedy_is_the_game_on_every_small_row() {
    for len in 2..=8 {
        let max = [0, 0, 6, 6, 6, 5, 4, 3, 2][len];
        for row in all_vectors(len, max) {
            if row.contains(&0) {
                assert_eq!(totals(&row), played(&row), "{row:?}");
            }
        }
    }
}

#[test]
fn the_greedy_is_the_game_on_random_longer_rows() {
    let mut rng = Lcg(3210);
    for _ in 0..400 {
        let n = 9 + rng.below(6);
        let gaps = 1 + rng.below(3);
        let top = [3, 10, 1000][rng.below(3)];
        let mut row: Vec<u64> = (0..n).map(|_| 1 + rng.below(top) as u64).collect();
        for _ in 0..gaps {
            row[rng.below(n)] = 0;
        }
        assert_eq!(totals(&row), played(&row), "{row:?}");
    }
}
