//! What the process-level tests share: finding and running the built binaries, and the samples.
#![allow(dead_code)]

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::thread::JoinHandle;

/// The checkout under test, found where Cargo runs the test (its package folder), not fixed
/// when the test was compiled: a copied checkout (`cp -a`) keeps its build fresh, so a
/// compile-time path would name the original's files.
pub fn project() -> PathBuf {
    xtask::workspace_root()
}

/// The directory holding the binaries Cargo built alongside this test (found from the test's
/// own path, for the same reason as [`project`]).
pub fn bin_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.parent().unwrap().parent().unwrap().to_path_buf()
}

/// The judge binaries that read an input and print an answer, named `<judge>_<problem>`;
/// tools (such as `sg`) are not, nor are the interactive ones (see [`interactive_binaries`]).
pub fn judge_binaries() -> Vec<String> {
    let interactive = interactive_binaries();
    xtask::judge_binaries(&xtask::workspace_root())
        .unwrap()
        .into_iter()
        .filter(|name| !interactive.contains(name))
        .collect()
}

/// The judge binaries that play against the judge: their samples are dialogues
/// (`samples/<binary>/sample-N.dialogue`), played by `tests/interactive.rs`.
pub fn interactive_binaries() -> Vec<String> {
    let root = project().join("samples");
    let mut found: Vec<String> = fs::read_dir(&root)
        .unwrap()
        .map(|dir| dir.unwrap().path())
        .filter(|dir| {
            fs::read_dir(dir).unwrap().any(|file| {
                let file = file.unwrap().path();
                file.extension().is_some_and(|e| e == "dialogue")
            })
        })
        .map(|dir| dir.file_name().unwrap().to_str().unwrap().to_owned())
        .collect();
    found.sort();
    found
}

/// Runs the Cargo-built `binary` on `input`. A binary's output is a function of its input, so
/// a small input's run is kept for the test process: the samples' garbled and cut inputs are
/// run by `samples` and again, beside each bundle, by `bundles`, and the second asks the first.
pub fn run(binary: &str, input: &[u8]) -> Output {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    type Runs = Mutex<HashMap<(String, Vec<u8>), Output>>;
    static RUNS: OnceLock<Runs> = OnceLock::new();
    let program = bin_dir().join(format!("{binary}{}", std::env::consts::EXE_SUFFIX));
    if input.len() > 1 << 16 {
        return run_program(&program, input);
    }
    let runs = RUNS.get_or_init(Default::default);
    let key = (binary.to_string(), input.to_vec());
    if let Some(output) = runs.lock().unwrap().get(&key) {
        return output.clone();
    }
    // Run without the lock: two tests asking at once both run it, and agree.
    let output = run_program(&program, input);
    runs.lock().unwrap().insert(key, output.clone());
    output
}

