//! Comparison: G ≤ H holds when no G^L ≥ H and no H^R ≤ G (Conway's definition), and x ≤ G
//! for a number x exactly when no G^R ≤ x (number avoidance: if a player can win G − x, some
//! winning move is in G), so against a number only the other game's options are searched.
//! Each pair compared is remembered (the `le_memo` module).
//!
//! Most comparisons are settled by stops alone. L(G) is the number play reaches when Left
//! starts and both keep playing until a number, adorned x⁺ if it is reached with Right to move
//! (Left moved last) and x⁻ if with Left to move, ordered x⁻ < x⁺ < y⁻ for x < y; R(G) when
//! Right starts, likewise (a number x has L = x⁻, R = x⁺). By number avoidance Left, moving
//! first in G − x, may keep to G, and at x − x the player to move loses: so Left moving first
//! wins G − x exactly when L(G) ≥ x⁺, that is G ≤ x exactly when L(G) ≤ x⁻, and dually G ≥ x
//! exactly when R(G) ≥ x⁺. Then G ≤ H forces L(G) ≤ L(H) (each x with H ≤ x has G ≤ x) and
//! R(G) ≤ R(H), and L(G) < R(H) gives a number x with L(G) ≤ x⁻ and x⁺ ≤ R(H), so G ≤ x ≤ H.
//! The same holds for G + * and H + * (G ≤ H exactly when G + * ≤ H + *), whose adorned stops
//! are kept too: G + * is `{G^L + *, G | G^R + *, G}`, so L(G + *) is the largest of R(G) and
//! the R(G^L + *), and dually; the one exception is G = x*, where G + * is the number x.

use super::arena::{key, Game, Games};
use super::le_memo::ANSWER;
use std::cmp::Ordering;

impl Games {
    /// Whether g ≤ h: no g^L ≥ h and no h^R ≤ g.
    ///
    /// # Complexity
    /// Each pair of subgames is compared once and remembered; recursion at most
    /// `height(g) + height(h)` deep.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (zero, up, star) = (games.zero(), games.up(), games.star());
    /// assert!(games.le(zero, up) && !games.le(up, zero));
    /// assert!(!games.le(zero, star) && !games.le(star, zero));
    /// ```
    pub fn le(&mut self, g: Game, h: Game) -> bool {
        if g == h {
            return true;
        }
        let (x, y) = (self.as_number(g), self.as_number(h));
        if let (Some(a), Some(b)) = (x, y) {
            return a <= b;
        }
        // Adorned stops are monotone: g ≤ h forces both of g's to be at most h's.
        let (a, b) = (&self.nodes[g.index()], &self.nodes[h.index()]);
        if a.left_adorned() > b.left_adorned() || a.right_adorned() > b.right_adorned() {
            return false;
        }
        // A number x with L(g) ≤ x⁻ and R(h) ≥ x⁺ has g ≤ x ≤ h.
        if a.left_adorned() < b.right_adorned() {
            return true;
        }
        // The same for g + * and h + *.
        let (a, b) = (self.nodes[g.index()].starred, self.nodes[h.index()].starred);
        if a.0 > b.0 || a.1 > b.1 {
            return false;
        }
        if a.0 < b.1 {
            return true;
        }
        let k = key(g, h);
        if let Some(known) = self.le_memo.get(k) {
            return known;
        }
        if x.is_none() {
            for &gl in self.lefts(g) {
                self.le_memo.prefetch(key(h, gl));
            }
        }
        if y.is_none() {
            for &hr in self.rights(h) {
                self.le_memo.prefetch(key(hr, g));
            }
        }
        let mut result = true;
        if x.is_none() {
            // By number avoidance, against a number y only g's own Left options matter.
            for i in 0..self.nodes[g.index()].left as usize {
                let gl = self.lefts(g)[i];
                if self.le(h, gl) {
                    result = false;
                    break;
                }
            }
        }
        if result && y.is_none() {
            for i in 0..self.nodes[h.index()].right as usize {
                let hr = self.rights(h)[i];
                if self.le(hr, g) {
                    result = false;
                    break;
                }
            }
        }
        if k & ANSWER == 0 {
            self.le_memo.insert(k, result);
        }
        result
    }

    /// Whether g ≥ h.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (one, up) = (games.integer(1), games.up());
    /// assert!(games.ge(one, up));
    /// ```
    pub fn ge(&mut self, g: Game, h: Game) -> bool {
        self.le(h, g)
    }

    /// How g compares with h: `None` when they are confused (neither ≤ holds).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// use std::cmp::Ordering;
    /// let mut games = Games::new();
    /// let (up, star, zero) = (games.up(), games.star(), games.zero());
    /// assert_eq!(games.compare(up, zero), Some(Ordering::Greater));
    /// assert_eq!(games.compare(up, star), None);
    /// ```
    pub fn compare(&mut self, g: Game, h: Game) -> Option<Ordering> {
        match (self.le(g, h), self.le(h, g)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }
}
