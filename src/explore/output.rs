//! Where the explorer's results go: values written to stdout as they are computed (a closed
//! pipe ends the program quietly), a progress line on stderr when it is a terminal, and the
//! sparse-space engine sized and extended with its errors as messages.
use crate::games::sparse_space::{Moves, SparseSpace};
use std::fmt::Write as _;
use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// Values computed between looks at the periodicity theorem, the output and the progress line.
pub(crate) const STEP: usize = 1 << 16;

/// A sparse-space engine with room for `len` values.
pub(crate) fn engine(moves: Moves, len: usize) -> Result<SparseSpace, String> {
    let mut engine = SparseSpace::new(moves);
    engine
        .reserve(len)
        .map_err(|_| format!("not enough memory for {len} values (2 bytes each)"))?;
    Ok(engine)
}

pub(crate) fn extend(engine: &mut SparseSpace, len: usize) -> Result<(), String> {
    engine.extend_to(len).map_err(|e| e.to_string())
}

/// The table on stdout, written as it is computed; a closed pipe ends it quietly.
pub(crate) struct Output {
    out: std::io::BufWriter<std::io::StdoutLock<'static>>,
    row: bool,
    first: bool,
    text: String,
}

impl Output {
    pub(crate) fn new(row: bool) -> Output {
        Output {
            out: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock()),
            row,
            first: true,
            text: String::new(),
        }
    }

    pub(crate) fn separator(&self) -> char {
        if self.row {
            ' '
        } else {
            '\n'
        }
    }

    /// Text of values, each with its separator before it (not the first value).
    pub(crate) fn raw(&mut self, text: &[u8]) -> Result<(), String> {
        self.out.write_all(text).map_err(write_failed)
    }

    pub(crate) fn value(&mut self, value: u128) -> Result<(), String> {
        self.text.clear();
        if !self.first {
            let separator = self.separator();
            self.text.push(separator);
        }
        self.first = false;
        // u64 formats several times faster than u128, and the values nearly always fit.
        match u64::try_from(value) {
            Ok(small) => write!(self.text, "{small}"),
            Err(_) => write!(self.text, "{value}"),
        }
        .expect("writing to a String cannot fail");
        let written = self.out.write_all(self.text.as_bytes());
        written.map_err(write_failed)
    }

    pub(crate) fn finish(mut self) -> Result<(), String> {
        let end = if self.first { "" } else { "\n" };
        let written = self
            .out
            .write_all(end.as_bytes())
            .and_then(|_| self.out.flush());
        written.map_err(write_failed)
    }
}

/// Ends the program on a failed write, as `main` does for the other commands: quietly on a
/// closed pipe (`sg table ... | head`: the reader has seen enough), else with the error and
/// status 1.
pub(crate) fn write_failed(error: std::io::Error) -> String {
    if error.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("error: cannot write the output: {error}");
    std::process::exit(1);
}

/// A progress line on stderr, only when stderr is a terminal.
pub(crate) struct Progress {
    on: bool,
    start: Instant,
    shown: Instant,
}

impl Progress {
    pub(crate) fn new() -> Progress {
        let now = Instant::now();
        Progress {
            on: std::io::stderr().is_terminal(),
            start: now,
            shown: now,
        }
    }

    pub(crate) fn show(&mut self, done: usize, of: Option<usize>, rare: usize) {
        if !self.on || self.shown.elapsed() < Duration::from_millis(200) {
            return;
        }
        self.shown = Instant::now();
        let rate = done as f64 / self.start.elapsed().as_secs_f64().max(1e-9);
        let share = of.map_or(String::new(), |of| {
            format!(" of {of} ({:.1}%)", 100.0 * done as f64 / of as f64)
        });
        eprint!("\r\x1b[K{done} values{share}, {rate:.0}/s, {rare} rare heaps");
    }

    pub(crate) fn clear(&mut self) {
        if self.on {
            eprint!("\r\x1b[K");
        }
        self.on = false;
    }
}
