//! Running a solver: bad input stops it with an [`InputError`] (from the markers' parsers or
//! [`fail`]), and [`run`] and [`judge`] turn that, or output that cannot be written, into one
//! line on stderr.

use super::writer::WriteFailed;
use super::{Input, Output};
use std::io::{ErrorKind, Read, Write};
use std::panic::{self, AssertUnwindSafe};

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

/// Stops the solver at `token`, which is not what a marker outside this module takes
/// (`partizan::hackenbush::Colour`): `stop` for them (a function of its own, so that a bundle
/// that needs no such marker carries none of it).
pub fn refuse(expected: &str, token: Option<&[u8]>) -> ! {
    stop(expected, token)
}

/// Stops the solver, as [`fail`] does, unless `value` lies in `range`; `expected` names the
/// range in the statement's words (`n from 1 to 1000`). Returns `value`. Call it before the
/// next token is read (or read and check at once, [`Input::within`]): a value checked later is
/// found back by its text, which names the wrong token if a later one reads the same.
pub fn within<T: PartialOrd + std::fmt::Display>(
    value: T,
    range: std::ops::RangeInclusive<T>,
    expected: &str,
) -> T {
    if !range.contains(&value) {
        fail(expected, &value.to_string());
    }
    value
}

/// Stops the solver: `found` is the offending token, shown quoted (at most 40 characters of
/// it), `None` at end of input.
pub(super) fn stop(expected: &str, found: Option<&[u8]>) -> ! {
    panic::panic_any(InputError {
        expected: expected.to_owned(),
        found: found.map(quoted),
    })
}

/// A token as a stop shows it: quoted, at most 40 characters of it.
pub(super) fn quoted(token: &[u8]) -> String {
    let token = String::from_utf8_lossy(token);
    let shown: String = token.chars().take(40).collect();
    let cut = if shown.len() < token.len() { "..." } else { "" };
    format!("{shown:?}{cut}")
}

/// How a reader that is not the library's (proconio's, with Cargo) stops the solver: its
/// panic read as the stop it means, plugged in by the reader when it first reads (see
/// `proconio_bridge`); `None` in a bundle, which has no such reader.
pub(super) type ForeignStop = fn(&(dyn std::any::Any + Send)) -> Option<InputError>;
pub(super) static FOREIGN_STOP: std::sync::OnceLock<ForeignStop> = std::sync::OnceLock::new();

fn foreign_stop(payload: &(dyn std::any::Any + Send)) -> Option<InputError> {
    FOREIGN_STOP.get().and_then(|stop| stop(payload))
}

/// Runs `solve` on `input`, writing to `out`; flushes `out` however it ends. An [`InputError`]
/// (or a foreign reader's stop, see `FOREIGN_STOP`), or else output that could not be written,
/// becomes `Err` with the one-line message; a closed
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
            Err(payload) => match foreign_stop(&*payload) {
                Some(error) => return Err(input.describe(&error)),
                None if !payload.is::<WriteFailed>() => panic::resume_unwind(payload),
                None => {}
            },
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
    quiet_input_errors();
    let mut input = Input::new(std::io::stdin().lock());
    let mut out = Output::new(std::io::stdout().lock());
    if let Err(message) = run(&mut input, &mut out, solve) {
        eprintln!("{message}");
        std::process::exit(1);
    }
}

/// The `main` of a binary that plays a game against the judge (an interactive problem):
/// [`judge`] with every line written and flushed as soon as it is complete
/// ([`Output::interactive`]), and the input read token by token as the judge sends it (the
/// reader asks for more only when the token it needs has not arrived). Whatever the judge
/// does wrong ends the game at once with status 0 and nothing more on stdout, as judges
/// expect: a token that is not what the protocol says (`-1 -1` where a move belongs, unless
/// the solver reads it as the end), a move the solver rejects with [`fail`], its input ending,
/// or its end of the pipe closed. The reason goes to stderr, which judges do not read. Only
/// output that cannot be written for another reason (a full disk) is status 1.
///
/// # Example
/// A game of Nim on one pile, where the judge moves first and the solver takes what is left:
/// ```no_run
/// use grundy::io::{play, U64};
/// use proconio::input;
/// play(|src, out| {
///     input! { from &mut *src, pile: U64 }
///     out.line("Second");
///     input! { from &mut *src, take: U64 }
///     out.numbers([pile - take]);
/// });
/// ```
pub fn play(
    solve: impl FnOnce(
        &mut Input<std::io::StdinLock<'static>>,
        &mut Output<std::io::StdoutLock<'static>>,
    ),
) {
    quiet_input_errors();
    let mut input = Input::new(std::io::stdin().lock());
    let mut out = Output::interactive(std::io::stdout().lock());
    if let Err(message) = run(&mut input, &mut out, solve) {
        eprintln!("{message}");
        if out
            .write_error()
            .is_some_and(|e| e.kind() != ErrorKind::BrokenPipe)
        {
            std::process::exit(1);
        }
    }
}

/// Bad input has its message printed by [`judge`] or [`play`]; any other panic is a bug,
/// shown in one line too.
fn quiet_input_errors() {
    panic::set_hook(Box::new(|info| {
        // Bad input has its message printed by `judge`; anything else is a bug: one line too.
        let payload = info.payload();
        if !payload.is::<InputError>() && foreign_stop(payload).is_none() {
            eprintln!("internal error: {}", info.to_string().replace('\n', " "));
        }
    }));
}
