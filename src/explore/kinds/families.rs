//! Families of positions: a rule that defines `fn positions(k)` lists every position of size k
//! (k = 0, 1, 2, …), each a number (a heap; a bit mask in a rule with `start`), an array of
//! numbers or a bit mask, and `sg table --rule F K` shows every position of sizes 0..=K with its
//! value, one per line, position first: its Sprague-Grundy value (`∞(K)` in a `LOOPY` game),
//! its outcome class for a partizan rule (`fn left`, `fn right`), its value under best play for
//! a scored rule. `--p` keeps the positions worth 0 (class P): the P-positions.
//!
//! Each position is valued by the engine of its rule (`positions.rs`, `partizan.rs`,
//! `scored.rs`), with that engine's memo kept across the whole family, so a position shared by
//! several (an option of many, or listed at two sizes) is searched once; the values are those
//! engines', proven by their searches. The finder reads a family through [`Family`]:
//!
//! ```text
//! let mut family = Family::new(Script::load("rule.rhai")?)?;
//! family.entries(12, &mut |entry: Entry| { /* entry.size, entry.position, entry.value, entry.features */ Ok(()) })?;
//! ```
//!
//! or all at once with [`family`], on a thread with a stack deep enough for partizan rules.

use super::expected::describe;
use super::partizan::PartizanRule;
use super::positions::PositionRule;
use super::scored::ScoredRule;
use super::script::conjecture::{Conjecture, PartizanStart};
use super::script::Script;
use super::written::{dynamic, show, Kind};
use crate::explore::output::{Output, Progress};
use crate::partizan::on_a_thread_of_1_gib;
use crate::search::generalized_sg::Value;
use rhai::{Dynamic, Map};
use std::fmt;
use std::time::Duration;

/// The most positions a family's table lists, all sizes together.
pub(crate) const MOST_FAMILY: usize = 1 << 18;
/// The largest K of `sg table --rule F K` for a family.
pub(crate) const MOST_SIZE: usize = 100_000;

/// What a position is worth: its Sprague-Grundy value (or generalized value, in a game with
/// cycles), its outcome class (a partizan rule: `L`, `R`, `N` or `P`), or its value under best
/// play (a scored rule).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Valued {
    Grundy(Value),
    Class(char),
    Score(i128),
}

impl Valued {
    /// Whether the position is a P-position (the player to move loses): worth 0 or of class
    /// P; `None` for a scored value, which is a payoff.
    pub(crate) fn is_p(&self) -> Option<bool> {
        match self {
            Valued::Grundy(value) => Some(*value == Value::Finite(0)),
            Valued::Class(class) => Some(*class == 'P'),
            Valued::Score(_) => None,
        }
    }
}

impl fmt::Display for Valued {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Valued::Grundy(value) => write!(f, "{value}"),
            Valued::Class(class) => write!(f, "{class}"),
            Valued::Score(score) => write!(f, "{score}"),
        }
    }
}

/// One position of a family, valued.
#[derive(Clone, Debug)]
#[allow(dead_code, reason = "the finder (explore/finder/) reads every field")]
pub(crate) struct Entry {
    /// The k of the `positions(k)` that listed it.
    pub size: usize,
    /// Its numbers: the heap or the mask (one number), or the array's entries.
    pub position: Vec<i64>,
    /// How it is written: a heap, an array or a bit mask.
    pub written: Kind,
    pub value: Valued,
    /// What `fn features(p)` gives, by name (sorted), if the rule defines it.
    pub features: Vec<(String, i64)>,
}

impl Entry {
    /// The position as the rule writes it: `5`, `[1, 2, 3]` or `0b101`.
    pub(crate) fn shown(&self) -> String {
        show(self.written, &self.position)
    }

    /// The position as the script takes it.
    pub(crate) fn dynamic(&self) -> Dynamic {
        dynamic(self.written, &self.position)
    }
}

/// The engine that values a rule's positions.
enum Engine {
    Impartial(PositionRule),
    Partizan(Box<PartizanRule>),
    Scored(Box<ScoredRule>),
}

/// A rule of `fn positions(k)` and the values found so far (each engine's memo).
pub(crate) struct Family {
    engine: Engine,
    /// The script, for `positions` and `features` (the engines hold their own).
    script: Script,
}

