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

use std::collections::HashMap;
use std::hash::Hash;

/// Step counts of positions of one game, found by searching its tree with memoisation.
pub struct Steps<P, F> {
    moves: F,
    memo: HashMap<P, u64>,
}

impl<P: Clone + Eq + Hash, F: FnMut(&P) -> Vec<P>> Steps<P, F> {
    /// Step counts for the game whose options from `p` are `moves(&p)`. The game must be
    /// finite.
    pub fn new(moves: F) -> Self {
        Steps {
            moves,
            memo: HashMap::new(),
        }
    }

    /// The step count of `position`: odd exactly when the player to move wins it alone.
    ///
    /// # Complexity
    /// Each reachable position is expanded once; recursion depth is the longest play.
    pub fn steps(&mut self, position: &P) -> u64 {
        if let Some(&s) = self.memo.get(position) {
            return s;
        }
        let options = (self.moves)(position);
        let counts: Vec<u64> = options.iter().map(|o| self.steps(o)).collect();
        let longest_win = counts.iter().filter(|&&s| s % 2 == 0).max();
        let s = match (longest_win, counts.iter().min()) {
            (Some(&even), _) => even + 1,
            (None, Some(&shortest)) => shortest + 1,
            (None, None) => 0,
        };
        self.memo.insert(position.clone(), s);
        s
    }
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
