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
//! `error: line L, token N: expected ..., found ...` on stderr and exits with status 1. Output
//! that cannot be written is an error too (`error: cannot write the output: ...`, status 1),
//! except a closed pipe (`| head`): nobody reads on, so the binary ends quietly with status 0.
//! A UTF-8 byte-order mark at the start of the input is skipped.

use std::io::{ErrorKind, Read, Write};
use std::panic::{self, AssertUnwindSafe};

mod proconio_bridge;

const BLOCK: usize = 1 << 16;

/// A whitespace-separated token stream over any reader, read block by block.
pub struct Input<R> {
    reader: R,
    buf: Vec<u8>,
    /// The unread input is `buf[pos..end]`.
    pos: usize,
    end: usize,
    eof: bool,
    /// Tokens handed out, counting the missing one at end of input.
    tokens: u64,
    /// Where the last token starts in `buf`, and the newlines in input dropped from `buf`: the
    /// line of a token is counted only when an error needs it.
    token_start: usize,
    lines_dropped: u64,
    /// The last token, made valid UTF-8, when it was not.
    lossy: String,
    /// Nothing has been read yet: a byte-order mark may come first.
    at_start: bool,
}

/// The UTF-8 byte-order mark, which Windows editors put at the start of text files.
const BOM: &[u8] = b"\xEF\xBB\xBF";

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

fn count_lines(bytes: &[u8]) -> u64 {
    // Sums of at most 255 flags fit in a byte, which lets the compiler use wide vectors.
    bytes
        .chunks(255)
        .map(|chunk| u64::from(chunk.iter().map(|&b| u8::from(b == b'\n')).sum::<u8>()))
        .sum()
}

/// The eight bytes at the start of `bytes` as one little-endian word.
#[inline]
fn word_at(bytes: &[u8]) -> u64 {
    let mut word = [0; 8];
    word.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(word)
}

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// Where the token starting at `data[from]` ends (the index of the first whitespace byte after
/// it, or `data.len()`), and the OR of its bytes. Eight bytes at a time: a byte below 0x21 is
/// where a token may end, and the lowest such byte in a word is found exactly.
#[inline]
fn scan_token(data: &[u8], from: usize) -> (usize, u64) {
    let mut i = from;
    let mut bits = 0;
    while let Some(chunk) = data.get(i..i + 8) {
        let word = word_at(chunk);
        let low = word.wrapping_sub(ONES * 0x21) & !word & HIGHS;
        if low == 0 {
            bits |= word;
            i += 8;
            continue;
        }
        let len = (low.trailing_zeros() / 8) as usize;
        bits |= word & ((1u64 << (8 * len)) - 1);
        i += len;
        if is_space(chunk[len]) {
            return (i, bits);
        }
        bits |= u64::from(chunk[len]); // a control byte: part of the (bad) token
        i += 1;
    }
    while i < data.len() && !is_space(data[i]) {
        bits |= u64::from(data[i]);
        i += 1;
    }
    (i, bits)
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
            token_start: 0,
            lines_dropped: 0,
            lossy: String::new(),
            at_start: true,
        }
    }

    /// Drops `buf[..keep_from]`, then reads more input after what is left, growing the buffer
    /// if it is full; false at end of input.
    fn refill(&mut self, keep_from: usize) -> bool {
        self.lines_dropped += count_lines(&self.buf[..keep_from]);
        self.buf.copy_within(keep_from..self.end, 0);
        self.end -= keep_from;
        self.pos -= keep_from;
        if self.end == self.buf.len() {
            self.buf.resize(self.buf.len() * 2, 0);
        }
        let before = self.end;
        loop {
            match self.reader.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    self.at_start = false;
                    return self.end > before;
                }
                Ok(n) => {
                    self.end += n;
                    if self.at_start {
                        // A byte-order mark is skipped; a part of one may still become one.
                        let read = &self.buf[..self.end];
                        if read.len() < BOM.len() && BOM.starts_with(read) {
                            continue;
                        }
                        self.at_start = false;
                        if read.starts_with(BOM) {
                            self.pos = BOM.len();
                        }
                    }
                    return true;
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => {
                    self.token_start = self.pos;
                    stop("readable input", Some(e.to_string().as_bytes()))
                }
            }
        }
    }

    /// Skips whitespace; true if a token follows.
    #[inline]
    fn skip_space(&mut self) -> bool {
        loop {
            let rest = &self.buf[self.pos..self.end];
            let skip = rest.iter().take_while(|&&b| is_space(b)).count();
            self.pos += skip;
            if skip < rest.len() {
                return true;
            }
            if self.eof || !self.refill(self.end) {
                return false;
            }
        }
    }

    /// True when only whitespace is left: the test for "read cases until end of input".
    pub fn at_end(&mut self) -> bool {
        !self.skip_space()
    }

    /// The next token as `buf[start..end]` and whether it is all ASCII, or `None` at end of
    /// input.
    #[inline(always)]
    fn next_span(&mut self) -> Option<(usize, usize, bool)> {
        self.tokens += 1;
        let found = self.skip_space();
        loop {
            let (end, bits) = scan_token(&self.buf[..self.end], self.pos);
            if end < self.end || self.eof {
                self.token_start = std::mem::replace(&mut self.pos, end);
                return found.then_some((self.token_start, end, bits & HIGHS == 0));
            }
            // At the end of the buffer the token may go on in unread input: keep it, read on.
            self.refill(self.pos);
        }
    }

    /// The next token's bytes, or `None` at end of input.
    #[inline]
    pub fn next_bytes(&mut self) -> Option<&[u8]> {
        let (start, end, _) = self.next_span()?;
        Some(&self.buf[start..end])
    }

    /// The next token as text, or `None` at end of input. A token that is not UTF-8 comes back
    /// with U+FFFD in place of the bad bytes, so that it fails to parse like any other junk.
    #[inline(always)]
    pub fn next_token(&mut self) -> Option<&str> {
        let (start, end, ascii) = self.next_span()?;
        if ascii {
            // SAFETY: every byte of the token is below 0x80, and ASCII is valid UTF-8. The
            // checked conversion costs the Nim benchmark 10% of its time (`cargo xtask bench`).
            return Some(unsafe { std::str::from_utf8_unchecked(&self.buf[start..end]) });
        }
        self.lossy = String::from_utf8_lossy(&self.buf[start..end]).into_owned();
        Some(&self.lossy)
    }

    /// The one-line message for `error` at the last token read.
    pub fn describe(&self, error: &InputError) -> String {
        let (token, expected) = (self.tokens, &error.expected);
        match &error.found {
            None => format!("error: input ended early: expected {expected} (token {token})"),
            Some(found) => {
                let line = self.lines_dropped + count_lines(&self.buf[..self.token_start]) + 1;
                format!("error: line {line}, token {token}: expected {expected}, found {found}")
            }
        }
    }
}

