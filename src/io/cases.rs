//! The two ways a statement gives its cases: a count first ([`Input::cases`], the `for _ in
//! 0..t` of most binaries, the count checked against the statement's range), or none, cases
//! until the input ends ([`Input::next_or_end`], for `while let`); and a count the statement
//! does not bound ([`Input::unbounded`]), named with any error among what it counts.

use super::markers::{FromToken, Usize};
use super::Input;
use std::io::Read;

impl<R: Read> Input<R> {
    /// Reads the count of cases T, which must lie in `range` (`expected` names it in the
    /// statement's words, `T from 1 to 100`), and returns `0..T` to loop over.
    ///
    /// # Example
    /// ```
    /// use grundy::io::{Input, U64};
    /// let mut input = Input::new(&b"2\n3\n4\n"[..]);
    /// let mut sum = 0;
    /// for _ in input.cases(1..=10, "T from 1 to 10") {
    ///     sum += input.next_or_end::<U64>().unwrap();
    /// }
    /// assert_eq!(sum, 7);
    /// ```
    pub fn cases(
        &mut self,
        range: std::ops::RangeInclusive<usize>,
        expected: &str,
    ) -> std::ops::Range<usize> {
        0..self.within::<Usize>(range, expected)
    }

    /// A count of things that follow where the statement gives no bound, so that it cannot
    /// be checked when read: the count, and words naming it and its place (`, among the C =
    /// 5 cases of line 1, token 1`) for the `expected` of each value read under it, so that an
    /// error among them, or an input that ends before them, names the count too: a count too
    /// large shows where the input stops making sense. `name` is the count's name in the
    /// statement and `things` what it counts.
    ///
    /// # Example
    /// ```
    /// use grundy::io::{run, Input, Output, U64};
    /// let mut input = Input::new(&b"9\n1 2\n"[..]);
    /// let result = run(&mut input, &mut Output::new(Vec::new()), |input, _| {
    ///     let (cases, among) = input.unbounded("C", "cases");
    ///     for _ in 0..cases {
    ///         input.within::<U64>(1..=10, &format!("n from 1 to 10{among}"));
    ///     }
    /// });
    /// let message = "error: input ended early: expected n from 1 to 10, among the C = 9 \
    ///                cases of line 1, token 1 (token 4)";
    /// assert_eq!(result, Err(message.into()));
    /// ```
    pub fn unbounded(&mut self, name: &str, things: &str) -> (usize, String) {
        let count = Usize::from_token(self.next_bytes());
        let place = self.place();
        (
            count,
            format!(", among the {name} = {count} {things} of {place}"),
        )
    }

    /// The next value of the marker `T`, or `None` when only whitespace is left: the first
    /// value of each case of an input whose cases run to its end, `while let Some(n) =
    /// src.next_or_end::<U64>() { ... }`.
    ///
    /// # Example
    /// ```
    /// use grundy::io::{Input, U64};
    /// let mut input = Input::new(&b"5 7\n9\n"[..]);
    /// let mut seen = Vec::new();
    /// while let Some(n) = input.next_or_end::<U64>() {
    ///     seen.push(n);
    /// }
    /// assert_eq!(seen, [5, 7, 9]);
    /// ```
    pub fn next_or_end<T: FromToken>(&mut self) -> Option<T::Output> {
        match self.at_end() {
            true => None,
            false => Some(T::from_token(self.next_bytes())),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::io::tests::outcome;
    use crate::io::U64;

    #[test]
    fn cases_check_their_count_and_cases_to_the_end_stop_at_a_bad_token() {
        let (printed, result) = outcome("3\n1\n2\n", |input, out| {
            for _ in input.cases(1..=3, "T from 1 to 3") {
                out.numbers([input.next_or_end::<U64>().unwrap_or(99)]);
            }
        });
        // The third case is not there: next_or_end says so rather than stopping.
        assert_eq!((printed.as_str(), result), ("1\n2\n99\n", Ok(())));
        let (_, result) = outcome("4\n", |input, _| {
            input.cases(1..=3, "T from 1 to 3");
        });
        let message = "error: line 1, token 1: expected T from 1 to 3, found 4";
        assert_eq!(result, Err(message.into()));
        let (printed, result) = outcome("1 2 x 4", |input, out| {
            while let Some(n) = input.next_or_end::<U64>() {
                out.numbers([n]);
            }
        });
        assert_eq!(printed, "1\n2\n");
        assert!(matches!(result, Err(m) if m.contains("token 3") && m.ends_with("\"x\"")));
    }
}
