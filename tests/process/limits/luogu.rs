//! Luogu's problems at their limits (time limits taken as 1 s where the statement gives none).

use super::{at_limits, lines_among, UNKNOWN};
use std::fmt::Write;

const TL: f64 = UNKNOWN;

/// The numbers of `output`, one per line, `count` of them.
fn numbers(output: &str, count: usize) -> Vec<u64> {
    let numbers: Vec<u64> = output.lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(numbers.len(), count, "{output:.200}");
    numbers
}

#[test]
fn luogu_p1971_at_a_39_by_39_board_and_760_moves_each() {
    // A checkerboard of white pieces (odd squares) and black ones around the empty corner;
    // the empty square snakes row by row over the whole board, so every move is the mover's
    // own piece, and at the end both its neighbours hold black pieces: 兔兔 cannot move.
    let n = 39;
    let mut input = format!("{n} {n}\n");
    for r in 0..n {
        let row: String = (0..n)
            .map(|c| match (r + c) % 2 {
                _ if r + c == 0 => '.',
                1 => 'O',
                _ => 'X',
            })
            .collect();
        input += &row;
        input.push('\n');
    }
    let moves = n * n - 1;
    writeln!(input, "{}", moves / 2).unwrap();
    for t in 1..=moves {
        let (r, c) = (t / n, t % n);
        let c = if r % 2 == 0 { c } else { n - 1 - c };
        writeln!(input, "{} {}", r + 1, c + 1).unwrap();
    }
    let output = at_limits("luogu_p1971", TL, &input);
    let mut lines = output.lines().map(|l| l.parse::<usize>().unwrap());
    let count = lines.next().unwrap();
    let mistakes: Vec<usize> = lines.collect();
    assert_eq!(mistakes.len(), count);
    assert!(mistakes.windows(2).all(|w| w[0] < w[1]));
    assert!(mistakes.iter().all(|&i| (1..=moves / 2).contains(&i)));
}

#[test]
fn luogu_p2148_at_20_cases_of_20000_piles_of_2_times_10_to_the_9() {
    // The pair (2^30 + 1, 2^30) is worth 31: 10 000 of them cancel; with one pair (1, 1),
    // worth 0, in place of one, 9 999 do not.
    let pair = "1073741825 1073741824";
    let mut input = "20\n".to_owned();
    let mut expected = String::new();
    for case in 0..20 {
        let mut pairs = vec![pair; 10_000];
        if case % 2 == 1 {
            pairs[case * 7] = "1 1";
        }
        write!(input, "20000\n{}\n", pairs.join(" ")).unwrap();
        expected += if case % 2 == 1 { "YES\n" } else { "NO\n" };
    }
    assert_eq!(at_limits("luogu_p2148", TL, &input), expected);
    let top = at_limits("luogu_p2148", TL, "1\n2\n2000000000 2000000000\n");
    lines_among(&top, 1, &["YES", "NO"]);
}

#[test]
fn luogu_p2197_at_10_cases_of_10000_piles() {
    let mut input = "10\n".to_owned();
    let mut expected = String::new();
    for case in 0..10u64 {
        let piles: Vec<u64> = (0..10_000)
            .map(|i| (i * 7919 + case * 31) % 10_000)
            .collect();
        let shown: Vec<String> = piles.iter().map(u64::to_string).collect();
        write!(input, "10000\n{}\n", shown.join(" ")).unwrap();
        let sum = piles.iter().fold(0, |s, &p| s ^ p);
        expected += if sum != 0 { "Yes\n" } else { "No\n" };
    }
    assert_eq!(at_limits("luogu_p2197", TL, &input), expected);
}

#[test]
fn luogu_p2490_at_10000_cells_and_100_pieces() {
    for d in [1, 2, 50, 100] {
        let count = numbers(
            &at_limits("luogu_p2490", TL, &format!("10000 100 {d}\n")),
            1,
        );
        assert!(count[0] < 1_000_000_007);
    }
}

