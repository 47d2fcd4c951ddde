//! The `sg` explorer as a user runs it.

use crate::common::{self, bin_dir, sg, sg_ok, sg_with_input};
use grundy::search::octal::Code;
use std::process::Command;

#[test]
fn tables() {
    assert_eq!(
        sg_ok(&["table", "mock-turtles", "6"]),
        "1\n2\n4\n7\n8\n11\n"
    );
    assert_eq!(
        sg_ok(&["table", "kayles", "8", "--row"]),
        "0 1 2 3 1 4 3 2\n"
    );
    assert_eq!(
        sg_ok(&["table", "grundy", "10", "--row"]),
        "0 0 0 1 0 2 1 0 2 1\n"
    );
    assert_eq!(
        sg_ok(&["table", "subtract", "1,3,4", "8", "--row"]),
        "0 1 0 1 2 3 2 0\n"
    );
    assert_eq!(
        sg_ok(&["table", "twins", "1,2,3", "6", "--row"]),
        "0 1 2 3 0 1\n"
    );
    // Coins numbered from 1: N values from coin 1, no value for a coin that does not exist.
    assert_eq!(
        sg_ok(&["table", "ruler", "9", "--row"]),
        "1 2 1 4 1 2 1 8 1\n"
    );
    assert_eq!(sg_ok(&["table", "turtles", "6", "--row"]), "1 2 3 4 5 6\n");
    let (code, _, err) = sg(&["moves", "turtles", "0"]);
    assert!(code == 2 && err.contains("numbered from 1"), "{err}");
    // Dawson's Kayles and Dawson's Chess by name and by code (OEIS A002187).
    for rule in ["0.07", "dawsons-kayles"] {
        let values = sg_ok(&["table", rule, "12", "--row"]);
        assert_eq!(values, "0 0 1 1 2 0 3 1 1 0 3 3\n", "{rule}");
    }
    for rule in ["0.137", "dawsons-chess"] {
        let values = sg_ok(&["table", rule, "12", "--row"]);
        assert_eq!(values, "0 1 1 2 0 3 1 1 0 3 3 2\n", "{rule}");
    }
    // One Grunt coin is worth a heap of Grundy's game.
    let grundy = sg_ok(&["table", "grundy", "300"]);
    assert_eq!(sg_ok(&["table", "grunt", "300"]), grundy);
}

#[test]
fn periods() {
    let kayles = sg_ok(&["period", "0.77"]);
    assert!(
        kayles.starts_with("pre-period 71, period 12, saltus 0"),
        "{kayles}"
    );
    assert!(kayles.contains("proven"), "{kayles}");
    let dawson = sg_ok(&["period", "dawsons-kayles", "500"]);
    assert!(
        dawson.starts_with("pre-period 53, period 34, saltus 0"),
        "{dawson}"
    );
    assert!(sg_ok(&["period", "nim", "40"]).starts_with("pre-period 0, period 1, saltus 1"));
    assert!(sg_ok(&["period", "grundy", "300"]).starts_with("none found"));
}

#[test]
fn periods_proven_by_the_theorem() {
    // Guy–Smith compares G(n + p) with G(n) for n below 2e + p + t, so Kayles (e 71, p 12,
    // t 2) needs 168 values, not 167.
    let short = sg_ok(&["period", "kayles", "167"]);
    assert_eq!(
        short,
        "pre-period 71, period 12, saltus 0 (in the first 167 values)\n\
         not proven: the periodicity theorem needs 168 values\n"
    );
    let proven = "pre-period 71, period 12, saltus 0 (in the first 168 values)\n\
                  proven: the periodicity theorem needs 168 values (largest take 2)\n";
    assert_eq!(sg_ok(&["period", "kayles", "168"]), proven);
    // With no N it computes until the proof, and stops there.
    assert_eq!(sg_ok(&["period", "kayles"]), proven);
    // 0.1137: 14 + 60k, proven by 2·14 + 2·60 + 4 = 152 values.
    let found = sg_ok(&["period", "0.1137", "160"]);
    assert!(
        found.starts_with("pre-period 14, period 60, saltus 0")
            && found.contains("\nproven: the periodicity theorem needs 152 values"),
        "{found}"
    );
    // OEIS A071430.
    let found = sg_ok(&["period", "0.16"]);
    assert!(
        found.starts_with("pre-period 105351, period 149459, saltus 0")
            && found.contains("\nproven: the periodicity theorem needs 509622 values"),
        "{found}"
    );
    // Hexadecimal codes get no proof.
    let hexadecimal = sg_ok(&["period", "8.3", "200"]);
    assert!(!hexadecimal.contains("proven"), "{hexadecimal}");
}

#[test]
fn tables_stream_past_a_proven_period() {
    // Once the period is proven the table goes on from it: it must still be the definition's.
    for code in ["0.77", "0.07", "0.1137", "4.7", "0.6"] {
        let expected: String = Code::parse(code)
            .unwrap()
            .values(3000)
            .iter()
            .map(|v| format!("{v}\n"))
            .collect();
        assert_eq!(sg_ok(&["table", code, "3000"]), expected, "{code}");
    }
    assert_eq!(sg_ok(&["table", "kayles", "0"]), "");
    // Far past the proof the period's text is copied in blocks: Kayles repeats with period 12
    // from 71 on (Winning Ways), so 100 000 values follow from the definition's first 300.
    let mut kayles = Code::parse("0.77").unwrap().values(300);
    for n in 300..100_000 {
        kayles.push(kayles[n - 12]);
    }
    let lines: String = kayles.iter().map(|v| format!("{v}\n")).collect();
    assert_eq!(sg_ok(&["table", "kayles", "100000"]), lines);
    let row: Vec<String> = kayles[..99_999].iter().map(u64::to_string).collect();
    let row = row.join(" ") + "\n";
    assert_eq!(sg_ok(&["table", "kayles", "99999", "--row"]), row);
}

#[test]
fn moves() {
    let nim = sg_ok(&["moves", "nim", "5", "7", "8", "9", "10"]);
    assert!(
        nim.contains("pile 3: 8 -> 1") && nim.contains("pile 5: 10 -> 3"),
        "{nim}"
    );
    let turtles = sg_ok(&["moves", "mock-turtles", "0", "3", "5"]);
    assert!(
        turtles.starts_with("value 13: the player to move wins"),
        "{turtles}"
    );
    assert!(sg_ok(&["moves", "wythoff", "4", "7"]).contains("loses"));
    assert!(sg_ok(&["moves", "bash", "3", "10"]).contains("take 2"));
    assert!(sg_ok(&["moves", "bash", "3", "8"]).contains("no winning move"));
    assert!(sg_ok(&["moves", "lasker", "3", "3"]).contains("no winning move"));
    assert_eq!(
        sg_ok(&["moves", "misere", "1", "1"]),
        "the player to move wins (misère: taking the last stone loses)\nwinning moves:\n  \
         pile 1: 1 -> 0\n  pile 2: 1 -> 0\n"
    );
    assert!(sg_ok(&["moves", "misere", "2", "2"]).contains("loses"));
    assert_eq!(
        sg_ok(&["moves", "nimk", "2", "1", "1"]),
        "the player to move wins (Nim-2)\nwinning moves:\n  pile 1: 1 -> 0, pile 2: 1 -> 0\n"
    );
    assert!(sg_ok(&["moves", "nimk", "2", "1", "1", "1"]).contains("loses"));
    assert_eq!(
        sg_ok(&["moves", "staircase", "1", "2", "3"]),
        "value 2: the player to move wins\nwinning moves:\n  move 2 from stair 2 to stair 1\n  \
         move 2 from stair 3 to stair 2\n"
    );
}

