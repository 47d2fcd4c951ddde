//! Every judge binary as a one-file bundle: compiled by bare `rustc -O` in an empty directory
//! (no Cargo, no crates) in editions 2018, 2021 and 2024 with no warning, and run on every
//! sample, on broken versions of them and into a full device, where it must print, fail and
//! exit exactly as the Cargo-built binary does.

mod common;

use common::{run, run_into_full_device, run_program, samples, token_spans};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Rust's editions from the oldest a judge still uses to the newest (Luogu, AtCoder and
/// Library Checker compile with `--edition 2024`).
const EDITIONS: [&str; 3] = ["2018", "2021", "2024"];

/// Bundles `name` and compiles it in a fresh directory; returns the program for each edition.
fn compile(name: &str, scratch: &Path) -> Vec<PathBuf> {
    let bundle = xtask::bundle(&xtask::workspace_root(), name).unwrap();
    compile_bundle(name, &bundle, scratch)
}

/// Compiles `bundle` in a fresh directory in every edition, with no warning allowed; returns
/// the program for each edition.
fn compile_bundle(name: &str, bundle: &str, scratch: &Path) -> Vec<PathBuf> {
    let dir = scratch.join(name);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("main.rs"), bundle).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    EDITIONS
        .iter()
        .map(|edition| {
            let program = dir.join(format!("main{edition}"));
            let output = Command::new(&rustc)
                .args(["-O", "--edition", edition, "--crate-name", name, "-o"])
                .arg(&program)
                .arg("main.rs")
                .current_dir(&dir)
                .env_remove("CARGO_ENCODED_RUSTFLAGS")
                .output()
                .expect("rustc runs");
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(
                output.status.success(),
                "{name} (edition {edition}):\n{stderr}"
            );
            assert!(
                stderr.trim().is_empty(),
                "{name} (edition {edition}) warns:\n{stderr}"
            );
            program
        })
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
            s.spawn(move || behaves_like_its_binary(name, &compile(name, scratch), all));
        }
    });
    let _ = fs::remove_dir_all(&scratch);
}

