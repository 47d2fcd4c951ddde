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
