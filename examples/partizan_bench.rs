//! Times the canonical form of a sum of twenty random games born by day 3.
//!
//! `cargo run --release --example partizan_bench [SUMS [PARTS [SEED]]] [--values] [--cgt]
//! [--only=I]`:
//! SUMS times (default 20) draws PARTS games (default 20) born by day 3 and adds them up in a
//! fresh arena ([`Games::sum_all`]). A game born by day 3 is a form `{L | R}` whose options
//! are born by day 2: L and R are random sets of the 22 games born by day 2, each game in with
//! probability 1/2. With `--values` it is instead drawn uniformly from the 1474 values born by
//! day 3 (every `{A | B}` for antichains A, B of day-2 games); those are hotter and more
//! complicated on the whole, and their sums' canonical forms grow about tenfold with every two
//! parts. Prints, for each sum, its wall and CPU time, the games stored, the length of the
//! printed canonical form and the outcome; then the median, the 90th percentile and the
//! slowest. With `--only=I`, only the sum numbered I (from 0) is computed, the same as in a
//! full run: for profiling one slow sum.
//!
//! With `--cgt`, the same sums also go to the Rust crate `cgt` (cgt-tools, AGPL-3.0), built
//! here as a program of its own under `target/cgt-bench` (never a dependency of grundy): it
//! reads one sum per line, and its canonical forms are read back with grundy's parser and
//! checked equal to grundy's. cgt does not remember sums of subgames, so its time grows
//! exponentially with the number of parts: compare with a small PARTS (6 or 8).

use grundy::partizan::game::{Game, Games};
use grundy::partizan::notation::{parse, to_notation, to_notation_within};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Every game born by day 2, each once.
fn day_two(games: &mut Games) -> Vec<Game> {
    let mut all = vec![games.zero()];
    for _ in 0..2 {
        let n = all.len();
        let mut next = Vec::new();
        for l in 0..1u32 << n {
            for r in 0..1u32 << n {
                let pick = |mask: u32| -> Vec<Game> {
                    (0..n)
                        .filter(|i| mask >> i & 1 == 1)
                        .map(|i| all[i])
                        .collect()
                };
                next.push(games.from_options(&pick(l), &pick(r)).unwrap());
            }
        }
        next.sort();
        next.dedup();
        all = next;
    }
    all
}

/// Every game born by day 3: `{A | B}` for antichains A, B of day-2 games (a dominated option
/// never changes a game, so these are all).
fn day_three(games: &mut Games, earlier: &[Game]) -> Vec<Game> {
    fn grow(
        from: usize,
        chain: &mut Vec<Game>,
        earlier: &[Game],
        games: &mut Games,
        out: &mut Vec<Vec<Game>>,
    ) {
        for j in from..earlier.len() {
            let g = earlier[j];
            if chain.iter().all(|&k| games.compare(k, g).is_none()) {
                chain.push(g);
                out.push(chain.clone());
                grow(j + 1, chain, earlier, games, out);
                chain.pop();
            }
        }
    }
    let mut antichains = vec![Vec::new()];
    grow(0, &mut Vec::new(), earlier, games, &mut antichains);
    let mut all = Vec::new();
    for a in &antichains {
        for b in &antichains {
            all.push(games.from_options(a, b).unwrap());
        }
    }
    all.sort();
    all.dedup();
    all
}

/// `g` with switches written as braces (`{1|-1}`, not `±1`), which every CGSuite-like parser
/// reads.
fn plain(games: &mut Games, g: Game) -> String {
    if games.as_nus(g).is_some() {
        return to_notation(games, g);
    }
    let side = |games: &mut Games, options: Vec<Game>| -> String {
        let texts: Vec<String> = options.into_iter().map(|o| plain(games, o)).collect();
        texts.join(",")
    };
    let left = games.left_options(g);
    let right = games.right_options(g);
    format!("{{{}|{}}}", side(games, left), side(games, right))
}

/// CPU time of this thread: what a sum costs even while other programs share the cores.
fn cpu_time() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec to write to.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

const CGT_MAIN: &str = r#"use cgt::short::partizan::canonical_form::CanonicalForm;
use std::io::BufRead;
use std::str::FromStr;
use std::time::Instant;

fn main() {
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let parts: Vec<CanonicalForm> = line
            .split_whitespace()
            .map(|t| CanonicalForm::from_str(t).unwrap())
            .collect();
        let start = Instant::now();
        let sum: CanonicalForm = parts.iter().sum();
        let ms = start.elapsed().as_secs_f64() * 1e3;
        println!("{ms}\t{sum}");
    }
}
"#;

