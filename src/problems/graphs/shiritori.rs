//! Shiritori on a dictionary (AtCoder ABC 209 E): players take turns saying a word of the
//! dictionary that begins with the last three letters of the word said before (words may be
//! repeated); a player who cannot loses, and one who cannot win prefers an endless game.
//!
//! Only the last three letters of the word just said matter, so the positions are the 52³
//! strings of three letters, and a word is a move from its first three letters to its last
//! three; the retrograde analysis of [`loopy`](crate::search::loopy) then decides every position at
//! once, O(52³ + number of words).

use crate::search::loopy::{GameGraph, Outcome};

/// The words of a dictionary, each kept as the move it makes.
#[derive(Clone, Debug, Default)]
pub struct Dictionary {
    moves: Vec<(usize, usize)>,
}

/// The three letters at the start of `word` (or the end, when `end`) as a position in
/// `0..52³`.
fn position(word: &[u8], end: bool) -> usize {
    let three = if end {
        &word[word.len() - 3..]
    } else {
        &word[..3]
    };
    three.iter().fold(0, |p, &c| {
        52 * p
            + match c {
                b'a'..=b'z' => (c - b'a') as usize,
                _ => (c - b'A') as usize + 26,
            }
    })
}

impl Dictionary {
    /// An empty dictionary.
    pub fn new() -> Self {
        Dictionary::default()
    }

    /// Adds `word` (a repeat counts as another word).
    ///
    /// # Panics
    /// If the word is shorter than three letters or holds a byte that is not an ASCII letter.
    pub fn add(&mut self, word: &[u8]) {
        assert!(word.len() >= 3 && word.iter().all(u8::is_ascii_alphabetic));
        self.moves
            .push((position(word, false), position(word, true)));
    }

    /// For each word in the order added, what the player who opens the game with it can force
    /// (the opponent answers first).
    ///
    /// # Complexity
    /// O(52³ + number of words).
    ///
    /// # Example
    /// AtCoder's first sample:
    /// ```
    /// use grundy::search::loopy::Outcome::*;
    /// use grundy::problems::graphs::shiritori::Dictionary;
    /// let mut words = Dictionary::new();
    /// for word in ["abcd", "bcda", "ada"] {
    ///     words.add(word.as_bytes());
    /// }
    /// assert_eq!(words.outcomes(), [Loss, Win, Draw]);
    /// ```
    pub fn outcomes(&self) -> Vec<Outcome> {
        let solved = GameGraph::new(52 * 52 * 52, &self.moves).solve();
        // After the opening word the opponent moves: the opener wins where the opponent loses.
        self.moves
            .iter()
            .map(|&(_, after)| match solved.outcome(after) {
                Outcome::Win => Outcome::Loss,
                Outcome::Loss => Outcome::Win,
                Outcome::Draw => Outcome::Draw,
            })
            .collect()
    }
}
