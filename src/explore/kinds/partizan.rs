//! Partizan rules written by the user: a script that defines `fn left(p)` and `fn right(p)`
//! (each the options of that player at position p, each option a position or an array of
//! positions standing for their sum) is a partizan game, its positions heaps, or arrays / bit
//! masks with `fn start(n)` as for impartial rules (`positions.rs`). `sg table` prints each
//! start's outcome class (L, R, N, P) or with `--values` its canonical form in CGSuite's
//! notation, `sg moves` each player's winning moves, `sg period` a period of the classes seen.
//!
//! A position's value is `{values of Left's options | values of Right's}` in the partizan
//! arena (`partizan::game`), each position valued once (memo keyed by the position) and sums
//! added there; Left moving first wins exactly when some Left option is ≥ 0 (Right then loses
//! moving first in it), so the winning moves are read from the options' values. A position met
//! again on its own line of play is an error: partizan rules must end.

use super::expected::describe;
use super::script::conjecture::{Conjecture, PartizanStart};
use super::script::Script;
use super::written::{dynamic, numbers, show, Kind};
use crate::algo::fast_map::FastMap;
use crate::explore::output::Output;
use crate::partizan::game::{Game, Games, Outcome};
use crate::partizan::notation::{parse, to_notation_within};
use crate::partizan::{on_a_thread_of_1_gib, CALCULATOR_LIMIT, CALCULATOR_MAX_PRINTED};
use crate::search::sg;
use rhai::Dynamic;
use std::collections::HashSet;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// The most positions valued in one run.
pub const MOST_PARTIZAN_POSITIONS: usize = 1 << 20;
/// The most starts a table takes.
const MOST_STARTS: usize = 1 << 20;
/// The most moves one line of play may take: each move deeper is a call deeper on the 1 GiB
/// stack of the run (a rule's calls take some kilobytes each), counted on the way down, so
/// that a rule whose play goes on stops with this error rather than overflow the stack.
pub const MOST_DEPTH: usize = 1 << 17;

pub(crate) type Key = Vec<i64>;

/// A partizan rule and the values of the positions met so far.
pub(crate) struct PartizanRule {
    script: Script,
    kind: Option<Kind>,
    games: Games,
    memo: FastMap<Key, Game>,
    on_path: HashSet<Key>,
    /// When a search must end (`sg guess --at`), and whether the last one gave up: past its
    /// deadline, its positions or its depth (sg's bounds, not a fault of the rule).
    deadline: Option<Instant>,
    gave_up: bool,
}

/// The two sides, as the script names them.
const SIDES: [&str; 2] = ["left", "right"];

impl PartizanRule {
    pub(crate) fn new(script: Script) -> Self {
        let kind = match script.start || script.positions {
            true => None,
            false => Some(Kind::Heap),
        };
        PartizanRule {
            script,
            kind,
            games: Games::with_limit(CALCULATOR_LIMIT),
            memo: FastMap::default(),
            on_path: HashSet::new(),
            deadline: None,
            gave_up: false,
        }
    }

    /// Every search from now ends within `time` (none: searches are bounded by positions only).
    pub(crate) fn search_within(&mut self, time: Option<Duration>) {
        self.deadline = time.map(|t| Instant::now() + t);
    }

    fn file(&self) -> &str {
        self.script.name()
    }

    /// The start of n: the heap n, or what `start(n)` returns (its kind fixed by start(0)).
    fn start(&mut self, n: usize) -> Result<Key, String> {
        if self.kind == Some(Kind::Heap) {
            return Ok(vec![n as i64]);
        }
        let value = self.script.call_fn("start", (n as i64,), &n.to_string())?;
        self.position(&value, &format!("start({n})"))
    }