/// Runs the program at `path` on `input`, feeding stdin from a thread.
pub fn run_program(path: &Path, input: &[u8]) -> Output {
    let (child, writer) = spawn_fed(&mut Command::new(path), input);
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

/// Starts `command` with its three streams piped, and a thread writing `input` to its stdin
/// (what the program leaves unread is dropped).
pub fn spawn_fed(command: &mut Command, input: &[u8]) -> (Child, JoinHandle<()>) {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    (child, writer)
}

/// Runs `program` with stdin from the file `input` and stdout on `/dev/full`.
pub fn run_into_full_device(program: &Path, input: &Path) -> Output {
    Command::new(program)
        .stdin(fs::File::open(input).unwrap())
        .stdout(fs::File::create("/dev/full").unwrap())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

/// `sg` with `input` on stdin: its exit status (-1 if a signal ended it), stdout and stderr.
pub fn sg_with_input(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(bin_dir().join("sg"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Writes `text` to the file `name` in this run's scratch folder `folder` (under the temporary
/// directory, named with the process id) and returns its path, for `sg --rule` and the like.
pub fn script(folder: &str, name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("grundy-{folder}-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

/// `sg` with nothing on stdin: its exit status, stdout and stderr.
pub fn sg(args: &[&str]) -> (i32, String, String) {
    sg_with_input(args, "")
}

/// [`sg`], run once per test process for the same arguments: the examples of README and its
/// pages and those of `sg help` share commands (`sg guess --rule examples/rules/half.rhai 1000
/// --at 1500,10^18` costs seconds), and each test checks what the one run printed.
pub fn sg_once(args: &[&str]) -> std::sync::Arc<(i32, String, String)> {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex, OnceLock};
    type Runs = Mutex<HashMap<Vec<String>, Arc<OnceLock<Arc<(i32, String, String)>>>>>;
    static RUNS: OnceLock<Runs> = OnceLock::new();
    let key = args.iter().map(|a| a.to_string()).collect();
    let run = RUNS
        .get_or_init(Default::default)
        .lock()
        .unwrap()
        .entry(key)
        .or_default()
        .clone();
    // The map's lock is released: another command runs meanwhile; the same one waits here.
    run.get_or_init(|| Arc::new(sg(args))).clone()
}

/// The output of an `sg` command that must succeed.
pub fn sg_ok(args: &[&str]) -> String {
    let (code, out, err) = sg(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// Compiles the bundle `dir/main.rs` by bare `rustc` with `options` in `edition`, as crate
/// `name`, with no warning allowed; returns the program.
pub fn compile_in_edition(dir: &Path, name: &str, edition: &str, options: &[&str]) -> PathBuf {
    let program = dir.join(format!("main{edition}"));
    rustc_in_edition(dir, name, edition, options, &program);
    program
}

/// Checks `main.rs` in `dir` in `edition` as rustc would compile it (names, types, borrows and
/// lints, no code generated: about half a compile), with no error or warning.
pub fn check_in_edition(dir: &Path, name: &str, edition: &str, options: &[&str]) {
    let metadata = dir.join(format!("main{edition}.rmeta"));
    let options = [options, &["--emit=metadata"]].concat();
    rustc_in_edition(dir, name, edition, &options, &metadata);
}

fn rustc_in_edition(dir: &Path, name: &str, edition: &str, options: &[&str], out: &Path) {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let output = Command::new(rustc)
        .args(options)
        .args(["--edition", edition, "--crate-name", name, "-o"])
        .arg(out)
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
}

/// Calls `check` on every item, on as many threads as there are cores: a long test of many
/// small runs keeps both cores busy when the test running beside it waits (on a child, a
/// terminal or a timer), so the harness's two threads do not leave one idle.
pub fn each_on_every_core<T: Sync>(items: &[T], check: impl Fn(&T) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..cores.min(items.len()) {
            s.spawn(|| {
                while let Some(item) =
                    items.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                {
                    check(item);
                }
            });
        }
    });
}

/// `(binary, input path, expected output path)` for every sample.
pub fn samples() -> Vec<(String, PathBuf, PathBuf)> {
    let root = project().join("samples");
    let mut found = Vec::new();
    for dir in fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        let binary = dir.file_name().unwrap().to_str().unwrap().to_owned();
        for file in fs::read_dir(&dir).unwrap() {
            let input = file.unwrap().path();
            if input.extension().is_some_and(|e| e == "in") {
                found.push((binary.clone(), input.clone(), input.with_extension("out")));
            }
        }
    }
    found.sort();
    found
}

/// The tokens of `text` that the broken-input tests replace or cut after: every token of a
/// sample of at most [`PROBE_ALL_UP_TO`] tokens; in a longer one (a sample at the limits, the
/// same line formats repeated hundreds of times) the first and last [`PROBE_ENDS`] tokens and,
/// in between, the first token of each kind not yet probed, a kind being the token's place in
/// its line (one of the first three, one of the last three, or between) and the line's length
/// in tokens. So every place in every line format that a reader meets is still probed, once,
/// and the run costs hundreds of processes, not tens of thousands.
pub fn probed_tokens(text: &[u8]) -> Vec<(usize, usize)> {
    let spans = token_spans(text);
    if spans.len() <= PROBE_ALL_UP_TO {
        return spans;
    }
    // Each token's line, then its kind: (tokens in its line, its index there).
    let line: Vec<usize> = spans
        .iter()
        .scan((0, 0), |(newlines, counted_to), &(start, _)| {
            *newlines += text[*counted_to..start]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            *counted_to = start;
            Some(*newlines)
        })
        .collect();
    let mut kinds = Vec::with_capacity(spans.len());
    let mut first = 0;
    while first < line.len() {
        let len = line[first..]
            .iter()
            .take_while(|&&l| l == line[first])
            .count();
        // In a long line (a list of numbers) the first and last few tokens are kinds of their
        // own, and those between one kind: a reader meets them alike.
        let place = |index: usize| match (index, len - 1 - index) {
            (index, _) if index < 3 => index,
            (_, from_end) if from_end < 3 => usize::MAX - from_end,
            _ => 3,
        };
        kinds.extend((0..len).map(|index| (len, place(index))));
        first += len;
    }
    let mut seen = std::collections::HashSet::new();
    let last = spans.len() - PROBE_ENDS;
    spans
        .iter()
        .zip(kinds)
        .enumerate()
        .filter(|&(i, (_, kind))| seen.insert(kind) || i < PROBE_ENDS || i >= last)
        .map(|(_, (&span, _))| span)
        .collect()
}

/// Samples with at most this many tokens are probed at every token.
pub const PROBE_ALL_UP_TO: usize = 400;
/// How many tokens at each end of a longer sample are all probed.
pub const PROBE_ENDS: usize = 100;

/// Splits text into its tokens with their byte ranges.
pub fn token_spans(text: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && !text[i].is_ascii_whitespace() {
            i += 1;
        }
        spans.push((start, i));
    }
    spans
}

/// `input` shortened for a message: its length and its first bytes.
pub fn shown(input: &[u8]) -> String {
    let head = String::from_utf8_lossy(&input[..input.len().min(120)]);
    format!("{} bytes starting {head:?}", input.len())
}

/// Waits for `child` (the run of `binary` on `input`), reaping it with `wait4` for its
/// processor time; kills it past `wall_limit`. Returns its exit code (`None` if a signal ended
/// it) and its processor time.
pub fn wait_timed(
    child: &mut Child,
    binary: &str,
    input: &[u8],
    wall_limit: std::time::Duration,
) -> (Option<i32>, std::time::Duration) {
    use std::time::{Duration, Instant};
    let pid = child.id() as libc::pid_t;
    let start = Instant::now();
    loop {
        let mut status = 0;
        // SAFETY: an all-zero `rusage` is a valid value of the plain C struct that wait4 fills.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: `pid` is our own child, not yet reaped; both pointers are to live locals.
        let reaped = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        assert!(reaped >= 0, "wait4 failed for {binary}");
        if reaped == pid {
            let time = |t: libc::timeval| {
                Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
            };
            let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
            return (code, time(usage.ru_utime) + time(usage.ru_stime));
        }
        if start.elapsed() > wall_limit {
            let _ = child.kill();
            panic!("{binary} hung for {wall_limit:?} on {}", shown(input));
        }
        // Most runs end within a millisecond or two: look again soon at first, then every 2 ms.
        let waited = start.elapsed();
        std::thread::sleep(if waited < Duration::from_millis(20) {
            Duration::from_micros(100)
        } else {
            Duration::from_millis(2)
        });
    }
}
