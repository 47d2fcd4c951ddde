//! Dropping what nothing reaches: the items of the modules (see [`crate::items`]) kept because
//! kept code mentions them, starting from the binary, and of a `use` only the names kept code
//! says.

use crate::clean::clean;
use crate::items::without_strings;
use crate::items::{bound_name, identifiers, split_items, use_statement};
use crate::items::{Item, Kind};
use crate::locals::{words, Word};
use crate::use_paths::paths_in;
use std::collections::{BTreeMap, HashMap, HashSet};

/// Names mentioned by kept code: anywhere (for methods and trait impls, which are reached
/// through values), and per module (for items, reached by plain name inside their module or by
/// `module::name` and `use` paths from outside; a name after a `.` is a field or a method, not
/// an item). A name the code binds itself (see [`crate::locals`]) is a local, not a mention.
#[derive(Default)]
struct Mentions {
    anywhere: HashSet<String>,
    /// Names called as methods (`x.star()`, not the field `x.star`) and, per name, what
    /// qualifies it at the end of a path (`Games` in `Games::star`): the only ways to reach a
    /// method. A bare `star`, or `star::` as a path's qualifier, names a local, a free item or
    /// a module, never a method.
    called: HashSet<String>,
    qualified: HashMap<String, HashSet<String>>,
    in_module: HashMap<String, HashSet<String>>,
    /// Per module, the names said other than before a `::` (`tree` in `use crate::algo::tree::
    /// Rooted;` is a module): what can reach a function, constant or static.
    as_value: HashMap<String, HashSet<String>>,
    /// The library's structs, enums and unions: a path through one (`Circle::of`), or through
    /// `Self`, names an associated item or a variant, never a module's item.
    nominal: HashSet<String>,
}

impl Mentions {
    fn add(&mut self, text: &str, module: &str) {
        let text = &without_strings(text);
        // A local (`let tree = …`) names no item, here or as a method.
        let all = words(text);
        let associated = |w: &Word| {
            w.qualified_by
                .is_some_and(|q| q == "Self" || self.nominal.contains(q))
        };
        let words: Vec<String> = all
            .iter()
            .filter(|w| !w.dotted && !w.local && !associated(w))
            .map(|w| w.name.to_owned())
            .collect();
        self.anywhere
            .extend(all.iter().filter(|w| !w.local).map(|w| w.name.to_owned()));
        self.called
            .extend(all.iter().filter(|w| w.called).map(|w| w.name.to_owned()));
        for w in all.iter().filter(|w| !w.qualifier) {
            if let Some(by) = w.qualified_by {
                let by = by.to_owned();
                self.qualified
                    .entry(w.name.to_owned())
                    .or_default()
                    .insert(by);
            }
        }
        self.in_module
            .entry(module.to_owned())
            .or_default()
            .extend(words.iter().cloned());
        let values: Vec<String> = all
            .iter()
            .filter(|w| !w.dotted && !w.local && !w.qualifier && !associated(w))
            .map(|w| w.name.to_owned())
            .collect();
        self.as_value
            .entry(module.to_owned())
            .or_default()
            .extend(values.iter().cloned());
        for path in paths_in(text) {
            // A glob (`use crate::io::*;`) makes every name this code says one of that module's.
            if path.len() >= 2 && path[path.len() - 1] == "*" {
                let glob = &path[path.len() - 2];
                let names = self.in_module.entry(glob.clone()).or_default();
                names.extend(words.iter().cloned());
                let names = self.as_value.entry(glob.clone()).or_default();
                names.extend(values.iter().cloned());
            }
            for pair in path.windows(2) {
                for names in [&mut self.in_module, &mut self.as_value] {
                    names
                        .entry(pair[0].clone())
                        .or_default()
                        .insert(pair[1].clone());
                }
            }
        }
    }

    /// Whether kept code may reach the method `name` of the type `ty`: by calling a method of
    /// that name on some value, or by a path to it through `ty`, `Self`, a generic or an alias
    /// (anything that is not another of `nominal`, the library's structs, enums and unions).
    fn reaches_method(&self, ty: &str, name: &str, nominal: &HashSet<String>) -> bool {
        self.called.contains(name)
            || self
                .qualified
                .get(name)
                .is_some_and(|by| by.iter().any(|q| q == ty || !nominal.contains(q)))
    }

    fn in_module(&self, module: &str, name: &str) -> bool {
        self.in_module
            .get(module)
            .is_some_and(|names| names.contains(name))
    }

