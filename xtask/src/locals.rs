//! The words of an item as the tree-shaking reads them: a name bound inside the item (by `let`,
//! `for`, a parameter of the function or of a closure) names that local wherever it is not
//! called or followed by a path, so `let tree = …; tree.parent` reaches no function `tree`.
//! What is bound is found by the tokens around it, not by a parser: a binding missed (in a
//! `match` arm) only keeps too much, and a name bound and also called (`tree(…)`) is kept.

use std::collections::HashSet;

/// One identifier of an item's code.
pub(crate) struct Word<'a> {
    pub name: &'a str,
    /// After a `.` (not `..`): a field or a method.
    pub dotted: bool,
    /// Bound in the item and not called here (`name(`, `name!`) nor a path (`name::`):
    /// a local, which names no item; or the name that an item declares (`fn star`).
    pub local: bool,
    /// Followed by `::` and a name (not a turbofish `::<`): a module, a type or an enum, never a
    /// function, constant or static.
    pub qualifier: bool,
    /// After a `.` and called (`x.star(`, `x.collect::<`): a method, never a field.
    pub called: bool,
    /// After a `::`, the token before it (`Games` in `Games::new`, `Self`, `>` in `<T>::new`):
    /// the tail of a path and what qualifies it.
    pub qualified_by: Option<&'a str>,
}

/// The identifiers of `code` (with its string literals blanked) in order.
pub(crate) fn words(code: &str) -> Vec<Word<'_>> {
    let tokens = tokens(code);
    let bound = bound(&tokens);
    let at = |i: usize| tokens.get(i).copied().unwrap_or("");
    (0..tokens.len())
        .filter(|&i| is_identifier(tokens[i]))
        .map(|i| {
            let before = |k: usize| i.checked_sub(k).map_or("", at);
            let used_as_item = matches!(at(i + 1), "(" | "::" | "!") || before(1) == "::";
            // The name an item declares (`fn mover_wins`, `type Output`) is no mention of another
            // item of that name; a type after `&'static` or `*const` is one.
            let declared = matches!(
                before(1),
                "fn" | "struct" | "enum" | "union" | "trait" | "type" | "const" | "static" | "mod"
            ) && !matches!(before(2), "'" | "*");
            // A field (`of: u64` in a struct, `Square { of: 2 }`) or a typed binding before a
            // single `:`: a snake_case name there is no item's (a type in a bound is CamelCase).
            let field = at(i + 1) == ":"
                && before(1) != "$"
                && tokens[i].starts_with(|c: char| c.is_lowercase() || c == '_');
            let dotted = before(1) == "." && before(2) != ".";
            Word {
                name: tokens[i],
                dotted,
                local: declared || field || bound.contains(tokens[i]) && !used_as_item,
                qualifier: at(i + 1) == "::" && at(i + 2) != "<",
                called: dotted && matches!(at(i + 1), "(" | "::"),
                qualified_by: (before(1) == "::").then(|| before(2)),
            }
        })
        .collect()
}

fn is_identifier(token: &str) -> bool {
    token.starts_with(|c: char| c.is_alphabetic() || c == '_')
}

/// `code` as tokens: identifiers and numbers whole, `::`, `==`, `=>`, `!=`, `<=`, `>=`, `||`
/// and `->` as one, any other character alone; whitespace dropped.
fn tokens(code: &str) -> Vec<&str> {
    const PAIRS: [&str; 8] = ["::", "==", "=>", "!=", "<=", ">=", "||", "->"];
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(c) = rest.chars().next() {
        let len = if c.is_alphanumeric() || c == '_' {
            rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len())
        } else if PAIRS.iter().any(|p| rest.starts_with(p)) {
            2
        } else {
            c.len_utf8()
        };
        if !c.is_whitespace() {
            found.push(&rest[..len]);
        }
        rest = &rest[len..];
    }
    found
}

