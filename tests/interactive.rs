//! The local judge for the interactive binaries: one interactor per problem
//! (`tests/interactive/<binary>.rs`), written from the statement alone, plays the judge's side
//! against the binary, and against its bundle compiled by bare `rustc` in editions 2018, 2021
//! and 2024, over the statement's samples, every small game and games at the limits. It plays
//! as hard as it can: by exhaustive search where the game is small, by a strategy of its own
//! where it knows one, else random and adversarial moves; and it wins whenever the program
//! takes the wrong side. A game fails on an illegal or malformed line, a loss, output after the
//! end, an exit status other than 0, or a game slower than its deadline.
//!
//! The judge is also checked against players that must lose to it: one that moves at random,
//! and one that takes the wrong side and then plays the library's strategy.

mod common;

#[path = "interactive/abc278_g.rs"]
mod abc278_g;
#[path = "interactive/cf_1147f.rs"]
mod cf_1147f;
#[path = "interactive/cf_1375f.rs"]
mod cf_1375f;

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

/// How a game went wrong for the program, in words.
pub type Verdict = Result<(), String>;

/// The program's end of a game as the judge sees it: lines to it, lines from it (each read by a
/// thread as it comes, so that a silent program is caught by the deadline, not waited for).
pub struct Link {
    to: Box<dyn FnMut(&str) -> bool>,
    from: Receiver<Line>,
    deadline: Instant,
    child: Option<Child>,
    /// The messages of both sides, for the report of a failed game.
    pub transcript: Vec<String>,
}

/// A line from the program, or the end of its output.
enum Line {
    Complete(String),
    /// The output ended without a newline after this text.
    Unfinished(String),
}

/// How long a whole game may take: far above the judges' limits in a release build, so that
/// only a hang or a blunder of complexity fails it, and the tests pass in a debug build too.
pub const GAME_TIME: Duration = Duration::from_secs(20);

