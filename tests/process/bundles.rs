//! Every judge binary as a one-file bundle: checked by bare `rustc` in an empty directory
//! (no Cargo, no crates) in editions 2018 and 2021 and compiled in 2024, with no warning, and
//! the 2024 program run on every sample, into a full device and on broken versions of the
//! samples, where it must print, fail and exit exactly as the Cargo-built binary does. Compiled without `-O`: only compilation and behaviour are checked
//! here, and the samples are small (`cargo xtask bench` times the optimised bundles' peers).

use crate::common;

use common::{probed_tokens, run, run_into_full_device, run_program, samples, token_spans};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Bundles `name` in a fresh directory, checks it in every edition but the newest (names,
/// types, borrows and lints, no code: what an edition changes) and compiles it in the newest
/// (2024) with overflow checks on; returns that program, which runs the samples and the broken
/// inputs, here and in `fuzz.rs`, where an overflow is then an internal error, not a silent
/// wrap. (Running the older editions' programs too cost half of this test's 200 s of processor
/// time for no behaviour of their own: the source is the same.)
fn compile(name: &str, scratch: &Path) -> PathBuf {
    let bundle = xtask::bundle(&xtask::workspace_root(), name).unwrap();
    compile_checked(name, &bundle, scratch)
}

/// What [`compile`] does once it has the bundle.
fn compile_checked(name: &str, bundle: &str, scratch: &Path) -> PathBuf {
    let dir = scratch.join(name);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("main.rs"), bundle).unwrap();
    let (newest, older) = xtask::EDITIONS.split_last().expect("editions");
    for edition in older {
        common::check_in_edition(&dir, name, edition, &["-C", "debug-assertions=off"]);
    }
    let checked = [
        "-C",
        "opt-level=1",
        "-C",
        "debug-assertions=off",
        "-C",
        "overflow-checks=on",
    ];
    common::compile_in_edition(&dir, name, newest, &checked)
}

/// Compiles `bundle` in a fresh directory in every edition, with no warning allowed; returns
/// the program for each edition. Without `-O` (compiling is most of the cost), but without
/// debug assertions and overflow checks, as a judge's `-O` build and Cargo's release build run.
fn compile_bundle(name: &str, bundle: &str, scratch: &Path) -> Vec<PathBuf> {
    compile_bundle_with(&["-C", "debug-assertions=off"], name, bundle, scratch)
}

/// [`compile_bundle`] with the given options for rustc.
fn compile_bundle_with(options: &[&str], name: &str, bundle: &str, scratch: &Path) -> Vec<PathBuf> {
    let dir = scratch.join(name);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("main.rs"), bundle).unwrap();
    xtask::EDITIONS
        .iter()
        .map(|edition| common::compile_in_edition(&dir, name, edition, options))
        .collect()
}

#[test]
fn every_bundle_compiles_alone_and_behaves_like_its_binary() {
    let scratch = std::env::temp_dir().join(format!("grundy-bundles-{}", std::process::id()));
    let names = common::judge_binaries(); // tools like `sg` read no samples
    assert!(names.len() >= 13);
    let all = samples();
    // One thread per binary, compiling and then running: rustc and the runs share the cores.
    std::thread::scope(|s| {
        for name in &names {
            let (scratch, all) = (&scratch, &all);
            s.spawn(move || {
                let program = compile(name, scratch);
                behaves_like_its_binary(name, &program, all);
                crate::fuzz::check_with_overflow_checks(&program, name);
            });
        }
    });
    let _ = fs::remove_dir_all(&scratch);
}

