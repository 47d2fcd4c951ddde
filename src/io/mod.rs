//! The judge binaries' input and output: a streaming token reader behind proconio's `input!`,
//! a buffered writer, and [`judge`], which runs a solver and turns bad input into one line on
//! stderr.
//!
//! Tokens are split on ASCII whitespace (space, `\t`, `\n`, `\r`, vertical tab, form feed), so
//! `\r\n` line ends, blank lines and a missing final newline all read the same. The reader holds
//! one 64 KiB block of input at a time (more only for a longer token), so memory stays constant
//! however long the input is. Every value is read through a marker type ([`U64`], [`Usize`],
//! [`Coins`]) whose parser checks it strictly and, on bad input, stops the solver with an
//! [`InputError`]; [`judge`] then flushes the answers already written, prints
//! `error: line L, token N: expected ..., found ...` on stderr and exits with status 1.

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::panic::{self, AssertUnwindSafe};

mod proconio_bridge;

const BLOCK: usize = 1 << 16;

/// A whitespace-separated token stream over any reader, read block by block.
pub struct Input<R> {
    reader: R,
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    eof: bool,
    tokens: u64,
    line: u64,
    token_line: u64,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

impl<R: Read> Input<R> {
    /// A token stream over `reader`.
    pub fn new(reader: R) -> Self {
        Input {
            reader,
            buf: vec![0; BLOCK],
            pos: 0,
            end: 0,
            eof: false,
            tokens: 0,
            line: 1,
            token_line: 1,
        }
    }

    /// Reads more input after `self.end`, growing the buffer if it is full; false at end of
    /// input.
    fn fill(&mut self) -> bool {
        if self.end == self.buf.len() {
            let len = self.buf.len();
            self.buf.resize(len * 2, 0);
        }
        loop {
            match self.reader.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return false;
                }
                Ok(n) => {
                    self.end += n;
                    return true;
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => fail("readable input", Some(&e.to_string())),
            }
        }
    }

    /// Skips whitespace; true if a token follows.
    fn skip_space(&mut self) -> bool {
        loop {
            while self.pos < self.end {
                let b = self.buf[self.pos];
                if !is_space(b) {
                    return true;
                }
                self.line += u64::from(b == b'\n');
                self.pos += 1;
            }
            if self.eof {
                return false;
            }
            self.pos = 0;
            self.end = 0;
            if !self.fill() {
                return false;
            }
        }
    }

    /// True when only whitespace is left: the test for "read cases until end of input".
    pub fn at_end(&mut self) -> bool {
        !self.skip_space()
    }

    /// The next token's bytes, or `None` at end of input.
    pub fn next_bytes(&mut self) -> Option<&[u8]> {
        if !self.skip_space() {
            self.tokens += 1;
            return None;
        }
        let mut start = self.pos;
        let mut i = start;
        loop {
            while i < self.end && (self.buf[i] > b' ' || !is_space(self.buf[i])) {
                i += 1;
            }
            if i < self.end || self.eof {
                break;
            }
            // The token runs into the unread part: move it to the front and read on.
            self.buf.copy_within(start..self.end, 0);
            i -= start;
            self.end -= start;
            start = 0;
            if !self.fill() {
                break;
            }
        }
        self.pos = i;
        self.tokens += 1;
        self.token_line = self.line;
        Some(&self.buf[start..i])
    }

    /// The next token as text, or `None` at end of input; stops with an [`InputError`] if it
    /// is not UTF-8.
    pub fn next_token(&mut self) -> Option<&str> {
        let bytes = self.next_bytes()?;
        match std::str::from_utf8(bytes) {
            Ok(text) => Some(text),
            Err(_) => fail("text in UTF-8", Some(&String::from_utf8_lossy(bytes))),
        }
    }

    /// The one-line message for `error` at the last token read.
    pub fn describe(&self, error: &InputError) -> String {
        let (token, expected) = (self.tokens, &error.expected);
        match &error.found {
            None => format!("error: input ended early: expected {expected} (token {token})"),
            Some(found) => {
                let mut shown: String = found.chars().take(40).collect();
                if shown.len() < found.len() {
                    shown.push_str("...");
                }
                let line = self.token_line;
                format!("error: line {line}, token {token}: expected {expected}, found {shown:?}")
            }
        }
    }
}

/// Why a solver stopped: what it expected and what it found (`None`: the input had ended).
#[derive(Debug)]
pub struct InputError {
    pub expected: String,
    pub found: Option<String>,
}