/// Runs each of `programs` (the bundle of `name`) and the Cargo binary on every sample, on
/// each sample with one token replaced by garbage or cut after it, and with stdout on a full
/// device; they must agree on stdout, stderr and exit status.
fn behaves_like_its_binary(name: &str, programs: &[PathBuf], all: &[(String, PathBuf, PathBuf)]) {
    let cases: Vec<_> = all.iter().filter(|(b, _, _)| b == name).collect();
    assert!(!cases.is_empty(), "{name} has no samples");
    for (_, input, expected) in cases {
        let text = fs::read(input).unwrap();
        let expected = fs::read_to_string(expected).unwrap();
        // The sample itself, then each token replaced by garbage, then cut after it.
        let mut inputs = vec![text.clone()];
        for (start, end) in token_spans(&text) {
            let mut broken = text[..start].to_vec();
            broken.extend_from_slice(b"x");
            broken.extend_from_slice(&text[end..]);
            inputs.push(broken);
            inputs.push(text[..end].to_vec());
        }
        for (i, case) in inputs.iter().enumerate() {
            let cargo = run(name, case);
            if i == 0 {
                assert_eq!(String::from_utf8_lossy(&cargo.stdout), expected);
            }
            for program in programs {
                let bundled = run_program(program, case);
                let what = format!("{} variant {i}, {}", input.display(), program.display());
                assert_eq!(bundled.stdout, cargo.stdout, "{what}");
                assert_eq!(bundled.stderr, cargo.stderr, "{what}");
                assert_eq!(bundled.status.code(), cargo.status.code(), "{what}");
            }
        }
        if Path::new("/dev/full").exists() {
            let cargo = run_into_full_device(&common::bin_dir().join(name), input);
            assert_eq!(cargo.status.code(), Some(1), "{name} into /dev/full");
            for program in programs {
                let bundled = run_into_full_device(program, input);
                let what = format!("{} into /dev/full, {}", input.display(), program.display());
                assert_eq!(bundled.stderr, cargo.stderr, "{what}");
                assert_eq!(bundled.status.code(), cargo.status.code(), "{what}");
            }
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
    }
}

#[test]
fn unknown_binary_is_an_error_naming_the_choices() {
    let error = xtask::bundle(&xtask::workspace_root(), "nope").unwrap_err();
    assert!(error.contains("poj_1067"), "{error}");
}

#[test]
fn indentation_and_comments_after_code_go_outside_string_literals() {
    let code = "fn f() {\n    let q = b'\"';\n    let s = \"a\n        b\\\n     c\";\n    g(); // \"\n        h('\\'');\n      i();\n}\n";
    let expected =
        "fn f() {\nlet q = b'\"';\nlet s = \"a\n        b\\\n     c\";\ng();\nh('\\'');\ni();\n}\n";
    assert_eq!(xtask::layout(code), expected);
    let comments = "let a = 1; // one\n    let b = \"// not a comment\"; // two\n    // whole line\n    f(); // SAFETY: kept\n";
    let expected =
        "let a = 1;\nlet b = \"// not a comment\";\n// whole line\nf(); // SAFETY: kept\n";
    assert_eq!(
        xtask::layout(comments),
        expected,
        "comments after code are dropped"
    );
    let raw = "let r = r#\"\n    x\"#;\n    y();\n";
    assert_eq!(xtask::layout(raw), raw, "a raw string stops the conversion");
}

/// The top-level public items of a library source file (`pub fn`, `pub struct`, ...), and
/// the public methods of its `impl` blocks, by name.
fn public_items(code: &str) -> (Vec<String>, Vec<String>) {
    let code = code.split("#[cfg(test)]").next().unwrap();
    let name = |rest: &str| -> String {
        rest.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let (mut items, mut methods) = (Vec::new(), Vec::new());
    for line in code.lines() {
        for keyword in [
            "fn ", "struct ", "enum ", "trait ", "type ", "const ", "static ",
        ] {
            if let Some(rest) = line
                .strip_prefix("pub ")
                .and_then(|l| l.strip_prefix(keyword))
            {
                items.push(name(rest));
            }
        }
        if let Some(rest) = line.strip_prefix("    pub fn ") {
            methods.push(name(rest));
        }
        // A module split into files names its items once more: `pub use arena::{Game, Games};`.
        if let Some(rest) = line.strip_prefix("pub use ") {
            let (_, names) = rest.trim_end_matches(';').split_once("::").unwrap();
            let names = names.trim_start_matches('{').trim_end_matches('}');
            items.extend(names.split(',').map(|n| n.trim().to_owned()));
        }
    }
    (items, methods)
}

/// A binary that names every public item of every library module but the explorer (which no
/// judge binary reaches): each module's items imported under names of their own, io's
/// re-exports, and every public method by name, so that the bundle keeps all of them.
fn binary_naming_every_item(root: &Path) -> String {
    let mut text = String::new();
    let mut methods = Vec::new();
    // (the path of a module, its file): every module of the impartial and the partizan games,
    // and the partizan games' own items (the calculator).
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    for family in ["games", "partizan"] {
        for entry in fs::read_dir(root.join("src").join(family)).unwrap() {
            let path = entry.unwrap().path();
            let stem = path.file_stem().unwrap().to_str().unwrap().to_owned();
            // A module's own folder holds its private parts (sparse_space/marker.rs).
            if stem != "mod" && !path.is_dir() {
                files.push((format!("{family}::{stem}"), path));
            }
        }
    }
    files.push(("partizan".to_owned(), root.join("src/partizan/mod.rs")));
    files.sort();
    for (module, file) in &files {
        let (items, more) = public_items(&fs::read_to_string(file).unwrap());
        methods.extend(more);
        // The files of a module split by concern hold its methods (`game/compare.rs`).
        if let Ok(parts) = fs::read_dir(file.with_extension("")) {
            for part in parts {
                let code = fs::read_to_string(part.unwrap().path()).unwrap();
                methods.extend(public_items(&code).1);
            }
        }
        if !items.is_empty() {
            let prefix = module.replace("::", "_");
            let renamed: Vec<String> = items
                .iter()
                .map(|i| format!("{i} as {prefix}_{i}"))
                .collect();
            text += &format!("use grundy::{module}::{{{}}};\n", renamed.join(", "));
        }
    }
    let io = fs::read_to_string(root.join("src/io/mod.rs")).unwrap();
    // `pub use markers::{many, U64};` is `grundy::io::{many, U64}` to a user.
    for line in io.lines().filter(|l| l.starts_with("pub use ")) {
        let (_, items) = line.trim_end_matches(';').split_once("::").unwrap();
        text += &format!("use grundy::io::{items};\n");
    }
    for file in fs::read_dir(root.join("src/io")).unwrap() {
        methods.extend(public_items(&fs::read_to_string(file.unwrap().path()).unwrap()).1);
    }
    methods.sort();
    methods.dedup();
    let quoted: Vec<String> = methods.iter().map(|m| format!("{m:?}")).collect();
    text += &format!("const METHODS: &[&str] = &[{}];\nfn main() {{\n    println!(\"{{}}\", METHODS.len());\n}}\n", quoted.join(", "));
    text
}

#[test]
fn every_public_item_of_the_library_bundles_and_compiles_in_every_edition() {
    let root = xtask::workspace_root();
    let main = binary_naming_every_item(&root);
    assert!(
        main.contains("games::loopy::{")
            && main.contains("partizan::game::{")
            && main.contains("grundy::partizan::{")
            && main.contains("grundy::io::"),
        "{main}"
    );
    let bundle = xtask::bundle_source(&root, "every_item", &main).unwrap();
    // Every module's code made it in.
    for module in [
        "loopy",
        "geography",
        "sparse_space",
        "nimber",
        "subtraction",
        "dyadic",
        "game",
        "notation",
        "hackenbush",
        "advance_or_eat",
    ] {
        assert!(
            bundle.contains(&format!("pub mod {module} {{")),
            "{module} missing"
        );
    }
    let scratch = std::env::temp_dir().join(format!("grundy-every-item-{}", std::process::id()));
    let programs = compile_bundle("every_item", &bundle, &scratch);
    for program in programs {
        let output = run_program(&program, b"");
        assert!(output.status.success());
    }
    let _ = fs::remove_dir_all(&scratch);
}

/// A solution written the way a contestant might: globs, a module imported whole, doc comments.
const CONTESTANT: &str = r#"//! Nim with a loopy twist: prints the nim-sum, then the outcome of a two-cycle.
use grundy::games::*;
use grundy::io::*;
use grundy::games::loopy;
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
