//! `cargo xtask bundle NAME --check`: the bundle compiled by bare rustc in every edition a judge
//! may use, each error shown at the line of the source it comes from (the binary's, or the
//! library's), not at the bundle's: the binary's own code is copied verbatim, so an idiom of a
//! later edition (`[a, b].into_iter()` by value) breaks the edition-2018 bundle.

use crate::items::without_strings;
use crate::msrv::{promised, too_new};
use crate::source_limits::{judge_of, limits_exceeded, listed};
use crate::use_paths::module_file;
use crate::workspace::{binaries, read, target_dir};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Rust's editions from the oldest a judge still uses to the newest.
pub const EDITIONS: [&str; 3] = ["2018", "2021", "2024"];

/// Compiles `bundle` (of binary `name`) in every edition, type-checking only; `Ok` with a
/// one-line summary, or `Err` with rustc's errors, their places mapped to the sources.
pub fn check(root: &Path, name: &str, bundle: &str) -> Result<String, String> {
    // A judge refuses a source over its limit before compiling it.
    let size = bundle.len();
    let over = limits_exceeded(name, size);
    if let Some(own) = over.own {
        let others = match over.others.is_empty() {
            true => String::new(),
            false => format!(" (and {})", listed(&over.others)),
        };
        return Err(format!(
            "{name}: the bundle ({size} bytes) is over {}'s limit on a submission, {} bytes{others}",
            own.judge, own.bytes
        ));
    }
    if judge_of(name).is_none() && !over.others.is_empty() {
        return Err(format!(
            "{name}: the bundle ({size} bytes) is over the limit on a submission of {} (the \
             name says no judge, so each judge's limit counts)",
            listed(&over.others)
        ));
    }
    let dir = target_dir().join("bundle-check").join(name);
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let file = dir.join(format!("{name}.rs"));
    fs::write(&file, bundle).map_err(|e| format!("{}: {e}", file.display()))?;
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let sources = Sources::new(root, name, bundle);
    let mut failures = String::new();
    for edition in EDITIONS {
        let output = Command::new(&rustc)
            .args([
                "--edition",
                edition,
                "--crate-type",
                "bin",
                "--emit=metadata",
            ])
            .args(["--crate-name", name, "-o"])
            .arg(dir.join(format!("{name}-{edition}.rmeta")))
            .arg(&file)
            .env_remove("CARGO_ENCODED_RUSTFLAGS")
            .output()
            .map_err(|e| format!("{rustc}: {e}"))?;
        if !output.status.success() {
            let stderr = String::from_utf8_lossy(&output.stderr);
            failures += &format!("edition {edition}:\n{}\n", sources.map(&stderr, &file));
        }
    }
    if !failures.is_empty() {
        return Err(
            format!("{name}: the bundle does not compile alone\n{failures}")
                .trim_end()
                .to_owned(),
        );
    }
    let oldest = promised(root)?;
    let newer = too_new(root, &file, &dir.join(format!("{name}-msrv.rmeta")))?;
    if newer.is_empty() {
        let others = match over.others.is_empty() {
            true => String::new(),
            false => format!(" (over {}: not its judge)", listed(&over.others)),
        };
        Ok(format!(
            "{name}: the bundle ({size} bytes{others}) compiles in editions {}, with Rust \
             {oldest}'s std",
            EDITIONS.join(", ")
        ))
    } else {
        let calls: Vec<String> = newer
            .iter()
            .map(|call| {
                let place = sources.place(call.line, call.column).map_or_else(
                    || format!("bundle line {}:{}", call.line, call.column),
                    |source| format!("{source} (bundle line {})", call.line),
                );
                format!("`{}` needs Rust {}\n  --> {place}", call.api, call.since)
            })
            .collect();
        Err(format!(
            "{name}: the bundle calls std APIs newer than Rust {oldest}, the oldest it promises \
             (README; msrv in clippy.toml):\n{}",
            calls.join("\n")
        ))
    }
}

/// Where each line of a bundle comes from: the binary for the lines before the first module,
/// the files of the module a line is nested in for the rest; found by its text, since the
/// bundle drops indentation, comments and what nothing reaches.
struct Sources {
    /// Per bundle line, the file it comes from (or its module's first file), in `files`.
    origins: Vec<Option<usize>>,
    /// The source files, each as (its path from the workspace, its lines).
    files: Vec<(String, Vec<String>)>,
    bundle: Vec<String>,
    /// The checkout the files are in.
    root: PathBuf,
}