/// Runs `program` (the bundle of `name`) and the Cargo binary on every sample, with stdout on a
/// full device, and on each sample with one probed token replaced by garbage or cut after it;
/// they must agree on stdout, stderr and exit status.
fn behaves_like_its_binary(name: &str, program: &Path, all: &[(String, PathBuf, PathBuf)]) {
    let cases: Vec<_> = all.iter().filter(|(b, _, _)| b == name).collect();
    assert!(!cases.is_empty(), "{name} has no samples");
    for (_, input, expected) in cases {
        let text = fs::read(input).unwrap();
        let expected = fs::read_to_string(expected).unwrap();
        // The sample itself, then each token replaced by garbage, then cut after it.
        let mut inputs = vec![text.clone()];
        for (start, end) in probed_tokens(&text) {
            let mut broken = text[..start].to_vec();
            // The garbage and the cuts of `samples`' tests: the Cargo binary's runs are theirs.
            broken.extend_from_slice(b"x7");
            broken.extend_from_slice(&text[end..]);
            inputs.push(broken);
            inputs.push(text[..end].to_vec());
        }
        for (i, case) in inputs.iter().enumerate() {
            let cargo = run(name, case);
            if i == 0 {
                assert_eq!(String::from_utf8_lossy(&cargo.stdout), expected);
            }
            let bundled = run_program(program, case);
            let what = format!("{} variant {i}, {}", input.display(), program.display());
            assert_eq!(bundled.stdout, cargo.stdout, "{what}");
            assert_eq!(bundled.stderr, cargo.stderr, "{what}");
            assert_eq!(bundled.status.code(), cargo.status.code(), "{what}");
        }
        if Path::new("/dev/full").exists() {
            let cargo = run_into_full_device(&common::bin_dir().join(name), input);
            assert_eq!(cargo.status.code(), Some(1), "{name} into /dev/full");
            let bundled = run_into_full_device(program, input);
            let what = format!("{} into /dev/full, {}", input.display(), program.display());
            assert_eq!(bundled.stderr, cargo.stderr, "{what}");
            assert_eq!(bundled.status.code(), cargo.status.code(), "{what}");
        }
    }
}

#[test]
fn bundles_are_deterministic_std_only_and_small() {
    let root = xtask::workspace_root();
    for name in common::judge_binaries() {
        let bundle = xtask::bundle(&root, &name).unwrap();
        assert_eq!(bundle, xtask::bundle(&root, &name).unwrap(), "{name}");
        for absent in ["proconio", "#[cfg(test)]", "///", "//!", "extern crate"] {
            assert!(!bundle.contains(absent), "{name} bundle contains {absent}");
        }
        assert!(
            bundle.len() < 50_000,
            "{name} bundle is {} bytes",
            bundle.len()
        );
        let over = xtask::limits_exceeded(&name, bundle.len());
        assert!(
            xtask::judge_of(&name).is_some()
                || name.starts_with("hihocoder_")
                || name.starts_with("lc_"),
            "{name}: which judge?"
        );
        assert_eq!(over.own, None, "{name}: over its judge's limit");
        // The seven the project began with carry only the items they reach (issue 30).
        if ORIGINAL_SEVEN.contains(&name.as_str()) {
            assert!(
                bundle.len() <= 12_600,
                "{name} bundle is {} bytes",
                bundle.len()
            );
        }
        if let Some((_, cap)) = SHRUNK.iter().find(|(n, _)| *n == name) {
            assert!(
                bundle.len() <= *cap,
                "{name} bundle is {} bytes",
                bundle.len()
            );
        }
    }
}

/// The bundles that shrank most when the bundler stopped keeping items by names they only share
/// (issue 49), each capped a little above its size then: luogu_p1971 25 681 -> 21 466 bytes (a
/// method `mover_wins` kept the free function of that name and the blossom matching behind it),
/// luogu_p4232 25 463 -> 23 880, luogu_p6560 15 332 -> 14 416, and the largest, abc229_h,
/// 40 475 -> 39 675.
const SHRUNK: [(&str, usize); 4] = [
    ("luogu_p1971", 21_700),
    ("luogu_p4232", 24_100),
    ("luogu_p6560", 14_600),
    ("abc229_h", 39_900),
];

/// The judge binaries the project was built for; their bundles stay at most 12 600 bytes (12 000
/// until hdu_2176 checked its statement's ranges, which brought in `fail`; 12 100 until an
/// error named the token that broke a promise, not the last read, issue 49: 455 bytes).
const ORIGINAL_SEVEN: [&str; 7] = [
    "hihocoder_1172",
    "hdu_2176",
    "hdu_3537",
    "hdu_1846",
    "luogu_p2197",
    "luogu_p4279",
    "poj_1067",
];