/// All the entries of sizes `0..=most`, on a thread with a stack deep enough for partizan rules.
#[allow(
    dead_code,
    reason = "the finder (explore/finder/) tables a family with it"
)]
pub(crate) fn family(file: &str, most: usize) -> Result<Vec<Entry>, String> {
    let file = file.to_owned();
    on_a_thread_of_1_gib(
        move || {
            let mut family = Family::new(&file)?;
            let mut all = Vec::new();
            family.entries(most, &mut |entry| {
                all.push(entry);
                Ok(())
            })?;
            Ok(all)
        },
        "the family",
    )
}

impl Family {
    /// The family of the rule in `file`, which must define `fn positions(k)`.
    pub(crate) fn new(file: &str) -> Result<Family, String> {
        let script = Script::load(file)?;
        if !script.positions {
            return Err(format!(
                "{file} defines no fn positions(k): a family's table lists every position of \
                 size k (for a rule of fn start(n), sg table --rule {file} N lists the starts)"
            ));
        }
        let engine = match (script.partizan, script.scored) {
            (true, _) => Engine::Partizan(Box::new(PartizanRule::new(Script::load(file)?))),
            (_, true) => Engine::Scored(Box::new(ScoredRule::new(Script::load(file)?))),
            _ => Engine::Impartial(PositionRule::new(Script::load(file)?)),
        };
        Ok(Family { engine, script })
    }

    fn file(&self) -> &str {
        self.script.name()
    }

    /// The first position listed, and the size that lists it, among sizes below 1000.
    fn first(&self) -> Result<Option<(usize, Dynamic)>, String> {
        for k in 0..1000 {
            if let Some(first) = self.listed(k)?.into_iter().next() {
                return Ok(Some((k, first)));
            }
        }
        Ok(None)
    }

    /// What `positions(k)` lists.
    pub(crate) fn listed(&self, k: usize) -> Result<Vec<Dynamic>, String> {
        let listed = self
            .script
            .call_fn("positions", (k as i64,), &k.to_string())?;
        if !listed.is_array() {
            return Err(format!(
                "{}: positions({k}) returned {}: positions returns an array of the positions \
                 of size {k} (each a number, an array of numbers or a bit mask), [] if there \
                 is none",
                self.file(),
                describe(&listed)
            ));
        }
        Ok(listed.into_array().expect("an array"))
    }

    /// The numbers of `value`, a position from `from` (for messages), and how it is written.
    fn key(&mut self, value: &Dynamic, from: &str) -> Result<(Vec<i64>, Kind), String> {
        Ok(match &mut self.engine {
            Engine::Impartial(rule) => {
                let key = rule.position(value, from)?;
                (
                    key.to_vec(),
                    rule.kind().expect("known once a position is read"),
                )
            }
            Engine::Partizan(rule) => {
                let key = rule.position(value, from)?;
                (key, rule.kind())
            }
            Engine::Scored(rule) => (rule.position(value, from)?.to_vec(), rule.written()?),
        })
    }

    /// The values of `keys`.
    fn values(&mut self, keys: &[Vec<i64>]) -> Result<Vec<Valued>, String> {
        match &mut self.engine {
            Engine::Impartial(rule) => {
                let keys: Vec<_> = keys.iter().map(|k| k.as_slice().into()).collect();
                let values = rule.values_of(&keys)?;
                Ok(values.into_iter().map(Valued::Grundy).collect())
            }
            Engine::Partizan(rule) => keys
                .iter()
                .map(|key| rule.class(key).map(Valued::Class))
                .collect(),
            Engine::Scored(rule) => keys
                .iter()
                .map(|key| rule.value_of(key.as_slice().into()).map(Valued::Score))
                .collect(),
        }
    }

    /// Whether the last search stopped for having met more positions than its memo holds.
    fn exhausted(&self) -> bool {
        match &self.engine {
            Engine::Impartial(rule) => rule.exhausted(),
            Engine::Partizan(rule) => rule.exhausted(),
            Engine::Scored(rule) => rule.exhausted(),
        }
    }

