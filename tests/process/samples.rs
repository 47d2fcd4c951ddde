//! Runs every judge binary as a process on every file in `samples/<binary>/`, and on broken
//! versions of those inputs. A binary is found by its directory name, so a new problem is
//! covered as soon as its samples exist.

use crate::common;

use common::{bin_dir, judge_binaries, probed_tokens, run, samples};
use std::fs;
use std::process::Output;

#[test]
fn every_judge_binary_has_samples_and_every_sample_a_binary() {
    let with_samples: Vec<String> = samples().into_iter().map(|s| s.0).collect();
    let binaries: Vec<String> = xtask::binaries(&xtask::workspace_root())
        .unwrap()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    for name in &judge_binaries() {
        assert!(
            with_samples.contains(name),
            "binary {name} has no samples/{name}/"
        );
    }
    for name in &with_samples {
        assert!(binaries.contains(name), "samples/{name}/ has no binary");
        assert!(bin_dir().join(name).exists(), "{name} was not built");
    }
}

/// Each judge binary has its row in the README's problem table, with "submit Rust at" filled
/// (a judge, or "—" with or without a reason, after looking).
#[test]
fn every_judge_binary_has_a_readme_row_saying_where_to_submit_rust() {
    let readme = fs::read_to_string(xtask::workspace_root().join("README.md")).unwrap();
    let rows: Vec<Vec<&str>> = readme
        .lines()
        .skip_while(|l| !l.starts_with("| problem | judge | game | binary | submit Rust at |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.trim_matches('|').split(" | ").map(str::trim).collect())
        .collect();
    for name in judge_binaries() {
        let binary = format!("`{name}`");
        let row = rows
            .iter()
            .find(|cells| cells.get(3) == Some(&binary.as_str()));
        let Some(row) = row else {
            panic!("{name} has no row in the README's problem table");
        };
        assert_eq!(row.len(), 5, "{name}: {row:?}");
        assert!(!row[4].is_empty(), "{name}: no \"submit Rust at\"");
    }
}

#[test]
fn every_sample_gives_the_expected_output() {
    let all = samples();
    assert!(all.len() >= 14, "only {} samples found", all.len());
    for (binary, input, expected) in all {
        let output = run(&binary, &fs::read(&input).unwrap());
        let expected = fs::read_to_string(&expected).unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{}: {stderr}", input.display());
        assert_eq!(stdout, expected, "{}", input.display());
    }
}

/// A failed run: status 1, one line on stderr starting `error:`, and the answers before the
/// bad token still on stdout.
fn assert_clean_failure(what: &str, output: &Output, expected: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{what}: {stderr}");
    assert!(
        stderr.starts_with("error: ") && stderr.lines().count() == 1,
        "{what}: {stderr:?}"
    );
    let stdout = String::from_utf8(output.stdout.clone()).unwrap();
    assert!(expected.starts_with(&stdout), "{what}: printed {stdout:?}");
}

/// Binaries whose inputs hold negative numbers, where `-1` may be a good token.
const SIGNED_INPUT: &[&str] = &["luogu_p7589"];

#[test]
fn a_bad_token_anywhere_is_one_line_on_stderr_after_the_earlier_answers() {
    common::each_on_every_core(&samples(), |(binary, input, expected)| {
        let text = fs::read(input).unwrap();
        let expected = fs::read_to_string(expected).unwrap();
        let negative: &[u8] = if SIGNED_INPUT.contains(&binary.as_str()) {
            b"-99999999999999999999"
        } else {
            b"-1"
        };
        for (start, end) in probed_tokens(&text) {
            for bad in [
                &b"x7"[..],
                negative,
                b"99999999999999999999",
                b"\xff",
                b"1\x002",
            ] {
                let mut broken = text[..start].to_vec();
                broken.extend_from_slice(bad);
                broken.extend_from_slice(&text[end..]);
                let what = format!("{} with token at {start} replaced", input.display());
                assert_clean_failure(&what, &run(binary, &broken), &expected);
            }
        }
    });
}

#[test]
fn input_cut_short_anywhere_keeps_earlier_answers() {
    common::each_on_every_core(&samples(), |(binary, input, expected)| {
        let text = fs::read(input).unwrap();
        let expected = fs::read_to_string(expected).unwrap();
        for (_, end) in probed_tokens(&text) {
            let output = run(binary, &text[..end]);
            let what = format!("{} cut at byte {end}", input.display());
            if output.status.success() {
                // Cut at a case boundary of a read-to-the-end format: a valid, shorter input.
                let stdout = String::from_utf8(output.stdout).unwrap();
                assert!(expected.starts_with(&stdout), "{what}: printed {stdout:?}");
            } else {
                assert_clean_failure(&what, &output, &expected);
                let stderr = String::from_utf8_lossy(&output.stderr);
                assert!(stderr.contains("ended early"), "{what}: {stderr}");
            }
        }
    });
}

#[test]
fn an_error_names_the_line_and_token_of_the_value_that_broke_the_promise() {
    // 2^64 − 1 reads as a whole number and lies past every range a statement promises: the
    // error must name its line and token, however many tokens were read before it was checked
    // (`0 1` to luogu_p3179 once named token 2, K's; "N and M from 1 to 40" named M's), or,
    // for a count the statement does not bound, name it as the count of what follows; and so
    // when the next token is 2^64 − 1 too (a list checked once read named its last such
    // value). One sample a binary, the smallest.
    let mut smallest: Vec<(String, std::path::PathBuf)> = Vec::new();
    for (binary, input, _) in samples() {
        let size = fs::metadata(&input).unwrap().len();
        match smallest.last_mut() {
            Some((b, kept)) if *b == binary => {
                if size < fs::metadata(&*kept).unwrap().len() {
                    *kept = input;
                }
            }
            _ => smallest.push((binary, input)),
        }
    }
    const MAX: &[u8] = b"18446744073709551615";
    let mut checked = 0;
    for (binary, input) in smallest {
        let text = fs::read(&input).unwrap();
        let spans = common::token_spans(&text);
        for (i, &(start, end)) in spans.iter().enumerate().take(40) {
            let line = 1 + text[..start].iter().filter(|&&b| b == b'\n').count();
            let named = format!("error: line {line}, token {}: ", i + 1);
            // A count with no bound is named in what was expected: `…, among the C =
            // 18446744073709551615 cases of line 1, token 1`.
            let of_count = format!(" of line {line}, token {}", i + 1);
            let names_it = |stderr: &str| {
                stderr.starts_with(&named)
                    || stderr.contains(" = 18446744073709551615 ") && stderr.contains(&of_count)
            };
            // The next token the same too: a value checked only once the next is read, and
            // found again by its text, would be named at the next.
            let next = spans.get(i + 1).map_or(end, |&(next_start, next_end)| {
                assert!(next_start > end);
                next_end
            });
            let mut twice = text[..start].to_vec();
            twice.extend_from_slice(MAX);
            if next > end {
                let (next_start, _) = spans[i + 1];
                twice.extend_from_slice(&text[end..next_start]);
                twice.extend_from_slice(MAX);
            }
            twice.extend_from_slice(&text[next..]);
            let mut once = text[..start].to_vec();
            once.extend_from_slice(MAX);
            once.extend_from_slice(&text[end..]);
            let output = run(&binary, &once);
            if output.status.success() {
                continue; // a place where any whole number is a good token
            }
            for (what, broken) in [("replaced", &once), ("and the next replaced", &twice)] {
                let stderr = String::from_utf8_lossy(&run(&binary, broken).stderr).into_owned();
                assert!(
                    names_it(&stderr),
                    "{} with token {} {what}: {stderr}",
                    input.display(),
                    i + 1
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 400, "{checked}");
}

/// A promise that ties values together (`L <= R`, `M <= min(N, 200000)`, a sum of n over the
/// tests, values in order, no pair twice) is broken by the later value, the one read when it
/// turns false: the error names that token and says which earlier values held it (see the io
/// module's docs). One input a binary that checks such a promise, broken by its later value.
#[test]
fn a_promise_that_ties_values_together_is_named_at_the_later_value() {
    let table: &[(&str, &str, &str, &str)] = &[
        (
            "abc297_g",
            "3 5 2\n2 3 3\n",
            "line 1, token 3",
            "R from L = 5 to 10^9",
        ),
        (
            "arc151_c",
            "1 2\n1 0\n",
            "line 1, token 2",
            "min(N, 200000) = 1",
        ),
        (
            "arc151_c",
            "7 2\n4 0\n2 1\n",
            "line 3, token 5",
            "X_i from 5",
        ),
        ("arc151_c", "7 2\n2 0\n3 0\n", "line 3, token 6", "unlike"),
        (
            "codechef_hamilg",
            "2\n3 2\n1 2 2 3\n3 4\n",
            "line 4, token 9",
            "(N = 3)",
        ),
        (
            "luogu_p3179",
            "10 1\n3 2 5 2\n",
            "line 2, token 6",
            "each white cell once",
        ),
        (
            "cf_1149e",
            "3 2\n0 0 0\n1 2\n2 1\n",
            "line 4, token 9",
            "no second edge",
        ),
        (
            "cf_1628d2",
            "2\n600000 1 1\n500000 1 1\n",
            "line 3, token 5",
            "600000",
        ),
        (
            "cf_1628d2",
            "1\n3 4 1\n",
            "line 2, token 3",
            "m from 1 to n = 3",
        ),
        (
            "cf_494e",
            "5 1 6\n1 1 1 1\n",
            "line 1, token 3",
            "k from 1 to n = 5",
        ),
        (
            "cf_494e",
            "5 1 1\n3 1 2 1\n",
            "line 2, token 6",
            "c from a = 3",
        ),
        ("hdu_2147", "3 3\n0 5\n", "line 2, token 4", "0 after n = 0"),
        (
            "luogu_p2490",
            "10 4 5\n",
            "line 1, token 3",
            "d from 1 to k = 4",
        ),
        (
            "luogu_p2490",
            "3 4 1\n",
            "line 1, token 2",
            "min(n, 100) = 3",
        ),
        (
            "luogu_p3480",
            "1\n3\n2 1 5\n",
            "line 3, token 4",
            "from 2 (the pile before)",
        ),
        (
            "luogu_p3480",
            "1\n2\n5000 6000\n",
            "line 3, token 4",
            "to 5000 (10000 pebbles",
        ),
        (
            "luogu_p4576",
            "3 1 1 1 1\n",
            "line 1, token 5",
            "two different cells",
        ),
        ("luogu_p5363", "3 5\n", "line 1, token 2", "min(n, 50) = 3"),
        (
            "luogu_p5970",
            &format!("11 1\n{}\n", ["1000000"; 11].join(" ")),
            "line 2, token 13",
            "10^7 less the piles before",
        ),
        (
            "luogu_p7097",
            "0\n0 0 1\n\n\n100000 100000 5 200\n",
            "line 5, token 8",
            "from d_a = 5",
        ),
        (
            "luogu_p7589",
            "1\n2 0 1\n3 1 2\n3 4 5\n",
            "line 4, token 8",
            "not given before",
        ),
        (
            "luogu_p7589",
            "1\n1 0 1\n3 4 4\n",
            "line 3, token 7",
            "other than b = 4",
        ),
        ("poj_2348", "0 5\n", "line 1, token 2", "0 after a 0"),
    ];
    for &(binary, input, at, words) in table {
        let output = run(binary, input.as_bytes());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.starts_with(&format!("error: {at}: expected ")) && stderr.contains(words),
            "{binary} on {input:?}: {stderr}"
        );
    }
}

/// A value that is missing is named as the statement names it, at the token where it belongs
/// (agc045_a once said "expected a row of the board" where S was missing).
#[test]
fn a_missing_value_is_named_in_the_statements_words() {
    let output = run("agc045_a", b"1\n2\n1 2\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let message = "error: input ended early: expected S, a string of 0 and 1 (token 5)\n";
    assert_eq!(stderr, message);
    let output = run("agc045_a", b"1\n2\n1 2\n101\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let message = "error: line 4, token 5: expected S, a string of 0 and 1 of length 2, found \
                   one of length 3\n";
    assert_eq!(stderr, message);
}