#[test]
fn check_refuses_a_bundle_over_its_judges_limit_and_names_the_others() {
    let root = xtask::workspace_root();
    // 65 537 bytes: one over Codeforces' limit, far under AtCoder's.
    let text = "fn main() {}\n";
    let bundle = format!("{text}{}", " ".repeat(65_537 - text.len()));
    let err = xtask::check(&root, "cf_1147f", &bundle).unwrap_err();
    assert_eq!(
        err,
        "cf_1147f: the bundle (65537 bytes) is over Codeforces's limit on a submission, 65536 \
         bytes (and CodeChef's 50000 bytes, SPOJ's 50000 bytes, Luogu's 50000 bytes, HDU's \
         65535 bytes, POJ's 65535 bytes)"
    );
    // A program named for no judge is held to every judge's limit: 51 157 bytes, the size of a
    // program calling partizan::calculate before the bundler shrank it, is over the 50 000 of
    // three.
    let bundle = format!("{text}{}", " ".repeat(51_157 - text.len()));
    let err = xtask::check(&root, "my_calculator", &bundle).unwrap_err();
    assert!(err.contains("CodeChef's 50000 bytes, SPOJ's 50000 bytes, Luogu's 50000 bytes (the name says no judge"), "{err}");
    let atcoder = xtask::limits_exceeded("abc229_h", 65_537);
    assert_eq!(atcoder.own, None);
    assert_eq!(atcoder.others.len(), 6);
}

#[test]
fn unknown_binary_is_an_error_naming_the_choices() {
    let error = xtask::bundle(&xtask::workspace_root(), "nope").unwrap_err();
    assert!(error.contains("poj_1067"), "{error}");
}

/// The layout reads Rust's tokens: indentation, comments (a `// SAFETY:` one too, and block
/// comments, nested), doc comments, `#[doc]` and `#[cfg(test)]` items go, and nothing inside a
/// literal does: a `//` in a string, a line of a string that starts with `//`, a raw string, the
/// char literals `'/'` and `'"'`. Before, a block comment or a raw string anywhere stopped the
/// layout for the rest of the bundle (a calculator program with one was 68 903 bytes, not
/// 49 438).
#[test]
fn indentation_and_comments_go_but_never_from_inside_a_literal() {
    let code = "fn f() {\n    let q = b'\"';\n    let s = \"a\n        b\\\n     c\";\n    g(); // \"\n        h('\\'');\n      i();\n}\n";
    let expected =
        "fn f() {\nlet q = b'\"';\nlet s = \"a\n        b\\\n     c\";\ng();\nh('\\'');\ni();\n}\n";
    assert_eq!(xtask::layout(code), expected);
    let comments = "let a = 1; // one\n    let b = \"// not a comment\"; // two\n    // whole line\n    f(); // SAFETY: a note\n";
    let expected = "let a = 1;\nlet b = \"// not a comment\";\nf();\n";
    assert_eq!(xtask::layout(comments), expected);
    let literals = "/// Doc.\n#[doc = \"more\"]\nfn g() {\n    let s = \"x\n// kept\";\n    /* a /* nested */ block */ let r = r#\"\n    \"// y\"#;\n    h('/', '\"', '/'); //! z\n}\n";
    let expected =
        "fn g() {\nlet s = \"x\n// kept\";\nlet r = r#\"\n    \"// y\"#;\nh('/', '\"', '/');\n}\n";
    assert_eq!(xtask::layout(literals), expected);
    let tests = "fn a() {}\n#[cfg(test)]\nfn helper() -> u8 {\n    1\n}\n#[cfg(test)]\nconst N: [u8; 2] = [1, 2];\nfn b() {}\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\n";
    assert_eq!(xtask::layout(tests), "fn a() {}\nfn b() {}\n");
}

