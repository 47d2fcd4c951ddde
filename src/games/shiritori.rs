//! Shiritori on a dictionary (AtCoder ABC 209 E): players take turns saying a word of the
//! dictionary that begins with the last three letters of the word said before (words may be
//! repeated); a player who cannot loses, and one who cannot win prefers an endless game.
//!
//! Only the last three letters of the word just said matter, so the positions are the 52³
//! strings of three letters, and a word is a move from its first three letters to its last
//! three; the retrograde analysis of [`loopy`](super::loopy) then decides every position at
//! once, O(52³ + number of words).

use super::loopy::{GameGraph, Outcome};

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

/// For each word, what the player who opens the game with it can force (the opponent answers
/// first).
///
/// # Panics
/// If a word is shorter than three letters or holds a byte that is not an ASCII letter.
///
/// # Example
/// AtCoder's first sample:
/// ```
/// use grundy::games::shiritori::outcomes;
/// use grundy::games::loopy::Outcome::*;
/// let words = [&b"abcd"[..], b"bcda", b"ada"];
/// assert_eq!(outcomes(&words), [Loss, Win, Draw]);
/// ```
pub fn outcomes<W: AsRef<[u8]>>(words: &[W]) -> Vec<Outcome> {
    for word in words {
        let word = word.as_ref();
        assert!(word.len() >= 3 && word.iter().all(u8::is_ascii_alphabetic));
    }
    let moves: Vec<(usize, usize)> = words
        .iter()
        .map(|w| (position(w.as_ref(), false), position(w.as_ref(), true)))
        .collect();
    let solved = GameGraph::new(52 * 52 * 52, &moves).solve();
    // After the opening word the opponent moves: the opener wins where the opponent loses.
    moves
        .iter()
        .map(|&(_, after)| match solved.outcome(after) {
            Outcome::Win => Outcome::Loss,
            Outcome::Loss => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        })
        .collect()
}
