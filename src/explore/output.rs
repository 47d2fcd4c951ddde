//! Where the explorer's results go: values written to stdout as they are computed (a closed
//! pipe ends the program quietly) or kept in memory (`sg compare` reads two tables), a
//! progress bar on stderr when it is a terminal, and the sparse-space engine sized and
//! extended with its errors as messages.
use crate::explore::kinds::script::conjecture::{Conjecture, PartizanStart};
use crate::search::sparse_space::SparseSpace;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::fmt::Write as _;
use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// Values computed between looks at the periodicity theorem, the output and the progress line.
pub(crate) const STEP: usize = 1 << 16;

pub(crate) fn extend(engine: &mut SparseSpace, len: usize) -> Result<(), String> {
    engine.extend_to(len).map_err(|e| e.to_string())
}

/// Where a table goes: stdout, or memory.
enum Sink {
    Stdout(std::io::BufWriter<std::io::StdoutLock<'static>>),
    Memory(Vec<u8>),
}

impl Write for Sink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        match self {
            Sink::Stdout(out) => out.write(bytes),
            Sink::Memory(kept) => kept.write(bytes),
        }
    }

    fn write_all(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        match self {
            Sink::Stdout(out) => out.write_all(bytes),
            Sink::Memory(kept) => kept.write_all(bytes),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Sink::Stdout(out) => out.flush(),
            Sink::Memory(_) => Ok(()),
        }
    }
}

/// The table on stdout, written as it is computed; a closed pipe ends it quietly.
pub struct Output {
    out: Sink,
    row: bool,
    first: bool,
    text: String,
    /// The rule's `fn guess`, checked at each value written, and the next start's number.
    conjecture: Option<(Conjecture, usize)>,
}

impl Output {
    pub(crate) fn new(row: bool) -> Output {
        let out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
        Output::to(Sink::Stdout(out), row)
    }

    fn to(out: Sink, row: bool) -> Output {
        Output {
            out,
            row,
            first: true,
            text: String::new(),
            conjecture: None,
        }
    }

    /// A table kept in memory, a value to a word, read back by [`words`](Self::words).
    pub(crate) fn in_memory() -> Output {
        Output::to(Sink::Memory(Vec::new()), true)
    }

    /// The words of a table kept in memory (none for a table written to stdout).
    pub(crate) fn words(&self) -> Vec<String> {
        match &self.out {
            Sink::Memory(kept) => String::from_utf8_lossy(kept)
                .split_whitespace()
                .map(str::to_owned)
                .collect(),
            Sink::Stdout(_) => Vec::new(),
        }
    }

    /// Checks `conjecture` at each value written from now on (the first being start 0), and
    /// ends the table with its summary.
    pub(crate) fn checking(mut self, conjecture: Option<Conjecture>) -> Output {
        self.conjecture = conjecture.map(|c| (c, 0));
        self
    }

    /// `≠G` to mark a start where the guess G differs from the value `word` shown there
    /// (`partizan`: the start of a partizan rule, its class and canonical form).
    fn mark(
        &mut self,
        word: &str,
        partizan: Option<&mut dyn PartizanStart>,
    ) -> Result<String, String> {
        let Some((conjecture, n)) = &mut self.conjecture else {
            return Ok(String::new());
        };
        let guess = conjecture.check(*n, word, partizan)?;
        *n += 1;
        Ok(guess.map_or_else(String::new, |g| format!("≠{g}")))
    }

    /// A partizan start's `word` (its outcome class or canonical form), the start itself for
    /// the guess.
    pub(crate) fn word_of_start(
        &mut self,
        word: &str,
        start: &mut dyn PartizanStart,
    ) -> Result<(), String> {
        let mark = self.mark(word, Some(start))?;
        self.word_marked(word, &mark)
    }

