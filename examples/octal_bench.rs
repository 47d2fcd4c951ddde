//! Octal games and Grundy's game: grundy's sparse-space engine against the peer solvers, side by
//! side in one run: `cargo run --release --example octal_bench [RUNS [TIMEOUT [MIRRORS]]]
//! [GAME:VALUES...]` (defaults 3 runs, 120 s, /work/.mirror, the cases of the table).
//! A case `GAME:VALUES` runs only that game (an octal code or `grundy`) to `2^N` values or until
//! `proven`: `octal_bench 1 900 grundy:2^28` measures all heaps of Grundy's game below 2^28.
//!
//! The peers are built here, under `<target>/octal-bench`: `ogsolve` by `cargo install`,
//! tczajka/octal-games' C++ analyzer (its `old/` directory) with `make`, and
//! rogalski-wmii-uni-lodz-pl/octal with `cargo build`, the last two from git mirrors of their
//! repositories in MIRRORS (`owner+name/repo`, as the fetch tool leaves them); a peer that is
//! missing is left out. Every solver runs as its own process, alternating, and the table gives
//! the median wall time and the peak memory of each; a run past TIMEOUT is stopped and shown
//! as "> TIMEOUT". The engine computes every value (the periodic shortcut of `sg table` is not
//! used); "proven" rows stop where the periodicity theorem proves the period.

use grundy::search::octal::Code;
use grundy::search::periodicity_theorem::Watch;
use grundy::search::sparse_space::{Moves, SparseSpace};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One line of the table: a game and how far (a number of values, or until proven).
struct Case {
    game: String,
    values: Option<usize>,
}

impl Case {
    /// `GAME:2^N` or `GAME:proven`.
    fn parse(arg: &str) -> Option<Case> {
        let (game, values) = arg.split_once(':')?;
        let values = match values {
            "proven" => None,
            _ => Some(1usize.checked_shl(values.strip_prefix("2^")?.parse().ok()?)?),
        };
        Some(Case {
            game: game.to_owned(),
            values,
        })
    }
}

const CASES: [&str; 7] = [
    "grundy:2^22",
    "0.16:2^19",
    "0.16:proven",
    "0.376:2^20",
    "0.77:2^20",
    "0.376:proven",
    "0.354:proven",
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--ours") {
        return ours(&args[1], args[2].parse().expect("a number of values"));
    }
    let (cases, args): (Vec<String>, Vec<String>) = args.into_iter().partition(|a| a.contains(':'));
    let cases: Vec<Case> = if cases.is_empty() {
        CASES
            .iter()
            .map(|c| Case::parse(c).expect("a case"))
            .collect()
    } else {
        cases
            .iter()
            .map(|c| {
                Case::parse(c).unwrap_or_else(|| {
                    eprintln!("octal_bench: {c}: expected GAME:2^N or GAME:proven");
                    std::process::exit(2)
                })
            })
            .collect()
    };
    let runs: usize = args.first().map_or(3, |a| a.parse().expect("RUNS"));
    let timeout = Duration::from_secs(args.get(1).map_or(120, |a| a.parse().expect("TIMEOUT")));
    let mirrors = PathBuf::from(args.get(2).map_or("/work/.mirror", String::as_str));
    let target = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".into());
    let dir = Path::new(&target).join("octal-bench");
    std::fs::create_dir_all(&dir).expect("a bench directory");
    let peers = build_peers(&dir, &mirrors);

    println!(
        "| game, values | grundy | {} |",
        peers.iter().map(|p| p.name).collect::<Vec<_>>().join(" | ")
    );
    println!("|---|---|{}", "---|".repeat(peers.len()));
    let me = std::env::current_exe().expect("this example");
    for case in &cases {
        let n = case.values.map_or("0".to_owned(), |n| n.to_string());
        let mut solvers: Vec<(Option<Vec<String>>, Option<String>)> = vec![(
            Some(vec![
                me.display().to_string(),
                "--ours".into(),
                case.game.clone(),
                n,
            ]),
            None,
        )];
        for peer in &peers {
            solvers.push((peer.command(case), peer.stop_line(case)));
        }
        let mut results: Vec<Vec<Run>> = vec![Vec::new(); solvers.len()];
        for _ in 0..runs {
            for (i, (command, stop)) in solvers.iter().enumerate() {
                let timed_out = results[i].iter().any(|r| r.timed_out);
                if let (Some(command), false) = (command, timed_out) {
                    results[i].push(run(command, stop.as_deref(), timeout));
                }
            }
        }
        let ours = median(&results[0]);
        let cells: Vec<String> = results
            .iter()
            .enumerate()
            .map(|(i, r)| cell(r, if i == 0 { None } else { ours }, timeout))
            .collect();
        let what = case.values.map_or("period proven".to_owned(), |n| {
            format!("2^{}", n.trailing_zeros())
        });
        println!("| {} {what} | {} |", case.game, cells.join(" | "));
    }
    println!(
        "\n(wall seconds, medians of {runs} alternating runs, peak memory; ×: peer time / \
         grundy time; \"proved its period first\": the peer stopped at its proof, short of the values)"
    );
}

