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

/// SDOI 2011's strip as played: `(cells of the pieces from the left, white to move)`. Pieces
/// at even indices are white and move right, the others black and move left; a turn moves 1
/// to `k` of the mover's pieces, each to any empty cell before the next piece on its way.
type Strip = (Vec<usize>, bool);

fn strip_moves(cells: usize, k: usize) -> impl Fn(&Strip) -> Vec<Strip> {
    move |(pieces, white): &Strip| {
        // For each of the mover's pieces, the cells it may reach.
        let reach: Vec<(usize, Vec<usize>)> = (0..pieces.len())
            .filter(|&i| (i % 2 == 0) == *white)
            .map(|i| {
                let to: Vec<usize> = if *white {
                    let wall = pieces.get(i + 1).copied().unwrap_or(cells);
                    (pieces[i] + 1..wall).collect()
                } else {
                    let wall = if i == 0 { 0 } else { pieces[i - 1] + 1 };
                    (wall..pieces[i]).collect()
                };
                (i, to)
            })
            .collect();
        let mut out = Vec::new();
        for chosen in 1u32..1 << reach.len() {
            if chosen.count_ones() as usize > k {
                continue;
            }
            let mut layouts = vec![pieces.clone()];
            for (j, (i, to)) in reach.iter().enumerate() {
                if chosen >> j & 1 == 1 {
                    layouts = layouts
                        .iter()
                        .flat_map(|l| {
                            to.iter().map(move |&c| {
                                let mut next = l.clone();
                                next[*i] = c;
                                next
                            })
                        })
                        .collect();
                }
            }
            out.extend(layouts.into_iter().map(|l| (l, !white)));
        }
        out
    }
}

/// Every layout of every small strip decided by search of the strip game itself.
#[test]
fn strip_layouts_match_search() {
    for cells in 2..=10 {
        for pieces in (2..=6.min(cells)).step_by(2) {
            for k in 1..=pieces {
                let mut brute = Brute::normal(strip_moves(cells, k));
                let won = (0u32..1 << cells)
                    .filter(|m| m.count_ones() as usize == pieces)
                    .filter(|&m| {
                        let layout: Vec<usize> = (0..cells).filter(|&c| m >> c & 1 == 1).collect();
                        brute.wins(&(layout, true))
                    })
                    .count();
                let counted = moore::winning_strip_layouts(cells, pieces / 2, k, 1_000_000_007);
                assert_eq!(counted as usize, won, "n={cells} k={pieces} d={k}");
                if (cells, pieces, k) == (10, 4, 2) {
                    assert_eq!(won, 182, "the statement's sample, by search");
                }
            }
        }
    }
}
