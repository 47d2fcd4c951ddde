//! A rule's own conjecture, `fn guess(p)`, checked against the table `sg table --rule F N`
//! prints: each start where the guess and the computed value differ is marked in the table
//! (`3≠2`, the value then the guess), and a last line gives the first such start, or says that
//! the guess holds on every start.
//!
//! The guess is called on what `moves` is called on (the heap n, or the position start(n)), and
//! returns the value the table shows: a whole number (a Sprague-Grundy value, a scored value), a
//! string for what is not a number (`"∞(0)"`, a partizan class `"L"`, `"R"`, `"N"`, `"P"`, or
//! with `--values` a canonical form), or for an impartial or `fn value` rule `true`/`false`:
//! whether the player to move wins (the value is not 0, or for a scored rule is above 0).

use super::Script;
use crate::explore::kinds::expected::describe;
use rhai::Dynamic;
use std::sync::atomic::{AtomicBool, Ordering};

/// A guess was wrong somewhere in a table this run printed: `sg` ends with status 1.
static WRONG: AtomicBool = AtomicBool::new(false);

/// Whether a table this run printed had a start where the rule's guess was wrong.
pub fn was_wrong() -> bool {
    WRONG.load(Ordering::Relaxed)
}

/// A rule's `fn guess`, and what the starts checked so far showed.
pub struct Conjecture {
    script: Script,
    /// Starts checked.
    checked: usize,
    /// Starts where the guess differs.
    wrong: usize,
    /// The first start where it differs: its position, value and guess, as shown.
    first: Option<(String, String, String)>,
    /// What is checked: "starts", or "positions" for a rule's family.
    counted: &'static str,
}

impl Conjecture {
    /// The conjecture of the rule in `file`, if it defines `fn guess`.
    pub fn of(file: Option<&str>) -> Result<Option<Conjecture>, String> {
        let Some(file) = file else {
            return Ok(None);
        };
        let script = Script::load(file)?;
        if !script.guess {
            return Ok(None);
        }
        if script.two_dimensional {
            return Err(format!(
                "{file}: fn guess is checked on tables of one row of starts, not yet on a \
                 two-dimensional game's grid (fn moves(a, b)): remove it, or write the \
                 positions with fn start(n)"
            ));
        }
        if script
            .ast
            .iter_functions()
            .any(|f| f.name == "guess" && f.params.len() != 1)
        {
            return Err(format!(
                "{file}: guess takes one position (what moves takes) and returns the value \
                 guessed there: fn guess(p)"
            ));
        }
        let script_positions = script.positions && !script.start;
        Ok(Some(Conjecture {
            script,
            checked: 0,
            wrong: 0,
            first: None,
            counted: match script_positions {
                true => "positions",
                false => "starts",
            },
        }))
    }

    /// The position of start `n` and how it is shown.
    fn position(&self, n: usize) -> Result<(Dynamic, String), String> {
        if !self.script.start {
            return Ok((Dynamic::from(n as i64), n.to_string()));
        }
        let position = self.script.call_fn("start", (n as i64,), &n.to_string())?;
        // A position that is one number is a bit mask.
        let shown = match position.as_int() {
            Ok(mask) if mask >= 0 => format!("0b{mask:b}"),
            _ => position.to_string(),
        };
        Ok((position, shown))
    }

    /// What the guess returns, as the table would show it, if it differs from `word`, the
    /// value the table shows at start `n` (`class`: the outcome class of a partizan start, when
    /// the table shows its canonical form).
    pub fn check(
        &mut self,
        n: usize,
        word: &str,
        class: Option<char>,
    ) -> Result<Option<String>, String> {
        let (position, shown) = self.position(n)?;
        let at = match self.script.start {
            true => format!("start({n}) = {shown}"),
            false => format!("heap {shown}"),
        };
        self.check_at(position, &shown, at, word, class)
    }

    /// As [`check`](Self::check), at `position` (shown as `shown`, named `at` in the summary):
    /// a position of a rule's family (`fn positions(k)`).
    pub fn check_at(
        &mut self,
        position: Dynamic,
        shown: &str,
        at: String,
        word: &str,
        class: Option<char>,
    ) -> Result<Option<String>, String> {
        let guess = self.script.call_fn("guess", (position,), shown)?;
        let differs = self.differs(&guess, word, class).ok_or_else(|| {
            format!(
                "{}: guess({shown}) returned {}: guess returns {}",
                self.script.name(),
                describe(&guess),
                self.wants()
            )
        })?;
        self.checked += 1;
        if !differs {
            return Ok(None);
        }
        let guessed = match guess.as_bool() {
            Ok(true) => "win".to_owned(),
            Ok(false) => "lose".to_owned(),
            Err(_) => guess.to_string(),
        };
        self.wrong += 1;
        if self.first.is_none() {
            let value = match (guess.is_bool(), class) {
                (true, _) => format!("{word} (the mover {})", self.verdict(word)),
                (false, Some(class)) if guess.is_string() && is_class(&guessed) => {
                    class.to_string()
                }
                _ => word.to_owned(),
            };
            self.first = Some((at, value, guessed.clone()));
        }
        Ok(Some(guessed))
    }

    /// What a guess of this rule returns, for messages.
    fn wants(&self) -> &'static str {
        if self.script.partizan {
            "the outcome class, \"L\", \"R\", \"N\" or \"P\" (or with --values the canonical \
             form as a string)"
        } else if self.script.max_min.is_some() {
            "the value, a whole number"
        } else {
            "the value (a whole number) or whether the player to move wins (true or false)"
        }
    }

    /// Whether `guess` differs from the table's `word`; `None` when it is not what a guess of
    /// this rule returns.
    fn differs(&self, guess: &Dynamic, word: &str, class: Option<char>) -> Option<bool> {
        if let Ok(text) = guess.clone().into_string() {
            return Some(match class {
                Some(class) if is_class(&text) => text != class.to_string(),
                _ => text != word,
            });
        }
        if self.script.partizan {
            return None;
        }
        if let Ok(value) = guess.as_int() {
            return Some(word.parse::<i64>() != Ok(value));
        }
        let wins = guess.as_bool().ok()?;
        if self.script.max_min.is_some() {
            return None;
        }
        Some(wins != (self.verdict(word) == "wins"))
    }

    /// Whether the player to move wins at a start the table shows as `word`: "wins", or "does
    /// not win" (a loss, a draw, or for a scored rule a tie).
    fn verdict(&self, word: &str) -> &'static str {
        let wins = match word.strip_prefix('∞') {
            // ∞(K): a win exactly when an option is worth 0.
            Some(rest) => rest.trim_matches(['(', ')']).split(',').any(|k| k == "0"),
            None if self.script.scored => word.parse::<i64>().is_ok_and(|v| v > 0),
            None => word != "0",
        };
        match wins {
            true => "wins",
            false => "does not win",
        }
    }

    /// The last line: the first start where the guess is wrong, or that it holds.
    pub fn summary(&self) -> String {
        let checked = self.checked;
        match &self.first {
            None => format!("guess holds on {checked} {}", self.counted),
            Some((at, value, guess)) => {
                WRONG.store(true, Ordering::Relaxed);
                format!(
                    "guess wrong on {} of {checked} {}, first at {at}: value {value}, guess \
                     {guess}",
                    self.wrong, self.counted
                )
            }
        }
    }
}

/// An outcome class's letter.
fn is_class(text: &str) -> bool {
    matches!(text, "L" | "R" | "N" | "P")
}