/// Why a solver stopped: what it expected and what it found, as the message shows it (a token
/// in quotes, or words); `None`: the input had ended.
#[derive(Debug)]
pub struct InputError {
    pub expected: String,
    pub found: Option<String>,
}

/// Stops the solver on bad input that a binary finds itself, at the last token read: `expected`
/// says what belonged there and `found`, in words, what was there (`a row of 2 coins`).
pub fn fail(expected: &str, found: &str) -> ! {
    panic::panic_any(InputError {
        expected: expected.to_owned(),
        found: Some(found.to_owned()),
    })
}

/// Stops the solver: `found` is the offending token, shown quoted (at most 40 characters of
/// it), `None` at end of input.
fn stop(expected: &str, found: Option<&[u8]>) -> ! {
    let quoted = |token| {
        let token = String::from_utf8_lossy(token);
        let shown: String = token.chars().take(40).collect();
        let cut = if shown.len() < token.len() { "..." } else { "" };
        format!("{shown:?}{cut}")
    };
    panic::panic_any(InputError {
        expected: expected.to_owned(),
        found: found.map(quoted),
    })
}

/// A value read from one token.
pub trait FromToken {
    type Output;
    /// Parses `token` (`None` at end of input), stopping with an [`InputError`] if it does not
    /// fit.
    fn from_token(token: Option<&[u8]>) -> Self::Output;
}

/// A whole number from 0 to `u64::MAX`: digits only, no sign.
pub enum U64 {}

/// A count or length: a [`U64`] that fits in `usize`.
pub enum Usize {}

/// A row of coins, `H` for heads and `T` for tails: `true` where heads.
pub enum Coins {}

const NUMBER: &str = "a whole number from 0 to 18446744073709551615";

