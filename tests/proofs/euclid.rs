use super::brute::Brute;
use grundy::games::euclid::{first_player_wins, winning_move};

/// Positions as `(larger, smaller)`; a zero ends the game (the player to move has lost).
fn moves(&(big, small): &(u64, u64)) -> Vec<(u64, u64)> {
    if small == 0 {
        return Vec::new();
    }
    (1..=big / small)
        .map(|k| {
            let rest = big - k * small;
            (rest.max(small), rest.min(small))
        })
        .collect()
}

#[test]
fn verdict_and_move_match_search() {
    let mut brute = Brute::normal(moves);
    for a in 1..=90u64 {
        for b in 1..=90u64 {
            let position = (a.max(b), a.min(b));
            let wins = brute.wins(&position);
            assert_eq!(first_player_wins(a, b), wins, "({a}, {b})");
            match winning_move(a, b) {
                None => assert!(!wins, "({a}, {b})"),
                Some((reduced, kept)) => {
                    let next = (reduced.max(kept), reduced.min(kept));
                    assert!(moves(&position).contains(&next), "({a}, {b}) to {next:?}");
                    assert!(!brute.wins(&next), "({a}, {b}) to {next:?}");
                }
            }
        }
    }
}

#[test]
fn large_numbers_take_few_steps() {
    // Consecutive Fibonacci numbers force the longest play; the answer alternates.
    let (mut a, mut b) = (1u64, 2u64);
    let mut expected = true; // (2, 1): take 2
    while let Some(c) = a.checked_add(b) {
        assert_eq!(first_player_wins(b, a), expected, "({b}, {a})");
        expected = !expected;
        (a, b) = (b, c);
    }
    assert!(first_player_wins(u64::MAX, 1));
    assert_eq!(winning_move(u64::MAX, 1), Some((0, 1)));
}
