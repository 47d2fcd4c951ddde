//! Games on boards, each at its statement's largest input (the coins and pieces are small:
//! 0.5 MB and 0.1 MB); a partizan game reads one board, so its worst case.

use crate::bench::case::{Case, READ_LIMIT};
use crate::bench::input::{Rng, Text};
use std::io::Write;

pub(super) const CASES: &[Case] = &[
    Case {
        binary: "luogu_p4576",
        about: "n = 20, white at (11, 11), black at (1, 1): black wins in 58 moves, the longest \
                chase, so nearly every position is decided first",
        generate: |_, out, _| writeln!(out, "20 11 11 1 1").unwrap(),
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
    Case {
        binary: "abc229_h",
        about: "the 8 × 8 board of the 8 columns with the most positions (2123 to 1892 each)",
        generate: |_, out, _| busiest_advance_or_eat_board(out),
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_1451f",
        about: "t = 10 matrices of 100 × 100 values up to 10^6",
        generate: |rng, out, _| {
            writeln!(out, "10").unwrap();
            for _ in 0..10 {
                writeln!(out, "100 100").unwrap();
                for _ in 0..100 {
                    crate::bench::input::numbers(rng, out, 100, 1_000_001);
                }
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_1704f",
        about: "one row of n = 5·10^5 cells, as many red as blue, in random pairs RB or BR",
        generate: |rng, out, _| {
            writeln!(out, "1\n500000").unwrap();
            let row: String = (0..250_000)
                .map(|_| if rng.below(2) == 0 { "RB" } else { "BR" })
                .collect();
            writeln!(out, "{row}").unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_494e",
        about: "n = k = 10^9, m = 5·10^4 random rectangles",
        generate: |rng, out, _| {
            let n = 1_000_000_000;
            writeln!(out, "{n} 50000 {n}").unwrap();
            for _ in 0..50_000 {
                let (a, c) = (1 + rng.below(n), 1 + rng.below(n));
                let (b, d) = (1 + rng.below(n), 1 + rng.below(n));
                let (top, bottom, left, right) = (a.min(c), a.max(c), b.min(d), b.max(d));
                writeln!(out, "{top} {left} {bottom} {right}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "abc201_d",
        about:
            "a 2000 × 2000 board, each cell `+` or `-` at random (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "2000 2000").unwrap();
            for _ in 0..2000 {
                let row: String = (0..2000)
                    .map(|_| if rng.below(2) == 0 { '+' } else { '-' })
                    .collect();
                writeln!(out, "{row}").unwrap();
            }
        },
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
