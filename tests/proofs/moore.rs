use super::brute::{all_vectors, Brute};
use grundy::games::moore;

/// Nim-k moves: lower between 1 and k piles, each by a positive amount.
fn moves_for(k: usize) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |piles: &Vec<u64>| {
        let mut out = Vec::new();
        for chosen in 1u32..(1 << piles.len()) {
            if chosen.count_ones() as usize > k {
                continue;
            }
            let idx: Vec<usize> = (0..piles.len()).filter(|&i| chosen >> i & 1 == 1).collect();
            if idx.iter().any(|&i| piles[i] == 0) {
                continue;
            }
            // Every combination of new sizes below the old ones.
            let ranges: Vec<u64> = idx.iter().map(|&i| piles[i]).collect();
            for choice in all_vectors(idx.len(), *ranges.iter().max().unwrap() - 1) {
                if choice.iter().zip(&ranges).all(|(c, r)| c < r) {
                    let mut next = piles.clone();
                    for (&i, &c) in idx.iter().zip(&choice) {
                        next[i] = c;
                    }
                    out.push(next);
                }
            }
        }
        out
    }
}

#[test]
fn verdict_and_constructed_move_match_search() {
    for k in 1..=3 {
        let mut brute = Brute::normal(moves_for(k));
        for piles in (1..=4).flat_map(|n| all_vectors(n, 4)) {
            let wins = brute.wins(&piles);
            assert_eq!(
                moore::first_player_wins(&piles, k as u64),
                wins,
                "k={k} {piles:?}"
            );
            match moore::winning_move(&piles, k as u64) {
                None => assert!(!wins, "k={k} {piles:?}: no move given"),
                Some(changes) => {
                    assert!(!changes.is_empty() && changes.len() <= k);
                    let mut next = piles.clone();
                    for &(i, left) in &changes {
                        assert!(left < piles[i], "k={k} {piles:?}: {changes:?}");
                        next[i] = left;
                    }
                    assert!(!brute.wins(&next), "k={k} {piles:?} -> {next:?}");
                }
            }
        }
    }
}

#[test]
fn large_piles_get_a_move_to_a_loss() {
    let piles = [u64::MAX, 1 << 40, 12345, 987654321, u64::MAX - 7];
    for k in 1..=4 {
        if let Some(changes) = moore::winning_move(&piles, k) {
            let mut next = piles.to_vec();
            for (i, left) in changes {
                assert!(left < piles[i]);
                next[i] = left;
            }
            assert!(!moore::first_player_wins(&next, k));
        } else {
            assert!(!moore::first_player_wins(&piles, k));
        }
    }
}
