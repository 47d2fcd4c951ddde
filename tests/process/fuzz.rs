//! Every judge binary on truncated and corrupted versions of its samples (a number replaced by
//! an extreme one among them: 2^64 − 1, 2^63 − 1, 10^18, 2^32) and on random bytes: each run
//! must end within a second of processor time with exit status 0, or with status 1 and one line
//! on stderr starting `error:`. Never a panic, an internal error or a hang. The generator is
//! seeded per binary, so a failure reproduces. The same inputs run on each binary's bundle
//! built with overflow checks on (from `bundles.rs`, which compiles it anyway), so that an
//! overflow input can reach is an internal error there, not a silent wrap.

use crate::common;

use common::{bin_dir, samples, shown, wait_timed};
use std::fs;
use std::io::Write;
use std::path::Path;
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
    const EXTREME: [&[u8]; 5] = [
        b"18446744073709551615",
        b"9223372036854775807",
        b"1000000000000000000",
        b"4294967296",
        b"2147483648",
    ];
    let mut out = text.to_vec();
    match rng.below(7) {
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
        4 | 5 => {
            // A number token (the count of a later test included) made extreme.
            let spans = common::token_spans(text);
            let numbers: Vec<_> = spans
                .iter()
                .filter(|&&(a, b)| text[a..b].iter().all(u8::is_ascii_digit))
                .collect();
            if let Some(&&(a, b)) = numbers.get(rng.below(numbers.len())) {
                out.splice(a..b, EXTREME[rng.below(EXTREME.len())].iter().copied());
            }
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

/// Runs `program` (the build of `binary`) on `input` within `cpu_limit`; panics describing
/// any failure.
fn check(program: &Path, binary: &str, input: &[u8], cpu_limit: Duration) {
    let mut child = Command::new(program)
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
        cpu <= cpu_limit,
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

/// The broken inputs of `binary`: 40 of each of its samples, seeded by its name.
fn broken_inputs(binary: &str) -> Vec<Vec<u8>> {
    let seed = binary.bytes().fold(0x5EED_1234_ABCD_0001u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3)
    });
    let mut rng = Rng(seed | 1);
    let mut inputs = Vec::new();
    for (_, input, _) in samples().iter().filter(|(b, _, _)| b == binary) {
        let text = fs::read(input).unwrap();
        inputs.extend((0..40).map(|_| corrupt(&text, &mut rng)));
    }
    inputs
}

/// Runs `program`, the bundle of `binary` built with overflow checks (and without `-O`, so
/// with more time), on the broken inputs.
pub fn check_with_overflow_checks(program: &Path, binary: &str) {
    for input in broken_inputs(binary) {
        check(program, binary, &input, 5 * CPU_LIMIT);
    }
}

#[test]
fn broken_inputs_end_cleanly_and_quickly() {
    common::each_on_every_core(&common::judge_binaries(), |binary| {
        let program = bin_dir().join(binary);
        for input in broken_inputs(binary) {
            check(&program, binary, &input, CPU_LIMIT);
        }
    });
}
