//! A module's code split into items, as the tree-shaking weighs them: each top-level item with
//! the attributes and comments above it, an inherent `impl` split into its methods, and a `use`
//! statement into the names it brings in. The code is the library's, formatted by rustfmt, so
//! an item starts at the module's indentation and ends at a line there that closes it.

use crate::use_paths::paths_in;

/// One item of a module, or one method of an inherent `impl`.
pub(crate) struct Item {
    pub text: String,
    pub kind: Kind,
}

pub(crate) enum Kind {
    /// A function, type, constant, static, trait or macro: kept when its name is mentioned.
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
    /// `use` or `pub use`: each path it brings in, kept when the name it binds is mentioned (a
    /// glob always).
    Use {
        public: bool,
        leaves: Vec<Vec<String>>,
    },
    /// Anything unrecognised: always kept.
    Always,
}

/// The name a `use` path binds in its module (`None` for a glob).
pub(crate) fn bound_name(leaf: &[String]) -> Option<&str> {
    match leaf.last().map(String::as_str) {
        Some("*") | None => None,
        Some("self") => leaf.get(leaf.len().wrapping_sub(2)).map(String::as_str),
        Some(name) => Some(name),
    }
}

/// A `use` statement for `leaves`, the leaves that share a parent in one group.
pub(crate) fn use_statement(public: bool, leaves: &[&Vec<String>]) -> String {
    let mut groups: Vec<(&[String], Vec<&str>)> = Vec::new();
    for leaf in leaves {
        let (parent, name) = leaf.split_at(leaf.len() - 1);
        match groups.iter_mut().find(|(p, _)| *p == parent) {
            Some((_, names)) => names.push(&name[0]),
            None => groups.push((parent, vec![&name[0]])),
        }
    }
    let visibility = if public { "pub " } else { "" };
    groups
        .iter()
        .map(|(parent, names)| {
            let names = match names.as_slice() {
                // `use a::b::self;` is no Rust: a lone `self` stays in braces.
                [one] if *one != "self" => one.to_string(),
                many => format!("{{{}}}", many.join(", ")),
            };
            format!("{visibility}use {}::{names};", parent.join("::"))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Splits code (items starting in column `indent`) into items.
pub(crate) fn split_items(code: &str, indent: usize) -> Vec<Item> {
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

/// `head` without a leading visibility (`pub`, `pub(crate)`, `pub(super)`, …).
fn without_visibility(head: &str) -> &str {
    if let Some(rest) = head.strip_prefix("pub(") {
        return rest.split_once(')').map_or(head, |(_, r)| r.trim_start());
    }
    head.strip_prefix("pub ").unwrap_or(head)
}

fn make_item(lines: &[&str], header: usize, indent: usize) -> Item {
    let text = lines.join("\n");
    let head = lines[header].trim_start();
    let public = head.starts_with("pub");
    let mut words = without_visibility(head);
    for qualifier in ["const ", "unsafe ", "extern \"C\" "] {
        if let Some(rest) = words.strip_prefix(qualifier) {
            if rest.starts_with("fn ") || rest.starts_with("impl") || rest.starts_with("trait ") {
                words = rest;
            }
        }
    }
    if words.starts_with("use ") {
        let leaves = paths_in(&text)
            .into_iter()
            .map(|p| if p[0] == "use" { p[1..].to_vec() } else { p })
            .filter(|p| !p.is_empty())
            .collect();
        return Item {
            text,
            kind: Kind::Use { public, leaves },
        };
    }
    for keyword in [
        "fn ",
        "const ",
        "static ",
        "struct ",
        "enum ",
        "trait ",
        "type ",
        "union ",
        "macro_rules! ",
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
        // The header ends at its `{`, past a `where` clause on lines of its own.
        let open = (header..lines.len())
            .find(|&k| lines[k].ends_with('{'))
            .unwrap_or(header);
        let kind = match rest.split_once(" for ") {
            Some((tr, ty)) => Kind::TraitImpl {
                tr: last_identifier(tr),
                ty: first_identifier(ty),
            },
            None if lines.len() > open + 2 => Kind::Inherent {
                ty: first_identifier(rest),
                head: lines[..=open].join("\n"),
                methods: split_items(&lines[open + 1..lines.len() - 1].join("\n"), indent + 4),
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

/// The identifiers of `text`, in order.
pub(crate) fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with(|c: char| c.is_alphabetic() || c == '_'))
}

/// `text` with the insides of its string literals blanked (but the `{name}`s that a format
/// string names): words in a message name no item.
pub(crate) fn without_strings(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let (mut in_string, mut in_braces) = (false, false);
    while let Some(c) = chars.next() {
        if in_string && (in_braces || c == '{') {
            in_braces = c != '}';
            out.push(c);
            continue;
        }
        match (in_string, c) {
            (true, '\\') => {
                chars.next();
            }
            (true, '"') => {
                in_string = false;
                out.push(c);
            }
            (true, _) => {}
            (false, '"') => {
                in_string = true;
                out.push(c);
            }
            (false, '\'') => {
                // A char literal ('"', '\\') is skipped whole; a lifetime is kept.
                out.push(c);
                let rest: String = chars.clone().take(3).collect();
                if rest.starts_with('\\') {
                    chars.nth(1);
                } else if rest.chars().nth(1) == Some('\'') {
                    chars.next();
                }
            }
            _ => out.push(c),
        }
    }
    out
}

fn first_identifier(text: &str) -> String {
    identifiers(text).next().unwrap_or("").to_owned()
}

fn last_identifier(text: &str) -> String {
    let path = text.split('<').next().unwrap_or(text);
    identifiers(path).last().unwrap_or("").to_owned()
}
