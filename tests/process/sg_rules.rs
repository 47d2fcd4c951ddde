//! User rules in rhai beyond heaps, as a user runs them: positions that are arrays or bit
//! masks (`fn start(n)`), splits declared as data (`split(total, k)`), and the one-line errors
//! of a rule that returns the wrong thing. Every table is checked against a search written
//! here, independently of the explorer.

use crate::common::{sg, sg_ok as ok};
use std::collections::HashMap;

fn numbers(text: &str) -> Vec<u64> {
    text.split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect()
}

fn script(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("grundy-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let values: Vec<u64> = values.into_iter().collect();
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// The value of a position of a game given by its options (each a sum of positions), by
/// memoised recursion.
fn value<P: Clone + Eq + std::hash::Hash>(
    p: &P,
    options: &impl Fn(&P) -> Vec<Vec<P>>,
    memo: &mut HashMap<P, u64>,
) -> u64 {
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let sums: Vec<u64> = options(p)
        .iter()
        .map(|sum| sum.iter().fold(0, |s, q| s ^ value(q, options, memo)))
        .collect();
    let v = mex(sums);
    memo.insert(p.clone(), v);
    v
}

/// Cram on 2 × n: the free cells as a mask, cell (r, i) at bit 2i + r.
fn cram_options(free: &u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    for cell in 0..64 {
        let (r, i) = (cell % 2, cell / 2);
        let mut pairs = vec![];
        if r == 0 {
            pairs.push((1u64 << cell) | (1 << (cell + 1)));
        }
        if i < 31 {
            pairs.push((1u64 << cell) | (1 << (cell + 2)));
        }
        for pair in pairs {
            if free & pair == pair {
                all.push(vec![free & !pair]);
            }
        }
    }
    all
}

#[test]
fn positions_that_are_arrays_or_masks_match_a_search() {
    // A row of cells, marked where both neighbours are unmarked (an array).
    let no_neighbours = |row: &Vec<u8>| -> Vec<Vec<Vec<u8>>> {
        let free = |i: usize| row.get(i).is_none_or(|&c| c == 0);
        (0..row.len())
            .filter(|&i| row[i] == 0 && (i == 0 || free(i - 1)) && free(i + 1))
            .map(|i| {
                let mut next = row.clone();
                next[i] = 1;
                vec![next]
            })
            .collect()
    };
    let mut memo = HashMap::new();
    let expected: Vec<u64> = (0..14)
        .map(|n| value(&vec![0u8; n], &no_neighbours, &mut memo))
        .collect();
    let rule = "examples/rules/no-neighbours.rhai";
    let table = ok(&["table", "--rule", rule, "14", "--row"]);
    assert_eq!(numbers(&table), expected);
    // The same game is Dawson's Kayles on one more pin, as the library computes it.
    let dawson = numbers(&ok(&["table", "dawsons-kayles", "15", "--row"]));
    assert_eq!(numbers(&table), dawson[1..]);

    // Cram on 2 × n (a bit mask), and a sum of two boards in sg moves.
    let mut memo = HashMap::new();
    let cram: Vec<u64> = (0..8)
        .map(|n| value(&((1u64 << (2 * n)) - 1), &cram_options, &mut memo))
        .collect();
    let rule = "examples/rules/cram.rhai";
    assert_eq!(numbers(&ok(&["table", "--rule", rule, "8", "--row"])), cram);
    let out = ok(&["moves", "--rule", rule, "3", "0b1111"]);
    let (three, two) = ((1u64 << 6) - 1, 0b1111u64);
    let total = cram[3] ^ cram[2];
    assert!(
        out.starts_with(&format!("value {total}: the player to move wins")),
        "{out}"
    );
    let mut winning = Vec::new();
    for (i, (board, other)) in [(three, two), (two, three)].into_iter().enumerate() {
        for option in cram_options(&board) {
            if value(&option[0], &cram_options, &mut memo)
                == value(&other, &cram_options, &mut memo)
            {
                winning.push(format!(
                    "position {}: 0b{board:b} -> 0b{:b}",
                    i + 1,
                    option[0]
                ));
            }
        }
    }
    let listed: Vec<String> = out.lines().skip(2).map(|l| l.trim().to_owned()).collect();
    winning.sort();
    let mut sorted = listed.clone();
    sorted.sort();
    assert_eq!(sorted, winning, "{out}");
    // guess and period take the values of start(0), start(1), ...; plot draws them.
    let guess = ok(&["guess", "--rule", rule, "10"]);
    assert!(
        guess.starts_with("period 2 after a pre-period of 0: observed"),
        "{guess}"
    );
    let period = ok(&["period", "--rule", rule, "10"]);
    assert!(period.contains("period 2"), "{period}");
}

#[test]
fn sums_of_positions_and_positions_written_out() {
    // Kayles on a row of pins written as an array of 1s: knocking down one pin or two
    // side by side leaves the two rows on either side, a sum of positions.
    let kayles = script(
        "kayles-rows.rhai",
        "fn start(n) { let row = []; row.pad(n, 1); row }\n\
         fn moves(row) {\n\
           let options = [];\n\
           let n = row.len();\n\
           for i in 0..n {\n\
             for width in 1..=2 {\n\
               if i + width <= n {\n\
                 let left = []; left.pad(i, 1);\n\
                 let right = []; right.pad(n - i - width, 1);\n\
                 options.push([left, right]);\n\
               }\n\
             }\n\
           }\n\
           options\n\
         }\n",
    );
    let table = numbers(&ok(&["table", "--rule", &kayles, "40", "--row"]));
    assert_eq!(table, numbers(&ok(&["table", "kayles", "40", "--row"])));
    // A position written in rhai on the command line, beside a start.
    let out = ok(&["moves", "--rule", &kayles, "[1, 1, 1, 1]", "4"]);
    assert!(
        out.starts_with("value 0: the player to move loses"),
        "{out}"
    );
    let out = ok(&["moves", "--rule", &kayles, "[1, 1, 1]"]);
    assert!(out.contains("position 1: [1, 1, 1] -> [1] + [1]"), "{out}");
    // Masks in a sum: a set of numbers as a mask; a move takes one number out, or splits the
    // set into its odd and its even members (worth the XOR of the two).
    let sets = script(
        "sets.rhai",
        "fn start(n) { (1 << n) - 1 }\n\
         fn moves(s) {\n\
           let options = [];\n\
           for i in 0..20 { if (s >> i) % 2 == 1 { options.push(s - (1 << i)); } }\n\
           let odd = s & 0xAAAAA; let even = s & 0x55555;\n\
           if odd != 0 && even != 0 { options.push([odd, even]); }\n\
           options\n\
         }\n",
    );
    let set_options = |s: &u64| {
        let mut all: Vec<Vec<u64>> = (0..20)
            .filter(|i| s >> i & 1 == 1)
            .map(|i| vec![s - (1 << i)])
            .collect();
        let (odd, even) = (s & 0xAAAAA, s & 0x55555);
        if odd != 0 && even != 0 {
            all.push(vec![odd, even]);
        }
        all
    };
    let mut memo = HashMap::new();
    let expected: Vec<u64> = (0..12)
        .map(|n| value(&((1u64 << n) - 1), &set_options, &mut memo))
        .collect();
    assert_eq!(
        numbers(&ok(&["table", "--rule", &sets, "12", "--row"])),
        expected
    );
}

#[test]
fn splits_declared_as_data_match_the_definition() {
    // Take one stone or split into three: the example, 600 heaps, against the definition.
    let mut three: Vec<u64> = Vec::new();
    for n in 0..600usize {
        let mut seen = vec![false; 4 * n + 4];
        if n >= 1 {
            seen[three[n - 1] as usize] = true;
        }
        for a in 1..=n / 3 {
            for b in a..=(n - a) / 2 {
                seen[(three[a] ^ three[b] ^ three[n - a - b]) as usize] = true;
            }
        }
        three.push(seen.iter().position(|&s| !s).unwrap() as u64);
    }
    let rule = "examples/rules/three-way-split.rhai";
    assert_eq!(numbers(&ok(&["table", "--rule", rule, "600"])), three);
    // Unequal halves are Grundy's game; one stone taken and the rest left in up to two heaps
    // (least 0) is the octal game 0.7; both against the library's own engines.
    let grundy = script(
        "grundy.rhai",
        "fn moves(n) { [split(n, 2, #{unequal: true})] }\n",
    );
    let table = ok(&["table", "--rule", &grundy, "500", "--row"]);
    assert_eq!(table, ok(&["table", "grundy", "500", "--row"]));
    let seven = script(
        "seven.rhai",
        "fn moves(n) { if n == 0 { [] } else { [split(n - 1, 2, #{least: 0})] } }\n",
    );
    let table = ok(&["table", "--rule", &seven, "300", "--row"]);
    assert_eq!(table, ok(&["table", "0.7", "300", "--row"]));
    // Four unequal parts of at least 2, by brute force over ordered lists.
    let four = script(
        "four.rhai",
        "fn moves(n) { if n == 0 { return []; } [n / 2, split(n, 4, #{least: 2, unequal: true})] }\n",
    );
    let mut expected: Vec<u64> = Vec::new();
    for n in 0..60usize {
        let mut options = vec![];
        if n > 0 {
            options.push(expected[n / 2]);
        }
        for a in 2..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    if a + b + c < n && n - a - b - c > c {
                        options.push(
                            expected[a] ^ expected[b] ^ expected[c] ^ expected[n - a - b - c],
                        );
                    }
                }
            }
        }
        expected.push(mex(options));
    }
    assert_eq!(numbers(&ok(&["table", "--rule", &four, "60"])), expected);
    // sg moves lists the ways of a split that win: heaps 9 and 4 of the three-way split.
    let out = ok(&["moves", "--rule", rule, "9", "4"]);
    let total = three[9] ^ three[4];
    assert!(out.starts_with(&format!("value {total}: ")), "{out}");
    let mut winning = Vec::new();
    for (i, (n, other)) in [(9, 4), (4, 9)].into_iter().enumerate() {
        if three[n - 1] == three[other] {
            winning.push(format!("heap {}: {n} -> {}", i + 1, n - 1));
        }
        for a in 1..=n / 3 {
            for b in a..=(n - a) / 2 {
                if three[a] ^ three[b] ^ three[n - a - b] == three[other] {
                    winning.push(format!("heap {}: {n} -> {a}, {b} and {}", i + 1, n - a - b));
                }
            }
        }
    }
    let listed: Vec<String> = out.lines().skip(2).map(|l| l.trim().to_owned()).collect();
    assert!(!winning.is_empty());
    assert_eq!(listed, winning, "{out}");
}