/// Builds the cgt program under `<target>/cgt-bench`; returns its path.
fn build_cgt() -> PathBuf {
    let target = xtask::target_dir();
    let dir = target.join("cgt-bench");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let manifest = "[package]\nname = \"cgt-bench\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
                    [dependencies]\ncgt = \"=0.11.0\"\n\n[workspace]\n";
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    std::fs::write(dir.join("src/main.rs"), CGT_MAIN).unwrap();
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["build", "--release", "--quiet", "--manifest-path"])
        .arg(dir.join("Cargo.toml"))
        .status()
        .expect("cargo runs");
    assert!(status.success(), "building cgt failed");
    dir.join("target/release/cgt-bench")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let forms = !args.iter().any(|a| a == "--values");
    let with_cgt = args.iter().any(|a| a == "--cgt");
    let only: Option<usize> = args
        .iter()
        .find_map(|a| a.strip_prefix("--only="))
        .map(|i| i.parse().expect("--only=I takes a number"));
    let numbers: Vec<u64> = args
        .iter()
        .filter(|a| !a.starts_with("--"))
        .map(|a| a.parse().expect("SUMS, PARTS and SEED are numbers"))
        .collect();
    let sums = numbers.first().copied().unwrap_or(20);
    let parts = numbers.get(1).copied().unwrap_or(20) as usize;
    let mut rng = Rng(numbers.get(2).copied().unwrap_or(0x2291_5EED));

    let mut scratch = Games::new();
    let two = day_two(&mut scratch);
    assert_eq!(two.len(), 22);
    let day_two_texts: Vec<String> = two.iter().map(|&g| plain(&mut scratch, g)).collect();
    let three = day_three(&mut scratch, &two);
    assert_eq!(three.len(), 1474);
    let day_three_texts: Vec<String> = three.iter().map(|&g| plain(&mut scratch, g)).collect();
    let draw = |rng: &mut Rng| -> String {
        if forms {
            let mut side = || -> Vec<&str> {
                day_two_texts
                    .iter()
                    .filter(|_| rng.next() >> 63 == 1)
                    .map(String::as_str)
                    .collect()
            };
            let (left, right) = (side(), side());
            format!("{{{}|{}}}", left.join(","), right.join(","))
        } else {
            day_three_texts[rng.below(day_three_texts.len())].clone()
        }
    };
    let mut inputs: Vec<Vec<String>> = (0..sums)
        .map(|_| (0..parts).map(|_| draw(&mut rng)).collect())
        .collect();
    if let Some(i) = only {
        inputs = vec![inputs.swap_remove(i)];
    }

    let (mut times, mut cpu_times) = (Vec::new(), Vec::new());
    let mut ours = Vec::new();
    for (i, texts) in inputs.iter().enumerate() {
        let mut games = Games::new();
        let components: Vec<Game> = texts
            .iter()
            .map(|t| parse(&mut games, t).unwrap())
            .collect();
        let (start, cpu_start) = (Instant::now(), cpu_time());
        let sum = games.sum_all(&components).unwrap();
        let outcome = games.outcome(sum);
        let (took, cpu) = (start.elapsed(), cpu_time() - cpu_start);
        let printed = to_notation_within(&games, sum, 1 << 20);
        let i = only.unwrap_or(i);
        println!(
            "sum {i:2}: {:9.2} ms ({:9.2} ms CPU), {:7} games stored, canonical form of {} characters, outcome {}",
            took.as_secs_f64() * 1e3,
            cpu.as_secs_f64() * 1e3,
            games.stored(),
            printed.as_ref().map_or("over 2^20".to_owned(), |t| t.len().to_string()),
            outcome.letter()
        );
        times.push(took);
        cpu_times.push(cpu);
        ours.push((games, sum));
    }
    times.sort();
    cpu_times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let n = times.len();
    let kind = if forms {
        "random games born by day 3"
    } else {
        "games drawn uniformly from the 1474 born by day 3"
    };
    println!(
        "{n} sums of {parts} {kind}: wall median {:.2} ms, 90th percentile {:.2} ms, slowest {:.2} ms; \
         CPU median {:.2} ms, 90th percentile {:.2} ms, slowest {:.2} ms",
        ms(times[n / 2]),
        ms(times[n * 9 / 10]),
        ms(times[n - 1]),
        ms(cpu_times[n / 2]),
        ms(cpu_times[n * 9 / 10]),
        ms(cpu_times[n - 1]),
    );
    if !with_cgt {
        return;
    }
    let program = build_cgt();
    let mut child = Command::new(&program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("cgt-bench runs");
    let mut stdin = child.stdin.take().unwrap();
    let lines: String = inputs.iter().map(|texts| texts.join(" ") + "\n").collect();
    let writer = std::thread::spawn(move || stdin.write_all(lines.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let mut cgt_times = Vec::new();
    for (line, (games, sum)) in String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .zip(&mut ours)
    {
        let (time, form) = line.split_once('\t').unwrap();
        let theirs = parse(games, form).unwrap_or_else(|e| panic!("cgt printed {form}: {e}"));
        assert_eq!(theirs, *sum, "cgt and grundy disagree");
        cgt_times.push(time.parse::<f64>().unwrap());
    }
    assert_eq!(cgt_times.len(), n, "cgt answered every sum");
    cgt_times.sort_by(f64::total_cmp);
    println!(
        "cgt on the same sums (same canonical forms): median {:.2} ms, 90th percentile {:.2} ms, slowest {:.2} ms",
        cgt_times[n / 2],
        cgt_times[n * 9 / 10],
        cgt_times[n - 1]
    );
}
