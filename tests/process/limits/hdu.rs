//! HDU's problems at their limits (time limits taken as 1 s where the statement gives none;
//! inputs "until end of input" get 10^5 lines or as many cases as make a few megabytes).

use super::{at_limits, lines_among, UNKNOWN};
use std::fmt::Write;

/// Grundy values of a subtraction game with the takes `set`, heaps 0..=max, by the mex
/// definition.
fn subtraction_values(set: &[usize], max: usize) -> Vec<usize> {
    let mut values = Vec::with_capacity(max + 1);
    for h in 0..=max {
        let mut seen = vec![false; set.len() + 2];
        for &s in set.iter().filter(|&&s| s <= h) {
            let v: usize = values[h - s];
            if v < seen.len() {
                seen[v] = true;
            }
        }
        values.push(seen.iter().position(|&s| !s).unwrap());
    }
    values
}

#[test]
fn hdu_1524_at_1000_positions_each_moving_to_every_later_one() {
    // Position i moves to every j > i: its value is 999 − i (the mex of all the later ones).
    let n = 1000;
    let mut input = format!("{n}\n");
    for i in 0..n {
        let later: Vec<String> = (i + 1..n).map(|j| j.to_string()).collect();
        writeln!(input, "{} {}", n - 1 - i, later.join(" ")).unwrap();
    }
    let mut expected = String::new();
    for q in 0..1000usize {
        let men: Vec<usize> = (0..10).map(|m| (q * 37 + m * m * 101) % n).collect();
        let shown: Vec<String> = men.iter().map(|p| p.to_string()).collect();
        writeln!(input, "10 {}", shown.join(" ")).unwrap();
        let sum = men.iter().fold(0, |s, &p| s ^ (n - 1 - p));
        expected += if sum != 0 { "WIN\n" } else { "LOSE\n" };
    }
    input += "0\n";
    assert_eq!(at_limits("hdu_1524", UNKNOWN, &input), expected);
}

/// 10^5 lines of Wythoff's game (POJ 1067 = HDU 1527) and their answers: the losing pairs
/// built by their definition (each a_k the least number not yet in a pair, b_k = a_k + k),
/// the same pairs with one pile 1 larger, and pairs at 10^9.
pub fn wythoff_at_the_limits() -> (String, String) {
    let (mut pairs, mut used) = (Vec::new(), vec![false; 400_000]);
    let mut next = 0;
    for k in 0..30_000 {
        while used[next] {
            next += 1;
        }
        used[next] = true;
        used[next + k] = true;
        pairs.push((next, next + k));
    }
    let mut input = String::new();
    let mut expected = String::new();
    for &(x, y) in &pairs {
        writeln!(input, "{y} {x}\n{x} {}", y + 1).unwrap();
        expected += "0\n1\n";
    }
    for i in 0..40_000u64 {
        // (10^9, 10^9): take both; (10^9 − 1, 10^9): their difference, 1, belongs to (1, 2).
        writeln!(input, "{} 1000000000", 1_000_000_000 - i % 2).unwrap();
        expected += "1\n";
    }
    (input, expected)
}

#[test]
fn hdu_1527_at_100000_lines_up_to_10_to_the_9() {
    let (input, expected) = wythoff_at_the_limits();
    assert_eq!(at_limits("hdu_1527", UNKNOWN, &input), expected);
}

#[test]
fn hdu_1536_at_100_takes_of_up_to_10000_and_100_positions_of_100_heaps() {
    let mut input = String::new();
    let mut expected = String::new();
    for case in 0..10usize {
        let set: Vec<usize> = (0..100).map(|i| 10_000 - i * (90 + case)).collect();
        let values = subtraction_values(&set, 10_000);
        let shown: Vec<String> = set.iter().map(usize::to_string).collect();
        writeln!(input, "100 {}\n100", shown.join(" ")).unwrap();
        for p in 0..100usize {
            let heaps: Vec<usize> = (0..100)
                .map(|h| (p * 7919 + h * 104_729 + case) % 10_001)
                .collect();
            let shown: Vec<String> = heaps.iter().map(usize::to_string).collect();
            writeln!(input, "100 {}", shown.join(" ")).unwrap();
            let sum = heaps.iter().fold(0, |s, &h| s ^ values[h]);
            expected.push(if sum != 0 { 'W' } else { 'L' });
        }
        expected.push('\n');
    }
    input += "0\n";
    assert_eq!(at_limits("hdu_1536", UNKNOWN, &input), expected);
}

