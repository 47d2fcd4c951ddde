//! The binary's proconio, made std-only: its `use proconio::…` lines become imports of the
//! library's stand-ins, and its `input!`s are read by a stand-in macro made for the forms they
//! use. Every form is checked here, so a form the stand-in cannot read is an error at bundle
//! time that names it and its line, never a bundle that rustc refuses.

use std::collections::BTreeSet;

/// Plain types, read by `FromStr` as proconio reads them (`grundy::io::plain`).
const PLAIN: [&str; 17] = [
    "usize", "u8", "u16", "u32", "u64", "u128", "isize", "i8", "i16", "i32", "i64", "i128", "f32",
    "f64", "bool", "char", "String",
];

/// proconio's markers, which the library stands in for (`grundy::io::{Usize1, …}`).
const PROCONIO_MARKERS: [&str; 4] = ["Usize1", "Isize1", "Chars", "Bytes"];

/// What the binary's `input!`s use, so the stand-in carries only those arms.
#[derive(Default)]
pub(crate) struct Forms {
    /// Whether the binary calls `input!` at all (a program that reads no input needs no
    /// stand-in, nor the readers behind it).
    called: bool,
    plain: BTreeSet<String>,
    arrays: bool,
    tuples: bool,
    with: bool,
    mutable: bool,
}

/// `main` with its `use proconio::…` statements rewritten: `input` goes (the stand-in is a
/// macro of the bundle), proconio's markers come from the library. Anything else of proconio
/// is an error naming its line of `file`.
pub(crate) fn rewrite_proconio_uses(main: &str, file: &str) -> Result<String, String> {
    let mut out = Vec::new();
    let mut lines = main.lines().enumerate();
    while let Some((at, line)) = lines.next() {
        let t = line.trim_start();
        if !t.starts_with("use proconio") {
            out.push(line.to_owned());
            continue;
        }
        let mut statement = t.to_owned();
        while !statement.ends_with(';') {
            match lines.next() {
                Some((_, more)) => statement.push_str(more.trim()),
                None => break,
            }
            out.push(String::new()); // lines keep their numbers
        }
        let mut markers = Vec::new();
        for path in crate::use_paths::paths_in(&statement) {
            let path: Vec<&str> = path.iter().map(String::as_str).collect();
            match path.as_slice() {
                ["proconio", "input"] => {}
                ["proconio", "marker", marker] if PROCONIO_MARKERS.contains(marker) => {
                    markers.push(marker.to_string())
                }
                _ => {
                    return Err(format!(
                        "{file}:{}: `{}` cannot be bundled: a bundle carries proconio's \
                         `input!` and its markers {} only",
                        at + 1,
                        path.join("::"),
                        PROCONIO_MARKERS.join(", ")
                    ))
                }
            }
        }
        out.push(match markers.as_slice() {
            [] => String::new(),
            [one] => format!("use grundy::io::{one};"),
            many => format!("use grundy::io::{{{}}};", many.join(", ")),
        });
    }
    Ok(out.join("\n"))
}

/// The forms of every `input!` in `main`, each checked: `from SOURCE`, then bindings `name:
/// KIND`, `mut name: KIND`, `(a, b): KIND` or `name: with EXPR`, where a KIND is a plain type,
/// a marker of `markers` (the library's and proconio's), `[KIND; n]`, `[KIND]` (length first)
/// or a tuple of KINDs. An error names the form and its line of `file`.
pub(crate) fn input_forms(main: &str, file: &str, markers: &[String]) -> Result<Forms, String> {
    let mut forms = Forms::default();
    let mut from = 0;
    while let Some(found) = main[from..].find("input!") {
        let at = from + found;
        from = at + "input!".len();
        let line = main[..at].matches('\n').count() + 1;
        let line_text = main[..at].rsplit('\n').next().unwrap_or("");
        if line_text.trim_start().starts_with("//") {
            continue;
        }
        let rest = main[from..].trim_start();
        if !rest.starts_with(['{', '(', '[']) {
            continue;
        }
        let Some(Token::Group(_, inner)) = tokenize(rest).into_iter().next() else {
            continue;
        };
        forms.called = true;
        let error = |form: &[Token], why: &str| {
            format!(
                "{file}:{line}: `input!` form `{}` cannot be bundled: {why}",
                render(form)
            )
        };
        let mut segments = split(&inner, ",").into_iter();
        match segments.next() {
            Some(first) if matches!(first.first(), Some(Token::Word(w)) if w == "from") => {}
            Some(first) => {
                return Err(error(
                    first,
                    "the bundle reads through the judge's source: write \
                     `input! { from &mut *src, ... }`",
                ))
            }
            None => continue,
        }
        for segment in segments.filter(|s| !s.is_empty()) {
            let mut binding = segment;
            if matches!(binding.first(), Some(Token::Word(w)) if w == "mut") {
                binding = &binding[1..];
                forms.mutable = true;
            }
            let kind = match binding {
                [Token::Word(_) | Token::Group('(', _), Token::Punct(colon), kind @ ..]
                    if colon == ":" =>
                {
                    kind
                }
                _ => {
                    return Err(error(
                        segment,
                        "a binding is `name: KIND` or `mut name: KIND`",
                    ))
                }
            };
            match kind {
                [Token::Word(w), expr @ ..] if w == "with" && !expr.is_empty() => forms.with = true,
                _ => check_kind(kind, markers, &mut forms).map_err(|why| error(segment, &why))?,
            }
        }
    }
    Ok(forms)
}

