//! The judge binaries' input and output: a streaming token reader behind proconio's `input!`,
//! a buffered writer, and [`judge`], which runs a solver and turns bad input into one line on
//! stderr.
//!
//! Tokens are split on ASCII whitespace (space, `\t`, `\n`, `\r`, vertical tab, form feed), so
//! `\r\n` line ends, blank lines and a missing final newline all read the same. The reader holds
//! one 64 KiB block of input at a time (more only for a longer token), so memory stays constant
//! however long the input is. Every value is read through a marker type ([`U64`], [`I64`],
//! [`Usize`], [`Coins`]) whose parser checks it strictly and, on bad input, stops the solver with an
//! [`InputError`]; [`judge`] then flushes the answers already written, prints
//! `error: line L, token N: expected ..., found ...` on stderr and exits with status 1. Output
//! that cannot be written is an error too (`error: cannot write the output: ...`, status 1),
//! except a closed pipe (`| head`): nobody reads on, so the binary ends quietly with status 0.
//! A UTF-8 byte-order mark at the start of the input is skipped.
//!
//! An error names the line and token of the value that broke the statement's promise. A
//! binary checks each value as soon as its token is read ([`Input::within`],
//! [`Input::many_within`], [`Input::cases`]), so the token read last is the one named. A
//! promise that ties values together (`L <= R`, `M <= N(N-1)/2`, a sum of n over the tests at
//! most 10^6, the values of a list in order) is broken by the later value, the one read when
//! the promise first turns false: it is checked there and names that token, and its
//! `expected` says which earlier values it was held to (`R from L = 5 to 10^9`). A count that
//! the statement does not bound cannot be checked when read ([`Input::unbounded`]): an error
//! among what it counts, or an input that ends before them, names the count in its
//! `expected` (`n from 1 to 1000, among the C = 5 cases of line 1, token 1`).
//!
//! A binary that plays against the judge (an interactive problem) runs under [`play`] in
//! place of [`judge`]: the same reader, which asks the judge for more only when the token it
//! needs has not arrived, and an [`Output::interactive`] that sends each line at once; what the
//! judge does wrong (a `-1`, a bad move, its input ending) ends the game with status 0.
//!
//! One concern per file: `tokens` (the token stream and [`Place`]s in it), `digits` (digits to
//! `u64`), `markers` (the marker types, [`many`], and [`Input::within`] to read a value and
//! check it at once), `plain` (proconio's own forms: plain types, [`Usize1`],
//! [`Chars`], ...), `graph` ([`Input::edges`] of a graph or a tree, vertices checked;
//! [`Input::labelled_edges`], edges `u v C`, and [`labelled_adjacency`] of them), `board`
//! ([`Input::board`]: rows of cells, each checked), `words` (words of one alphabet: [`Lower`],
//! [`Digits`], [`word`] of exactly n), `cases` ([`Input::cases`] counted,
//! [`Input::next_or_end`] to the end, [`Input::unbounded`] with no bound), `writer` ([`Output`]),
//! `runner` ([`judge`], [`play`], [`run`], [`fail`]) and `proconio_bridge`; everything public
//! is re-exported here. A bundle merges them back into one module (see the bundler's `merge`).

mod board;
mod cases;
mod digits;
mod graph;
mod markers;
mod plain;
mod proconio_bridge;
mod runner;
mod tokens;
mod words;
mod writer;

pub use graph::{check_connected, labelled_adjacency, vertex, Letter};
pub use markers::{lists, many, Coins, FromToken, Letters, Lists, Many, Row, Usize, I64, U64};
pub use plain::{plain, Bytes, Chars, Isize1, Usize1};
pub use runner::{fail, judge, play, refuse, run, within, InputError};
pub use tokens::{Input, Place};
pub use words::{word, Alphabet, Digits, Lower, Upper, Word};
pub use writer::Output;

