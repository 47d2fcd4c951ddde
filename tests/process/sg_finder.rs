//! `sg guess --rule F K` over the catalogue bench/families/ (rules of fn positions(k) whose
//! winning condition is known, and the negative controls): each known condition is found in
//! the finder's words; each finding, pasted into
//! its rule as `fn guess`, holds on every position up to the rule's `far` size (far past the
//! table: heaps to 5000 or 20000), checked by `sg table`, which values each by the rule's own search;
//! the controls get no claim; and every finding's Rust compiles without a warning.

use crate::common::{check_in_edition, script, sg, sg_ok};
use std::path::Path;

/// A rule of the catalogue: its file, K, the size its guess is checked to, and what the
/// finder must say (`None`: a control).
struct Rule {
    file: String,
    k: String,
    far: String,
    expected: Option<String>,
}

fn catalogue() -> Vec<Rule> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/families");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rhai"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let line = |key: &str| -> String {
                let found = text.lines().find_map(|l| l.strip_prefix(key));
                found
                    .unwrap_or_else(|| panic!("{path:?}: no {key}"))
                    .to_string()
            };
            let finder = line("// finder: ");
            let (k, far) = finder.split_once(' ').unwrap();
            let expected = line("// expected: ");
            Rule {
                file: path.to_str().unwrap().to_owned(),
                k: k.strip_prefix("K=").unwrap().to_owned(),
                far: far.strip_prefix("far=").unwrap().to_owned(),
                expected: (expected != "nothing").then_some(expected),
            }
        })
        .collect()
}

/// The lines of `out` after the line starting with `from`, up to the line starting with `to`.
fn between<'a>(out: &'a str, from: &str, to: &str) -> String {
    let lines = out.lines().skip_while(|l| !l.starts_with(from)).skip(1);
    let block: Vec<&'a str> = lines.take_while(|l| !l.starts_with(to)).collect();
    block.join("\n")
}

