//! The bundler: turns one judge binary into a single std-only `.rs` file that bare `rustc`
//! compiles.
//!
//! A bundle is the binary's code, the library modules it reaches (followed through `use
//! grundy::…`, `crate::…` and `super::…` paths, transitively), and [`INPUT_MACRO`], a stand-in
//! for proconio's `input!` that reads through `grundy::io` exactly as the Cargo build does.
//! The library's comments, `#[cfg(test)]` modules and `mod name;` declarations are left out (a
//! bundled module's file ends where its `#[cfg(test)]` starts), and so is every item that
//! nothing kept names (see [`shake`]); indentation is in tabs (see [`tabs`]). Modules come in
//! sorted order, so a bundle is a pure function of the sources.

pub mod bench;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The stand-in for `proconio::input!`: the `from SOURCE, name: Marker, name: with expr` forms
/// the binaries use, each value read by `grundy::io::FromToken` or `Many::read_from`.
pub const INPUT_MACRO: &str = r#"macro_rules! input {
    (from $source:expr, $($rest:tt)*) => {
        let source = $source;
        input!(@read source, $($rest)*);
    };
    (@read $source:ident $(,)?) => {};
    (@read $source:ident, $name:ident : with $runtime:expr $(, $($rest:tt)*)?) => {
        let $name = $runtime.read_from(&mut *$source);
        input!(@read $source $(, $($rest)*)?);
    };
    (@read $source:ident, $name:ident : $marker:ty $(, $($rest:tt)*)?) => {
        let $name = <$marker as crate::io::FromToken>::from_token($source.next_bytes());
        input!(@read $source $(, $($rest)*)?);
    };
}
"#;

/// The workspace root (the `grundy` package).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits inside the workspace")
        .to_path_buf()
}

/// Where Cargo builds: `CARGO_TARGET_DIR` if set (relative to the current directory, as Cargo
/// reads it), else `target/` in the workspace.
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => std::env::current_dir()
            .map(|cwd| cwd.join(&dir))
            .unwrap_or_else(|_| dir.into()),
        None => workspace_root().join("target"),
    }
}

/// The judge binaries, named `<judge>_<problem>`, sorted: every binary but the tools (`sg`).
pub fn judge_binaries(root: &Path) -> Result<Vec<String>, String> {
    Ok(binaries(root)?
        .into_iter()
        .map(|(name, _)| name)
        .filter(|name| name.contains('_'))
        .collect())
}

/// Every binary of the `grundy` package as `(name, source file)`, sorted by name: the files in
/// `src/bin/` and the `[[bin]]` entries of `Cargo.toml`.
pub fn binaries(root: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    let mut found = BTreeMap::new();
    let bin_dir = root.join("src/bin");
    for entry in fs::read_dir(&bin_dir).map_err(|e| format!("{}: {e}", bin_dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            found.insert(name, path);
        }
    }
    let manifest = read(&root.join("Cargo.toml"))?;
    for section in manifest.split("[[bin]]").skip(1) {
        let section = section.split("\n[").next().unwrap_or("");
        if let (Some(name), Some(path)) =
            (toml_string(section, "name"), toml_string(section, "path"))
        {
            found.insert(name, root.join(path));
        }
    }
    Ok(found.into_iter().collect())
}