/// The value of eight ASCII digits, first digit in the lowest byte; `None` unless all eight
/// are digits. Pairs, then quads, then the halves are combined by multiplication (SWAR).
#[inline]
fn eight_digits(word: u64) -> Option<u64> {
    let nibbles = ONES * 0xF0;
    if word & nibbles != ONES * 0x30 || word.wrapping_add(ONES * 0x06) & nibbles != ONES * 0x30 {
        return None;
    }
    let v = (word & (ONES * 0x0F)).wrapping_mul(10 << 8 | 1) >> 8;
    let v = (v & 0x00FF_00FF_00FF_00FF).wrapping_mul(100 << 16 | 1) >> 16;
    Some((v & 0x0000_FFFF_0000_FFFF).wrapping_mul(10000 << 32 | 1) >> 32)
}

/// The value of one to eight ASCII digits, or `None` if any byte is not a digit: the digits go
/// right-aligned into a word of `'0'` bytes, read with at most two loads.
#[inline]
fn short_digits(digits: &[u8]) -> Option<u64> {
    let len = digits.len();
    let word = if len >= 4 {
        let half = |at: usize| {
            let d = &digits[at..at + 4];
            u64::from(u32::from_le_bytes([d[0], d[1], d[2], d[3]]))
        };
        half(0) | half(len - 4) << (8 * (len - 4))
    } else {
        digits
            .iter()
            .rev()
            .fold(0, |word, &b| word << 8 | u64::from(b))
    };
    let pad = 8 * (8 - len);
    eight_digits(if pad == 0 {
        word
    } else {
        word << pad | (ONES * 0x30) >> (64 - pad)
    })
}

#[inline]
fn parse_u64(token: &[u8]) -> Option<u64> {
    // Nine to sixteen digits: the last eight, and what comes before them; and so on up to 20.
    let up_to_16 = |digits: &[u8]| {
        let (high, low) = digits.split_at(digits.len() - 8);
        Some(short_digits(high)? * 100_000_000 + eight_digits(word_at(low))?)
    };
    let up_to_20 = |digits: &[u8]| {
        let (high, low) = digits.split_at(digits.len() - 8);
        let high = up_to_16(high)?.checked_mul(100_000_000)?;
        high.checked_add(eight_digits(word_at(low))?)
    };
    match token.len() {
        0 => None,
        1..=8 => short_digits(token),
        9..=16 => up_to_16(token),
        17..=20 => up_to_20(token),
        len => {
            // Past 20 digits only leading zeros can keep a number in range.
            let (zeros, rest) = token.split_at(len - 20);
            zeros.iter().all(|&b| b == b'0').then(|| up_to_20(rest))?
        }
    }
}

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

impl FromToken for Usize {
    type Output = usize;
    fn from_token(token: Option<&[u8]>) -> usize {
        const COUNT: &str = "a count that fits in usize";
        let value = U64::from_token(token);
        if value > usize::MAX as u64 {
            stop(COUNT, token);
        }
        value as usize
    }
}

