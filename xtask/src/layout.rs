//! The bundle's layout, for fewer bytes: no indentation, no comments after code. A bundle is
//! pasted into a judge, not read; the sources are where the code is laid out for reading.

/// `code` without indentation and without the comments that follow code on a line (but
/// `// SAFETY:` ones). A line that starts inside a string literal is left as it is, and so is
/// everything from a raw string or a block comment on (this scanner doesn't follow them).
pub fn layout(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let (mut in_string, mut give_up) = (false, false);
    for line in code.split_inclusive('\n') {
        let body = line.trim_start_matches(' ');
        let as_is = in_string || give_up;
        let mut comment = None;
        let mut chars = body.char_indices().peekable();
        let mut previous = ' ';
        while let Some((at, c)) = chars.next() {
            match (in_string, c) {
                (true, '\\') => {
                    chars.next();
                }
                (true, '"') => in_string = false,
                (true, _) => {}
                (false, '"') if previous == 'r' || previous == '#' => give_up = true,
                (false, '"') => in_string = true,
                (false, '/') if chars.peek().map(|&(_, c)| c) == Some('/') => {
                    comment = Some(at);
                    break;
                }
                (false, '/') if chars.peek().map(|&(_, c)| c) == Some('*') => give_up = true,
                (false, '\'') => {
                    // A char literal ('x', '\n', b'"') is skipped; a lifetime ('a) is not one.
                    let rest: String = chars.clone().take(4).map(|(_, c)| c).collect();
                    if let Some(escape) = rest.strip_prefix('\\') {
                        chars.nth(escape.find('\'').map_or(0, |i| i + 1));
                    } else if rest.chars().nth(1) == Some('\'') {
                        chars.nth(1);
                    }
                }
                _ => {}
            }
            previous = c;
        }
        if as_is {
            out.push_str(line);
            continue;
        }
        match comment {
            Some(at) if !body[..at].trim().is_empty() && !body[at..].starts_with("// SAFETY") => {
                out.push_str(body[..at].trim_end());
                if line.ends_with('\n') {
                    out.push('\n');
                }
            }
            _ => out.push_str(body),
        }
    }
    out
}
