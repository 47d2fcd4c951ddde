//! The library's doc examples as programs a judge would take: every ```` ``` ```` block of a
//! `///` or `//!` comment in `src/` (the doctests Cargo runs), but the explorer's, which no
//! judge binary reaches. [`program`] writes a set of them as one binary, each example a
//! function of its own that `main` calls in turn, so that one bundle and one compile check
//! many uses of the library the way a pasted solution makes them.

use crate::workspace::read;
use std::path::Path;

/// One doc example: where it is, its code (hidden `# ` lines shown), and whether rustdoc runs
/// it (a `no_run` example is compiled only).
#[derive(Clone, Debug)]
pub struct DocExample {
    /// The file, relative to the workspace (`src/games/nim.rs`).
    pub file: String,
    /// The line of its opening fence.
    pub line: usize,
    pub code: String,
    pub runs: bool,
}

impl DocExample {
    /// `file:line`, as a compiler names a place.
    pub fn place(&self) -> String {
        format!("{}:{}", self.file, self.line)
    }
}

/// The doc examples of every library file under `src/` but `src/bin/` and `src/explore/`, in
/// file order: the fenced blocks that rustdoc compiles (no language, `rust`, `no_run`,
/// `should_panic`; not `text`, `ignore` or `compile_fail`).
pub fn doc_examples(root: &Path) -> Result<Vec<DocExample>, String> {
    let mut files = Vec::new();
    collect_files(&root.join("src"), &mut files)?;
    files.sort();
    let mut examples = Vec::new();
    for file in files {
        let relative = file
            .strip_prefix(root)
            .unwrap_or(&file)
            .to_string_lossy()
            .replace('\\', "/");
        if relative.starts_with("src/bin/") || relative.starts_with("src/explore") {
            continue;
        }
        examples.extend(examples_in(&relative, &read(&file)?));
    }
    Ok(examples)
}

fn collect_files(dir: &Path, files: &mut Vec<std::path::PathBuf>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            collect_files(&path, files)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    Ok(())
}

/// The doc examples of one file's text.
fn examples_in(file: &str, text: &str) -> Vec<DocExample> {
    let text = text.split("#[cfg(test)]").next().unwrap_or(text);
    let mut examples = Vec::new();
    // (the line of the fence, whether rustdoc compiles it and runs it, the code so far)
    let mut open: Option<(usize, Option<bool>, Vec<String>)> = None;
    for (at, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let Some(doc) = trimmed
            .strip_prefix("///")
            .or_else(|| trimmed.strip_prefix("//!"))
        else {
            continue;
        };
        let doc = doc.strip_prefix(' ').unwrap_or(doc);
        if let Some(info) = doc.trim_start().strip_prefix("```") {
            match open.take() {
                Some((line, runs, code)) => {
                    if let Some(runs) = runs {
                        examples.push(DocExample {
                            file: file.to_owned(),
                            line,
                            code: code.join("\n"),
                            runs,
                        })
                    }
                }
                None => open = Some((at + 1, compiled(info), Vec::new())),
            }
            continue;
        }
        if let Some((_, _, code)) = &mut open {
            // rustdoc's hidden lines: `# code` is code, a lone `#` an empty line.
            let shown = match doc.strip_prefix("# ") {
                Some(hidden) => hidden,
                None if doc == "#" => "",
                None => doc,
            };
            code.push(shown.to_owned());
        }
    }
    examples
}

/// Whether rustdoc compiles a block with the fence's `info` string, and if so whether it runs
/// it (`Some(false)` for `no_run`); `None` for a block it does not compile.
fn compiled(info: &str) -> Option<bool> {
    let words: Vec<&str> = info
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    let skipped = ["text", "ignore", "compile_fail", "console", "sh", "toml"];
    if words.iter().any(|w| skipped.contains(w)) {
        return None;
    }
    if words
        .iter()
        .any(|w| !["rust", "no_run", "should_panic"].contains(w) && !w.starts_with("edition"))
    {
        return None;
    }
    Some(!words.contains(&"no_run"))
}

/// One binary holding `examples`, each the body of a function of its own (its `use` lines
/// with it); `main` runs those that rustdoc runs, in order, and prints `ran FILE:LINE` after
/// each, so that a failure is the example after the last one printed.
pub fn program(examples: &[DocExample]) -> String {
    let mut calls = String::new();
    let mut functions = String::new();
    for (i, example) in examples.iter().enumerate() {
        if example.runs {
            calls += &format!(
                "    example_{i}();\n    println!(\"ran {}\");\n",
                example.place()
            );
        }
        let body: String = example.code.lines().map(|l| format!("    {l}\n")).collect();
        // A block with its own `main` is run as rustdoc runs it: by calling that `main`.
        let call_main = if example.code.contains("fn main()") {
            "    main();\n"
        } else {
            ""
        };
        functions += &format!(
            "\n// {}\n#[allow(unused)]\nfn example_{i}() {{\n{body}{call_main}}}\n",
            example.place()
        );
    }
    format!("fn main() {{\n{calls}}}\n{functions}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fences_hidden_lines_and_kinds_of_block() {
        let text = "//! Top.\n//! ```\n//! # use a::b;\n//! b();\n//! #\n//! ```\n\
                    /// ```text\n/// not code\n/// ```\n    /// ```no_run\n    /// play();\n    /// ```\n\
                    /// ```ignore\n/// x\n/// ```\n#[cfg(test)]\n/// ```\n/// y\n/// ```\n";
        let found = examples_in("src/a.rs", text);
        assert_eq!(found.len(), 2);
        assert_eq!((found[0].line, found[0].runs), (2, true));
        assert_eq!(found[0].code, "use a::b;\nb();\n");
        assert_eq!(
            (found[1].line, found[1].runs, found[1].code.as_str()),
            (10, false, "play();")
        );
        let program = program(&found);
        assert!(program.contains("example_0();\n    println!(\"ran src/a.rs:2\");"));
        assert!(!program.contains("example_1();"), "{program}");
        assert!(
            program.contains("fn example_1() {\n    play();\n}"),
            "{program}"
        );
    }
}
