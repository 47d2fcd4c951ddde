//! A rule's own conjecture, `fn guess(p)`, as `sg table --rule F N` checks it: each start where
//! the guess and the value differ is marked `VALUE≠GUESS`, the last line names the first one
//! (status 1) or says that the guess holds (status 0), for heap rules, rules with `fn start(n)`,
//! scored and partizan rules; a guess of the wrong type is a one-line error naming it.

use crate::common::{self, sg, sg_ok as ok};

fn script(name: &str, text: &str) -> String {
    common::script("conjecture", name, text)
}

/// The words of a table printed with --row, and its last line.
fn table_and_summary(out: &str) -> (Vec<String>, String) {
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    let words = lines[0].split(' ').map(str::to_owned).collect();
    (words, lines[1].to_owned())
}

/// A rule file's text with `guess` added.
fn with_guess(rule: &str, guess: &str) -> String {
    let text = std::fs::read_to_string(rule).unwrap();
    format!("{text}\n{guess}\n")
}

#[test]
fn a_right_guess_holds_on_every_start() {
    // Take at most half: g(2m) = m, g(2m + 1) = g(m), and the mover loses iff n + 1 is a power of
    // two; the values checked here by a search written in the test, too.
    let mut values = vec![0u64; 200];
    for n in 1..200 {
        let options: Vec<u64> = (1..=n / 2).map(|k| values[n - k]).collect();
        values[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    for (name, guess) in [
        (
            "half-value.rhai",
            "fn guess(n) { if n % 2 == 0 { n / 2 } else { guess(n / 2) } }",
        ),
        ("half-wins.rhai", "fn guess(n) { ((n + 1) & n) != 0 }"),
        (
            "half-outcome.rhai",
            "fn guess(n) { if ((n + 1) & n) == 0 { \"loss\" } else { \"win\" } }",
        ),
    ] {
        let rule = script(name, &with_guess("examples/rules/half.rhai", guess));
        let (code, out, err) = sg(&["table", "--rule", &rule, "200", "--row"]);
        assert_eq!(code, 0, "{err}");
        let (words, summary) = table_and_summary(&out);
        let shown: Vec<u64> = words.iter().map(|w| w.parse().unwrap()).collect();
        assert_eq!(shown, values);
        assert_eq!(summary, "guess holds on 200 starts");
    }
}

#[test]
fn a_wrong_guess_is_marked_and_its_first_start_named() {
    // Take 1, 2, 3 or 8: n mod 4 holds below 8 only.
    let mut values = vec![0u64; 40];
    for n in 1..40 {
        let options: Vec<u64> = [1, 2, 3, 8]
            .iter()
            .filter(|&&k| k <= n)
            .map(|k| values[n - k])
            .collect();
        values[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let wrong: Vec<usize> = (0..40).filter(|&n| values[n] != n as u64 % 4).collect();
    assert!(wrong.len() > 1 && wrong.len() < 40, "{wrong:?}");
    let rule = script(
        "eight.rhai",
        "fn moves(n) { take(n, [1, 2, 3, 8]) }\nfn guess(n) { n % 4 }\n",
    );
    let (code, out, err) = sg(&["table", "--rule", &rule, "40", "--row"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.is_empty(), "{err}");
    let (words, summary) = table_and_summary(&out);
    for (n, word) in words.iter().enumerate() {
        let expected = match wrong.contains(&n) {
            true => format!("{}≠{}", values[n], n % 4),
            false => values[n].to_string(),
        };
        assert_eq!(word, &expected, "start {n}");
    }
    let first = wrong[0];
    assert_eq!(
        summary,
        format!(
            "guess wrong on {} of 40 starts, first at heap {first}: value {}, guess {}",
            wrong.len(),
            values[first],
            first % 4
        )
    );
    // Without --row: the same marks, a value a line.
    let out = sg(&["table", "--rule", &rule, "40"]).1;
    assert_eq!(out.lines().take(40).collect::<Vec<_>>(), words);
}

#[test]
fn guesses_of_start_scored_and_partizan_rules_are_checked() {
    // Each against the same rule's table without the guess.
    let cases = [
        // Cram on 2 × n, masks: "the mover always loses" fails first on the board of 2 cells.
        ("examples/rules/cram.rhai", "fn guess(m) { false }", "0b11"),
        // Take from the ends, the mover's surplus: "the mover wins" fails where it is 0 or less.
        (
            "examples/rules/take-from-ends.rhai",
            "fn guess(row) { true }",
            "",
        ),
        // A partizan heap: "Left wins" (a class) everywhere but the empty heap.
        (
            "examples/rules/partizan-heap.rhai",
            "fn guess(n) { if n == 0 { \"P\" } else { \"L\" } }",
            "",
        ),
    ];
    for (rule, guess, first_shown) in cases {
        let plain = ok(&["table", "--rule", rule, "10", "--row"]);
        let plain: Vec<&str> = plain.split_whitespace().collect();
        let name = rule.rsplit('/').next().unwrap();
        let guessed = script(name, &with_guess(rule, guess));
        let (code, out, err) = sg(&["table", "--rule", &guessed, "10", "--row"]);
        let (words, summary) = table_and_summary(&out);
        let wrong: Vec<usize> = (0..10)
            .filter(|&n| match name {
                "cram.rhai" => plain[n] != "0",
                "take-from-ends.rhai" => plain[n].parse::<i64>().unwrap() <= 0,
                _ => plain[n] != if n == 0 { "P" } else { "L" },
            })
            .collect();
        assert!(!wrong.is_empty(), "{name}: {plain:?}");
        assert_eq!(code, 1, "{name}: {err}");
        for n in 0..10 {
            let marked = words[n].contains('≠');
            assert_eq!(marked, wrong.contains(&n), "{name} start {n}: {}", words[n]);
            assert!(words[n].starts_with(plain[n]), "{name}: {}", words[n]);
        }
        let at = match name {
            "partizan-heap.rhai" => format!("heap {}", wrong[0]),
            _ => format!("start({}) = ", wrong[0]),
        };
        assert!(
            summary.starts_with(&format!(
                "guess wrong on {} of 10 starts, first at {at}",
                wrong.len()
            )) && summary.contains(first_shown),
            "{name}: {summary}"
        );
        // A partizan guess of a class is checked against the class with --values too.
        if name == "partizan-heap.rhai" {
            let (_, values_out, _) = sg(&["table", "--rule", &guessed, "10", "--row", "--values"]);
            assert_eq!(table_and_summary(&values_out).1, summary);
        }
    }
}

#[test]
fn a_guess_of_the_wrong_type_is_one_line_naming_it() {
    let cases = [
        (
            "fn moves(n) { take(n, [1, 2]) }\nfn guess(n) { [n] }\n",
            "guess(0) returned an array [0]: guess returns the value (a whole number, or a \
             string such as \"∞(0)\"), the outcome for the player to move (\"win\", \"loss\", or \
             \"draw\" in a game with cycles) or whether they win (true or false)",
        ),
        (
            "fn left(n) { if n > 0 { [n - 1] } else { [] } }\nfn right(n) { [] }\n\
             fn guess(n) { true }\n",
            "guess(0) returned the boolean true: a partizan rule's guess returns the outcome \
             class (\"L\", \"R\", \"N\" or \"P\") or the canonical form",
        ),
        (
            "fn left(n) { if n > 0 { [n - 1] } else { [] } }\nfn right(n) { [] }\n\
             fn guess(n) { \"{1|\" }\n",
            "guess(0) returned a string \"{1|\": not a canonical form in CGSuite's notation \
             (column 4",
        ),
        (
            "const PLAYERS = \"max-min\";\nfn moves(n) { take(n, [1]) }\nfn score(n) { n }\n\
             fn guess(n) { true }\n",
            "guess(0) returned the boolean true: guess returns the value (a whole number) or the \
             outcome for the player who moves first at the start (\"win\", \"draw\" or \"loss\")",
        ),
        (
            "fn moves(a, b) { [] }\nfn guess(a, b) { 0 }\n",
            "fn guess is checked on tables of one row of starts, not yet on a two-dimensional",
        ),
        (
            "fn moves(n) { [] }\nfn guess(a, b) { 0 }\n",
            "guess takes one position (what moves takes)",
        ),
    ];
    for (i, (text, says)) in cases.into_iter().enumerate() {
        let rule = script(&format!("wrong-{i}.rhai"), text);
        let (code, out, err) = sg(&["table", "--rule", &rule, "5", "--row"]);
        assert!(code == 2 && out.is_empty(), "{text}: {out}");
        assert!(
            err.starts_with("error: ") && err.lines().count() == 1 && err.contains(says),
            "{text}: {err}"
        );
    }
}

/// Minimax by hand: the value under best play of `take from the ends` of `row` to the player to
/// move, who takes an end number and then is the other's opponent.
fn ends_surplus(row: &[i64]) -> i64 {
    match row {
        [] => 0,
        [first, rest @ ..] => {
            let last = row[row.len() - 1];
            (first - ends_surplus(rest)).max(last - ends_surplus(&row[..row.len() - 1]))
        }
    }
}

#[test]
fn a_scored_guess_may_name_the_outcome() {
    // Take from the ends, its surplus by a search written here: "win" where it is above 0,
    // "draw" where 0, "loss" below (a row of the first n digits of pi: no start is a loss).
    let digits = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8];
    let outcome = |n: usize| match ends_surplus(&digits[..n]).signum() {
        1 => "win",
        0 => "draw",
        _ => "loss",
    };
    let rule = "examples/rules/take-from-ends.rhai";
    let right = "fn guess(row) { \
                 if row.len() == 0 || row == [3, 1, 4, 1, 5] { \"draw\" } else { \"win\" } }";
    let draws: Vec<usize> = (0..12).filter(|&n| outcome(n) == "draw").collect();
    assert_eq!(draws, [0, 5], "the guess below is written for these draws");
    let (code, out, err) = sg(&[
        "table",
        "--rule",
        &script("ends-right.rhai", &with_guess(rule, right)),
        "12",
        "--row",
    ]);
    assert_eq!(
        (code, table_and_summary(&out).1.as_str()),
        (0, "guess holds on 12 starts"),
        "{err}"
    );
    // "win" everywhere is wrong at the draws, each shown with its value and outcome.
    let wins = script(
        "ends-wins.rhai",
        &with_guess(rule, "fn guess(row) { \"win\" }"),
    );
    let (code, out, _) = sg(&["table", "--rule", &wins, "12", "--row"]);
    let (words, summary) = table_and_summary(&out);
    assert_eq!(code, 1);
    assert_eq!(words[5], "0≠win");
    assert_eq!(
        summary,
        "guess wrong on 2 of 12 starts, first at start(0) = []: value 0 (draw), guess win"
    );
    // The max-min form: the outcome for the first player, the minimiser under "min-max", who
    // wins when the final number is below 0. Each move adds 1 to it: a heap of n ends at n, a
    // loss for the minimiser but at 0, a draw.
    let count = "const PLAYERS = \"min-max\";\n\
                 fn moves(n) { if n == 0 { [] } else { [scored(n - 1, 1)] } }\n\
                 fn score(n) { 0 }\n\
                 fn guess(n) { if n % 2 == 0 { \"draw\" } else { \"loss\" } }\n";
    let (code, out, err) = sg(&[
        "table",
        "--rule",
        &script("min-first.rhai", count),
        "6",
        "--row",
    ]);
    let (words, summary) = table_and_summary(&out);
    assert_eq!(code, 1, "{err}");
    assert_eq!(words, ["0", "1", "2≠draw", "3", "4≠draw", "5"]);
    assert_eq!(
        summary,
        "guess wrong on 2 of 6 starts, first at heap 2: value 2 (loss), guess draw"
    );
}

#[test]
fn a_partizan_guess_of_a_canonical_form_needs_no_values_flag() {
    // The partizan heap's values, 0, *, ^, ^*, ^2, ^2*, ..., as proven in sg_partizan.rs: a
    // guess of the canonical form (a string, or a whole number at 0) is checked against the
    // form whether the table shows classes or forms, and a wrong one names the form.
    let rule = "examples/rules/partizan-heap.rhai";
    let right = "fn guess(n) { let u = n / 2; let s = if u == 0 { \"\" } else if u == 1 { \"^\" } \
                 else { \"^\" + u }; if n % 2 == 1 { s += \"*\"; } if s == \"\" { 0 } else { s } }";
    let right = script("heap-forms.rhai", &with_guess(rule, right));
    for values in [false, true] {
        let mut args = vec!["table", "--rule", &right, "12", "--row"];
        args.extend(values.then_some("--values"));
        let (code, out, err) = sg(&args);
        assert_eq!(code, 0, "{err}");
        assert_eq!(table_and_summary(&out).1, "guess holds on 12 starts");
    }
    let zero = script("heap-zero.rhai", &with_guess(rule, "fn guess(n) { \"0\" }"));
    let (code, out, _) = sg(&["table", "--rule", &zero, "3", "--row"]);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "P N≠0 L≠0\nguess wrong on 2 of 3 starts, first at heap 1: value *, guess 0\n"
    );
}

#[test]
fn compare_names_the_first_differences_of_two_tables() {
    // The same game written twice agrees; two different games differ where their values,
    // computed here by the definition, differ.
    let (code, out, err) = sg(&[
        "compare",
        "examples/rules/squares-loop.rhai",
        "examples/rules/squares.rhai",
        "300",
    ]);
    assert_eq!(
        (code, out.as_str()),
        (0, "tables agree on all 300 starts\n"),
        "{err}"
    );
    let mex = |takes: &dyn Fn(usize) -> Vec<usize>| {
        let mut values = vec![0u64; 40];
        for n in 1..40 {
            let options: Vec<u64> = takes(n).iter().map(|k| values[n - k]).collect();
            values[n] = (0..).find(|v| !options.contains(v)).unwrap();
        }
        values
    };
    let half = mex(&|n| (1..=n / 2).collect());
    let squares = mex(&|n| (1..).map(|k| k * k).take_while(|&s| s <= n).collect());
    let differ: Vec<usize> = (0..40).filter(|&n| half[n] != squares[n]).collect();
    let (a, b) = ("examples/rules/half.rhai", "examples/rules/squares.rhai");
    let (code, out, _) = sg(&["compare", a, b, "40"]);
    assert_eq!(code, 1);
    let mut expected: Vec<String> = differ
        .iter()
        .take(10)
        .map(|&n| format!("start {n}: {} in {a}, {} in {b}", half[n], squares[n]))
        .collect();
    expected.push(format!(
        "tables differ on {} of 40 starts (the first 10 listed), first at start {}",
        differ.len(),
        differ[0]
    ));
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    // Partizan rules by class, or by canonical form; a partizan rule against another kind is
    // refused in one line.
    let heap = "examples/rules/partizan-heap.rhai";
    assert_eq!(sg(&["compare", heap, heap, "8", "--values"]).0, 0);
    let (code, out, err) = sg(&["compare", heap, a, "8"]);
    assert!(
        code == 2 && out.is_empty() && err.lines().count() == 1,
        "{err}"
    );
    assert!(
        err.contains("is a partizan rule (fn left and fn right) and"),
        "{err}"
    );
}
