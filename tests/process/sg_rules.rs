//! User rules in rhai beyond heaps, as a user runs them: positions that are arrays or bit
//! masks (`fn start(n)`), with cycles too (`const LOOPY = true;`), splits declared as data
//! (`split(total, k)`), and the one-line errors of a rule that returns the wrong thing. Every
//! table is checked against a search written here, independently of the explorer.

use crate::common::{self, sg, sg_ok as ok};
use std::collections::HashMap;

fn numbers(text: &str) -> Vec<u64> {
    text.split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect()
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let values: Vec<u64> = values.into_iter().collect();
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// The value of a position of a game given by its options (each a sum of positions), by
/// memoised recursion.
pub fn value<P: Clone + Eq + std::hash::Hash>(
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
            "const LOOPY = true; fn start(n) { [n] } fn moves(p) { if p[0] > 0 { [[[0], [0]]] } else { [] } }",
            "moves([1]) gave a sum of 2 positions ([0] + [0]): in a game with cycles (LOOPY) \
             each option is one position",
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

/// The positions reachable from `starts` by `options`, numbered in the order found, and each
/// one's options by number.
fn reachable<P: Clone + Eq + std::hash::Hash>(
    starts: &[P],
    options: impl Fn(&P) -> Vec<P>,
) -> (HashMap<P, usize>, Vec<Vec<usize>>) {
    let mut ids: HashMap<P, usize> = HashMap::new();
    let mut found: Vec<P> = Vec::new();
    let mut next: Vec<Vec<usize>> = Vec::new();
    for start in starts {
        if !ids.contains_key(start) {
            ids.insert(start.clone(), found.len());
            found.push(start.clone());
        }
    }
    let mut i = 0;
    while i < found.len() {
        let mut mine = Vec::new();
        for option in options(&found[i]) {
            let id = *ids.entry(option.clone()).or_insert_with(|| {
                found.push(option);
                found.len() - 1
            });
            mine.push(id);
        }
        next.push(mine);
        i += 1;
    }
    (ids, next)
}

/// The generalized Sprague-Grundy values of a finite game (each position's options), as sg
/// prints them, from the definition (Smith; Fraenkel and Yesha) by iterated labelling: in round
/// m, label m any unlabelled position that has options labelled 0, ..., m - 1, none labelled
/// m, and each of whose unlabelled options has an option labelled m, until no more can be;
/// stop after a round that labels nothing. The rest are `∞(K)`, K their options' labels.
fn generalized_by_labelling(next: &[Vec<usize>]) -> Vec<String> {
    let mut label: Vec<Option<u64>> = vec![None; next.len()];
    for m in 0.. {
        let mut labelled = false;
        loop {
            let mut changed = false;
            for u in 0..next.len() {
                let has =
                    |v: u64, label: &[Option<u64>]| next[u].iter().any(|&w| label[w] == Some(v));
                let reaches_m =
                    |w: usize, label: &[Option<u64>]| next[w].iter().any(|&x| label[x] == Some(m));
                if label[u].is_none()
                    && (0..m).all(|v| has(v, &label))
                    && !has(m, &label)
                    && next[u]
                        .iter()
                        .all(|&w| label[w].is_some() || reaches_m(w, &label))
                {
                    label[u] = Some(m);
                    (changed, labelled) = (true, true);
                }
            }
            if !changed {
                break;
            }
        }
        if !labelled {
            break;
        }
    }
    (0..next.len())
        .map(|u| match label[u] {
            Some(m) => m.to_string(),
            None => {
                let mut k: Vec<u64> = next[u].iter().filter_map(|&w| label[w]).collect();
                k.sort_unstable();
                k.dedup();
                let k: Vec<String> = k.iter().map(u64::to_string).collect();
                format!("∞({})", k.join(","))
            }
        })
        .collect()
}

/// Tokens on a row (1 a token, 0 empty): a move steps a token one cell left onto an empty
/// cell or off the board from the first cell, or leaps it two cells right onto an empty cell.
fn leaping_tokens(row: &[u8]) -> Vec<Vec<u8>> {
    let mut all = Vec::new();
    for i in (0..row.len()).filter(|&i| row[i] == 1) {
        let mut moved = |to: Option<usize>| {
            let mut next = row.to_vec();
            next[i] = 0;
            if let Some(to) = to {
                next[to] = 1;
            }
            all.push(next);
        };
        match i {
            0 => moved(None),
            i if row[i - 1] == 0 => moved(Some(i - 1)),
            _ => {}
        }
        if row.get(i + 2) == Some(&0) {
            moved(Some(i + 2));
        }
    }
    all
}

#[test]
fn positions_with_cycles_match_the_generalized_values_by_labelling() {
    // The example: a row of n cells, one token on the first.
    let rule = "examples/rules/leaping-tokens.rhai";
    let start = |n: usize| {
        let mut row = vec![0u8; n];
        if n > 0 {
            row[0] = 1;
        }
        row
    };
    let starts: Vec<Vec<u8>> = (0..12).map(start).collect();
    let (ids, next) = reachable(&starts, |row: &Vec<u8>| leaping_tokens(row));
    let values = generalized_by_labelling(&next);
    let expected: Vec<&str> = starts.iter().map(|s| values[ids[s]].as_str()).collect();
    let table = ok(&["table", "--rule", rule, "12", "--row"]);
    assert_eq!(table.split_whitespace().collect::<Vec<_>>(), expected);
    assert!(expected.iter().any(|v| v.starts_with('∞')) && expected.contains(&"2"));

    // Sums in sg moves, against the labelling of the sum's own graph (a move changes one
    // part), and the winning moves: those to a sum labelled 0.
    for (a, b) in [(3, 2), (3, 3), (4, 1), (5, 5), (6, 3)] {
        let sum = |(x, y): &(Vec<u8>, Vec<u8>)| {
            let left = leaping_tokens(x).into_iter().map(|x2| (x2, y.clone()));
            left.chain(leaping_tokens(y).into_iter().map(|y2| (x.clone(), y2)))
                .collect()
        };
        let root = (start(a), start(b));
        let (ids, next) = reachable(std::slice::from_ref(&root), sum);
        let values = generalized_by_labelling(&next);
        let value = &values[ids[&root]];
        let out = ok(&["moves", "--rule", rule, &a.to_string(), &b.to_string()]);
        let head = out.lines().next().unwrap();
        assert!(
            head.starts_with(&format!("value {value}: ")),
            "{a} {b}: {out}"
        );
        let verdict = match value.as_str() {
            "0" => "the player to move loses",
            v if v.starts_with('∞') && !v.starts_with("∞(0") => "a draw",
            _ => "the player to move wins",
        };
        assert!(head.contains(verdict), "{a} {b}: {out}");
        let shown = |row: &Vec<u8>| format!("{row:?}");
        let mut winning: Vec<String> = sum(&root)
            .into_iter()
            .filter(|to| values[ids[to]] == "0")
            .map(|(x, y)| match x == root.0 {
                false => format!("position 1: {} -> {}", shown(&root.0), shown(&x)),
                true => format!("position 2: {} -> {}", shown(&root.1), shown(&y)),
            })
            .collect();
        let mut listed: Vec<String> = out.lines().skip(2).map(|l| l.trim().to_owned()).collect();
        winning.sort();
        listed.sort();
        assert_eq!(listed, winning, "{a} {b}: {out}");
    }

    // Masks: tokens on 8 cells, each stepping one or two cells left (off the board from the
    // first) or, from cells 2 and 6, two cells right; start(n) is the mask n, every position.
    let door = script(
        "door.rhai",
        "const LOOPY = true;\n\
         fn start(n) { n }\n\
         fn moves(m) {\n\
           let options = [];\n\
           for i in 0..8 {\n\
             if (m >> i) % 2 == 1 {\n\
               let off = m - (1 << i);\n\
               for step in [1, 2] {\n\
                 if i + 1 == step { options.push(off); }\n\
                 if i >= step && (m >> (i - step)) % 2 == 0 { options.push(off + (1 << (i - step))); }\n\
               }\n\
               if i % 4 == 2 && i + 2 < 8 && (m >> (i + 2)) % 2 == 0 { options.push(off + (1 << (i + 2))); }\n\
             }\n\
           }\n\
           options\n\
         }\n",
    );
    let door_options = |m: &u64| {
        let mut all = Vec::new();
        let free = |c: u64| m >> c & 1 == 0;
        for i in (0..8).filter(|&i| m >> i & 1 == 1) {
            let off = m & !(1 << i);
            for step in [1, 2] {
                if i + 1 == step {
                    all.push(off);
                }
                if i >= step && free(i - step) {
                    all.push(off | 1 << (i - step));
                }
            }
            if i % 4 == 2 && i + 2 < 8 && free(i + 2) {
                all.push(off | 1 << (i + 2));
            }
        }
        all
    };
    let masks: Vec<u64> = (0..256).collect();
    let (ids, next) = reachable(&masks, door_options);
    let values = generalized_by_labelling(&next);
    let expected: Vec<&str> = masks.iter().map(|m| values[ids[m]].as_str()).collect();
    let table = ok(&["table", "--rule", &door, "256", "--row"]);
    assert_eq!(table.split_whitespace().collect::<Vec<_>>(), expected);
    for kind in ["1", "2", "∞()", "∞(0)", "∞(1,2)"] {
        assert!(expected.contains(&kind), "{kind} among {expected:?}");
    }
    // A value of a start that is infinite has no pattern to guess.
    let (code, _, err) = sg(&["guess", "--rule", &door, "16"]);
    assert!(
        code == 2 && err.contains("start(4) of") && err.contains("is worth ∞(1,2)"),
        "{err}"
    );
}

#[test]
fn a_rule_with_cycles_that_ends_is_valued_as_without_them() {
    // The same rule with and without const LOOPY = true;: the same table and the same moves.
    for (rule, n, position) in [
        (
            "examples/rules/no-neighbours.rhai",
            "12",
            "[0, 0, 0, 0, 0, 0, 0]",
        ),
        ("examples/rules/cram.rhai", "8", "0b111111"),
    ] {
        let text = std::fs::read_to_string(rule).unwrap();
        let name = rule.rsplit('/').next().unwrap();
        let loopy = script(
            &format!("loopy-{name}"),
            &format!("const LOOPY = true;\n{text}"),
        );
        let table = |rule: &str| ok(&["table", "--rule", rule, n, "--row"]);
        assert_eq!(table(&loopy), table(rule));
        let moves = |rule: &str| ok(&["moves", "--rule", rule, position, "3"]);
        assert_eq!(moves(&loopy), moves(rule));
        let guess = |rule: &str| ok(&["guess", "--rule", rule, n]);
        assert_eq!(guess(&loopy), guess(rule));
    }
}

#[test]
fn a_rule_with_cycles_and_too_many_positions_is_refused() {
    // Each mask leads back to its parent and on to 564 children (4096 m + 4096 - p for the
    // primes p below 4096): more positions than the memo holds, refused in one line.
    let wide = script(
        "wide.rhai",
        "const LOOPY = true;\n\
         fn start(n) { n }\n\
         fn moves(m) { let o = take(m * 4096 + 4096, primes(4096)); o.push(m / 4096); o }\n",
    );
    let (code, out, err) = sg(&["table", "--rule", &wide, "3"]);
    assert!(out.is_empty(), "{out}");
    assert!(
        code == 2 && err.starts_with("error: ") && err.lines().count() == 1,
        "{err}"
    );
    assert!(
        err.contains(
            "more than 1048576 positions are reachable from start(0): ask for smaller starts"
        ),
        "{err}"
    );
}

#[test]
fn a_rule_with_cycles_is_bounded_by_one_start_not_by_the_table() {
    // Start n is the mask (n + 1) · 2^21, whose moves go to the 82025 masks 2^20 - p above it
    // for the primes p up to 2^20; those lead back to it (odd ones) or end (the one even).
    // Each start is worth 1 (its options are worth mex{1} = 0 or end), and 13 starts reach
    // 13 · 82026 positions, sharing none: more than the memo's 2^20, which stopped the table
    // at start(12) when the bound was on the whole table.
    let islands = script(
        "islands.rhai",
        "const LOOPY = true;\n\
         fn start(n) { (n + 1) * 2097152 }\n\
         fn moves(m) {\n\
           let root = m - m % 2097152;\n\
           if m == root { return take(root + 1048576, primes(1048576)); }\n\
           if m % 2 == 1 { [root] } else { [] }\n\
         }\n",
    );
    assert_eq!(
        ok(&["table", "--rule", &islands, "13", "--row"]),
        format!("{}\n", ["1"; 13].join(" "))
    );
}

fn script(name: &str, text: &str) -> String {
    common::script("rules", name, text)
}
