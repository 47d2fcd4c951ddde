//! Words whose characters a statement restricts: [`Lower`] (`a`-`z` only), [`Upper`] and
//! [`Digits`], each a marker for a word of any length, and [`word`] for a word of exactly n
//! characters of one alphabet, length and characters checked in one read (`s: with
//! word::<Lower>(n)`). [`Letters`](super::Letters) and [`Letter`](super::Letter) take either
//! case, for statements that allow both.

use super::runner::{fail, stop};
use super::{FromToken, Input};
use std::io::Read;

/// The characters a word may hold, and their name for a stop.
///
/// # Example
/// ```
/// use grundy::io::{Alphabet, Lower};
/// assert!(Lower::holds(b'q') && !Lower::holds(b'Q'));
/// ```
pub trait Alphabet {
    /// What a word of them is, in a stop's words: `a word of lower-case letters a-z`.
    const WORD: &'static str;
    /// Whether `byte` is one of them.
    fn holds(byte: u8) -> bool;
}

/// Lower-case letters `a`-`z`: a word of them, as its bytes (`s: Lower` in `input!`).
///
/// # Example
/// ```
/// use grundy::io::{FromToken, Lower};
/// assert_eq!(Lower::from_token(Some(b"abc")), b"abc");
/// ```
pub enum Lower {}

/// Upper-case letters `A`-`Z`: a word of them, as its bytes.
///
/// # Example
/// ```
/// use grundy::io::{FromToken, Upper};
/// assert_eq!(Upper::from_token(Some(b"LR")), b"LR");
/// ```
pub enum Upper {}

/// Decimal digits `0`-`9`: a string of them (leading zeros kept), as its bytes.
///
/// # Example
/// ```
/// use grundy::io::{Digits, FromToken};
/// assert_eq!(Digits::from_token(Some(b"0070")), b"0070");
/// ```
pub enum Digits {}

impl Alphabet for Lower {
    const WORD: &'static str = "a word of lower-case letters a-z";
    fn holds(byte: u8) -> bool {
        byte.is_ascii_lowercase()
    }
}

impl Alphabet for Upper {
    const WORD: &'static str = "a word of upper-case letters A-Z";
    fn holds(byte: u8) -> bool {
        byte.is_ascii_uppercase()
    }
}

impl Alphabet for Digits {
    const WORD: &'static str = "a string of digits 0-9";
    fn holds(byte: u8) -> bool {
        byte.is_ascii_digit()
    }
}

/// `token` if it is a word of `A`; else stops the solver.
fn alphabet_word<A: Alphabet>(token: Option<&[u8]>) -> &[u8] {
    match token {
        Some(t) if t.iter().all(|&b| A::holds(b)) => t,
        _ => stop(A::WORD, token),
    }
}

impl FromToken for Lower {
    type Output = Vec<u8>;
    fn from_token(token: Option<&[u8]>) -> Vec<u8> {
        alphabet_word::<Lower>(token).to_vec()
    }
}

impl FromToken for Upper {
    type Output = Vec<u8>;
    fn from_token(token: Option<&[u8]>) -> Vec<u8> {
        alphabet_word::<Upper>(token).to_vec()
    }
}

impl FromToken for Digits {
    type Output = Vec<u8>;
    fn from_token(token: Option<&[u8]>) -> Vec<u8> {
        alphabet_word::<Digits>(token).to_vec()
    }
}

/// A word of exactly `len` characters of the alphabet `A`, for proconio's `with` form: `input!
/// { from src, n: Usize, s: with word::<Lower>(n) }`. A word of another length, or with a
/// character outside `A`, stops the solver naming both.
///
/// # Example
/// ```
/// use grundy::io::{word, Input, Lower};
/// let mut input = Input::new(&b"abca"[..]);
/// assert_eq!(word::<Lower>(4).read_from(&mut input), b"abca");
/// ```
pub fn word<A: Alphabet>(len: usize) -> Word<A> {
    Word(len, std::marker::PhantomData)
}

/// See [`word`].
pub struct Word<A>(pub usize, std::marker::PhantomData<A>);

impl<A: Alphabet> Word<A> {
    /// Reads the word from `input`.
    pub fn read_from<R: Read>(self, input: &mut Input<R>) -> Vec<u8> {
        self.of(input.next_bytes())
    }

    /// `token` checked: `len` characters of `A`.
    pub(super) fn of(self, token: Option<&[u8]>) -> Vec<u8> {
        let word = alphabet_word::<A>(token);
        if word.len() != self.0 {
            fail(
                &format!("{} of length {}", A::WORD, self.0),
                &format!("one of length {}", word.len()),
            );
        }
        word.to_vec()
    }
}

#[cfg(test)]
mod tests {
    use crate::io::tests::outcome;
    use crate::io::{word, Digits, Lower};

    #[test]
    fn a_word_of_one_alphabet_is_checked_for_its_length_and_characters() {
        let read = |text: &str, len: usize| {
            outcome(text, |input, _| {
                word::<Lower>(len).read_from(input);
            })
            .1
        };
        assert_eq!(read("abc", 3), Ok(()));
        let message = "error: line 1, token 1: expected a word of lower-case letters a-z of \
                       length 4, found one of length 3";
        assert_eq!(read("abc", 4), Err(message.into()));
        let message = "error: line 1, token 1: expected a word of lower-case letters a-z, \
                       found \"aBc\"";
        assert_eq!(read("aBc", 3), Err(message.into()));
        assert!(read("", 0).is_err_and(|m| m.contains("input ended early")));
        let (_, result) = outcome("12a", |input, _| {
            input.next_or_end::<Digits>();
        });
        assert!(result.is_err_and(|m| m.contains("expected a string of digits 0-9")));
    }
}
