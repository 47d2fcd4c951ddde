//! `sg guess --rule F K` for a rule that lists its positions (`fn positions(k)`): the table of
//! sizes 0..=K read through the family's engine, the finding in words, as a `fn guess` for the
//! rule and as Rust; then with `--at POS` the value at each position, exact by the rule's own
//! search where it ends within its memo, else what the finding says there, marked unknown. A
//! scored rule's table is looked at through its outcomes: W, D or L as its value under best
//! play is above, at or below 0.

use super::formulas::{Claim, Prediction};
use super::{find, Entry, Position, Value};
use crate::explore::kinds::families::{
    exact_line, family, positions_at, At, Entry as Listed, Family, Valued,
};
use crate::explore::kinds::script::Script;
use crate::explore::kinds::written::{dynamic, numbers, show, Kind};
use crate::partizan::on_a_thread_of_1_gib;
use crate::search::generalized_sg::Value as Generalized;
use std::fmt::Write as _;
use std::time::Duration;

/// How long a search from a position of `--at` may go on: past it, the value is unknown.
pub(crate) const SEARCH_TIME: Duration = Duration::from_secs(2);

/// Whether `file` lists its positions by size: the finder, not the one-heap guesser, reads it.
pub(crate) fn lists_positions(file: Option<&str>) -> Result<bool, String> {
    match file {
        Some(file) => Ok(Script::load(file)?.positions),
        None => Ok(false),
    }
}

/// A parent array whose parents come before their vertices: `p[0] = −1` (the root), every
/// other vertex's parent before it (the order the Rust of a finding reads a tree in).
fn parents_first(p: &[i64]) -> bool {
    p.first() == Some(&-1)
        && p.iter()
            .enumerate()
            .skip(1)
            .all(|(v, &u)| u >= 0 && u < v as i64)
}

/// The finder's positions for a family's: heaps and masks are numbers, arrays are trees when
/// every array of the table is a parent array (and some tree has an edge).
fn positions(listed: &[Listed]) -> Vec<Position> {
    let trees = listed
        .iter()
        .all(|e| e.written == Kind::Array && parents_first(&e.position))
        && listed.iter().any(|e| e.position.len() > 1);
    listed
        .iter()
        .map(|e| position(e.written, &e.position, trees))
        .collect()
}

fn position(kind: Kind, numbers: &[i64], trees: bool) -> Position {
    match (kind, numbers) {
        (Kind::Heap | Kind::Mask, [n]) => Position::Number(*n as u64),
        _ if trees => Position::Tree(numbers.to_vec()),
        _ => Position::Array(numbers.to_vec()),
    }
}

fn value(valued: &Valued) -> Option<Value> {
    match valued {
        Valued::Grundy(Generalized::Finite(v)) => Some(Value::Grundy(*v)),
        Valued::Grundy(Generalized::Infinite(_)) => Some(Value::Loopy),
        Valued::Class(c) => Some(Value::Class(*c)),
        Valued::Score(v) => Some(Value::Class(match v.cmp(&0) {
            std::cmp::Ordering::Greater => 'W',
            std::cmp::Ordering::Equal => 'D',
            std::cmp::Ordering::Less => 'L',
        })),
    }
}

/// What the classes of a scored rule's table mean, and their words in a rule's `fn guess`.
const SCORED: &str = "(a scored rule: its outcome W, D or L is its value under best play above, \
                      at or below 0)";
const SCORED_WORDS: [(&str, &str); 3] = [
    ("\"W\"", "\"win\""),
    ("\"D\"", "\"draw\""),
    ("\"L\"", "\"loss\""),
];

/// `sg guess` on the square `first ≤ a, b < side` of a two-dimensional game (`value(a, b)` its
/// Sprague-Grundy values) where no lattice or Beatty pair fits: the finder over the features of
/// the pairs [a, b], the size of a pair its larger pile (the square grows by one such shell a
/// size). `None` when nothing is found.
pub(crate) fn on_grid(
    value: impl Fn(usize, usize) -> u64,
    first: usize,
    side: usize,
) -> Option<String> {
    let table: Vec<Entry> = (first..side)
        .flat_map(|a| (first..side).map(move |b| (a, b)))
        .map(|(a, b)| {
            let position = Position::Array(vec![a as i64, b as i64]);
            Entry::new(a.max(b), position, Value::Grundy(value(a, b)))
        })
        .collect();
    let finding = find(&table).ok()?;
    Some(format!(
        "{}, the size of (a, b) being max(a, b)\n\nas Rust{}, p = [a, b]:\n{}",
        finding.words(),
        match finding.claim {
            Claim::P(_) | Claim::Intervals(_) => " (true: the player to move wins)",
            _ => "",
        },
        finding.rust(false)
    ))
}