    /// The key of `value`, a position from `start`, `positions` or the command line (`from`):
    /// a number is a bit mask in a rule with `start`, else a heap.
    pub(crate) fn position(&mut self, value: &Dynamic, from: &str) -> Result<Key, String> {
        let kind = match (value.is_int(), self.script.start) {
            (true, true) => Kind::Mask,
            (true, false) => Kind::Heap,
            (false, _) => Kind::Array,
        };
        let kind = match self.kind {
            Some(Kind::Heap) => Kind::Heap,
            Some(known) if known != kind => {
                return Err(format!(
                    "{}: {from} is {}, but start(0) is {}: every position of a rule is of one \
                     kind",
                    self.file(),
                    kind.name(),
                    known.name()
                ))
            }
            _ => kind,
        };
        let key = numbers(kind, value).ok_or_else(|| {
            format!(
                "{}: {from} is {}, not a position: {}",
                self.file(),
                describe(value),
                match kind {
                    Kind::Heap => "a heap is a whole number, not negative",
                    _ => "start returns an array of whole numbers or a bit mask",
                }
            )
        })?;
        if self.kind.is_none() {
            // The kind is start(0)'s (without start, the first position's).
            if from != "start(0)" && self.script.start {
                self.start(0)?;
                return self.position(value, from);
            }
            self.kind = Some(kind);
        }
        Ok(key)
    }

    pub(crate) fn kind(&self) -> Kind {
        self.kind.expect("known once a start is read")
    }

    /// The options of `key` for one side (0 Left, 1 Right): the positions each leaves.
    fn options(&self, side: usize, key: &[i64]) -> Result<Vec<Vec<Key>>, String> {
        let kind = self.kind();
        let shown = show(kind, key);
        let function = SIDES[side];
        let value = self
            .script
            .call_fn(function, (dynamic(kind, key),), &shown)?;
        let wrong = |found: &Dynamic, what: &str| {
            format!(
                "{}: {function}({shown}) {what} {}: {function} returns {}",
                self.file(),
                describe(found),
                kind.options()
            )
        };
        super::expected::options_in(&value, |v| numbers(kind, v), wrong)
    }

    /// The outcome class of `key`: L, R, N or P.
    pub(crate) fn class(&mut self, key: &Key) -> Result<char, String> {
        self.gave_up = false;
        // A search given up leaves its line of play behind: cleared, so that no later search
        // takes a position of it for one on its own line.
        let g = self.value(key).map_err(|e| {
            self.on_path.clear();
            e
        })?;
        Ok(self.games.outcome(g).letter())
    }

    /// Whether the memo holds as many positions as a search may value, or the last search gave
    /// up at one of sg's bounds.
    pub(crate) fn exhausted(&self) -> bool {
        self.memo.len() >= MOST_PARTIZAN_POSITIONS || self.gave_up
    }

    /// The canonical form of `key`.
    fn value(&mut self, key: &Key) -> Result<Game, String> {
        if let Some(&g) = self.memo.get(key) {
            return Ok(g);
        }
        if self.on_path.contains(key) {
            return Err(format!(
                "{}: play comes back to {}, a position on its own line of play: a partizan \
                 rule's play must end",
                self.file(),
                show(self.kind(), key)
            ));
        }
        // Positions on the line of play are counted too: they are valued on the way back up.
        if self.memo.len() + self.on_path.len() >= MOST_PARTIZAN_POSITIONS {
            self.gave_up = true;
            return Err(format!(
                "more than {MOST_PARTIZAN_POSITIONS} positions: ask for fewer starts"
            ));
        }
        if self.deadline.is_some_and(|d| Instant::now() > d) {
            self.gave_up = true;
            return Err(format!(
                "{}: the search met {} positions in its time and goes on",
                self.file(),
                self.memo.len() + self.on_path.len()
            ));
        }
        if self.on_path.len() >= MOST_DEPTH {
            self.gave_up = true;
            return Err(format!(
                "{}: a line of play goes more than {MOST_DEPTH} moves deep (to {}): sg values \
                 partizan rules whose lines of play end within {MOST_DEPTH} moves",
                self.file(),
                show(self.kind(), key)
            ));
        }
        self.on_path.insert(key.clone());
        let mut sides = [Vec::new(), Vec::new()];
        for (side, values) in sides.iter_mut().enumerate() {
            for parts in self.options(side, key)? {
                values.push(self.sum(&parts)?);
            }
        }
        // Equal values are one option: dropped here, before canonical form's pairwise checks.
        for values in &mut sides {
            values.sort_unstable();
            values.dedup();
        }
        let g = self
            .games
            .from_options(&sides[0], &sides[1])
            .map_err(|e| e.to_string())?;
        self.on_path.remove(key);
        self.memo.insert(key.clone(), g);
        Ok(g)
    }

