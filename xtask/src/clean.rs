//! What of a source file a bundle keeps: the code, not the notes for its readers. Both the
//! merge of a split module and the tree-shaking clean what they emit, so this sits below them.

/// A module's code without comments (but `// SAFETY:` ones), `#[inline]` hints, clippy
/// allowances, its `#[cfg(test)]` tail, `mod name;` lines or blank lines: the sources explain
/// it, the bundle runs it.
pub(crate) fn clean(text: &str) -> String {
    let code = text.split("#[cfg(test)]").next().unwrap_or(text);
    let mut lines: Vec<&str> = Vec::new();
    for line in code.lines() {
        let t = line.trim_start();
        let declaration = (t.starts_with("mod ") || t.starts_with("pub mod ")) && t.ends_with(';');
        let comment = t.starts_with("//") && !t.starts_with("// SAFETY");
        // The hint only matters between crates, and a bundle is one crate.
        let inline_hint = t == "#[inline]";
        // Clippy is not run on a bundle.
        let lint = t.starts_with("#[allow(clippy::") && t.ends_with(")]");
        if comment || declaration || inline_hint || lint {
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        lines.push(line);
    }
    lines.join("\n").trim_end().to_owned()
}