#[test]
fn hdu_1846_at_100000_games_up_to_1000() {
    let mut input = "100000\n".to_owned();
    let mut expected = String::new();
    for i in 0..100_000u64 {
        let (n, m) = (1000 - i % 1000, 1 + i / 100 % 1000);
        writeln!(input, "{n} {m}").unwrap();
        expected += if n % (m + 1) != 0 {
            "first\n"
        } else {
            "second\n"
        };
    }
    assert_eq!(at_limits("hdu_1846", UNKNOWN, &input), expected);
}

#[test]
fn hdu_1847_at_100000_lines_up_to_1000() {
    // Powers of two are 1 or 2 modulo 3: the multiples of 3 are lost.
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..100_000u64 {
        let n = 1000 - i % 1000;
        writeln!(input, "{n}").unwrap();
        expected += if n % 3 != 0 { "Kiki\n" } else { "Cici\n" };
    }
    assert_eq!(at_limits("hdu_1847", UNKNOWN, &input), expected);
}

#[test]
fn hdu_1848_at_100000_lines_of_piles_up_to_1000() {
    let fibonacci: Vec<usize> = {
        let mut f = vec![1, 2];
        while f[f.len() - 1] + f[f.len() - 2] <= 1000 {
            f.push(f[f.len() - 1] + f[f.len() - 2]);
        }
        f
    };
    let values = subtraction_values(&fibonacci, 1000);
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..100_000usize {
        let piles = [1000 - i % 1000, 1 + i * 7 % 1000, 1 + i * 13 % 1000];
        writeln!(input, "{} {} {}", piles[0], piles[1], piles[2]).unwrap();
        let sum = values[piles[0]] ^ values[piles[1]] ^ values[piles[2]];
        expected += if sum != 0 { "Fibo\n" } else { "Nacci\n" };
    }
    input += "0 0 0\n";
    assert_eq!(at_limits("hdu_1848", UNKNOWN, &input), expected);
}

#[test]
fn hdu_1850_at_10000_groups_of_100_piles_up_to_10_to_the_6() {
    let mut input = String::new();
    let mut expected = String::new();
    for g in 0..10_000u64 {
        let piles: Vec<u64> = (0..100)
            .map(|i| 1_000_000 - (g * 7919 + i * i * 31) % 1_000_000)
            .collect();
        let shown: Vec<String> = piles.iter().map(u64::to_string).collect();
        writeln!(input, "100\n{}", shown.join(" ")).unwrap();
        let sum = piles.iter().fold(0, |s, &p| s ^ p);
        let winning = piles.iter().filter(|&&p| p ^ sum < p).count();
        writeln!(expected, "{winning}").unwrap();
    }
    input += "0\n";
    assert_eq!(at_limits("hdu_1850", UNKNOWN, &input), expected);
}

#[test]
fn hdu_2147_at_100000_boards_up_to_2000() {
    // kiki loses exactly when both sides are odd.
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..100_000u64 {
        let (n, m) = (2000 - i % 2000, 2000 - i / 2000 * 7 % 2000);
        writeln!(input, "{n} {m}").unwrap();
        expected += if n % 2 == 1 && m % 2 == 1 {
            "What a pity!\n"
        } else {
            "Wonderful!\n"
        };
    }
    input += "0 0\n";
    assert_eq!(at_limits("hdu_2147", UNKNOWN, &input), expected);
}

