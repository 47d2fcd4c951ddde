//! The one-file bundle of a binary: its code with `include!`s inlined, the library modules it
//! reaches, the `input!` stand-in, and the modules nested in sorted order.

use crate::clean::{clean, layout};
use crate::input_forms::{input_forms, rewrite_proconio_uses, stand_in};
use crate::merge::module_code;
use crate::shake::shake;
use crate::use_paths::{module_file, module_of, paths_after, paths_in};
use crate::workspace::{binaries, read};
use std::collections::BTreeMap;
use std::path::Path;

/// The one-file bundle of binary `name`.
pub fn bundle(root: &Path, name: &str) -> Result<String, String> {
    let bins = binaries(root)?;
    let Some((_, source)) = bins.iter().find(|(n, _)| n == name) else {
        let names: Vec<&str> = bins.iter().map(|(n, _)| n.as_str()).collect();
        return Err(format!("no binary {name}; there are: {}", names.join(", ")));
    };
    let main = inline_includes(&read(source)?, source)?;
    bundle_source(root, name, &main)
}

/// The one-file bundle of a binary called `name` whose code is `main` (its `include!`s
/// already inlined): what [`bundle`] does once it has read the binary.
pub fn bundle_source(root: &Path, name: &str, main: &str) -> Result<String, String> {
    let file = format!("src/bin/{name}.rs");
    let main = rewrite_proconio_uses(main, &file)?;
    let forms = input_forms(&main, &file, &markers(root)?)?;
    // The binary's comments go like the library's (a bundle is for pasting), and its doc
    // comments with them, which rustc would otherwise attach to whatever follows.
    let body = clean(&main);
    let code_line = |l: &&str| !l.trim_start().starts_with("//");
    if let Some(at) = main
        .lines()
        .position(|l| code_line(&l) && l.contains("proconio"))
    {
        return Err(format!(
            "{file}:{}: only proconio's `input!` and markers can be bundled, through `use \
             proconio::…` lines",
            at + 1
        ));
    }
    refuse_crates(root, name, &body)?;
    let mut modules = BTreeMap::new();
    let mut pending = binary_modules(root, &body)?;
    while let Some(module) = pending.pop() {
        if modules.contains_key(&module) {
            continue;
        }
        let text = module_code(root, &module)?;
        refuse_crates(root, &format!("module {}", module.join("::")), &text)?;
        let parent = &module[..module.len() - 1];
        let mut uses: Vec<Vec<String>> = paths_after(&text, "crate");
        for path in paths_after(&text, "super") {
            uses.push(parent.iter().cloned().chain(path).collect());
        }
        // A path from a module into its own public child (`use game::Games;` in
        // `partizan/mod.rs`).
        let children = public_children(root, &module)?;
        for path in paths_in(&text) {
            if children.contains(&path[0]) {
                uses.push(module.iter().cloned().chain(path).collect());
            }
        }
        pending.extend(uses.into_iter().filter_map(|p| module_of(root, &p)));
        modules.insert(module, text);
    }
    let body = body.replace("grundy::", "crate::");
    let input = stand_in(&forms);
    let modules = shake(&modules, &format!("{body}\n{input}"));
    let mut out = format!(
        "#![allow(dead_code, unused_imports, unused_macros)]\n{input}{}\n",
        body.trim()
    );
    emit_tree(&mut out, &modules, &[]);
    Ok(format!(
        "// {name}, by `cargo xtask bundle {name}` from grundy: std only, rustc 1.70+, edition \
         2018+.\n{}",
        layout(&out)
    ))
}

/// The library modules the binary's code reaches: those its `grundy::…` paths lead into, and,
/// below a module it imports whole (`use grundy::games::nim;`, `use grundy::games::*;`), those
/// its shorter paths lead into (`nim::nim_sum`, `loopy::Outcome`). What cannot be followed
/// (the library renamed, a glob of something that is not a module) is an error naming it.
fn binary_modules(root: &Path, body: &str) -> Result<Vec<Vec<String>>, String> {
    if body.contains("grundy as ") {
        return Err(
            "`grundy as ...` renames the library, which the bundler cannot follow: \
                    write `use grundy::...` paths"
                .to_owned(),
        );
    }
    let is_module = |path: &[String]| path.is_empty() || module_file(root, path).is_some();
    let mut modules = Vec::new();
    // (the name code uses for it, or None for a glob's children; the module)
    let mut bases: Vec<(Option<String>, Vec<String>)> = Vec::new();
    for mut path in paths_after(body, "grundy") {
        if path.last().map(String::as_str) == Some("self") {
            path.pop();
        }
        if path.last().map(String::as_str) == Some("*") {
            path.pop();
            // An enum's variants (`use grundy::search::loopy::Outcome::*`) come with its module.
            if let Some(module) = module_of(root, &path).filter(|m| m.len() + 1 == path.len()) {
                if is_enum(root, &module, &path[path.len() - 1]) {
                    modules.push(module);
                    continue;
                }
            }
            if !is_module(&path) {
                return Err(format!(
                    "`use grundy::{}::*`: the bundler follows globs of modules only; name the \
                     items instead",
                    path.join("::")
                ));
            }
            modules.extend(module_of(root, &path));
            bases.push((None, path));
            continue;
        }
        if let Some(module) = module_of(root, &path) {
            if module == path {
                bases.push((path.last().cloned(), path));
            }
            modules.push(module);
        }
    }
    for relative in paths_in(body) {
        for (alias, base) in &bases {
            let below: Vec<String> = match alias {
                Some(alias) if &relative[0] == alias => {
                    base.iter().chain(&relative[1..]).cloned().collect()
                }
                None => base.iter().chain(&relative).cloned().collect(),
                _ => continue,
            };
            // A glob's child must be a module of its own to count.
            if alias.is_none() && !is_module(&below[..base.len() + 1]) {
                continue;
            }
            modules.extend(
                module_of(root, &below).filter(|m| m.len() > base.len() || alias.is_some()),
            );
        }
    }
    Ok(modules)
}

