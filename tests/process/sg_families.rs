//! Families of positions (`fn positions(k)`) as a user runs them: `sg table --rule F K` lists
//! every position of sizes 0..=K with its value, checked here against searches written in the
//! test (Nim's XOR, a two-pile game by memoised mex, Green Hackenbush trees by the colon
//! principle, a partizan game by who wins moving first); `--p`, `--features`, `--const`,
//! `sg moves` and `sg guess --at` on such positions, and the one-line errors.

use crate::common::{self, sg, sg_ok as ok};
use crate::sg_rules::value;
use std::collections::HashMap;

fn script(name: &str, text: &str) -> String {
    common::script("families", name, text)
}

/// The numbers of a position shown as `[1, 2, 3]` (or a heap, `5`).
fn numbers(shown: &str) -> Vec<i64> {
    shown
        .trim_matches(['[', ']'])
        .split(',')
        .filter(|x| !x.trim().is_empty())
        .map(|x| x.trim().parse().unwrap())
        .collect()
}

/// Each line of a family's table: the position's numbers and the words after it.
fn rows(table: &str) -> Vec<(Vec<i64>, String)> {
    table
        .lines()
        .filter(|line| line.starts_with('['))
        .map(|line| {
            let (position, rest) = line.split_once("  ").unwrap();
            (numbers(position), rest.to_owned())
        })
        .collect()
}

