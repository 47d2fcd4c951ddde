//! Rule files' top-level constants (`const K = 3;` read in functions and closures), and
//! two-pile rules (`fn moves(a, b)`) whose options leave the table's square, valued as the
//! search meets them; each table checked against a search written here.

use crate::common::{self, sg, sg_ok as ok};
use crate::sg_rules::value;
use std::collections::HashMap;

fn numbers(text: &str) -> Vec<u64> {
    text.split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect()
}

fn script(name: &str, text: &str) -> String {
    common::script("rule-features", name, text)
}

#[test]
fn top_level_constants_are_seen_by_the_rule_functions() {
    // Take 1 to K, or any take of TAKES: the constants read in a helper and in a closure.
    let rule = script(
        "constants.rhai",
        "const K = 3;\n\
         const TAKES = [8, 13];\n\
         fn takes() { [1, 2, 3, 4, 5].filter(|k| k <= K) + TAKES }\n\
         fn moves(n) { takes().filter(|k| k <= n).map(|k| n - k) }\n",
    );
    let takes = [1, 2, 3, 8, 13];
    let mut memo = HashMap::new();
    let options = |&n: &u64| -> Vec<Vec<u64>> {
        takes
            .iter()
            .filter(|&&k| k <= n)
            .map(|k| vec![n - k])
            .collect()
    };
    let expected: Vec<u64> = (0..40).map(|n| value(&n, &options, &mut memo)).collect();
    assert_eq!(
        numbers(&ok(&["table", "--rule", &rule, "40", "--row"])),
        expected
    );
    assert!(expected.iter().any(|&v| v > 3), "{expected:?}");
    // A function's own variable or parameter of the same name shadows the constant.
    let shadowed = script(
        "shadowed.rhai",
        "const K = 3;\n\
         fn upto(n, K) { let o = []; for k in 1..=K { if k <= n { o.push(n - k); } } o }\n\
         fn moves(n) { let K = 1; upto(n, K) }\n",
    );
    let row = ok(&["table", "--rule", &shadowed, "8", "--row"]);
    assert_eq!(numbers(&row), [0, 1, 0, 1, 0, 1, 0, 1]);
    // A function called from one with a local K sees the constant, not the caller's K.
    let caller = script(
        "caller.rhai",
        "const K = 3;\n\
         fn upto(n) { let o = []; for k in 1..=K { if k <= n { o.push(n - k); } } o }\n\
         fn moves(n) { let K = 1; upto(n) }\n",
    );
    let row = ok(&["table", "--rule", &caller, "8", "--row"]);
    assert_eq!(numbers(&row), [0, 1, 2, 3, 0, 1, 2, 3]);
    // A variable of the top level (let) is not a constant: the message says what to write.
    let variable = script("variable.rhai", "let L = 5;\nfn moves(n) { [n - L] }\n");
    let (code, out, err) = sg(&["table", "--rule", &variable, "8"]);
    assert!(out.is_empty() && code == 2, "{out}");
    assert!(
        err.contains("line 2: L is a variable of the script's top level")
            && err.contains("const L = ...;")
            && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn two_pile_options_that_leave_the_square_are_valued_as_met() {
    // Take 2i from one pile and put i on the other: the total falls, so play ends, but options
    // leave the square of the table (from (2, 11) to (0, 12)).
    let rule = script(
        "pour.rhai",
        "fn moves(a, b) {\n\
           let o = [];\n\
           for i in 1..=a / 2 { o.push([a - 2 * i, b + i]); }\n\
           for i in 1..=b / 2 { o.push([a + i, b - 2 * i]); }\n\
           o\n\
         }\n",
    );
    let options = |&(a, b): &(u64, u64)| -> Vec<Vec<(u64, u64)>> {
        let mut all: Vec<Vec<(u64, u64)>> = (1..=a / 2).map(|i| vec![(a - 2 * i, b + i)]).collect();
        all.extend((1..=b / 2).map(|i| vec![(a + i, b - 2 * i)]));
        all
    };
    let mut memo = HashMap::new();
    let side = 12;
    let out = ok(&["table", "--rule", &rule, "12"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), side + 2, "{out}");
    let mut outside = std::collections::HashSet::new();
    for b in 0..side as u64 {
        let row = numbers(lines[b as usize + 1]);
        assert_eq!(row[0], b);
        for a in 0..side as u64 {
            assert_eq!(
                row[a as usize + 1],
                value(&(a, b), &options, &mut memo),
                "({a}, {b})"
            );
        }
    }
    // The positions outside the square that play from inside it reaches, by a search here.
    let mut stack: Vec<(u64, u64)> = memo.keys().copied().collect();
    let mut seen: std::collections::HashSet<(u64, u64)> = stack.iter().copied().collect();
    while let Some(p) = stack.pop() {
        for option in options(&p).into_iter().flatten() {
            if seen.insert(option) {
                stack.push(option);
            }
        }
    }
    outside.extend(seen.into_iter().filter(|&(a, b)| a >= 12 || b >= 12));
    assert!(!outside.is_empty());
    assert_eq!(
        lines[side + 1],
        format!(
            "({} positions outside the 12 × 12 square valued on the way)",
            outside.len()
        )
    );
    // sg moves reaches them too: a position whose winning move leaves the square.
    let (a, b) = (2u64, 11u64);
    let winning: Vec<String> = options(&(a, b))
        .into_iter()
        .flatten()
        .filter(|p| value(p, &options, &mut memo) == 0)
        .map(|(x, y)| format!("to ({x}, {y})"))
        .collect();
    let moves = ok(&["moves", "--rule", &rule, "2", "11"]);
    assert!(!winning.is_empty(), "{winning:?}");
    for w in &winning {
        assert!(moves.contains(w.as_str()), "{moves}");
    }
    // Play that never ends outside the square is stopped with one line.
    let endless = script("endless.rhai", "fn moves(a, b) { [[a + 1, b]] }\n");
    let (code, out, err) = sg(&["table", "--rule", &endless, "4"]);
    assert!(code == 2 && out.is_empty(), "{out}");
    assert!(
        err.lines().count() == 1
            && err.contains("positions outside the 4 × 4 square are reachable"),
        "{err}"
    );
}
