//! `sg hackenbush`, `sg table psub` and `sg period psub` as a user runs them, against searches
//! written here from the rules alone: a Hackenbush position is the set of edges still joined
//! to the ground, a heap of the subtraction game is its size, and the player to move wins when
//! some move leaves a position the other loses moving. No library code judges the answers.

use std::collections::HashMap;

/// Runs `sg args` with `stdin`: status, stdout, stderr.
fn sg(args: &[&str], stdin: &str) -> (i32, String, String) {
    crate::common::sg_with_input(args, stdin)
}

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A picture's search: `edges` (u, v, colour letter) with vertex 0 the ground.
struct Picture {
    edges: Vec<(usize, usize, u8)>,
    wins: HashMap<(u32, bool), bool>,
    values: HashMap<u32, i64>,
}

/// Values of Blue-Red pictures scaled by 2^SCALE.
const SCALE: u32 = 20;

impl Picture {
    /// The edges of `kept` still joined to the ground.
    fn grounded(&self, kept: u32) -> u32 {
        let mut reach = vec![false; self.edges.len() + 2];
        reach[0] = true;
        let mut joined = 0;
        for _ in 0..self.edges.len() {
            for (i, &(u, v, _)) in self.edges.iter().enumerate() {
                if kept >> i & 1 == 1 && (reach[u] || reach[v]) {
                    reach[u] = true;
                    reach[v] = true;
                    joined |= 1 << i;
                }
            }
        }
        joined
    }

    /// The positions the player (Left if `left`) can cut to.
    fn moves(&self, kept: u32, left: bool) -> Vec<u32> {
        let own = if left { b'B' } else { b'R' };
        (0..self.edges.len())
            .filter(|&i| kept >> i & 1 == 1 && [own, b'G'].contains(&self.edges[i].2))
            .map(|i| self.grounded(kept & !(1 << i)))
            .collect()
    }

    fn mover_wins(&mut self, kept: u32, left: bool) -> bool {
        if let Some(&w) = self.wins.get(&(kept, left)) {
            return w;
        }
        let w = self
            .moves(kept, left)
            .into_iter()
            .any(|m| !self.mover_wins(m, !left));
        self.wins.insert((kept, left), w);
        w
    }

    /// A Blue-Red picture's value: the simplest number between its options' values.
    fn value(&mut self, kept: u32) -> i64 {
        if let Some(&v) = self.values.get(&kept) {
            return v;
        }
        let left: Vec<i64> = self
            .moves(kept, true)
            .into_iter()
            .map(|m| self.value(m))
            .collect();
        let right: Vec<i64> = self
            .moves(kept, false)
            .into_iter()
            .map(|m| self.value(m))
            .collect();
        let v = simplest(left.into_iter().max(), right.into_iter().min());
        self.values.insert(kept, v);
        v
    }
}

/// The simplest number strictly between `low` and `high` (scaled by 2^SCALE): 0, else the
/// integer nearest 0, else the one of least denominator.
fn simplest(low: Option<i64>, high: Option<i64>) -> i64 {
    let above = |x: i64| low.map_or(true, |a| x > a);
    let below = |x: i64| high.map_or(true, |b| x < b);
    if above(0) && below(0) {
        return 0;
    }
    for k in 0..=SCALE {
        let unit = 1i64 << (SCALE - k);
        let candidate = match low {
            Some(a) if a >= 0 => (a.div_euclid(unit) + 1) * unit,
            _ => {
                let b = high.unwrap();
                (b - 1).div_euclid(unit) * unit
            }
        };
        if above(candidate) && below(candidate) {
            return candidate;
        }
    }
    panic!("no number between {low:?} and {high:?}");
}

/// `3/4`, `-2`, `0` scaled by 2^SCALE.
fn scaled(text: &str) -> i64 {
    let (top, bottom) = text.split_once('/').unwrap_or((text, "1"));
    let (top, bottom): (i64, i64) = (top.parse().unwrap(), bottom.parse().unwrap());
    top * (1 << SCALE) / bottom
}

#[test]
fn hackenbush_trees_against_search() {
    let mut rng = Rng(12345);
    for round in 0..400 {
        let n = 1 + rng.below(9);
        let colours: &[u8] = if round % 2 == 0 { b"BR" } else { b"BRG" };
        let mut edges = Vec::new();
        let mut text = format!("{}\n", n + 1);
        for v in 1..=n {
            let (u, c) = (rng.below(v), colours[rng.below(colours.len())]);
            edges.push((u, v, c));
            text += &format!("{} {} {}\n", v + 1, u + 1, c as char);
        }
        let (status, out, err) = sg(&["hackenbush"], &text);
        assert_eq!(status, 0, "{text}{err}");
        let lines: Vec<&str> = out.lines().collect();
        let mut picture = Picture {
            edges,
            wins: HashMap::new(),
            values: HashMap::new(),
        };
        let all = (1u32 << n) - 1;
        let class = match (
            picture.mover_wins(all, true),
            picture.mover_wins(all, false),
        ) {
            (true, false) => 'L',
            (false, true) => 'R',
            (true, true) => 'N',
            (false, false) => 'P',
        };
        assert!(
            lines[1].starts_with(&format!("outcome: {class} (")),
            "{text}{out}"
        );
        if round % 2 == 0 {
            assert_eq!(scaled(lines[0]), picture.value(all), "{text}{out}");
        }
    }
}

