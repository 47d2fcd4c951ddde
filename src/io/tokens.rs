//! The token stream: input read block by block and split on ASCII whitespace, eight bytes at
//! a time, with the line of a token counted only when an error message needs it.

use super::runner::stop;
use super::{InputError, BLOCK};
use std::io::{ErrorKind, Read};

/// Where a token stands in the input: its line and its number, from 1 (see [`Input::place`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub line: u64,
    pub token: u64,
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}, token {}", self.line, self.token)
    }
}

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
    /// The last [`Place`] asked for: where its token starts in `buf` and its line (0 once
    /// `buf` has moved on), so that asking once per value counts each line once.
    seen: (usize, u64),
    /// The last token, made valid UTF-8, when it was not.
    lossy: String,
    /// Nothing has been read yet: a byte-order mark may come first.
    at_start: bool,
}

/// The UTF-8 byte-order mark, which Windows editors put at the start of text files.
const BOM: &[u8] = b"\xEF\xBB\xBF";

pub(super) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

pub(super) fn count_lines(bytes: &[u8]) -> u64 {
    // Sums of at most 255 flags fit in a byte, which lets the compiler use wide vectors.
    bytes
        .chunks(255)
        .map(|chunk| u64::from(chunk.iter().map(|&b| u8::from(b == b'\n')).sum::<u8>()))
        .sum()
}

/// The eight bytes at the start of `bytes` as one little-endian word.
#[inline]
pub(super) fn word_at(bytes: &[u8]) -> u64 {
    let mut word = [0; 8];
    word.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(word)
}

pub(super) const ONES: u64 = 0x0101_0101_0101_0101;
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
            seen: (0, 0),
            lossy: String::new(),
            at_start: true,
        }
    }

    /// Drops `buf[..keep_from]`, then reads more input after what is left, growing the buffer
    /// if it is full; false at end of input.
    fn refill(&mut self, keep_from: usize) -> bool {
        self.lines_dropped += count_lines(&self.buf[..keep_from]);
        self.seen = (0, 0);
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

    /// Where the last token read stands: its line and its number, for the words of a later
    /// check that names it (`among the X = 3 out-positions of line 2, token 5`).
    ///
    /// # Example
    /// ```
    /// use grundy::io::{Input, Place};
    /// let mut input = Input::new(&b"3\n1 2\n"[..]);
    /// input.next_bytes();
    /// input.next_bytes();
    /// assert_eq!(input.place(), Place { line: 2, token: 2 });
    /// assert_eq!(input.place().to_string(), "line 2, token 2");
    /// ```
    pub fn place(&mut self) -> Place {
        let (from, line) = match self.seen {
            (from, line) if line > 0 => (from, line),
            _ => (0, self.lines_dropped + 1),
        };
        let line = line + count_lines(&self.buf[from..self.token_start]);
        self.seen = (self.token_start, line);
        Place {
            line,
            token: self.tokens,
        }
    }

    /// The one-line message for `error` at the token that broke the promise: the last token
    /// read, or, when what was found is the text of an earlier token still in the buffer (a
    /// value checked once more were read: `fail("N from 1 to 10^9", "0")` after reading N and
    /// K), the nearest such token.
    pub fn describe(&self, error: &InputError) -> String {
        let expected = &error.expected;
        match &error.found {
            None => format!(
                "error: input ended early: expected {expected} (token {})",
                self.tokens
            ),
            Some(found) => {
                let (back, start) = self.token_of(found.as_bytes());
                let token = self.tokens - back;
                let line = self.lines_dropped + count_lines(&self.buf[..start]) + 1;
                format!("error: line {line}, token {token}: expected {expected}, found {found}")
            }
        }
    }

    /// How many tokens before the last the nearest token reading `found` is, and where it
    /// starts in the buffer; the last token's (0) if none in the buffer does.
    fn token_of(&self, found: &[u8]) -> (u64, usize) {
        let head = &self.buf[..scan_token(&self.buf[..self.end], self.token_start).0];
        let tokens = head.split(|&b| is_space(b)).rev().filter(|t| !t.is_empty());
        let start = |t: &[u8]| t.as_ptr() as usize - head.as_ptr() as usize;
        (0..self.tokens)
            .zip(tokens)
            .find(|(_, t)| *t == found)
            .map_or((0, self.token_start), |(back, t)| (back, start(t)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

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
    }

    #[test]
    fn a_token_longer_than_a_block_is_read_whole() {
        let long = "H".repeat(3 * BLOCK + 5);
        let text = format!("3 {long} 4");
        for step in [1000, BLOCK, 1 << 20] {
            assert_eq!(tokens(text.as_bytes(), step), ["3", &long, "4"]);
        }
    }

    #[test]
    fn places_count_lines_across_blocks_whenever_they_are_asked_for() {
        // Token t (from 1) ends its line when t % 3 == 2, padded so that blocks split lines.
        let mut text = String::new();
        for t in 1..=3 * BLOCK / 100 {
            let gap = if t % 3 == 2 {
                "\n".repeat(1 + t % 7)
            } else {
                " ".repeat(40)
            };
            text += &format!("{t}{gap}");
        }
        let line_of = |t: usize| {
            1 + (1..t)
                .filter(|u| u % 3 == 2)
                .map(|u| 1 + u % 7)
                .sum::<usize>()
        };
        for (step, every) in [(1000, 1), (BLOCK, 5), (777, 1000)] {
            let mut input = Input::new(Trickle(text.as_bytes(), step));
            let mut t = 0;
            while input.next_token().is_some() {
                t += 1;
                if t % every == 0 {
                    let place = Place {
                        line: line_of(t) as u64,
                        token: t as u64,
                    };
                    assert_eq!(input.place(), place, "{step}");
                }
            }
        }
    }

    /// A judge's pipe: each read hands out the next message sent, and a read past the last
    /// one is a read that would wait for a message the judge has not sent.
    struct Judge(Vec<&'static [u8]>);

    impl Read for Judge {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            assert!(
                !self.0.is_empty(),
                "waited for input the judge has not sent"
            );
            let message = self.0.remove(0);
            buf[..message.len()].copy_from_slice(message);
            Ok(message.len())
        }
    }

    #[test]
    fn a_token_is_read_without_waiting_for_the_next_message() {
        let mut input = Input::new(Judge(vec![b"6 1 2\n", b"3 2\r\n"]));
        for expected in ["6", "1", "2", "3", "2"] {
            assert_eq!(input.next_token(), Some(expected));
        }
        let mut input = Input::new(Judge(vec![b"-1 -1\n"]));
        assert_eq!(input.next_token(), Some("-1"));
        assert_eq!(input.tokens, 1);
        assert_eq!(input.next_token(), Some("-1"));
    }
}
