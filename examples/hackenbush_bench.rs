//! Times Blue-Red Hackenbush trees of 10^5 edges ([`blue_red_tree`]) against a plain C++
//! solution of the same algorithm, and the partizan subtraction game's classes for sets of
//! takes up to 100 (the library, and `sg table psub` end to end).
//!
//! `cargo run --release --example hackenbush_bench [-- --cpp FILE] [--edges N] [--runs R]`:
//! the C++ source defaults to `bench/cpp/hackenbush_tree.cpp`; it is built here with `g++`
//! (or `c++`) `-O2` under `target/bench-cpp/`, skipped with a note if neither compiler is
//! present. Each tree is timed R times (default 5) from its edges in memory (rooting
//! included, the input's reading and the output's printing not) and the fastest run is
//! shown; the C++ program times the same part of its own work and prints it on stderr, and its
//! value must equal grundy's, digit for digit. The trees: a random tree (each vertex hangs
//! from a uniformly chosen earlier one), a stalk alternating in colour (a value of N − 1
//! binary digits), and a caterpillar (a path with a leaf of the other colour at each vertex).
//! Then `sg table psub A B 1000000` is timed from `target/release/sg` if it is built.

use grundy::partizan::hackenbush::Colour;
use grundy::partizan::hackenbush_tree::blue_red_tree;
use grundy::partizan::subtraction::Subtraction;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

type Edges = Vec<(usize, usize, Colour)>;

fn colour(blue: bool) -> Colour {
    if blue {
        Colour::Blue
    } else {
        Colour::Red
    }
}

fn trees(edges: usize) -> Vec<(&'static str, Edges)> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let random = (1..=edges)
        .map(|v| (rng.below(v), v, colour(rng.below(2) == 0)))
        .collect();
    let stalk = (1..=edges)
        .map(|v| (v - 1, v, colour(v % 2 == 1)))
        .collect();
    let spine = edges / 2;
    let mut caterpillar: Edges = (1..=spine)
        .map(|v| (v - 1, v, colour(v % 3 != 0)))
        .collect();
    caterpillar.extend((spine + 1..=edges).map(|v| (v - spine, v, colour(v % 3 == 0))));
    vec![
        ("random tree", random),
        ("alternating stalk", stalk),
        ("caterpillar", caterpillar),
    ]
}

/// The C++ program built from `source` under target/bench-cpp, or why not.
fn build_cpp(source: &Path) -> Result<PathBuf, String> {
    let dir = xtask::target_dir().join("bench-cpp");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let binary = dir.join("hackenbush_tree");
    for compiler in ["g++", "c++"] {
        let built = Command::new(compiler)
            .args(["-O2", "-std=c++17", "-o"])
            .arg(&binary)
            .arg(source)
            .status();
        match built {
            Ok(status) if status.success() => return Ok(binary),
            Ok(status) => {
                return Err(format!(
                    "{compiler} failed ({status}) on {}",
                    source.display()
                ))
            }
            Err(_) => continue,
        }
    }
    Err("no g++ or c++ found".into())
}

/// The C++ program's value of the tree and its fastest time over `runs`.
fn run_cpp(binary: &Path, vertices: usize, edges: &Edges, runs: usize) -> (String, Duration) {
    let mut text = format!("{vertices}\n");
    for &(u, v, c) in edges {
        let letter = if c == Colour::Blue { 'B' } else { 'R' };
        text += &format!("{} {} {letter}\n", u + 1, v + 1);
    }
    let file = std::env::temp_dir().join(format!("hackenbush_bench_{}.txt", std::process::id()));
    std::fs::write(&file, text).expect("a temporary file");
    let mut best = Duration::MAX;
    let mut value = String::new();
    for _ in 0..runs {
        let out = Command::new(binary)
            .stdin(std::fs::File::open(&file).expect("the input"))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output()
            .expect("the C++ program runs");
        let micros: u64 = String::from_utf8_lossy(&out.stderr)
            .trim()
            .parse()
            .unwrap_or(u64::MAX);
        best = best.min(Duration::from_micros(micros));
        value = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    }
    let _ = std::fs::remove_file(&file);
    (value, best)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let option = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let root = xtask::workspace_root();
    let source = option("--cpp").map_or(root.join("bench/cpp/hackenbush_tree.cpp"), PathBuf::from);
    let edges: usize = option("--edges").map_or(100_000, |n| n.parse().expect("--edges N"));
    let runs: usize = option("--runs").map_or(5, |n| n.parse().expect("--runs R"));
    let cpp = build_cpp(&source);
    if let Err(why) = &cpp {
        println!("C++ skipped: {why}");
    }
    println!("Blue-Red trees of {edges} edges, fastest of {runs} runs:");
    for (name, tree) in trees(edges) {
        let mut best = Duration::MAX;
        let mut value = String::new();
        for _ in 0..runs {
            let start = Instant::now();
            let x = blue_red_tree(edges + 1, &tree).expect("a tree");
            best = best.min(start.elapsed());
            value = x.to_string();
        }
        let shown: String = if value.len() > 40 {
            format!("{}... ({} characters)", &value[..20], value.len())
        } else {
            value.clone()
        };
        print!("  {name:<18} grundy {:>9.3} ms", best.as_secs_f64() * 1e3);
        if let Ok(binary) = &cpp {
            let (cpp_value, cpp_best) = run_cpp(binary, edges + 1, &tree, runs);
            assert_eq!(cpp_value, value, "{name}: C++ and grundy disagree");
            print!("   C++ {:>9.3} ms", cpp_best.as_secs_f64() * 1e3);
        }
        println!("   value {shown}");
    }
    let mut rng = Rng(7);
    let mut set = || -> Vec<u64> { (0..12).map(|_| 1 + rng.below(100) as u64).collect() };
    let (left, right) = (set(), set());
    let game = Subtraction::new(&left, &right).expect("takes from 1");
    let start = Instant::now();
    let classes = game.classes(1_000_000);
    let took = start.elapsed();
    let start = Instant::now();
    let period = game.period(1 << 24);
    let period_took = start.elapsed();
    let show = |s: &[u64]| s.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
    let (a, b) = (show(&left), show(&right));
    println!(
        "partizan subtraction {a} | {b}: 10^6 classes in {:.3} ms ({} L), period {} in {:.3} ms",
        took.as_secs_f64() * 1e3,
        classes.iter().filter(|c| c.letter() == 'L').count(),
        period.map_or("none within 2^24".to_owned(), |p| format!(
            "{} from {}",
            p.period(),
            p.pre_period()
        )),
        period_took.as_secs_f64() * 1e3,
    );
    let sg = root.join("target/release/sg");
    if sg.exists() {
        let start = Instant::now();
        let status = Command::new(&sg)
            .args(["table", "psub", &a, &b, "1000000"])
            .stdout(Stdio::null())
            .status()
            .expect("sg runs");
        assert!(status.success());
        println!(
            "sg table psub {a} {b} 1000000 > /dev/null: {:.3} s",
            start.elapsed().as_secs_f64()
        );
    } else {
        println!("sg table psub not timed: build target/release/sg first");
    }
}