fn check_kind(kind: &[Token], markers: &[String], forms: &mut Forms) -> Result<(), String> {
    match kind {
        [Token::Group('[', inner)] => {
            forms.arrays = true;
            match split(inner, ";").as_slice() {
                [element, length] if !length.is_empty() => check_kind(element, markers, forms),
                [element] => {
                    forms.plain.insert("usize".to_owned()); // the length comes first
                    check_kind(element, markers, forms)
                }
                _ => Err("an array is `[KIND; n]` or `[KIND]`".to_owned()),
            }
        }
        [Token::Group('(', inner)] => {
            forms.tuples = true;
            let elements: Vec<&[Token]> = split(inner, ",");
            let count = elements.len() - usize::from(elements.last().is_some_and(|e| e.is_empty()));
            if count == 0 {
                return Err("a tuple reads one or more KINDs".to_owned());
            }
            for element in &elements[..count] {
                check_kind(element, markers, forms)?;
            }
            Ok(())
        }
        _ => {
            // A path: `U64`, `io::U64`, `grundy::io::U64`.
            let words: Vec<&str> = kind
                .iter()
                .enumerate()
                .map(|(i, t)| match t {
                    Token::Word(w) if i % 2 == 0 => Some(w.as_str()),
                    Token::Punct(p) if i % 2 == 1 && p == "::" => Some(""),
                    _ => None,
                })
                .collect::<Option<_>>()
                .filter(|w: &Vec<&str>| w.len() % 2 == 1)
                .ok_or("a KIND is a type name, `[KIND; n]`, `[KIND]` or a tuple")?;
            let name = words[words.len() - 1];
            if PLAIN.contains(&name) && words.len() == 1 {
                forms.plain.insert(name.to_owned());
                Ok(())
            } else if markers.iter().any(|m| m == name) {
                Ok(())
            } else {
                Err(format!(
                    "the bundle reads the plain types {}, and the markers {}",
                    PLAIN.join(", "),
                    markers.join(", ")
                ))
            }
        }
    }
}

