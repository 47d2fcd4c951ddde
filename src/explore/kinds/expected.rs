//! What a user's rule must give and take, and the messages when it does not: a value of the
//! wrong type is named with its type and text (`a string "x"`, `a range 1..=5`, `nothing
//! (())`), and a native helper called with the wrong types says what it wants, so that every
//! mistake is one line naming the function, what it got and what it should get.

use rhai::{Array, Dynamic};

/// The longest text of a value shown in a message.
const SHOWN: usize = 60;

/// A value with its type, for messages: `the number 5`, `a string "x"`, `an array [1, "x"]`,
/// `nothing (())` (a function whose last statement is not an expression).
pub(crate) fn describe(value: &Dynamic) -> String {
    let mut text = format!("{value:?}");
    if text.chars().count() > SHOWN {
        text = text.chars().take(SHOWN).collect::<String>() + "...";
    }
    if value.is_unit() {
        return "nothing (()): a function returns the value of its last expression, which has no \
                semicolon after it"
            .into();
    }
    if value.type_name().ends_with("::Scored") {
        return "scored(option, gain), an option with a gain (only a rule that defines fn \
                value(position), the payoff at the end of play, or fn score(position), the final \
                number, scores its moves)"
            .into();
    }
    format!("{} {text}", kind(value.type_name()))
}

/// A rhai type name in words, with its article.
fn kind(type_name: &str) -> String {
    match type_name {
        "i64" => "the number".into(),
        "string" | "char" => format!("a {type_name}"),
        name if name.contains("String") || name.contains("str") => "a string".into(),
        "array" => "an array".into(),
        "map" => "a map".into(),
        "bool" => "the boolean".into(),
        "range" | "range=" => "a range".into(),
        "()" => "nothing".into(),
        other => match other.rsplit("::").next() {
            Some(short) if short.starts_with(['a', 'e', 'i', 'o', 'u']) => format!("an {short}"),
            Some(short) => format!("a {short}"),
            None => format!("a {other}"),
        },
    }
}

/// What each native helper takes and gives.
const HELPERS: [(&str, &str); 17] = [
    (
        "take",
        "take(n, amounts) wants a heap n and an array of takes, like take(n, [1, 3, 4]) or \
         take(n, squares(n)) (a range such as 1..=k is not an array: write the takes out, or \
         push them in a loop)",
    ),
    (
        "squares",
        "squares(n) wants a number n (the squares 1, 4, 9, ... up to n)",
    ),
    (
        "powers",
        "powers(b, n) wants two numbers (the powers 1, b, b², ... up to n)",
    ),
    ("divisors", "divisors(n) wants a number n"),
    (
        "scored",
        "scored(option, gain) wants an option and a whole number, the mover's gain",
    ),
    ("primes", "primes(n) wants a number n (the primes up to n)"),
    (
        "steps",
        "steps(a, b, steps) wants two numbers and an array of steps [x, y], like steps(a, b, \
         [[1, 0], [0, 1]])",
    ),
    (
        "arrays",
        "arrays(len, low, high) wants three numbers: every array of len entries from low to high",
    ),
    (
        "strings",
        "strings(len, letters) wants a number and a string of letters, like strings(3, \"ab\")",
    ),
    (
        "piles",
        "piles(n, total) wants two numbers: every way n heaps hold total in all",
    ),
    (
        "multisets",
        "multisets(n, total) wants two numbers: every sorted array of n entries summing to total",
    ),
    (
        "partitions",
        "partitions(total) wants a number: every sorted array of positive parts summing to it",
    ),
    (
        "pairs",
        "pairs(k) wants a number: every [a, b] with a + b = k",
    ),
    (
        "pairs_max",
        "pairs_max(k) wants a number: every [a, b] with max(a, b) = k",
    ),
    (
        "trees",
        "trees(k) wants a number of vertices: every rooted tree as a parent array",
    ),
    (
        "free_trees",
        "free_trees(k) wants a number of vertices: every free tree as a parent array",
    ),
    (
        "split",
        "split(total, k) wants two numbers, and split(total, k, #{least: 0, unequal: true}) a \
         map of constraints after them",
    ),
];

/// The message for rhai's "function not found" with `signature` (like `take (i64, range)`):
/// what the helper of that name wants, if it is one.
pub(crate) fn not_found(signature: &str) -> Option<String> {
    let (name, types) = signature.split_once(' ')?;
    let (_, usage) = HELPERS.iter().find(|(helper, _)| *helper == name)?;
    let given: Vec<String> = types
        .trim_matches(|c| c == '(' || c == ')')
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(kind)
        .map(|k| k.replace("the ", "a "))
        .collect();
    Some(format!(
        "{name} was given {}: {usage}",
        match given.len() {
            0 => "nothing".to_string(),
            _ => format!("({})", given.join(", ")),
        }
    ))
}

/// The options in `value`, what a rule's function returned: an array whose items are each one
/// position (read by `key`) or an array of positions (a sum of them); else the message that
/// `wrong(found, "returned" or "gave")` writes, naming what was wrong.
pub(crate) fn options_in<K>(
    value: &Dynamic,
    key: impl Fn(&Dynamic) -> Option<K>,
    wrong: impl Fn(&Dynamic, &str) -> String,
) -> Result<Vec<Vec<K>>, String> {
    let Ok(array) = value.clone().into_array() else {
        return Err(wrong(value, "returned"));
    };
    let mut all = Vec::with_capacity(array.len());
    for option in &array {
        if let Some(one) = key(option) {
            all.push(vec![one]);
            continue;
        }
        // A sum of positions: an array of them.
        let parts = option
            .read_lock::<Array>()
            .and_then(|parts| parts.iter().map(&key).collect::<Option<Vec<K>>>());
        all.push(parts.ok_or_else(|| wrong(option, "gave"))?);
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_calls_are_named() {
        assert_eq!(describe(&Dynamic::from("x")), "a string \"x\"");
        assert_eq!(describe(&Dynamic::from_int(5)), "the number 5");
        assert!(describe(&Dynamic::UNIT).starts_with("nothing (())"));
        let take = not_found("take (i64, range=)").unwrap();
        assert!(take.starts_with("take was given (a number, a range): take(n, amounts) wants"));
        assert!(take.contains("an array of takes"));
        assert_eq!(not_found("mine (i64)"), None);
    }
}