#[test]
fn hackenbush_reports_bad_trees_in_one_line() {
    let cases = [
        ("3\n1 2 B\n2 1 R\n", "not a tree"),
        (
            "3\n1 2 B\n2 4 R\n",
            "expected a vertex from 1 to 3, found \"4\"",
        ),
        ("2\n1 2 Y\n", "expected a colour B, R or G, found \"Y\""),
        ("2\n1 2\n", "ended early"),
        ("0\n", "expected n from 1"),
    ];
    for (text, message) in cases {
        let (status, out, err) = sg(&["hackenbush"], text);
        assert_eq!((status, out.as_str()), (2, ""), "{text}");
        assert!(
            err.starts_with("error: ") && err.contains(message),
            "{text}: {err}"
        );
        assert_eq!(err.lines().count(), 1);
    }
    let (status, out, _) = sg(&["hackenbush"], "1\n");
    assert_eq!(
        (status, out.as_str()),
        (0, "0\noutcome: P (the second player wins)\n")
    );
    // A long alternating stalk: an exact value past 64 bits.
    let mut text = "201\n".to_owned();
    for v in 1..=200 {
        text += &format!("{v} {} {}\n", v + 1, if v == 1 { 'R' } else { 'B' });
    }
    let (_, out, _) = sg(&["hackenbush"], &text);
    assert!(out.starts_with("-1/2^199\noutcome: R"), "{out}");
}

/// Who wins each heap of the partizan subtraction game, by search from the rule.
fn search_classes(left: &[usize], right: &[usize], len: usize) -> String {
    fn wins(
        n: usize,
        left_moves: bool,
        sets: [&[usize]; 2],
        memo: &mut HashMap<(usize, bool), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(n, left_moves)) {
            return w;
        }
        let takes = if left_moves { sets[0] } else { sets[1] };
        let w = takes
            .iter()
            .any(|&a| a <= n && !wins(n - a, !left_moves, sets, memo));
        memo.insert((n, left_moves), w);
        w
    }
    let mut memo = HashMap::new();
    (0..len)
        .map(|n| {
            match (
                wins(n, true, [left, right], &mut memo),
                wins(n, false, [left, right], &mut memo),
            ) {
                (true, false) => 'L',
                (false, true) => 'R',
                (true, true) => 'N',
                (false, false) => 'P',
            }
        })
        .collect()
}

