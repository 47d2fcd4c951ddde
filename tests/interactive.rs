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

#[path = "process/common.rs"]
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

/// How long a whole game (or run of games) may take, from the program's start: far above what
/// the binaries need (tens of milliseconds at the limits in a release build, see README) and
/// at the largest judge's limit (5 s for CF 1147 F), so that a hang or a blunder of complexity
/// fails but a busy machine does not; a debug build gets more.
pub const GAME_TIME: Duration = Duration::from_secs(if cfg!(debug_assertions) { 30 } else { 5 });

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
    programs.extend(compile(name, &bundle));
    programs
}

/// Where the bundle of `name` is compiled (see [`clean_up`]).
fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("grundy-interactive-{}-{name}", std::process::id()))
}

/// Removes the compiled bundles of `name`, at the end of its test.
pub fn clean_up(name: &str) {
    let _ = fs::remove_dir_all(scratch(name));
}

/// `bundle` compiled by bare `rustc -O` in a fresh directory in each edition, with no warning.
fn compile(name: &str, bundle: &str) -> Vec<PathBuf> {
    let dir = scratch(name);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("main.rs"), bundle).unwrap();
    std::thread::scope(|s| {
        let jobs: Vec<_> = xtask::EDITIONS
            .iter()
            .map(|edition| {
                let dir = &dir;
                s.spawn(move || common::compile_in_edition(dir, name, edition, &["-O"]))
            })
            .collect();
        jobs.into_iter().map(|j| j.join().unwrap()).collect()
    })
}

/// The statement's sample dialogues of `binary`: the judge's lines of each (`judge: ...`, the
/// comment in parentheses dropped).
pub fn sample_dialogues(binary: &str) -> Vec<Vec<String>> {
    let dir = xtask::workspace_root().join("samples").join(binary);
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

/// CPU time of this process's children that have ended, in seconds.
fn children_cpu() -> f64 {
    // SAFETY: getrusage writes the struct it is given and nothing else.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The time of the games at the limits, for README: wall time of each whole game against the
/// local judge (the judge's own thinking included) and the CPU time of the binary. Run alone:
/// `cargo test --release --test interactive -- --ignored --nocapture --test-threads=1`.
#[test]
#[ignore]
fn times_at_the_limits() {
    let time = |what: &str, program: &str, game: &mut dyn FnMut(&mut Link) -> Verdict| {
        let before = children_cpu();
        let started = Instant::now();
        let mut link = Link::spawn(&common::bin_dir().join(program));
        let verdict = game(&mut link).and_then(|()| link.finish());
        let wall = started.elapsed().as_secs_f64();
        assert_eq!(verdict, Ok(()), "{what}");
        eprintln!(
            "{program} {what}: {wall:.3} s wall, {:.3} s CPU",
            children_cpu() - before
        );
    };
    for (least, most) in [
        (1, 1),
        (1, 2),
        (2, 2),
        (3, 3),
        (7, 7),
        (5, 9),
        (1, 2000),
        (1999, 1999),
    ] {
        let what = format!("N = 2000, L = {least}, R = {most}");
        time(&what, "abc278_g", &mut |link| {
            abc278_g::game(link, 2000, least, most, 5)
        });
    }
    let mut rng = Rng::new(50);
    let graphs: Vec<Vec<Vec<u64>>> = (0..50)
        .map(|_| cf_1147f::random_graph(50, &mut rng))
        .collect();
    time("t = 50 games at n = 50", "cf_1147f", &mut |link| {
        let mut explorer = cf_1147f::Explorer::new(Vec::new(), 9).with(graphs.clone());
        cf_1147f::session(link, 50, &mut explorer)
    });
    time("t = 1 game at n = 50", "cf_1147f", &mut |link| {
        let mut explorer = cf_1147f::Explorer::new(Vec::new(), 9).with(graphs[..1].to_vec());
        cf_1147f::session(link, 1, &mut explorer)
    });
}

/// The interactive example of `docs/interactive.md`: bundled, compiled in every edition, and played against a
/// judge of Bash's game that takes the winning side's moves when it has them, on every pile up
/// to 12 with takes up to 4.
#[test]
fn the_readme_interactive_example_bundles_compiles_and_wins() {
    let root = xtask::workspace_root();
    let readme = fs::read_to_string(root.join("docs/interactive.md")).unwrap();
    let block = readme
        .split("<!-- interactive example -->\n```rust\n")
        .nth(1)
        .and_then(|rest| rest.split("\n```").next())
        .expect("README has the interactive example");
    let bundle = xtask::bundle_source(&root, "interactive_example", block).unwrap();
    for program in compile("interactive_example", &bundle) {
        for n in 1..=12i64 {
            for most in 1..=4i64 {
                let what = format!("n = {n}, k = {most}");
                assert_wins(&program, &what, |link| bash_game(link, n, most));
            }
        }
    }
    clean_up("interactive_example");
}

/// The judge of the README's example: Bash's game, the judge moving well when it can.
fn bash_game(link: &mut Link, n: i64, most: i64) -> Verdict {
    link.send(&format!("{n} {most}"));
    let mut program_turn = match link.receive()?.as_str() {
        "First" => true,
        "Second" => false,
        other => return Err(format!("expected First or Second, found {other:?}")),
    };
    let mut stones = n;
    loop {
        if program_turn {
            let take = link.receive_numbers(1)?[0];
            if !(1..=most.min(stones)).contains(&take) {
                link.send("-1");
                return Err(format!("took {take} of {stones}"));
            }
            stones -= take;
        } else {
            if stones == 0 {
                link.send("0");
                return Ok(());
            }
            // A take leaving a multiple of k + 1 wins; else take one.
            let take = match stones % (most + 1) {
                0 => 1,
                t => t,
            };
            stones -= take;
            link.send(&take.to_string());
        }
        program_turn = !program_turn;
    }
}