#[test]
fn luogu_p2599_at_10_rows_of_1000_piles_of_10_to_the_9() {
    let mut input = "10\n".to_owned();
    for t in 0..10u64 {
        let piles: Vec<String> = (0..1000u64)
            .map(|i| (1_000_000_000 - (i * 7919 + t) % 1000 * (t % 3)).to_string())
            .collect();
        write!(input, "1000\n{}\n", piles.join(" ")).unwrap();
    }
    lines_among(&at_limits("luogu_p2599", TL, &input), 10, &["0", "1"]);
}

#[test]
fn luogu_p3185_at_10_cases_of_21_bottles_of_10000_beans() {
    // Even counts everywhere: each bean has its twin, the first player loses.
    let even = format!("21\n{}\n", vec!["10000"; 21].join(" "));
    let odd = format!("21\n{}\n", vec!["9999"; 21].join(" "));
    let input = format!("10\n{}", [even.as_str(), odd.as_str()].repeat(5).concat());
    let output = at_limits("luogu_p3185", TL, &input);
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), 20);
    for case in 0..10 {
        if case % 2 == 0 {
            assert_eq!(lines[2 * case..2 * case + 2], ["-1 -1 -1", "0"]);
        } else {
            let count: u64 = lines[2 * case + 1].parse().unwrap();
            assert_eq!(lines[2 * case] == "-1 -1 -1", count == 0);
        }
    }
}

#[test]
fn luogu_p3235_at_99_games_of_99_piles_near_10_to_the_5_with_f_1() {
    // The even games hold 49 equal pairs, which cancel.
    let mut input = "99 1\n".to_owned();
    let mut zero_games = Vec::new();
    for game in 0..99u64 {
        let piles: Vec<u64> = if game % 2 == 0 {
            zero_games.push(game as usize);
            (0..98).map(|i| 99_999 - (i / 2) * 13 - game).collect()
        } else {
            (0..99).map(|i| 99_999 - i * 17 - game).collect()
        };
        let shown: Vec<String> = piles.iter().map(u64::to_string).collect();
        writeln!(input, "{} {}", piles.len(), shown.join(" ")).unwrap();
    }
    let output = at_limits("luogu_p3235", TL, &input);
    let values: Vec<&str> = output.trim_end().split(' ').collect();
    assert_eq!(values.len(), 99);
    for (game, v) in values.iter().enumerate() {
        assert!(["0", "1"].contains(v));
        if zero_games.contains(&game) {
            assert_eq!(*v, "0", "game {game}");
        }
    }
}

#[test]
fn luogu_p3480_at_10_arrangements_of_1000_piles() {
    // Equal piles: only the first difference is non-zero, and it counts (it stands an even
    // number of steps from the right end) exactly when n is odd.
    let mut input = "10\n".to_owned();
    let mut expected = String::new();
    for case in 0..10 {
        let n = if case % 2 == 0 { 1000 } else { 999 };
        write!(input, "{n}\n{}\n", vec!["10"; n].join(" ")).unwrap();
        expected += if n % 2 == 1 { "TAK\n" } else { "NIE\n" };
    }
    assert_eq!(at_limits("luogu_p3480", TL, &input), expected);
}

#[test]
fn luogu_p4055_at_open_boards_of_100_by_100_and_99_by_99() {
    // An even board has a perfect matching: every cell is matched, the placer loses. On 99 × 99
    // a maximum matching can miss any cell of the corners' colour, and only those.
    let open = format!("100 100\n{}", format!("{}\n", ".".repeat(100)).repeat(100));
    assert_eq!(at_limits("luogu_p4055", TL, &open), "LOSE\n");
    let odd = format!("99 99\n{}", format!("{}\n", ".".repeat(99)).repeat(99));
    let mut expected = "WIN\n".to_owned();
    for r in 1..=99 {
        for c in 1..=99 {
            if (r + c) % 2 == 0 {
                writeln!(expected, "{r} {c}").unwrap();
            }
        }
    }
    assert_eq!(at_limits("luogu_p4055", TL, &odd), expected);
}

