//! The buffered output: lines and numbers into one buffer, written out in blocks, numbers
//! four digits per table lookup.

use super::BLOCK;
use std::io::Write;
use std::panic;

/// Buffered standard output, written in blocks and flushed once at the end; or, for a game
/// played against a judge ([`Output::interactive`]), written and flushed line by line.
pub struct Output<W: Write> {
    sink: W,
    buf: Vec<u8>,
    /// Every line goes out at once (a move the judge is waiting for).
    eager: bool,
    /// The first write that failed; nothing more is written after it.
    failed: Option<std::io::Error>,
}

/// The panic payload that stops a solver whose output can no longer be written.
pub(super) struct WriteFailed;

impl<W: Write> Output<W> {
    /// An output buffer in front of `sink`.
    pub fn new(sink: W) -> Self {
        Output {
            sink,
            buf: Vec::with_capacity(BLOCK + 64),
            eager: false,
            failed: None,
        }
    }

    /// An output in front of `sink` that writes and flushes each line as soon as it is
    /// complete, for a program that plays against a judge: the judge answers a move only once
    /// it has read it.
    pub fn interactive(sink: W) -> Self {
        Output {
            eager: true,
            ..Output::new(sink)
        }
    }

    /// Writes out a full buffer (in interactive mode, any complete line); stops the solver
    /// (inside [`run`](super::run)) once writing has failed, since its answers can go nowhere.
    fn spill(&mut self) {
        if self.buf.len() >= BLOCK || self.eager {
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
    #[inline]
    pub fn line(&mut self, text: &str) {
        self.buf.extend_from_slice(text.as_bytes());
        self.buf.push(b'\n');
        self.spill();
    }

    /// `numbers` separated by single spaces, then a newline.
    #[inline]
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

#[cfg(test)]
mod tests {
    use super::*;

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

    /// A sink that keeps each write apart, to see when output goes out.
    #[derive(Default)]
    struct Writes(Vec<Vec<u8>>);

    impl std::io::Write for Writes {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.push(buf.to_vec());
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn interactive_output_sends_each_line_at_once() {
        let mut out = Output::interactive(Writes::default());
        out.line("First");
        out.numbers([3, 2]);
        assert_eq!(out.sink.0, [b"First\n".to_vec(), b"3 2\n".to_vec()]);
        let mut batch = Output::new(Writes::default());
        batch.line("First");
        assert!(batch.sink.0.is_empty(), "a batch binary writes in blocks");
    }
}
