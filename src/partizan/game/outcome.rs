//! Conway's four outcome classes. Left moving first wins G exactly when some G^L ≥ 0 (Left
//! moves there and wins as the second player), that is exactly when G is not ≤ 0, since G ≤ 0
//! means no G^L ≥ 0 (0 has no Right option); dually Right moving first wins exactly when G is
//! not ≥ 0. So the class of G is two comparisons with 0: L when G > 0, R when G < 0, P
//! when G = 0, N when G is confused with 0.

use super::arena::{Game, Games};

/// Who wins a game, whoever starts: Conway's four outcome classes.
///
/// # Example
/// ```
/// use grundy::partizan::game::{Games, Outcome};
/// let mut games = Games::new();
/// let star = games.star();
/// assert_eq!(games.outcome(star), Outcome::Next);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Left wins moving first or second: G > 0.
    Left,
    /// Right wins moving first or second: G < 0.
    Right,
    /// The first player wins: G is confused with 0.
    Next,
    /// The second player wins: G = 0.
    Previous,
}

impl Outcome {
    /// The class of a game from whether Left wins moving first and whether Right wins moving
    /// first.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Outcome;
    /// assert_eq!(Outcome::from_wins(true, false), Outcome::Left);
    /// assert_eq!(Outcome::from_wins(false, false), Outcome::Previous);
    /// ```
    pub fn from_wins(left_wins: bool, right_wins: bool) -> Outcome {
        match (left_wins, right_wins) {
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (true, true) => Outcome::Next,
            (false, false) => Outcome::Previous,
        }
    }

    /// `L`, `R`, `N` or `P`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Outcome;
    /// assert_eq!(Outcome::Previous.letter(), 'P');
    /// ```
    pub fn letter(self) -> char {
        match self {
            Outcome::Left => 'L',
            Outcome::Right => 'R',
            Outcome::Next => 'N',
            Outcome::Previous => 'P',
        }
    }

    /// Who wins, in words: `Left wins`, `Right wins`, `the first player wins` or `the second
    /// player wins`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Outcome;
    /// assert_eq!(Outcome::Next.in_words(), "the first player wins");
    /// ```
    pub fn in_words(self) -> &'static str {
        match self {
            Outcome::Left => "Left wins",
            Outcome::Right => "Right wins",
            Outcome::Next => "the first player wins",
            Outcome::Previous => "the second player wins",
        }
    }

    /// Whether Left wins when Left moves first (classes L and N).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Outcome;
    /// assert!(Outcome::Next.left_wins_moving_first());
    /// assert!(!Outcome::Previous.left_wins_moving_first());
    /// ```
    pub fn left_wins_moving_first(self) -> bool {
        matches!(self, Outcome::Left | Outcome::Next)
    }

    /// Whether Right wins when Right moves first (classes R and N).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Outcome;
    /// assert!(Outcome::Right.right_wins_moving_first());
    /// ```
    pub fn right_wins_moving_first(self) -> bool {
        matches!(self, Outcome::Right | Outcome::Next)
    }
}

impl Games {
    /// Who wins `g`: Left moving first wins unless g ≤ 0, Right moving first unless g ≥ 0.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::{Games, Outcome};
    /// let mut games = Games::new();
    /// let (up, down, zero) = (games.up(), games.down(), games.zero());
    /// assert_eq!(games.outcome(up), Outcome::Left);
    /// assert_eq!(games.outcome(down), Outcome::Right);
    /// assert_eq!(games.outcome(zero), Outcome::Previous);
    /// ```
    pub fn outcome(&mut self, g: Game) -> Outcome {
        let zero = self.zero();
        Outcome::from_wins(!self.le(g, zero), !self.le(zero, g))
    }
}