#[test]
fn a_rule_that_returns_the_wrong_thing_is_told_what_was_expected() {
    let cases = [
        (
            "fn moves(n) { take(n, 1..=3) }",
            "take was given (a number, a range): take(n, amounts) wants a heap n and an array \
             of takes",
        ),
        (
            "fn moves(n) { let o = []; for t in 1..=n { o.push(n - t); } }",
            "moves(0) returned nothing (())",
        ),
        (
            "fn moves(n) { take(n, [1, \"x\"]) }",
            "take(n, amounts) wants an array of takes (whole numbers), found a string \"x\"",
        ),
        (
            "fn moves(n) { squares(\"x\") }",
            "squares was given (a string): squares(n) wants a number n",
        ),
        (
            "fn moves(a, b) { steps(a, b, [[1]]) }",
            "steps(a, b, steps) wants an array of steps [x, y], found an array [1]",
        ),
        (
            "fn moves(n) { [split(n, 2, #{lest: 0})] }",
            "split knows the constraints least (a number) and unequal (true or false), found lest",
        ),
        (
            "fn moves(n) { [split(n, 0)] }",
            "wants a total of at least 0 and k of at least 1 heaps (at most 64), found split(0, 0)",
        ),
        (
            "fn moves(n) { [split(n, 2, #{least: 0})] }",
            "moves(0) gave split(0, 2, #{least: 0, unequal: false}) with a heap of 0, not smaller",
        ),
        (
            "const LOOPY = true; fn moves(n) { [split(n, 2)] }",
            "moves(0) gave split(0, 2): in a game with cycles (LOOPY) each option is one heap",
        ),
        (
            "const LOOPY = 1; fn moves(n) { [] }",
            "LOOPY says whether play can come back to a position: const LOOPY = true; (or \
             false), found the number 1",
        ),
        (
            "fn start(n) { \"x\" } fn moves(p) { [] }",
            "start(0) is a string \"x\", not the starting position of n",
        ),
        (
            "fn start(n) { if n == 2 { [1] } else { n } } fn moves(p) { [] }",
            "start(2) is an array, but start(0) is a bit mask",
        ),
        (
            "fn start(n) { [n] } fn moves(p) { if p[0] > 0 { [[p[0] - 1], [\"x\"]] } else { [] } }",
            "moves([1]) gave an array [\"x\"]: moves returns an array of options, each a \
             position (an array of whole numbers) or a sum of positions",
        ),
        (
            "fn start(n) { [n] } fn moves(p) { [[p[0] + 1 - 2 * (p[0] % 2)]] }",
            "play can come back to [0] (a move from [1] leads to it)",
        ),
        (
            "fn start(n) { [n] } fn moves(p) { }",
            "moves([0]) returned nothing (())",
        ),
        (
            "fn start(n) { [n] } fn moves(a, b) { [] }",
            "a rule with start(n) has fn moves(position), one parameter",
        ),
        (
            "const LOOPY = true; fn start(n) { 0 } fn moves(p) { [] }",
            "a rule with start(n) is searched with a memo and must end",
        ),
    ];
    for (i, (text, words)) in cases.into_iter().enumerate() {
        let path = script(&format!("wrong-{i}.rhai"), text);
        let (code, out, err) = sg(&["table", "--rule", &path, "5"]);
        assert_eq!(code, 2, "{text}: {err}");
        assert!(out.is_empty(), "{text}: {out}");
        assert!(
            err.starts_with("error: ") && err.lines().count() == 1,
            "{text}: {err}"
        );
        assert!(err.contains(words), "{text}: {err}");
    }
    // A position on the command line that is not one, and sg play, which takes heaps only.
    let rule = "examples/rules/cram.rhai";
    let (code, _, err) = sg(&["moves", "--rule", rule, "[1, 2"]);
    assert!(
        code == 2 && err.contains("'[1, 2' is not a position"),
        "{err}"
    );
    let (code, _, err) = sg(&["moves", "--rule", rule, "[1, 2]"]);
    assert!(
        code == 2 && err.contains("'[1, 2]' is an array, but start(0) is a bit mask"),
        "{err}"
    );
    // A period of a rule with start(n) is looked for among N starts, which must be given.
    let (code, _, err) = sg(&["period", "--rule", rule]);
    assert!(code == 2 && err.contains("say how many starts"), "{err}");
    let (code, _, err) = sg(&["play", "--rule", rule, "3"]);
    assert!(
        code == 2 && err.contains("sg play takes rules of one heap"),
        "{err}"
    );
}
