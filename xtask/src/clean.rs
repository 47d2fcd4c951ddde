//! What of a source file a bundle keeps: the code, not the notes for its readers. The code is
//! read as Rust's tokens (proc-macro2's lexer, which knows where each token is in the source),
//! so a `//` in a string literal, a raw string, a block comment or a char literal such as `'/'`
//! is never taken for a comment, nor a comment for code. Both the merge of a split module and
//! the tree-shaking clean what they emit, and the bundle's layout is the same walk without
//! indentation, so this sits below them.

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use std::ops::Range;

/// A module's code without comments, doc comments and `#[doc]` attributes, `#[cfg(test)]` items,
/// `#[inline]` hints, clippy allowances, `mod name;` declarations or blank lines, each line of
/// code at its indentation: the sources explain it, the bundle runs it. Code the lexer refuses
/// (which rustc would refuse too) is returned as it is.
pub(crate) fn clean(text: &str) -> String {
    rebuild(text, true).unwrap_or_else(|| text.trim_end().to_owned())
}

/// The bundle's layout, for fewer bytes: [`clean`]'s code without indentation. A bundle is
/// pasted into a judge, not read; the sources are where the code is laid out for reading.
pub fn layout(code: &str) -> String {
    match rebuild(code, false) {
        Some(mut out) => {
            if code.ends_with('\n') {
                out.push('\n');
            }
            out
        }
        None => code.to_owned(),
    }
}

/// The tokens of `text` that a bundle keeps, each as the source writes it, a line break where
/// the source has one between two kept tokens (with the next line's indentation if `indent`),
/// a space where it has any other gap; `None` if `text` is not Rust's tokens.
fn rebuild(text: &str, indent: bool) -> Option<String> {
    let stream: TokenStream = text.parse().ok()?;
    let mut kept = Vec::new();
    keep(stream, text, &mut kept);
    // The lexer keeps every text it read, for its spans, until told: ours are used up.
    proc_macro2::extra::invalidate_current_thread_spans();
    let mut out = String::with_capacity(text.len());
    let mut end = None;
    for range in kept {
        if let Some(end) = end {
            let gap = &text[end..range.start];
            if gap.contains('\n') {
                out.push('\n');
                if indent {
                    let line = text[..range.start].rfind('\n').map_or(0, |at| at + 1);
                    let code = text[line..].len() - text[line..].trim_start().len();
                    out.push_str(&text[line..line + code.min(range.start - line)]);
                }
            } else if !gap.is_empty() {
                out.push(' ');
            }
        }
        out.push_str(&text[range.clone()]);
        end = Some(range.end);
    }
    Some(out)
}

/// Pushes to `kept` the source ranges of the tokens of `stream` that a bundle keeps, in order.
fn keep(stream: TokenStream, text: &str, kept: &mut Vec<Range<usize>>) {
    let trees: Vec<TokenTree> = stream.into_iter().collect();
    let mut i = 0;
    while i < trees.len() {
        // An attribute: `#`, perhaps `!`, then a bracketed group.
        if let Some((group, after)) = attribute(&trees, i) {
            let body = squeezed(group, text);
            if body == "cfg(test)" {
                i = item_end(&trees, after);
                continue;
            }
            let doc = text[range(&trees[i].span())].starts_with('/') || body.starts_with("doc");
            let clippy = body
                .strip_prefix("allow(")
                .and_then(|lints| lints.strip_suffix(')'))
                .is_some_and(|lints| lints.split(',').all(|l| l.starts_with("clippy::")));
            if doc || clippy || body == "inline" {
                i = after;
                continue;
            }
        }
        // `mod name;`, with its visibility: the bundle nests the module's code in its place.
        if let Some(TokenTree::Ident(word)) = trees.get(i) {
            let declaration = word == "mod"
                && matches!(trees.get(i + 1), Some(TokenTree::Ident(_)))
                && matches!(trees.get(i + 2), Some(TokenTree::Punct(p)) if p.as_char() == ';');
            if declaration {
                drop_visibility(&trees[..i], kept);
                i += 3;
                continue;
            }
        }
        match &trees[i] {
            TokenTree::Group(group) => {
                kept.push(range(&group.span_open()));
                keep(group.stream(), text, kept);
                kept.push(range(&group.span_close()));
            }
            tree => kept.push(range(&tree.span())),
        }
        i += 1;
    }
}

/// The bracketed group of an attribute starting at `trees[i]` (`#[…]` or `#![…]`), and the index
/// after it.
fn attribute(trees: &[TokenTree], i: usize) -> Option<(&Group, usize)> {
    let TokenTree::Punct(pound) = &trees[i] else {
        return None;
    };
    if pound.as_char() != '#' {
        return None;
    }
    let inner = matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
    let at = i + 1 + usize::from(inner);
    match trees.get(at) {
        Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Bracket => {
            Some((group, at + 1))
        }
        _ => None,
    }
}

/// The inside of `group` as the source writes it, without whitespace (`cfg(test)`).
fn squeezed(group: &Group, text: &str) -> String {
    let inside = range(&group.span_open()).end..range(&group.span_close()).start;
    text[inside].split_whitespace().collect()
}

/// The index after the item that starts at `trees[i]` (past its other attributes): its first
/// `;` or braced body (and a `;` after that body) at this level.
fn item_end(trees: &[TokenTree], mut i: usize) -> usize {
    while i < trees.len() {
        match &trees[i] {
            TokenTree::Punct(p) if p.as_char() == ';' => return i + 1,
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                let semicolon =
                    matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == ';');
                return i + 1 + usize::from(semicolon);
            }
            _ => i += 1,
        }
    }
    i
}

/// Takes back the visibility (`pub`, `pub(crate)`) that `before` ends with, already kept.
fn drop_visibility(before: &[TokenTree], kept: &mut Vec<Range<usize>>) {
    let start = match before {
        [.., TokenTree::Ident(p), TokenTree::Group(g)]
            if p == "pub" && g.delimiter() == Delimiter::Parenthesis =>
        {
            p.span()
        }
        [.., TokenTree::Ident(p)] if p == "pub" => p.span(),
        _ => return,
    };
    let start = range(&start).start;
    while kept.last().is_some_and(|r| r.start >= start) {
        kept.pop();
    }
}

fn range(span: &proc_macro2::Span) -> Range<usize> {
    span.byte_range()
}