/// Stops the solver: bad input, `expected` describes what belonged there and `found` what was
/// there (`None` at end of input).
pub fn fail(expected: &str, found: Option<&str>) -> ! {
    panic::panic_any(InputError {
        expected: expected.to_owned(),
        found: found.map(str::to_owned),
    })
}

/// A value read from one token.
pub trait FromToken {
    type Output;
    /// Parses `token` (`None` at end of input), stopping with an [`InputError`] if it does not
    /// fit.
    fn from_token(token: Option<&str>) -> Self::Output;
}

/// A whole number from 0 to `u64::MAX`: digits only, no sign.
pub enum U64 {}

/// A count or length: a [`U64`] that fits in `usize`.
pub enum Usize {}

/// A row of coins, `H` for heads and `T` for tails: `true` where heads.
pub enum Coins {}

const NUMBER: &str = "a whole number from 0 to 18446744073709551615";

fn parse_u64(token: &[u8]) -> Option<u64> {
    if token.is_empty() {
        return None;
    }
    if token.len() <= 19 {
        let mut value = 0u64;
        for &b in token {
            let digit = b.wrapping_sub(b'0');
            if digit > 9 {
                return None;
            }
            value = value * 10 + u64::from(digit);
        }
        return Some(value);
    }
    token.iter().try_fold(0u64, |value, &b| {
        let digit = b.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value.checked_mul(10)?.checked_add(u64::from(digit))
    })
}

impl FromToken for U64 {
    type Output = u64;
    fn from_token(token: Option<&str>) -> u64 {
        match token {
            Some(t) => parse_u64(t.as_bytes()).unwrap_or_else(|| fail(NUMBER, Some(t))),
            None => fail(NUMBER, None),
        }
    }
}

impl FromToken for Usize {
    type Output = usize;
    fn from_token(token: Option<&str>) -> usize {
        const COUNT: &str = "a count that fits in usize";
        let value = U64::from_token(token);
        if value > usize::MAX as u64 {
            fail(COUNT, token);
        }
        value as usize
    }
}

impl FromToken for Coins {
    type Output = Vec<bool>;
    fn from_token(token: Option<&str>) -> Vec<bool> {
        const ROW: &str = "a row of coins written with H and T";
        let Some(t) = token else { fail(ROW, None) };
        t.bytes()
            .map(|b| match b {
                b'H' => true,
                b'T' => false,
                _ => fail(ROW, Some(t)),
            })
            .collect()
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
        let mut values = Vec::with_capacity(self.0.min(BLOCK));
        for _ in 0..self.0 {
            values.push(T::from_token(input.next_token()));
        }
        values
    }
}

/// Buffered standard output, written in blocks and flushed once at the end.
pub struct Output<W: Write> {
    sink: W,
    buf: Vec<u8>,
    broken: bool,
}

impl<W: Write> Output<W> {
    /// An output buffer in front of `sink`.
    pub fn new(sink: W) -> Self {
        Output {
            sink,
            buf: Vec::with_capacity(BLOCK + 64),
            broken: false,
        }
    }

    fn spill(&mut self) {
        if self.buf.len() >= BLOCK {
            self.flush();
        }
    }

    /// Writes out everything buffered. A closed stdout is not an error for a solver: later
    /// output is dropped.
    pub fn flush(&mut self) {
        if !self.broken && (self.sink.write_all(&self.buf).is_err() || self.sink.flush().is_err()) {
            self.broken = true;
        }
        self.buf.clear();
    }

    /// `text` and a newline.
    pub fn line(&mut self, text: &str) {
        self.buf.extend_from_slice(text.as_bytes());
        self.buf.push(b'\n');
        self.spill();
    }

    /// `numbers` separated by single spaces, then a newline.
    pub fn numbers(&mut self, numbers: impl IntoIterator<Item = u64>) {
        for (i, n) in numbers.into_iter().enumerate() {
            if i > 0 {
                self.buf.push(b' ');
            }
            push_decimal(&mut self.buf, n);
        }
        self.buf.push(b'\n');
        self.spill();
    }

    /// Formatted text; for what `line` and `numbers` do not cover.
    pub fn write_fmt(&mut self, args: std::fmt::Arguments) {
        let mut text = String::new();
        let _ = text.write_fmt(args);
        self.buf.extend_from_slice(text.as_bytes());
        self.spill();
    }
}

fn push_decimal(buf: &mut Vec<u8>, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    buf.extend_from_slice(&digits[i..]);
}

