//! A rule's own conjecture, `fn guess(p)`, checked against the table `sg table --rule F N`
//! prints: each start where the guess and the computed value differ is marked in the table
//! (`3≠2`, the value then the guess), and a last line gives the first such start, or says that
//! the guess holds on every start.
//!
//! The guess is called on what `moves` is called on (the heap n, or the position start(n)), and
//! returns the value the table shows (a whole number, or a string for what is not one,
//! `"∞(0)"`), or the outcome for the player to move as a string, `"win"`, `"draw"` or
//! `"loss"` (a max-min rule: for the player moving first at the start), or for an impartial or
//! `fn value` rule `true`/`false`, whether the player to move wins (the value is not 0, or for
//! a scored rule is above 0). A partizan rule's guess returns the outcome class, `"L"`, `"R"`,
//! `"N"` or `"P"`, or the canonical form (CGSuite's notation, or a whole number), compared as
//! a game with the start's form whether the table shows classes or forms.

use super::Script;
use crate::explore::kinds::expected::describe;
use crate::zero_sum::minimax::Side;
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
    /// value the table shows at start `n` (`partizan`: the start of a partizan rule, whose
    /// outcome class and canonical form the guess is checked against, whichever it returns).
    pub fn check(
        &mut self,
        n: usize,
        word: &str,
        partizan: Option<&mut dyn PartizanStart>,
    ) -> Result<Option<String>, String> {
        let (position, shown) = self.position(n)?;
        let at = match self.script.start {
            true => format!("start({n}) = {shown}"),
            false => format!("heap {shown}"),
        };
        self.check_at(position, &shown, at, word, partizan)
    }

    /// As [`check`](Self::check), at `position` (shown as `shown`, named `at` in the summary):
    /// a position of a rule's family (`fn positions(k)`).
    pub fn check_at(
        &mut self,
        position: Dynamic,
        shown: &str,
        at: String,
        word: &str,
        partizan: Option<&mut dyn PartizanStart>,
    ) -> Result<Option<String>, String> {
        let guess = self.script.call_fn("guess", (position,), shown)?;
        let judged = match partizan {
            Some(start) => Self::judge_partizan(&guess, start),
            None => self.judge(&guess, word),
        };
        let Judged {
            same,
            value,
            guessed,
        } = judged.map_err(|why| {
            format!(
                "{}: guess({shown}) returned {}: {why}",
                self.script.name(),
                describe(&guess),
            )
        })?;
        self.checked += 1;
        if same {
            return Ok(None);
        }
        self.wrong += 1;
        if self.first.is_none() {
            self.first = Some((at, value, guessed.clone()));
        }
        Ok(Some(guessed))
    }

    /// What a guess of this rule returns, for messages.
    fn wants(&self) -> &'static str {
        if self.script.max_min.is_some() {
            "guess returns the value (a whole number) or the outcome for the player who moves \
             first at the start (\"win\", \"draw\" or \"loss\")"
        } else if self.script.scored {
            "guess returns the value (a whole number), the outcome for the player to move \
             (\"win\", \"draw\" or \"loss\") or whether they win (true or false)"
        } else {
            "guess returns the value (a whole number, or a string such as \"∞(0)\"), the \
             outcome for the player to move (\"win\", \"loss\", or \"draw\" in a game with \
             cycles) or whether they win (true or false)"
        }
    }

    /// `guess` against `word`, the value the table shows, for a rule that is not partizan; an
    /// error says what the guess should have returned.
    fn judge(&self, guess: &Dynamic, word: &str) -> Result<Judged, String> {
        let outcome = self.outcome(word);
        if let Ok(text) = guess.clone().into_string() {
            if OUTCOMES.contains(&text.as_str()) {
                return Ok(Judged {
                    same: text == outcome,
                    value: format!("{word} ({outcome})"),
                    guessed: text,
                });
            }
            return Ok(Judged::of(text == word, word, text));
        }
        if let Ok(value) = guess.as_int() {
            return Ok(Judged::of(word.parse::<i64>() == Ok(value), word, value));
        }
        match guess.as_bool() {
            Ok(wins) if self.script.max_min.is_none() => Ok(Judged {
                same: wins == (outcome == "win"),
                value: match outcome {
                    "win" => format!("{word} (the mover wins)"),
                    _ => format!("{word} (the mover does not win)"),
                },
                guessed: match wins {
                    true => "win".to_owned(),
                    false => "lose".to_owned(),
                },
            }),
            _ => Err(self.wants().to_owned()),
        }
    }

    /// `guess` against a partizan start: a class letter against its outcome class, a string
    /// in CGSuite's notation or a whole number against its canonical form.
    fn judge_partizan(guess: &Dynamic, start: &mut dyn PartizanStart) -> Result<Judged, String> {
        let text = match (guess.clone().into_string(), guess.as_int()) {
            (Ok(text), _) if is_class(&text) => {
                let class = start.class().to_string();
                return Ok(Judged::of(text == class, &class, text));
            }
            (Ok(text), _) => text,
            (_, Ok(number)) => number.to_string(),
            _ => return Err(PARTIZAN_GUESS.to_owned()),
        };
        let same = start.equals(&text).map_err(|e| {
            format!("not a canonical form in CGSuite's notation ({e}); {PARTIZAN_GUESS}")
        })?;
        Ok(Judged::of(same, &start.form(), text))
    }

    /// The outcome for the player to move at a start the table shows as `word` (for a
    /// max-min rule, the player who moves first there): "win", "draw" or "loss".
    fn outcome(&self, word: &str) -> &'static str {
        let sign = match word.strip_prefix('∞') {
            // ∞(K): a win exactly when an option is worth 0, else a draw.
            Some(rest) => match rest.trim_matches(['(', ')']).split(',').any(|k| k == "0") {
                true => 1,
                false => 0,
            },
            None if self.script.scored => {
                let value = word.parse::<i128>().map_or(0, i128::signum);
                match self.script.max_min {
                    Some(Side::Min) => -value,
                    _ => value,
                }
            }
            None if word == "0" => -1,
            None => 1,
        };
        OUTCOMES[(1 - sign) as usize]
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

/// The outcomes a guess may name, for the player to move: by the sign of 1 - index.
const OUTCOMES: [&str; 3] = ["win", "draw", "loss"];

/// What a partizan rule's guess returns.
const PARTIZAN_GUESS: &str = "a partizan rule's guess returns the outcome class (\"L\", \"R\", \
                              \"N\" or \"P\") or the canonical form (a string in CGSuite's \
                              notation such as \"{1|-1}\" or \"^*\", or a whole number), not who \
                              wins: that depends on who moves first";

/// A start of a partizan rule, as its guess is checked against it.
pub trait PartizanStart {
    /// Its outcome class: `L`, `R`, `N` or `P`.
    fn class(&mut self) -> char;
    /// Whether its canonical form is the game `text` writes in CGSuite's notation (an error
    /// when `text` is not one).
    fn equals(&mut self, text: &str) -> Result<bool, String>;
    /// Its canonical form in CGSuite's notation.
    fn form(&self) -> String;
}

/// A guess against the value a table shows: whether they agree, and each as shown in the
/// summary's first wrong start.
struct Judged {
    same: bool,
    value: String,
    guessed: String,
}

impl Judged {
    fn of(same: bool, value: &str, guessed: impl ToString) -> Judged {
        Judged {
            same,
            value: value.to_owned(),
            guessed: guessed.to_string(),
        }
    }
}