/// `sg guess --rule FILE K [--at POS]...`.
pub(crate) fn guess(file: &str, args: &[&str], at: &[String]) -> Result<String, String> {
    let most = match args {
        [k] => k.parse::<usize>().map_err(|_| {
            format!("expected K, the largest size of the table, a whole number, found '{k}'")
        })?,
        _ => {
            return Err(format!(
                "usage: sg guess --rule {file} K [--at POSITION]..."
            ))
        }
    };
    let listed = family(file, most)?;
    let scored = listed.iter().any(|e| matches!(e.value, Valued::Score(_)));
    let shapes = positions(&listed);
    let trees = shapes.iter().any(|p| matches!(p, Position::Tree(_)));
    let table: Vec<Entry> = listed
        .iter()
        .zip(shapes)
        .map(|(e, position)| Entry {
            size: e.size,
            position,
            value: value(&e.value).expect("a value"),
            named: e.features.clone(),
        })
        .collect();
    let mut text = String::new();
    let found = find(&table);
    match &found {
        Ok(finding) => {
            let number = matches!(table[0].position, Position::Number(_));
            // A scored rule's fn guess names its outcome in words.
            let rhai = match scored {
                true => SCORED_WORDS
                    .iter()
                    .fold(finding.rhai(), |r, (class, word)| r.replace(class, word)),
                false => finding.rhai(),
            };
            writeln!(
                text,
                "{}{}\n\nas a guess for the rule (sg table --rule {file} {most} checks it on every \
                 position):\n{rhai}\nas Rust{}:\n{}",
                finding.words(),
                if scored { format!("\n{SCORED}") } else { String::new() },
                match finding.claim {
                    Claim::P(_) | Claim::Intervals(_) => " (true: the player to move wins)",
                    _ => "",
                },
                finding.rust(number)
            )
            .expect("a String");
        }
        Err(why) => {
            writeln!(text, "nothing found: {why}, on {} positions", table.len()).expect("a String")
        }
    }
    if at.is_empty() {
        return Ok(text);
    }
    let kind = listed.first().map_or(Kind::Array, |e| e.written);
    let script = Script::load(file)?;
    let file = file.to_owned();
    let at = positions_at(at);
    let finding = found.ok();
    let lines = on_a_thread_of_1_gib(
        move || -> Result<String, String> {
            let mut family = Family::new(&file)?;
            let mut lines = String::new();
            for text in at {
                let line = match family.value_at(&text, SEARCH_TIME) {
                    Ok(At::Exact(shown, valued)) => exact_line(&shown, &valued),
                    Ok(At::GaveUp(why)) => {
                        let said = finding.as_ref().and_then(|f| {
                            let key = numbers(kind, &script.evaluate(&text).ok()?)?;
                            let shown = show(kind, &key);
                            let named = family.features(dynamic(kind, &key), &shown).ok()?;
                            let entry = Entry {
                                size: 0,
                                position: position(kind, &key, trees && parents_first(&key)),
                                value: Value::Loopy,
                                named,
                            };
                            Some((f.claim_words(), f.predicts(&entry)?))
                        });
                        let gives = match said {
                            Some((claim, Prediction::IsP(p))) => {
                                Some((claim, if p { "P" } else { "N" }.to_string()))
                            }
                            Some((claim, Prediction::Value(Some(v)))) => Some((
                                claim,
                                match v {
                                    Value::Grundy(g) => g.to_string(),
                                    Value::Class(c) => c.to_string(),
                                    Value::Loopy => "∞".into(),
                                },
                            )),
                            _ => None,
                        };
                        match gives {
                            Some((claim, v)) => format!(
                                "value at {text}: unknown (observed: {claim}, which gives {v})"
                            ),
                            None => format!(
                                "value at {text}: unknown (no finding covers it, and the search \
                                 was given up: {why})"
                            ),
                        }
                    }
                    Err(why) => format!("value at {text}: not valued: {why}"),
                };
                writeln!(lines, "{line}").expect("a String");
            }
            Ok(lines)
        },
        "the values at --at",
    )?;
    text.push_str(&lines);
    Ok(text)
}
