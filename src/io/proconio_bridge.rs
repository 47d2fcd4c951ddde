//! Lets proconio's `input!` read from an [`Input`] through the marker types.

use super::{Coins, FromToken, Input, Letter, Letters, Many, Row, Usize, I64, U64};
use proconio::source::{Readable, RuntimeReadable, Source};
use std::io::{BufRead, Read};

impl<R: Read + BufRead> Source<R> for Input<R> {
    #[inline]
    fn next_token(&mut self) -> Option<&str> {
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

readable!(U64, I64, Usize, Coins, Letter, Letters, Row);

impl<T: FromToken> RuntimeReadable for Many<T> {
    type Output = Vec<T::Output>;
    fn read<R: BufRead, S: Source<R>>(self, source: &mut S) -> Self::Output {
        self.collect(|| T::from_token(source.next_token().map(str::as_bytes)))
    }
}
