//! Rule: every binary in `src/bin/` but `sg` has a `#[test] fn <binary>_at_…` in `limits/`
//! (an interactive one: in `tests/interactive/<binary>.rs`) that runs it on its statement's
//! largest input, worst case for its algorithm, through [`at_limits`].
//!
//! Judge binaries on generated inputs at their statements' limits, too large for sample files:
//! each must answer correctly within [`SLACK`] times the judge's time limit of processor time,
//! without deep recursion or overflow. The cases live in one file per judge (`limits/*.rs`);
//! [`every_binary_has_a_limits_case`] enforces the rule above.

use crate::common;

use common::{bin_dir, shown, spawn_fed, wait_timed};
use std::fs;
use std::io::Read;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

mod atcoder;
mod codeforces;
mod hdu;
mod luogu;
mod others;

/// A binary at the limits may take this many times its judge's time limit, in processor time
/// (its own, so that a machine busy with other tests does not fail it).
pub const SLACK: f64 = 2.0;

/// The time limit to assume where the statement gives none.
pub const UNKNOWN: f64 = 1.0;

/// Runs `binary` on `input`, whose judge allows `judge_seconds`: it must exit with status 0,
/// nothing on stderr, within [`SLACK`] × `judge_seconds` of processor time. Returns its output.
pub fn at_limits(binary: &str, judge_seconds: f64, input: &str) -> String {
    let input = input.as_bytes();
    let (mut child, writer) = spawn_fed(&mut Command::new(bin_dir().join(binary)), input);
    let drain = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            pipe.read_to_end(&mut text).unwrap();
            text
        })
    };
    let stdout = drain(Box::new(child.stdout.take().unwrap()));
    let stderr = drain(Box::new(child.stderr.take().unwrap()));
    let wall = Duration::from_secs_f64(60.0 + 10.0 * judge_seconds);
    let started = std::time::Instant::now();
    let (code, cpu) = wait_timed(&mut child, binary, input, wall);
    if std::env::var_os("LIMITS_TIMES").is_some() {
        eprintln!("TIME {binary} cpu {cpu:?} wall {:?}", started.elapsed());
    }
    writer.join().unwrap();
    let (stdout, stderr) = (stdout.join().unwrap(), stderr.join().unwrap());
    let stderr = String::from_utf8_lossy(&stderr);
    assert_eq!(code, Some(0), "{binary} on {}: {stderr}", shown(input));
    assert!(stderr.is_empty(), "{binary} on {}: {stderr}", shown(input));
    let allowed = Duration::from_secs_f64(SLACK * judge_seconds);
    assert!(
        cpu <= allowed,
        "{binary} took {cpu:?} of processor time (allowed {allowed:?}) on {}",
        shown(input)
    );
    String::from_utf8(stdout).unwrap()
}

/// The lines of `output`, each one of `words`, `count` of them.
pub fn lines_among<'a>(output: &'a str, count: usize, words: &[&str]) -> Vec<&'a str> {
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), count, "{}", &output[..output.len().min(200)]);
    for line in &lines {
        assert!(words.contains(line), "{line:?} is none of {words:?}");
    }
    lines
}

/// The names of the `#[test]` functions in the Rust source `text`.
fn test_names(text: &str) -> Vec<String> {
    text.split("#[test]")
        .skip(1)
        .filter_map(|after| {
            let after = after.trim_start();
            let after = after
                .strip_prefix("#[ignore]")
                .unwrap_or(after)
                .trim_start();
            let name = after.strip_prefix("fn ")?;
            Some(name.split('(').next()?.trim().to_owned())
        })
        .collect()
}

/// The rule at the top of this file: a new binary cannot go without its case at the limits.
#[test]
fn every_binary_has_a_limits_case() {
    let root = xtask::workspace_root();
    let read = |path: &Path| fs::read_to_string(path).unwrap();
    let mut names = test_names(&read(&root.join("tests/process/limits.rs")));
    for file in fs::read_dir(root.join("tests/process/limits")).unwrap() {
        names.extend(test_names(&read(&file.unwrap().path())));
    }
    let interactive = common::interactive_binaries();
    let mut missing = Vec::new();
    for binary in xtask::judge_binaries(&root).unwrap() {
        let prefix = format!("{binary}_at_");
        let found = if interactive.contains(&binary) {
            let file = root.join(format!("tests/interactive/{binary}.rs"));
            file.exists()
                && test_names(&read(&file))
                    .iter()
                    .any(|n| n.starts_with(&prefix))
        } else {
            names.iter().any(|n| n.starts_with(&prefix))
        };
        if !found {
            missing.push(binary);
        }
    }
    assert!(
        missing.is_empty(),
        "no `#[test] fn <binary>_at_...` at the limits for {missing:?} (see limits.rs)"
    );
}

#[test]
fn test_names_are_read_from_source() {
    let text = "#[test]\nfn a_at_1() {}\n#[test]\n#[ignore]\nfn b_at_2() {}\nfn c() {}";
    assert_eq!(test_names(text), ["a_at_1", "b_at_2"]);
}
