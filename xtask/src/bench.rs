//! `cargo xtask bench`: every hot judge binary against the practical limit and a
//! straightforward C++ solution. The limit is `bench/limit.rs` (read all input, parse numbers
//! with a byte loop, print one line) for a binary that prints little, and for hdu_2176, which
//! prints about as much as it reads, `bench/limit_nim_moves.rs` (the same, then print the same
//! answers with a plain formatter). The C++ solutions are `bench/cpp/*.cpp` (`g++ -O2`,
//! `std::cin` with `sync_with_stdio(false)`; for the nim product, the judge's reference method
//! of 64 look-ups in a 32 MiB table with whole-buffer input and output). The inputs are
//! generated, judge-format: 40 MB or more for the binaries that only read numbers, each
//! statement's largest input for the others. Runs alternate between the programs; the report gives
//! median wall times, their ratios and peak memory (maximum resident set size).

use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A deterministic xorshift generator, so every run measures the same inputs.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// One benchmark: a binary, its input generator, its limit program (in `bench/`) and its C++
/// reference (`bench/cpp/BINARY.cpp`).
struct Case {
    binary: &'static str,
    about: &'static str,
    generate: fn(&mut Rng, &mut Text, u64),
    limit: &'static str,
}

/// Reads and parses, prints one line.
const READ_LIMIT: &str = "limit";

