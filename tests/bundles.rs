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
    let dir = scratch.join(name);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("main.rs"), &bundle).unwrap();
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
