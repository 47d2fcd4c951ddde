//! Scored rules in rhai (`fn value(position)`, options `scored(option, gain)`, and the
//! max-min form with `const PLAYERS` and `fn score(position)`), as a user runs them: `sg
//! table` gives each start's value under best play and `sg moves` each option's worth with the
//! best marked, both checked against a minimax written here from the rules (an interval DP for
//! the row taken from both ends); `sg period` and `sg guess` on their signed values, against
//! patterns derived by hand and checked here by brute force, and on a rule with none; the
//! commands that look at Sprague-Grundy values refuse a scored rule with one `error:` line.

use crate::common::{self, sg, sg_ok as ok};
use std::collections::HashMap;

/// The one `error:` line of a command that must fail.
fn fails(args: &[&str]) -> String {
    let (code, out, err) = sg(args);
    assert_ne!(code, 0, "{args:?} succeeded: {out}");
    assert!(
        err.starts_with("error: ") && err.lines().count() == 1,
        "{args:?}: {err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    err
}

fn numbers(text: &str) -> Vec<i64> {
    text.split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect()
}

const ROW: &str = "examples/rules/take-from-ends.rhai";
const DIGITS: [i64; 20] = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4];

/// The first player's total less the second's when both take from either end of `row` to make
/// their own total largest: the interval DP over the totals (not the surplus recurrence), each
/// player's best total being the row's sum less the other's best total on what is left.
fn row_surplus(row: &[i64]) -> i64 {
    let n = row.len();
    let sum = |i: usize, j: usize| row[i..j].iter().sum::<i64>();
    // best[i][j]: the mover's largest total on row[i..j].
    let mut best = vec![vec![0i64; n + 1]; n + 1];
    for len in 1..=n {
        for i in 0..=n - len {
            let j = i + len;
            let left = row[i] + sum(i + 1, j) - best[i + 1][j];
            let right = row[j - 1] + sum(i, j - 1) - best[i][j - 1];
            best[i][j] = left.max(right);
        }
    }
    2 * best[0][n] - sum(0, n)
}

#[test]
fn sg_scored_row_table_is_the_interval_dp() {
    let table = numbers(&ok(&["table", "--rule", ROW, "21", "--row"]));
    let want: Vec<i64> = (0..=20).map(|n| row_surplus(&DIGITS[..n])).collect();
    assert_eq!(
        table[..21],
        want[..],
        "start(20) and start(21) are the whole row"
    );
    assert_eq!(table.len(), 21);
}

#[test]
fn sg_scored_row_moves_give_each_worth_and_the_best() {
    for row in [
        vec![4, 7, 2, 9, 5, 2],
        vec![1, 100, 1],
        vec![5],
        vec![2, 2, 2, 2],
    ] {
        let shown = format!("{row:?}");
        let text = ok(&["moves", "--rule", ROW, &shown]);
        let total = row_surplus(&row);
        let mut lines = text.lines();
        let head = lines.next().unwrap();
        assert_eq!(
            head,
            format!("value {total}: the mover's best surplus from {shown}")
        );
        assert!(lines.next().unwrap().starts_with("moves"), "{text}");
        let options = [
            (row[1..].to_vec(), row[0]),
            (row[..row.len() - 1].to_vec(), row[row.len() - 1]),
        ];
        let listed: Vec<&str> = lines.collect();
        assert_eq!(listed.len(), 2, "{text}");
        for ((rest, gain), line) in options.iter().zip(listed) {
            let worth = gain - row_surplus(rest);
            let best = if worth == total { " (best)" } else { "" };
            assert_eq!(line, format!("  -> {rest:?}, gain {gain}: {worth}{best}"));
        }
    }
    let over = ok(&["moves", "--rule", ROW, "[]"]);
    assert!(
        over.starts_with("value 0: ") && over.contains("no move"),
        "{over}"
    );
}

