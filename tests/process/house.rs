//! The house rules that issue 29 set, checked so that growth cannot quietly undo them: no
//! source file of the library or the tools over 700 lines, and none of the input layer or the
//! tools over 400.

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