const NIM: &str = "
const PILES = 3;
fn positions(k) { piles(PILES, k) }
fn moves(p) {
    let options = [];
    for i in 0..p.len() {
        for left in 0..p[i] { let q = p; q[i] = left; options.push(q); }
    }
    options
}
fn features(p) { #{ total: p.reduce(|s, x| s + x, 0) } }
";

#[test]
fn nim_on_piles_is_the_xor_and_p_keeps_the_zeros() {
    let rule = script("nim.rhai", NIM);
    let table = ok(&["table", "--rule", &rule, "6"]);
    let rows = rows(&table);
    // Every triple of heaps holding at most 6 stones, once each, by total.
    let mut expected = Vec::new();
    for k in 0..=6 {
        for a in 0..=k {
            for b in 0..=k - a {
                expected.push(vec![a, b, k - a - b]);
            }
        }
    }
    let listed: Vec<Vec<i64>> = rows.iter().map(|(p, _)| p.clone()).collect();
    assert_eq!(listed, expected);
    for (p, value) in &rows {
        assert_eq!(value, &(p[0] ^ p[1] ^ p[2]).to_string(), "{p:?}");
    }
    let p_only = ok(&["table", "--rule", &rule, "6", "--p", "--features"]);
    let zeros: Vec<Vec<i64>> = expected
        .into_iter()
        .filter(|p| p[0] ^ p[1] ^ p[2] == 0)
        .collect();
    let shown: Vec<(Vec<i64>, String)> = zeros
        .iter()
        .map(|p| (p.clone(), format!("0  total={}", p.iter().sum::<i64>())))
        .collect();
    assert_eq!(self::rows(&p_only), shown);
    // Four piles, set from the command line.
    let four = rows_of(&ok(&["table", "--rule", &rule, "3", "--const", "PILES=4"]));
    assert!(four.iter().all(|p| p.len() == 4));
    assert_eq!(four.len(), 1 + 4 + 10 + 20);
}

fn rows_of(table: &str) -> Vec<Vec<i64>> {
    rows(table).into_iter().map(|(p, _)| p).collect()
}

/// Two piles: take 1 to M from one pile, or the same 1 to M from both.
const TWO_PILES: &str = "
const M = 3;
fn positions(k) { pairs_max(k) }
fn moves(p) {
    let options = [];
    for t in 1..=M {
        if p[0] >= t { options.push([p[0] - t, p[1]]); }
        if p[1] >= t { options.push([p[0], p[1] - t]); }
        if p[0] >= t && p[1] >= t { options.push([p[0] - t, p[1] - t]); }
    }
    options
}
";

#[test]
fn a_two_pile_game_matches_a_search_for_each_constant() {
    let rule = script("two-piles.rhai", TWO_PILES);
    for m in [1i64, 2, 3] {
        let table = ok(&["table", "--rule", &rule, "9", "--const", &format!("M={m}")]);
        let options = |p: &(i64, i64)| -> Vec<Vec<(i64, i64)>> {
            let mut all = Vec::new();
            for t in 1..=m {
                for (da, db) in [(t, 0), (0, t), (t, t)] {
                    if p.0 >= da && p.1 >= db {
                        all.push(vec![(p.0 - da, p.1 - db)]);
                    }
                }
            }
            all
        };
        let mut memo = HashMap::new();
        let rows = rows(&table);
        // pairs_max(0..=9) covers the square 0..=9 × 0..=9, each pair once.
        assert_eq!(rows.len(), 100, "M = {m}");
        for (p, shown) in rows {
            let v = value(&(p[0], p[1]), &options, &mut memo);
            assert_eq!(shown, v.to_string(), "M = {m}, {p:?}");
        }
    }
}

/// Green Hackenbush on rooted trees, the rule of examples/rules/tree-cut.rhai.
fn tree_rule() -> String {
    common::project()
        .join("examples/rules/tree-cut.rhai")
        .to_str()
        .unwrap()
        .to_owned()
}

/// The colon principle: a rooted tree is worth the XOR over the root's children of one more
/// than the child's subtree's value.
fn colon(parents: &[i64], v: usize) -> i64 {
    (0..parents.len())
        .filter(|&c| parents[c] == v as i64)
        .fold(0, |s, c| s ^ (colon(parents, c) + 1))
}

#[test]
fn green_hackenbush_trees_follow_the_colon_principle() {
    let table = ok(&["table", "--rule", &tree_rule(), "7", "--features"]);
    let rows = rows(&table);
    // Rooted trees of 1 to 7 vertices: 1, 1, 2, 4, 9, 20, 48.
    assert_eq!(rows.len(), 85);
    for (tree, shown) in &rows {
        let words: Vec<&str> = shown.split_whitespace().collect();
        assert_eq!(words[0], colon(tree, 0).to_string(), "{tree:?}");
        // The height: the most steps up to the root.
        let depth = |mut v: usize| {
            let mut d = 0;
            while tree[v] >= 0 {
                v = tree[v] as usize;
                d += 1;
            }
            d
        };
        let height = (0..tree.len()).map(depth).max().unwrap();
        assert!(
            words.contains(&&*format!("height={height}")),
            "{tree:?}: {shown}"
        );
    }
    let moved = ok(&["moves", "--rule", &tree_rule(), "[-1, 0, 0]"]);
    assert!(moved.starts_with("value 0:"), "{moved}");
}

#[test]
fn a_partizan_family_shows_outcome_classes() {
    let rule = script(
        "partizan.rhai",
        "fn positions(k) { pairs(k) }
         fn left(p) { let o = []; for t in 1..=2 { if p[0] >= t { o.push([p[0] - t, p[1]]); } } o }
         fn right(p) { let o = []; for t in 1..=2 { if p[1] >= t { o.push([p[0], p[1] - t]); } } o }",
    );
    // Whether the player to move wins (Left: from the first pile, 1 or 2 stones).
    fn wins(a: i64, b: i64, left: bool) -> bool {
        let (mine, theirs) = if left { (a, b) } else { (b, a) };
        (1..=2.min(mine)).any(|t| {
            let (a, b) = if left {
                (mine - t, theirs)
            } else {
                (theirs, mine - t)
            };
            !wins(a, b, !left)
        })
    }
    for (p, class) in rows(&ok(&["table", "--rule", &rule, "6"])) {
        let (a, b) = (p[0], p[1]);
        let expected = match (wins(a, b, true), wins(a, b, false)) {
            (true, true) => "N",
            (true, false) => "L",
            (false, true) => "R",
            (false, false) => "P",
        };
        assert_eq!(class, expected, "{p:?}");
    }
    let p_only = rows_of(&ok(&["table", "--rule", &rule, "6", "--p"]));
    assert_eq!(p_only, [[0, 0], [1, 1], [2, 2], [3, 3]]);
}

#[test]
fn guesses_and_values_at_positions_past_the_table() {
    let rule = script(
        "nim-guess.rhai",
        &format!("{NIM}\nfn guess(p) {{ p.reduce(|x, y| x + y, 0) % 2 }}"),
    );
    let (code, out, _) = sg(&["table", "--rule", &rule, "2"]);
    assert_eq!(code, 1, "a wrong guess ends with status 1");
    assert!(out.contains("\n[0, 0, 2]  2≠0\n"), "{out}");
    assert!(
        out.ends_with("first at position [0, 0, 2]: value 2, guess 0\n"),
        "{out}"
    );
    let at = ok(&[
        "guess",
        "--rule",
        &rule,
        "3",
        "--at",
        "[20, 9, 5]",
        "--at",
        "5",
    ]);
    // After the finder's finding, a line per position.
    let lines: Vec<&str> = at.lines().filter(|l| l.starts_with("value at")).collect();
    let v = 20 ^ 9 ^ 5;
    assert_eq!(
        lines[0],
        format!("value at [20, 9, 5]: {v} (exact: searched from [20, 9, 5])")
    );
    assert!(
        lines[1].starts_with("value at 5: not valued:") && lines[1].contains("is a heap, but"),
        "{at}"
    );
    let failing = ok(&[
        "guess",
        "--rule",
        &tree_rule(),
        "3",
        "--at",
        "[0, 0]",
        "--at",
        "[1 2]",
    ]);
    let lines: Vec<&str> = failing
        .lines()
        .filter(|l| l.starts_with("value at"))
        .collect();
    assert!(lines[0].contains("canonical(p) wants a tree"), "{failing}");
    assert!(
        lines[1].contains("'[1 2]' is not a position written in rhai"),
        "{failing}"
    );
}

#[test]
fn bad_families_and_constants_are_one_line_errors() {
    let nim = script("nim-errors.rhai", NIM);
    let cases: [(&[&str], &str); 5] = [
        (
            &["table", "--rule", &nim, "3", "--const", "PILE=2"],
            "declares no constant PILE (its constants: PILES)",
        ),
        (
            &["table", "nim", "3", "--const", "K=2"],
            "give the rule with --rule FILE",
        ),
        (
            &["table", "--rule", &nim, "3", "--const", "PILES"],
            "--const takes NAME=VALUE",
        ),
        (
            &["table", "--rule", &nim, "3", "--row"],
            "a position per line",
        ),
        (
            &["table", "--rule", &nim, "3", "--p", "--const", "PILES=[1"],
            "not a value in rhai",
        ),
    ];
    for (args, message) in cases {
        let (code, out, err) = sg(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            out.is_empty() && err.lines().count() == 1,
            "{args:?}: {err}"
        );
        assert!(err.contains(message), "{args:?}: {err}");
    }
    let number = script("number.rhai", "fn positions(k) { k } fn moves(p) { [] }");
    let (_, _, err) = sg(&["table", "--rule", &number, "3"]);
    assert!(
        err.contains("positions(0) returned the number 0: positions returns an array"),
        "{err}"
    );
    let big = script(
        "big.rhai",
        "fn positions(k) { arrays(k, 0, 7) } fn moves(p) { [] }",
    );
    let (code, _, err) = sg(&["table", "--rule", &big, "8"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("positions(0), ..., positions(6) list more than 262144"),
        "{err}"
    );
    let (_, _, err) = sg(&["table", "--rule", &big, "8", "--const", "X=1"]);
    assert!(err.contains("its constants: none"), "{err}");
    let huge = script(
        "huge.rhai",
        "fn positions(k) { arrays(30, 0, 9) } fn moves(p) { [] }",
    );
    let (_, _, err) = sg(&["table", "--rule", &huge, "0"]);
    assert!(
        err.contains("would list more than 1048576 positions"),
        "{err}"
    );
}

#[test]
fn scored_and_loopy_families_are_valued_by_their_engines() {
    // Take 1 or 2 from either pile, gaining what is taken: the mover's best surplus.
    let scored = script(
        "scored.rhai",
        "fn positions(k) { pairs(k) }
         fn moves(p) {
             let o = [];
             for t in 1..=2 {
                 if p[0] >= t { o.push(scored([p[0] - t, p[1]], t)); }
                 if p[1] >= t { o.push(scored([p[0], p[1] - t], t)); }
             }
             o
         }
         fn value(p) { 0 }",
    );
    fn surplus(a: i64, b: i64) -> i64 {
        let mut best = None;
        for t in 1..=2 {
            for (x, y) in [(a - t, b), (a, b - t)] {
                if x >= 0 && y >= 0 {
                    let worth = t - surplus(x, y);
                    best = Some(best.map_or(worth, |b: i64| b.max(worth)));
                }
            }
        }
        best.unwrap_or(0)
    }
    let rows = rows(&ok(&["table", "--rule", &scored, "7"]));
    assert_eq!(rows.len(), 36);
    for (p, shown) in rows {
        assert_eq!(shown, surplus(p[0], p[1]).to_string(), "{p:?}");
    }
    // The finder over its outcomes (the sign of the value): whatever it says, its fn guess,
    // pasted into the rule, holds far past the table, and its words match the search here.
    let out = ok(&["guess", "--rule", &scored, "16"]);
    assert!(
        out.contains("(a scored rule: its outcome W, D or L"),
        "{out}"
    );
    let guess = out
        .lines()
        .skip_while(|l| !l.starts_with("fn guess(p)"))
        .take_while(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(guess.contains("\"draw\""), "{out}");
    let text = format!("{}\n{guess}\n", std::fs::read_to_string(&scored).unwrap());
    let guessed = script("scored-guess.rhai", &text);
    let table = ok(&["table", "--rule", &guessed, "30"]);
    assert!(table.ends_with("guess holds on 496 positions\n"), "{table}");
    // The surplus by totals, each from the smaller totals (the recursion above, tabled).
    let mut best = vec![vec![0i64; 31]; 31];
    for total in 1..31 {
        for a in 0..=total {
            let b = total - a;
            let options =
                (1..=2).flat_map(|t| [(a as i64 - t, b as i64, t), (a as i64, b as i64 - t, t)]);
            best[a][b] = options
                .filter(|&(x, y, _)| x >= 0 && y >= 0)
                .map(|(x, y, t)| t - best[x as usize][y as usize])
                .max()
                .expect("a move");
            assert!(best[a][b] >= 0, "({a}, {b})");
            assert_eq!(best[a][b] == 0, (a ^ b) % 4 == 0, "({a}, {b})");
        }
    }
    assert!(
        out.starts_with("the outcome is, mod 4: D when the XOR of the entries ≡ 0"),
        "{out}"
    );
    let (code, _, err) = sg(&["table", "--rule", &scored, "3", "--p"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("a scored rule, whose values are payoffs"),
        "{err}"
    );
    // [0] and [1] pass the token back and forth; [2] has no move.
    let loopy = script(
        "loopy.rhai",
        "const LOOPY = true;
         fn positions(k) { if k <= 2 { [[k]] } else { [] } }
         fn moves(p) { if p[0] == 0 { [[1]] } else if p[0] == 1 { [[0]] } else { [] } }",
    );
    let table = ok(&["table", "--rule", &loopy, "5"]);
    assert_eq!(table, "[0]  ∞()\n[1]  ∞()\n[2]  0\n");
}

#[test]
fn a_family_with_no_positions_is_an_empty_table_with_cycles_or_without() {
    // With cycles, the empty family's graph was valued before any position said what kind
    // positions are: a panic ("a position's kind is known").
    for loopy in ["", "const LOOPY = true;\n"] {
        let empty = script(
            "empty.rhai",
            &format!("{loopy}fn positions(k) {{ [] }}\nfn moves(p) {{ [] }}\n"),
        );
        assert_eq!(ok(&["table", "--rule", &empty, "3"]), "", "{loopy}");
    }
}