/// The value of `key = "value"` in a TOML section, for the simple entries `Cargo.toml` has.
fn toml_string(section: &str, key: &str) -> Option<String> {
    section.lines().find_map(|line| {
        let (k, v) = line.split_once('=')?;
        (k.trim() == key).then(|| v.trim().trim_matches('"').to_owned())
    })
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// The one-file bundle of binary `name`.
pub fn bundle(root: &Path, name: &str) -> Result<String, String> {
    let bins = binaries(root)?;
    let Some((_, source)) = bins.iter().find(|(n, _)| n == name) else {
        let names: Vec<&str> = bins.iter().map(|(n, _)| n.as_str()).collect();
        return Err(format!("no binary {name}; there are: {}", names.join(", ")));
    };
    let main = inline_includes(&read(source)?, source)?;
    let body = main
        .lines()
        .filter(|l| !l.trim_start().starts_with("//!") && l.trim() != "use proconio::input;")
        .collect::<Vec<_>>()
        .join("\n");
    if body.contains("proconio") {
        return Err(format!(
            "{name}: only `use proconio::input;` can be bundled"
        ));
    }
    let mut modules = BTreeMap::new();
    let mut pending: Vec<Vec<String>> = paths_after(&body, "grundy")
        .into_iter()
        .filter_map(|p| module_of(root, &p))
        .collect();
    while let Some(module) = pending.pop() {
        if modules.contains_key(&module) {
            continue;
        }
        let text = clean(&read(
            &module_file(root, &module).expect("resolved modules have files"),
        )?);
        let parent = &module[..module.len() - 1];
        let mut uses: Vec<Vec<String>> = paths_after(&text, "crate");
        for path in paths_after(&text, "super") {
            uses.push(parent.iter().cloned().chain(path).collect());
        }
        pending.extend(uses.into_iter().filter_map(|p| module_of(root, &p)));
        modules.insert(module, text);
    }
    let body = body.replace("grundy::", "crate::");
    let modules = shake(&modules, &format!("{body}\n{INPUT_MACRO}"));
    let mut out = format!(
        "// {name}, by `cargo xtask bundle {name}` from grundy: std only, rustc 1.70+, edition 2018+.\n\
         #![allow(dead_code, unused_imports, unused_macros)]\n\n{INPUT_MACRO}\n{}\n",
        body.trim()
    );
    emit_tree(&mut out, &modules, &[]);
    Ok(tabs(&out))
}

/// `code` with each four spaces of indentation as one tab, a quarter of the bytes. A line that
/// starts inside a string literal is left as it is, and so is everything from a raw string or a
/// block comment on (this scanner doesn't follow them).
pub fn tabs(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let (mut in_string, mut give_up) = (false, false);
    for line in code.split_inclusive('\n') {
        let body = line.trim_start_matches(' ');
        if in_string || give_up {
            out.push_str(line);
        } else {
            let spaces = line.len() - body.len();
            out.extend(std::iter::repeat_n('\t', spaces / 4));
            out.extend(std::iter::repeat_n(' ', spaces % 4));
            out.push_str(body);
        }
        let mut chars = body.chars().peekable();
        let mut previous = ' ';
        while let Some(c) = chars.next() {
            match (in_string, c) {
                (true, '\\') => {
                    chars.next();
                }
                (true, '"') => in_string = false,
                (true, _) => {}
                (false, '"') if previous == 'r' || previous == '#' => give_up = true,
                (false, '"') => in_string = true,
                (false, '/') if chars.peek() == Some(&'/') => break,
                (false, '/') if chars.peek() == Some(&'*') => give_up = true,
                (false, '\'') => {
                    // A char literal ('x', '\n', b'"') is skipped; a lifetime ('a) is not one.
                    let rest: String = chars.clone().take(4).collect();
                    if let Some(escape) = rest.strip_prefix('\\') {
                        chars.nth(escape.find('\'').map_or(0, |i| i + 1));
                    } else if rest.chars().nth(1) == Some('\'') {
                        chars.nth(1);
                    }
                }
                _ => {}
            }
            previous = c;
        }
    }
    out
}

/// `text` with each `include!("file");` line replaced by that file (relative to `source`).
fn inline_includes(text: &str, source: &Path) -> Result<String, String> {
    let mut out = String::new();
    for line in text.lines() {
        let included = line
            .trim()
            .strip_prefix("include!(\"")
            .and_then(|r| r.strip_suffix("\");"));
        match included {
            Some(file) => out.push_str(&read(&source.with_file_name(file))?),
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    Ok(out)
}

/// Every path in `text` that starts at `root` (`crate`, `super`, `grundy`), without it.
fn paths_after(text: &str, root: &str) -> Vec<Vec<String>> {
    paths_in(text)
        .into_iter()
        .filter(|path| path[0] == root)
        .map(|path| path[1..].to_vec())
        .collect()
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
fn module_file(root: &Path, module: &[String]) -> Option<PathBuf> {
    let base = module.iter().fold(root.join("src"), |p, s| p.join(s));
    [base.with_extension("rs"), base.join("mod.rs")]
        .into_iter()
        .find(|p| p.is_file())
}

/// The module an item path lives in: its longest prefix that has a source file.
fn module_of(root: &Path, path: &[String]) -> Option<Vec<String>> {
    (1..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|m| module_file(root, m).is_some())
}

/// A module's code without comments (but `// SAFETY:` ones), `#[inline]` hints, its
/// `#[cfg(test)]` tail, `mod name;` lines or runs of blank lines: the sources explain it, the
/// bundle runs it.
fn clean(text: &str) -> String {
    let code = text.split("#[cfg(test)]").next().unwrap_or(text);
    let mut lines: Vec<&str> = Vec::new();
    for line in code.lines() {
        let t = line.trim_start();
        let declaration = (t.starts_with("mod ") || t.starts_with("pub mod ")) && t.ends_with(';');
        let comment = t.starts_with("//") && !t.starts_with("// SAFETY");
        // The hint only matters between crates, and a bundle is one crate.
        let inline_hint = t == "#[inline]";
        if comment || declaration || inline_hint {
            continue;
        }
        if line.trim().is_empty() && lines.last().is_none_or(|l| l.trim().is_empty()) {
            continue;
        }
        lines.push(line);
    }
    lines.join("\n").trim_end().to_owned()
}

/// Writes the modules below `prefix` as nested `pub mod` blocks.
fn emit_tree(out: &mut String, modules: &BTreeMap<Vec<String>, String>, prefix: &[String]) {
    let mut children: Vec<&String> = modules
        .keys()
        .filter(|m| m.len() > prefix.len() && m.starts_with(prefix))
        .map(|m| &m[prefix.len()])
        .collect();
    children.dedup();
    for child in children {
        let path: Vec<String> = prefix.iter().cloned().chain([child.clone()]).collect();
        // Module bodies stay at column 0, so nesting costs no bytes per line.
        out.push_str(&format!(
            "\n// grundy::{}\npub mod {child} {{\n",
            path.join("::")
        ));
        if let Some(code) = modules.get(&path) {
            out.push_str(code);
            out.push('\n');
        }
        emit_tree(out, modules, &path);
        out.push_str(&format!("}} // {child}\n"));
    }
}

/// One top-level item of a module (with the attributes and comments above it), or one method of
/// an inherent `impl`.
struct Item {
    text: String,
    kind: Kind,
}

enum Kind {
    /// Kept when its name is mentioned by kept code.
    Named(String),
    /// `impl Trait for Type`: kept whole when both names are mentioned (or the trait is not
    /// ours).
    TraitImpl { tr: String, ty: String },
    /// `impl Type`: its header, its methods one by one, and its closing line.
    Inherent {
        ty: String,
        head: String,
        methods: Vec<Item>,
        tail: String,
    },
    /// `use` lines and anything unrecognised: always kept.
    Always,
}

/// Splits code (formatted by rustfmt, items starting in column `indent`) into items.
fn split_items(code: &str, indent: usize) -> Vec<Item> {
    let pad = " ".repeat(indent);
    let mut items = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    let mut header: Option<usize> = None;
    for line in code.lines() {
        current.push(line);
        let body = line.strip_prefix(pad.as_str()).unwrap_or(line);
        let at_column = !body.starts_with(' ') && !body.is_empty();
        if header.is_none() {
            if !at_column || body.starts_with("#[") || body.starts_with("//") {
                continue;
            }
            header = Some(current.len() - 1);
            if body.ends_with(';') || body.ends_with('}') && body.contains('{') {
                items.push(make_item(&current, current.len() - 1, indent));
                current.clear();
                header = None;
            }
        } else if at_column && (body.starts_with('}') || body.ends_with(';')) {
            items.push(make_item(&current, header.unwrap(), indent));
            current.clear();
            header = None;
        }
    }
    if !current.is_empty() {
        items.push(Item {
            text: current.join("\n"),
            kind: Kind::Always,
        });
    }
    items
}

fn make_item(lines: &[&str], header: usize, indent: usize) -> Item {
    let text = lines.join("\n");
    let head = lines[header].trim_start();
    let words = head.strip_prefix("pub ").unwrap_or(head);
    let words = words
        .strip_prefix("const ")
        .filter(|w| w.starts_with("fn "))
        .unwrap_or(words);
    for keyword in [
        "fn ", "const ", "static ", "struct ", "enum ", "trait ", "type ",
    ] {
        if let Some(rest) = words.strip_prefix(keyword) {
            return Item {
                text,
                kind: Kind::Named(first_identifier(rest)),
            };
        }
    }
    if let Some(rest) = words.strip_prefix("impl") {
        let rest = skip_generics(rest);
        let kind = match rest.split_once(" for ") {
            Some((tr, ty)) => Kind::TraitImpl {
                tr: last_identifier(tr),
                ty: first_identifier(ty),
            },
            None if lines.len() > header + 2 => Kind::Inherent {
                ty: first_identifier(rest),
                head: lines[..=header].join("\n"),
                methods: split_items(&lines[header + 1..lines.len() - 1].join("\n"), indent + 4),
                tail: lines[lines.len() - 1].to_owned(),
            },
            None => Kind::Named(first_identifier(rest)),
        };
        return Item { text, kind };
    }
    Item {
        text,
        kind: Kind::Always,
    }
}

/// `text` after a leading `<…>` generic list, if it has one.
fn skip_generics(text: &str) -> &str {
    let text = text.trim_start();
    if !text.starts_with('<') {
        return text;
    }
    let mut depth = 0;
    let bytes = text.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'<' => depth += 1,
            b'>' if i > 0 && bytes[i - 1] == b'-' => {}
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return text[i + 1..].trim_start();
                }
            }
            _ => {}
        }
    }
    text
}

fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with(|c: char| c.is_alphabetic() || c == '_'))
}

fn first_identifier(text: &str) -> String {
    identifiers(text).next().unwrap_or("").to_owned()
}

fn last_identifier(text: &str) -> String {
    let path = text.split('<').next().unwrap_or(text);
    identifiers(path).last().unwrap_or("").to_owned()
}

/// Every `a::b::c` path in `text`, with `use` groups (`a::{b, c}`) expanded.
fn paths_in(text: &str) -> Vec<Vec<String>> {
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

/// Names mentioned by kept code: anywhere (for methods and trait impls, which are reached
/// through values), and per module (for items, reached by plain name inside their module or by
/// `module::name` and `use` paths from outside).
#[derive(Default)]
struct Mentions {
    anywhere: HashSet<String>,
    in_module: HashMap<String, HashSet<String>>,
}

impl Mentions {
    fn add(&mut self, text: &str, module: &str) {
        let words: Vec<String> = identifiers(text).map(str::to_owned).collect();
        self.in_module
            .entry(module.to_owned())
            .or_default()
            .extend(words.iter().cloned());
        self.anywhere.extend(words);
        for path in paths_in(text) {
            for pair in path.windows(2) {
                self.in_module
                    .entry(pair[0].clone())
                    .or_default()
                    .insert(pair[1].clone());
            }
        }
    }

    fn in_module(&self, module: &str, name: &str) -> bool {
        self.in_module
            .get(module)
            .is_some_and(|names| names.contains(name))
    }
}

/// Drops from `modules` every item that kept code does not name, starting from `root` (the
/// binary and the input macro): a function, type or constant is kept when its module names it
/// or a path reaches it (`sg::table`, `use crate::io::{judge}`), an inherent method when its
/// type is kept and its name is mentioned, a trait impl when its type and trait are. Matching
/// is by name, so the pruning may keep too much but never too little; every bundle is compiled
/// and run in the tests.
pub fn shake(modules: &BTreeMap<Vec<String>, String>, root: &str) -> BTreeMap<Vec<String>, String> {
    let parsed: Vec<(String, Vec<Item>)> = modules
        .iter()
        .map(|(path, code)| {
            (
                path.last().cloned().unwrap_or_default(),
                split_items(code, 0),
            )
        })
        .collect();
    let own_traits: HashSet<String> = parsed
        .iter()
        .flat_map(|(_, items)| items)
        .filter(|item| item.text.contains("trait "))
        .filter_map(|item| match &item.kind {
            Kind::Named(name) => Some(name.clone()),
            _ => None,
        })
        .collect();
    let mut mentions = Mentions::default();
    mentions.add(root, "");
    let mut kept: HashSet<*const Item> = HashSet::new();
    loop {
        let before = kept.len();
        for (module, items) in &parsed {
            for item in items {
                let candidates: Vec<(&Item, Option<&str>)> = match &item.kind {
                    Kind::Inherent { ty, methods, .. } => {
                        methods.iter().map(|m| (m, Some(ty.as_str()))).collect()
                    }
                    _ => vec![(item, None)],
                };
                for (candidate, owner) in candidates {
                    let wanted = match (&candidate.kind, owner) {
                        (_, Some(ty)) => {
                            mentions.in_module(module, ty)
                                && match &candidate.kind {
                                    Kind::Named(n) => mentions.anywhere.contains(n),
                                    _ => true,
                                }
                        }
                        (Kind::Named(name), None) => mentions.in_module(module, name),
                        (Kind::TraitImpl { tr, ty }, None) => {
                            mentions.in_module(module, ty)
                                && (mentions.anywhere.contains(tr) || !own_traits.contains(tr))
                        }
                        (Kind::Always, None) => true,
                        (Kind::Inherent { .. }, None) => false,
                    };
                    if wanted && kept.insert(candidate as *const Item) {
                        mentions.add(&candidate.text, module);
                    }
                }
            }
        }
        if kept.len() == before {
            break;
        }
    }
    parsed
        .iter()
        .zip(modules.keys())
        .map(|((_, items), path)| {
            let mut parts: Vec<String> = Vec::new();
            for item in items {
                match &item.kind {
                    Kind::Inherent {
                        head,
                        methods,
                        tail,
                        ..
                    } => {
                        let bodies: Vec<&str> = methods
                            .iter()
                            .filter(|m| kept.contains(&(*m as *const Item)))
                            .map(|m| m.text.as_str())
                            .collect();
                        if !bodies.is_empty() {
                            parts.push(format!("{head}\n{}\n{tail}", bodies.join("\n")));
                        }
                    }
                    _ if kept.contains(&(item as *const Item)) => parts.push(item.text.clone()),
                    _ => {}
                }
            }
            (path.clone(), clean(&parts.join("\n")))
        })
        .collect()
}
