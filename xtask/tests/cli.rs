//! The `xtask` command line: help, `-o` on either side of the name, `--all` for judge binaries
//! only, and where the benchmark looks for the build.

use std::path::Path;
use std::process::{Command, Output};

fn xtask(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .unwrap()
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn help_names_every_command() {
    for help in [
        &["--help"][..],
        &["help"],
        &["bundle", "--help"],
        &["bench", "-h"],
    ] {
        let output = xtask(help);
        assert!(output.status.success(), "{help:?}");
        let text = String::from_utf8(output.stdout).unwrap();
        for command in ["bundle NAME", "bundle --all", "bench", "--output"] {
            assert!(text.contains(command), "{help:?} lacks {command}:\n{text}");
        }
    }
}

#[test]
fn output_goes_before_or_after_the_name() {
    let root = xtask::workspace_root();
    let expected = xtask::bundle(&root, "poj_1067").unwrap();
    let dir = scratch("output");
    let forms: [&[&str]; 4] = [
        &["bundle", "poj_1067", "-o", "F"],
        &["bundle", "-o", "F", "poj_1067"],
        &["bundle", "--output", "F", "poj_1067"],
        &["bundle", "poj_1067", "--output=F"],
    ];
    for (i, form) in forms.iter().enumerate() {
        let file = dir.join(format!("{i}.rs"));
        let file = file.to_str().unwrap();
        let args: Vec<&str> = form
            .iter()
            .map(|&a| a.replace('F', file))
            .map(|a| &*Box::leak(a.into_boxed_str()))
            .collect();
        let output = xtask(&args);
        assert!(output.status.success(), "{args:?}: {output:?}");
        assert_eq!(std::fs::read_to_string(file).unwrap(), expected, "{args:?}");
    }
    let stdout = xtask(&["bundle", "poj_1067"]).stdout;
    assert_eq!(String::from_utf8(stdout).unwrap(), expected);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bad_bundle_arguments_fail_with_the_usage() {
    for args in [
        &["bundle"][..],
        &["bundle", "poj_1067", "-o"],
        &["bundle", "poj_1067", "hdu_1527"],
        &["bundle", "poj_1067", "--fast"],
        &["bundle", "--all"],
        &["frobnicate"],
    ] {
        let output = xtask(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?}");
        assert!(stderr.contains("usage:"), "{args:?}: {stderr}");
    }
}

#[test]
fn all_bundles_only_judge_binaries() {
    let dir = scratch("all");
    let output = xtask(&["bundle", "--all", dir.to_str().unwrap()]);
    assert!(output.status.success(), "{output:?}");
    let mut written: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    written.sort();
    let expected: Vec<String> = xtask::judge_binaries(&xtask::workspace_root())
        .unwrap()
        .into_iter()
        .map(|name| format!("{name}.rs"))
        .collect();
    assert_eq!(written, expected);
    assert!(!Path::new(&dir).join("sg.rs").exists());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_build_is_looked_for_where_cargo_target_dir_says() {
    let before = std::env::var_os("CARGO_TARGET_DIR");
    // Std reads the environment under a lock, so the other tests' spawns are not disturbed.
    std::env::set_var("CARGO_TARGET_DIR", "elsewhere/build");
    let relative = xtask::target_dir();
    std::env::set_var("CARGO_TARGET_DIR", "/abs/build");
    let absolute = xtask::target_dir();
    std::env::remove_var("CARGO_TARGET_DIR");
    let default = xtask::target_dir();
    if let Some(dir) = before {
        std::env::set_var("CARGO_TARGET_DIR", dir);
    }
    let cwd = std::env::current_dir().unwrap();
    assert_eq!(relative, cwd.join("elsewhere/build"));
    assert_eq!(absolute, Path::new("/abs/build"));
    assert_eq!(default, xtask::workspace_root().join("target"));
}
