//! README's claims that a file can check (README and its pages under `docs/`), checked: every judge binary has its row in the
//! problems table and every row its binary; every test file, example and `--test` target the
//! Tests section names exists, and every part of `tests/process/` is named there; the oldest
//! Rust it promises is the `msrv` clippy checks; the library section names every public module
//! and every public item at the top of one.

use std::fs;
use std::path::Path;

fn readme(root: &Path) -> String {
    fs::read_to_string(root.join("README.md")).unwrap()
}

/// README and the pages under `docs/` it links to, one after the other: the long sections
/// (finding a pattern, tests, performance, ...) live in those pages.
pub fn readme_and_docs(root: &Path) -> String {
    let mut text = readme(root);
    let mut pages: Vec<_> = fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    for page in pages {
        text.push('\n');
        text += &fs::read_to_string(page).unwrap();
    }
    text
}

/// The text of README's section `## title`, up to the next `## `.
fn section<'a>(readme: &'a str, title: &str) -> &'a str {
    let start = readme
        .find(&format!("\n## {title}\n"))
        .unwrap_or_else(|| panic!("README has no section {title}"));
    let rest = &readme[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |i| i + 3);
    &rest[..end]
}

/// The `code` spans of `text`.
fn code_spans(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

#[test]
fn every_judge_binary_has_its_row_in_the_problems_table_and_no_row_lacks_one() {
    let root = xtask::workspace_root();
    let readme = readme(&root);
    let table = section(&readme, "Problems");
    // The fourth column of each row: the binary.
    let mut rows: Vec<String> = table
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| problem |"))
        .filter_map(|l| l.split(" | ").nth(3))
        .map(|cell| cell.trim_matches('`').to_owned())
        .collect();
    rows.sort();
    let binaries = xtask::judge_binaries(&root).unwrap();
    for name in &binaries {
        assert!(
            rows.contains(name),
            "{name} has no row in README's problems table"
        );
    }
    for row in &rows {
        assert!(
            binaries.contains(row),
            "README's row `{row}` names no binary"
        );
    }
}

#[test]
fn every_test_the_tests_section_names_exists_and_names_every_process_part() {
    let root = xtask::workspace_root();
    let readme = readme_and_docs(&root);
    let tests = section(&readme, "Tests");
    let spans = code_spans(tests);
    // A test file by its path, or by its bare name inside the folder its bullet names.
    let mut named = Vec::new();
    for span in spans
        .iter()
        .filter(|s| s.ends_with(".rs") && !s.contains(' '))
    {
        let found = if span.contains('/') {
            root.join(span).exists()
        } else {
            [
                "tests/process",
                "tests/proofs",
                "tests/interactive",
                "examples",
            ]
            .iter()
            .any(|dir| root.join(dir).join(span).exists())
        };
        assert!(
            found,
            "README's Tests section names {span}, which does not exist"
        );
        named.push(span.rsplit('/').next().unwrap());
    }
    // `cargo test --release --test NAME`: tests/NAME.rs or tests/NAME/main.rs.
    for span in &spans {
        if let Some(target) = span.split("--test ").nth(1) {
            let target = target.split_whitespace().next().unwrap();
            let exists = root.join(format!("tests/{target}.rs")).exists()
                || root.join(format!("tests/{target}/main.rs")).exists();
            assert!(
                exists,
                "README names the test target {target}, which does not exist"
            );
        }
    }
    for entry in fs::read_dir(root.join("tests/process")).unwrap() {
        let entry = entry.unwrap();
        let file = entry.file_name().into_string().unwrap();
        // A folder of parts (`limits/`) is named as a folder.
        if entry.path().is_dir() {
            let folder = format!("{file}/");
            assert!(
                spans.iter().any(|s| *s == folder),
                "tests/process/{folder} is not in README's Tests section"
            );
        } else if !["main.rs", "common.rs"].contains(&file.as_str()) {
            assert!(
                named.contains(&file.as_str()),
                "tests/process/{file} is not in README's Tests section"
            );
        }
    }
}

#[test]
fn the_oldest_rust_readme_promises_is_the_one_clippy_checks() {
    let root = xtask::workspace_root();
    let config = fs::read_to_string(root.join("clippy.toml")).unwrap();
    let msrv = config
        .lines()
        .find_map(|l| l.strip_prefix("msrv = "))
        .unwrap()
        .trim_matches('"');
    let readme = readme_and_docs(&root);
    let words: Vec<&str> = readme.split_whitespace().collect();
    let promise = format!("builds with Rust {msrv} or later");
    assert!(
        words.join(" ").contains(&promise),
        "README does not say it {promise} (clippy.toml's msrv)"
    );
    assert!(readme.contains(&format!("`msrv = \"{msrv}\"`")));
    let bundle = xtask::bundle(&root, "poj_1067").unwrap();
    assert!(bundle
        .lines()
        .next()
        .unwrap()
        .contains(&format!("rustc {msrv}+")));
}

#[test]
fn the_library_section_names_every_public_module_of_the_library() {
    // A contestant finds the library through README's tables: a public module missing there
    // (`algo::arith`, whose `gcd` was found only in the source) is one nobody calls.
    let root = crate::common::project();
    let readme = readme(&root);
    let library = section(&readme, "The library");
    let spans = code_spans(library);
    for layer in [
        "algo", "search", "games", "zero_sum", "partizan", "problems",
    ] {
        let text = fs::read_to_string(root.join(format!("src/{layer}/mod.rs"))).unwrap();
        for line in text.lines() {
            let Some(name) = line
                .strip_prefix("pub mod ")
                .and_then(|l| l.strip_suffix(';'))
            else {
                continue;
            };
            let named = spans.iter().any(|s| {
                *s == name
                    || s.starts_with(&format!("{name}::"))
                    || s.contains(&format!("{layer}::{name}"))
            });
            assert!(
                named,
                "README's library section does not name {layer}::{name}"
            );
        }
    }
}

/// The public items (`pub fn`, `struct`, `enum`, `trait`, `type`, `const`, `static`) at the top
/// level of the module in `file` and of every `pub mod` below it (`dir` holds those), each as
/// `path::name`; items of `#[cfg(test)]` modules left out.
fn public_items(file: &Path, dir: &Path, path: &str, items: &mut Vec<(String, String)>) {
    let text = fs::read_to_string(file).unwrap();
    let text = text.split("#[cfg(test)]").next().unwrap();
    for line in text.lines() {
        if let Some(module) = line
            .strip_prefix("pub mod ")
            .and_then(|l| l.strip_suffix(';'))
        {
            let (flat, nested) = (dir.join(format!("{module}.rs")), dir.join(module));
            let file = match flat.exists() {
                true => flat,
                false => nested.join("mod.rs"),
            };
            public_items(&file, &nested, &format!("{path}::{module}"), items);
            continue;
        }
        // At the top of the module only: a method is indented.
        if !line.starts_with("pub ") {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let kinds = ["fn", "struct", "enum", "trait", "type", "const", "static"];
        let name = match words[..] {
            ["pub", "const", "fn", name, ..] => name,
            ["pub", kind, name, ..] if kinds.contains(&kind) => name,
            _ => continue,
        };
        let name: String = name
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        items.push((path.to_string(), name));
    }
}

#[test]
fn the_library_section_names_every_public_item_of_the_library() {
    // A public function nobody finds in README's tables is one nobody calls (151 items, from
    // `algo::blossom::maximum_matching` on, were named only in the source): every item at the
    // top of a public module of the layers a contestant calls is named in a code span of the
    // library section (a method is found through its type).
    let root = crate::common::project();
    let readme = readme(&root);
    let spans = code_spans(section(&readme, "The library"));
    let names_it = |name: &str| {
        spans.iter().any(|span| {
            span.match_indices(name).any(|(i, _)| {
                let word = |c: char| c.is_alphanumeric() || c == '_';
                !span[..i].ends_with(word) && !span[i + name.len()..].starts_with(word)
            })
        })
    };
    let mut items = Vec::new();
    for layer in ["algo", "search", "games", "zero_sum", "partizan"] {
        let dir = root.join("src").join(layer);
        public_items(&dir.join("mod.rs"), &dir, layer, &mut items);
    }
    assert!(
        items.len() > 200,
        "{} items found: the walk is broken",
        items.len()
    );
    let unnamed: Vec<String> = items
        .iter()
        .filter(|(_, name)| !names_it(name))
        .map(|(path, name)| format!("{path}::{name}"))
        .collect();
    assert!(
        unnamed.is_empty(),
        "README's library section does not name {}",
        unnamed.join(", ")
    );
}
