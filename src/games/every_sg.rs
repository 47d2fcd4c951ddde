//! Every-SG: several games played at once where a turn moves in EVERY game not yet finished;
//! whoever cannot move (every game finished) loses. The winner of each game wants it to last
//! long, the loser wants it short, so each position has a step count: 0 when finished; if some
//! option's count is even (a loss for whoever moves there), one more than the largest such
//! even count; else one more than the smallest count.
//!
//! Theorem (贾志豪 2009): the player to move wins exactly when the largest step count among the
//! games is odd. Proof idea: the game that lasts longest decides who makes the last move, and
//! each player can hold every game they win at its longest and every game they lose at its
//! shortest; step counts say how long that is, with odd counts won by the player to move.
//! Euclid's game has its step counts in closed form: [`euclid::steps`](super::euclid::steps).

use crate::search::sg::{Rule, Search};

/// The step count of a position whose options have counts `options` (see the module doc).
///
/// # Example
/// ```
/// use grundy::games::every_sg::step;
/// assert_eq!(step(&[]), 0); // finished
/// assert_eq!(step(&[0, 1]), 1); // win at once
/// assert_eq!(step(&[1, 3]), 2); // every option is a win for the other player: the shortest
/// ```
pub fn step(options: &[u64]) -> u64 {
    let longest_win = options.iter().filter(|&&s| s % 2 == 0).max();
    match (longest_win, options.iter().min()) {
        (Some(&even), _) => even + 1,
        (None, Some(&shortest)) => shortest + 1,
        (None, None) => 0,
    }
}

/// Step counts of the positions of the game whose options from `p` are `moves(&p)`, found by
/// searching its tree with memoisation; `steps(moves).value(&p)` is odd exactly when the
/// player to move wins `p` alone. The game must be finite.
pub fn steps<P: Clone + Eq + std::hash::Hash, F: FnMut(&P) -> Vec<P>>(
    moves: F,
) -> Search<P, F, Rule> {
    Search::with(moves, step)
}

/// Whether the player to move wins the Every-SG sum of games with these step counts.
///
/// # Example
/// ```
/// assert!(grundy::games::every_sg::first_player_wins([1, 3, 2]));
/// assert!(!grundy::games::every_sg::first_player_wins([2, 0]));
/// ```
pub fn first_player_wins(steps: impl IntoIterator<Item = u64>) -> bool {
    steps.into_iter().max().unwrap_or(0) % 2 == 1
}
