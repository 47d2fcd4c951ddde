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
/// assert!(grundy::games::every_sg::first_player_wins([1, 2, 1]));
/// assert!(!grundy::games::every_sg::first_player_wins([2, 0]));
/// ```
pub fn first_player_wins(steps: impl IntoIterator<Item = u64>) -> bool {
    steps.into_iter().max().unwrap_or(0) % 2 == 1
}

/// The step count of Euclid's game at `(a, b)`: a move subtracts a positive multiple of the
/// smaller number from the larger, leaving it non-negative; the game is finished when a number
/// is 0.
///
/// Along the Euclidean algorithm, with `s` the count of `(b, a mod b)` and `q = ⌊a/b⌋`: if
/// `q = 1` the move is forced and the count is `s + 1`; if `q ≥ 2` the player to move can go to
/// `(b, a mod b)` (count `s`) or to `(b + a mod b, b)` (count `s + 1`), and every other option
/// has `q ≥ 2` (odd count), so the count is one more than whichever of `s`, `s + 1` is even.
///
/// # Complexity
/// O(log min(a, b)).
///
/// # Example
/// ```
/// use grundy::games::every_sg::euclid_steps;
/// assert_eq!(euclid_steps(1, 1), 1);
/// assert_eq!(euclid_steps(3, 2), 2);
/// ```
pub fn euclid_steps(a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (a.max(b), a.min(b));
    let mut quotients = Vec::new();
    while b > 0 {
        quotients.push(a / b);
        (a, b) = (b, a % b);
    }
    quotients
        .iter()
        .rev()
        .fold(0, |s, &q| if q == 1 { s + 1 } else { s + 1 + s % 2 })
}