    /// The value of a sum of positions.
    fn sum(&mut self, parts: &[Key]) -> Result<Game, String> {
        let values = parts
            .iter()
            .map(|p| self.value(p))
            .collect::<Result<Vec<Game>, String>>()?;
        self.games.sum_all(&values).map_err(|e| e.to_string())
    }

    fn notation(&self, g: Game) -> String {
        to_notation_within(&self.games, g, CALCULATOR_MAX_PRINTED).unwrap_or_else(|| {
            format!("(a canonical form of more than {CALCULATOR_MAX_PRINTED} characters)")
        })
    }

    /// The outcome classes of starts `0..len`.
    fn classes(&mut self, len: usize) -> Result<Vec<Outcome>, String> {
        (0..len)
            .map(|n| {
                let key = self.start(n)?;
                let g = self.value(&key)?;
                Ok(self.games.outcome(g))
            })
            .collect()
    }
}

/// A start and its canonical form, as a guess is checked against it.
struct Start<'a> {
    rule: &'a mut PartizanRule,
    g: Game,
}

impl PartizanStart for Start<'_> {
    fn class(&mut self) -> char {
        self.rule.games.outcome(self.g).letter()
    }

    fn equals(&mut self, text: &str) -> Result<bool, String> {
        let guessed = parse(&mut self.rule.games, text).map_err(|e| e.to_string())?;
        Ok(guessed == self.g)
    }

    fn form(&self) -> String {
        self.rule.notation(self.g)
    }
}

/// The number of starts in `words` (`N`), for `usage`.
fn starts(words: &[String], usage: &str) -> Result<usize, String> {
    match words {
        [n] => n
            .parse::<usize>()
            .ok()
            .filter(|&n| n <= MOST_STARTS)
            .ok_or_else(|| format!("expected N from 0 to {MOST_STARTS}, found {n:?}")),
        _ => Err(format!("usage: {usage}")),
    }
}

