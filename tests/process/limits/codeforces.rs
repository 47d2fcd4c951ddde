//! Codeforces' problems at their limits (the interactive ones are in `tests/interactive/`).

use super::{at_limits, lines_among, UNKNOWN};
use std::fmt::Write;

/// A small generator for the inputs (xorshift), seeded per test.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

#[test]
fn cf_1194d_at_100_games_near_10_to_the_9() {
    // With k not a multiple of 3 a move of k is a move of 1 or 2 modulo 3: Bob wins exactly
    // when 3 divides n.
    let mut input = "100\n".to_owned();
    let mut expected = String::new();
    for i in 0..100u64 {
        let (n, k) = (1_000_000_000 - i, 1_000_000_000 - 3 * (i % 2) * (i % 5));
        assert_ne!(k % 3, 0);
        writeln!(input, "{n} {k}").unwrap();
        expected += if n % 3 == 0 { "Bob\n" } else { "Alice\n" };
    }
    assert_eq!(at_limits("cf_1194d", 2.0, &input), expected);
}

#[test]
fn cf_786a_at_7000_objects_with_every_step() {
    // Every step 1..n − 1 for both: the first mover steps straight into the black hole.
    let steps: Vec<String> = (1..7000).map(|s| s.to_string()).collect();
    let steps = format!("6999 {}\n", steps.join(" "));
    let output = at_limits("cf_786a", 4.0, &format!("7000\n{steps}{steps}"));
    let wins = vec!["Win"; 6999].join(" ") + "\n";
    assert_eq!(output, wins.repeat(2));
    // Even steps only, for both: the odd objects never reach the hole.
    let even: Vec<String> = (1..3500).map(|s| (2 * s).to_string()).collect();
    let even = format!("3499 {}\n", even.join(" "));
    let output = at_limits("cf_786a", 4.0, &format!("7000\n{even}{even}"));
    for line in output.lines() {
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words.len(), 6999);
        for (i, word) in words.iter().enumerate() {
            // Object i + 2, counted clockwise from the hole at 1: an odd distance never
            // closes with even steps.
            if (i + 1) % 2 == 1 {
                assert_eq!(*word, "Loop", "object {}", i + 2);
            }
        }
    }
}

#[test]
fn cf_1149e_at_a_chain_of_200000_cities() {
    // Roads 1 → 2 → … → n (and 1 → 3): each city's level is its distance to the end, all
    // distinct, so the first party wins unless every tax is 0.
    let n = 200_000;
    let mut roads = String::new();
    for v in 1..n {
        writeln!(roads, "{v} {}", v + 1).unwrap();
    }
    roads += "1 3\n";
    let zeros = vec!["0"; n].join(" ");
    let lose = at_limits("cf_1149e", 2.0, &format!("{n} {n}\n{zeros}\n{roads}"));
    assert_eq!(lose, "LOSE\n");
    let taxes = vec![1_000_000_000u64; n];
    let shown: Vec<String> = taxes.iter().map(u64::to_string).collect();
    let win = at_limits(
        "cf_1149e",
        2.0,
        &format!("{n} {n}\n{}\n{roads}", shown.join(" ")),
    );
    let mut lines = win.lines();
    assert_eq!(lines.next(), Some("WIN"));
    let after: Vec<u64> = lines
        .next()
        .unwrap()
        .split(' ')
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(after.len(), n);
    // One city lowered, and only it and the cities its roads reach changed.
    let changed: Vec<usize> = (0..n).filter(|&i| after[i] != taxes[i]).collect();
    let v = changed[0];
    assert!(after[v] < taxes[v]);
    let reach = |w: usize| w == v + 1 || (v == 0 && w == 2);
    assert!(changed[1..].iter().all(|&w| reach(w)), "{changed:?}");
    assert!(after.iter().all(|&h| h <= 2_000_000_000_000_000_000));
}

#[test]
fn cf_1451f_at_10_tests_of_100_by_100() {
    // A matrix equal to its transpose with a zero diagonal: the cells of each anti-diagonal
    // pair up, the XOR of each is 0, Jeel wins; a non-zero corner makes it Ashish's.
    let mut input = "10\n".to_owned();
    let mut expected = String::new();
    for test in 0..10u64 {
        input += "100 100\n";
        for r in 0..100u64 {
            let row: Vec<String> = (0..100u64)
                .map(|c| match (r, c) {
                    (0, 0) if test % 2 == 1 => 1_000_000,
                    _ if r == c => 0,
                    _ => (r * c * 7919 + (r + c) * 104_729 + test) % 1_000_001,
                })
                .map(|v| v.to_string())
                .collect();
            input += &row.join(" ");
            input.push('\n');
        }
        expected += if test % 2 == 1 { "Ashish\n" } else { "Jeel\n" };
    }
    assert_eq!(at_limits("cf_1451f", UNKNOWN, &input), expected);
}