const CASES: [Case; 25] = [
    Case {
        binary: "luogu_p2197",
        about: "400 cases of 10^4 piles up to 10^9",
        generate: |rng, out, scale| {
            let cases = 400 / scale;
            writeln!(out, "{cases}").unwrap();
            for _ in 0..cases {
                writeln!(out, "10000").unwrap();
                numbers(rng, out, 10_000, 1_000_000_001);
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_2176",
        about: "20 groups of 200 000 piles up to 10^9",
        generate: |rng, out, scale| {
            for _ in 0..20 / scale {
                writeln!(out, "200000").unwrap();
                numbers(rng, out, 200_000, 1_000_000_000);
            }
            writeln!(out, "0").unwrap();
        },
        limit: "limit_nim_moves",
    },
    Case {
        binary: "poj_1067",
        about: "2 000 000 lines `a b` up to 10^9",
        generate: |rng, out, scale| {
            for _ in 0..2_000_000 / scale {
                let (a, b) = (rng.below(1_000_000_001), rng.below(1_000_000_001));
                writeln!(out, "{a} {b}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_3537",
        about: "100 000 cases of 100 coins below 10^8",
        generate: |rng, out, scale| {
            for _ in 0..100_000 / scale {
                writeln!(out, "100").unwrap();
                numbers(rng, out, 100, 100_000_000);
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "lc_nim_product_64",
        about: "10^6 nim products of random 64-bit pairs",
        generate: |rng, out, scale| {
            let cases = 1_000_000 / scale;
            writeln!(out, "{cases}").unwrap();
            for _ in 0..cases {
                let (a, b) = (rng.below(u64::MAX), rng.below(u64::MAX));
                writeln!(out, "{a} {b}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "abc297_g",
        about: "N = 2·10^5 piles up to 10^9, L ≤ R up to 10^9 (its statement's largest input)",
        generate: |rng, out, scale| {
            let n = 200_000 / scale as usize;
            let least = 1 + rng.below(1_000_000_000);
            let most = least + rng.below(1_000_000_001 - least);
            writeln!(out, "{n} {least} {most}").unwrap();
            numbers(rng, out, n, 1_000_000_001);
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_603c",
        about: "n = 10^5 piles up to 10^9, odd k (halvings to follow; its statement's largest \
                input)",
        generate: |rng, out, scale| {
            let n = 100_000 / scale as usize;
            writeln!(out, "{n} {}", 1 + 2 * rng.below(500_000_000)).unwrap();
            numbers(rng, out, n, 1_000_000_001);
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_1194d",
        about: "T = 100 games, n and k up to 10^9, k a multiple of 3 in half of them (its \
                statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "100").unwrap();
            for i in 0..100 {
                let n = rng.below(1_000_000_001);
                let k = if i % 2 == 0 {
                    3 * (1 + rng.below(333_333_333))
                } else {
                    3 + rng.below(999_999_998)
                };
                writeln!(out, "{n} {k}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "arc151_c",
        about: "N = 10^18, M = 2·10^5 given cells spread over the row (its statement's largest \
                input)",
        generate: |rng, out, scale| {
            let m = 200_000 / scale;
            writeln!(out, "1000000000000000000 {m}").unwrap();
            let (mut cell, mut digit) = (0u64, 2u64);
            for _ in 0..m {
                let next = cell + 1 + rng.below(4_999_999_999_999);
                let mut d = rng.below(2);
                if next == cell + 1 && d == digit {
                    d ^= 1;
                }
                (cell, digit) = (next, d);
                writeln!(out, "{cell} {digit}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "arc168_b",
        about: "N = 250 000 piles up to 10^9 of XOR 0 (pairs of equal piles and four odd ones), \
                shuffled (its statement's largest input)",
        generate: |rng, out, scale| {
            let n = 250_000 / scale as usize;
            let mut piles = Vec::with_capacity(n);
            while piles.len() + 4 < n {
                let pile = 1 + rng.below(1_000_000_000);
                piles.extend([pile, pile]);
            }
            loop {
                let [w, x, y] = [0; 3].map(|_| 1 + rng.below((1 << 29) - 1));
                if w ^ x ^ y != 0 {
                    piles.extend([w, x, y, w ^ x ^ y]);
                    break;
                }
            }
            for i in (1..piles.len()).rev() {
                piles.swap(i, rng.below(i as u64 + 1) as usize);
            }
            writeln!(out, "{}", piles.len()).unwrap();
            for (i, pile) in piles.iter().enumerate() {
                let sep = if i + 1 == piles.len() { '\n' } else { ' ' };
                write!(out, "{pile}{sep}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p4101",
        about: "T = 100 games, n and m up to 10^9 (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "100").unwrap();
            for _ in 0..100 {
                let (n, m) = (1 + rng.below(1_000_000_000), 1 + rng.below(1_000_000_000));
                writeln!(out, "{n} {m}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p6487",
        about: "n = 10^15 (its statement's largest input)",
        generate: |_, out, _| writeln!(out, "1000000000000000").unwrap(),
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p3480",
        about: "u = 10 arrangements of n = 1000 piles, under 10^4 pebbles each (its statement's \
                largest input)",
        generate: |rng, out, _| {
            writeln!(out, "10").unwrap();
            for _ in 0..10 {
                let mut piles: Vec<u64> = (0..1000).map(|_| rng.below(19)).collect();
                piles.sort_unstable();
                let line: Vec<String> = piles.iter().map(u64::to_string).collect();
                writeln!(out, "1000\n{}", line.join(" ")).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p2148",
        about: "T = 20 cases of N = 20 000 piles up to 2·10^9 (its statement's largest input)",
        generate: |rng, out, scale| {
            writeln!(out, "20").unwrap();
            for _ in 0..20 {
                let n = 20_000 / scale as usize;
                writeln!(out, "{n}").unwrap();
                numbers(rng, out, n, 2_000_000_001);
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p3185",
        about: "t = 10 cases of n = 21 bottles of up to 10^4 beans (its statement's largest \
                input)",
        generate: |rng, out, _| {
            writeln!(out, "10").unwrap();
            for _ in 0..10 {
                let beans: Vec<String> = (0..21).map(|_| rng.below(10_001).to_string()).collect();
                writeln!(out, "21\n{}", beans.join(" ")).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "agc017_d",
        about: "N = 10^5, a random tree (each vertex joined to an earlier one), labels and edges \
                shuffled (its statement's largest input)",
        generate: |rng, out, scale| {
            let n = (100_000 / scale as usize).max(2);
            let mut label: Vec<usize> = (1..=n).collect();
            for i in (1..n).rev() {
                label.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let mut edges: Vec<(usize, usize)> = (1..n)
                .map(|v| {
                    let (a, b) = (label[v], label[rng.below(v as u64) as usize]);
                    if rng.below(2) == 0 {
                        (a, b)
                    } else {
                        (b, a)
                    }
                })
                .collect();
            for i in (1..edges.len()).rev() {
                edges.swap(i, rng.below(i as u64 + 1) as usize);
            }
            writeln!(out, "{n}").unwrap();
            for (a, b) in edges {
                writeln!(out, "{a} {b}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    // Games on graphs, each at its statement's largest input.
    Case {
        binary: "abc209_e",
        about: "2·10^5 words of 3 to 8 letters from 12 (1728 positions)",
        generate: |rng, out, scale| {
            let n = 200_000 / scale;
            writeln!(out, "{n}").unwrap();
            let letters = b"abcdefABCDEF";
            for _ in 0..n {
                let len = 3 + rng.below(6) as usize;
                let word: String = (0..len)
                    .map(|_| letters[rng.below(12) as usize] as char)
                    .collect();
                writeln!(out, "{word}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p6560",
        about: "n = 10^5, m = 5·10^5 edges u → u + 1..u + 10 (no cycle, so every round decides \
                every position the start needs), q = 500 random rounds",
        generate: |rng, out, scale| {
            let (n, m, q) = (100_000, 500_000 / scale, 500 / scale);
            writeln!(out, "{n} {m} {q}").unwrap();
            for _ in 0..m {
                let u = 1 + rng.below(n - 1);
                writeln!(out, "{u} {}", (u + 1 + rng.below(10)).min(n)).unwrap();
            }
            for _ in 0..q {
                let x = 1 + rng.below(n);
                let y = 1 + (x + rng.below(n - 1)) % n;
                writeln!(out, "{x} {y}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_786a",
        about: "n = 7000, both players with every step 1..6999",
        generate: |_, out, scale| {
            let n = 7000 / scale;
            writeln!(out, "{n}").unwrap();
            for _ in 0..2 {
                write!(out, "{}", n - 1).unwrap();
                for s in 1..n {
                    write!(out, " {s}").unwrap();
                }
                writeln!(out).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p4055",
        about: "a 100 × 100 maze, 1 cell in 5 a wall",
        generate: |rng, out, _| {
            writeln!(out, "100 100").unwrap();
            for _ in 0..100 {
                let row: String = (0..100)
                    .map(|_| if rng.below(5) == 0 { '#' } else { '.' })
                    .collect();
                writeln!(out, "{row}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p1971",
        about: "a 40 × 40 board, the longest recorded game of 40 tries",
        generate: |rng, out, _| long_empty_square_game(rng, out),
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p3235",
        about: "F = 1, 99 games of 99 piles from 99000 to 99999",
        generate: |rng, out, _| {
            writeln!(out, "99 1").unwrap();
            for _ in 0..99 {
                write!(out, "99").unwrap();
                for _ in 0..99 {
                    write!(out, " {}", 99_000 + rng.below(1000)).unwrap();
                }
                writeln!(out).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    // Coins and pieces at their statements' largest inputs (small: 0.5 MB and 0.1 MB).
    Case {
        binary: "luogu_p2594",
        about: "T = 50 boards of 100 × 100 coins, each tails or heads at random",
        generate: |rng, out, _| {
            writeln!(out, "50").unwrap();
            for _ in 0..50 {
                writeln!(out, "100 100").unwrap();
                for _ in 0..100 {
                    let row: String = (0..100)
                        .map(|_| if rng.below(2) == 0 { 'T' } else { 'H' })
                        .collect();
                    writeln!(out, "{row}").unwrap();
                }
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p7589",
        about: "T = 100 tests of n = 100 lines, k = 100, d = 20, pieces from −1000 to 1000",
        generate: |rng, out, _| {
            writeln!(out, "100").unwrap();
            for _ in 0..100 {
                writeln!(out, "\n100 100 20").unwrap();
                for y in -100..0 {
                    let b = rng.below(2001) as i64 - 1000;
                    let w = (b + 1000 + 1 + rng.below(2000) as i64) % 2001 - 1000;
                    writeln!(out, "{y} {b} {w}").unwrap();
                }
            }
        },
        limit: READ_LIMIT,
    },
    // Partizan games: one board per input, so its worst case.
    Case {
        binary: "abc229_h",
        about: "the 8 × 8 board of the 8 columns with the most positions (2123 to 1892 each)",
        generate: |_, out, _| busiest_advance_or_eat_board(out),
        limit: READ_LIMIT,
    },
];

/// Advance or Eat (ABC 229 H) on 8 × 8: the board whose columns are the 8 columns of 8 cells
/// with the most positions reachable by moving pieces up and eating them (found by a search
/// of all 3^8 columns), so that each solver values as many column positions as any input
/// makes it.
fn busiest_advance_or_eat_board(out: &mut Text) {
    const N: usize = 8;
    const STATES: usize = 6561; // 3^8: each cell empty, white or black
    let reachable = |start: usize| -> usize {
        let mut seen = vec![false; STATES];
        let mut stack = vec![start];
        seen[start] = true;
        let mut count = 0;
        while let Some(code) = stack.pop() {
            count += 1;
            let mut place = 1;
            for i in 0..N {
                let cell = code / place % 3;
                let above_empty = i > 0 && code / (place / 3) % 3 == 0;
                let mut next = Vec::new();
                if cell != 0 {
                    next.push(code - cell * place);
                    if above_empty {
                        next.push(code - cell * place + cell * (place / 3));
                    }
                }
                for n in next {
                    if !seen[n] {
                        seen[n] = true;
                        stack.push(n);
                    }
                }
                place *= 3;
            }
        }
        count
    };
    let mut columns: Vec<(usize, usize)> = (0..STATES).map(|c| (reachable(c), c)).collect();
    columns.sort_unstable_by(|a, b| b.cmp(a));
    writeln!(out, "{N}").unwrap();
    let mut place = 1;
    for _ in 0..N {
        let line: String = columns[..N]
            .iter()
            .map(|&(_, code)| ['.', 'W', 'B'][code / place % 3])
            .collect();
        writeln!(out, "{line}").unwrap();
        place *= 3;
    }
}

/// A 40 × 40 board of the empty square game where every cell can be reached (white pieces on
/// the other colour from the empty square, black on its colour), and a record played by
/// moving to the neighbour with the fewest onward moves (Warnsdorff's rule, ties at random),
/// which walks far: of 40 games ending with the first player unable to move, the longest.
#[allow(clippy::type_complexity)]
fn long_empty_square_game(rng: &mut Rng, out: &mut Text) {
    const N: usize = 40;
    // The longest game so far: its board and its moves.
    let mut best: Option<(Vec<Vec<u8>>, Vec<(usize, usize)>)> = None;
    let mut tries = 0;
    while tries < 40 {
        let start = (rng.below(N as u64) as usize, rng.below(N as u64) as usize);
        let mut board: Vec<Vec<u8>> = (0..N)
            .map(|r| {
                (0..N)
                    .map(|c| {
                        if (r + c) % 2 == (start.0 + start.1) % 2 {
                            b'X'
                        } else {
                            b'O'
                        }
                    })
                    .collect()
            })
            .collect();
        board[start.0][start.1] = b'.';
        let first = board.clone();
        let mut empty = start;
        let mut record = Vec::new();
        let beside = |(r, c): (usize, usize)| {
            [
                (r + 1, c),
                (r, c + 1),
                (r.wrapping_sub(1), c),
                (r, c.wrapping_sub(1)),
            ]
            .into_iter()
            .filter(|&(a, b)| a < N && b < N)
        };
        loop {
            let piece = if record.len() % 2 == 0 { b'O' } else { b'X' };
            let other = if piece == b'O' { b'X' } else { b'O' };
            let choices: Vec<(usize, usize)> = beside(empty)
                .filter(|&(a, b)| board[a][b] == piece)
                .collect();
            if choices.is_empty() {
                break;
            }
            let onward = |cell| beside(cell).filter(|&(a, b)| board[a][b] == other).count();
            let fewest = choices.iter().map(|&c| onward(c)).min().unwrap();
            let ties: Vec<_> = choices
                .into_iter()
                .filter(|&c| onward(c) == fewest)
                .collect();
            let cell = ties[rng.below(ties.len() as u64) as usize];
            board[empty.0][empty.1] = piece;
            board[cell.0][cell.1] = b'.';
            empty = cell;
            record.push(cell);
        }
        if record.len() % 2 == 1 || record.is_empty() {
            continue;
        }
        tries += 1;
        let longer = match &best {
            Some((_, moves)) => moves.len() < record.len(),
            None => true,
        };
        if longer {
            best = Some((first, record));
        }
    }
    let (board, record) = best.unwrap();
    writeln!(out, "{N} {N}").unwrap();
    for row in &board {
        writeln!(out, "{}", String::from_utf8_lossy(row)).unwrap();
    }
    writeln!(out, "{}", record.len() / 2).unwrap();
    for (r, c) in record {
        writeln!(out, "{} {}", r + 1, c + 1).unwrap();
    }
}

/// Where generated input goes: straight to a file, so this process stays small (a child's
/// peak memory as the kernel reports it can include its parent's at the time of the spawn).
type Text = std::io::BufWriter<File>;

fn numbers(rng: &mut Rng, out: &mut Text, count: usize, below: u64) {
    for i in 0..count {
        let sep = if i + 1 == count { '\n' } else { ' ' };
        write!(out, "{}{sep}", 1 + rng.below(below - 1)).unwrap();
    }
}

fn run_checked(command: &mut Command) -> Result<(), String> {
    let status = command.status().map_err(|e| format!("{command:?}: {e}"))?;
    status
        .success()
        .then_some(())
        .ok_or_else(|| format!("{command:?} failed: {status}"))
}

/// Wall time and peak resident memory (KiB) of one run with stdin from `input`.
fn measure(program: &Path, input: &Path, output: &Path) -> Result<(Duration, u64), String> {
    let stdin = File::open(input).map_err(|e| e.to_string())?;
    let stdout = File::create(output).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let child = Command::new(program)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("{}: {e}", program.display()))?;
    let mut status = 0;
    // SAFETY: rusage is plain old data, for which all-zero bytes are a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `child` is our own unwaited child process, and both out-pointers are valid.
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    let elapsed = start.elapsed();
    if pid < 0 || !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err(format!(
            "{} failed on {}",
            program.display(),
            input.display()
        ));
    }
    Ok((elapsed, usage.ru_maxrss as u64))
}

/// Whether two files are equal, read in blocks.
fn same_contents(a: &Path, b: &Path) -> Result<bool, String> {
    let open = |p: &Path| {
        File::open(p)
            .map(std::io::BufReader::new)
            .map_err(|e| e.to_string())
    };
    let (mut a, mut b) = (open(a)?, open(b)?);
    let (mut x, mut y) = (vec![0; 1 << 16], vec![0; 1 << 16]);
    loop {
        let n = a.read(&mut x).map_err(|e| e.to_string())?;
        let mut m = 0;
        while m < n {
            match b.read(&mut y[m..n]).map_err(|e| e.to_string())? {
                0 => return Ok(false),
                k => m += k,
            }
        }
        if x[..n] != y[..n] {
            return Ok(false);
        }
        if n == 0 {
            return Ok(b.read(&mut y).map_err(|e| e.to_string())? == 0);
        }
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Runs the benchmark: `runs` alternating runs per program, inputs scaled down by `scale`
/// (1 for the full 40 MB inputs), every case or `only` one binary's. Returns the report in
/// Markdown.
pub fn bench(runs: usize, scale: u64, only: Option<&str>) -> Result<String, String> {
    if let Some(name) = only.filter(|&n| CASES.iter().all(|c| c.binary != n)) {
        let names: Vec<&str> = CASES.iter().map(|c| c.binary).collect();
        return Err(format!(
            "no bench case {name}; there are: {}",
            names.join(", ")
        ));
    }
    let root = crate::workspace_root();
    let target = crate::target_dir();
    let work = target.join("bench");
    fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    run_checked(Command::new(cargo).current_dir(&root).args([
        "build",
        "--release",
        "--quiet",
        "--bins",
        "-p",
        "grundy",
    ]))?;

    let mut report = String::new();
    writeln!(report, "| binary | input | size | output | grundy | limit | C++ | grundy / limit | C++ / grundy | peak memory (grundy, limit, C++) |").unwrap();
    writeln!(report, "|---|---|---|---|---|---|---|---|---|---|").unwrap();
    for case in CASES
        .iter()
        .filter(|c| only.is_none() || only == Some(c.binary))
    {
        let input = work.join(format!("{}-{scale}.in", case.binary));
        if !input.exists() {
            let file = File::create(&input).map_err(|e| e.to_string())?;
            let mut text = std::io::BufWriter::new(file);
            (case.generate)(&mut Rng(0x9E37_79B9_7F4A_7C15), &mut text, scale);
            text.flush().map_err(|e| e.to_string())?;
        }
        let limit = work.join(case.limit);
        run_checked(
            Command::new("rustc")
                .args(["-O", "--edition", "2021", "-o"])
                .arg(&limit)
                .arg(root.join(format!("bench/{}.rs", case.limit))),
        )?;
        let cpp = work.join(format!("{}-cpp", case.binary));
        run_checked(
            Command::new("g++")
                .args(["-O2", "-o"])
                .arg(&cpp)
                .arg(root.join(format!("bench/cpp/{}.cpp", case.binary))),
        )?;
        let ours = target.join("release").join(case.binary);
        let output = |i: usize| work.join(format!("{}-{i}.out", case.binary));
        let programs = [&ours, &limit, &cpp];
        let mut times = vec![Vec::new(); programs.len()];
        let mut memory = [0u64; 3];
        for _ in 0..runs {
            for (i, program) in programs.iter().enumerate() {
                let (time, rss) = measure(program, &input, &output(i))?;
                times[i].push(time);
                memory[i] = memory[i].max(rss);
            }
        }
        let differs = |i: usize, what: &str| -> Result<String, String> {
            let same = same_contents(&output(0), &output(i))?;
            Ok(if same {
                String::new()
            } else {
                format!(" ({what} output differs)")
            })
        };
        let limit_note = if case.limit == READ_LIMIT {
            String::new()
        } else {
            differs(1, "limit")?
        };
        let cpp_note = differs(2, "C++")?;
        let [t_ours, t_limit, t_cpp] = [0, 1, 2].map(|i| median(times[i].clone()));
        let size = |path: &Path| fs::metadata(path).map(|m| m.len() as f64 / 1e6);
        let ms = |d: Duration| format!("{:.1} ms", d.as_secs_f64() * 1e3);
        let mib = |kib: u64| format!("{:.1}", kib as f64 / 1024.0);
        writeln!(
            report,
            "| `{}` | {} | {:.1} MB | {:.1} MB | {} | {} (`{}`){limit_note} | {}{cpp_note} | {:.2}× | {:.2}× | {} / {} / {} MiB |",
            case.binary,
            case.about,
            size(&input).map_err(|e| e.to_string())?,
            size(&output(0)).map_err(|e| e.to_string())?,
            ms(t_ours),
            ms(t_limit),
            case.limit,
            ms(t_cpp),
            t_ours.as_secs_f64() / t_limit.as_secs_f64(),
            t_cpp.as_secs_f64() / t_ours.as_secs_f64(),
            mib(memory[0]),
            mib(memory[1]),
            mib(memory[2]),
        )
        .unwrap();
    }
    writeln!(
        report,
        "\nMedians of {runs} alternating runs; output to a file. `limit` reads, parses and prints \
         one line; `limit_nim_moves` reads, parses and prints hdu_2176's answers with a plain \
         formatter. Rerun: `cargo xtask bench`."
    )
    .unwrap();
    Ok(report)
}