/// The worker: values of `game` by the engine, `len` of them or (0) until the period is proven.
fn ours(game: &str, len: usize) {
    let code = Code::parse(game);
    let moves = match &code {
        Some(code) => code.moves().expect("an octal code"),
        None => Moves::split_unequal(),
    };
    let mut engine = SparseSpace::new(moves);
    if len > 0 {
        engine.extend_to(len).expect("values fit");
        println!("{len} values, {} rare heaps", engine.rare_heaps());
        return;
    }
    let code = code.expect("periods are proven for octal codes");
    let mut watch = Watch::new(code.largest_take());
    loop {
        let done = engine.values().len();
        engine.extend_to(done + (1 << 16)).expect("values fit");
        if let Some(proof) = watch.observe(engine.values()) {
            println!("{proof:?}");
            return;
        }
    }
}

struct Peer {
    name: &'static str,
    binary: PathBuf,
}

impl Peer {
    /// The peer's command for `case`, if it can do it.
    fn command(&self, case: &Case) -> Option<Vec<String>> {
        let bin = self.binary.display().to_string();
        let grundy = case.game == "grundy";
        match (self.name, case.values) {
            ("tczajka/octal-games", _) => Some(vec![bin, case.game.clone()]),
            ("ogsolve (RC2)", Some(n)) if !grundy => Some(vec![
                bin,
                "-m".into(),
                "rc2".into(),
                "-n".into(),
                (n - 1).to_string(),
                case.game.clone(),
            ]),
            ("rogalski octal", Some(n)) if !grundy => {
                Some(vec![bin, case.game.clone(), n.to_string()])
            }
            _ => None,
        }
    }

    /// The line after which the peer has computed the case's values (tczajka's analyzer goes
    /// on to 2^28 unless it proves a period; it reports each power of two).
    fn stop_line(&self, case: &Case) -> Option<String> {
        match (self.name, case.values) {
            ("tczajka/octal-games", Some(n)) => Some(format!("n=2^{} ", n.trailing_zeros())),
            _ => None,
        }
    }
}

fn build_peers(dir: &Path, mirrors: &Path) -> Vec<Peer> {
    let mut peers = Vec::new();
    let ogsolve = dir.join("ogsolve/bin/ogsolve");
    if ogsolve.exists()
        || step(
            Command::new("cargo")
                .args(["install", "ogsolve", "--root"])
                .arg(dir.join("ogsolve")),
        )
    {
        peers.push(Peer {
            name: "ogsolve (RC2)",
            binary: ogsolve,
        });
    }
    let tczajka = dir.join("tczajka");
    let analyze = tczajka.join("old/bin/analyze");
    if analyze.exists()
        || unpack(&mirrors.join("tczajka+octal-games/repo"), &tczajka)
            && step(
                Command::new("make")
                    .arg("-C")
                    .arg(tczajka.join("old"))
                    .arg("bin/analyze"),
            )
    {
        peers.push(Peer {
            name: "tczajka/octal-games",
            binary: analyze,
        });
    }
    let rogalski = dir.join("rogalski");
    let octal = rogalski.join("target/release/octal");
    if octal.exists()
        || unpack(
            &mirrors.join("rogalski-wmii-uni-lodz-pl+octal/repo"),
            &rogalski,
        ) && step(
            Command::new("cargo")
                .args(["build", "--release", "--bin", "octal", "--manifest-path"])
                .arg(rogalski.join("Cargo.toml"))
                .arg("--target-dir")
                .arg(rogalski.join("target")),
        )
    {
        peers.push(Peer {
            name: "rogalski octal",
            binary: octal,
        });
    }
    peers
}