#[test]
fn luogu_p4101_at_100_games_of_10_to_the_9() {
    // m = 1: nothing merges, the first player loses; m ≥ n: every game makes n − 1 merges.
    let mut input = "100\n".to_owned();
    let mut expected = String::new();
    for i in 0..100u64 {
        let n = 1_000_000_000 - i;
        match i % 3 {
            0 => writeln!(input, "{n} 1").unwrap(),
            1 => writeln!(input, "{n} 1000000000").unwrap(),
            _ => writeln!(input, "{n} {}", 1 + i * 9_999_991).unwrap(),
        }
        expected += match i % 3 {
            0 => "1\n",
            1 if (n - 1) % 2 == 1 => "0\n",
            1 => "1\n",
            _ => "?\n",
        };
    }
    let output = at_limits("luogu_p4101", TL, &input);
    for (got, want) in output.lines().zip(expected.lines()) {
        match want {
            "?" => assert!(["0", "1"].contains(&got)),
            _ => assert_eq!(got, want),
        }
    }
    assert_eq!(output.lines().count(), 100);
}

#[test]
fn luogu_p4279_at_500_cases_of_50_piles_of_5000() {
    // Misère Nim: with every pile at most 1 the first player wins on an even count of ones;
    // otherwise on a non-zero XOR.
    let mut input = "500\n".to_owned();
    let mut expected = String::new();
    for case in 0..500u64 {
        let piles: Vec<u64> = (0..50)
            .map(|i| match case % 4 {
                0 => (i + case) % 2,
                _ => (i * 7919 + case * 31) % 5001,
            })
            .collect();
        let shown: Vec<String> = piles.iter().map(u64::to_string).collect();
        write!(input, "50\n{}\n", shown.join(" ")).unwrap();
        let john = if piles.iter().all(|&p| p <= 1) {
            piles.iter().sum::<u64>() % 2 == 0
        } else {
            piles.iter().fold(0, |s, &p| s ^ p) != 0
        };
        expected += if john { "John\n" } else { "Brother\n" };
    }
    assert_eq!(at_limits("luogu_p4279", TL, &input), expected);
}

#[test]
fn luogu_p5363_at_150000_cells_and_50_coins() {
    for m in [1, 49, 50] {
        let count = numbers(&at_limits("luogu_p5363", 1.0, &format!("150000 {m}\n")), 1);
        assert!(count[0] < 1_000_000_009);
    }
}

#[test]
fn luogu_p5675_at_200_piles_of_200() {
    let piles: Vec<String> = (0..200)
        .map(|i| (1 + (i * 7919) % 200).to_string())
        .collect();
    let count = numbers(
        &at_limits("luogu_p5675", TL, &format!("200\n{}\n", piles.join(" "))),
        1,
    );
    assert!(count[0] < 1_000_000_007);
}

#[test]
fn luogu_p5970_at_500000_piles_totalling_10_to_the_7() {
    for d in [1, 10] {
        let piles: Vec<String> = (0..500_000u64)
            .map(|i| (1 + (i * 7919) % 39).to_string())
            .collect();
        let input = format!("500000 {d}\n{}\n", piles.join(" "));
        let count = numbers(&at_limits("luogu_p5970", TL, &input), 1);
        assert!(count[0] < 1_000_000_007);
    }
}

#[test]
fn luogu_p6487_at_10_to_the_15() {
    // On a Fibonacci number every take short of the whole heap loses.
    let mut f = (1u64, 2u64);
    while f.1 + f.0 <= 1_000_000_000_000_000 {
        f = (f.1, f.0 + f.1);
    }
    let top = format!("{}\n", f.1);
    assert_eq!(at_limits("luogu_p6487", TL, &top), top);
    let count = numbers(&at_limits("luogu_p6487", TL, "1000000000000000\n"), 1);
    assert!((1..=1_000_000_000_000_000).contains(&count[0]));
}