/// A solution written the way a contestant might: globs, a module imported whole, doc comments.
const CONTESTANT: &str = r#"//! Nim with a loopy twist: prints the nim-sum, then the outcome of a two-cycle.
use grundy::games::*;
use grundy::io::*;
use grundy::search::loopy;
use proconio::input;

/// The answer for one case.
fn answer(piles: &[u64]) -> u64 {
    nim::nim_sum(piles)
}

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize, piles: with many::<U64>(n) }
        out.numbers([answer(&piles)]);
        let game = loopy::GameGraph::new(2, &[(0, 1), (1, 0)]);
        out.line(if game.solve().outcome(0) == loopy::Outcome::Draw { "draw" } else { "?" });
    });
}
"#;

#[test]
fn globs_whole_modules_and_doc_comments_are_followed() {
    let root = xtask::workspace_root();
    let bundle = xtask::bundle_source(&root, "contestant", CONTESTANT).unwrap();
    assert!(!bundle.contains("///") && !bundle.contains("//!"));
    let scratch = std::env::temp_dir().join(format!("grundy-contestant-{}", std::process::id()));
    for program in compile_bundle("contestant", &bundle, &scratch) {
        let output = run_program(&program, b"3\n1 2 4\n");
        assert_eq!(String::from_utf8_lossy(&output.stdout), "7\ndraw\n");
        let output = run_program(&program, b"3\n1 x 4\n");
        assert_eq!(output.status.code(), Some(1));
    }
    let _ = fs::remove_dir_all(&scratch);
}

#[test]
fn what_the_bundler_cannot_follow_is_an_error_naming_it() {
    let root = xtask::workspace_root();
    for (code, words) in [
        (
            "use grundy as g;\nfn main() { g::io::judge(|_, _| {}); }",
            "renames the library",
        ),
        (
            "use grundy::games::nim::nim_sum::*;\nfn main() {}",
            "globs of modules only",
        ),
        (
            "use grundy::explore;\nfn main() { explore::main(); }",
            "uses the crate clap",
        ),
        ("use clap::Parser;\nfn main() {}", "uses the crate clap"),
    ] {
        let error = xtask::bundle_source(&root, "broken", code).unwrap_err();
        assert!(error.contains(words), "{code}: {error}");
    }
}

#[test]
fn the_readme_worked_example_bundles_compiles_and_answers() {
    let root = xtask::workspace_root();
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    let block = readme
        .split("<!-- worked example -->\n```rust\n")
        .nth(1)
        .and_then(|rest| rest.split("\n```").next())
        .expect("README has the worked example");
    let bundle = xtask::bundle_source(&root, "worked_example", block).unwrap();
    let scratch = std::env::temp_dir().join(format!("grundy-worked-{}", std::process::id()));
    for program in compile_bundle("worked_example", &bundle, &scratch) {
        let output = run_program(&program, b"4\n0\n1\n4\n1000000000000000000\n");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            "Second\nFirst\nSecond\nSecond\n"
        );
    }
    let _ = fs::remove_dir_all(&scratch);
}

/// The Cargo build of `examples/NAME.rs`, built now if `cargo test` did not build examples
/// (a run of one test target does not).
fn example(name: &str) -> PathBuf {
    let program = common::bin_dir().join("examples").join(name);
    if !program.exists() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .args(["build", "--release", "--quiet", "--example", name])
            .current_dir(xtask::workspace_root())
            .status()
            .unwrap();
        assert!(status.success(), "cargo build --example {name}");
    }
    program
}