#[test]
fn help_and_errors() {
    for args in [
        &["--help"][..],
        &["table", "--help"],
        &["help", "period"],
        &["moves", "-h"],
    ] {
        let out = sg_ok(args);
        assert!(out.starts_with("usage") || out.starts_with("sg:"), "{out}");
    }
    for args in [
        &["table", "nope", "3"][..],
        &["table", "kayles", "x"],
        &["period", "0.g"],
        &["frob"],
        &["table", "grundy", "1000000000000"],
        &["period", "kayles", "4294967297"],
        &["table", "ruler", "33554433"],
    ] {
        let (code, out, err) = sg(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            out.is_empty() && err.starts_with("error: ") && err.lines().count() == 1,
            "{err}"
        );
    }
}

#[test]
fn clap_front_end() {
    let (code, out, _) = sg(&["--version"]);
    assert_eq!((code, out.as_str()), (0, "sg 0.1.0\n"));
    // No arguments: the help, on stdout, status 0.
    let (code, out, _) = sg(&[]);
    assert!(code == 0 && out.starts_with("sg:"), "{out}");
    // Help for each subcommand, by `help`, `--help` and `-h`; the rules and the coin numbering
    // are in `sg --help`, the numbering also in `sg table --help`.
    for command in ["table", "period", "moves", "plot", "completions"] {
        let usage = format!("usage: sg {command} ");
        for args in [
            &["help", command][..],
            &[command, "--help"],
            &[command, "-h"],
        ] {
            let (code, out, _) = sg(args);
            assert!(code == 0 && out.starts_with(&usage), "{args:?}: {out}");
        }
    }
    let help = sg_ok(&["--help"]);
    for word in ["kayles", "subtract S", "grundy", "from 0 for mock-turtles"] {
        assert!(help.contains(word), "{word}: {help}");
    }
    assert!(sg_ok(&["table", "--help"]).contains("from 1 for the"));
    // --row may come before or after N.
    assert_eq!(sg_ok(&["table", "--row", "kayles", "4"]), "0 1 2 3\n");
    // Misspelt subcommands get a suggestion, unknown ones (`sg help foo` too) an error; all
    // errors are one line with status 2.
    for (args, expected) in [
        (&["tabel", "kayles", "3"][..], "did you mean 'table'?"),
        (&["help", "foo"], "unrecognized subcommand 'foo'"),
        (&["table"], "required"),
        (&["table", "kayles", "3", "--rwo"], "'--rwo'"),
    ] {
        let (code, out, err) = sg(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            out.is_empty() && err.lines().count() == 1,
            "{args:?}: {err}"
        );
        assert!(
            err.starts_with("error: ") && err.contains(expected),
            "{err}"
        );
    }
}