const BLOCK: usize = 1 << 16;

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{ErrorKind, Write};

    pub(super) fn outcome(
        text: &str,
        solve: impl FnOnce(&mut Input<&[u8]>, &mut Output<&mut Vec<u8>>),
    ) -> (String, Result<(), String>) {
        let mut written = Vec::new();
        let mut input = Input::new(text.as_bytes());
        let mut out = Output::new(&mut written);
        let outcome = run(&mut input, &mut out, solve);
        drop(out);
        (String::from_utf8(written).unwrap(), outcome)
    }

    /// What [`sum_pairs`] prints and returns on `text`.
    fn summed(text: &str) -> (String, Result<(), String>) {
        // The closure is needed: the function alone is not general over the Vec's lifetime.
        #[allow(clippy::redundant_closure)]
        outcome(text, |input, out| sum_pairs(input, out))
    }

    fn sum_pairs<W: Write>(input: &mut Input<&[u8]>, out: &mut Output<W>) {
        while !input.at_end() {
            let a = U64::from_token(input.next_bytes());
            let b = U64::from_token(input.next_bytes());
            out.numbers([a + b]);
        }
    }

    #[test]
    fn numbers_are_strict() {
        let (printed, result) = summed("1 2\n3 4\n5 x\n");
        assert_eq!(printed, "3\n7\n");
        let message = "error: line 3, token 6: expected a whole number from 0 to \
                       18446744073709551615, found \"x\"";
        assert_eq!(result, Err(message.into()));
        for bad in [
            "-1",
            "+1",
            "1.0",
            "18446744073709551616",
            "0x10",
            "1e3",
            "\u{0}",
        ] {
            let (_, result) = summed(&format!("1 {bad}"));
            assert!(result.is_err(), "{bad}");
        }
        let (printed, result) = summed("0 18446744073709551615 00000000000000000000000009 1");
        assert_eq!(
            (printed.as_str(), result),
            ("18446744073709551615\n10\n", Ok(()))
        );
    }

    #[test]
    fn a_value_checked_after_more_were_read_is_named_where_it_stands() {
        // N breaks its range, found once K is read too: the error names N's line and token.
        let (_, result) = outcome("0\n1\n", |input, _| {
            let n = U64::from_token(input.next_bytes());
            let _k = U64::from_token(input.next_bytes());
            within(n, 1..=10, "N from 1 to 10");
        });
        let message = "error: line 1, token 1: expected N from 1 to 10, found 0";
        assert_eq!(result, Err(message.into()));
        // What names no token read stays at the last one.
        let (_, result) = outcome("3 4\n5", |input, _| {
            for _ in 0..3 {
                U64::from_token(input.next_bytes());
            }
            fail("each cell once", "cell 4 twice");
        });
        let message = "error: line 2, token 3: expected each cell once, found cell 4 twice";
        assert_eq!(result, Err(message.into()));
    }

    #[test]
    fn a_value_checked_as_it_is_read_is_named_even_where_its_text_comes_again() {
        // N = 0 and M = 0: the search by text would find M's `0`; checked at once, N's.
        let (_, result) = outcome("0 0\n", |input, _| {
            input.within::<Usize>(1..=40, "N from 1 to 40");
            input.within::<Usize>(1..=40, "M from 1 to 40");
        });
        let message = "error: line 1, token 1: expected N from 1 to 40, found 0";
        assert_eq!(result, Err(message.into()));
        // Each value of a list at its own token: the third.
        let (_, result) = outcome("4\n1 9 9 2\n", |input, _| {
            let n = input.within::<Usize>(1..=4, "N from 1 to 4");
            input.many_within::<U64>(n, 1..=5, "A_i from 1 to 5");
        });
        let message = "error: line 2, token 3: expected A_i from 1 to 5, found 9";
        assert_eq!(result, Err(message.into()));
    }

    #[test]
    fn a_byte_order_mark_before_the_first_line_is_not_counted() {
        let (printed, result) = summed("\u{FEFF}1 2\n3 x");
        assert_eq!(printed, "3\n");
        assert!(matches!(result, Err(m) if m.starts_with("error: line 2, token 4:")));
    }

    #[test]
    fn input_ending_early_names_the_token() {
        let (printed, result) = summed("1 2\n3");
        assert_eq!(printed, "3\n");
        let message = "error: input ended early: expected a whole number from 0 to \
                       18446744073709551615 (token 4)";
        assert_eq!(result, Err(message.into()));
    }

    /// A sink that takes `room` bytes, then fails every write with `kind`.
    struct Full {
        room: usize,
        kind: std::io::ErrorKind,
        written: usize,
    }

    impl Write for Full {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            let n = buf.len().min(self.room - self.written);
            if n == 0 && !buf.is_empty() {
                return Err(self.kind.into());
            }
            self.written += n;
            Ok(n)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn output_that_cannot_be_written_stops_the_solver_with_an_error() {
        let sink = |room| Full {
            room,
            kind: ErrorKind::Other,
            written: 0,
        };
        // A solver that would print forever is stopped at the first failed block: with an
        // error, or quietly when the failure is a closed pipe.
        for (kind, error) in [(ErrorKind::Other, true), (ErrorKind::BrokenPipe, false)] {
            let mut out = Output::new(Full { kind, ..sink(100) });
            let mut lines = 0u64;
            let result = run(&mut Input::new(&b""[..]), &mut out, |_, out| loop {
                out.numbers([lines]);
                lines += 1;
            });
            assert_eq!(result.is_err(), error, "{kind:?}");
            if let Err(message) = result {
                assert!(message.starts_with("error: cannot write the output: "));
            }
            assert_eq!(out.write_error().map(|e| e.kind()), Some(kind));
            assert!(
                lines < 2 * BLOCK as u64,
                "went on after the failure: {lines} lines"
            );
        }
        // A failure at the final flush is reported too; bad input is reported before it.
        let mut out = Output::new(sink(3));
        let result = run(&mut Input::new(&b"1 2 3 4"[..]), &mut out, sum_pairs);
        assert!(matches!(result, Err(m) if m.contains("cannot write")));
        let mut out = Output::new(sink(0));
        let result = run(&mut Input::new(&b"1 2 x"[..]), &mut out, sum_pairs);
        assert!(matches!(result, Err(m) if m.contains("found \"x\"")));
        assert!(out.write_error().is_some());
        // Room enough: no error.
        let mut out = Output::new(sink(4));
        assert_eq!(
            run(&mut Input::new(&b"1 2 3 4"[..]), &mut out, sum_pairs),
            Ok(())
        );
        assert!(out.write_error().is_none());
    }

    #[test]
    fn what_a_binary_found_is_shown_in_its_own_words() {
        let (_, result) = outcome("3 HT", |input, _| {
            Usize::from_token(input.next_bytes());
            Coins::from_token(input.next_bytes());
            fail("a row of 3 coins", "a row of 2 coins");
        });
        let message = "error: line 1, token 2: expected a row of 3 coins, found a row of 2 coins";
        assert_eq!(result, Err(message.into()));
        let long = "7".repeat(50);
        let (_, result) = outcome(&format!("{long}x"), |input, _| {
            U64::from_token(input.next_bytes());
        });
        let shown = format!("found \"{}\"...", &long[..40]);
        assert!(matches!(result, Err(m) if m.ends_with(&shown)));
    }

    #[test]
    fn coins_and_counts() {
        assert_eq!(Coins::from_token(Some(b"HTH")), [true, false, true]);
        assert_eq!(Usize::from_token(Some(b"7")), 7);
        let (_, result) = outcome("HXT", |input, _| {
            Coins::from_token(input.next_bytes());
        });
        assert!(matches!(result, Err(m) if m.contains("H and T")));
    }

    #[test]
    fn signed_numbers_take_a_minus_and_nothing_else() {
        let read = |t: &str| I64::from_token(Some(t.as_bytes()));
        assert_eq!(read("-1000"), -1000);
        assert_eq!(read("17"), 17);
        assert_eq!(read("-0"), 0);
        assert_eq!(read("-9223372036854775808"), i64::MIN);
        assert_eq!(read("9223372036854775807"), i64::MAX);
        for bad in [
            "-",
            "+1",
            "--1",
            "1-",
            "-x",
            "9223372036854775808",
            "-9223372036854775809",
            "-99999999999999999999",
        ] {
            let (_, result) = outcome(bad, |input, _| {
                I64::from_token(input.next_bytes());
            });
            let message = format!(
                "error: line 1, token 1: expected a whole number from -9223372036854775808 to \
                 9223372036854775807, found {bad:?}"
            );
            assert_eq!(result, Err(message), "{bad}");
        }
    }

    #[test]
    fn labelled_edges_are_refused_in_one_line() {
        let (_, result) = outcome("1 2 BR", |input, _| {
            input.labelled_edges::<Letter>(1, 2);
        });
        assert!(matches!(result, Err(m) if m.ends_with("expected one letter, found \"BR\"")));
        let (_, result) = outcome("1 2 7\n2 3 x", |input, _| {
            input.labelled_edges::<U64>(2, 3);
        });
        assert!(matches!(result, Err(m) if m.contains("line 2, token 6")));
    }

    #[test]
    fn a_bad_label_or_vertex_is_reported_at_its_own_token() {
        use crate::partizan::hackenbush::Colour;
        let read = |text: &str| {
            outcome(text, |input, _| {
                let n = Usize::from_token(input.next_bytes());
                input.labelled_edges::<Colour>(n - 1, n);
            })
            .1
        };
        assert_eq!(read("3\n1 2 B\n2 3 G\n"), Ok(()));
        let colour = "expected a colour B, R or G";
        for (text, at, found) in [
            ("4\n1 2 B\n2 3 X\n3 4 R\n", "line 3, token 7", "\"X\""),
            ("4\n1 2 B\n2 3 R\n3 4 b\n", "line 4, token 10", "\"b\""),
            ("4\n1 2 BR\n2 3 R\n3 4 B\n", "line 2, token 4", "\"BR\""),
            ("4\n1 2 B\n2 3 7\n3 4 B\n", "line 3, token 7", "\"7\""),
        ] {
            assert_eq!(
                read(text),
                Err(format!("error: {at}: {colour}, found {found}")),
                "{text:?}"
            );
        }
        let message = "error: line 3, token 6: expected a vertex from 1 to 4, found \"5\"";
        assert_eq!(read("4\n1 2 B\n2 5 R\n3 4 B\n"), Err(message.into()));
        let message = format!("error: input ended early: {colour} (token 7)");
        assert_eq!(read("3\n1 2 B\n2 3"), Err(message));
        // Labels through `Letter` and `U64` too: the error is at the label, not the list's start.
        let (_, result) = outcome("1 2 B\n2 3 BR", |input, _| {
            input.labelled_edges::<Letter>(2, 3);
        });
        let message = "error: line 2, token 6: expected one letter, found \"BR\"";
        assert_eq!(result, Err(message.into()));
    }

    #[test]
    fn many_reserves_only_what_arrives() {
        let (_, result) = outcome("1 2 3", |input, _| {
            many::<U64>(usize::MAX).read_from(input);
        });
        assert!(matches!(result, Err(m) if m.contains("ended early")));
    }

    #[test]
    fn a_closed_pipe_ends_an_interactive_game_without_an_error() {
        let closed = Full {
            room: 6,
            kind: ErrorKind::BrokenPipe,
            written: 0,
        };
        let mut out = Output::interactive(closed);
        // A game that would play forever ends at the first move that cannot be sent.
        let result = run(&mut Input::new(&b""[..]), &mut out, |_, out| loop {
            out.line("1 1");
        });
        assert_eq!(result, Ok(()));
        let kind = out.write_error().map(|e| e.kind());
        assert_eq!(kind, Some(ErrorKind::BrokenPipe));
    }
}
