//! proconio's own forms, as a bundle reads them: plain types through `FromStr` ([`plain`]) and
//! proconio's markers [`Usize1`], [`Isize1`], [`Chars`] and [`Bytes`]. With Cargo, proconio
//! reads these itself, and its panics are read as the same stops (`proconio_bridge`), so a
//! bundle and its Cargo build fail on a bad token with the same line.

use super::runner::{fail, stop};
use super::FromToken;
use std::str::FromStr;

/// What proconio's readers, and the bundle's stand-ins for them ([`plain`](super::plain) and
/// the rest), expect: any token at end of input (proconio does not say of which type), a
/// `Usize1` from 1, an `Isize1` above the minimum.
pub(super) const A_TOKEN: &str = "a token";
pub(super) const FROM_ONE: &str = "a whole number from 1 (a Usize1)";
pub(super) const ABOVE_THE_MINIMUM: &str = "a number above -9223372036854775808 (an Isize1)";

/// A plain type read from `token` as proconio reads it: the token (made valid UTF-8) parsed
/// by `FromStr`, so `usize` takes `+5` and `String` any token.
///
/// # Example
/// ```
/// assert_eq!(grundy::io::plain::<i32>(Some(b"-7")), -7);
/// ```
///
/// # Complexity
/// That of `T::from_str`.
pub fn plain<T: FromStr>(token: Option<&[u8]>) -> T {
    let Some(t) = token else { stop(A_TOKEN, None) };
    match String::from_utf8_lossy(t).parse() {
        Ok(value) => value,
        Err(_) => stop(&a_value_of(std::any::type_name::<T>()), Some(t)),
    }
}

/// What a plain type's token must be, in the words of a stop.
pub(super) fn a_value_of(type_name: &str) -> String {
    format!("a value of type {type_name}")
}

/// proconio's `Usize1`: a `usize` from 1, read as one less (a 1-based index made 0-based).
pub enum Usize1 {}

/// proconio's `Isize1`: an `isize` above its minimum, read as one less.
pub enum Isize1 {}

/// proconio's `Chars`: a token as its characters.
pub enum Chars {}

/// proconio's `Bytes`: a token as its bytes (made valid UTF-8 first, as proconio's source
/// hands it out).
pub enum Bytes {}

impl FromToken for Usize1 {
    type Output = usize;
    fn from_token(token: Option<&[u8]>) -> usize {
        let n: usize = plain(token);
        n.checked_sub(1).unwrap_or_else(|| fail(FROM_ONE, "0"))
    }
}

impl FromToken for Isize1 {
    type Output = isize;
    fn from_token(token: Option<&[u8]>) -> isize {
        let n: isize = plain(token);
        n.checked_sub(1)
            .unwrap_or_else(|| fail(ABOVE_THE_MINIMUM, &n.to_string()))
    }
}

impl FromToken for Chars {
    type Output = Vec<char>;
    fn from_token(token: Option<&[u8]>) -> Vec<char> {
        let Some(t) = token else { stop(A_TOKEN, None) };
        String::from_utf8_lossy(t).chars().collect()
    }
}

impl FromToken for Bytes {
    type Output = Vec<u8>;
    fn from_token(token: Option<&[u8]>) -> Vec<u8> {
        let Some(t) = token else { stop(A_TOKEN, None) };
        String::from_utf8_lossy(t).bytes().collect()
    }
}