/// Negamax written from the rules: a heap of n, take 1 to 3 stones (never more than n),
/// scoring `k * (n % 4)` for taking k, or halve an even heap scoring −1; play ends at 0 or
/// 1, worth `end(n)` to the player to move.
fn heap_value(n: i64, memo: &mut HashMap<i64, i64>) -> i64 {
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let mut options: Vec<(i64, i64)> = Vec::new();
    if n > 1 {
        options.extend((1..=3.min(n)).map(|k| (n - k, k * (n % 4))));
        if n % 2 == 0 {
            options.push((n / 2, -1));
        }
    }
    let v = match options.is_empty() {
        true => 7 - 10 * n,
        false => options
            .into_iter()
            .map(|(q, g)| g - heap_value(q, memo))
            .max()
            .unwrap(),
    };
    memo.insert(n, v);
    v
}

#[test]
fn sg_scored_heap_rule_with_end_values_is_negamax() {
    let rule = script(
        "heap.rhai",
        "fn moves(n) {\n  if n <= 1 { return []; }\n  let options = [];\n  for k in 1..=3 {\n    \
         if k <= n { options.push(scored(n - k, k * (n % 4))); }\n  }\n  if n % 2 == 0 { \
         options.push(scored(n / 2, -1)); }\n  options\n}\nfn value(n) { 7 - 10 * n }\n",
    );
    let table = numbers(&ok(&["table", "--rule", &rule, "60"]));
    let mut memo = HashMap::new();
    let want: Vec<i64> = (0..60).map(|n| heap_value(n, &mut memo)).collect();
    assert_eq!(table, want);
}

#[test]
fn sg_scored_win_lose_is_values_plus_minus_one() {
    // Take 1 to 3, whoever cannot move loses: the mover loses exactly on multiples of 4.
    let rule = script(
        "win.rhai",
        "fn moves(n) { take(n, [1, 2, 3]) }\nfn value(n) { -1 }\n",
    );
    let table = numbers(&ok(&["table", "--rule", &rule, "40", "--row"]));
    let want: Vec<i64> = (0..40).map(|n| if n % 4 == 0 { -1 } else { 1 }).collect();
    assert_eq!(table, want);
}

#[test]
fn sg_scored_rules_refuse_what_cannot_value_them() {
    let png = std::env::temp_dir().join(format!("grundy-scored-{}.png", std::process::id()));
    let err = fails(&["plot", "--rule", ROW, "5", "-o", png.to_str().unwrap()]);
    assert!(err.contains("scored rule"), "{err}");
    assert!(fails(&["play", "--rule", ROW, "5"]).contains("scored"));
    assert!(fails(&["moves", "--rule", ROW, "3", "4"]).contains("one position"));
    assert!(fails(&["moves", "--rule", ROW, "3", "max"]).contains("one position"));
    assert!(fails(&["period", "--rule", ROW]).contains("say how many starts"));
    let cycle = script("cycle.rhai", "fn moves(n) { [n] }\nfn value(n) { 0 }\n");
    assert!(fails(&["table", "--rule", &cycle, "3"]).contains("come back to 0"));
    let word = script(
        "word.rhai",
        "fn moves(n) { [] }\nfn value(n) { \"lots\" }\n",
    );
    assert!(fails(&["table", "--rule", &word, "3"]).contains("value(0) returned a string"));
    let unvalued = script("unvalued.rhai", "fn moves(n) { [scored(0, 1)] }\n");
    assert!(fails(&["table", "--rule", &unvalued, "3"]).contains("fn value(position)"));
    let loopy = script(
        "loopy.rhai",
        "const LOOPY = true;\nfn moves(n) { [] }\nfn value(n) { 0 }\n",
    );
    assert!(fails(&["table", "--rule", &loopy, "3"]).contains("must end"));
}

#[test]
fn sg_scored_max_min_declarations_are_checked() {
    let cases = [
        (
            "const PLAYERS = \"max-max\";\nfn moves(n) { [] }\nfn score(n) { 0 }\n",
            "PLAYERS says who plays: const PLAYERS = \"max-min\";",
        ),
        (
            "fn moves(n) { [] }\nfn score(n) { 0 }\n",
            "say const PLAYERS",
        ),
        (
            "const PLAYERS = \"max-min\";\nfn moves(n) { [] }\nfn value(n) { 0 }\n",
            "define fn score(position)",
        ),
        (
            "const PLAYERS = \"max-min\";\nfn moves(n) { [] }\nfn value(n) { 0 }\nfn \
             score(n) { 0 }\n",
            "not both",
        ),
        (
            "const PLAYERS = \"min-max\";\nfn moves(n) { [] }\nfn score(n) { [n] }\n",
            "score(0) returned an array",
        ),
    ];
    for (i, (text, says)) in cases.iter().enumerate() {
        let rule = script(&format!("declared{i}.rhai"), text);
        let err = fails(&["table", "--rule", &rule, "3"]);
        assert!(err.contains(says), "{text}: {err}");
    }
}