/// A solution reading every `input!` form that a bundle carries (examples/every_input_form.rs):
/// its bundle, compiled in every edition (without `-O`, which only speed would need, but with
/// release arithmetic), prints, fails and exits as its Cargo build on a good input, on the input with each token
/// replaced by garbage, by `0` or by a number too large for it, and on the input cut after each
/// token.
#[test]
fn every_input_form_bundles_and_reads_as_proconio_does() {
    let root = xtask::workspace_root();
    let source = fs::read_to_string(root.join("examples/every_input_form.rs")).unwrap();
    let bundle = xtask::bundle_source(&root, "every_input_form", &source).unwrap();
    let scratch = std::env::temp_dir().join(format!("grundy-forms-{}", std::process::id()));
    // Checked in the older editions, run as compiled in the newest: the source is the same,
    // so running every edition's program (as before) tripled the runs for no behaviour of its own.
    let dir = scratch.join("forms");
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("main.rs"), &bundle).unwrap();
    let options = ["-C", "debug-assertions=off"];
    let (newest, older) = xtask::EDITIONS.split_last().expect("editions");
    for edition in older {
        common::check_in_edition(&dir, "forms", edition, &options);
    }
    let programs = [common::compile_in_edition(&dir, "forms", newest, &options)];
    let cargo = example("every_input_form");
    let text: &[u8] = b"3\n5 1 4\n1 -2 2 7\na b\nc d\n-5 18446744073709551615\nhello w\xC3\xB6rld \
                        xyz\n3\n2 10 20\n9 -1 2\n2 250 0\nHTH true\n\
                        2\n3 7 0 9\n1 4\n";
    let mut inputs = vec![text.to_vec()];
    for (start, end) in token_spans(text) {
        for garbage in [&b"x"[..], b"0", b"99999999999999999999", b"+7", b"\xFF"] {
            let mut broken = text[..start].to_vec();
            broken.extend_from_slice(garbage);
            broken.extend_from_slice(&text[end..]);
            inputs.push(broken);
        }
        inputs.push(text[..end].to_vec());
    }
    for (i, input) in inputs.iter().enumerate() {
        let expected = run_program(&cargo, input);
        if i == 0 {
            assert!(expected.status.success(), "{expected:?}");
        } else if !expected.status.success() {
            let stderr = String::from_utf8_lossy(&expected.stderr);
            // `[T; n]` reserves n values at once, in proconio as in the stand-in: a count too
            // large is a capacity overflow, the one failure that is not an `error:` line.
            let overflow = stderr.contains("capacity overflow");
            assert!(
                (stderr.starts_with("error: ") || overflow) && stderr.lines().count() == 1,
                "{stderr}"
            );
        }
        for program in &programs {
            let bundled = run_program(program, input);
            let what = format!(
                "input {i} {:?}, {}",
                String::from_utf8_lossy(input),
                program.display()
            );
            assert_eq!(bundled.stdout, expected.stdout, "{what}");
            assert_eq!(bundled.stderr, expected.stderr, "{what}");
            assert_eq!(bundled.status.code(), expected.status.code(), "{what}");
        }
    }
    let _ = fs::remove_dir_all(&scratch);
}

#[test]
fn an_input_form_the_bundle_cannot_read_is_an_error_naming_it_and_its_line() {
    let root = xtask::workspace_root();
    let solution = |form: &str| {
        format!(
            "use grundy::io::{{judge, U64}};\nuse proconio::input;\n\nfn main() {{\n    \
             judge(|src, out| {{\n        input! {{ from &mut *src, n: usize, {form} }}\n    }});\n}}\n"
        )
    };
    for (form, words) in [
        ("v: Vec<u64>", "`v: Vec<u64>`"),
        ("p: [Vec<u64>; n]", "`p: [Vec<u64>; n]`"),
        ("q: (U64, Graph)", "`q: (U64, Graph)`"),
        ("r: []", "`r: []`"),
        ("s: ()", "`s: ()`"),
    ] {
        let error = xtask::bundle_source(&root, "broken", &solution(form)).unwrap_err();
        assert!(
            error.starts_with("src/bin/broken.rs:6: `input!` form ") && error.contains(words),
            "{form}: {error}"
        );
    }
    let stdin = "use proconio::input;\nfn main() {\n    input! { n: usize }\n}\n";
    let error = xtask::bundle_source(&root, "stdin", stdin).unwrap_err();
    assert!(
        error.starts_with("src/bin/stdin.rs:3:") && error.contains("from &mut *src"),
        "{error}"
    );
    let source = "use proconio::source::line::LineSource;\nfn main() {}\n";
    let error = xtask::bundle_source(&root, "source", source).unwrap_err();
    assert!(error.starts_with("src/bin/source.rs:1:"), "{error}");
}

