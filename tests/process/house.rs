//! The house rules that issue 29 set, checked so that growth cannot quietly undo them: no
//! source file of the library or the tools over 700 lines, and none of the input layer or the
//! tools over 400; and nothing that `cargo xtask new` left to fill in.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, recursively.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found
}

#[test]
fn no_source_file_is_over_its_line_limit() {
    let root = xtask::workspace_root();
    for (dir, limit) in [("src", 700), ("xtask/src", 400), ("src/io", 400)] {
        let files = rust_files(&root.join(dir));
        assert!(!files.is_empty(), "no files under {dir}");
        for file in files {
            let lines = fs::read_to_string(&file).unwrap().lines().count();
            assert!(
                lines <= limit,
                "{} has {lines} lines, over {limit}",
                file.display()
            );
        }
    }
}

/// What `cargo xtask new` writes is marked where the problem's own words go; none of it may be
/// left: the binaries, the samples, README's problem table and the limits cases.
#[test]
fn no_scaffold_is_left_unfilled() {
    let root = xtask::workspace_root();
    let mut files = rust_files(&root.join("src/bin"));
    files.extend(rust_files(&root.join("tests/process/limits")));
    for dir in fs::read_dir(root.join("samples")).unwrap() {
        files.extend(
            fs::read_dir(dir.unwrap().path())
                .unwrap()
                .map(|f| f.unwrap().path()),
        );
    }
    let mut left = Vec::new();
    for file in files {
        let text = fs::read(&file).unwrap();
        if String::from_utf8_lossy(&text).contains(xtask::MARKER) {
            left.push(file.strip_prefix(&root).unwrap().display().to_string());
        }
    }
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    if readme
        .lines()
        .any(|l| l.starts_with('|') && l.contains(xtask::MARKER))
    {
        left.push("README.md (the problem table)".to_owned());
    }
    assert!(
        left.is_empty(),
        "`{}` is left to fill in: {}",
        xtask::MARKER,
        left.join(", ")
    );
}
