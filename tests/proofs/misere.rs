use super::brute::{after_pile_moves, all_vectors, nim_moves, Brute};
use grundy::games::misere;

fn positions() -> impl Iterator<Item = Vec<u64>> {
    (0..=4).flat_map(|n| all_vectors(n, 6))
}

#[test]
fn verdict_matches_search_including_empty_piles() {
    let mut brute = Brute::misere(nim_moves);
    for piles in positions() {
        assert_eq!(
            misere::first_player_wins(&piles),
            brute.wins(&piles),
            "{piles:?}"
        );
    }
    assert!(!misere::first_player_wins(&[0, 1]));
    assert!(misere::first_player_wins(&[0, 0]));
}

#[test]
fn winning_moves_are_exactly_the_moves_to_losses() {
    let mut brute = Brute::misere(nim_moves);
    for piles in positions() {
        let listed = after_pile_moves(&piles, misere::winning_moves(&piles));
        assert_eq!(listed, brute.winning_options(&piles), "{piles:?}");
    }
}