#[test]
fn check_shows_each_error_at_its_line_of_the_binary_or_the_library() {
    let root = xtask::workspace_root();
    let bundle = xtask::bundle(&root, "poj_1067").unwrap();
    let summary = xtask::check(&root, "poj_1067", &bundle).unwrap();
    assert!(summary.contains("2018, 2021, 2024"), "{summary}");
    // Without the binary's import of `judge`, its call is an error at its line of the binary.
    let import = bundle
        .lines()
        .find(|l| l.starts_with("use crate::io::"))
        .unwrap();
    let error = xtask::check(&root, "poj_1067", &bundle.replacen(import, "", 1)).unwrap_err();
    let source = fs::read_to_string(root.join("src/bin/poj_1067.rs")).unwrap();
    let line = source.lines().position(|l| l.contains("judge(")).unwrap() + 1;
    assert!(
        error.contains(&format!("--> src/bin/poj_1067.rs:{line}:")),
        "{error}"
    );
    assert!(
        error.contains("edition 2018:") && error.contains("edition 2024:"),
        "{error}"
    );
    // Without the io module's `std::io` imports, the errors are at lines of `src/io/`.
    let std_io = bundle
        .lines()
        .find(|l| l.starts_with("use std::io::"))
        .unwrap();
    let error = xtask::check(&root, "poj_1067", &bundle.replacen(std_io, "", 1)).unwrap_err();
    assert!(error.contains("--> src/io/"), "{error}");
}

/// A bundle that today's rustc compiles but Rust 1.70 (README's promise, `msrv` in
/// `clippy.toml`) does not: each newer std API is named with the release it needs, at its line.
#[test]
fn check_names_each_std_api_newer_than_the_oldest_rust_promised() {
    let root = xtask::workspace_root();
    let config = fs::read_to_string(root.join("clippy.toml")).unwrap();
    assert!(config.contains("msrv = \"1.70\""), "{config}");
    let source = "use grundy::io::{judge, U64};\nuse proconio::input;\n\nfn main() {\n    \
                  judge(|src, out| {\n        input! { from &mut *src, n: U64 }\n        \
                  for _ in 1..=0 {}\n        \
                  let chunks = [1, 1, 2].chunk_by(|a, b| a == b).count() as u64;\n        \
                  out.numbers([n.div_ceil(3), chunks, n.checked_ilog2().unwrap_or(0) as u64]);\n    \
                  });\n}\n";
    let bundle = xtask::bundle_source(&root, "too_new", source).unwrap();
    let error = xtask::check(&root, "too_new", &bundle).unwrap_err();
    assert!(error.contains("newer than Rust 1.70"), "{error}");
    let line = |api: &str| {
        1 + bundle
            .lines()
            .position(|l| l.contains(&format!(".{api}(")))
            .unwrap()
    };
    for (api, since) in [("div_ceil", "1.73"), ("chunk_by", "1.77")] {
        let named = format!(
            "`{api}` needs Rust {since}\n  --> bundle line {}:",
            line(api)
        );
        assert!(error.contains(&named), "{api}: {error}");
    }
    // `checked_ilog2` is Rust 1.67's: within the promise, and so is all but the newer calls;
    // clippy's other lints (an empty range, denied by default) are not this check's.
    assert!(
        !error.contains("ilog2") && !error.contains("empty"),
        "{error}"
    );
    let within = source
        .replace("n.div_ceil(3)", "n / 3")
        .replace(".chunk_by(|a, b| a == b)", ".windows(2)");
    let bundle = xtask::bundle_source(&root, "too_new", &within).unwrap();
    let summary = xtask::check(&root, "too_new", &bundle).unwrap();
    assert!(summary.contains("with Rust 1.70's std"), "{summary}");
}