const LAST: &str = "examples/rules/last-number.rhai";

/// The number left when numbers are removed from either end of `row[i..j]` until one is left,
/// the maximiser to move if `max`: minimax over the rules, memoised by (i, j, max).
fn last_number(
    row: &[i64],
    i: usize,
    j: usize,
    max: bool,
    memo: &mut HashMap<(usize, usize, bool), i64>,
) -> i64 {
    if j - i <= 1 {
        return if j > i { row[i] } else { 0 };
    }
    if let Some(&v) = memo.get(&(i, j, max)) {
        return v;
    }
    let left = last_number(row, i + 1, j, !max, memo);
    let right = last_number(row, i, j - 1, !max, memo);
    let v = if max {
        left.max(right)
    } else {
        left.min(right)
    };
    memo.insert((i, j, max), v);
    v
}

#[test]
fn sg_scored_max_min_row_is_minimax() {
    let table = numbers(&ok(&["table", "--rule", LAST, "21", "--row"]));
    let want: Vec<i64> = (0..=20)
        .map(|n| last_number(&DIGITS[..n], 0, n, true, &mut HashMap::new()))
        .collect();
    assert_eq!(table, want);
    for row in [
        vec![3, 1, 4, 1, 5],
        vec![2, 7, 1, 8],
        vec![9, 1, 1, 9, 5, 5, 2],
        vec![4],
    ] {
        let shown = format!("{row:?}");
        for (word, max) in [("max", true), ("min", false)] {
            let text = ok(&["moves", "--rule", LAST, &shown, word]);
            let n = row.len();
            let total = last_number(&row, 0, n, max, &mut HashMap::new());
            let (player, other) = match max {
                true => ("maximiser", "minimiser"),
                false => ("minimiser", "maximiser"),
            };
            let mut lines = text.lines();
            assert_eq!(
                lines.next().unwrap(),
                format!("value {total}: the final number under best play from {shown}, the {player} to move")
            );
            if n == 1 {
                assert_eq!(
                    lines.next().unwrap(),
                    format!("no move: play is over, the final number is score({shown})")
                );
                continue;
            }
            assert!(
                lines
                    .next()
                    .unwrap()
                    .ends_with(&format!("the {other} to move there):")),
                "{text}"
            );
            let options = [(row[1..].to_vec(), 1, n), (row[..n - 1].to_vec(), 0, n - 1)];
            for ((rest, i, j), line) in options.iter().zip(lines) {
                let worth = last_number(&row, *i, *j, !max, &mut HashMap::new());
                let best = if worth == total { " (best)" } else { "" };
                assert_eq!(line, format!("  -> {rest:?}, gain 0: {worth}{best}"));
            }
        }
    }
    // Without a word, the maximiser moves, as at a start.
    let first = ok(&["moves", "--rule", LAST, "[2, 7, 1, 8]"]);
    assert!(
        first.starts_with("value 7: ") && first.contains("the maximiser to move\n"),
        "{first}"
    );
}

/// A heap of n ≥ 2: take k = 1 to 3 (not more than n), which adds `(n·k) mod 5 − 2` to the
/// final number; at 0 or 1 play ends with the number `3n − 1` added. Minimax from the rules.
fn gains_value(n: i64, max: bool, memo: &mut HashMap<(i64, bool), i64>) -> i64 {
    if n <= 1 {
        return 3 * n - 1;
    }
    if let Some(&v) = memo.get(&(n, max)) {
        return v;
    }
    let worths = (1..=3.min(n)).map(|k| (n * k) % 5 - 2 + gains_value(n - k, !max, memo));
    let v = if max { worths.max() } else { worths.min() }.unwrap();
    memo.insert((n, max), v);
    v
}