#[test]
fn hdu_2149_at_10000_sales_up_to_1099() {
    // A bid of b wins when it reaches M, or leaves M − b a multiple of N + 1 short.
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..10_000u64 {
        let (goal, raise) = (1099 - i % 1099, 1 + i * 7 % 1099);
        writeln!(input, "{goal} {raise}").unwrap();
        let bids: Vec<String> = (1..=raise)
            .filter(|&b| b >= goal || (goal - b) % (raise + 1) == 0)
            .map(|b| b.to_string())
            .collect();
        expected += &if bids.is_empty() {
            "none".to_owned()
        } else {
            bids.join(" ")
        };
        expected.push('\n');
    }
    assert_eq!(at_limits("hdu_2149", UNKNOWN, &input), expected);
}

#[test]
fn hdu_2176_at_200000_piles() {
    let piles: Vec<u64> = (0..200_000u64)
        .map(|i| 1 + (i * 2_654_435_761) % 1_000_000_000)
        .collect();
    let shown: Vec<String> = piles.iter().map(u64::to_string).collect();
    let input = format!("200000\n{}\n0\n", shown.join(" "));
    let sum = piles.iter().fold(0, |s, &p| s ^ p);
    assert_ne!(sum, 0);
    let mut expected = "Yes\n".to_owned();
    for &p in piles.iter().filter(|&&p| p ^ sum < p) {
        writeln!(expected, "{p} {}", p ^ sum).unwrap();
    }
    assert_eq!(at_limits("hdu_2176", UNKNOWN, &input), expected);
}

