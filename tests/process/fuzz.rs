//! Every judge binary on truncated and corrupted versions of its samples and on random bytes:
//! each run must end within a second of processor time with exit status 0, or with status 1 and one line on
//! stderr starting `error:`. Never a panic, an internal error or a hang. The generator is
//! seeded, so a failure reproduces.

use crate::common;

use common::{bin_dir, samples, shown, wait_timed};
use std::fs;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One broken version of `text`.
fn corrupt(text: &[u8], rng: &mut Rng) -> Vec<u8> {
    const JUNK: [&[u8]; 10] = [
        b"x",
        b"-",
        b"\0",
        b"\xff",
        b"\xc3",
        b"99999999999999999999999",
        b" ",
        b"\r\n",
        b"0",
        b"H",
    ];
    let mut out = text.to_vec();
    match rng.below(5) {
        0 => out.truncate(rng.below(text.len() + 1)),
        1 if !out.is_empty() => {
            let at = rng.below(out.len());
            out[at] = rng.next() as u8;
        }
        2 => {
            let at = rng.below(out.len() + 1);
            let junk = JUNK[rng.below(JUNK.len())];
            out.splice(at..at, junk.iter().copied());
        }
        3 if !out.is_empty() => {
            let at = rng.below(out.len());
            let end = (at + 1 + rng.below(4)).min(out.len());
            out.drain(at..end);
        }
        _ => out = (0..rng.below(64)).map(|_| rng.next() as u8).collect(),
    }
    out
}

/// How long a run may take: one second of the processor (the process's own time, so that a
/// machine busy with other work does not fail it), and a much longer wall-clock limit that
/// catches a run that hangs waiting.
const CPU_LIMIT: Duration = Duration::from_secs(1);
const WALL_LIMIT: Duration = Duration::from_secs(30);

/// Runs `binary` on `input` within the limits; panics describing any failure.
fn check(binary: &str, input: &[u8]) {
    let path = bin_dir().join(binary);
    let mut child = Command::new(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let data = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let (code, cpu) = wait_timed(&mut child, binary, input, WALL_LIMIT);
    assert!(
        cpu <= CPU_LIMIT,
        "{binary} took {cpu:?} of processor time on {}",
        shown(input)
    );
    writer.join().unwrap();
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    let input = shown(input);
    match code {
        Some(0) => assert!(stderr.is_empty(), "{binary} on {input}: {stderr}"),
        Some(1) => assert!(
            stderr.starts_with("error: ") && stderr.lines().count() == 1,
            "{binary} on {input}: {stderr:?}"
        ),
        other => panic!("{binary} on {input}: exit {other:?}, {stderr:?}"),
    }
}

#[test]
fn broken_inputs_end_cleanly_and_quickly() {
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    for (binary, input, _) in samples() {
        let text = fs::read(&input).unwrap();
        for _ in 0..40 {
            check(&binary, &corrupt(&text, &mut rng));
        }
    }
}
