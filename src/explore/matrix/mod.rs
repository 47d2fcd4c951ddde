//! `sg matrix FILE`: the value and optimal mixed strategies of a zero-sum matrix game, in exact
//! fractions. FILE holds `m n` on a line and then m lines (rows) of n integers, the payoffs to the row player, who
//! maximises; the answer is `value V`, `row p1 ... pm` and `column q1 ... qn`. Fractions of
//! `i128` first for a small game; a larger one, or one whose fractions outgrow them, is solved
//! in big integers ([`big_matrix`](crate::explore::big_matrix)), which is faster past about 30 rows or
//! columns (reduced fractions spend seconds on a gcd per operation before they overflow).

mod big_matrix;
mod fraction_free;

use crate::zero_sum::matrix_game::{solve, Solution};
use crate::zero_sum::ratio::Ratio;
use std::fmt::{Display, Write as _};

/// The most rows or columns.
const MOST_SIDE: usize = 100;
/// The largest payoff, either sign.
const MOST_PAYOFF: i64 = 1_000_000_000;
/// The most rows or columns solved in fractions of `i128` (an 80 × 80 game of payoffs −1 … 1
/// took 3.7 s there before overflowing, against 0.04 s in big integers).
const MOST_SIDE_IN_FRACTIONS: usize = 30;

/// The game in `text`, solved, as the three lines to print; else what is wrong with it.
pub(crate) fn matrix(text: &str) -> Result<String, String> {
    // Rows are lines: a row with the wrong number of payoffs is named, not read on into the
    // next one. Blank lines are skipped.
    let mut rows = text
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>())
        .filter(|words| !words.is_empty());
    let header = rows.next().unwrap_or_default();
    let side = |k: usize, name: &str| -> Result<usize, String> {
        let word = header.get(k).ok_or_else(|| {
            format!("expected {name} (the file holds `m n`, then m rows of n payoffs)")
        })?;
        match word.parse::<usize>() {
            Ok(x) if (1..=MOST_SIDE).contains(&x) => Ok(x),
            _ => Err(format!(
                "expected {name} from 1 to {MOST_SIDE}, found '{word}'"
            )),
        }
    };
    let m = side(0, "the number of rows m")?;
    let n = side(1, "the number of columns n")?;
    if let Some(word) = header.get(2) {
        return Err(format!(
            "expected `m n` alone on the first line, found '{word}' after them"
        ));
    }
    let mut payoffs = Vec::with_capacity(m);
    for i in 1..=m {
        let words = rows.next().ok_or_else(|| {
            format!("expected {m} rows of {n} payoffs, found the file ending before row {i}")
        })?;
        if words.len() != n {
            return Err(format!(
                "expected {n} payoffs in row {i}, found {} ('{}')",
                words.len(),
                words.join(" ")
            ));
        }
        let mut row = Vec::with_capacity(n);
        for (j, word) in words.iter().enumerate() {
            let x = word
                .parse::<i64>()
                .ok()
                .filter(|x| x.unsigned_abs() <= MOST_PAYOFF.unsigned_abs())
                .ok_or_else(|| {
                    format!(
                        "expected a whole number from -{MOST_PAYOFF} to {MOST_PAYOFF} at row {i}, \
                         column {}, found '{word}'",
                        j + 1
                    )
                })?;
            row.push(x);
        }
        payoffs.push(row);
    }
    if let Some(words) = rows.next() {
        return Err(format!(
            "expected {m} rows of {n} payoffs and nothing after them, found '{}'",
            words.join(" ")
        ));
    }
    if m.max(n) > MOST_SIDE_IN_FRACTIONS {
        return Ok(lines(&big_matrix::solve(&payoffs)));
    }
    let ratios: Vec<Vec<Ratio>> = payoffs
        .iter()
        .map(|row| row.iter().map(|&x| Ratio::whole(x.into())).collect())
        .collect();
    Ok(match solve(&ratios) {
        Ok(game) => lines(&game),
        Err(_overflow) => lines(&big_matrix::solve(&payoffs)),
    })
}

/// The `value`, `row` and `column` lines of `game`.
fn lines<T: Display>(game: &Solution<T>) -> String {
    let line = |xs: &[T]| xs.iter().map(T::to_string).collect::<Vec<_>>().join(" ");
    let mut text = String::new();
    writeln!(text, "value {}", game.value).expect("a String");
    writeln!(text, "row {}", line(&game.row)).expect("a String");
    writeln!(text, "column {}", line(&game.column)).expect("a String");
    text
}