#[test]
fn sg_scored_max_min_gains_and_who_moves_first() {
    let rules = "fn moves(n) {\n  if n <= 1 { return []; }\n  let options = [];\n  for k in 1..=3 \
                 {\n    if k <= n { options.push(scored(n - k, (n * k) % 5 - 2)); }\n  }\n  \
                 options\n}\nfn score(n) { 3 * n - 1 }\n";
    for (players, max) in [("max-min", true), ("min-max", false)] {
        let text = format!("const PLAYERS = \"{players}\";\n{rules}");
        let rule = script(&format!("gains-{players}.rhai"), &text);
        let table = numbers(&ok(&["table", "--rule", &rule, "80", "--row"]));
        let mut memo = HashMap::new();
        let want: Vec<i64> = (0..80).map(|n| gains_value(n, max, &mut memo)).collect();
        assert_eq!(table, want, "{players}");
        let moves = ok(&["moves", "--rule", &rule, "12"]);
        let listed: Vec<&str> = moves.lines().skip(2).collect();
        assert_eq!(listed.len(), 3, "{moves}");
        for (k, line) in (1..=3).zip(listed) {
            let worth = (12 * k) % 5 - 2 + gains_value(12 - k, !max, &mut memo);
            let best = if worth == want[12] { " (best)" } else { "" };
            let gain = (12 * k) % 5 - 2;
            assert_eq!(line, format!("  -> {}, gain {gain}: {worth}{best}", 12 - k));
        }
    }
}

const KEEP: &str = "examples/rules/take-and-keep.rhai";

/// Take 1 or 2 stones and keep them: the mover's best surplus, by negamax from the rules.
fn keep_value(n: usize, memo: &mut Vec<i64>) -> i64 {
    while memo.len() <= n {
        let m = memo.len();
        let v = (1..=2.min(m))
            .map(|k| k as i64 - memo[m - k])
            .max()
            .unwrap_or(0);
        memo.push(v);
    }
    memo[n]
}

#[test]
fn sg_scored_guess_finds_a_hand_derived_period() {
    // By hand: v(n) = max(1 − v(n − 1), 2 − v(n − 2)) is 0, 1, 2, 1 by n mod 4.
    let by_hand = |n: u64| [0, 1, 2, 1][(n % 4) as usize];
    let mut memo = Vec::new();
    for n in 0..1000 {
        assert_eq!(keep_value(n, &mut memo), by_hand(n as u64), "heap {n}");
    }
    let table = numbers(&ok(&["table", "--rule", KEEP, "200", "--row"]));
    assert_eq!(table, memo[..200]);
    assert_eq!(
        ok(&["period", "--rule", KEEP, "--values"]),
        "pre-period 0, period 4, saltus 0 (in the first 1000 values)\nnot proven: a table of \
         values only suggests a period\npre-period values: (none)\nperiod values: 0 1 2 1\n"
    );
    let x = 1_000_000_000_000_000_001u64;
    let guess = ok(&[
        "guess",
        "--rule",
        KEEP,
        "1000",
        "--at",
        &format!("{x},999,10^18"),
    ]);
    assert_eq!(
        guess,
        format!(
            "period 4 after a pre-period of 0: observed on 1000 values\nvalue at {x}: unknown \
             (observed: period 4 after a pre-period of 0, which gives {})\nvalue at 999: {} \
             (exact: the table)\nvalue at 1000000000000000000: unknown (observed: period 4 \
             after a pre-period of 0, which gives 0)\n",
            by_hand(x),
            by_hand(999)
        )
    );
}

/// Max-min, take 1 or 2 stones, each move adding −1 to a final number of 0: the value with
/// the maximiser (`max`) or the minimiser to move, by minimax from the rules.
fn moves_value(n: usize, max: bool, memo: &mut HashMap<(usize, bool), i64>) -> i64 {
    if n == 0 {
        return 0;
    }
    if let Some(&v) = memo.get(&(n, max)) {
        return v;
    }
    let worths = (1..=2.min(n)).map(|k| -1 + moves_value(n - k, !max, memo));
    let v = if max { worths.max() } else { worths.min() }.unwrap();
    memo.insert((n, max), v);
    v
}