#[test]
fn cf_1704f_at_rows_of_500000_cells() {
    // More red than blue cells: Alice wins; more blue: Bob.
    let red = "RRB".repeat(166_667)[..500_000].to_owned();
    assert_eq!(
        at_limits("cf_1704f", 1.0, &format!("1\n500000\n{red}\n")),
        "Alice\n"
    );
    let blue = red.replace('R', "x").replace('B', "R").replace('x', "B");
    assert_eq!(
        at_limits("cf_1704f", 1.0, &format!("1\n500000\n{blue}\n")),
        "Bob\n"
    );
    // As many of each, alternating: the game on one run of 500 000 cells.
    let even = "RB".repeat(250_000);
    let output = at_limits("cf_1704f", 1.0, &format!("1\n500000\n{even}\n"));
    lines_among(&output, 1, &["Alice", "Bob"]);
    // 10^4 tests of 50 cells: the sum of n at its limit.
    let row = &red[..50];
    let input = format!("10000\n{}", format!("50\n{row}\n").repeat(10_000));
    assert_eq!(at_limits("cf_1704f", 1.0, &input), "Alice\n".repeat(10_000));
}

#[test]
fn cf_494e_at_50000_rectangles_on_a_board_of_10_to_the_9() {
    // Rectangles in pairs mirrored in the diagonal, none touching it: the white cells are
    // symmetric off the diagonal, each worth the same as its mirror image, and Malek wins.
    // Cells (1, 1) and (2, 2), worth 1 and 2, make it Hamed's.
    let n = 1_000_000_000u64;
    let mut rng = Rng(494);
    let mut pairs = String::new();
    for _ in 0..24_999 {
        let a = 1 + rng.below(n - 3);
        let c = a + rng.below(n - 2 - a);
        let b = c + 1 + rng.below(n - 1 - c);
        let d = b + rng.below(n + 1 - b);
        writeln!(pairs, "{a} {b} {c} {d}\n{b} {a} {d} {c}").unwrap();
    }
    let symmetric = format!("{n} 50000 {n}\n{pairs}1 2 1 2\n2 1 2 1\n");
    assert_eq!(at_limits("cf_494e", UNKNOWN, &symmetric), "Malek\n");
    let diagonal = format!("{n} 50000 {n}\n{pairs}1 1 1 1\n2 2 2 2\n");
    assert_eq!(at_limits("cf_494e", UNKNOWN, &diagonal), "Hamed\n");
}

#[test]
fn cf_603c_at_100000_piles_of_10_to_the_9() {
    // 10^9 = 2^9 · 1 953 125: worth 1 for odd k (nine halvings from an odd heap worth 0), and
    // 1 for even k: an even count of them is lost either way.
    let piles = vec!["1000000000"; 100_000].join(" ");
    for k in ["1", "999999999", "1000000000"] {
        let input = format!("100000 {k}\n{piles}\n");
        assert_eq!(at_limits("cf_603c", 1.0, &input), "Nicky\n");
    }
    let odd = vec!["1000000000"; 99_999].join(" ");
    assert_eq!(
        at_limits("cf_603c", 1.0, &format!("99999 7\n{odd}\n")),
        "Kevin\n"
    );
}

#[test]
fn cf_794e_at_300000_carrots() {
    // Carrots 1, 2, …, n: Oleg leaves the rightmost window of m = n − k carrots, worth its
    // upper middle n − m/2 + 1 for even m, its middle n − (m − 1)/2 for odd m.
    let n = 300_000;
    let row: Vec<String> = (1..=n).map(|a| a.to_string()).collect();
    let input = format!("{n}\n{}\n", row.join(" "));
    let expected: Vec<String> = (0..n)
        .map(|k| {
            let m = n - k;
            if m % 2 == 0 {
                n - m / 2 + 1
            } else {
                n - (m - 1) / 2
            }
            .to_string()
        })
        .collect();
    assert_eq!(at_limits("cf_794e", 2.0, &input), expected.join(" ") + "\n");
    // All 10^9: every answer 10^9.
    let input = format!("{n}\n{}\n", vec!["1000000000"; n].join(" "));
    assert_eq!(
        at_limits("cf_794e", 2.0, &input),
        vec!["1000000000"; n].join(" ") + "\n"
    );
}

#[test]
fn cf_388c_at_100_piles_of_100_cards() {
    // Even piles split in halves: 5000 cards of 1000 each.
    let pile = format!("100 {}\n", vec!["1000"; 100].join(" "));
    assert_eq!(
        at_limits("cf_388c", 1.0, &format!("100\n{}", pile.repeat(100))),
        "5000000 5000000\n"
    );
    // 100 piles of 99 cards, middle card i + 1 in pile i: the halves (49 cards of 1000 each
    // side per pile), then the middles 100, 99, … alternately, Ciel first.
    let mut input = "100\n".to_owned();
    for i in 0..100 {
        let mut cards = vec!["1000".to_owned(); 99];
        cards[49] = (i + 1).to_string();
        input += &format!("99 {}\n", cards.join(" "));
    }
    let halves = 49 * 1000 * 100;
    let ciel: u64 = (1..=100).filter(|m| m % 2 == 0).sum();
    let jiro: u64 = (1..=100).filter(|m| m % 2 == 1).sum();
    assert_eq!(
        at_limits("cf_388c", 1.0, &input),
        format!("{} {}\n", halves + ciel, halves + jiro)
    );
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
    assert_eq!(at_limits("cf_1628d2", 3.0, &input), expected);
}