/// A Blue-Red Hackenbush tree valued through `blue_red_tree` by a solution with a local named
/// `tree` (examples/blue_red_tree.rs): what the bundle keeps follows what the code reaches, so
/// neither that local nor the library's own locals named `tree` keep the function `tree` and
/// the game arena behind it (46 763 bytes when they did; 19 764 since issue 49, capped at
/// 20 000). Its bundle, compiled in every edition, answers as its Cargo build does.
#[test]
fn a_local_named_like_a_library_function_does_not_keep_it() {
    let root = xtask::workspace_root();
    let source = fs::read_to_string(root.join("examples/blue_red_tree.rs")).unwrap();
    assert!(source.contains("let tree = "));
    let bundle = xtask::bundle_source(&root, "blue_red_tree", &source).unwrap();
    assert!(
        bundle.len() < 20_000 && !bundle.contains("pub fn tree("),
        "{} bytes:\n{bundle}",
        bundle.len()
    );
    let scratch = std::env::temp_dir().join(format!("grundy-blue-red-{}", std::process::id()));
    let cargo = example("blue_red_tree");
    for program in compile_bundle("blue_red_tree", &bundle, &scratch) {
        for input in [
            &b"4\n1 2 B\n2 3 R\n2 4 B\n"[..],
            b"3\n1 2 R\n2 3 B\n",
            b"1\n",
            b"3\n1 2 B\n2 3 G\n",
            b"3\n1 2 B\n2 3 X\n",
        ] {
            let (bundled, expected) = (run_program(&program, input), run_program(&cargo, input));
            assert_eq!(bundled.stdout, expected.stdout);
            assert_eq!(bundled.stderr, expected.stderr);
            assert_eq!(bundled.status.code(), expected.status.code());
        }
    }
    let _ = fs::remove_dir_all(&scratch);
}

/// A program a contestant may write around `partizan::calculate`, reading through std alone.
const CALCULATOR: &str = r#"use grundy::partizan::calculate;
use std::io::Read;

/* Each line of the input is one expression. */
fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    for expr in text.lines() {
        match calculate(expr) {
            Ok(answer) => println!("{answer}"),
            Err(e) => println!("error: {e}"),
        }
    }
}
"#;

/// The calculator's bundle fits the smallest judges' limit, CodeChef's, SPOJ's and Luogu's
/// 50 000 bytes (it was 51 535 bytes while a method was kept by a field or another type's path
/// of its name, an impl with a `where` clause kept all its methods, and every bundle carried the
/// `input!` stand-in: 49 438 after, and 68 903 with a block comment, which stopped the layout
/// before the bundler read Rust's tokens), and, checked in 2018 and 2021 and compiled in 2024, it
/// answers as the library does, errors included.
#[test]
fn the_calculator_bundles_under_every_judges_limit_and_answers() {
    let root = xtask::workspace_root();
    let bundle = xtask::bundle_source(&root, "calculator", CALCULATOR).unwrap();
    assert!(bundle.len() <= 49_700, "{} bytes", bundle.len());
    let over = xtask::limits_exceeded("calculator", bundle.len());
    assert!(over.own.is_none() && over.others.is_empty(), "{over:?}");
    let scratch = std::env::temp_dir().join(format!("grundy-calculator-{}", std::process::id()));
    let program = compile_checked("calculator", &bundle, &scratch);
    let exprs = [
        "{1|-1} + {0|*}",
        "hackenbush BBR RB",
        "{3|{2|1}} - ^* + *2",
        "{1|",
        "{{2|0}|-1} + 1/4",
    ];
    let expected: String = exprs
        .iter()
        .map(|e| match grundy::partizan::calculate(e) {
            Ok(answer) => format!("{answer}\n"),
            Err(e) => format!("error: {e}\n"),
        })
        .collect();
    let output = run_program(&program, exprs.join("\n").as_bytes());
    assert!(output.status.success(), "{output:?}");
    assert_eq!(String::from_utf8_lossy(&output.stdout), expected);
    let _ = fs::remove_dir_all(&scratch);
}
