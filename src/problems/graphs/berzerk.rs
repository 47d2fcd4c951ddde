//! Berzerk (Codeforces 786A): a monster on a circle of n places, place 0 a black hole; the two
//! players, each with a set of steps of their own, alternately move it that many places
//! clockwise, and whoever moves it into the black hole wins. A player who cannot win prefers
//! a game that never ends.
//!
//! The players' moves differ, so a position is a place and the player to move: the monster in
//! the hole is a lost position for the player to move, and the retrograde analysis of
//! [`loopy`] decides the rest, with the moves into (x, p) computed as the steps s of the
//! other player from x − s rather than stored (up to 2 · 7000² moves).

use crate::search::loopy::{self, Game, Outcome};

/// The circle of `places` places and the steps of the two players.
struct Circle<'a> {
    places: usize,
    steps: [&'a [usize]; 2],
}

impl Game for Circle<'_> {
    /// Position `2x + p`: the monster on place x, player p to move.
    fn positions(&self) -> usize {
        2 * self.places
    }

    fn moves_out(&self, position: usize) -> usize {
        if position / 2 == 0 {
            0
        } else {
            self.steps[position % 2].len()
        }
    }

    fn moves_into(&self, position: usize, mut visit: impl FnMut(usize)) {
        let (place, other) = (position / 2, 1 - position % 2);
        for &s in self.steps[other] {
            // s < places, so one subtraction wraps (no division in the hottest loop).
            let from = if place >= s {
                place - s
            } else {
                place + self.places - s
            };
            if from != 0 {
                visit(2 * from + other);
            }
        }
    }
}

/// The outcome for the first mover with the monster on each place `1..places`: `[0]` when
/// the player with `steps[0]` moves first, `[1]` when the other does.
///
/// # Panics
/// If a step is not between 1 and `places - 1`.
///
/// # Complexity
/// O(places · (number of steps)).
///
/// # Example
/// Codeforces' first sample: five places, steps {3, 2} against {1, 2, 3}.
/// ```
/// use grundy::problems::graphs::berzerk::outcomes;
/// use grundy::search::loopy::Outcome::*;
/// let [rick, morty] = outcomes(5, [&[3, 2], &[1, 2, 3]]);
/// assert_eq!(rick, [Loss, Win, Win, Draw]);
/// assert_eq!(morty, [Draw, Win, Win, Win]);
/// ```
pub fn outcomes(places: usize, steps: [&[usize]; 2]) -> [Vec<Outcome>; 2] {
    for &s in steps.iter().flat_map(|s| s.iter()) {
        assert!(0 < s && s < places, "step {} outside 1..{}", s, places);
    }
    let solved = loopy::solve(&Circle { places, steps }, &[]);
    [0, 1].map(|first| (1..places).map(|x| solved.outcome(2 * x + first)).collect())
}
