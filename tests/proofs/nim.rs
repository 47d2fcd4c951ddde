use super::brute::{after_pile_moves, all_vectors, nim_moves, Brute};
use grundy::games::nim;

/// All Nim positions with up to 4 piles of up to 7 stones.
fn positions() -> impl Iterator<Item = Vec<u64>> {
    (0..=4).flat_map(|n| all_vectors(n, 7))
}

#[test]
fn verdict_matches_search() {
    let mut brute = Brute::normal(nim_moves);
    for piles in positions() {
        assert_eq!(
            nim::first_player_wins(&piles),
            brute.wins(&piles),
            "{piles:?}"
        );
    }
}

#[test]
fn winning_moves_are_exactly_the_moves_to_losses() {
    let mut brute = Brute::normal(nim_moves);
    for piles in positions() {
        let listed = after_pile_moves(&piles, nim::winning_moves(&piles));
        assert_eq!(listed, brute.winning_options(&piles), "{piles:?}");
        assert_eq!(nim::count_winning_moves(&piles), listed.len());
    }
}

#[test]
fn statement_example() {
    let moves = |piles: &[u64]| nim::winning_moves(piles).collect::<Vec<_>>();
    assert_eq!(moves(&[5, 7, 8, 9, 10]), [(2, 1), (3, 0), (4, 3)]);
    assert!(moves(&[45, 45]).is_empty());
    assert_eq!(moves(&[u64::MAX, 1]), [(0, 1)]);
}

/// GZOI 2017: a set-up (subset, named pile) is decided by searching Nim with the first move
/// bound to the named pile.
#[test]
fn named_pile_setups_match_search() {
    let mut brute = Brute::normal(nim_moves);
    for piles in (1..=4).flat_map(|n| all_vectors(n, 6)) {
        let mut lost = 0;
        for mask in 1u32..1 << piles.len() {
            let picked: Vec<u64> = (0..piles.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| piles[i])
                .collect();
            for named in 0..picked.len() {
                let wins = (0..picked[named]).any(|left| {
                    let mut next = picked.clone();
                    next[named] = left;
                    !brute.wins(&next)
                });
                lost += u64::from(!wins);
            }
        }
        assert_eq!(
            nim::losing_named_pile_setups(&piles, 1_000_000_007) as u64,
            lost,
            "{piles:?}"
        );
    }
}

/// POI 2016: every deletion of a multiple of d piles, not all, decided by searching Nim on
/// the piles left.
#[test]
fn deletions_leaving_a_loss_match_search() {
    let mut brute = Brute::normal(nim_moves);
    for d in 1..=4 {
        for piles in (1..=5).flat_map(|n| all_vectors(n, 5)) {
            if piles.contains(&0) && piles.len() > 3 {
                continue; // empty piles only in the short rows, to keep the search small
            }
            let n = piles.len();
            let lost = (0u32..1 << n)
                .filter(|&m| m.count_ones() as usize % d == 0 && m.count_ones() as usize != n)
                .filter(|&m| {
                    let kept: Vec<u64> = (0..n)
                        .filter(|&i| m >> i & 1 == 0)
                        .map(|i| piles[i])
                        .collect();
                    !brute.wins(&kept)
                })
                .count();
            let mut sorted: Vec<u32> = piles.iter().map(|&p| p as u32).collect();
            let counted = nim::deletions_leaving_a_loss(&mut sorted, d, 1_000_000_007);
            assert_eq!(counted as usize, lost, "d={d} {piles:?}");
        }
    }
}

#[test]
fn nim_sum_of_an_iterator_is_the_nim_sum_of_its_values() {
    let mut brute = Brute::normal(nim_moves);
    for piles in positions() {
        let doubled: Vec<u64> = piles.iter().map(|&p| 2 * p).collect();
        assert_eq!(
            nim::nim_sum(piles.iter().map(|&p| 2 * p)),
            nim::nim_sum(&doubled)
        );
        // The iterator form decides the game as the search does.
        let owned = piles.clone().into_iter();
        assert_eq!(nim::nim_sum(owned) != 0, brute.wins(&piles), "{piles:?}");
    }
}