#[test]
fn the_catalogue_is_found_and_its_guesses_hold_far_past_the_table() {
    let rules = catalogue();
    assert!(rules.len() >= 28, "{} rules", rules.len());
    let (mut found, mut known) = (0, 0);
    let mut rust = String::new();
    for (i, rule) in rules.iter().enumerate() {
        let out = sg_ok(&["guess", "--rule", &rule.file, &rule.k]);
        let first = out.lines().next().unwrap();
        let Some(expected) = &rule.expected else {
            assert!(
                first.starts_with("nothing found"),
                "{}: a control, yet {first}",
                rule.file
            );
            continue;
        };
        known += 1;
        if first.starts_with("nothing found") {
            continue;
        }
        assert!(
            first.starts_with(expected.as_str()),
            "{}: {first}",
            rule.file
        );
        found += 1;
        // The guess in the rule, checked by the rule's own search past the table.
        let guess = between(&out, "as a guess for the rule", "as Rust");
        let text = format!(
            "{}\n{guess}\n",
            std::fs::read_to_string(&rule.file).unwrap()
        );
        let copy = script("finder", &format!("{i}.rhai"), &text);
        let (code, table, err) = sg(&["table", "--rule", &copy, &rule.far]);
        let last = table.lines().last().unwrap_or_default();
        assert!(
            code == 0 && last.starts_with("guess holds"),
            "{}: {last} {err}",
            rule.file
        );
        rust += &format!(
            "mod r{i} {{\n#![allow(dead_code)]\n{}\n}}\n",
            between(&out, "as Rust", "\u{0}")
        );
    }
    assert_eq!((found, known), (26, 26), "known conditions found");
    let dir = std::env::temp_dir().join(format!("grundy-finder-rust-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("main.rs"), format!("{rust}fn main() {{}}\n")).unwrap();
    check_in_edition(&dir, "guesses", "2021", &[]);
}

#[test]
fn a_position_past_the_table_is_exact_by_search_or_marked_unknown() {
    let rule = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/families/multiplication.rhai");
    let rule = rule.to_str().unwrap();
    let out = sg_ok(&[
        "guess", "--rule", rule, "6000", "--at", "5000", "--at", "100000",
    ]);
    assert!(
        out.contains("value at 5000: 0 (exact: searched from 5000)"),
        "{out}"
    );
    // 100000 lies in [52489, 104976], an interval of P-positions.
    assert!(out.contains("value at 100000: 0 (exact"), "{out}");
    let stoned = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/families/stoned.rhai");
    let out = sg_ok(&[
        "guess",
        "--rule",
        stoned.to_str().unwrap(),
        "8",
        "--at",
        "[3, 4, 5]",
    ]);
    assert!(out.contains("value at [3, 4, 5]: "), "{out}");
    let out = sg_ok(&[
        "guess",
        "--rule",
        stoned.to_str().unwrap(),
        "8",
        "--at",
        "[1, x]",
    ]);
    assert!(out.contains("value at [1, x]: not valued: "), "{out}");
}

#[test]
fn a_search_past_its_time_gives_the_finding_marked_unknown() {
    // Nim from [100, 37, 12] meets 49 894 positions of up to 146 options each: 36 s of rhai
    // when the search was bounded by positions alone, 2 s now; XOR 100 ^ 37 ^ 12 = 77.
    let rule = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/families/nim.rhai");
    let started = std::time::Instant::now();
    let out = sg_ok(&[
        "guess",
        "--rule",
        rule.to_str().unwrap(),
        "8",
        "--at",
        "[100, 37, 12]",
        "--at",
        "[3, 4, 5]",
    ]);
    let took = started.elapsed();
    assert!(
        out.contains(
            "value at [100, 37, 12]: unknown (observed: the value is the XOR of the entries, \
             which gives 77)\nvalue at [3, 4, 5]: 2 (exact: searched from [3, 4, 5])"
        ),
        "{out}"
    );
    assert!(took.as_secs() < 10, "{took:?}");
    // A partizan heap of 10^6: its lines of play go past sg's depth (2^17 moves), a bound of
    // sg's, not a fault of the rule; 10^6 ≡ 0 (mod 4), P by the period proven in the rule.
    let rule = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/families/partizan-takes.rhai");
    let out = sg_ok(&[
        "guess",
        "--rule",
        rule.to_str().unwrap(),
        "60",
        "--at",
        "1000000",
    ]);
    assert!(
        out.contains("value at 1000000: unknown (observed: the outcome is, mod 4: P when n ≡ 0")
            && out.ends_with("which gives P)\n"),
        "{out}"
    );
}

/// Alice & Brown (ARC 072 B) on the square, as the contest gives it: who wins from (a, b) when
/// a move takes 2i stones from one pile and puts i on the other; by a brute force here.
fn alice_wins(
    a: usize,
    b: usize,
    memo: &mut std::collections::HashMap<(usize, usize), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(a, b)) {
        return w;
    }
    let from_a = (1..=a / 2).map(|i| (a - 2 * i, b + i));
    let from_b = (1..=b / 2).map(|i| (a + i, b - 2 * i));
    let options: Vec<(usize, usize)> = from_a.chain(from_b).collect();
    let w = options.into_iter().any(|(x, y)| !alice_wins(x, y, memo));
    memo.insert((a, b), w);
    w
}

#[test]
fn a_two_dimensional_game_with_no_lattice_or_beatty_pairs_goes_to_the_finder() {
    let rule = script(
        "finder",
        "alice-brown.rhai",
        "fn moves(a, b) {\n    let options = [];\n    for i in 1..=a / 2 { options.push([a - 2 * i, b + i]); }\n    \
         for i in 1..=b / 2 { options.push([a + i, b - 2 * i]); }\n    options\n}\n",
    );
    let out = sg_ok(&["guess", "--rule", &rule, "30"]);
    assert!(
        out.starts_with("the P-positions are those with |a − b| ≤ 1: observed on 900 positions"),
        "{out}"
    );
    // The band is right on the square and past it, by the brute force above.
    let mut memo = std::collections::HashMap::new();
    for a in 0..60 {
        for b in 0..60 {
            assert_eq!(alice_wins(a, b, &mut memo), a.abs_diff(b) > 1, "({a}, {b})");
        }
    }
}
