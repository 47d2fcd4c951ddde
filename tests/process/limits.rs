//! Judge binaries on generated inputs at their statements' limits, too large for sample files:
//! each must answer at once and correctly, without deep recursion or overflow.

use crate::common;

use common::run;

fn answer(binary: &str, input: &str) -> String {
    let output = run(binary, input.as_bytes());
    assert_eq!(
        output.status.code(),
        Some(0),
        "{binary}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn agc017_d_on_paths_and_stars_of_100000_vertices() {
    let n = 100_000;
    // A path from vertex 1 is a heap of n − 1: odd, so Alice wins; edges written backwards.
    let mut path = format!("{n}\n");
    for v in (2..=n).rev() {
        path += &format!("{v} {}\n", v - 1);
    }
    assert_eq!(answer("agc017_d", &path), "Alice\n");
    // Vertex 1 in the middle of a path of 99 999: two heaps of 49 999.
    let mut middle = format!("{}\n", n - 1);
    for v in 2..n {
        let u = if v == 50_001 { 1 } else { v - 1 };
        middle += &format!("{u} {v}\n");
    }
    assert_eq!(answer("agc017_d", &middle), "Bob\n");
    // Stars at vertex 1 with an odd and an even number of leaves, and a path of two hung
    // from one.
    let mut star = format!("{n}\n");
    for v in 2..=n {
        star += &format!("1 {v}\n");
    }
    assert_eq!(answer("agc017_d", &star), "Alice\n");
    let even_star: String = star.lines().take(n - 1).map(|l| format!("{l}\n")).collect();
    assert_eq!(
        answer("agc017_d", &even_star.replacen("100000", "99999", 1)),
        "Bob\n"
    );
    let mut broom = format!("{n}\n");
    for v in 2..n {
        broom += &format!("1 {v}\n");
    }
    broom += &format!("2 {n}\n");
    // 99 997 leaves (worth 1 each, so 1 together) and a branch worth 2.
    assert_eq!(answer("agc017_d", &broom), "Alice\n");
}

#[test]
fn abc297_g_at_200000_piles_of_10_to_the_9() {
    // L + R = 2 · 10^9 (past u32), each pile 10^9 worth 1: an even count of them is lost.
    let piles = vec!["1000000000"; 200_000].join(" ");
    let input = format!("200000 1000000000 1000000000\n{piles}\n");
    assert_eq!(answer("abc297_g", &input), "Second\n");
    let input = format!("200000 999999999 1000000000\n{piles}\n");
    assert_eq!(answer("abc297_g", &input), "Second\n");
    let odd = vec!["1000000000"; 199_999].join(" ");
    let input = format!("199999 1000000000 1000000000\n{odd}\n");
    assert_eq!(answer("abc297_g", &input), "First\n");
}

#[test]
fn cf_603c_at_100000_piles_of_10_to_the_9() {
    // 10^9 = 2^9 · 1 953 125: worth 1 for odd k (nine halvings from an odd heap worth 0), and
    // 1 for even k: an even count of them is lost either way.
    let piles = vec!["1000000000"; 100_000].join(" ");
    for k in ["1", "999999999", "1000000000"] {
        let input = format!("100000 {k}\n{piles}\n");
        assert_eq!(answer("cf_603c", &input), "Nicky\n");
    }
    let odd = vec!["1000000000"; 99_999].join(" ");
    assert_eq!(answer("cf_603c", &format!("99999 7\n{odd}\n")), "Kevin\n");
}

#[test]
fn arc151_c_at_200000_given_cells_in_a_row_of_10_to_the_18() {
    // Digit 0 at cells 2, 4, …, 400 000: 199 999 runs of one cell between equal digits (worth
    // 1 together), a run of 1 open on the left (1) and of 10^18 − 400 000 open on the right.
    let n: u64 = 1_000_000_000_000_000_000;
    let mut input = format!("{n} 200000\n");
    for i in 1..=200_000u64 {
        input += &format!("{} 0\n", 2 * i);
    }
    assert_eq!(answer("arc151_c", &input), "Takahashi\n");
    // Alternating digits at 2, 4, …, 399 998 (runs between them worth 0), then 0 at 10^18 − 1,
    // unlike the 1 at 399 998: the two runs of 1 at the ends cancel.
    let mut alternating = format!("{n} 200000\n");
    for i in 1..200_000u64 {
        alternating += &format!("{} {}\n", 2 * i, i % 2);
    }
    alternating += &format!("{} 0\n", n - 1);
    assert_eq!(answer("arc151_c", &alternating), "Aoki\n");
    assert_eq!(answer("arc151_c", &format!("{n} 0\n")), "Aoki\n");
}

#[test]
fn arc168_b_at_250000_piles() {
    // Pairs of every size from 10^9 down cancel, whatever the limit: no k wins.
    let pairs: Vec<String> = (0..124_998u64)
        .flat_map(|i| [1_000_000_000 - i, 1_000_000_000 - i])
        .map(|p| p.to_string())
        .collect();
    let with = |extra: &[&str]| {
        let all: Vec<&str> = pairs
            .iter()
            .map(String::as_str)
            .chain(extra.iter().copied())
            .collect();
        format!("{}\n{}\n", all.len(), all.join(" "))
    };
    assert_eq!(answer("arc168_b", &with(&[])), "0\n");
    // 10^9 ^ 999 999 999 ^ 1022 ^ 1 = 0, and 10^9 is the largest size held an odd number of
    // times: 250 000 piles.
    let odd = ["1000000000", "999999999", "1022", "1"];
    assert_eq!(answer("arc168_b", &with(&odd)), "999999999\n");
    // XOR 4: Alice wins for every large k.
    assert_eq!(answer("arc168_b", &with(&["1", "2", "3", "4"])), "-1\n");
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
    assert_eq!(answer("luogu_p2594", &input), expected);
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
    assert_eq!(answer("luogu_p7589", &input), expected);
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