    /// Whether stdout is a terminal (where the values themselves show the progress).
    pub(crate) fn to_terminal(&self) -> bool {
        std::io::stdout().is_terminal()
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

    /// A value written as a word (`∞(0,2)`), with its separator.
    pub(crate) fn word(&mut self, word: &str) -> Result<(), String> {
        let mark = self.mark(word, None)?;
        self.word_marked(word, &mark)
    }

    fn word_marked(&mut self, word: &str, mark: &str) -> Result<(), String> {
        if !self.first {
            let separator = self.separator();
            self.text.clear();
            self.text.push(separator);
            let written = self.out.write_all(self.text.as_bytes());
            written.map_err(write_failed)?;
        }
        self.first = false;
        self.out.write_all(word.as_bytes()).map_err(write_failed)?;
        self.out.write_all(mark.as_bytes()).map_err(write_failed)
    }

    pub(crate) fn value(&mut self, value: u128) -> Result<(), String> {
        if self.conjecture.is_some() {
            return self.word(&value.to_string());
        }
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

    /// After `values`, the values up to position `len` of a sequence periodic from
    /// `pre_period` with `period`: the period's text copied in blocks of about 64 KiB.
    pub(crate) fn periodic<V: Copy + Into<u128>>(
        &mut self,
        values: &[V],
        pre_period: usize,
        period: usize,
        len: usize,
    ) -> Result<(), String> {
        let value = |n: usize| values[pre_period + (n - pre_period) % period].into();
        let start = values.len();
        let mut text = String::new();
        for n in start..start + period {
            write!(text, "{}{}", self.separator(), value(n)).expect("a String");
        }
        let copies = (1 << 16) / text.len() + 1;
        let block = text.repeat(copies);
        let mut n = start;
        while len.saturating_sub(n) >= copies * period {
            self.raw(block.as_bytes())?;
            n += copies * period;
        }
        for n in n..len {
            self.value(value(n))?;
        }
        Ok(())
    }

    pub(crate) fn finish(mut self) -> Result<(), String> {
        let mut end = if self.first { "" } else { "\n" }.to_owned();
        if let Some((conjecture, _)) = &self.conjecture {
            end += &conjecture.summary();
            end.push('\n');
        }
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

/// A progress bar on stderr (indicatif) for a run past a second, only when stderr is a
/// terminal: values computed (of how many, if known), the rate and the rare heaps so far.
pub(crate) struct Progress {
    on: bool,
    of: Option<usize>,
    start: Instant,
    bar: Option<ProgressBar>,
    /// What is counted: values unless [`counting`](Self::counting) says otherwise.
    unit: &'static str,
}

/// How long a run goes before its progress is shown.
const QUIET: Duration = Duration::from_secs(1);

impl Progress {
    /// Progress towards `of` values (unknown if `None`); shown only if `wanted` too.
    pub(crate) fn new(of: Option<usize>, wanted: bool) -> Progress {
        Progress {
            on: wanted && std::io::stderr().is_terminal(),
            of,
            start: Instant::now(),
            bar: None,
            unit: "values",
        }
    }

    /// The same progress, counting `unit` (`pivots`) rather than values.
    pub(crate) fn counting(mut self, unit: &'static str) -> Progress {
        self.unit = unit;
        self
    }

    pub(crate) fn show(&mut self, done: usize, rare: usize) {
        if !self.on || self.start.elapsed() < QUIET {
            return;
        }
        let (of, unit) = (self.of, self.unit);
        let bar = self.bar.get_or_insert_with(|| {
            let (bar, template) = match of {
                Some(len) => (
                    ProgressBar::new(len as u64),
                    format!(
                        "{{wide_bar}} {{percent}}% of {{human_len}} {unit}, {{msg}}, eta {{eta}}"
                    ),
                ),
                None => (
                    ProgressBar::new_spinner(),
                    format!("{{spinner}} {{human_pos}} {unit}, {{msg}}, {{elapsed}}"),
                ),
            };
            bar.set_draw_target(ProgressDrawTarget::stderr());
            bar.set_style(ProgressStyle::with_template(&template).expect("a valid template"));
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        let rate = done as f64 / self.start.elapsed().as_secs_f64();
        bar.set_position(done as u64);
        bar.set_message(format!("{rate:.0}/s, {rare} rare heaps"));
    }

    /// As [`show`](Self::show), for values that are not counted in rare heaps.
    pub(crate) fn show_values(&mut self, done: usize) {
        self.show(done, 0);
        if let Some(bar) = &self.bar {
            let rate = done as f64 / self.start.elapsed().as_secs_f64();
            bar.set_message(format!("{rate:.0}/s"));
        }
    }

    pub(crate) fn clear(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
        self.on = false;
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}
