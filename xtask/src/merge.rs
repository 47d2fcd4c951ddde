//! A module split into files for its readers is one namespace to its users: `io/mod.rs` with
//! `mod tokens;` and `pub use tokens::Input;`. The bundle keeps such a module as one, so the
//! split costs no bytes: the files' code follows the module's own, without the nested
//! modules, the re-exports, the `use super::` lines and the `pub(super)` between them, and the
//! files' other `use` lines become one list.

use crate::clean::clean;
use crate::use_paths::{module_file, paths_in};
use crate::workspace::read;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The code of `module` as a bundle holds it: its file, cleaned, with every private submodule
/// that it re-exports from (`mod x;` and `pub use x::…`) merged in, recursively, and every
/// sibling that those use (`super::x::…`), and every other submodule but a bridge to a crate
/// the bundle replaces (proconio's), which stays out.
pub(crate) fn module_code(root: &Path, module: &[String]) -> Result<String, String> {
    let file = module_file(root, module).expect("resolved modules have files");
    let text = read(&file)?;
    let declared: Vec<&str> = text
        .lines()
        .filter_map(|line| line.strip_prefix("mod ")?.strip_suffix(';'))
        .collect();
    // A submodule is merged when the module re-exports from it, or when it only adds to the
    // module's types (`impl Input { fn board }`): any but a bridge to a crate the bundle
    // replaces.
    let bridge = |sub: &str| {
        let path: Vec<String> = module.iter().cloned().chain([sub.to_owned()]).collect();
        match module_file(root, &path).and_then(|f| read(&f).ok()) {
            Some(code) => code.contains("proconio"),
            None => true,
        }
    };
    let mut merged: Vec<&str> = declared
        .iter()
        .copied()
        .filter(|sub| text.contains(&format!("pub use {sub}::")) || !bridge(sub))
        .collect();
    if merged.is_empty() {
        return Ok(clean(&text));
    }
    let mut parts = vec![clean(&text)];
    let mut next = 0;
    while let Some(&sub) = merged.get(next) {
        let path: Vec<String> = module.iter().cloned().chain([sub.to_owned()]).collect();
        let code = module_code(root, &path)?.replace("pub(super) ", "");
        // A sibling that this one uses (`super::digits::parse_u64`) is part of the module too.
        for &other in &declared {
            if !merged.contains(&other) && code.contains(&format!("super::{other}::")) {
                merged.push(other);
            }
        }
        parts.push(code);
        next += 1;
    }
    let (mut imports, mut code) = (Vec::new(), Vec::new());
    for part in &parts {
        let mut lines = part.lines();
        while let Some(line) = lines.next() {
            if !(line.starts_with("use ") || line.starts_with("pub use ")) {
                code.push(line);
                continue;
            }
            let mut statement = line.to_owned();
            while !statement.ends_with(';') {
                match lines.next() {
                    Some(more) => statement.push_str(more.trim()),
                    None => break,
                }
            }
            let target = statement
                .trim_start_matches("pub ")
                .trim_start_matches("use ");
            let internal = target.starts_with("super::")
                || merged
                    .iter()
                    .any(|sub| target.starts_with(&format!("{sub}::")));
            if !internal {
                imports.push(statement);
            }
        }
    }
    Ok(clean(&format!(
        "{}\n{}",
        merge_imports(&imports),
        code.join("\n")
    )))
}

/// `use` statements as one list without repeats: plain `use`s grouped by the path they share
/// (`use std::io::{Read, Write};`, with `self` for a module imported as well as items in it),
/// `pub use`s as they are.
fn merge_imports(statements: &[String]) -> String {
    let mut leaves: BTreeSet<Vec<String>> = BTreeSet::new();
    let mut out = String::new();
    for statement in statements {
        if statement.starts_with("pub ") {
            out.push_str(statement);
            out.push('\n');
            continue;
        }
        for mut path in paths_in(statement.trim_start_matches("use ")) {
            if path.last().is_some_and(|leaf| leaf == "self") {
                path.pop();
            }
            leaves.insert(path);
        }
    }
    let mut groups: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in &leaves {
        let whole = path.join("::");
        if leaves
            .iter()
            .any(|other| other.len() > path.len() && other.starts_with(path))
        {
            groups
                .entry(whole)
                .or_default()
                .insert(0, "self".to_owned());
        } else {
            let (leaf, parent) = path.split_last().expect("paths have two parts or more");
            groups
                .entry(parent.join("::"))
                .or_default()
                .push(leaf.clone());
        }
    }
    for (parent, names) in groups {
        if names.len() == 1 {
            out.push_str(&format!("use {parent}::{};\n", names[0]));
        } else {
            out.push_str(&format!("use {parent}::{{{}}};\n", names.join(", ")));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::merge_imports;

    #[test]
    fn imports_are_merged_without_repeats() {
        let statements = [
            "use std::io::{ErrorKind, Read};",
            "use std::io::{Read, Write};",
            "use std::panic;",
            "use std::panic::{self, AssertUnwindSafe};",
            "pub use crate::games::nim;",
        ]
        .map(str::to_owned);
        assert_eq!(
            merge_imports(&statements),
            "pub use crate::games::nim;\nuse std::io::{ErrorKind, Read, Write};\n\
             use std::panic::{self, AssertUnwindSafe};\n"
        );
        assert_eq!(
            merge_imports(&["use std::io::Read;".to_owned()]),
            "use std::io::Read;\n"
        );
    }
}
