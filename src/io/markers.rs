//! The marker types that name what a token must be ([`U64`], [`I64`], [`Usize`], [`Coins`],
//! [`Letters`], [`Row`]), each with its strict parser, [`many`] for a counted list of them, and
//! [`lists`] for counted lists that each give their length first.

use super::digits::parse_u64;
use super::runner::{stop, within};
use super::{Input, BLOCK};
use std::io::Read;

/// A value read from one token.
pub trait FromToken {
    type Output;
    /// Parses `token` (`None` at end of input), stopping with an
    /// [`InputError`](super::InputError) if it does not fit.
    fn from_token(token: Option<&[u8]>) -> Self::Output;
}

/// A whole number from 0 to `u64::MAX`: digits only, no sign.
pub enum U64 {}

/// A whole number from `i64::MIN` to `i64::MAX`: digits, after a `-` for a negative one (no
/// `+`).
pub enum I64 {}

/// A count or length: a [`U64`] that fits in `usize`.
pub enum Usize {}

/// A row of coins, `H` for heads and `T` for tails: `true` where heads.
pub enum Coins {}

/// A word of ASCII letters, `a`-`z` and `A`-`Z`, as its bytes.
pub enum Letters {}

/// A row of a board, as its bytes: the binary checks its length and its cells.
pub enum Row {}

const NUMBER: &str = "a whole number from 0 to 18446744073709551615";

impl FromToken for U64 {
    type Output = u64;
    #[inline]
    fn from_token(token: Option<&[u8]>) -> u64 {
        match token {
            Some(t) => parse_u64(t).unwrap_or_else(|| stop(NUMBER, Some(t))),
            None => stop(NUMBER, None),
        }
    }
}

impl FromToken for I64 {
    type Output = i64;
    fn from_token(token: Option<&[u8]>) -> i64 {
        const SIGNED: &str = "a whole number from -9223372036854775808 to 9223372036854775807";
        let Some(t) = token else { stop(SIGNED, None) };
        let (negative, digits) = match t.strip_prefix(b"-") {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let magnitude = parse_u64(digits).unwrap_or_else(|| stop(SIGNED, Some(t)));
        let value = if negative {
            0i64.checked_sub_unsigned(magnitude)
        } else {
            // (Not `i64::try_from`: edition 2018 has no `TryFrom` in its prelude.)
            (magnitude <= i64::MAX as u64).then_some(magnitude as i64)
        };
        value.unwrap_or_else(|| stop(SIGNED, Some(t)))
    }
}

impl FromToken for Usize {
    type Output = usize;
    fn from_token(token: Option<&[u8]>) -> usize {
        const COUNT: &str = "a count that fits in usize";
        let number = U64::from_token(token);
        if number > usize::MAX as u64 {
            stop(COUNT, token);
        }
        number as usize
    }
}

impl FromToken for Coins {
    type Output = Vec<bool>;
    fn from_token(token: Option<&[u8]>) -> Vec<bool> {
        const ROW: &str = "a row of coins written with H and T";
        let Some(t) = token else { stop(ROW, None) };
        // Checked first, then read in one branch-free pass the compiler vectorizes.
        if t.iter()
            .fold(false, |bad, &b| bad | (b != b'H') & (b != b'T'))
        {
            stop(ROW, Some(t));
        }
        t.iter().map(|&b| b == b'H').collect()
    }
}

impl FromToken for Letters {
    type Output = Vec<u8>;
    fn from_token(token: Option<&[u8]>) -> Vec<u8> {
        letters(token).to_vec()
    }
}

/// `token` if it is a word of ASCII letters; else stops the solver.
fn letters(token: Option<&[u8]>) -> &[u8] {
    match token {
        Some(t) if t.iter().all(u8::is_ascii_alphabetic) => t,
        _ => stop("a word of letters a-z and A-Z", token),
    }
}

impl<R: Read> Input<R> {
    /// The next token as a word of ASCII letters, borrowed from the input rather than copied
    /// (what [`Letters`] reads, for a solver that reads many words and keeps none).
    ///
    /// # Example
    /// ```
    /// use grundy::io::Input;
    /// let mut input = Input::new(&b"abc Def"[..]);
    /// assert_eq!(input.letters(), b"abc");
    /// assert_eq!(input.letters(), b"Def");
    /// ```
    pub fn letters(&mut self) -> &[u8] {
        letters(self.next_bytes())
    }
}

impl<R: Read> Input<R> {
    /// The next value of the marker `T`, which must lie in `range` (`expected` names it in the
    /// statement's words, `n from 1 to 100`): checked as soon as its token is read, so that an
    /// error names that token. A range tied to earlier values (`R from L to 10^9`) is computed
    /// from them, and `expected` gives them (see the module docs of [`io`](super)).
    ///
    /// # Example
    /// ```
    /// use grundy::io::{Input, U64};
    /// let mut input = Input::new(&b"3 7"[..]);
    /// let least = input.within::<U64>(1..=10, "L from 1 to 10");
    /// assert_eq!(input.within::<U64>(least..=10, "R from L to 10"), 7);
    /// ```
    pub fn within<T: FromToken>(
        &mut self,
        range: std::ops::RangeInclusive<T::Output>,
        expected: &str,
    ) -> T::Output
    where
        T::Output: PartialOrd + std::fmt::Display,
    {
        // A missing value is named in the statement's words, not as a whole number.
        let token = self.next_bytes();
        if token.is_none() {
            stop(expected, None);
        }
        within(T::from_token(token), range, expected)
    }

