//! A row of red and blue cells (Codeforces 1704 F, Colouring Game): Alice paints two
//! neighbouring cells white, at least one of them red at that moment; Bob does the same with
//! one of them blue; a player who cannot move loses.
//!
//! Theorem: with more red cells than blue Alice wins, with fewer Bob wins; with as many of
//! each, split the row where two neighbours have one colour: each maximal alternating run of
//! length L is a heap of L in Dawson's Kayles (octal `0.07`, remove two neighbours), and Alice,
//! moving first, wins iff their nim-sum is not 0 (a row of one cell has no move). Proof idea:
//! every move whitens at least one of the mover's cells and the red-blue pairs whiten one of
//! each, so the player with more cells of their colour outlasts the other; at equal counts a
//! player who whitens two of their own cells falls behind and loses, so both play red-blue
//! pairs, which are exactly the neighbours inside
//! an alternating run. The tests check this against a search of the game itself, and
//! Dawson's Kayles' period comes from the periodicity theorem, not from a table.

use crate::search::octal::Code;
use crate::search::recurrence::Periodic;

/// The values of alternating runs: Dawson's Kayles, its period proven once.
pub struct ColouringGame {
    runs: Periodic<u64>,
}

impl ColouringGame {
    /// Computes Dawson's Kayles up to its proven period (53 + 34 values, 256 computed).
    ///
    /// # Complexity
    /// O(256²), once.
    pub fn new() -> Self {
        // A move paints a red-blue pair: two neighbours of a run of n, leaving runs k − 2, n − k.
        let runs = Code::parse("0.07")
            .expect("an octal code")
            .periodic_values(1 << 12)
            .expect("a proven period");
        ColouringGame { runs }
    }

    /// The value of an alternating run of `len` cells (at equal counts).
    ///
    /// # Complexity
    /// O(1).
    pub fn run_value(&self, len: u64) -> u64 {
        *self.runs.value(len)
    }

    /// Whether Alice, moving first, wins the row `cells` of `R` and `B` bytes (a byte of
    /// another colour counts as white).
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use grundy::problems::rows::colouring::ColouringGame;
    /// let game = ColouringGame::new();
    /// assert!(!game.alice_wins(b"BRB"));
    /// assert!(game.alice_wins(b"RBRBRB"));
    /// assert!(!game.alice_wins(b"RBBR"));
    /// ```
    pub fn alice_wins(&self, cells: &[u8]) -> bool {
        let red = cells.iter().filter(|&&c| c == b'R').count();
        let blue = cells.iter().filter(|&&c| c == b'B').count();
        if cells.len() < 2 {
            return false; // no two neighbours to paint
        }
        if red != blue {
            return red > blue;
        }
        // A run breaks between equal neighbours and at a white cell, which is a run of its own
        // worth 0 (Dawson's Kayles' heap of 1); without branches on the random colours: the
        // run ending before i is valued at every i and kept only where it breaks.
        let coloured = |c: u8| c == b'R' || c == b'B';
        let mut sum = 0;
        let mut start = 0;
        for i in 1..cells.len() {
            let (a, b) = (cells[i - 1], cells[i]);
            let breaks = a == b || !coloured(a) || !coloured(b);
            sum ^= self.run_value((i - start) as u64) & 0u64.wrapping_sub(u64::from(breaks));
            start = if breaks { i } else { start };
        }
        sum ^ self.run_value((cells.len() - start) as u64) != 0
    }
}

impl Default for ColouringGame {
    fn default() -> Self {
        Self::new()
    }
}
