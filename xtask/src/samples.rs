//! `cargo xtask test NAME`: a binary's samples run as a judge runs them. A batch sample
//! (`sample-N.in`, `sample-N.out`) passes when the program exits 0 and prints exactly the
//! `.out`; a dialogue (`sample-N.dialogue`, `judge: …` and `prog : …` lines, a comment in
//! parentheses after each) passes when the program, fed the judge's lines in turn, answers each
//! `prog` line as written and then exits 0. An interactive program may choose another move than
//! the sample's and still be right; from there the sample's judge lines no longer apply, so such
//! a dialogue is reported as diverged, neither passed nor failed (the interactor in
//! `tests/interactive/` judges it). Each run has a time limit, so nothing hangs.

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long one sample may run, or wait for one line of a dialogue.
pub const SAMPLE_TIME_LIMIT: Duration = Duration::from_secs(10);

/// What running the samples found: a line per sample (its name, verdict and time, then a diff
/// for a failure), and how many failed.
pub struct SampleReport {
    pub text: String,
    pub passed: usize,
    pub failed: usize,
    pub diverged: usize,
}

/// How a sample ended: as written, or (a dialogue) on another path than the sample's.
enum Verdict {
    Passed,
    Diverged(String),
}

/// Runs `program` on every sample in `dir` (sorted by name).
pub fn run_samples(program: &Path, dir: &Path) -> Result<SampleReport, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "in" || e == "dialogue"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(format!(
            "{}: no sample-N.in or sample-N.dialogue",
            dir.display()
        ));
    }
    let mut report = SampleReport {
        text: String::new(),
        passed: 0,
        failed: 0,
        diverged: 0,
    };
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let start = Instant::now();
        // A scaffold's sample still holds its marker: what to do, not a parse error.
        let unfilled = [file.clone(), file.with_extension("out")]
            .into_iter()
            .find(|f| read(f).is_ok_and(|text| text.contains(crate::MARKER)));
        let verdict = if let Some(unfilled) = unfilled {
            Err(format!(
                "fill the samples: {} still holds `{}` where the statement's sample goes",
                unfilled.display(),
                crate::MARKER
            ))
        } else if name.ends_with(".dialogue") {
            play_dialogue(program, &read(&file)?)
        } else {
            let expected = read(&file.with_extension("out"))?;
            let input = std::fs::read(&file).map_err(|e| e.to_string())?;
            run_batch(program, &input, &expected).map(|()| Verdict::Passed)
        };
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        match verdict {
            Ok(Verdict::Passed) => {
                report.passed += 1;
                writeln!(report.text, "ok      {name} ({ms:.0} ms)").unwrap();
            }
            Ok(Verdict::Diverged(why)) => {
                report.diverged += 1;
                writeln!(report.text, "diverged {name} ({ms:.0} ms)\n{why}").unwrap();
            }
            Err(why) => {
                report.failed += 1;
                writeln!(report.text, "FAILED  {name} ({ms:.0} ms)\n{why}").unwrap();
            }
        }
    }
    let diverged = match report.diverged {
        0 => String::new(),
        n => format!(", {n} diverged"),
    };
    writeln!(
        report.text,
        "samples: {} passed, {} failed{diverged}",
        report.passed, report.failed
    )
    .unwrap();
    Ok(report)
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn spawn(program: &Path) -> Result<Child, String> {
    Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", program.display()))
}

/// Reads all of `pipe` on a thread of its own.
fn drain(mut pipe: impl Read + Send + 'static) -> Receiver<Vec<u8>> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = pipe.read_to_end(&mut text);
        let _ = tx.send(text);
    });
    rx
}