/// The stand-in for proconio's `input!`, with the arms that `forms` need: each value read as
/// the Cargo build reads it, through `grundy::io` (`FromToken`, `plain`, `Many::read_from`);
/// none for a binary that calls no `input!`.
pub(crate) fn stand_in(forms: &Forms) -> String {
    if !forms.called {
        return String::new();
    }
    let mut arms = vec![
        "(from $s:expr, $($r:tt)*) => { let s = $s; input!(@b s, $($r)*); };",
        "(@b $s:ident $(,)?) => {};",
    ];
    if forms.mutable {
        arms.push("(@b $s:ident, mut $v:tt : $($r:tt)*) => { input!(@k $s [mut $v] [] $($r)*); };");
    }
    arms.extend([
        "(@b $s:ident, $v:tt : $($r:tt)*) => { input!(@k $s [$v] [] $($r)*); };",
        "(@k $s:ident [$($v:tt)*] [$($k:tt)*] $(, $($r:tt)*)?) => { let $($v)* = input!(@r $s $($k)*); input!(@b $s $(, $($r)*)?); };",
        "(@k $s:ident [$($v:tt)*] [$($k:tt)*] $t:tt $($r:tt)*) => { input!(@k $s [$($v)*] [$($k)* $t] $($r)*); };",
    ]);
    if forms.with {
        arms.push("(@r $s:ident with $($e:tt)*) => { ($($e)*).read_from(&mut *$s) };");
    }
    if forms.arrays {
        arms.extend([
            "(@r $s:ident [$($k:tt)*]) => { input!(@a $s [] $($k)*) };",
            "(@a $s:ident [$($t:tt)*] ; $($n:tt)*) => {{ let n = $($n)*; (0..n).map(|_| input!(@r $s $($t)*)).collect::<Vec<_>>() }};",
            "(@a $s:ident [$($t:tt)*]) => {{ let n = input!(@r $s usize); (0..n).map(|_| input!(@r $s $($t)*)).collect::<Vec<_>>() }};",
            "(@a $s:ident [$($t:tt)*] $x:tt $($r:tt)*) => { input!(@a $s [$($t)* $x] $($r)*) };",
        ]);
    }
    if forms.tuples {
        arms.extend([
            "(@r $s:ident ($($k:tt)*)) => { input!(@t $s [] [] $($k)*) };",
            "(@t $s:ident [$({$($d:tt)*})*] []) => { ($(input!(@r $s $($d)*),)*) };",
            "(@t $s:ident [$($d:tt)*] [$($c:tt)+]) => { input!(@t $s [$($d)* {$($c)+}] []) };",
            "(@t $s:ident [$($d:tt)*] [$($c:tt)*] , $($r:tt)*) => { input!(@t $s [$($d)* {$($c)*}] [] $($r)*) };",
            "(@t $s:ident [$($d:tt)*] [$($c:tt)*] $x:tt $($r:tt)*) => { input!(@t $s [$($d)*] [$($c)* $x] $($r)*) };",
        ]);
    }
    let plain: Vec<String> = forms
        .plain
        .iter()
        .map(|t| format!("(@r $s:ident {t}) => {{ crate::io::plain::<{t}>($s.next_bytes()) }};"))
        .collect();
    let mut text = String::from("macro_rules! input {\n");
    for arm in arms.iter().copied().chain(plain.iter().map(String::as_str)) {
        text.push_str(arm);
        text.push('\n');
    }
    text.push_str("(@r $s:ident $k:ty) => { <$k as crate::io::FromToken>::from_token($s.next_bytes()) };\n}\n");
    text
}

/// A token of a macro's input, brackets grouped.
enum Token {
    Word(String),
    Punct(String),
    Group(char, Vec<Token>),
}

/// The tokens of `text` up to the end of its first group (or of the text).
fn tokenize(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let mut stack: Vec<(char, Vec<Token>)> = vec![(' ', Vec::new())];
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word = chars[start..i].iter().collect();
            stack.last_mut().unwrap().1.push(Token::Word(word));
        } else if c == '"' {
            let start = i;
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            let literal = chars[start..i.min(chars.len())].iter().collect();
            stack.last_mut().unwrap().1.push(Token::Word(literal));
        } else if "{([".contains(c) {
            stack.push((c, Vec::new()));
            i += 1;
        } else if "})]".contains(c) {
            i += 1;
            let (open, inner) = stack.pop().unwrap();
            let Some(outer) = stack.last_mut() else {
                break;
            };
            outer.1.push(Token::Group(open, inner));
            if stack.len() == 1 {
                break;
            }
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            stack
                .last_mut()
                .unwrap()
                .1
                .push(Token::Punct("::".to_owned()));
            i += 2;
        } else {
            stack
                .last_mut()
                .unwrap()
                .1
                .push(Token::Punct(c.to_string()));
            i += 1;
        }
    }
    stack.swap_remove(0).1
}

/// `tokens` split at each top-level `separator`.
fn split<'a>(tokens: &'a [Token], separator: &str) -> Vec<&'a [Token]> {
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, token) in tokens.iter().enumerate() {
        if matches!(token, Token::Punct(p) if p == separator) {
            parts.push(&tokens[start..i]);
            start = i + 1;
        }
    }
    parts.push(&tokens[start..]);
    parts
}

/// `tokens` as a reader would write them.
fn render(tokens: &[Token]) -> String {
    let mut out = String::new();
    for token in tokens {
        let text = match token {
            Token::Word(w) => w.clone(),
            Token::Punct(p) => p.clone(),
            Token::Group(open, inner) => {
                let close = match open {
                    '(' => ')',
                    '[' => ']',
                    _ => '}',
                };
                format!("{open}{}{close}", render(inner))
            }
        };
        let tight = matches!(token, Token::Punct(p) if p != "=")
            || out.ends_with("::")
            || out.ends_with(['(', '[', '<', '&'])
            || out.is_empty();
        if !tight {
            out.push(' ');
        }
        out.push_str(&text);
        if matches!(token, Token::Punct(p) if p == "," || p == ":" || p == ";") {
            out.push(' ');
        }
    }
    out.replace("  ", " ").trim().to_owned()
}