    /// `count` values of the marker `T`, each checked against `range` as it is read (see
    /// [`Input::within`]); memory is reserved as they arrive, as for [`many`].
    pub fn many_within<T: FromToken>(
        &mut self,
        count: usize,
        range: std::ops::RangeInclusive<T::Output>,
        expected: &str,
    ) -> Vec<T::Output>
    where
        T::Output: PartialOrd + std::fmt::Display + Clone,
    {
        many::<T>(count).collect(|| self.within::<T>(range.clone(), expected))
    }
}

impl FromToken for Row {
    type Output = Vec<u8>;
    fn from_token(token: Option<&[u8]>) -> Vec<u8> {
        match token {
            Some(t) => t.to_vec(),
            None => stop("a row of the board", None),
        }
    }
}

/// `count` values of marker type `T` read into a `Vec`, for proconio's `with` form:
/// `input! { from src, n: Usize, piles: with many::<U64>(n) }`. Unlike `[U64; n]`, it
/// reserves memory as values arrive, so a huge count followed by too little input is an
/// "input ended early" error, not an allocation failure.
pub fn many<T: FromToken>(count: usize) -> Many<T> {
    Many(count, std::marker::PhantomData)
}

/// See [`many`].
pub struct Many<T>(pub usize, std::marker::PhantomData<T>);

impl<T: FromToken> Many<T> {
    /// Reads the values from `input`.
    pub fn read_from<R: Read>(self, input: &mut Input<R>) -> Vec<T::Output> {
        self.collect(|| T::from_token(input.next_bytes()))
    }

    /// The values that `read` gives one by one, memory reserved as they come.
    pub(super) fn collect(self, mut read: impl FnMut() -> T::Output) -> Vec<T::Output> {
        let mut values = Vec::with_capacity(self.0.min(BLOCK));
        for _ in 0..self.0 {
            values.push(read());
        }
        values
    }
}

/// `count` lists of marker type `T`, each its length and then that many values: the rows `L
/// a1 … aL` that statements give for piles of piles, moves per player and the like, for
/// proconio's `with` form. Memory is reserved as values arrive, as for [`many`].
///
/// # Example
/// ```
/// use grundy::io::{lists, Input, U64};
/// // In a solution: `input! { from &mut *src, k: Usize, piles: with lists::<U64>(k) }`.
/// let mut input = Input::new(&b"3 1 2 3\n0\n"[..]);
/// assert_eq!(lists::<U64>(2).read_from(&mut input), [vec![1, 2, 3], vec![]]);
/// ```
pub fn lists<T: FromToken>(count: usize) -> Lists<T> {
    Lists(count, std::marker::PhantomData)
}

/// See [`lists`].
pub struct Lists<T>(pub usize, std::marker::PhantomData<T>);

impl<T: FromToken> Lists<T> {
    /// Reads the lists from `input`.
    pub fn read_from<R: Read>(self, input: &mut Input<R>) -> Vec<Vec<T::Output>> {
        let mut lists = Vec::with_capacity(self.0.min(BLOCK));
        for _ in 0..self.0 {
            let len = Usize::from_token(input.next_bytes());
            lists.push(many::<T>(len).read_from(input));
        }
        lists
    }
}