/// Waits for `child` until `deadline`, killing it then; its exit status or why it failed.
fn wait(child: &mut Child, deadline: Instant) -> Result<(), String> {
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            return match status.success() {
                true => Ok(()),
                false => Err(status.to_string()),
            };
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("no exit within {} s", SAMPLE_TIME_LIMIT.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn run_batch(program: &Path, input: &[u8], expected: &str) -> Result<(), String> {
    let mut child = spawn(program)?;
    let deadline = Instant::now() + SAMPLE_TIME_LIMIT;
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let stdout = drain(child.stdout.take().unwrap());
    let stderr = drain(child.stderr.take().unwrap());
    let status = wait(&mut child, deadline);
    let stdout = String::from_utf8_lossy(&stdout.recv().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&stderr.recv().unwrap_or_default()).into_owned();
    let stderr = match stderr.trim() {
        "" => String::new(),
        text => format!("stderr: {text}\n"),
    };
    match status {
        Err(why) => Err(format!("{why}\n{stderr}{}", diff(expected, &stdout))),
        Ok(()) if stdout != expected => Err(format!("{stderr}{}", diff(expected, &stdout))),
        Ok(()) => Ok(()),
    }
}

/// The lines of `expected` and `got` where they differ, `-` for expected and `+` for got, with
/// their line numbers (at most 20 of them).
pub fn diff(expected: &str, got: &str) -> String {
    let (e, g): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), got.lines().collect());
    let mut out = String::new();
    let mut shown = 0;
    for i in 0..e.len().max(g.len()) {
        let (a, b) = (e.get(i), g.get(i));
        if a == b {
            continue;
        }
        shown += 1;
        if shown > 20 {
            out += "  ...\n";
            break;
        }
        let missing = "(no line)";
        writeln!(
            out,
            "  line {}:\n  - {}\n  + {}",
            i + 1,
            a.unwrap_or(&missing),
            b.unwrap_or(&missing)
        )
        .unwrap();
    }
    if out.is_empty() && expected != got {
        out = "  the same lines, but not the same whitespace or final newline\n".to_owned();
    }
    out
}

/// Plays `dialogue` against `program`: each `judge:` line is written to it, each `prog :` line
/// must be the next line it prints, until it prints another (a move the sample did not make).
fn play_dialogue(program: &Path, dialogue: &str) -> Result<Verdict, String> {
    let mut child = spawn(program)?;
    let deadline = Instant::now() + SAMPLE_TIME_LIMIT;
    let mut stdin = child.stdin.take().unwrap();
    let (tx, lines) = channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let stderr = drain(child.stderr.take().unwrap());
    let mut result = Ok(Verdict::Passed);
    for (at, line) in dialogue.lines().enumerate() {
        let said = |prefix: &str| {
            line.strip_prefix(prefix)
                .map(|l| l.split('(').next().unwrap_or("").trim().to_owned())
        };
        if let Some(text) = said("judge:") {
            // A program that already stopped reading is judged by what it printed.
            let _ = writeln!(stdin, "{text}").and_then(|()| stdin.flush());
        } else if let Some(expected) = said("prog :").or_else(|| said("prog:")) {
            let got = match lines.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(got) => got,
                Err(RecvTimeoutError::Timeout) => {
                    result = Err(format!(
                        "  line {}: waited {} s for `{expected}`",
                        at + 1,
                        SAMPLE_TIME_LIMIT.as_secs()
                    ));
                    break;
                }
                Err(RecvTimeoutError::Disconnected) => {
                    result = Err(format!(
                        "  line {}: the program ended before `{expected}`",
                        at + 1
                    ));
                    break;
                }
            };
            if got.trim() != expected {
                result = Ok(Verdict::Diverged(format!(
                    "  line {}: the sample's program says `{expected}`, this one `{}`; the \
                     sample's judge lines stop applying there",
                    at + 1,
                    got.trim()
                )));
                break;
            }
        }
    }
    drop(stdin);
    let status = match &result {
        Ok(Verdict::Passed) => wait(&mut child, deadline),
        _ => {
            let _ = child.kill();
            let _ = child.wait();
            Ok(())
        }
    };
    let stderr = String::from_utf8_lossy(&stderr.recv().unwrap_or_default())
        .trim()
        .to_owned();
    let stderr = match stderr.as_str() {
        "" => String::new(),
        text => format!("\nstderr: {text}"),
    };
    status.and(result).map_err(|why| format!("{why}{stderr}"))
}