/// Runs `solve` on `input`, writing to `out`; flushes `out` however it ends. An [`InputError`]
/// becomes `Err` with the one-line message; any other panic is a bug and goes on unwinding.
pub fn run<R: Read, W: Write>(
    input: &mut Input<R>,
    out: &mut Output<W>,
    solve: impl FnOnce(&mut Input<R>, &mut Output<W>),
) -> Result<(), String> {
    let result = panic::catch_unwind(AssertUnwindSafe(|| solve(input, out)));
    out.flush();
    result.map_err(|payload| match payload.downcast::<InputError>() {
        Ok(error) => input.describe(&error),
        Err(payload) => panic::resume_unwind(payload),
    })
}

/// The `main` of every judge binary: runs `solve` on stdin and stdout. On bad input the
/// answers written so far are flushed, one line goes to stderr and the exit status is 1.
pub fn judge(
    solve: impl FnOnce(
        &mut Input<std::io::StdinLock<'static>>,
        &mut Output<std::io::StdoutLock<'static>>,
    ),
) {
    panic::set_hook(Box::new(|info| {
        if info.payload().is::<InputError>() {
            return;
        }
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()));
        eprintln!("internal error: {message}{}", place.unwrap_or_default());
    }));
    let mut input = Input::new(std::io::stdin().lock());
    let mut out = Output::new(std::io::stdout().lock());
    if let Err(message) = run(&mut input, &mut out, solve) {
        eprintln!("{message}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that hands out at most `step` bytes per read, to cross block boundaries.
    struct Trickle<'a>(&'a [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.1.min(buf.len()).min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    fn tokens(text: &[u8], step: usize) -> Vec<String> {
        let mut input = Input::new(Trickle(text, step));
        let mut out = Vec::new();
        while let Some(t) = input.next_token() {
            out.push(t.to_owned());
        }
        assert!(input.at_end());
        out
    }

    #[test]
    fn splits_on_any_ascii_whitespace_across_reads() {
        let text = b"  12\r\n\r\n345\t6\x0b7\x0c8 \n\n9";
        for step in [1, 2, 3, 7, 1 << 20] {
            assert_eq!(tokens(text, step), ["12", "345", "6", "7", "8", "9"]);
        }
        assert!(tokens(b"", 1).is_empty());
        assert!(tokens(b" \r\n ", 1).is_empty());
    }

    #[test]
    fn a_token_longer_than_a_block_is_read_whole() {
        let long = "H".repeat(3 * BLOCK + 5);
        let text = format!("3 {long} 4");
        for step in [1000, BLOCK, 1 << 20] {
            assert_eq!(tokens(text.as_bytes(), step), ["3", &long, "4"]);
        }
    }

    fn outcome(
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

    fn sum_pairs(input: &mut Input<&[u8]>, out: &mut Output<&mut Vec<u8>>) {
        while !input.at_end() {
            let a = U64::from_token(input.next_token());
            let b = U64::from_token(input.next_token());
            out.numbers([a + b]);
        }
    }

    #[test]
    fn numbers_are_strict() {
        let (printed, result) = outcome("1 2\n3 4\n5 x\n", sum_pairs);
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
            let (_, result) = outcome(&format!("1 {bad}"), sum_pairs);
            assert!(result.is_err(), "{bad}");
        }
        let (printed, result) = outcome(
            "0 18446744073709551615 00000000000000000000000009 1",
            sum_pairs,
        );
        assert_eq!(
            (printed.as_str(), result),
            ("18446744073709551615\n10\n", Ok(()))
        );
    }

    #[test]
    fn input_ending_early_names_the_token() {
        let (printed, result) = outcome("1 2\n3", sum_pairs);
        assert_eq!(printed, "3\n");
        let message = "error: input ended early: expected a whole number from 0 to \
                       18446744073709551615 (token 4)";
        assert_eq!(result, Err(message.into()));
    }

    #[test]
    fn coins_and_counts() {
        assert_eq!(Coins::from_token(Some("HTH")), [true, false, true]);
        assert_eq!(Usize::from_token(Some("7")), 7);
        let (_, result) = outcome("HXT", |input, _| {
            Coins::from_token(input.next_token());
        });
        assert!(matches!(result, Err(m) if m.contains("H and T")));
    }

    #[test]
    fn many_reserves_only_what_arrives() {
        let (_, result) = outcome("1 2 3", |input, _| {
            many::<U64>(usize::MAX).read_from(input);
        });
        assert!(matches!(result, Err(m) if m.contains("ended early")));
    }
}