/// Grundy values of heaps `0..len` by the mex over `options(n)` (each a list of heaps left).
fn mex_values(len: usize, options: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<usize> {
    let mut g = Vec::new();
    for n in 0..len {
        let seen: Vec<usize> = options(n)
            .iter()
            .map(|left| left.iter().fold(0, |s, &h| s ^ g[h]))
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

/// Every winning move `sg moves` must list for `heaps`: (heap number from 1, heaps left in
/// ascending order without empty ones), by trying each move against the mex values.
fn winning_moves_by_search(
    heaps: &[usize],
    options: &impl Fn(usize) -> Vec<Vec<usize>>,
) -> Vec<(usize, Vec<usize>)> {
    let len = heaps.iter().max().map_or(0, |&n| n + 1);
    let g = mex_values(len, options);
    let mut found = Vec::new();
    for (i, &n) in heaps.iter().enumerate() {
        for left in options(n) {
            let rest = heaps.iter().enumerate().filter(|&(j, _)| j != i);
            let value = rest.fold(0, |s, (_, &h)| s ^ g[h]);
            if left.iter().fold(value, |s, &h| s ^ g[h]) == 0 {
                let mut left: Vec<usize> = left.into_iter().filter(|&h| h > 0).collect();
                left.sort_unstable();
                found.push((i + 1, left));
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// The winning moves in `sg moves` output, as `winning_moves_by_search` gives them.
fn listed_moves(out: &str) -> Vec<(usize, Vec<usize>)> {
    let mut listed: Vec<(usize, Vec<usize>)> = out
        .lines()
        .filter_map(|line| line.trim().strip_prefix("heap "))
        .map(|line| {
            let (heap, rest) = line.split_once(": ").unwrap();
            let left = rest.split_once(" -> ").unwrap().1;
            let left = left.replace(" and ", ", ");
            let left = match left.as_str() {
                "nothing" => Vec::new(),
                _ => left
                    .split(", ")
                    .map(|h| h.parse().unwrap())
                    .filter(|&h| h > 0)
                    .collect(),
            };
            (heap.parse().unwrap(), left)
        })
        .collect();
    listed.sort();
    listed
}

#[test]
fn moves_of_heap_rules_agree_with_search() {
    // Kayles: knock down one pin or two neighbouring pins of a row.
    let kayles = |n: usize| {
        let mut all = Vec::new();
        for k in 1..=2.min(n) {
            all.extend((0..=n - k).map(|a| vec![a, n - k - a]));
        }
        all
    };
    // Grundy's game: split a heap into two unequal non-empty heaps.
    let grundy = |n: usize| {
        let pairs = (1..n).map(|a| vec![a, n - a]);
        pairs.filter(|p| p[0] != p[1]).collect::<Vec<_>>()
    };
    // Take 1, 3 or 4.
    let subtract = |n: usize| -> Vec<Vec<usize>> {
        [1, 3, 4]
            .iter()
            .filter(|&&k| k <= n)
            .map(|k| vec![n - k])
            .collect()
    };
    for a in 0..9 {
        for b in 0..9 {
            let heaps = [a, b];
            let text: Vec<String> = heaps.iter().map(usize::to_string).collect();
            let text: Vec<&str> = text.iter().map(String::as_str).collect();
            for (rule, expected) in [
                (&["kayles"][..], winning_moves_by_search(&heaps, &kayles)),
                (&["0.77"][..], winning_moves_by_search(&heaps, &kayles)),
                (
                    &["subtract", "1,3,4"],
                    winning_moves_by_search(&heaps, &subtract),
                ),
            ] {
                let args: Vec<&str> = ["moves"].iter().chain(rule).chain(&text).copied().collect();
                let out = sg(&args).1;
                assert_eq!(listed_moves(&out), expected, "{args:?}: {out}");
                let loses = expected.is_empty();
                assert_eq!(out.contains("loses"), loses, "{args:?}: {out}");
            }
        }
    }
    for n in 0..20 {
        let out = sg_ok(&["moves", "grundy", &n.to_string()]);
        assert_eq!(
            listed_moves(&out),
            winning_moves_by_search(&[n], &grundy),
            "{n}: {out}"
        );
    }
}

#[test]
fn small_things() {
    // Spaces in a set.
    assert_eq!(
        sg_ok(&["table", "subtract", "1, 3, 4", "8", "--row"]),
        "0 1 0 1 2 3 2 0\n"
    );
    // consecutive 0 turns no coin: an error, not consecutive 1.
    let (code, out, err) = sg(&["table", "consecutive", "0", "4"]);
    assert!(
        code == 2 && out.is_empty() && err.contains("at least 1"),
        "{err}"
    );
    // With no stone left the misère game is over: no "wins" followed by "no winning move".
    let out = sg_ok(&["moves", "misere", "0", "0"]);
    assert!(
        out.contains("has won") && !out.contains("no winning move"),
        "{out}"
    );
    // Misspelt rules and games get a suggestion.
    for (args, expected) in [
        (&["table", "kaylse", "3"][..], "did you mean 'kayles'?"),
        (&["moves", "wythof", "3", "4"], "did you mean 'wythoff'?"),
        (&["period", "grundi"], "did you mean 'grundy'?"),
    ] {
        let (code, out, err) = sg(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            out.is_empty() && err.lines().count() == 1 && err.contains(expected),
            "{err}"
        );
    }
    // Octal codes past the listing bound still get their value.
    let out = sg_ok(&["moves", "kayles", "2000000"]);
    assert!(
        out.starts_with("value ") && out.contains("listed for heaps below"),
        "{out}"
    );
}

#[test]
fn plots_mark_the_p_positions() {
    let dir = std::env::temp_dir().join(format!("grundy-plots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Wythoff's game: a 40 × 40 grid of 4-pixel cells, black exactly at the P-positions.
    let file = dir.join("wythoff.png");
    let (code, out, err) = sg(&["plot", "wythoff", "40", "-o", file.to_str().unwrap()]);
    assert!(code == 0 && out.is_empty(), "{err}");
    let picture = image::open(&file).unwrap().to_rgb8();
    assert_eq!(picture.dimensions(), (160, 160));
    for a in 0..40u32 {
        for b in 0..40u32 {
            let black = picture.get_pixel(a * 4 + 2, b * 4 + 2).0 == [0, 0, 0];
            let p = grundy::games::wythoff::is_p_position(a.into(), b.into());
            assert_eq!(black, p, "({a}, {b})");
        }
    }
    // Kayles: 2 pixels a column, red along the bottom exactly where the value is 0.
    let file = dir.join("kayles.png");
    sg_ok(&["plot", "kayles", "200", "-o", file.to_str().unwrap()]);
    let picture = image::open(&file).unwrap().to_rgb8();
    let values = Code::parse("0.77").unwrap().values(200);
    let top = *values.iter().max().unwrap() as u32;
    assert_eq!(picture.dimensions(), (400, (top + 2) * 4));
    for (n, &value) in values.iter().enumerate() {
        let red = picture.get_pixel(n as u32 * 2, (top + 2) * 4 - 1).0 == [255, 0, 0];
        assert_eq!(red, value == 0, "{n}");
    }
    // Too large, not a PNG name, or no file: one error line, status 2, no file left behind; a
    // file that cannot be written: one line, status 1.
    let gif = dir.join("x.gif");
    for (args, status) in [
        (&["plot", "kayles", "5000", "-o", "x.png"][..], 2),
        (&["plot", "kayles", "10", "-o", gif.to_str().unwrap()], 2),
        (&["plot", "kayles", "10"], 2),
        (&["plot", "kayles", "10", "-o", "/nonexistent/dir/x.png"], 1),
    ] {
        let (code, out, err) = sg(args);
        assert!(
            code == status && out.is_empty() && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
    assert!(!gif.exists());
    // Large values get shorter rows: Nim's 4096 values fit in 4098 pixels.
    let file = dir.join("nim.png");
    sg_ok(&["plot", "nim", "4096", "-o", file.to_str().unwrap()]);
    let picture = image::open(&file).unwrap().to_rgb8();
    assert_eq!(picture.dimensions(), (8192, 4097));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--values` lists what a judge solution stores: the pre-period's values and one period's,
/// the same values `sg table` prints at those positions.
#[test]
fn period_values_are_the_table_at_those_positions() {
    let (_, table, _) = sg(&["table", "kayles", "200", "--row"]);
    let table: Vec<&str> = table.split_whitespace().collect();
    let text = sg_ok(&["period", "kayles", "--values"]);
    let listed = |label: &str| -> Vec<String> {
        let line = text.lines().find(|l| l.starts_with(label)).unwrap();
        line[label.len()..]
            .split_whitespace()
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(listed("pre-period values:"), table[..71]);
    assert_eq!(listed("period values:"), table[71..83]);
    let (_, text, _) = sg(&["period", "subtract", "1,3,4", "--values"]);
    assert!(text.contains("pre-period values: (none)\nperiod values: 0 1 0 1 2 3 2\n"));
    let (_, text, _) = sg(&["period", "kayles"]);
    assert!(!text.contains("values:"), "only with --values");
}

/// The grid `sg table GAME N` prints: the first coordinate, and the value at `(a, b)` by
/// `rows[b - first][a - first]`.
fn grid(args: &[&str]) -> (usize, Vec<Vec<u64>>) {
    let out = sg_ok(args);
    let mut lines = out.lines();
    let header: Vec<usize> = lines
        .next()
        .unwrap()
        .split_whitespace()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let rows: Vec<Vec<u64>> = lines
        .enumerate()
        .map(|(i, line)| {
            let mut words = line.split_whitespace().map(|w| w.parse::<u64>().unwrap());
            assert_eq!(words.next(), Some((header[0] + i) as u64), "row label");
            words.collect()
        })
        .collect();
    assert!(rows.iter().all(|row| row.len() == header.len()));
    assert_eq!(rows.len(), header.len());
    (header[0], rows)
}

/// Grundy values of a two-dimensional game by memoised search: `options(a, b)` lists each
/// move's positions (summed).
fn pair_value(
    position: (usize, usize),
    options: &dyn Fn(usize, usize) -> Vec<Vec<(usize, usize)>>,
    memo: &mut std::collections::HashMap<(usize, usize), u64>,
) -> u64 {
    if let Some(&v) = memo.get(&position) {
        return v;
    }
    let seen: Vec<u64> = options(position.0, position.1)
        .into_iter()
        .map(|parts| {
            parts
                .into_iter()
                .fold(0, |s, part| s ^ pair_value(part, options, memo))
        })
        .collect();
    let value = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(position, value);
    value
}

/// A two-dimensional game's moves: each option's positions.
type PairMoves = Box<dyn Fn(usize, usize) -> Vec<Vec<(usize, usize)>>>;

/// The four games' moves, written from their rules here.
fn pair_game(name: &str) -> PairMoves {
    match name {
        "wythoff" => Box::new(|a, b| {
            let mut all: Vec<Vec<(usize, usize)>> = Vec::new();
            all.extend((1..=a).map(|k| vec![(a - k, b)]));
            all.extend((1..=b).map(|k| vec![(a, b - k)]));
            all.extend((1..=a.min(b)).map(|k| vec![(a - k, b - k)]));
            all
        }),
        "kiki" => Box::new(|a, b| {
            let steps = [(1, 0), (0, 1), (1, 1)];
            steps
                .iter()
                .filter(|&&(x, y)| a >= x && b >= y)
                .map(|&(x, y)| vec![(a - x, b - y)])
                .collect()
        }),
        // A piece may not be cut so that a side of 1 is left (that would lose at once).
        "cutting" => Box::new(|w, h| {
            let mut all = Vec::new();
            for x in 1..w {
                if x >= 2 && w - x >= 2 {
                    all.push(vec![(x, h), (w - x, h)]);
                }
            }
            for y in 1..h {
                if y >= 2 && h - y >= 2 {
                    all.push(vec![(w, y), (w, h - y)]);
                }
            }
            all
        }),
        "euclid" => Box::new(|a, b| {
            let (big, small) = (a.max(b), a.min(b));
            if small == 0 {
                return Vec::new();
            }
            (1..=big / small)
                .map(|k| {
                    let rest = big - k * small;
                    vec![if a >= b { (rest, b) } else { (a, rest) }]
                })
                .collect()
        }),
        _ => unreachable!(),
    }
}

#[test]
fn grids_of_two_dimensional_games_agree_with_search_and_the_library() {
    use grundy::{
        games::{euclid, wythoff},
        problems::boards::{cutting, kiki},
    };
    for (name, side, first) in [
        ("wythoff", 24, 0),
        ("kiki", 24, 0),
        ("cutting", 24, 2),
        ("euclid", 30, 1),
    ] {
        let (shown_first, rows) = grid(&["table", name, &side.to_string()]);
        assert_eq!((shown_first, rows.len()), (first, side - first), "{name}");
        let options = pair_game(name);
        let mut memo = std::collections::HashMap::new();
        for a in first..side {
            for b in first..side {
                let value = rows[b - first][a - first];
                let searched = pair_value((a, b), &options, &mut memo);
                assert_eq!(value, searched, "{name} ({a}, {b})");
                let (x, y) = (a as u64, b as u64);
                let lost = match name {
                    "wythoff" => wythoff::is_p_position(x, y),
                    "kiki" => kiki::is_p_position(x, y),
                    "euclid" => !euclid::first_player_wins(x, y),
                    _ => cutting::values(side).value(a, b) == 0,
                };
                assert_eq!(value == 0, lost, "{name} ({a}, {b})");
            }
        }
    }
    // Two heaps of a rule are worth the XOR of their values, coins from their first number.
    let kayles = Code::parse("0.77").unwrap().values(20);
    let (first, rows) = grid(&["table", "pair", "kayles", "20"]);
    assert_eq!(first, 0);
    for a in 0..20 {
        for b in 0..20 {
            assert_eq!(rows[b][a], kayles[a] ^ kayles[b]);
        }
    }
    let (first, rows) = grid(&["table", "pair", "ruler", "9"]);
    assert_eq!((first, rows[0][0], rows[1][3]), (1, 0, 2 ^ 4));
    // Errors: no --row for a grid, no period, N in range, one line each.
    for args in [
        &["table", "kiki", "5", "--row"][..],
        &["period", "euclid"],
        &["table", "wythoff", "513"],
        &["table", "cutting", "2"],
        &["table", "pair", "kayls", "4"],
        &["moves", "euclid", "0", "3"],
        &["moves", "kiki", "3"],
    ] {
        let (code, out, err) = sg(args);
        assert!(
            code == 2 && out.is_empty() && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
}

#[test]
fn moves_of_two_dimensional_games_agree_with_search() {
    for (name, first) in [("kiki", 0), ("cutting", 2), ("euclid", 1)] {
        let options = pair_game(name);
        let mut memo = std::collections::HashMap::new();
        for a in first..14 {
            for b in first..14 {
                let out = sg_ok(&["moves", name, &a.to_string(), &b.to_string()]);
                let value = pair_value((a, b), &options, &mut memo);
                assert!(out.starts_with(&format!("value {value}:")), "{out}");
                let mut expected: Vec<Vec<(usize, usize)>> = options(a, b)
                    .into_iter()
                    .filter(|parts| {
                        let v = parts
                            .iter()
                            .fold(0, |s, &p| s ^ pair_value(p, &options, &mut memo));
                        v == 0
                    })
                    .map(|mut parts| {
                        parts.sort();
                        parts
                    })
                    .collect();
                expected.sort();
                expected.dedup();
                let mut listed: Vec<Vec<(usize, usize)>> = out
                    .lines()
                    .filter_map(|l| l.trim().strip_prefix("to "))
                    .map(|l| {
                        let mut parts: Vec<(usize, usize)> = l
                            .split(" + ")
                            .map(|p| {
                                let (x, y) = p.trim_matches(['(', ')']).split_once(", ").unwrap();
                                (x.parse().unwrap(), y.parse().unwrap())
                            })
                            .collect();
                        parts.sort();
                        parts
                    })
                    .collect();
                listed.sort();
                assert_eq!(listed, expected, "{name} ({a}, {b}): {out}");
            }
        }
    }
}

#[test]
fn plots_of_two_dimensional_games_mark_the_p_positions() {
    let dir = std::env::temp_dir().join(format!("grundy-grids-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, first) in [("kiki", 0), ("cutting", 2), ("euclid", 1)] {
        let file = dir.join(format!("{name}.png"));
        sg_ok(&["plot", name, "30", "-o", file.to_str().unwrap()]);
        let picture = image::open(&file).unwrap().to_rgb8();
        let cells = (30 - first) as u32;
        assert_eq!(picture.dimensions(), (cells * 4, cells * 4), "{name}");
        let (_, rows) = grid(&["table", name, "30"]);
        for a in 0..cells {
            for b in 0..cells {
                let black = picture.get_pixel(a * 4 + 2, b * 4 + 2).0 == [0, 0, 0];
                let p = rows[b as usize][a as usize] == 0;
                assert_eq!(
                    black,
                    p,
                    "{name} ({}, {})",
                    a as usize + first,
                    b as usize + first
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn subtraction_periods_are_proven_by_a_recurring_window() {
    // S = {2, 5, 7}: period 22 from the start, proven by 0 + 22 + 7 values.
    let out = sg_ok(&["period", "subtract", "2,5,7"]);
    assert!(
        out.starts_with("pre-period 0, period 22, saltus 0"),
        "{out}"
    );
    assert!(
        out.contains("proven") && out.contains(": 29 values prove it"),
        "{out}"
    );
    // 28 values cannot prove it, and say so; 29 do.
    let out = sg_ok(&["period", "subtract", "2,5,7", "28"]);
    assert!(!out.contains("proven:"), "{out}");
    let out = sg_ok(&["period", "subtract", "2,5,7", "29"]);
    assert!(out.contains("proven:"), "{out}");
    // A table past the proof is printed from the period: the same values as a search.
    let options = |n: usize| {
        let takes = [2, 5, 7].into_iter().filter(|&k| k <= n);
        takes.map(|k| vec![n - k]).collect()
    };
    let expected: Vec<String> = mex_values(5000, options)
        .iter()
        .map(usize::to_string)
        .collect();
    let table = sg_ok(&["table", "subtract", "2,5,7", "5000"]);
    assert_eq!(table, expected.join("\n") + "\n");
    // A large take: tables grow until the window recurs.
    let out = sg_ok(&["period", "subtract", "3,5000"]);
    assert!(out.contains("proven:"), "{out}");
}

#[test]
fn completions_for_the_usual_shells() {
    let (code, bash, _) = sg(&["completions", "bash"]);
    assert!(
        code == 0 && bash.contains("_sg()") && bash.contains("period"),
        "{bash}"
    );
    let (code, fish, _) = sg(&["completions", "fish"]);
    assert!(code == 0 && fish.contains("complete -c sg"), "{fish}");
    let (code, zsh, _) = sg(&["completions", "zsh"]);
    assert!(code == 0 && zsh.contains("#compdef sg"), "{zsh}");
    let (code, out, err) = sg(&["completions", "tcsh"]);
    assert!(
        code == 2 && out.is_empty() && err.lines().count() == 1,
        "{err}"
    );
}

/// A run past a second shows a progress bar on stderr when stderr is a terminal (here a
/// pseudo-terminal), a shorter one shows none, and a pipe gets nothing; stdout is the same
/// either way. `sg period 0.376` takes about 3 s on this project's 2-core machine.
#[test]
fn progress_shows_on_a_terminal_only() {
    use std::io::Read;
    use std::os::fd::FromRawFd;
    let path = bin_dir().join("sg");
    let args = ["period", "0.376"];
    let (mut leader, mut follower) = (0, 0);
    // SAFETY: openpty writes two new descriptors into the two integers; the name, termios and
    // window size are optional and null.
    let opened = unsafe {
        libc::openpty(
            &mut leader,
            &mut follower,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(opened, 0);
    // SAFETY: both descriptors were just opened and are owned by nothing else.
    let (mut leader, follower) = unsafe {
        (
            std::fs::File::from_raw_fd(leader),
            std::fs::File::from_raw_fd(follower),
        )
    };
    let start = std::time::Instant::now();
    let child = Command::new(&path)
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(follower)
        .spawn()
        .unwrap();
    let reader = std::thread::spawn(move || {
        let mut seen = Vec::new();
        let mut buf = [0; 4096];
        // Reading ends with an error (EIO) once the child, the last holder of the follower, exits.
        while let Ok(n) = leader.read(&mut buf) {
            if n == 0 {
                break;
            }
            seen.extend_from_slice(&buf[..n]);
        }
        String::from_utf8_lossy(&seen).into_owned()
    });
    let out = child.wait_with_output().unwrap();
    let took = start.elapsed().as_secs_f64();
    let shown = reader.join().unwrap();
    assert!(out.status.success());
    let bar = shown.contains("values") && shown.contains("rare heaps");
    if took > 1.5 {
        assert!(bar, "{took} s: {shown:?}");
    } else if took < 0.9 {
        assert!(shown.is_empty(), "{took} s: {shown:?}");
    }
    let (code, piped_out, piped_err) = sg(&args);
    assert_eq!(code, 0);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), piped_out);
    assert!(piped_err.is_empty(), "{piped_err}");
}

/// Every `$ sg ...` example in the console blocks of README and its pages under `docs/` prints
/// what the page shows.
#[test]
fn readme_examples_are_true() {
    let readme = crate::readme::readme_and_docs(&xtask::workspace_root());
    let mut checked = 0;
    for block in readme.split("```console\n").skip(1) {
        let block = block.split("```").next().unwrap();
        for example in block.split("$ ").skip(1) {
            let (command, shown) = example.split_once('\n').unwrap();
            let Some(args) = command.strip_prefix("sg ") else {
                continue;
            };
            let words = shell_words(args).expect("a README example runs without a shell");
            let args: Vec<&str> = words.iter().map(String::as_str).collect();
            let (code, out, err) = &*common::sg_once(&args);
            assert_eq!((*code, out.as_str()), (0, shown), "sg {command}: {err}");
            checked += 1;
        }
    }
    assert!(checked >= 3, "{checked} examples");
}

/// What a new user tried: huge coins and heaps, value-0 positions past the listing bounds,
/// misspellings in any case, bad shells, negative numbers and zero parameters.
#[test]
fn odd_inputs_get_answers_or_one_line_errors() {
    for args in [
        &["moves", "twins", "1,2", "18446744073709551615"][..],
        &["moves", "grunt", "18446744073709551615"],
        &["moves", "partner", "1,2", "100000000000"],
        &["moves", "0.8", "100000"],
        &["table", "0.8", "100000"],
        &["moves", "nimk", "0", "1", "2"],
        &["moves", "bash", "0", "5"],
        &["table", "kayles", "-1"],
        &["table", "subtract", "5"],
        &["completions", "tcsh"],
    ] {
        let (code, out, err) = sg(args);
        assert!(
            code == 2 && out.is_empty() && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
    for (args, expected) in [
        (&["completion", "bash"][..], "did you mean 'completions'?"),
        (
            &["plt", "kayles", "10", "-o", "x.png"],
            "did you mean 'plot'?",
        ),
        (&["table", "KAYLES", "3"], "did you mean 'kayles'?"),
        (&["table", "pair", "wythoff", "5"], "two-dimensional"),
        (
            &["completions", "tcsh"],
            "bash, elvish, fish, powershell, zsh",
        ),
        (
            &["table", "kayles", "-1"],
            "expected a whole number, found '-1'",
        ),
        (&["table", "0.0", "5"], "every digit is 0"),
        (&["table", "2.7", "5"], "0, 4, 8 or c"),
    ] {
        let err = sg(args).2;
        assert!(err.contains(expected), "{args:?}: {err}");
    }
    // A losing position needs no listing bound: there is no winning move.
    for args in [
        &["moves", "ruler", "18446744073709551615", "1"][..],
        &["moves", "kayles", "2000000", "2000000"],
    ] {
        let out = sg(args).1;
        assert_eq!(
            out, "value 0: the player to move loses\nno winning move\n",
            "{args:?}"
        );
    }
    // A winning Lasker position whose only winning moves are splits of a large pile says so.
    let out = sg_ok(&["moves", "lasker", "1048575", "524288", "524287"]);
    assert!(
        out.contains("the player to move wins") && out.contains("splits are listed"),
        "{out}"
    );
    // Two heaps of a rule, and Wythoff's game with its value.
    assert_eq!(
        sg_ok(&["moves", "pair", "kayles", "3", "5"]),
        sg_ok(&["moves", "kayles", "3", "5"])
    );
    assert!(sg_ok(&["moves", "wythoff", "3", "6"]).starts_with("value 1: the player to move wins"));
    // Twins S has the values of subtraction S, and its period is proven the same way; a rule
    // with neither theorem nor closed form says its period is not proven.
    assert!(sg_ok(&["period", "twins", "2,5,7"]).contains("proven: "));
    assert!(sg_ok(&["period", "partner", "2,5,7"]).contains("from coin 1"));
    assert!(sg_ok(&["period", "nim"]).contains("closed form"));
    assert!(sg_ok(&["period", "0.8", "300"]).contains("not proven"));
}

#[test]
fn graphs_with_cycles_and_geography() {
    // 1 ⇄ 2 and 1 → 1 loop forever; 2 → 3 → 4 ends.
    let (code, out, _) = sg_with_input(&["graph"], "4 5\n1 2\n2 1\n2 3\n3 4\n1 1\n");
    assert_eq!(code, 0);
    let lines: Vec<Vec<&str>> = out
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(lines[0], ["1", "draw", "∞()", "->", "1", "->", "2"]);
    assert_eq!(lines[1], ["2", "draw", "∞(1)", "->", "1"]);
    assert_eq!(lines[2], ["3", "win", "1", "->", "4"]);
    assert_eq!(lines[3], ["4", "loss", "0"]);
    // A triangle with a pendant vertex: every start wins, along a perfect matching.
    let (code, out, _) = sg_with_input(&["graph", "--geography"], "4 4\n1 2\n2 3\n3 1\n3 4\n");
    assert_eq!(code, 0);
    assert_eq!(out.lines().skip(1).filter(|l| l.contains("win")).count(), 4);
    for (input, words) in [
        ("3 x", "expected the number of moves m, found \"x\""),
        ("3 1\n1 4\n", "a position from 1 to 3, found 4"),
        ("3 1\n1", "ended early"),
        ("3 1\n1 2 3", "end of the graph"),
    ] {
        let (code, out, err) = sg_with_input(&["graph"], input);
        assert_eq!(code, 2, "{input:?}");
        assert!(
            out.is_empty() && err.starts_with("error: ") && err.contains(words),
            "{input:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1);
    }
    // Geography on a large graph that is not bipartite is refused rather than left running.
    let cycle: String = (1..=3001)
        .map(|v| format!("{v} {}\n", v % 3001 + 1))
        .collect();
    let (code, _, err) = sg_with_input(&["graph", "--geography"], &format!("3001 3001\n{cycle}"));
    assert_eq!(code, 2);
    assert!(
        err.contains("not bipartite takes at most 3000 vertices"),
        "{err}"
    );
    let (code, _, err) = sg(&["graph", "/nonexistent/graph.txt"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot read /nonexistent/graph.txt"), "{err}");
}

/// The mex of `values`.
fn mex_of(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .take_while(|&(i, &v)| i as u64 == v)
        .count() as u64
}

/// Values of heaps 0..len of the game whose options from n are `options(n)` (each a list of
/// heaps), by the definition.
fn heap_values(len: usize, options: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::new();
    for n in 0..len {
        let v = mex_of(
            options(n)
                .iter()
                .map(|heaps| heaps.iter().fold(0, |s, &h| s ^ values[h])),
        );
        values.push(v);
    }
    values
}

fn numbers(text: &str) -> Vec<u64> {
    text.split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect()
}

#[test]
fn rules_written_by_the_user_match_the_definition() {
    let prime = |p: usize| p >= 2 && (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0);
    type Options = Box<dyn Fn(usize) -> Vec<Vec<usize>>>;
    let cases: Vec<(&str, Options)> = vec![
        (
            "examples/rules/prime-takes.rhai",
            Box::new(move |n| (2..=n).filter(|&p| prime(p)).map(|p| vec![n - p]).collect()),
        ),
        (
            "examples/rules/half.rhai",
            Box::new(|n| (1..=n / 2).map(|t| vec![n - t]).collect()),
        ),
        (
            "examples/rules/squares.rhai",
            Box::new(|n| {
                (1..)
                    .map(|k| k * k)
                    .take_while(|&s| s <= n)
                    .map(|s| vec![n - s])
                    .collect()
            }),
        ),
        (
            "examples/rules/three-way-split.rhai",
            Box::new(|n| {
                let mut all: Vec<Vec<usize>> = (n >= 1).then(|| vec![n - 1]).into_iter().collect();
                for a in 1..=n / 3 {
                    for b in a..=(n - a) / 2 {
                        all.push(vec![a, b, n - a - b]);
                    }
                }
                all
            }),
        ),
    ];
    for (file, options) in cases {
        let out = sg_ok(&["table", "--rule", file, "300", "--row"]);
        assert_eq!(numbers(&out), heap_values(300, options), "{file}");
    }
    // The step game on a board, against a search of the grid.
    let out = sg_ok(&["table", "--rule", "examples/rules/steps.rhai", "30"]);
    let mut grid = vec![vec![0u64; 30]; 30];
    for a in 0..30 {
        for b in 0..30 {
            let steps = [(1, 0), (2, 0), (0, 1), (2, 1)];
            let options = steps
                .iter()
                .filter(|&&(x, y)| a >= x && b >= y)
                .map(|&(x, y)| grid[a - x][b - y]);
            grid[a][b] = mex_of(options);
        }
    }
    for (b, line) in out.lines().skip(1).enumerate() {
        let row = numbers(line);
        assert_eq!(row[0], b as u64);
        assert_eq!(
            &row[1..],
            (0..30).map(|a| grid[a][b]).collect::<Vec<_>>(),
            "row {b}"
        );
    }
    // moves and period take the rule too.
    let out = sg_ok(&["moves", "--rule", "examples/rules/half.rhai", "6", "3"]);
    assert!(out.starts_with("value 3: the player to move wins"), "{out}");
    assert!(out.contains("heap 1: 6 -> 3"), "{out}");
    let (code, out, _) = sg(&["period", "--rule", "examples/rules/squares.rhai", "500"]);
    assert_eq!(
        (code, out.as_str()),
        (0, "none found in the first 500 values\n")
    );
}

#[test]
fn a_script_that_goes_wrong_is_one_message_naming_the_line_and_position() {
    let cases = [
        (
            "syntax.rhai",
            "fn moves(n) {\n  let x = ;\n}\n",
            "line 2: syntax error",
        ),
        (
            "index.rhai",
            "fn moves(n) {\n  let a = [1];\n  a[5]\n}\n",
            "line 3: Array index 5 out of bounds",
        ),
        (
            "negative.rhai",
            "fn moves(n) { [n - 1] }\n",
            "moves(0) gave a negative number, -1",
        ),
        (
            "bigger.rhai",
            "fn moves(n) { if n == 3 { [4] } else { [] } }\n",
            "moves(3) gave an option with a heap of 4, not smaller than 3",
        ),
        (
            "forever.rhai",
            "fn moves(n) { loop { } }\n",
            "operations (an endless loop?) (evaluating moves(0))",
        ),
        ("none.rhai", "fn other(n) { [] }\n", "no function moves"),
        (
            "three.rhai",
            "fn moves(a, b, c) { [] }\n",
            "moves takes one number n",
        ),
        (
            "string.rhai",
            "fn moves(n) { \"x\" }\n",
            "moves(0) returned a string \"x\": moves returns an array of options",
        ),
        (
            "option.rhai",
            "fn moves(n) { [\"x\"] }\n",
            "moves(0) gave a string \"x\" where a whole number belongs",
        ),
        (
            "pair.rhai",
            "fn moves(a, b) { [[a + 1, b]] }\n",
            "positions outside the 5 × 5 square are reachable",
        ),
        (
            "cycle.rhai",
            "fn moves(a, b) { if a != b { [[b, a]] } else { [] } }\n",
            "play can come back to",
        ),
        (
            "memory.rhai",
            "fn moves(n) { let s = \"ab\"; loop { s += s; } }\n",
            "evaluating moves(0)",
        ),
    ];
    for (name, text, words) in cases {
        let path = script(name, text);
        let (code, out, err) = sg(&["table", "--rule", &path, "5"]);
        assert_eq!(code, 2, "{name}: {err}");
        assert!(out.is_empty(), "{name}: {out}");
        assert!(
            err.starts_with("error: ") && err.lines().count() == 1,
            "{name}: {err}"
        );
        assert!(err.contains(words), "{name}: {err}");
    }
    let (code, _, err) = sg(&["table", "--rule", "/nonexistent.rhai", "5"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot read /nonexistent.rhai"), "{err}");
}

#[test]
fn a_script_with_cycles_is_valued_like_the_same_graph() {
    // 0..9 in a line, each heap moving one up or down, heap 5 only down, heap 9 not at all:
    // a game with cycles, valued by the generalized Sprague-Grundy function.
    let text = "const LOOPY = true;\nfn moves(n) {\n  let o = [];\n  if n == 9 { return o; }\n  if n > 0 { o.push(n - 1); }\n  if n < 9 && n != 5 { o.push(n + 1); }\n  o\n}\n";
    let path = script("loopy.rhai", text);
    let out = sg_ok(&["table", "--rule", &path, "10"]);
    let mut edges = Vec::new();
    for n in 0..9usize {
        if n > 0 {
            edges.push((n, n - 1));
        }
        if n < 9 && n != 5 {
            edges.push((n, n + 1));
        }
    }
    let graph = format!(
        "10 {}\n{}",
        edges.len(),
        edges
            .iter()
            .map(|(a, b)| format!("{} {}\n", a + 1, b + 1))
            .collect::<String>()
    );
    let graph_path = script("loopy-graph.txt", &graph);
    let shown = sg_ok(&["graph", &graph_path]);
    let expected: Vec<String> = shown
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().nth(2).unwrap().to_string())
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    assert!(out.lines().last() == Some("0"), "heap 9 has no move: {out}");
    assert!(out.contains('∞'), "some heaps can go on forever: {out}");
    // A sum of heaps in a game with cycles is refused; so is a period of infinite values.
    let path = script(
        "loopy-sum.rhai",
        "const LOOPY = true;\nfn moves(n) { [[n, n]] }\n",
    );
    let (code, _, err) = sg(&["table", "--rule", &path, "3"]);
    assert!(
        code == 2 && err.contains("each option is one heap"),
        "{err}"
    );
    let path = script(
        "loopy-all.rhai",
        "const LOOPY = true;\nfn moves(n) { [n] }\n",
    );
    let (code, _, err) = sg(&["period", "--rule", &path, "5"]);
    assert!(code == 2 && err.contains("worth ∞()"), "{err}");
}

#[test]
fn no_script_makes_sg_panic() {
    // Mutations of the example rules and random text: an answer or one error line, never a
    // panic (status 101) or a hang (each call is bounded in operations).
    let base = std::fs::read_to_string("examples/rules/three-way-split.rhai").unwrap();
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let alphabet = b"(){}[];,.+-*/%<>=!&|\"' \n0123456789nabmovesfletifloopwhile";
    for round in 0..80 {
        let mut bytes = base.clone().into_bytes();
        if round % 4 == 3 {
            bytes = (0..next(200))
                .map(|_| alphabet[next(alphabet.len())])
                .collect();
        } else {
            for _ in 0..1 + next(4) {
                let at = next(bytes.len());
                match next(3) {
                    0 => bytes[at] = alphabet[next(alphabet.len())],
                    1 => {
                        bytes.remove(at);
                    }
                    _ => bytes.insert(at, alphabet[next(alphabet.len())]),
                }
            }
        }
        let path = script(
            &format!("fuzz-{round}.rhai"),
            &String::from_utf8_lossy(&bytes),
        );
        for command in ["table", "guess"] {
            let (code, _, err) = sg(&[command, "--rule", &path, "12"]);
            assert!(
                code == 0 || code == 2,
                "round {round} {command}: status {code}: {err}"
            );
            assert!(!err.contains("panicked"), "round {round}: {err}");
            if code == 2 {
                assert!(
                    err.starts_with("error: ") && err.lines().count() == 1,
                    "{err}"
                );
            }
        }
    }
}

#[test]
fn the_guesser_finds_the_known_patterns_and_nothing_in_grundys_game() {
    let guess = |args: &[&str]| sg_ok(&[&["guess"], args].concat());
    let kayles = guess(&["kayles", "1000"]);
    assert!(
        kayles.starts_with("period 12 after a pre-period of 71: proven"),
        "{kayles}"
    );
    let bash = guess(&["subtract", "1,2,3", "200"]);
    assert!(
        bash.starts_with("period 4 after a pre-period of 0: proven"),
        "{bash}"
    );
    assert!(
        bash.contains("the value is n mod 4: observed on 200 values"),
        "{bash}"
    );
    assert!(
        bash.contains("the P-positions are the multiples of 4"),
        "{bash}"
    );
    let ruler = guess(&["ruler", "512"]);
    assert!(
        ruler.contains("the value is the largest power of two dividing n"),
        "{ruler}"
    );
    let wythoff = guess(&["wythoff", "200"]);
    assert!(
        wythoff.contains("(⌊nα⌋, ⌊nβ⌋) for α = φ, β = φ²"),
        "{wythoff}"
    );
    let kiki = guess(&["kiki", "40"]);
    assert!(kiki.contains("a mod 2 = 0 and b mod 2 = 0"), "{kiki}");
    let half = guess(&["--rule", "examples/rules/half.rhai", "1000"]);
    assert!(
        half.contains("the P-positions are the powers of 2, less 1"),
        "{half}"
    );
    let lasker = guess(&["lasker", "400"]);
    assert!(
        lasker.contains("arithmetic period 4 with saltus 4 after a pre-period of 1"),
        "{lasker}"
    );
    assert_eq!(
        guess(&["grundy", "10000"]),
        "no simple pattern in 10000 values\n"
    );
}

/// The words a shell makes of `line`, single quotes kept together; `None` if the line
/// redirects or pipes (outside quotes), which is for a shell to run.
fn shell_words(line: &str) -> Option<Vec<String>> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                word.get_or_insert_with(String::new);
            }
            '>' | '|' | '<' if !quoted => return None,
            c if c.is_whitespace() && !quoted => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Some(words)
}

#[test]
fn partizan_games_in_the_calculator() {
    let game = |args: &[&str]| {
        let mut all = vec!["game"];
        all.extend(args);
        sg(&all)
    };
    let answer = |args: &[&str]| {
        let (code, out, err) = game(args);
        assert_eq!(code, 0, "sg game {args:?}: {err}");
        out
    };
    assert_eq!(
        answer(&["{1|-1} + {0|*}"]),
        "{1^|-1^}\noutcome: N (the first player wins)\nmean 0\ntemperature 1\n"
    );
    // Words are joined, so a game may come in pieces, and a leading minus is a game's.
    assert_eq!(
        answer(&["{1|-1}", "+", "{0|*}"]),
        answer(&["{1|-1} + {0|*}"])
    );
    assert_eq!(
        answer(&["-1/2", "+", "^"]),
        "-1/2^\noutcome: R (Right wins)\nmean -1/2\ntemperature 0\n"
    );
    assert_eq!(
        answer(&["-^"]),
        "v\noutcome: R (Right wins)\nmean 0\ntemperature 0\n"
    );
    assert_eq!(
        answer(&["hackenbush", "BBR", "RB"]),
        "1\noutcome: L (Left wins)\nmean 1\ntemperature -1\n"
    );
    assert_eq!(
        answer(&["hackenbush GG"]),
        "*2\noutcome: N (the first player wins)\nmean 0\ntemperature 0\n"
    );
    assert_eq!(
        answer(&["{2|{1|0}}"]),
        "{2|1/2±1/2}\noutcome: L (Left wins)\nmean 5/4\ntemperature 3/4\n"
    );
    assert_eq!(
        answer(&["^ + v"]),
        "0\noutcome: P (the second player wins)\nmean 0\ntemperature -1\n"
    );
    // Hot games whose thermographs are known: a switch {a|b} has mean (a+b)/2 and temperature
    // (a−b)/2; {3|{2|-1}} has its mast at 2 from temperature 1.
    for (text, mean, temperature) in [
        ("{5|-2}", "3/2", "7/2"),
        ("{3|{2|-1}}", "2", "1"),
        ("{1|-1} + {5|1}", "3", "2"),
        ("3/4", "3/4", "-1/4"),
    ] {
        let out = answer(&[text]);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(
            lines[2..],
            [format!("mean {mean}"), format!("temperature {temperature}")],
            "{text}"
        );
    }
    // --compare before or after the games.
    assert_eq!(answer(&["--compare", "^", "*"]), "^ || *\n");
    assert_eq!(answer(&["^", "*", "--compare"]), "^ || *\n");
    assert_eq!(answer(&["--compare", "{0|*}", "^"]), "^ = ^\n");
    assert_eq!(
        answer(&["--compare", "1/2", "hackenbush BR"]),
        "1/2 = 1/2\n"
    );
    assert_eq!(answer(&["--compare", "^", "1/64"]), "^ < 1/64\n");
    // Errors: one line, the column, status 2.
    for (args, expected) in [
        (
            &["{1|"][..],
            "error: column 4: expected a game or }, found the end\n",
        ),
        (
            &["--compare", "1", "{"][..],
            "error: second game: column 2: expected a game or }, found the end\n",
        ),
    ] {
        let (code, out, err) = game(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err, expected, "{args:?}");
    }
    let (code, _, err) = game(&["--compare", "1"]);
    assert!(code == 2 && err.contains("two games"), "{err}");
    let (code, _, err) = game(&[]);
    assert!(code == 2 && err.lines().count() == 1, "{err}");
    // Whatever the text, an answer or one line of error, never a panic.
    let pieces = [
        "{", "}", "|", "||", ",", "^", "v", "*", "+", "-", "±", "1/2", "3", "é", "x",
    ];
    let mut seed = 12345u64;
    for _ in 0..60 {
        let mut text = String::new();
        for _ in 0..12 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            text.push_str(pieces[(seed >> 33) as usize % pieces.len()]);
        }
        let (code, out, err) = game(&[&text]);
        match code {
            0 => assert!(out.contains("outcome: "), "{text}: {out}"),
            2 => assert!(
                err.starts_with("error: ") && err.lines().count() == 1,
                "{text}: {err}"
            ),
            _ => panic!("{text}: status {code}, {err}"),
        }
    }
}

#[test]
fn the_examples_in_every_help_run() {
    let mut ran = 0;
    for command in [
        "table",
        "period",
        "moves",
        "plot",
        "guess",
        "graph",
        "game",
        "completions",
    ] {
        let help = sg_ok(&["help", command]);
        for line in help.lines() {
            let Some(example) = line.trim_start().strip_prefix("sg ") else {
                continue;
            };
            let Some(words) = shell_words(example) else {
                continue;
            };
            let args: Vec<&str> = words.iter().map(|w| w.trim_end_matches(',')).collect();
            let (code, _, err) = &*common::sg_once(&args);
            assert_eq!(*code, 0, "{args:?}: {err}");
            ran += 1;
        }
    }
    assert!(ran >= 4, "{ran} examples");
}

/// A scratch directory of this test's own.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sg-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A run killed with SIGKILL at any moment (before its first save, between saves, in the
/// middle of one) and run again with the same checkpoint prints exactly the table an
/// uninterrupted run prints; so does a checkpoint cut short anywhere in its last block.
#[test]
fn checkpoints_survive_sigkill() {
    use std::process::Stdio;
    let dir = scratch("sigkill");
    let args = ["table", "grundy", "300000"];
    let began = std::time::Instant::now();
    let whole = sg_ok(&args);
    // Kills land within an uninterrupted run's own time, however fast this machine is.
    let run_ms = began.elapsed().as_millis().max(50) as u64;
    let mut seed = 2024u64;
    let mut random = |below: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % below
    };
    for round in 0..5 {
        let file = dir.join(format!("grundy-{round}.ck"));
        let file = file.to_str().unwrap();
        let saved = ["--checkpoint", file, "--every", "0"];
        // Killed once or twice, at random moments, then run to the end.
        for _ in 0..1 + round % 2 {
            let mut child = Command::new(bin_dir().join("sg"))
                .args(args)
                .args(saved)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            std::thread::sleep(std::time::Duration::from_millis(random(run_ms)));
            child.kill().unwrap(); // SIGKILL
            child.wait().unwrap();
        }
        let mut all = args.to_vec();
        all.extend(saved);
        let out = sg_ok(&all);
        assert!(out == whole, "round {round}: the resumed table differs");
        // Cut short anywhere past the header: the rest is recomputed, the output the same.
        let bytes = std::fs::read(file).unwrap();
        for _ in 0..2 {
            let cut = 100 + random(bytes.len() as u64 - 100) as usize;
            std::fs::write(file, &bytes[..cut]).unwrap();
            let out = sg_ok(&all);
            assert!(out == whole, "cut at {cut}: the resumed table differs");
            assert_eq!(
                std::fs::read(file).unwrap().len(),
                bytes.len(),
                "cut at {cut}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A checkpoint that does not read back exactly is refused with one line naming the file, and
/// nothing is printed from it: a damaged block or header, another rule's values, a file that
/// is not a checkpoint. A table asked of a rule sparse space does not compute is refused too.
#[test]
fn damaged_or_foreign_checkpoints_are_refused() {
    let dir = scratch("refused");
    let file = dir.join("kayles.ck");
    let file = file.to_str().unwrap();
    let kayles = sg_ok(&["table", "0.1077", "200000", "--checkpoint", file]);
    let good = std::fs::read(file).unwrap();
    // The same command again prints the same table from the file.
    assert_eq!(
        sg_ok(&["table", "0.1077", "200000", "--checkpoint", file]),
        kayles
    );
    let refused = |args: &[&str], expected: &str| {
        let (code, out, err) = sg(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?} printed {}", out.len());
        assert!(
            err.lines().count() == 1 && err.contains(expected) && err.contains(file),
            "{args:?}: {err}"
        );
    };
    let table = ["table", "0.1077", "300000", "--checkpoint", file];
    for at in [30, 60, 200, good.len() / 2, good.len() - 1] {
        let mut bad = good.clone();
        bad[at] ^= 0x10;
        std::fs::write(file, &bad).unwrap();
        refused(&table, "damaged");
        // Refused, not repaired or overwritten.
        assert_eq!(std::fs::read(file).unwrap(), bad);
    }
    std::fs::write(file, &good).unwrap();
    refused(
        &["table", "grundy", "10", "--checkpoint", file],
        "holds the values of 0.1077, not of grundy",
    );
    refused(&["period", "kayles", "--checkpoint", file], "not of kayles");
    std::fs::write(file, "0 1 2 3 1 4 3 2\n").unwrap();
    refused(&table, "is not a checkpoint of sg");
    let (code, _, err) = sg(&["table", "nim", "10", "--checkpoint", file]);
    assert!(code == 2 && err.contains("sparse-space engine"), "{err}");
    let (code, _, err) = sg(&["table", "grundy", "10", "--every", "5"]);
    assert!(code == 2 && err.contains("--checkpoint"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Ctrl-C saves the values so far and stops with a message saying how to resume; the same
/// command then prints the whole table.
#[test]
fn ctrl_c_saves_and_the_same_command_resumes() {
    use std::process::Stdio;
    let dir = scratch("ctrl-c");
    let file = dir.join("grundy.ck");
    let file = file.to_str().unwrap();
    let args = ["table", "grundy", "600000", "--checkpoint", file];
    let child = Command::new(bin_dir().join("sg"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(400));
    // SAFETY: kill(2) with a live child's pid and a signal number has no memory effects.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    if out.status.success() {
        // The run finished before the signal came (a fast machine): nothing to resume.
        assert!(err.is_empty(), "{err}");
    } else {
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(
            err.contains("interrupted") && err.contains("the same command resumes"),
            "{err}"
        );
    }
    let resumed = sg_ok(&args);
    assert_eq!(resumed, sg_ok(&["table", "grundy", "600000"]));
    let _ = std::fs::remove_dir_all(&dir);
}

fn script(name: &str, text: &str) -> String {
    common::script("scripts", name, text)
}