    /// What `fn features(p)` gives at `position` (shown as `shown`), by name.
    pub(crate) fn features(
        &self,
        position: Dynamic,
        shown: &str,
    ) -> Result<Vec<(String, i64)>, String> {
        if !self.script.features {
            return Ok(Vec::new());
        }
        let found = self.script.call_fn("features", (position,), shown)?;
        let wants = "features returns a map of named whole numbers (or booleans), like \
                     #{diameter: 3, leaves: 2}";
        let Some(map) = found.read_lock::<Map>() else {
            return Err(format!(
                "{}: features({shown}) returned {}: {wants}",
                self.file(),
                describe(&found)
            ));
        };
        map.iter()
            .map(|(name, value)| {
                let number = value
                    .as_int()
                    .or_else(|_| value.as_bool().map(i64::from))
                    .map_err(|_| {
                        format!(
                            "{}: features({shown}) gave {name} = {}: {wants}",
                            self.file(),
                            describe(value)
                        )
                    })?;
                Ok((name.to_string(), number))
            })
            .collect()
    }

    /// Every position of sizes `0..=most`, valued, handed to `each` in order: by size, then as
    /// `positions(k)` lists them. A game that ends is valued position by position (each
    /// handed on at once); a game with cycles all at once, on the graph of every position
    /// reachable from them.
    pub(crate) fn entries(
        &mut self,
        most: usize,
        each: &mut dyn FnMut(Entry) -> Result<(), String>,
    ) -> Result<(), String> {
        let mut progress = Progress::new(None, true).counting("positions");
        let at_once = matches!(&self.engine, Engine::Impartial(_)) && self.script.loopy;
        let mut waiting: Vec<(usize, Vec<i64>, Kind, Dynamic)> = Vec::new();
        let (mut count, mut done) = (0, 0);
        for k in 0..=most {
            let listed = self.listed(k)?;
            count += listed.len();
            if count > MOST_FAMILY {
                return Err(format!(
                    "{}: positions(0), ..., positions({k}) list more than {MOST_FAMILY} \
                     positions: ask for a smaller K (the table has {} positions up to size {})",
                    self.file(),
                    count - listed.len(),
                    k.saturating_sub(1)
                ));
            }
            for (i, value) in listed.into_iter().enumerate() {
                let (key, kind) = self.key(&value, &format!("item {i} of positions({k})"))?;
                if at_once {
                    waiting.push((k, key, kind, value));
                    continue;
                }
                let valued = self.values(std::slice::from_ref(&key))?.remove(0);
                let entry = self.entry(k, key, kind, value, valued)?;
                each(entry)?;
                done += 1;
                progress.show_values(done);
            }
        }
        let keys: Vec<Vec<i64>> = waiting.iter().map(|(_, key, ..)| key.clone()).collect();
        let values = self.values(&keys)?;
        for ((k, key, kind, value), valued) in waiting.into_iter().zip(values) {
            let entry = self.entry(k, key, kind, value, valued)?;
            each(entry)?;
        }
        Ok(())
    }

    fn entry(
        &self,
        size: usize,
        position: Vec<i64>,
        written: Kind,
        value: Dynamic,
        valued: Valued,
    ) -> Result<Entry, String> {
        let features = self.features(value, &show(written, &position))?;
        Ok(Entry {
            size,
            position,
            written,
            value: valued,
            features,
        })
    }

    /// The value at `text`, a position written in rhai (`[100, 37, 12]`), searched from it by
    /// the rule's own moves within `time` (a scored rule's within its memo alone):
    /// `At::GaveUp` when the search meets more positions than its memo holds or runs out of
    /// time; an error (one line) when `text` is not a position of the rule's kind or its moves
    /// fail there.
    pub(crate) fn value_at(&mut self, text: &str, time: Duration) -> Result<At, String> {
        // The kind of every position (start(0)'s, or the first listed) before POSITION's.
        if let Some((k, first)) = self.first()? {
            self.key(&first, &format!("the first position of positions({k})"))?;
        }
        let value = self.script.evaluate(text).map_err(|_| {
            format!(
                "'{text}' is not a position written in rhai, like [1, 2, 3] (an array), 5 (a \
                 heap) or 0b101 (a bit mask)"
            )
        })?;
        let (key, kind) = self.key(&value, &format!("'{text}'"))?;
        self.search_within(Some(time));
        let values = self.values(std::slice::from_ref(&key));
        self.search_within(None);
        match values {
            Ok(mut values) => Ok(At::Exact(show(kind, &key), values.remove(0))),
            Err(why) if self.exhausted() => Ok(At::GaveUp(why)),
            Err(error) => Err(error),
        }
    }

    fn search_within(&mut self, time: Option<Duration>) {
        match &mut self.engine {
            Engine::Impartial(rule) => rule.search_within(time),
            Engine::Partizan(rule) => rule.search_within(time),
            Engine::Scored(_) => {}
        }
    }
}