    /// Whether the item `text`, named `name` in `module`, is reached: a function, constant or
    /// static only by a mention that is not a path's qualifier.
    fn reaches(&self, module: &str, name: &str, text: &str) -> bool {
        let names = if is_value_item(text) {
            &self.as_value
        } else {
            &self.in_module
        };
        names.get(module).is_some_and(|names| names.contains(name))
    }
}

/// The first line of code of an item (past its attributes and comments), without its
/// visibility.
fn first_code_line(text: &str) -> &str {
    let code = text
        .lines()
        .map(str::trim_start)
        .find(|l| !l.is_empty() && !l.starts_with("#[") && !l.starts_with("//"))
        .unwrap_or("");
    code.strip_prefix("pub(crate) ")
        .or_else(|| code.strip_prefix("pub(super) "))
        .or_else(|| code.strip_prefix("pub "))
        .unwrap_or(code)
}

/// An item that is a value (`fn`, `const`, `static`), which no `name::` path can go through.
fn is_value_item(text: &str) -> bool {
    let code = first_code_line(text);
    let code = code.strip_prefix("unsafe ").unwrap_or(code);
    ["fn ", "const ", "static "]
        .iter()
        .any(|k| code.starts_with(k))
}

/// Whether `text` (an item) declares a type: a struct, enum, union or type alias.
fn declares_type(text: &str) -> bool {
    let code = first_code_line(text);
    ["struct ", "enum ", "union ", "type "]
        .iter()
        .any(|k| code.starts_with(k))
}

/// The names of the functions that `text` (a trait) declares.
fn declared_functions(text: &str) -> Vec<&str> {
    text.split("fn ")
        .skip(1)
        .filter_map(|rest| identifiers(rest).next())
        .collect()
}

/// Whether `text` (an item) declares a struct, enum or union: a type of its own name, which no
/// alias or import elsewhere can stand for under that name.
fn declares_nominal_type(text: &str) -> bool {
    let code = first_code_line(text);
    ["struct ", "enum ", "union "]
        .iter()
        .any(|k| code.starts_with(k))
}

/// The identifiers of an `impl` header (its first line of code, up to its `{`).
fn head_words(text: &str) -> impl Iterator<Item = &str> {
    identifiers(first_code_line(text).split('{').next().unwrap_or(""))
}

/// Traits of std that code may use for their methods alone, without saying their names: a
/// module that keeps any code keeps its imports of them.
const METHOD_TRAITS: [&str; 6] = ["Read", "Write", "BufRead", "Seek", "Hasher", "Extend"];

/// The names through which code reaches a std trait's impl, for the traits whose impls are
/// reached only so: `"7".parse()` reaches `impl FromStr`. Other traits' impls (operators,
/// `Display` through `{}`) are kept with their types.
fn entry_points(tr: &str) -> Option<&'static [&'static str]> {
    match tr {
        "FromStr" => Some(&["parse", "from_str"]),
        _ => None,
    }
}

/// A part of an item that may be kept on its own: the item, a method of an inherent `impl`,
/// or one path of a `use`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Part {
    Item(usize, usize),
    Method(usize, usize, usize),
    Leaf(usize, usize, usize),
}

impl Part {
    fn in_module(self, module: usize) -> bool {
        match self {
            Part::Item(m, _) | Part::Method(m, _, _) => m == module,
            Part::Leaf(..) => false,
        }
    }
}

