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

#[test]
fn luogu_p4576_on_a_20_by_20_board() {
    // The longest chase (the whole analysis runs: 320 000 positions), as bench/cpp's
    // independent retrograde analysis finds it, and white capturing at once from each side.
    assert_eq!(answer("luogu_p4576", "20 11 11 1 1\n"), "BLACK 58\n");
    assert_eq!(answer("luogu_p4576", "20 1 1 20 20\n"), "BLACK 56\n");
    for black in ["19 20", "20 19"] {
        assert_eq!(
            answer("luogu_p4576", &format!("20 20 20 {black}\n")),
            "WHITE 1\n"
        );
    }
}

/// 牵丝戏 the plain way: a 0/1 knapsack over every item, then the turns from the last.
fn plain_duel(turns: usize, w: i64, k: &[i64], p: &[i64], x: [i64; 2], gap: i64) -> i64 {
    let cap = (200 - w) as usize;
    let mut best = vec![-1i64; cap + 1];
    best[0] = 0;
    for (&k, &p) in k.iter().zip(p) {
        for total in (p as usize..=cap).rev() {
            if best[total - p as usize] >= 0 {
                best[total] = best[total].max(best[total - p as usize] + k);
            }
        }
    }
    let mut value = vec![0i64; 201];
    for _ in 0..turns {
        value = (-100..=100i64)
            .map(|d| {
                let options = (0..=cap as i64).filter(|&t| best[t as usize] >= 0);
                if d <= 0 {
                    let after = options.filter(|&t| d + w + t <= 100);
                    let gain = |t: i64| x[0] / 100_000 * (100_000 + best[t as usize]);
                    after
                        .map(|t| gain(t) + value[(d + w + t + 100) as usize])
                        .max()
                        .unwrap()
                } else {
                    let after = options.filter(|&t| d - w - t >= -100);
                    let loss = |t: i64| x[1] / 100_000 * (100_000 + best[t as usize]);
                    after
                        .map(|t| value[(d - w - t + 100) as usize] - loss(t))
                        .min()
                        .unwrap()
                }
            })
            .collect();
    }
    value[(gap + 100) as usize]
}

#[test]
fn luogu_p7097_at_1000_turns_and_100000_items() {
    let input = |w: i64, k: &[i64], p: &[i64], x: [i64; 2], d: [i64; 2]| {
        let list = |v: &[i64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let (m, k, p) = (k.len(), list(k), list(p));
        format!(
            "6\n1000 {m} {w}\n{k}\n{p}\n{} {} {} {}\n",
            x[0], x[1], d[0], d[1]
        )
    };
    let m = 100_000;
    // Every bonus 10^9 and every delay 1 at A's largest base damage: 199 items fit a turn
    // (2·10^15 of damage), about 10^18 over the game, past 2^53.
    let (k, p) = (vec![1_000_000_000; m], vec![1; m]);
    let x = [1_000_000_000, 100_000];
    let expected = plain_duel(1000, 1, &k, &p, x, -1);
    assert!(expected.abs() > 1 << 53);
    assert_eq!(
        answer(
            "luogu_p7097",
            &input(1, &k, &p, x, [999_999_999, 1_000_000_000])
        ),
        format!("{expected}\n")
    );
    // Random bonuses and delays.
    let mut seed = 7097u64;
    let mut next = |below: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        1 + (seed >> 33) % below
    };
    let k: Vec<i64> = (0..m).map(|_| next(1_000_000_000) as i64).collect();
    let p: Vec<i64> = (0..m).map(|_| next(100) as i64).collect();
    let x = [300_000_000, 1_000_000_000];
    let expected = plain_duel(1000, 3, &k, &p, x, 100);
    assert_eq!(
        answer("luogu_p7097", &input(3, &k, &p, x, [101, 1])),
        format!("{expected}\n")
    );
    // w = 100 and delays of 100 from a gap of −1: no item ever fits, A and B alternate.
    let (k, p) = (vec![1_000_000_000; m], vec![100; m]);
    let got = answer(
        "luogu_p7097",
        &input(100, &k, &p, [1_000_000_000, 100_000], [1, 2]),
    );
    assert_eq!(got, format!("{}\n", 500 * (1_000_000_000i64 - 100_000)));
}

#[test]
fn cf_1628d2_at_100000_tests_and_a_sum_of_n_of_1000000() {
    const P: u64 = 1_000_000_007;
    let half = (P + 1) / 2;
    // V(t, t − 1) = (V(t − 1, t − 2) + (t − 1)·k) / 2 from V(1, 0) = 0: the game's own
    // recurrence; and V(n, 1) = k / 2^(n−1), Bob adding once at the end.
    let (n, k) = (450_000u64, 1_000_000_006u64);
    let mut all_but_one = 0;
    for t in 2..=n {
        all_but_one = (all_but_one + (t - 1) % P * k) % P * half % P;
    }
    let mut add_once = k;
    for _ in 1..n {
        add_once = add_once * half % P;
    }
    let mut input = format!("100000\n{n} {} {k}\n{n} 1 {k}\n", n - 1);
    let mut expected = format!("{all_but_one}\n{add_once}\n");
    for i in 0..99_998u64 {
        let k = i * 10_007 % P;
        input += &format!("1 1 {k}\n");
        expected += &format!("{k}\n");
    }
    assert_eq!(answer("cf_1628d2", &input), expected);
}