fn set_text(set: &[usize]) -> String {
    set.iter()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

#[test]
fn partizan_subtraction_tables_and_periods_against_search() {
    let mut rng = Rng(777);
    for _ in 0..60 {
        let mut set =
            || -> Vec<usize> { (0..1 + rng.below(3)).map(|_| 1 + rng.below(12)).collect() };
        let (left, right) = (set(), set());
        let expected = search_classes(&left, &right, 400);
        let (a, b) = (set_text(&left), set_text(&right));
        let (status, out, err) = sg(&["table", "psub", &a, &b, "400", "--row"], "");
        assert_eq!(status, 0, "{err}");
        assert_eq!(out.replace(' ', "").trim_end(), expected, "{a} {b}");
        // The proven period's classes, extended, are the search's.
        let (_, out, _) = sg(&["period", "psub", &a, &b, "--values"], "");
        let listed = |prefix: &str| -> String {
            let line = out.lines().find(|l| l.starts_with(prefix)).unwrap();
            line[prefix.len()..].replace(' ', "").replace("(none)", "")
        };
        let (pre, period) = (listed("pre-period classes: "), listed("period classes: "));
        let extended: String = pre
            .chars()
            .chain(period.chars().cycle())
            .take(400)
            .collect();
        assert_eq!(extended, expected, "{a} {b}: {out}");
    }
    assert_eq!(
        sg(&["table", "psub", "2", "3", "7"], "").1,
        "P\nP\nL\nN\nN\nP\nP\n"
    );
    let (status, _, err) = sg(&["table", "psub", "1,x", "2", "5"], "");
    assert!(status == 2 && err.contains("expected a set"), "{err}");
}

/// A partizan subtraction game written as a rule: Left takes a number of `left`, Right one of
/// `right`.
fn psub_rule(left: &[u64], right: &[u64]) -> String {
    let side = |name: &str, takes: &[u64]| {
        let takes: Vec<String> = takes.iter().map(u64::to_string).collect();
        format!(
            "fn {name}(n) {{ let o = []; for t in [{}] {{ if t <= n {{ o.push(n - t); }} }} o }}\n",
            takes.join(", ")
        )
    };
    side("left", left) + &*side("right", right)
}

#[test]
fn partizan_subtraction_games_written_as_rules_agree_with_psub() {
    let pairs: [(&[u64], &[u64]); 5] = [
        (&[1, 2], &[1, 3]),
        (&[2, 3], &[1, 4]),
        (&[1], &[2]),
        (&[1, 3, 4], &[2, 5]),
        (&[2, 5, 7], &[1, 3, 6]),
    ];
    for (i, (left, right)) in pairs.into_iter().enumerate() {
        let file = crate::common::script(
            "partizan-rules",
            &format!("psub{i}.rhai"),
            &psub_rule(left, right),
        );
        let set = |s: &[u64]| s.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
        let (a, b) = (set(left), set(right));
        let (status, by_rule, err) = sg(&["table", "--rule", &file, "200", "--row"], "");
        assert_eq!(status, 0, "{err}");
        let (_, by_psub, _) = sg(&["table", "psub", &a, &b, "200", "--row"], "");
        assert_eq!(by_rule, by_psub, "psub {a} {b}");
        assert_eq!(by_rule.split_whitespace().count(), 200);
    }
}

/// The colours of the Hackenbush string the example rule starts from n: n + 1 in binary after
/// its leading 1, from the ground up (1 blue, 0 red).
fn string_of(n: u32) -> Vec<grundy::partizan::hackenbush::Colour> {
    use grundy::partizan::hackenbush::Colour;
    let m = n + 1;
    let bits = 31 - m.leading_zeros();
    (0..bits)
        .rev()
        .map(|k| match m >> k & 1 {
            1 => Colour::Blue,
            _ => Colour::Red,
        })
        .collect()
}

#[test]
fn blue_red_hackenbush_strings_as_a_rule_have_the_librarys_values() {
    use grundy::partizan::game::Games;
    use grundy::partizan::hackenbush::string;
    use grundy::partizan::notation::to_notation;
    let file = crate::common::project().join("examples/rules/hackenbush-string.rhai");
    let file = file.to_str().unwrap();
    let (status, values, err) = sg(&["table", "--rule", file, "255", "--values"], "");
    assert_eq!(status, 0, "{err}");
    let (_, classes, _) = sg(&["table", "--rule", file, "255"], "");
    let values: Vec<&str> = values.lines().collect();
    let classes: Vec<&str> = classes.lines().collect();
    assert_eq!((values.len(), classes.len()), (255, 255));
    let mut games = Games::new();
    for n in 0..255u32 {
        let g = string(&mut games, &string_of(n)).unwrap();
        assert_eq!(values[n as usize], to_notation(&games, g), "string {n}");
        let class = games.outcome(g).letter().to_string();
        assert_eq!(classes[n as usize], class, "string {n}");
    }
    assert_eq!(values[6], "2"); // BB
    assert_eq!(values[4], "-1/2"); // RB
}

/// Domineering on 2 × n by search: whether the player to move (Left places upright dominoes)
/// wins on the board with cells `taken` (cell (r, i) at bit 2i + r).
fn domineering_wins(n: u32, taken: u32, left: bool, memo: &mut HashMap<(u32, bool), bool>) -> bool {
    if let Some(&known) = memo.get(&(taken, left)) {
        return known;
    }
    let mut moves = Vec::new();
    for i in 0..n {
        if left {
            moves.push(3 << (2 * i));
        } else if i + 1 < n {
            moves.extend((0..2).map(|r| 1 << (2 * i + r) | 1 << (2 * i + 2 + r)));
        }
    }
    let wins = moves
        .into_iter()
        .filter(|m| taken & m == 0)
        .any(|m| !domineering_wins(n, taken | m, !left, memo));
    memo.insert((taken, left), wins);
    wins
}

#[test]
fn domineering_on_two_rows_as_a_rule_has_the_searched_outcomes() {
    let file = crate::common::project().join("examples/rules/domineering.rhai");
    let file = file.to_str().unwrap();
    let (status, out, err) = sg(&["table", "--rule", file, "9", "--row"], "");
    assert_eq!(status, 0, "{err}");
    let expected: Vec<String> = (0..9)
        .map(|n| {
            let mut memo = HashMap::new();
            let l = domineering_wins(n, 0, true, &mut memo);
            let r = domineering_wins(n, 0, false, &mut memo);
            match (l, r) {
                (true, false) => "L",
                (false, true) => "R",
                (true, true) => "N",
                (false, false) => "P",
            }
            .to_string()
        })
        .collect();
    assert_eq!(out.trim_end(), expected.join(" "));
    assert!(expected.iter().any(|c| c == "R") && expected.iter().any(|c| c == "N"));
}

#[test]
fn partizan_rules_moves_period_and_their_errors() {
    let dir = crate::common::project().join("examples/rules");
    let domineering = dir.join("domineering.rhai");
    let domineering = domineering.to_str().unwrap();
    // 2 × 2 is ±1: each player wins by moving first, upright or flat.
    let (status, out, err) = sg(&["moves", "--rule", domineering, "2"], "");
    assert_eq!(status, 0, "{err}");
    assert!(
        out.starts_with("value ±1\noutcome: N (the first player wins)\n"),
        "{out}"
    );
    assert!(
        out.contains("Left's winning moves:\n  [2, 3]  (value 1)\n"),
        "{out}"
    );
    assert!(
        out.contains("Right's winning moves:\n  [2, 5]  (value -1)\n"),
        "{out}"
    );
    // A position written in rhai, and a heap rule's sum of heaps.
    let (_, out, _) = sg(&["moves", "--rule", domineering, "[2, 3]"], "");
    assert!(out.starts_with("value 1\noutcome: L"), "{out}");
    let heap = dir.join("partizan-heap.rhai");
    let heap = heap.to_str().unwrap();
    let (_, out, _) = sg(&["moves", "--rule", heap, "1", "1"], "");
    assert!(out.starts_with("value 0\noutcome: P"), "{out}"); // * + * = 0
    assert!(out.contains("Left's winning moves:\n  (none)\n"), "{out}");
    let (status, out, _) = sg(&["period", "--rule", heap, "100", "--values"], "");
    assert_eq!(status, 0);
    assert!(out.contains("not proven"), "{out}");
    assert!(out.contains("period classes: L\n"), "{out}");
    // Errors: one line naming the function and what it returned.
    let both = "fn moves(n) { [] }\nfn left(n) { [] }\nfn right(n) { [] }\n";
    let only_left = "fn left(n) { [] }\n";
    let string = "fn left(n) { \"x\" }\nfn right(n) { [] }\n";
    let negative = "fn left(n) { [n - 1] }\nfn right(n) { [] }\n";
    let cycle = "fn left(n) { [n] }\nfn right(n) { [] }\n";
    for (name, text, args, message) in [
        ("both", both, &["table"][..], "defines both moves"),
        (
            "only-left",
            only_left,
            &["table"][..],
            "defines both fn left(position) and fn right",
        ),
        (
            "string",
            string,
            &["table"][..],
            "left(0) returned a string \"x\": left returns an array",
        ),
        (
            "negative",
            negative,
            &["table"][..],
            "left(0) gave the number -1: left returns",
        ),
        ("cycle", cycle, &["table"][..], "play comes back to 0"),
        (
            "string-moves",
            string,
            &["moves"][..],
            "left(0) returned a string",
        ),
    ] {
        let file = crate::common::script("partizan-rules", &format!("{name}.rhai"), text);
        let mut all = args.to_vec();
        all.extend(["--rule", &file]);
        all.push(if args[0] == "table" { "3" } else { "0" });
        let (status, out, err) = sg(&all, "");
        assert_eq!((status, out.as_str()), (2, ""), "{name}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(message),
            "{name}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
    }
    let (status, _, err) = sg(&["table", "subtraction", "1,2", "5", "--values"], "");
    assert!(
        status == 2 && err.contains("--values prints canonical forms"),
        "{err}"
    );
}

#[test]
fn partizan_rules_whose_play_goes_deep_stop_with_one_line() {
    // Left's play never ends, or ends only after five million moves: a clear error where the
    // search once overflowed the stack (status 134), for each command.
    let endless = "fn left(n) { [n + 1] }\nfn right(n) { [] }\n";
    let long = "fn left(n) { if n == 0 { [] } else { [n - 1] } }\n\
                fn right(n) { if n == 0 { [] } else { [n - 1] } }\n";
    let endless = crate::common::script("partizan-deep", "endless.rhai", endless);
    let long = crate::common::script("partizan-deep", "long.rhai", long);
    for args in [
        &["table", "--rule", &endless, "1"][..],
        &["moves", "--rule", &endless, "1"],
        &["period", "--rule", &endless],
        &["moves", "--rule", &long, "5000000"],
    ] {
        let (status, out, err) = sg(args, "");
        assert_eq!((status, out.as_str()), (2, ""), "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains("moves deep"),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}