#[test]
fn luogu_p6560_at_100000_vertices_and_500_rounds() {
    // A path 1 → 2 → … → n: the token walks it. Toward a target ahead the player who steps
    // onto it wins (an odd distance: the first); past it, the player left at n loses.
    let n = 100_000u64;
    let mut input = format!("{n} {} 500\n", n - 1);
    for v in 1..n {
        writeln!(input, "{v} {}", v + 1).unwrap();
    }
    let mut expected = String::new();
    for q in 0..500u64 {
        let (x, y) = (1 + q * 7919 % n, 1 + q * 104_729 % n);
        let (x, y) = if x == y { (x, x % n + 1) } else { (x, y) };
        writeln!(input, "{x} {y}").unwrap();
        let first = if y > x {
            (y - x) % 2 == 1
        } else {
            (n - x) % 2 == 1
        };
        expected += if first { "1\n" } else { "-1\n" };
    }
    assert_eq!(at_limits("luogu_p6560", 1.5, &input), expected);
    // Cycles: 5 · 10^5 edges u → u + 1..=5 (mod n), every round a full analysis.
    let mut input = format!("{n} {} 500\n", 5 * n);
    for u in 0..n {
        for s in 1..=5 {
            writeln!(input, "{} {}", u + 1, (u + s) % n + 1).unwrap();
        }
    }
    for q in 0..500u64 {
        writeln!(
            input,
            "{} {}",
            1 + q * 7919 % n,
            1 + (q * 7919 + 1 + q % 7) % n
        )
        .unwrap();
    }
    lines_among(
        &at_limits("luogu_p6560", 1.5, &input),
        500,
        &["1", "-1", "0"],
    );
}

#[test]
fn luogu_p6791_at_100000_queries_of_10_to_the_18() {
    let mut input = "100000\n".to_owned();
    let mut tops = Vec::new();
    for i in 0..100_000u64 {
        let (k, n) = (
            1_000_000_000_000_000_000 - i * 9_999_999_999,
            1_000_000_000_000_000_000 - i,
        );
        let k = if i % 2 == 0 { 1 + i } else { k };
        writeln!(input, "{k} {n}").unwrap();
        tops.push(n);
    }
    let counts = numbers(&at_limits("luogu_p6791", TL, &input), 100_000);
    assert!(counts.iter().zip(&tops).all(|(c, n)| c <= n));
}

#[test]
fn luogu_p7864_at_trees_of_1000000_vertices() {
    // A path (labels running backwards from the root): one leaf at a time, so the 10^6th
    // removal, the root, is B's. A star: A takes all leaves but one, B the last, A the root.
    let n = 1_000_000;
    let path: Vec<String> = (2..=n)
        .map(|v| if v == n { 1 } else { v + 1 }.to_string())
        .collect();
    let star = vec!["1"; n - 1].join(" ");
    let input = format!("2\n{n}\n{}\n{n}\n{star}\n", path.join(" "));
    assert_eq!(at_limits("luogu_p7864", TL, &input), "0\n1\n");
}

#[test]
fn luogu_p8347_at_5_trees_of_100000_vertices() {
    let n = 100_000;
    let mut input = "5\n".to_owned();
    for t in 0..5 {
        writeln!(input, "{n}").unwrap();
        for v in 2..=n {
            let u = match t {
                0 => v - 1,                        // a path
                1 => 1,                            // a star
                2 => v / 2,                        // a binary tree
                3 => 1 + (v * 7919) % (v - 1),     // a random tree
                _ if v % 2 == 0 => (v - 2).max(1), // a caterpillar: a spine
                _ => v - 1,                        // and its legs
            };
            writeln!(input, "{u} {v}").unwrap();
        }
    }
    lines_among(&at_limits("luogu_p8347", TL, &input), 5, &["Hifuu", "Luna"]);
}