/// What a search from a position found: its value (the position as shown), or why it gave up.
pub(crate) enum At {
    Exact(String, Valued),
    GaveUp(String),
}

/// `sg table --rule F K [--p] [--features]`: every position of sizes 0..=K with its value, one
/// per line, position first; `--p` only the P-positions; `--features` what `fn features` gives;
/// a rule's `fn guess` checked on every position, a wrong one marked (`0≠1`).
pub(crate) fn table(file: &str, args: &[&str], p: bool, features: bool) -> Result<String, String> {
    let most = match args {
        [k] => k
            .parse::<usize>()
            .ok()
            .filter(|&k| k <= MOST_SIZE)
            .ok_or_else(|| {
                format!("expected K, the largest size, from 0 to {MOST_SIZE}, found '{k}'")
            })?,
        _ => {
            return Err(format!(
                "usage: sg table --rule {file} K [--p] [--features] (every position of sizes 0 \
                 to K)"
            ))
        }
    };
    let file = file.to_owned();
    let work = move || -> Result<String, String> {
        let mut family = Family::new(&file)?;
        if p && matches!(family.engine, Engine::Scored(_)) {
            return Err(format!(
                "--p keeps the P-positions (worth 0, or of class P): {file} is a scored rule, \
                 whose values are payoffs"
            ));
        }
        let mut conjecture = Conjecture::of(Some(&file))?;
        let mut out = Output::new(false);
        family.entries(most, &mut |entry| {
            let shown = entry.shown();
            let word = entry.value.to_string();
            let mark = match &mut conjecture {
                None => None,
                Some(conjecture) => {
                    let mut class = match entry.value {
                        Valued::Class(class) => Some(ClassOnly(class)),
                        _ => None,
                    };
                    let partizan = class.as_mut().map(|c| c as &mut dyn PartizanStart);
                    let at = format!("position {shown}");
                    conjecture.check_at(entry.dynamic(), &shown, at, &word, partizan)?
                }
            };
            if p && entry.value.is_p() != Some(true) {
                return Ok(());
            }
            let mut line = format!("{shown}  {word}");
            if let Some(guess) = mark {
                line += &format!("≠{guess}");
            }
            if features && !entry.features.is_empty() {
                let named: Vec<String> = entry
                    .features
                    .iter()
                    .map(|(name, value)| format!("{name}={value}"))
                    .collect();
                line += &format!("  {}", named.join(" "));
            }
            out.word(&line)
        })?;
        if let Some(conjecture) = &conjecture {
            out.word(&conjecture.summary())?;
        }
        out.finish()?;
        Ok(String::new())
    };
    on_a_thread_of_1_gib(work, "the family")
}

/// The positions of `--at`, each in rhai syntax: the words clap split at commas joined again
/// and split at the commas outside brackets (`[100, 37, 12],[1, 2]` is two positions).
pub(crate) fn positions_at(words: &[String]) -> Vec<String> {
    let text = words.join(",");
    let (mut all, mut depth, mut from) = (Vec::new(), 0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '[' | '(' | '{' => depth += 1,
            ']' | ')' | '}' => depth -= 1,
            ',' if depth == 0 => {
                all.push(text[from..i].trim().to_owned());
                from = i + 1;
            }
            _ => {}
        }
    }
    all.push(text[from..].trim().to_owned());
    all.retain(|p| !p.is_empty());
    all
}

/// One line of `sg guess --at POS` where the search from POS is feasible: the value, exact.
pub(crate) fn exact_line(shown: &str, value: &Valued) -> String {
    format!("value at {shown}: {value} (exact: searched from {shown})")
}

/// A partizan position of a family as a guess is checked against it: by its outcome class (the
/// family's table keeps the class, not the canonical form).
struct ClassOnly(char);

/// Why a family's partizan guess may not be a canonical form.
const CLASS_ONLY: &str = "a family's partizan positions are checked by outcome class: guess \
                          returns \"L\", \"R\", \"N\" or \"P\"";

impl PartizanStart for ClassOnly {
    fn class(&mut self) -> char {
        self.0
    }

    fn equals(&mut self, _: &str) -> Result<bool, String> {
        Err(CLASS_ONLY.to_owned())
    }

    fn form(&self) -> String {
        self.0.to_string()
    }
}