/// The children that the file of `module` declares `pub mod`.
fn public_children(root: &Path, module: &[String]) -> Result<Vec<String>, String> {
    let file = module_file(root, module).expect("resolved modules have files");
    Ok(read(&file)?
        .lines()
        .filter_map(|l| l.strip_prefix("pub mod ")?.strip_suffix(';'))
        .map(str::to_owned)
        .collect())
}

/// Whether the library module `module` declares a public enum `name`.
fn is_enum(root: &Path, module: &[String], name: &str) -> bool {
    let code = crate::merge::module_code(root, module).unwrap_or_default();
    code.lines().any(|l| {
        l.trim_start().strip_prefix("pub enum ").is_some_and(|r| {
            r.starts_with(name)
                && !r[name.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
        })
    })
}

/// The marker types of the library (`impl FromToken for U64`), which `input!` may name.
fn markers(root: &Path) -> Result<Vec<String>, String> {
    let mut markers = Vec::new();
    let dir = root.join("src/io");
    for entry in std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let code = read(&entry.map_err(|e| e.to_string())?.path())?;
        for (at, _) in code.match_indices("impl FromToken for ") {
            let name = &code[at + "impl FromToken for ".len()..];
            let end = name
                .find(|c: char| !c.is_alphanumeric())
                .unwrap_or(name.len());
            markers.push(name[..end].to_owned());
        }
    }
    markers.sort();
    Ok(markers)
}

/// An error if `code` (of `what`) names a crate of the workspace's dependencies other than
/// proconio's `input!`: judges compile one file with std only.
fn refuse_crates(root: &Path, what: &str, code: &str) -> Result<(), String> {
    for dependency in dependencies(root) {
        let crate_name = dependency.replace('-', "_");
        if crate_name == "proconio" {
            continue;
        }
        let named = paths_in(code).iter().any(|p| p[0] == crate_name)
            || code.contains(&format!("extern crate {crate_name}"));
        if named {
            return Err(format!(
                "{what} uses the crate {dependency}, which a bundle cannot carry (judges compile \
                 one file with std only)"
            ));
        }
    }
    Ok(())
}

/// The names in the `[dependencies]` table of the workspace's `Cargo.toml`.
fn dependencies(root: &Path) -> Vec<String> {
    let manifest = read(&root.join("Cargo.toml")).unwrap_or_default();
    let mut in_table = false;
    let mut names = Vec::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_table = line == "[dependencies]";
        } else if in_table && !line.starts_with('#') {
            if let Some((name, _)) = line.split_once('=') {
                names.push(name.trim().to_owned());
            }
        }
    }
    names
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

/// Whether the module at `path`, or one below it, kept more than `use` lines: a module that
/// only imports (every item it had was dropped) is left empty in the bundle.
fn holds_code(modules: &BTreeMap<Vec<String>, String>, path: &[String]) -> bool {
    modules.iter().any(|(p, code)| {
        p.starts_with(path)
            && code.lines().any(|l| {
                let l = l.trim();
                !l.is_empty() && !l.starts_with("use ")
            })
    })
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
        if !holds_code(modules, &path) {
            // Kept code may still import it; its imports are not needed.
            out.push_str(&format!("pub mod {child} {{}}\n"));
            continue;
        }
        // Module bodies stay at column 0, so nesting costs no bytes per line.
        out.push_str(&format!("pub mod {child} {{\n"));
        if let Some(code) = modules.get(&path) {
            out.push_str(code);
            out.push('\n');
        }
        emit_tree(out, modules, &path);
        out.push_str("}\n");
    }
}
