//! Following `use` paths: every `a::b::c` path in some code (use groups expanded), and the
//! library module that a path leads into.

use std::path::{Path, PathBuf};

/// Every path in `text` that starts at `root` (`crate`, `super`, `grundy`), without it.
pub(crate) fn paths_after(text: &str, root: &str) -> Vec<Vec<String>> {
    paths_in(text)
        .into_iter()
        .filter(|path| path[0] == root)
        .map(|path| path[1..].to_vec())
        .collect()
}

/// Every `a::b::c` path in `text`, with `use` groups (`a::{b, c}`) expanded; a glob import
/// (`a::b::*`) ends in a `*` segment.
pub(crate) fn paths_in(text: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = (bytes[i].is_ascii_alphabetic() || bytes[i] == b'_')
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'));
        if starts_word {
            let mut rest = &text[i..];
            let before = rest.len();
            let mut found = Vec::new();
            use_tree(&mut rest, Vec::new(), &mut found);
            paths.extend(found.into_iter().filter(|p| p.len() > 1));
            i += (before - rest.len()).max(1);
        } else {
            i += 1;
        }
    }
    paths
}

/// Parses one use tree at the start of `rest` (advancing it), pushing full paths to `out`.
fn use_tree(rest: &mut &str, base: Vec<String>, out: &mut Vec<Vec<String>>) {
    *rest = rest.trim_start();
    if let Some(inner) = rest.strip_prefix('{') {
        *rest = inner;
        loop {
            *rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix('}') {
                *rest = after;
                return;
            }
            if rest.is_empty() {
                return;
            }
            use_tree(rest, base.clone(), out);
            *rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix(',') {
                *rest = after;
            }
        }
    }
    if let Some(after) = rest.strip_prefix('*') {
        // A glob: the path ends in `*`, for the bundler to follow into the module.
        *rest = after;
        let mut path = base;
        path.push("*".to_owned());
        out.push(path);
        return;
    }
    let len = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let mut path = base;
    if len > 0 {
        path.push(rest[..len].to_owned());
    }
    *rest = &rest[len..];
    if let Some(after) = rest.strip_prefix("::") {
        *rest = after;
        use_tree(rest, path, out);
    } else {
        out.push(path);
    }
}

/// The source file of a module path such as `["games", "nim"]`, if there is one.
pub(crate) fn module_file(root: &Path, module: &[String]) -> Option<PathBuf> {
    let base = module.iter().fold(root.join("src"), |p, s| p.join(s));
    [base.with_extension("rs"), base.join("mod.rs")]
        .into_iter()
        .find(|p| p.is_file())
}

/// The module an item path lives in: its longest prefix that has a source file.
pub(crate) fn module_of(root: &Path, path: &[String]) -> Option<Vec<String>> {
    (1..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|m| module_file(root, m).is_some())
}