/// Drops from `modules` every item that kept code does not name, starting from `root` (the
/// binary and the input macro): a function, type or constant is kept when its module names it
/// or a path reaches it (`sg::table`, `use crate::io::{judge}`), an inherent method when its
/// type is kept and its name is mentioned, a trait impl when its type and trait are, a path of
/// a `use` when its module says the name it binds. Matching is by name, so the pruning may keep
/// too much but never too little; every bundle is compiled and run in the tests.
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
    // Each of our traits' functions: a call of one (`U64::from_token(…)`, `x.grundy()`)
    // reaches the trait and its impls though the trait's name is never said.
    let trait_functions: HashMap<&str, Vec<&str>> = parsed
        .iter()
        .flat_map(|(_, items)| items)
        .filter(|item| first_code_line(&item.text).starts_with("trait "))
        .filter_map(|item| match &item.kind {
            Kind::Named(name) => Some((name.as_str(), declared_functions(&item.text))),
            _ => None,
        })
        .collect();
    let reached_by_function = |mentions: &Mentions, tr: &str| {
        trait_functions.get(tr).is_some_and(|functions| {
            functions
                .iter()
                .any(|f| mentions.called.contains(*f) || mentions.qualified.contains_key(*f))
        })
    };
    let own_types: HashSet<String> = parsed
        .iter()
        .flat_map(|(_, items)| items)
        .filter(|item| declares_type(&item.text))
        .filter_map(|item| match &item.kind {
            Kind::Named(name) => Some(name.clone()),
            _ => None,
        })
        .collect();
    let nominal: HashSet<String> = parsed
        .iter()
        .flat_map(|(_, items)| items)
        .filter(|item| declares_nominal_type(&item.text))
        .filter_map(|item| match &item.kind {
            Kind::Named(name) => Some(name.clone()),
            _ => None,
        })
        .collect();
    let mut mentions = Mentions {
        nominal: nominal.clone(),
        ..Mentions::default()
    };
    mentions.add(root, "");
    let mut kept: HashSet<Part> = HashSet::new();
    loop {
        let before = kept.len();
        for (m, (module, items)) in parsed.iter().enumerate() {
            for (i, item) in items.iter().enumerate() {
                match &item.kind {
                    Kind::Inherent {
                        ty, head, methods, ..
                    } => {
                        if !mentions.in_module(module, ty) {
                            continue;
                        }
                        // The header's bounds name traits that the kept methods need.
                        if kept.insert(Part::Item(m, i)) {
                            mentions.add(head, module);
                        }
                        for (j, method) in methods.iter().enumerate() {
                            let named = match &method.kind {
                                Kind::Named(n) => mentions.reaches_method(ty, n, &nominal),
                                _ => true,
                            };
                            if named && kept.insert(Part::Method(m, i, j)) {
                                mentions.add(&method.text, module);
                            }
                        }
                    }
                    Kind::Use { leaves, .. } => {
                        for (j, leaf) in leaves.iter().enumerate() {
                            let said = bound_name(leaf).is_none_or(|name| {
                                mentions.in_module(module, name)
                                    || leaf[0] == "std"
                                        && METHOD_TRAITS.contains(&name)
                                        && kept.iter().any(|p| p.in_module(m))
                            });
                            if said && kept.insert(Part::Leaf(m, i, j)) {
                                mentions.add(&format!("use {};", leaf.join("::")), module);
                            }
                        }
                    }
                    kind => {
                        let reached = match kind {
                            Kind::Named(name) => {
                                mentions.reaches(module, name, &item.text)
                                    || reached_by_function(&mentions, name)
                            }
                            Kind::TraitImpl { tr, ty } => {
                                let called = |entry: &&[&str]| {
                                    entry.iter().any(|name| mentions.anywhere.contains(*name))
                                };
                                // The impl's own types (`Sum<T>`, `for Pair`): some said here.
                                // An impl for no type of ours (`for T`, `for i64`, `for (A,
                                // B)`) is reached through its trait alone.
                                let ours: Vec<&str> = head_words(&item.text)
                                    .filter(|w| own_types.contains(*w))
                                    .collect();
                                let typed = if own_types.contains(ty) {
                                    mentions.in_module(module, ty)
                                } else {
                                    ours.is_empty()
                                        || ours.iter().any(|t| mentions.in_module(module, t))
                                };
                                typed
                                    && (mentions.anywhere.contains(tr)
                                        || !own_traits.contains(tr)
                                        || reached_by_function(&mentions, tr))
                                    && entry_points(tr).is_none_or(|entry| called(&entry))
                            }
                            _ => true,
                        };
                        if reached && kept.insert(Part::Item(m, i)) {
                            mentions.add(&item.text, module);
                        }
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
        .enumerate()
        .zip(modules.keys())
        .map(|((m, (_, items)), path)| {
            let mut parts: Vec<String> = Vec::new();
            for (i, item) in items.iter().enumerate() {
                match &item.kind {
                    Kind::Inherent {
                        head,
                        methods,
                        tail,
                        ..
                    } => {
                        let bodies: Vec<&str> = (0..methods.len())
                            .filter(|&j| kept.contains(&Part::Method(m, i, j)))
                            .map(|j| methods[j].text.as_str())
                            .collect();
                        if !bodies.is_empty() {
                            parts.push(format!("{head}\n{}\n{tail}", bodies.join("\n")));
                        }
                    }
                    Kind::Use { public, leaves } => {
                        let said: Vec<&Vec<String>> = (0..leaves.len())
                            .filter(|&j| kept.contains(&Part::Leaf(m, i, j)))
                            .map(|j| &leaves[j])
                            .collect();
                        if !said.is_empty() {
                            parts.push(use_statement(*public, &said));
                        }
                    }
                    _ if kept.contains(&Part::Item(m, i)) => parts.push(item.text.clone()),
                    _ => {}
                }
            }
            (path.clone(), clean(&parts.join("\n")))
        })
        .collect()
}