fn owned(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// `sg table --rule F N [--row] [--values]`: each start's outcome class, or canonical form.
pub(crate) fn table(
    script: Script,
    args: &[&str],
    row: bool,
    values: bool,
) -> Result<String, String> {
    let words = owned(args);
    let conjecture = Conjecture::of(Some(script.name()))?;
    let work = move || -> Result<String, String> {
        let len = starts(&words, "sg table --rule FILE N [--row] [--values]")?;
        let mut out = Output::new(row).checking(conjecture);
        write_table(script, len, values, &mut out)?;
        out.finish()?;
        Ok(String::new())
    };
    // Values recurse as deep as play goes.
    on_a_thread_of_1_gib(work, "the partizan rule")
}

/// The outcome classes (with `values` the canonical forms) of starts `0..len` written to
/// `out`.
fn write_table(script: Script, len: usize, values: bool, out: &mut Output) -> Result<(), String> {
    let mut rule = PartizanRule::new(script);
    for n in 0..len {
        let key = rule.start(n)?;
        let g = rule.value(&key)?;
        let word = match values {
            true => rule.notation(g),
            false => rule.games.outcome(g).letter().to_string(),
        };
        out.word_of_start(&word, &mut Start { rule: &mut rule, g })?;
    }
    Ok(())
}

/// The words of the table of starts `0..N` (`n` is N as written), for `sg compare`, one a
/// start, joined by spaces.
pub(crate) fn table_words(script: Script, n: &str, values: bool) -> Result<String, String> {
    let n = n.to_owned();
    let work = move || -> Result<String, String> {
        let len = starts(&[n], "sg compare FILE_A FILE_B N [--values]")?;
        let mut out = Output::in_memory();
        write_table(script, len, values, &mut out)?;
        Ok(out.words().join(" "))
    };
    on_a_thread_of_1_gib(work, "the partizan rule")
}

/// `sg period --rule F [N] [--values]`: a period of the first N (1000) outcome classes, seen,
/// not proven.
pub(crate) fn period(script: Script, args: &[&str], list: bool) -> Result<String, String> {
    let words = owned(args);
    let work = move || -> Result<String, String> {
        let len = match words.as_slice() {
            [] => 1000,
            _ => starts(&words, "sg period --rule FILE [N] [--values]")?,
        };
        let mut rule = PartizanRule::new(script);
        let classes = rule.classes(len)?;
        let codes: Vec<u8> = classes.iter().map(|c| c.letter() as u8).collect();
        let found = sg::periodicity(&codes).filter(|p| p.saltus == 0);
        let Some(found) = found else {
            return Ok(format!("none found in the first {len} outcome classes\n"));
        };
        let (e, p) = (found.pre_period, found.period);
        let mut text = format!(
            "pre-period {e}, period {p} (in the first {len} outcome classes)\nnot proven: a \
             table of classes only suggests a period\n"
        );
        if list {
            let letters = |range: std::ops::Range<usize>| -> String {
                let shown: Vec<String> = classes[range]
                    .iter()
                    .map(|c| c.letter().to_string())
                    .collect();
                if shown.is_empty() {
                    "(none)".into()
                } else {
                    shown.join(" ")
                }
            };
            writeln!(text, "pre-period classes: {}", letters(0..e)).expect("a String");
            writeln!(text, "period classes: {}", letters(e..e + p)).expect("a String");
        }
        Ok(text)
    };
    on_a_thread_of_1_gib(work, "the partizan rule")
}

/// `sg moves --rule F X`: the value and outcome of a position (the start of X, a position
/// written in rhai, or for heap rules several heaps, their sum) and each player's winning moves.
pub(crate) fn moves(script: Script, args: &[&str]) -> Result<String, String> {
    let words = owned(args);
    let work = move || -> Result<String, String> {
        let mut rule = PartizanRule::new(script);
        let parts: Vec<Key> = match words.as_slice() {
            [] => return Err("usage: sg moves --rule FILE X (a start's n or a position)".into()),
            many if rule.kind == Some(Kind::Heap) => many
                .iter()
                .map(|w| {
                    w.parse::<i64>()
                        .ok()
                        .filter(|&n| n >= 0)
                        .map(|n| vec![n])
                        .ok_or_else(|| format!("expected a heap (a whole number), found {w:?}"))
                })
                .collect::<Result<_, _>>()?,
            [one] => match one.parse::<usize>() {
                Ok(n) if rule.script.start => vec![rule.start(n)?],
                _ => {
                    let value = rule.script.evaluate(one)?;
                    vec![rule.position(&value, &format!("the position {one}"))?]
                }
            },
            _ => return Err("usage: sg moves --rule FILE X (a start's n or a position)".into()),
        };
        let g = rule.sum(&parts)?;
        let outcome = rule.games.outcome(g);
        let kind = rule.kind();
        let mut text = format!(
            "value {}\noutcome: {} ({})\n",
            rule.notation(g),
            outcome.letter(),
            outcome.in_words()
        );
        for side in 0..2 {
            let name = ["Left", "Right"][side];
            text += &format!("{name}'s winning moves:\n");
            let mut any = false;
            for (i, part) in parts.iter().enumerate() {
                for option in rule.options(side, part)? {
                    let mut after: Vec<Key> = parts.clone();
                    after.splice(i..=i, option.iter().cloned());
                    let value = rule.sum(&after)?;
                    let zero = rule.games.zero();
                    let wins = if side == 0 {
                        rule.games.ge(value, zero)
                    } else {
                        rule.games.le(value, zero)
                    };
                    if wins {
                        any = true;
                        let shown: Vec<String> = after.iter().map(|k| show(kind, k)).collect();
                        let shown = if shown.is_empty() {
                            "(nothing left)".to_owned()
                        } else {
                            shown.join(" + ")
                        };
                        writeln!(text, "  {shown}  (value {})", rule.notation(value))
                            .expect("a String");
                    }
                }
            }
            if !any {
                text += "  (none)\n";
            }
        }
        Ok(text)
    };
    on_a_thread_of_1_gib(work, "the partizan rule")
}
