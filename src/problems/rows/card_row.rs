//! Cards 1..n lie in a row; a move removes `least` to `most` consecutive cards still on the
//! table; whoever cannot move loses (AtCoder ABC 278 G, played against the judge).
//!
//! Theorem: when a length y in `least..=most`, y ≤ n, has the parity of n (always when
//! `least < most ≤ n`), the first player wins by removing the middle y cards and then answering
//! each move with its mirror image (card i for card n + 1 − i); otherwise only one length k is
//! allowed, the row is a sum of runs, and a run of m cards is worth g(m) = mex{g(a) ⊕
//! g(m − k − a)} (Sprague–Grundy). Proof idea: after the middle is gone the position is
//! symmetric with no run crossing the middle, so every move lies in one half and its mirror is
//! legal and restores the symmetry: the strategy always has a move, and the opponent runs out.

use crate::search::octal::Code;

/// A row of cards being played, with the strategy for the player to move (see the module doc).
#[derive(Clone, Debug)]
pub struct CardRow {
    /// `on_table[i]` for card i; index 0 is unused.
    on_table: Vec<bool>,
    least: usize,
    most: usize,
    /// `None`: the mirror strategy; `Some(g)`: one length `least`, runs valued by `g`.
    values: Option<Vec<u64>>,
}

impl CardRow {
    /// Cards `1..=n`, all on the table, with removals of `least` to `most` cards.
    ///
    /// # Constraints
    /// `1 ≤ least ≤ most`.
    ///
    /// # Complexity
    /// O(1) when the mirror strategy applies, else O(n²) for the values of runs.
    ///
    /// # Example
    /// ```
    /// use grundy::problems::rows::card_row::CardRow;
    /// let mut row = CardRow::new(6, 1, 2);
    /// assert_eq!(row.winning_move(), Some((3, 2))); // cards 3 and 4: 1 2 | 5 6
    /// row.remove(3, 2);
    /// row.remove(1, 1);
    /// assert_eq!(row.winning_move(), Some((6, 1))); // the mirror of card 1
    /// ```
    pub fn new(n: usize, least: usize, most: usize) -> Self {
        assert!(1 <= least && least <= most, "1 <= least <= most");
        let mirror = (least..=most.min(n)).any(|y| y % 2 == n % 2);
        let values = (!mirror).then(|| run_values(n, least));
        CardRow {
            on_table: vec![true; n + 1],
            least,
            most,
            values,
        }
    }

    /// The number of cards the row started with.
    pub fn len(&self) -> usize {
        self.on_table.len() - 1
    }

    /// Whether the row started empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether card `card` (1-based) is still on the table.
    pub fn is_on_table(&self, card: usize) -> bool {
        card >= 1 && self.on_table.get(card) == Some(&true)
    }

    /// Whether removing cards `first..first + count` is a legal move.
    pub fn is_legal(&self, first: usize, count: usize) -> bool {
        (self.least..=self.most).contains(&count)
            && first >= 1
            && first
                .checked_add(count)
                .is_some_and(|end| end <= self.on_table.len())
            && self.on_table[first..first + count].iter().all(|&c| c)
    }

    /// Removes cards `first..first + count`; false, and nothing removed, if that is not a
    /// legal move.
    pub fn remove(&mut self, first: usize, count: usize) -> bool {
        let legal = self.is_legal(first, count);
        if legal {
            self.on_table[first..first + count].fill(false);
        }
        legal
    }

    /// A move `(first card, count)` after which the player who made it wins, if the strategy
    /// knows one: in every position of a game where one side played only these moves, this is
    /// `Some` exactly when the player to move wins.
    ///
    /// # Complexity
    /// O(n).
    pub fn winning_move(&self) -> Option<(usize, usize)> {
        match &self.values {
            Some(values) => self.move_by_values(values),
            None => self.mirror_move(),
        }
    }

    /// A winning move if the strategy knows one, else any legal move (the longest allowed
    /// run at the first place it fits), `None` when there is no legal move.
    ///
    /// # Complexity
    /// O(n).
    pub fn next_move(&self) -> Option<(usize, usize)> {
        self.winning_move().or_else(|| {
            let runs = self.runs();
            let (start, len) = runs.into_iter().find(|&(_, len)| len >= self.least)?;
            Some((start, len.min(self.most)))
        })
    }

    /// The runs of cards on the table, as (first card, length), left to right.
    pub fn runs(&self) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut card = 1;
        while card < self.on_table.len() {
            if !self.on_table[card] {
                card += 1;
                continue;
            }
            let start = card;
            while card < self.on_table.len() && self.on_table[card] {
                card += 1;
            }
            runs.push((start, card - start));
        }
        runs
    }

    fn move_by_values(&self, values: &[u64]) -> Option<(usize, usize)> {
        let k = self.least;
        let runs = self.runs();
        let total = runs.iter().fold(0, |x, &(_, len)| x ^ values[len]);
        if total == 0 {
            return None;
        }
        runs.into_iter().find_map(|(start, len)| {
            let target = values[len] ^ total;
            (0..=len.checked_sub(k)?)
                .find(|&a| values[a] ^ values[len - k - a] == target)
                .map(|a| (start + a, k))
        })
    }

    /// Mirror play: make the position symmetric with no run crossing the middle.
    fn mirror_move(&self) -> Option<(usize, usize)> {
        let n = self.len();
        let mirror = |card: usize| n + 1 - card;
        // Cards whose mirror image is gone: the opponent's last move, mirrored.
        let lone: Vec<usize> = (1..=n)
            .filter(|&c| self.on_table[c] && !self.on_table[mirror(c)])
            .collect();
        if let (Some(&first), Some(&last)) = (lone.first(), lone.last()) {
            let count = last - first + 1;
            let crosses = if n % 2 == 1 {
                self.on_table[n / 2 + 1]
            } else {
                self.on_table[n / 2] && self.on_table[n / 2 + 1]
            };
            // After removing `lone` the middle is free exactly when no run crosses it now
            // (for even n, a lone middle card's mirror is the other middle card, gone).
            return (count == lone.len() && self.is_legal(first, count) && !crosses)
                .then_some((first, count));
        }
        // Symmetric: the middle run, if any, loses a middle block of n's parity.
        (self.least..=self.most.min(n))
            .filter(|y| y % 2 == n % 2)
            .map(|y| ((n - y) / 2 + 1, y))
            .find(|&(first, y)| self.is_legal(first, y))
    }
}

/// g(m) for runs of m = 0..=n cards when a move removes exactly `k` of them: the octal game
/// `0.0…07` with its 7 at digit k (taking k may leave nothing, one run or two).
fn run_values(n: usize, k: usize) -> Vec<u64> {
    // Past n no run is long enough to take from: n + 1 stands for any larger k.
    let k = k.min(n + 1);
    let mut digits = vec![0; k + 1];
    digits[k] = 7;
    Code { digits }.values(n + 1)
}
