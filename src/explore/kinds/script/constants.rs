//! `--const NAME=VALUE` (repeatable, on every command that takes `--rule`): a rule's constant
//! set from the command line, so that a family of rules is explored without editing the file.
//! The value (a number, an array or a string in rhai syntax) replaces the text of the
//! constant's declaration at the script's top level, `const NAME = ...;`, before the script is
//! compiled: constants computed from it at the top level follow it.
//!
//! ```text
//! sg table --rule examples/rules/take_up_to.rhai 20 --const K=4
//! ```

use std::sync::OnceLock;

/// The constants given on the command line, in order: each name and its value's text.
static GIVEN: OnceLock<Vec<(String, String)>> = OnceLock::new();

/// Records the `--const` words, `NAME=VALUE` each, for every script this run loads.
pub fn give(words: &[String]) -> Result<(), String> {
    let mut given = Vec::with_capacity(words.len());
    for word in words {
        let Some((name, value)) = word.split_once('=') else {
            return Err(format!(
                "--const takes NAME=VALUE, like --const K=5 or --const TAKES=[1, 3, 4], found \
                 '{word}'"
            ));
        };
        let (name, value) = (name.trim(), value.trim());
        let named = name
            .chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_alphanumeric() || c == '_');
        if !named || value.is_empty() {
            return Err(format!(
                "--const takes NAME=VALUE, a constant's name and a value in rhai syntax, found \
                 '{word}'"
            ));
        }
        if rhai::Engine::new_raw().compile_expression(value).is_err() {
            return Err(format!(
                "--const {name}={value}: '{value}' is not a value in rhai syntax (a number like \
                 5, an array like [1, 3, 4] or a string like \"ab\")"
            ));
        }
        given.push((name.to_owned(), value.to_owned()));
    }
    // Set once, by `main`, before any script is loaded.
    let _ = GIVEN.set(given);
    Ok(())
}

/// Whether any constant was given.
pub fn any() -> bool {
    GIVEN.get().is_some_and(|given| !given.is_empty())
}

/// `text`, the script in `file`, with each given constant's value in its declaration; an
/// error naming the constants the file declares if one given is not among them.
pub(crate) fn applied(file: &str, text: &str) -> Result<String, String> {
    let Some(given) = GIVEN.get().filter(|given| !given.is_empty()) else {
        return Ok(text.to_owned());
    };
    let declared = declarations(text);
    let mut replaced: Vec<(std::ops::Range<usize>, &str)> = Vec::new();
    for (name, value) in given {
        let Some((_, range)) = declared.iter().find(|(n, _)| n == name) else {
            let names: Vec<&str> = declared.iter().map(|(n, _)| n.as_str()).collect();
            let names = match names.is_empty() {
                true => "none".to_owned(),
                false => names.join(", "),
            };
            return Err(format!(
                "--const {name}: {file} declares no constant {name} (its constants: {names})"
            ));
        };
        replaced.retain(|(r, _)| r != range);
        replaced.push((range.clone(), value));
    }
    replaced.sort_by_key(|(range, _)| std::cmp::Reverse(range.start));
    let mut text = text.to_owned();
    for (range, value) in replaced {
        text.replace_range(range, &format!(" {value}"));
    }
    Ok(text)
}

/// The constants declared at the top level of `text`, `const NAME = VALUE;`: each name and
/// where its value's text lies (between `=` and `;`). Strings and comments are skipped, and
/// only declarations outside every bracket count (not a function's own constants).
pub(crate) fn declarations(text: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let (mut depth, mut i) = (0i32, 0usize);
    // The declaration being read: its name and where its value begins.
    let mut open: Option<(String, usize)> = None;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = text[i + 2..]
                    .find("*/")
                    .map_or(bytes.len(), |n| i + 2 + n + 2);
                continue;
            }
            b'"' | b'`' | b'\'' => {
                i += 1;
                while i < bytes.len() && bytes[i] != c {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b';' if depth == 0 => {
                if let Some((name, from)) = open.take() {
                    found.push((name, from..i));
                }
            }
            c if depth == 0 && open.is_none() && (c.is_ascii_alphabetic() || c == b'_') => {
                let word = identifier(text, i);
                let starts_word = i == 0 || !is_word(bytes[i - 1]);
                if word == "const" && starts_word {
                    if let Some(declared) = declaration(text, i + word.len()) {
                        i = declared.1;
                        open = Some(declared);
                        continue;
                    }
                }
                i += word.len();
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    found
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The identifier of `text` at `at`.
fn identifier(text: &str, at: usize) -> &str {
    let end = text[at..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(text.len(), |n| at + n);
    &text[at..end]
}

/// After `const` (at `at`): the name declared and where its value begins (after the `=`).
fn declaration(text: &str, at: usize) -> Option<(String, usize)> {
    let rest = &text[at..];
    let spaces = rest.len() - rest.trim_start().len();
    if spaces == 0 {
        return None;
    }
    let name = identifier(text, at + spaces);
    if name.is_empty() {
        return None;
    }
    let after = at + spaces + name.len();
    let rest = text[after..].trim_start();
    let equals = text.len() - rest.len();
    (rest.starts_with('=') && !rest.starts_with("==")).then(|| (name.to_owned(), equals + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_level_declarations_are_found_and_nothing_else() {
        let text = "const K = 3; // const X = 1;\nconst TAKES = [1, \"a;\", 3];\nfn f() { const \
                    L = 2; L }\nlet s = \"const Y = 4;\";\nconst M=K*2;";
        let found: Vec<(String, &str)> = declarations(text)
            .into_iter()
            .map(|(name, range)| (name, &text[range]))
            .collect();
        let expected = [("K", " 3"), ("TAKES", " [1, \"a;\", 3]"), ("M", "K*2")];
        let expected: Vec<(String, &str)> =
            expected.iter().map(|&(n, v)| (n.to_owned(), v)).collect();
        assert_eq!(found, expected);
    }
}
