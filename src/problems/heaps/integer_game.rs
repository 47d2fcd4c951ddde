//! Three piles of distinct sizes; each turn the first player names a number y ≥ 1 and the second
//! adds y stones to a pile other than the one it chose the turn before; the second player loses
//! as soon as two piles are equal (Codeforces 1375 F, Integer Game, played against the judge).
//!
//! Theorem: the first player wins from any distinct piles, naming at most three numbers: the
//! largest pile (the pile that receives it becomes the largest), then 2r − p − q for the piles
//! p, q < r with r just chosen, then the common difference of the arithmetic progression that
//! any answer leaves. Proof idea: adding 2r − p − q to p or q makes the piles q, r, 2r − q or
//! p, r, 2r − p, a progression whose largest pile, just chosen, may not be chosen again; adding
//! the difference to either of the other two makes it equal to the next one.

/// The three piles and the pile chosen last, with the first player's strategy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntegerGame {
    piles: [u64; 3],
    last: Option<usize>,
}

impl IntegerGame {
    /// The piles at the start, indexed 0, 1, 2 (the statement's piles 1, 2, 3).
    ///
    /// # Example
    /// ```
    /// use grundy::problems::heaps::integer_game::IntegerGame;
    /// let mut game = IntegerGame::new([5, 2, 6]);
    /// assert_eq!(game.number_to_name(), 6); // whichever pile takes it becomes the largest
    /// assert!(game.add(2, 6)); // 5 2 12
    /// assert_eq!(game.number_to_name(), 17); // 2 · 12 − 5 − 2
    /// assert!(game.add(0, 17)); // 22 2 12: 2, 12, 22 step by 10
    /// assert_eq!(game.number_to_name(), 10);
    /// assert!(game.add(1, 10));
    /// assert!(game.two_piles_equal()); // 22 12 12
    /// ```
    pub fn new(piles: [u64; 3]) -> Self {
        IntegerGame { piles, last: None }
    }

    /// The piles now.
    pub fn piles(&self) -> [u64; 3] {
        self.piles
    }

    /// The pile the second player chose last, if it has chosen one.
    pub fn last(&self) -> Option<usize> {
        self.last
    }

    /// Whether two piles are equal: the second player has lost.
    pub fn two_piles_equal(&self) -> bool {
        let [a, b, c] = self.piles;
        a == b || b == c || a == c
    }

    /// Whether the second player may add to `pile` (0, 1 or 2) now.
    pub fn may_choose(&self, pile: usize) -> bool {
        pile < 3 && self.last != Some(pile)
    }

    /// Adds `stones` to `pile`; false, and nothing changed, if the second player may not choose
    /// that pile or the sum overflows.
    pub fn add(&mut self, pile: usize, stones: u64) -> bool {
        let sum = match self.may_choose(pile) {
            true => self.piles[pile].checked_add(stones),
            false => None,
        };
        if let Some(sum) = sum {
            self.piles[pile] = sum;
            self.last = Some(pile);
        }
        sum.is_some()
    }

    /// The number the first player names now. Played from the start against any answers, it
    /// makes two piles equal by the third number, and never names more than 4 times the largest
    /// pile at the start.
    ///
    /// # Complexity
    /// O(1).
    pub fn number_to_name(&self) -> u64 {
        let largest = self.piles.iter().copied().max().unwrap_or(0);
        let Some(last) = self.last.filter(|&l| self.piles[l] == largest) else {
            // The pile that takes it becomes the largest, strictly.
            return largest.max(1);
        };
        let r = largest;
        let (p, q) = match last {
            0 => (self.piles[1], self.piles[2]),
            1 => (self.piles[0], self.piles[2]),
            _ => (self.piles[0], self.piles[1]),
        };
        let (p, q) = (p.min(q), p.max(q));
        if r - q == q - p && p < q {
            r - q
        } else {
            (2 * r).saturating_sub(p + q).max(1)
        }
    }
}