impl Link {
    /// Starts `program` for one game (or one run of several).
    pub fn spawn(program: &Path) -> Link {
        let mut child = Command::new(program)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()));
        let mut stdin: ChildStdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || read_lines(BufReader::new(stdout), &tx));
        Link {
            to: Box::new(move |line: &str| {
                writeln!(stdin, "{line}")
                    .and_then(|()| stdin.flush())
                    .is_ok()
            }),
            from: rx,
            deadline: Instant::now() + GAME_TIME,
            child: Some(child),
            transcript: Vec::new(),
        }
    }

    /// A player run in this process: `player` reads the judge's lines from its receiver and
    /// sends its own (each without the newline); it ends by returning.
    pub fn in_process(
        player: impl FnOnce(Receiver<String>, Sender<String>) + Send + 'static,
    ) -> Link {
        let (to_player, player_in) = channel::<String>();
        let (player_out, from_player) = channel::<String>();
        let (tx, rx) = channel();
        std::thread::spawn(move || player(player_in, player_out));
        std::thread::spawn(move || {
            for line in from_player {
                if tx.send(Line::Complete(line)).is_err() {
                    return;
                }
            }
        });
        Link {
            to: Box::new(move |line: &str| to_player.send(line.to_owned()).is_ok()),
            from: rx,
            deadline: Instant::now() + GAME_TIME,
            child: None,
            transcript: Vec::new(),
        }
    }

    /// Sends `line` to the program. A program that has already exited does not read it; that
    /// is not an error here: its next line will be missing.
    pub fn send(&mut self, line: &str) {
        self.transcript.push(format!("judge: {line}"));
        let _ = (self.to)(line);
    }

    /// The program's next line, without its newline.
    pub fn receive(&mut self) -> Result<String, String> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        match self.from.recv_timeout(left) {
            Ok(Line::Complete(line)) => {
                self.transcript.push(format!("prog : {line}"));
                Ok(line)
            }
            Ok(Line::Unfinished(text)) => Err(format!("a last line with no newline: {text:?}")),
            Err(RecvTimeoutError::Timeout) => Err(format!("no answer within {GAME_TIME:?}")),
            Err(RecvTimeoutError::Disconnected) => Err("the program ended its output".into()),
        }
    }

    /// The program's next line as numbers, `count` of them.
    pub fn receive_numbers(&mut self, count: usize) -> Result<Vec<i64>, String> {
        let line = self.receive()?;
        let numbers: Vec<i64> = line
            .split(' ')
            .map(|t| t.parse().map_err(|_| format!("malformed line {line:?}")))
            .collect::<Result<_, _>>()?;
        if numbers.len() != count || line.starts_with('+') || line.contains(" +") {
            return Err(format!("malformed line {line:?}: expected {count} numbers"));
        }
        Ok(numbers)
    }

    /// After the judge's last message: the program must print nothing more and exit with
    /// status 0 before the deadline.
    pub fn finish(mut self) -> Verdict {
        let left = self.deadline.saturating_duration_since(Instant::now());
        match self.from.recv_timeout(left) {
            Ok(Line::Complete(line)) | Ok(Line::Unfinished(line)) => {
                return Err(format!("output after the end: {line:?}"))
            }
            Err(RecvTimeoutError::Timeout) => return Err("no exit after the end".into()),
            Err(RecvTimeoutError::Disconnected) => {}
        }
        let Some(mut child) = self.child.take() else {
            return Ok(());
        };
        loop {
            if let Some(status) = child.try_wait().unwrap() {
                return if status.success() {
                    Ok(())
                } else {
                    Err(format!("exit status {status}"))
                };
            }
            if Instant::now() > self.deadline {
                return Err("no exit after the end".into());
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// The game so far, for a failure's message.
    pub fn dialogue(&self) -> String {
        let lines = &self.transcript[self.transcript.len().saturating_sub(12)..];
        lines.join("\n")
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        if let Some(child) = &mut self.child {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

fn read_lines(mut reader: impl BufRead, tx: &Sender<Line>) {
    let mut buf = String::new();
    loop {
        buf.clear();
        match reader.read_line(&mut buf) {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                let line = match buf.strip_suffix('\n') {
                    Some(line) => Line::Complete(line.to_owned()),
                    None => Line::Unfinished(buf.clone()),
                };
                if tx.send(line).is_err() {
                    return;
                }
            }
        }
    }
}

/// A small random number generator (xorshift), seeded per game so that a failure repeats.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn word(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.word() % n
    }
}

/// Rust's editions from the oldest a judge still uses to the newest.
const EDITIONS: [&str; 3] = ["2018", "2021", "2024"];

/// The Cargo binary `name` and its bundle compiled in each edition.
pub fn programs(name: &str) -> Vec<PathBuf> {
    let mut programs = vec![common::bin_dir().join(name)];
    let bundle = xtask::bundle(&xtask::workspace_root(), name).unwrap();
    assert!(
        bundle.len() < 50_000,
        "{name} bundle: {} bytes",
        bundle.len()
    );
    assert!(!bundle.contains("proconio"), "{name} bundle names proconio");
    let dir =
        std::env::temp_dir().join(format!("grundy-interactive-{}-{name}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("main.rs"), &bundle).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let compiled = std::thread::scope(|s| {
        let jobs: Vec<_> = EDITIONS
            .iter()
            .map(|edition| {
                let (dir, rustc) = (&dir, &rustc);
                s.spawn(move || {
                    let program = dir.join(format!("main{edition}"));
                    let output = Command::new(rustc)
                        .args(["-O", "--edition", edition, "--crate-name", name, "-o"])
                        .arg(&program)
                        .arg("main.rs")
                        .current_dir(dir)
                        .env_remove("CARGO_ENCODED_RUSTFLAGS")
                        .output()
                        .expect("rustc runs");
                    let stderr = String::from_utf8_lossy(&output.stderr);
                    assert!(
                        output.status.success(),
                        "{name} (edition {edition}):\n{stderr}"
                    );
                    assert!(
                        stderr.trim().is_empty(),
                        "{name} (edition {edition}) warns:\n{stderr}"
                    );
                    program
                })
            })
            .collect();
        jobs.into_iter()
            .map(|j| j.join().unwrap())
            .collect::<Vec<_>>()
    });
    programs.extend(compiled);
    programs
}

/// The statement's sample dialogues of `binary`: the judge's lines of each (`judge: ...`, the
/// comment in parentheses dropped).
pub fn sample_dialogues(binary: &str) -> Vec<Vec<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(binary);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|f| f.unwrap().path())
        .filter(|f| f.extension().is_some_and(|e| e == "dialogue"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{binary} has no sample dialogue");
    files
        .iter()
        .map(|file| {
            fs::read_to_string(file)
                .unwrap()
                .lines()
                .filter_map(|l| l.strip_prefix("judge:"))
                .map(|l| l.split('(').next().unwrap().trim().to_owned())
                .collect()
        })
        .collect()
}

/// Runs `game` (an interactor's game on a link) on `program`, panicking with the dialogue's
/// end when the program does not win.
pub fn assert_wins(program: &Path, what: &str, game: impl FnOnce(&mut Link) -> Verdict) {
    let mut link = Link::spawn(program);
    let verdict = game(&mut link);
    let dialogue = link.dialogue();
    let verdict = verdict.and_then(|()| link.finish());
    if let Err(why) = verdict {
        panic!("{} on {what}: {why}\n{dialogue}", program.display());
    }
}

/// Starts `program`, plays `opening` (the judge's lines, and the program's answers it expects,
/// checked), then sends `bad` (or closes the pipe, for `None`): the program must end at once
/// with status 0 and print nothing more.
pub fn assert_quits(program: &Path, opening: &[(&str, &str)], bad: Option<&str>) {
    let mut link = Link::spawn(program);
    let what = format!("{} after {opening:?} then {bad:?}", program.display());
    for (judge, expected) in opening {
        if !judge.is_empty() {
            link.send(judge);
        }
        if !expected.is_empty() {
            assert_eq!(link.receive().as_deref(), Ok(*expected), "{what}");
        }
    }
    match bad {
        Some(line) => link.send(line),
        None => link.to = Box::new(|_| false), // drops the program's stdin: end of input
    }
    let started = Instant::now();
    assert_eq!(link.finish(), Ok(()), "{what}");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{what}: slow to quit"
    );
}

/// Each interactive binary has its README row with "submit Rust at" filled.
#[test]
fn every_interactive_binary_has_a_readme_row() {
    let readme = fs::read_to_string(xtask::workspace_root().join("README.md")).unwrap();
    let binaries = common::interactive_binaries();
    for name in ["abc278_g", "cf_1147f", "cf_1375f"] {
        assert!(binaries.contains(&name.to_owned()), "{binaries:?}");
    }
    for name in binaries {
        let row = readme
            .lines()
            .find(|l| l.starts_with('|') && l.contains(&format!("| `{name}` |")))
            .unwrap_or_else(|| panic!("{name} has no README row"));
        let cells: Vec<&str> = row.trim_matches('|').split(" | ").collect();
        assert_eq!(cells.len(), 5, "{row}");
        assert!(!cells[4].trim().is_empty(), "{row}");
    }
}
