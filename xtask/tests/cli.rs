//! The `xtask` command line: help, `-o` on either side of the name, `--all` for judge binaries
//! only, and where the benchmark looks for the build.

use std::path::Path;
use std::process::{Command, Output};

/// The `xtask` binary built alongside this test (found from the test's own path: a path fixed at
/// compile time names the original's build in a copied checkout).
fn xtask_program() -> std::path::PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.parent().unwrap().with_file_name("xtask")
}

fn xtask(args: &[&str]) -> Output {
    Command::new(xtask_program()).args(args).output().unwrap()
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
        for command in [
            "bundle NAME",
            "bundle --all",
            "new NAME",
            "test NAME",
            "bench",
            "--output",
        ] {
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

/// Copies what the bundler reads of the checkout at `from` (its manifest and `src/`) to `to`.
fn copy_checkout(from: &Path, to: &Path) {
    let status = Command::new("cp")
        .args(["-a", "Cargo.toml", "src"])
        .arg(to)
        .current_dir(from)
        .status()
        .unwrap();
    assert!(status.success());
}

#[test]
fn a_copied_checkout_bundles_its_own_files() {
    // This very program was compiled in the original checkout; run in a copy (from the copy's
    // root and from a folder inside it) it must bundle the copy's edited binary.
    let copy = scratch("copy");
    copy_checkout(&xtask::workspace_root(), &copy);
    let binary = copy.join("src/bin/poj_1067.rs");
    let source = std::fs::read_to_string(&binary).unwrap();
    let edited = source.replace("\"0\"", "\"edited in the copy\"");
    assert_ne!(edited, source);
    std::fs::write(&binary, edited).unwrap();
    for dir in [copy.clone(), copy.join("src/bin")] {
        let output = Command::new(xtask_program())
            .args(["bundle", "poj_1067"])
            .current_dir(&dir)
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        let bundle = String::from_utf8(output.stdout).unwrap();
        assert!(bundle.contains("\"edited in the copy\""), "{bundle}");
    }
    // Outside any checkout, it says so instead of bundling some other one.
    let outside = scratch("outside");
    let output = Command::new(xtask_program())
        .args(["bundle", "poj_1067"])
        .current_dir(&outside)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        !output.status.success() && stderr.contains("not inside the project"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(copy);
    let _ = std::fs::remove_dir_all(outside);
}

/// Copies what `xtask new` writes to (README, samples, the limits cases) besides the checkout.
fn copy_for_new(from: &Path, to: &Path) {
    copy_checkout(from, to);
    std::fs::create_dir_all(to.join("tests/process")).unwrap();
    for (what, into) in [
        ("README.md", ""),
        ("samples", ""),
        ("tests/process/limits", "tests/process"),
    ] {
        let status = Command::new("cp")
            .args(["-a", what])
            .arg(to.join(into))
            .current_dir(from)
            .status()
            .unwrap();
        assert!(status.success());
    }
}

#[test]
fn new_writes_a_marked_scaffold_whose_binary_bundles_and_runs() {
    let copy = scratch("new");
    copy_for_new(&xtask::workspace_root(), &copy);
    let run = |args: &[&str]| {
        Command::new(xtask_program())
            .args(args)
            .current_dir(&copy)
            .output()
            .unwrap()
    };
    let output = run(&["new", "abc999_z"]);
    assert!(output.status.success(), "{output:?}");
    let checklist = String::from_utf8(output.stdout).unwrap();
    for named in [
        "src/bin/abc999_z.rs",
        "samples/abc999_z/",
        "README.md",
        "limits/atcoder.rs",
    ] {
        assert!(checklist.contains(named), "{named}: {checklist}");
    }
    let read = |file: &str| std::fs::read_to_string(copy.join(file)).unwrap();
    for file in [
        "src/bin/abc999_z.rs",
        "samples/abc999_z/sample-1.in",
        "samples/abc999_z/sample-1.out",
        "tests/process/limits/atcoder.rs",
    ] {
        assert!(read(file).contains(xtask::MARKER), "{file}");
    }
    assert!(read("tests/process/limits/atcoder.rs").contains("fn abc999_z_at_limits()"));
    let readme = read("README.md");
    let row = readme.lines().find(|l| l.contains("`abc999_z`")).unwrap();
    assert!(row.starts_with('|') && row.contains(xtask::MARKER), "{row}");
    // The row is the table's last: the line before it is a row, the one after is not.
    let lines: Vec<&str> = readme.lines().collect();
    let at = lines.iter().position(|l| *l == row).unwrap();
    assert!(lines[at - 1].starts_with('|') && !lines[at + 1].starts_with('|'));
    // The binary bundles, compiles and echoes its number.
    let bundle = xtask::bundle(&copy, "abc999_z").unwrap();
    let dir = copy.join("bundle");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("main.rs"), bundle).unwrap();
    let status = Command::new("rustc")
        .args(["--edition", "2021", "-o", "main", "main.rs"])
        .current_dir(&dir)
        .status()
        .unwrap();
    assert!(status.success());
    let mut child = Command::new(dir.join("main"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(b"42\n").unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stdout), "42\n");
    // Again, or a name that is not a judge binary's: refused, nothing written.
    for (name, words) in [
        ("abc999_z", "exists already"),
        ("Bad-name", "lower case"),
        ("sg", "<judge>_<problem>"),
    ] {
        let output = run(&["new", name]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            !output.status.success() && stderr.contains(words),
            "{name}: {stderr}"
        );
    }
    assert_eq!(read("README.md").matches("`abc999_z`").count(), 1);
    let _ = std::fs::remove_dir_all(copy);
}

#[test]
fn test_of_a_tool_does_not_suggest_new_and_check_keeps_the_bundle_with_o() {
    let output = xtask(&["test", "sg", "--no-build"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        stderr.contains("sg is not a judge binary's name") && !stderr.contains("xtask new"),
        "{stderr}"
    );
    let output = xtask(&["test", "abc999_y", "--no-build"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("cargo xtask new abc999_y makes one"),
        "{stderr}"
    );
    // --check with -o: the bundle checked is the one written.
    let dir = scratch("check-o");
    let file = dir.join("poj_1067.rs");
    let output = xtask(&[
        "bundle",
        "poj_1067",
        "--check",
        "-o",
        file.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    let root = xtask::workspace_root();
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        xtask::bundle(&root, "poj_1067").unwrap()
    );
    let _ = std::fs::remove_dir_all(dir);
}