#[test]
fn hdu_2516_at_100000_piles_below_2_to_the_31() {
    let mut fibonacci = vec![1u64, 2];
    while fibonacci[fibonacci.len() - 1] < 1 << 31 {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..100_000u64 {
        let n = match i % 3 {
            0 => fibonacci[2 + i as usize % 43],
            1 => fibonacci[2 + i as usize % 43] + 1,
            _ => (1 << 31) - 1 - i,
        };
        writeln!(input, "{n}").unwrap();
        let lost = fibonacci.contains(&n);
        expected += if lost { "Second win\n" } else { "First win\n" };
    }
    input += "0\n";
    assert_eq!(at_limits("hdu_2516", UNKNOWN, &input), expected);
}

#[test]
fn hdu_3032_at_1000000_piles_of_2_to_the_31_minus_1() {
    // A pile of 4k + 3 is worth 4k + 4: an even count of them is lost; one pile of 3 is not.
    let piles = vec!["2147483647"; 1_000_000].join(" ");
    let input = format!("2\n1000000\n{piles}\n1\n3\n");
    assert_eq!(at_limits("hdu_3032", UNKNOWN, &input), "Bob\nAlice\n");
}

#[test]
fn hdu_3094_at_trees_of_100000_vertices() {
    let n = 100_000;
    // A path from vertex 1 (worth n − 1 = 99 999), written backwards; a star of 99 999 leaves
    // (worth 1 each: 1 in all); vertex 1 in the middle of a path of 99 999 (two equal halves).
    let mut input = "3\n100000\n".to_owned();
    for v in (2..=n).rev() {
        writeln!(input, "{v} {}", v - 1).unwrap();
    }
    writeln!(input, "{n}").unwrap();
    for v in 2..=n {
        writeln!(input, "{v} 1").unwrap();
    }
    writeln!(input, "{}", n - 1).unwrap();
    for v in 2..n {
        let u = if v == 50_001 { 1 } else { v - 1 };
        writeln!(input, "{u} {v}").unwrap();
    }
    assert_eq!(
        at_limits("hdu_3094", UNKNOWN, &input),
        "Alice\nAlice\nBob\n"
    );
}

#[test]
fn hdu_3404_at_100_cases_of_1000_lights() {
    // Lights in pairs mirrored in the diagonal (x, y) and (y, x), worth the same (the rule is
    // the same in both directions): the second player wins; one more light on the diagonal,
    // at (1, 1), a move on its own, makes it the first player's.
    let mut input = "100\n".to_owned();
    let mut expected = String::new();
    for case in 0..100u64 {
        input += "1000\n";
        let pairs = if case % 2 == 0 { 500 } else { 499 };
        for i in 0..pairs {
            let (x, y) = (
                1 + (case * 97 + i * 13) % 5000,
                5001 + (i * 7919 + case) % 5000,
            );
            writeln!(input, "{x} {y}\n{y} {x}").unwrap();
        }
        if case % 2 == 1 {
            input += "1 1\n10000 10000\n";
            // (10 000, 10 000) is worth a square of the field's value of 10 000: not 0, and
            // so not cancelling (1, 1)'s 1 unless it were 1, which a square is only for 1.
        }
        expected += if case % 2 == 1 {
            "Have a try, lxhgww.\n"
        } else {
            "Don't waste your time.\n"
        };
    }
    assert_eq!(at_limits("hdu_3404", UNKNOWN, &input), expected);
}

#[test]
fn hdu_3537_at_10000_cases_of_100_coins_below_10_to_the_8() {
    // A coin worth 2x or 2x + 1 (odd or even count of 1 bits in x): the statement's maths.
    let value = |x: u64| 2 * x + u64::from(x.count_ones() % 2 == 0);
    let mut input = String::new();
    let mut expected = String::new();
    for case in 0..10_000u64 {
        let mut coins: Vec<u64> = (0..99)
            .map(|i| (case * 7919 + i * 1_000_003) % 100_000_000)
            .collect();
        coins.push(coins[0]); // named twice: still one coin
        let shown: Vec<String> = coins.iter().map(u64::to_string).collect();
        writeln!(input, "100 {}", shown.join(" ")).unwrap();
        coins.sort_unstable();
        coins.dedup();
        let sum = coins.iter().fold(0, |s, &x| s ^ value(x));
        expected += if sum == 0 { "Yes\n" } else { "No\n" };
    }
    assert_eq!(at_limits("hdu_3537", UNKNOWN, &input), expected);
}

#[test]
fn hdu_3590_at_100_cases_of_99_paths_of_99_vertices() {
    // A path of 99 vertices from its root is one branch worth 98: 99 of them XOR to 98 (the
    // first player wins, a branch worth more than 1), 98 of them to 0 (he loses).
    let path: String = (1..99).map(|v| format!("{v} {}\n", v + 1)).collect();
    let mut input = String::new();
    let mut expected = String::new();
    for case in 0..100 {
        let trees = if case % 2 == 0 { 99 } else { 98 };
        writeln!(input, "{trees}").unwrap();
        for _ in 0..trees {
            input += "99\n";
            input += &path;
        }
        expected += if case % 2 == 0 { "PP\n" } else { "QQ\n" };
    }
    assert_eq!(at_limits("hdu_3590", UNKNOWN, &input), expected);
}

#[test]
fn hdu_3595_at_100_cases_of_1000_games_up_to_1000() {
    let mut input = String::new();
    for case in 0..100u64 {
        input += "1000\n";
        for i in 0..1000u64 {
            writeln!(
                input,
                "{} {}",
                1 + (case * 31 + i * 7919) % 1000,
                1000 - i % 1000
            )
            .unwrap();
        }
    }
    lines_among(&at_limits("hdu_3595", UNKNOWN, &input), 100, &["MM", "GG"]);
}

#[test]
fn hdu_5795_at_1000000_heaps_of_10_to_the_9() {
    // 10^9 is a multiple of 8: worth 10^9 − 1; an even count of them is lost.
    let heaps = vec!["1000000000"; 1_000_000].join(" ");
    let input = format!("2\n1000000\n{heaps}\n1\n7\n");
    assert_eq!(
        at_limits("hdu_5795", UNKNOWN, &input),
        "Second player wins.\nFirst player wins.\n"
    );
}
