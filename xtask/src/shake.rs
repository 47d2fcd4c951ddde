//! Dropping what nothing names: a module's code split into items, and the items kept because
//! kept code mentions them.

use crate::clean::clean;
use crate::use_paths::paths_in;
use std::collections::{BTreeMap, HashMap, HashSet};

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
        self.anywhere.extend(words.iter().cloned());
        for path in paths_in(text) {
            // A glob (`use crate::io::*;`) makes every name this code says one of that module's.
            if path.len() >= 2 && path[path.len() - 1] == "*" {
                self.in_module
                    .entry(path[path.len() - 2].clone())
                    .or_default()
                    .extend(words.iter().cloned());
            }
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