/// Runs a build step, its output on stderr; whether it worked.
fn step(command: &mut Command) -> bool {
    eprintln!("building: {command:?}");
    command.stdout(Stdio::null());
    command.status().is_ok_and(|s| s.success())
}

/// The newest commit of the git mirror `repo`, written out into `into`.
fn unpack(repo: &Path, into: &Path) -> bool {
    if !repo.exists() {
        eprintln!("{} is missing: that peer is left out", repo.display());
        return false;
    }
    std::fs::create_dir_all(into).expect("a peer directory");
    let archive = format!(
        "git --git-dir '{}' archive HEAD | tar -x -C '{}'",
        repo.display(),
        into.display()
    );
    step(Command::new("sh").args(["-c", &archive]))
}

#[derive(Clone, Copy)]
struct Run {
    seconds: f64,
    peak_kib: i64,
    timed_out: bool,
    // Exited before the line it was to be stopped at (tczajka's analyzer proved the period).
    ended_early: bool,
}

/// Runs `command` until it exits, prints a line starting with `stop` (then it is stopped), or
/// `timeout` passes. The child is reaped by `wait4` (for its peak memory), not `wait`.
#[allow(clippy::zombie_processes)]
fn run(command: &[String], stop: Option<&str>, timeout: Duration) -> Run {
    let start = Instant::now();
    let mut child = Command::new(&command[0])
        .args(&command[1..])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", command[0]));
    let pid = child.id();
    let stdout = child.stdout.take().expect("piped");
    let stop_line = stop.map(str::to_owned);
    let (sender, stopped) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if stop_line.as_deref().is_some_and(|s| line.starts_with(s)) {
                let _ = sender.send(Instant::now());
            }
        }
    });
    let mut end = None;
    let mut timed_out = false;
    let pid = pid as libc::pid_t;
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: `pid` is our child, not reaped yet; wait4 writes only `status` and `usage`.
        if unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) } == pid {
            break;
        }
        if let Ok(at) = stopped.try_recv() {
            end = Some(at);
        }
        timed_out = start.elapsed() > timeout;
        if end.is_some() || timed_out {
            // SAFETY: as above; the child is stopped, then reaped with its peak memory.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::wait4(pid, &mut status, 0, &mut usage);
            }
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    if end.is_none() && !timed_out {
        // It exited: it may have printed the stop line just before.
        let _ = reader.join();
        end = stopped.try_recv().ok();
    }
    let seconds = end
        .unwrap_or_else(Instant::now)
        .duration_since(start)
        .as_secs_f64();
    Run {
        seconds,
        peak_kib: usage.ru_maxrss,
        timed_out,
        ended_early: stop.is_some() && end.is_none() && !timed_out,
    }
}

fn median(runs: &[Run]) -> Option<f64> {
    let mut seconds: Vec<f64> = runs
        .iter()
        .filter(|r| !r.timed_out)
        .map(|r| r.seconds)
        .collect();
    seconds.sort_by(f64::total_cmp);
    (!seconds.is_empty() && seconds.len() == runs.len()).then(|| seconds[seconds.len() / 2])
}

fn cell(runs: &[Run], ours: Option<f64>, timeout: Duration) -> String {
    if runs.is_empty() {
        return "–".into();
    }
    let peak = runs.iter().map(|r| r.peak_kib).max().unwrap_or(0) as f64 / 1024.0;
    match median(runs) {
        None => format!("> {} s", timeout.as_secs()),
        Some(seconds) => {
            let ratio = ours.map_or(String::new(), |o| format!(", {:.1}×", seconds / o));
            let early = if runs.iter().any(|r| r.ended_early) {
                " proved its period first"
            } else {
                ""
            };
            format!("{seconds:.2} s ({peak:.0} MiB{ratio}){early}")
        }
    }
}