impl Sources {
    fn new(root: &Path, name: &str, bundle: &str) -> Sources {
        let binary = binaries(root)
            .ok()
            .and_then(|bins| bins.into_iter().find(|(n, _)| n == name))
            .map(|(_, path)| path);
        let mut files: Vec<(String, Vec<String>)> = Vec::new();
        let mut file_of = |path: PathBuf| -> Option<usize> {
            let shown = path
                .strip_prefix(root)
                .unwrap_or(&path)
                .display()
                .to_string();
            if let Some(i) = files.iter().position(|(s, _)| *s == shown) {
                return Some(i);
            }
            let text = read(&path).ok()?;
            files.push((shown, text.lines().map(str::to_owned).collect()));
            Some(files.len() - 1)
        };
        let binary = binary.and_then(&mut file_of);
        let mut origins = Vec::new();
        // The modules open around a line, each with the brace depth inside it.
        let mut stack: Vec<(String, i64)> = Vec::new();
        let (mut depth, mut in_modules) = (0i64, false);
        for line in bundle.lines() {
            let code = without_strings(line);
            depth += code.matches('{').count() as i64 - code.matches('}').count() as i64;
            if let Some(rest) = line.strip_prefix("pub mod ") {
                in_modules = true;
                if !line.ends_with("{}") {
                    let module = rest.split_whitespace().next().unwrap_or("").to_owned();
                    stack.push((module, depth));
                }
                origins.push(None);
                continue;
            }
            if stack.last().is_some_and(|&(_, inside)| depth < inside) {
                stack.pop();
                origins.push(None);
                continue;
            }
            let path: Vec<String> = stack.iter().map(|(m, _)| m.clone()).collect();
            origins.push(if in_modules {
                module_file(root, &path).and_then(&mut file_of)
            } else {
                binary
            });
        }
        Sources {
            origins,
            files,
            bundle: bundle.lines().map(str::to_owned).collect(),
            root: root.to_path_buf(),
        }
    }

    /// The source place of bundle line `line` (from 1) and column `column`, if it is found.
    fn place(&self, line: usize, column: usize) -> Option<String> {
        let text = self.bundle.get(line.checked_sub(1)?)?.trim();
        let (shown, lines) = &self.files[(*self.origins.get(line - 1)?)?];
        // A module's files: the module's own and its private parts (`io/mod.rs`, `io/*.rs`).
        let mut candidates = vec![(shown.clone(), lines.clone())];
        // Where the private parts are: beside `mod.rs`, or in the folder named as the file.
        let parts = if shown.ends_with("mod.rs") {
            Path::new(shown).parent()
        } else {
            shown.strip_suffix(".rs").map(Path::new)
        };
        if let Some(dir) = parts {
            for entry in fs::read_dir(self.root.join(dir))
                .into_iter()
                .flatten()
                .flatten()
            {
                if let Ok(code) = fs::read_to_string(entry.path()) {
                    let shown = dir.join(entry.file_name()).display().to_string();
                    candidates.push((shown, code.lines().map(str::to_owned).collect()));
                }
            }
        }
        for (shown, lines) in candidates {
            let same = |l: &String| {
                let t = l.trim();
                t == text || t.replace("grundy::", "crate::") == text
            };
            if let Some(i) = lines.iter().position(same) {
                let indent = lines[i].len() - lines[i].trim_start().len();
                return Some(format!("{shown}:{}:{}", i + 1, column + indent));
            }
        }
        None
    }

    /// rustc's `stderr` with each ` --> FILE:L:C` of the bundle `file` shown at its source.
    fn map(&self, stderr: &str, file: &Path) -> String {
        let bundle_name = file.display().to_string();
        stderr
            .lines()
            .map(|line| {
                let Some((arrow, place)) = line.split_once("--> ") else {
                    return line.to_owned();
                };
                let Some(rest) = place.strip_prefix(&format!("{bundle_name}:")) else {
                    return line.to_owned();
                };
                let mut numbers = rest.split(':').map(|n| n.parse::<usize>().ok());
                let (Some(Some(l)), Some(Some(c))) = (numbers.next(), numbers.next()) else {
                    return line.to_owned();
                };
                match self.place(l, c) {
                    Some(source) => format!("{arrow}--> {source} (bundle line {l})"),
                    None => format!("{arrow}--> bundle line {l}:{c} ({bundle_name})"),
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}