impl FromToken for Coins {
    type Output = Vec<bool>;
    fn from_token(token: Option<&[u8]>) -> Vec<bool> {
        const ROW: &str = "a row of coins written with H and T";
        let Some(t) = token else { stop(ROW, None) };
        t.iter()
            .map(|&b| match b {
                b'H' => true,
                b'T' => false,
                _ => stop(ROW, Some(t)),
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
        self.collect(|| T::from_token(input.next_bytes()))
    }

    /// The values that `read` gives one by one, memory reserved as they come.
    fn collect(self, mut read: impl FnMut() -> T::Output) -> Vec<T::Output> {
        let mut values = Vec::with_capacity(self.0.min(BLOCK));
        for _ in 0..self.0 {
            values.push(read());
        }
        values
    }
}

/// Buffered standard output, written in blocks and flushed once at the end.
pub struct Output<W: Write> {
    sink: W,
    buf: Vec<u8>,
    /// The first write that failed; nothing more is written after it.
    failed: Option<std::io::Error>,
}

/// The panic payload that stops a solver whose output can no longer be written.
struct WriteFailed;

impl<W: Write> Output<W> {
    /// An output buffer in front of `sink`.
    pub fn new(sink: W) -> Self {
        Output {
            sink,
            buf: Vec::with_capacity(BLOCK + 64),
            failed: None,
        }
    }

    /// Writes out a full buffer; stops the solver (inside [`run`]) once writing has failed,
    /// since its answers can go nowhere.
    fn spill(&mut self) {
        if self.buf.len() >= BLOCK {
            self.flush();
            if self.failed.is_some() {
                // Not a panic: the hook stays silent, and `run` catches it.
                panic::resume_unwind(Box::new(WriteFailed));
            }
        }
    }

    /// Writes out everything buffered. After a failed write, later output is dropped and
    /// [`Output::write_error`] says why.
    pub fn flush(&mut self) {
        if self.failed.is_none() {
            let written = self.sink.write_all(&self.buf);
            self.failed = written.and_then(|()| self.sink.flush()).err();
        }
        self.buf.clear();
    }

    /// Why writing failed, if it did.
    pub fn write_error(&self) -> Option<&std::io::Error> {
        self.failed.as_ref()
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
}

/// "0000" to "9999": numbers are written four digits per table lookup.
static QUADS: [[u8; 4]; 10_000] = {
    let mut quads = [[0; 4]; 10_000];
    let mut i = 0;
    while i < 10_000 {
        let (a, b, c, d) = (i / 1000, i / 100 % 10, i / 10 % 10, i % 10);
        quads[i] = [
            b'0' + a as u8,
            b'0' + b as u8,
            b'0' + c as u8,
            b'0' + d as u8,
        ];
        i += 1;
    }
    quads
};

fn push_decimal(buf: &mut Vec<u8>, n: u64) {
    // The last eight digits, and what comes before them; numbers below 2^32 (most) split with
    // 32-bit arithmetic, which is cheaper.
    let (high, low) = if n >> 32 == 0 {
        let n = n as u32;
        (u64::from(n / 100_000_000), n % 100_000_000)
    } else {
        (n / 100_000_000, (n % 100_000_000) as u32)
    };
    let quad = |i: u32| u32::from_le_bytes(QUADS[i as usize]);
    let word = u64::from(quad(low / 10_000)) | u64::from(quad(low % 10_000)) << 32;
    if high > 0 {
        match high {
            1..=9 => buf.push(b'0' + high as u8),
            10..=99 => buf.extend_from_slice(&QUADS[high as usize][2..]),
            _ => push_decimal(buf, high),
        }
        buf.extend_from_slice(&word.to_le_bytes());
    } else {
        // Leading zeros shifted out.
        let zeros = 7 - low.checked_ilog10().unwrap_or(0) as usize;
        buf.extend_from_slice(&(word >> (8 * zeros)).to_le_bytes());
        buf.truncate(buf.len() - zeros);
    }
}

/// Runs `solve` on `input`, writing to `out`; flushes `out` however it ends. An [`InputError`],
/// or else output that could not be written, becomes `Err` with the one-line message; a closed
/// pipe is not an error, only the end of the run. Any other panic is a bug and goes on
/// unwinding.
pub fn run<R: Read, W: Write>(
    input: &mut Input<R>,
    out: &mut Output<W>,
    solve: impl FnOnce(&mut Input<R>, &mut Output<W>),
) -> Result<(), String> {
    let result = panic::catch_unwind(AssertUnwindSafe(|| solve(input, out)));
    out.flush();
    if let Err(payload) = result {
        match payload.downcast::<InputError>() {
            Ok(error) => return Err(input.describe(&error)),
            Err(payload) if !payload.is::<WriteFailed>() => panic::resume_unwind(payload),
            _ => {}
        }
    }
    match out.write_error() {
        // A reader that closed the pipe (`| head`) has all it wanted.
        Some(e) if e.kind() != ErrorKind::BrokenPipe => {
            Err(format!("error: cannot write the output: {e}"))
        }
        _ => Ok(()),
    }
}

/// The `main` of every judge binary: runs `solve` on stdin and stdout. On bad input, or output
/// that cannot be written, the answers written so far are flushed, one line goes to stderr and
/// the exit status is 1; when stdout is a pipe that its reader closed, the binary stops quietly
/// with status 0 (see [`run`]).
pub fn judge(
    solve: impl FnOnce(
        &mut Input<std::io::StdinLock<'static>>,
        &mut Output<std::io::StdoutLock<'static>>,
    ),
) {
    panic::set_hook(Box::new(|info| {
        // Bad input has its message printed by `judge`; anything else is a bug: one line too.
        if !info.payload().is::<InputError>() {
            eprintln!("internal error: {}", info.to_string().replace('\n', " "));
        }
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
    fn a_byte_order_mark_at_the_start_is_skipped() {
        for step in [1, 2, 3, 1 << 20] {
            assert_eq!(tokens(b"\xEF\xBB\xBF12 3", step), ["12", "3"]);
            assert!(tokens(b"\xEF\xBB\xBF", step).is_empty());
            assert!(tokens(b"\xEF\xBB\xBF\r\n", step).is_empty());
            // Only at the start, and only whole: anything else is part of a token.
            assert_eq!(tokens(b"\xEF\xBB", step), ["\u{FFFD}"]);
            assert_eq!(tokens(b"1 \xEF\xBB\xBF2", step), ["1", "\u{FEFF}2"]);
            assert_eq!(tokens(b"\xEF\xBB\xBF\xEF\xBB\xBF1", step), ["\u{FEFF}1"]);
        }
        let (printed, result) = outcome("\u{FEFF}1 2\n3 x", sum_pairs);
        assert_eq!(printed, "3\n");
        assert!(matches!(result, Err(m) if m.starts_with("error: line 2, token 4:")));
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
            let a = U64::from_token(input.next_bytes());
            let b = U64::from_token(input.next_bytes());
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
    fn numbers_parse_like_std_at_every_length() {
        // Digits only, any length, leading zeros allowed; one bad byte anywhere spoils it.
        let expected = |t: &[u8]| {
            let digits = !t.is_empty() && t.iter().all(u8::is_ascii_digit);
            digits.then(|| std::str::from_utf8(t).unwrap().parse::<u64>().ok())?
        };
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut random = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for len in 0..=24 {
            for _ in 0..300 {
                let mut token: Vec<u8> = (0..len).map(|_| b'0' + random(10) as u8).collect();
                if len > 0 && random(3) == 0 {
                    let bad = [
                        b'/',
                        b':',
                        b'a',
                        b'+',
                        b'-',
                        b'.',
                        0,
                        0x7f,
                        0x80,
                        0xff,
                        b'0' - 16,
                    ];
                    token[random(len) as usize] = bad[random(bad.len() as u64) as usize];
                }
                assert_eq!(parse_u64(&token), expected(&token), "{token:?}");
            }
        }
        assert_eq!(parse_u64(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(parse_u64(b"18446744073709551616"), None);
        assert_eq!(parse_u64(b"99999999999999999999"), None);
    }

    #[test]
    fn numbers_print_like_std() {
        let mut values = vec![0, 9, 10, 99, 100, 99_999_999, 100_000_000, u64::MAX];
        for digits in 1..=20u32 {
            let top = 10u64.checked_pow(digits).unwrap_or(u64::MAX);
            values.extend([
                top / 10,
                top - 1,
                top / 10 + 1,
                top / 3,
                top / 10 * 7 + 12_345,
            ]);
        }
        let mut buf = Vec::new();
        for &n in &values {
            buf.clear();
            push_decimal(&mut buf, n);
            assert_eq!(String::from_utf8(buf.clone()).unwrap(), n.to_string());
        }
        // Values below 10^8 at a stride: every length and many digits in each place.
        for n in (0..100_000_000).step_by(997) {
            buf.clear();
            push_decimal(&mut buf, n);
            assert_eq!(buf, n.to_string().as_bytes(), "{n}");
        }
    }

    #[test]
    fn input_ending_early_names_the_token() {
        let (printed, result) = outcome("1 2\n3", sum_pairs);
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
        let result = run(&mut Input::new(&b"1 2 3 4"[..]), &mut out, sum_pairs_to);
        assert!(matches!(result, Err(m) if m.contains("cannot write")));
        let mut out = Output::new(sink(0));
        let result = run(&mut Input::new(&b"1 2 x"[..]), &mut out, sum_pairs_to);
        assert!(matches!(result, Err(m) if m.contains("found \"x\"")));
        assert!(out.write_error().is_some());
        // Room enough: no error.
        let mut out = Output::new(sink(4));
        assert_eq!(
            run(&mut Input::new(&b"1 2 3 4"[..]), &mut out, sum_pairs_to),
            Ok(())
        );
        assert!(out.write_error().is_none());
    }

    fn sum_pairs_to<W: Write>(input: &mut Input<&[u8]>, out: &mut Output<W>) {
        while !input.at_end() {
            let a = U64::from_token(input.next_bytes());
            let b = U64::from_token(input.next_bytes());
            out.numbers([a + b]);
        }
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
    fn many_reserves_only_what_arrives() {
        let (_, result) = outcome("1 2 3", |input, _| {
            many::<U64>(usize::MAX).read_from(input);
        });
        assert!(matches!(result, Err(m) if m.contains("ended early")));
    }
}
