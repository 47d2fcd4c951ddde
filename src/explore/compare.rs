//! `sg compare FILE_A FILE_B N`: two rule files' tables of starts 0..N, each computed as `sg
//! table --rule` computes it, compared start by start, so that a brute-force rule checks a
//! fast one in one command: the first differences, then a summary, and status 1 when the
//! tables differ.

use super::commands::{from_script, Parsed};
use super::kinds;
use super::kinds::script::Script;
use super::output::Output;
use super::rules::positions;
use std::fmt::Write as _;

/// The differences listed before the summary.
const LISTED: usize = 10;

/// The comparison's text, and whether the tables differ.
pub(crate) fn compare(a: &str, b: &str, n: &str, values: bool) -> Result<(String, bool), String> {
    let (script_a, script_b) = (Script::load(a)?, Script::load(b)?);
    if script_a.partizan != script_b.partizan {
        let (partizan, other) = if script_a.partizan { (a, b) } else { (b, a) };
        return Err(format!(
            "{partizan} is a partizan rule (fn left and fn right) and {other} is not: their \
             tables (outcome classes, values) cannot be compared"
        ));
    }
    let first = table(script_a, n, values)?;
    let second = table(script_b, n, values)?;
    let differ: Vec<usize> = (0..first.len())
        .filter(|&i| first[i] != second[i])
        .collect();
    let mut text = String::new();
    for &i in differ.iter().take(LISTED) {
        writeln!(text, "start {i}: {} in {a}, {} in {b}", first[i], second[i]).expect("a String");
    }
    let len = first.len();
    match differ.first() {
        None => writeln!(text, "tables agree on all {len} starts"),
        Some(i) => writeln!(
            text,
            "tables differ on {} of {len} starts{}, first at start {i}",
            differ.len(),
            match differ.len() > LISTED {
                true => format!(" (the first {LISTED} listed)"),
                false => String::new(),
            }
        ),
    }
    .expect("a String");
    Ok((text, !differ.is_empty()))
}

/// The words of the table of starts 0..N of a rule (`n` is N as written): what `sg table
/// --rule FILE N` prints, without the checks of a `fn guess`.
fn table(script: Script, n: &str, values: bool) -> Result<Vec<String>, String> {
    let file = script.name().to_owned();
    if script.partizan {
        let words = kinds::partizan::table_words(script, n, values)?;
        return Ok(words.split_whitespace().map(str::to_owned).collect());
    }
    if values {
        return Err(format!(
            "--values compares canonical forms, of partizan rules (fn left and fn right): {file} \
             is not one"
        ));
    }
    match from_script(script, &[]) {
        Parsed::Heap(rule, _) => {
            let mut out = Output::in_memory();
            rule.table(positions(n, rule.as_ref())?, &mut out)?;
            Ok(out.words())
        }
        Parsed::Pair(..) => Err(format!(
            "{file} is a two-dimensional game (fn moves(a, b)): sg compare takes rules of one \
             row of starts (heaps, or fn start(n))"
        )),
    }
}