/// The names `tokens` bind: in the pattern of a `let` (up to its type, `=` or `else`) or a
/// `for` (up to `in`), a function's parameters (a name before its `:`), and a closure's (between
/// its bars, where a bar opens a closure: after `(`, `,`, `=`, `{`, `;`, `=>`, `move` or
/// `return`).
fn bound<'a>(tokens: &[&'a str]) -> HashSet<&'a str> {
    let mut names = HashSet::new();
    for (i, &token) in tokens.iter().enumerate() {
        let after = &tokens[i + 1..];
        let before = i.checked_sub(1).map_or("(", |k| tokens[k]);
        let (pattern, bindings_only_before_colon) = match token {
            "let" => (until(after, &["=", ":", ";", "else"], &[]), false),
            "for" if after.first() != Some(&"<") => (until(after, &["in"], &["{", ";"]), false),
            "fn" => {
                let open = after.iter().position(|&t| t == "(").unwrap_or(after.len());
                let params = &after[(open + 1).min(after.len())..];
                (until(params, &[")"], &[]), true)
            }
            "|" if matches!(
                before,
                "(" | "," | "=" | "{" | ";" | "=>" | "move" | "return"
            ) =>
            {
                (until(after, &["|"], &[]), false)
            }
            _ => continue,
        };
        for (k, &name) in pattern.iter().enumerate() {
            let next = pattern.get(k + 1).copied().unwrap_or("");
            let binds = name.starts_with(|c: char| c.is_lowercase() || c == '_')
                && !matches!(name, "mut" | "ref" | "box" | "self" | "_")
                && !matches!(next, "(" | "{" | "::" | "!")
                && (!bindings_only_before_colon || next == ":");
            if binds {
                names.insert(name);
            }
        }
    }
    names
}

/// The tokens up to the first of `stops` outside brackets; none if one of `aborts` comes first
/// (or neither comes).
fn until<'t, 'a>(tokens: &'t [&'a str], stops: &[&str], aborts: &[&str]) -> &'t [&'a str] {
    let mut depth = 0i32;
    for (i, &t) in tokens.iter().enumerate() {
        if depth == 0 && stops.contains(&t) {
            return &tokens[..i];
        }
        if depth == 0 && aborts.contains(&t) {
            return &[];
        }
        match t {
            "(" | "[" | "{" | "<" => depth += 1,
            ")" | "]" | "}" | ">" => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return &[];
        }
    }
    &[]
}

#[cfg(test)]
mod tests {
    use super::words;

    /// The words of `code` that may name an item (not dotted, not locals).
    fn items(code: &str) -> Vec<&str> {
        let found = words(code);
        let names = found.iter().filter(|w| !w.dotted && !w.local);
        names.map(|w| w.name).collect()
    }

    #[test]
    fn locals_name_no_item_but_calls_and_paths_do() {
        let code = "fn root(n: usize) -> T { let tree = rooted(n)?; tree.parent[n] }";
        // `root` is the name the function declares: no mention of another `root`.
        assert_eq!(items(code), ["fn", "usize", "T", "let", "rooted"]);
        // Bound and called (a closure, or a shadowed function): kept.
        assert!(items("let tree = 1; f(tree); tree(2)").contains(&"tree"));
        assert!(items("let x = 1; tree::grow(x)").contains(&"tree"));
        // Patterns, `for`, closures; a type after `:` and a variant are not bindings.
        let code = "let Some((order, parent)): Option<Tree> = g(); for (i, v) in order {} \
                    h(|leaf, depth| leaf + depth + order + parent + i + v)";
        assert_eq!(
            items(code),
            ["let", "Some", "Option", "Tree", "g", "for", "in", "h"]
        );
        // `|` after a value is an or; `impl ... for` binds nothing.
        assert!(items("let a = b | c; impl Read for c {}").contains(&"c"));
    }

    #[test]
    fn a_method_is_reached_by_a_call_or_a_path_not_by_a_field_or_a_bare_word() {
        let code = "fn f(n: Node) { n.star; n.height(); v.iter().collect::<Vec<_>>(); \
                    Dyadic::integer(1); Self::zero(); <T>::new(); minimax::Dense; integer }";
        let found = words(code);
        let called: Vec<&str> = found.iter().filter(|w| w.called).map(|w| w.name).collect();
        assert_eq!(called, ["height", "iter", "collect"]);
        let paths: Vec<(&str, &str)> = found
            .iter()
            .filter_map(|w| Some((w.qualified_by?, w.name)))
            .collect();
        let expected = [
            ("Dyadic", "integer"),
            ("Self", "zero"),
            (">", "new"),
            ("minimax", "Dense"),
        ];
        assert_eq!(paths, expected);
        // Each declaration's name is a local of its own, naming no other item.
        let code = "struct Output; type Output = u8; const NONE: u8 = 0; fn of() {}";
        // A snake_case field before `:` is no mention; a shorthand field and a bound's type are.
        let fields =
            "struct S { of: u64 } fn g() -> S where Circle: Copy { S { of: LIMIT, side } }";
        assert_eq!(
            items(fields),
            ["struct", "u64", "fn", "S", "where", "Circle", "Copy", "S", "LIMIT", "side"]
        );
        let types = "fn f(a: &'static Sum, b: *const Node)";
        assert_eq!(items(types), ["fn", "static", "Sum", "const", "Node"]);
        assert!(items(code)
            .iter()
            .all(|w| !["Output", "NONE", "of"].contains(w)));
    }
}