#[test]
fn luogu_p2594_at_50_boards_of_100_by_100() {
    // A board equal to its mirror image with heads on the diagonal is worth 0 (each coin is
    // paired with its mirror image, worth the same by symmetry); tails in the corner (100, 100)
    // adds 2^198, past any fixed-width integer.
    let mut input = "50\n".to_owned();
    let mut expected = String::new();
    for game in 0..50 {
        input += "100 100\n";
        for r in 0..100 {
            let row: String = (0..100)
                .map(|c| {
                    let mirrored = r != c && (r * c + r + c + game) % 3 == 0;
                    let corner = game % 2 == 1 && r == 99 && c == 99;
                    if mirrored || corner {
                        'T'
                    } else {
                        'H'
                    }
                })
                .collect();
            input += &row;
            input.push('\n');
        }
        expected += if game % 2 == 1 { "-_-\n" } else { "=_=\n" };
    }
    assert_eq!(at_limits("luogu_p2594", TL, &input), expected);
}

#[test]
fn luogu_p7589_at_100_tests_of_100_lines() {
    // k = 100 and d = 20 change nothing: 49 pairs of lines with equal gaps cancel, and the last
    // two lines' gaps, a and a or a and a + 1, decide. Pieces from −1000 to 1000, y from −100 to 99.
    let mut input = "100\n".to_owned();
    let mut expected = String::new();
    for test in 0..100i64 {
        input += "\n100 100 20\n";
        for line in 0..100i64 {
            let y = line - 100;
            let gap = ((line / 2) * 41 + test * 37) % 999 + if line == 99 { test % 2 } else { 0 };
            // Black left of white on even lines, right of it on odd ones.
            let (b, w) = if line % 2 == 0 {
                (-1000 + line, -1000 + line + gap + 1)
            } else {
                (1000 - line, 1000 - line - gap - 1)
            };
            input += &format!("{y} {b} {w}\n");
        }
        expected += if test % 2 == 1 { "Yes\n" } else { "No\n" };
    }
    assert_eq!(at_limits("luogu_p7589", TL, &input), expected);
}

#[test]
fn luogu_p2734_at_100_numbers() {
    // 1, 200, 1, 200, …: the first player takes every 200 (all of one parity), the most 50
    // numbers can hold.
    let row: Vec<&str> = (0..100)
        .map(|i| if i % 2 == 0 { "1" } else { "200" })
        .collect();
    // Ten numbers a line, as USACO's files spread them.
    let lines: Vec<String> = row.chunks(10).map(|c| c.join(" ")).collect();
    let input = format!("100\n{}\n", lines.join("\n"));
    assert_eq!(at_limits("luogu_p2734", TL, &input), "10000 50\n");
}

#[test]
fn luogu_p3210_at_1000000_piles() {
    // A gap, then 1, 2, …, 999 999: only the pile next to the gap can ever go, so play is
    // forced; the first player gets the odd piles (500 000² in all), past 2^32.
    let n = 1_000_000u64;
    let mut input = format!("{n}\n0");
    for a in 1..n {
        input += &format!(" {a}");
    }
    input.push('\n');
    let second: u64 = (1..n).filter(|a| a % 2 == 0).sum();
    assert_eq!(
        at_limits("luogu_p3210", TL, &input),
        format!("250000000000 {second}\n")
    );
    // A gap, then 999 999 piles of 10^8: the first player gets one more of them.
    let input = format!("{n}\n0 {}\n", vec!["100000000"; n as usize - 1].join(" "));
    assert_eq!(
        at_limits("luogu_p3210", TL, &input),
        "50000000000000 49999900000000\n"
    );
}

