//! Lets proconio's `input!` read from an [`Input`] through the marker types, and reads the
//! panics of proconio's own readers (plain types, `Usize1`, ...) as the stops they mean.

use super::plain::{a_value_of, ABOVE_THE_MINIMUM, A_TOKEN, FROM_ONE};
use super::runner::{quoted, FOREIGN_STOP};
use super::InputError;
use super::{
    many, Bytes, Chars, Coins, FromToken, Input, Isize1, Letter, Letters, Lists, Many, Row, Usize,
    Usize1, BLOCK,
};
use super::{Alphabet, Digits, Lower, Upper, Word};
use super::{I64, U64};
use proconio::source::{Readable, RuntimeReadable, Source};
use std::io::{BufRead, Read};

impl<R: Read + BufRead> Source<R> for Input<R> {
    #[inline]
    fn next_token(&mut self) -> Option<&str> {
        FOREIGN_STOP.get_or_init(|| proconio_stop);
        Input::next_token(self)
    }

    fn is_empty(&mut self) -> bool {
        self.at_end()
    }
}

macro_rules! readable {
    ($($marker:ty),*) => {$(
        impl Readable for $marker {
            type Output = <$marker as FromToken>::Output;
            #[inline]
            fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Self::Output {
                <$marker as FromToken>::from_token(source.next_token().map(str::as_bytes))
            }
        }
    )*};
}

readable!(U64, I64, Usize, Coins, Letter, Letters, Row, Usize1, Isize1, Chars, Bytes);
readable!(Lower, Upper, Digits);

impl<A: Alphabet> RuntimeReadable for Word<A> {
    type Output = Vec<u8>;
    fn read<R: BufRead, S: Source<R>>(self, source: &mut S) -> Self::Output {
        self.of(source.next_token().map(str::as_bytes))
    }
}

impl<T: FromToken> RuntimeReadable for Many<T> {
    type Output = Vec<T::Output>;
    fn read<R: BufRead, S: Source<R>>(self, source: &mut S) -> Self::Output {
        self.collect(|| T::from_token(source.next_token().map(str::as_bytes)))
    }
}

impl<T: FromToken> RuntimeReadable for Lists<T> {
    type Output = Vec<Vec<T::Output>>;
    fn read<R: BufRead, S: Source<R>>(self, source: &mut S) -> Self::Output {
        let mut lists = Vec::with_capacity(self.0.min(BLOCK));
        for _ in 0..self.0 {
            let len = Usize::from_token(source.next_token().map(str::as_bytes));
            lists.push(many::<T>(len).read(source));
        }
        lists
    }
}

/// The stop that a panic of proconio's own readers means (a plain type's token that does not
/// parse, the end of input, a `Usize1` of 0, an `Isize1` at the minimum), as the bundle's
/// stand-ins for them ([`plain`](super::plain) and the rest) stop; `None` for any other panic.
fn proconio_stop(payload: &(dyn std::any::Any + Send)) -> Option<InputError> {
    let message = match payload.downcast_ref::<String>() {
        Some(m) => m.as_str(),
        None => payload.downcast_ref::<&str>()?,
    };
    let stopped = |expected: &str, found: Option<String>| {
        Some(InputError {
            expected: expected.to_owned(),
            found,
        })
    };
    if message.starts_with("failed to get the next token") {
        return stopped(A_TOKEN, None);
    }
    if let Some(rest) = message.strip_prefix("failed to parse the input `") {
        // A token holds no space, so the first ` to the value` ends it.
        let (token, rest) = rest.split_once("` to the value of type `")?;
        let type_name = rest.split('`').next()?;
        return stopped(&a_value_of(type_name), Some(quoted(token.as_bytes())));
    }
    let (value, marker) = message
        .strip_prefix("attempted to read the value ")?
        .split_once(" as a ")?;
    let expected = if marker.starts_with("Usize1") {
        FROM_ONE
    } else {
        ABOVE_THE_MINIMUM
    };
    stopped(expected, Some(value.to_owned()))
}
