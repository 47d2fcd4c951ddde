//! Scored rules in rhai (`fn value(position)`, options `scored(option, gain)`), as a user runs
//! them: `sg table` gives the mover's best surplus of each start and `sg moves` each option's
//! worth with the best marked, both checked against a minimax written here from the rules
//! (an interval DP for the row taken from both ends); the commands that look at
//! Sprague-Grundy values refuse a scored rule with one `error:` line.

use crate::common::{sg, sg_ok as ok};
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

fn script(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("grundy-scored-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
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
    for command in ["period", "guess"] {
        let err = fails(&[command, "--rule", ROW, "5"]);
        assert!(err.contains("scored rule"), "{err}");
    }
    assert!(fails(&["play", "--rule", ROW, "5"]).contains("scored"));
    assert!(fails(&["moves", "--rule", ROW, "3", "4"]).contains("one position"));
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