#[test]
fn luogu_p4576_at_a_20_by_20_board() {
    // The longest chase (the whole analysis runs: 320 000 positions), as bench/cpp's
    // independent retrograde analysis finds it, and white capturing at once from each side.
    assert_eq!(at_limits("luogu_p4576", TL, "20 11 11 1 1\n"), "BLACK 58\n");
    assert_eq!(at_limits("luogu_p4576", TL, "20 1 1 20 20\n"), "BLACK 56\n");
    for black in ["19 20", "20 19"] {
        assert_eq!(
            at_limits("luogu_p4576", TL, &format!("20 20 20 {black}\n")),
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
        at_limits(
            "luogu_p7097",
            TL,
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
        at_limits("luogu_p7097", TL, &input(3, &k, &p, x, [101, 1])),
        format!("{expected}\n")
    );
    // w = 100 and delays of 100 from a gap of −1: no item ever fits, A and B alternate.
    let (k, p) = (vec![1_000_000_000; m], vec![100; m]);
    let got = at_limits(
        "luogu_p7097",
        TL,
        &input(100, &k, &p, [1_000_000_000, 100_000], [1, 2]),
    );
    assert_eq!(got, format!("{}\n", 500 * (1_000_000_000i64 - 100_000)));
}

#[test]
fn luogu_p4232_at_n_and_t_20_on_the_complete_dag() {
    // Every edge a -> b with a < b (190 edges), written backwards. Rin on 1 is out of Kuu's
    // reach (nothing enters 1) and stays until t + 1; Kuu on 20 (a sink) never moves either.
    let n = 20;
    let mut edges = String::new();
    for a in (1..=n).rev() {
        for b in (a + 1..=n).rev() {
            edges += &format!("{a} {b}\n");
        }
    }
    let input = |rin: usize, kuu: usize| format!("{n} 190 {rin} {kuu} 20\n{edges}");
    assert_eq!(at_limits("luogu_p4232", TL, &input(1, 2)), "21.000\n");
    assert_eq!(at_limits("luogu_p4232", TL, &input(19, 20)), "21.000\n");
    // Rin on 20, a sink Kuu reaches in one step from anywhere.
    assert_eq!(at_limits("luogu_p4232", TL, &input(20, 1)), "1.000\n");
    // Kuu behind Rin: 6860 matrix games of up to 20 x 20; the C++ reference of bench/cpp
    // (a simplex of its own, without the saddle-point check) prints the same.
    let start = std::time::Instant::now();
    assert_eq!(at_limits("luogu_p4232", TL, &input(2, 1)), "8.409\n");
    assert!(start.elapsed().as_secs() < 2, "{:?}", start.elapsed());
}

#[test]
fn luogu_p3179_at_100_queries_of_100_cells_in_a_row_of_10_to_the_9() {
    // Two cells with one quotient ⌊N/x⌋ have one value and cancel: each query holds pairs (the
    // largest and the smallest x of a quotient q from 4 to 15 000), a loss; every other query
    // swaps a pair for cell N (quotient 1, value 1) and cell N/2 (quotient 2, value 2): 1 ⊕ 2,
    // a win. Building the values for N = 10^9 is the work.
    let n = 1_000_000_000u64;
    let mut input = format!("{n}\n100\n");
    let mut expected = String::new();
    for j in 0..100u64 {
        let mut cells = Vec::new();
        for i in 0..50 {
            let q = 4 + 3 * ((j * 50 + i) % 5000);
            cells.extend([n / q, n / (q + 1) + 1]);
        }
        if j % 2 == 1 {
            cells.truncate(98);
            cells.extend([n, n / 2]);
        }
        let words: Vec<String> = cells.iter().map(u64::to_string).collect();
        writeln!(input, "100\n{}", words.join(" ")).unwrap();
        expected += if j % 2 == 1 { "Yes\n" } else { "No\n" };
    }
    assert_eq!(at_limits("luogu_p3179", TL, &input), expected);
}