#[test]
fn sg_scored_guess_takes_negative_values_and_saltus() {
    // The maximiser wants few moves and takes 2, the minimiser 1: three stones go in two
    // moves, so by hand the value is −(2⌊n/3⌋ + [n mod 3 ≠ 0]).
    let by_hand = |n: i128| -(2 * (n / 3) + i128::from(n % 3 != 0));
    let rule = script(
        "count.rhai",
        "const PLAYERS = \"max-min\";\nfn moves(n) {\n  let options = [];\n  for k in 1..=2 {\n    \
         if k <= n { options.push(scored(n - k, -1)); }\n  }\n  options\n}\nfn score(n) { 0 }\n",
    );
    let mut memo = HashMap::new();
    for n in 0..300 {
        assert_eq!(
            i128::from(moves_value(n, true, &mut memo)),
            by_hand(n as i128),
            "heap {n}"
        );
    }
    let table = numbers(&ok(&["table", "--rule", &rule, "300", "--row"]));
    assert!(table
        .iter()
        .enumerate()
        .all(|(n, &v)| i128::from(v) == by_hand(n as i128)));
    assert_eq!(
        ok(&["period", "--rule", &rule, "--values"]),
        "pre-period 0, period 3, saltus -2 (in the first 1000 values)\nnot proven: a table of \
         values only suggests a period\npre-period values: (none)\nperiod values: 0 -1 -1\n"
    );
    let guess = ok(&[
        "guess",
        "--rule",
        &rule,
        "1000",
        "--at",
        "10^18,1001,18446744073709551615",
    ]);
    let period = "arithmetic period 3 with saltus -2 after a pre-period of 0";
    let want = format!(
        "{period}: observed on 1000 values\nvalue at 1000000000000000000: unknown (observed: \
         {period}, which gives {})\nvalue at 1001: {} (exact: the table computed to heap 1001)\n\
         value at 18446744073709551615: unknown (observed: {period}, which gives {})\n",
        by_hand(10i128.pow(18)),
        by_hand(1001),
        by_hand(u64::MAX.into())
    );
    assert_eq!(guess, want);
    // A known function of n, negated: −(the number of ones in n's binary).
    let ones = script(
        "ones.rhai",
        "fn moves(n) { [] }\nfn value(n) {\n  let c = 0;\n  let m = n;\n  while m > 0 { c += m \
         % 2; m /= 2; }\n  -c\n}\n",
    );
    let guess = ok(&["guess", "--rule", &ones, "1000", "--at", "1023,10^18"]);
    assert_eq!(
        guess,
        format!(
            "the value is −(the number of ones in binary): observed on 1000 values\nvalue at \
             1023: -10 (exact: the table computed to heap 1023)\nvalue at 1000000000000000000: \
             unknown (observed: the value is −(the number of ones in binary), which gives -{})\n",
            10u64.pow(18).count_ones()
        )
    );
}

#[test]
fn sg_scored_guess_without_a_pattern_says_unknown() {
    let rule = script(
        "irregular.rhai",
        "fn moves(n) {\n  if n <= 1 { return []; }\n  let options = [];\n  for k in 1..=3 {\n    \
         if k <= n { options.push(scored(n - k, k * (n % 4))); }\n  }\n  if n % 2 == 0 { \
         options.push(scored(n / 2, -1)); }\n  options\n}\nfn value(n) { 7 - 10 * n }\n",
    );
    let mut memo = HashMap::new();
    let inside = heap_value(500, &mut memo);
    let end = heap_value(1000, &mut memo);
    let guess = ok(&["guess", "--rule", &rule, "1000", "--at", "500,1000,10^18"]);
    assert_eq!(
        guess,
        format!(
            "no simple pattern in 1000 values\nvalue at 500: {inside} (exact: the table)\nvalue \
             at 1000: {end} (exact: the table computed to heap 1000)\nvalue at \
             1000000000000000000: unknown (no pattern found that extends past the table)\n"
        )
    );
    assert_eq!(
        ok(&["period", "--rule", &rule]),
        "none found in the first 1000 values\n"
    );
}

fn script(name: &str, text: &str) -> String {
    common::script("scored", name, text)
}
