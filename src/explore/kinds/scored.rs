//! Scored rules, in two forms. Negamax: a script that defines `fn value(position)` values the
//! end of play, and its `moves` may give an option with a gain, `scored(option, gain)`, the
//! gain the mover's; a position is worth the mover's best surplus, the largest `gain −
//! value(option)` over its options, and `value(position)` (the payoff to the player to move,
//! who has no move) where there is none; a plain option gains 0. Maximiser against minimiser:
//! a script that says `const PLAYERS = "max-min";` (or `"min-max"`: who moves first) and
//! defines `fn score(position)`, the final number at the end of play; a gain adds to that
//! number whoever moves, and a position is worth the largest `gain + value(option)` when the
//! maximiser moves there and the smallest when the minimiser does, turns alternating. Positions
//! are heaps (`fn moves(n)`) or what `fn start(n)` gives (arrays or bit masks, as in
//! `positions.rs`).
//!
//! The search is [`crate::zero_sum::minimax::Search`] (its negamax or its minimax form) with a
//! memo kept across starts; backward induction proves the value is what the mover can
//! guarantee and the other can hold them to.

use super::expected::describe;
use super::helpers::Scored;
use super::script::Script;
use super::written::{dynamic, numbers, show, Kind};
use crate::explore::output::{Output, Progress};
use crate::explore::rule::{suggested_period, HeapRule, PeriodFound};
use crate::zero_sum::minimax::{Memo, Options, Search, Side, Slot};
use rhai::Dynamic;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

/// The most positions one start may reach (and the most the memo holds: it is emptied, and
/// the start searched again on its own, when a start would take it past this).
pub const MOST_MEMO: usize = 1 << 20;
/// The most starts a table takes.
const MOST_STARTS: u64 = 1 << 20;

/// A position: the numbers of an array, or the one number of a heap or a bit mask.
pub(crate) type Key = Box<[i64]>;

/// Values are sums of at most 2^20 gains of 64 bits: an `i128` cannot overflow.
type Payoff = i128;

/// A position and who moves there: the maximiser (`max`) or the minimiser, in the max-min
/// form; under negamax `max` is always true (the value is the mover's, whoever moves).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Node {
    position: Key,
    max: bool,
}

/// What the search has found, kept across starts, the first error met during a search, and
/// whether that error was the memo's bound.
#[derive(Default)]
struct Found {
    slots: HashMap<Node, Slot<Payoff>>,
    error: Option<String>,
    /// A search met more than [`MOST_MEMO`] positions.
    exhausted: bool,
    /// A search met more than its bound, since the last start began (a start alone may fit).
    overflowed: bool,
}

/// The memo a search sees: a cycle or too many positions is recorded as an error (the search
/// then winds down: no more options are listed) rather than a panic.
struct Shared<'a> {
    found: &'a RefCell<Found>,
    file: &'a str,
    kind: Kind,
    most: usize,
}

impl Memo<Node, Payoff> for Shared<'_> {
    fn get(&self, node: &Node) -> Option<Slot<Payoff>> {
        let mut found = self.found.borrow_mut();
        match found.slots.get(node).copied() {
            Some(Slot::Searching) => {
                if found.error.is_none() {
                    found.error = Some(format!(
                        "{}: play can come back to {}: a scored rule must end",
                        self.file,
                        show(self.kind, &node.position)
                    ));
                }
                Some(Slot::Valued(0))
            }
            known => known,
        }
    }

    fn set(&mut self, node: &Node, slot: Slot<Payoff>) {
        let mut found = self.found.borrow_mut();
        found.slots.insert(node.clone(), slot);
        if found.slots.len() > self.most && found.error.is_none() {
            found.exhausted = true;
            found.overflowed = true;
            found.error = Some(format!(
                "{}: more than {} positions are reachable: ask for smaller starts",
                self.file, self.most
            ));
        }
    }
}

/// The key of a position of `kind`, or `None` if `value` is not one.
fn key(kind: Kind, value: &Dynamic) -> Option<Key> {
    numbers(kind, value).map(Key::from)
}

/// A rule whose script defines `fn value(position)` or `fn score(position)`.
pub(crate) struct ScoredRule {
    script: Script,
    kind: Cell<Option<Kind>>,
    found: RefCell<Found>,
    /// The most positions one start may reach: [`MOST_MEMO`] (smaller in tests).
    most: usize,
}

impl ScoredRule {
    pub(crate) fn new(script: Script) -> Self {
        ScoredRule {
            script,
            kind: Cell::new(None),
            found: RefCell::default(),
            most: MOST_MEMO,
        }
    }

    fn file(&self) -> &str {
        self.script.name()
    }

    /// What every position of the rule is: heaps, or the kind of start(0).
    fn kind(&self) -> Result<Kind, String> {
        if let Some(kind) = self.kind.get() {
            return Ok(kind);
        }
        let kind = match (self.script.start, self.script.positions) {
            (false, false) => Kind::Heap,
            (true, _) => match self.script.call_fn("start", (0_i64,), "0")?.is_int() {
                true => Kind::Mask,
                false => Kind::Array,
            },
            // A rule of positions(k): its positions are of the first one's kind.
            (false, true) => match self.first_position()?.is_int() {
                true => Kind::Heap,
                false => Kind::Array,
            },
        };
        self.kind.set(Some(kind));
        Ok(kind)
    }

    /// The first position of positions(0), positions(1), ... (of the first 1000 sizes).
    fn first_position(&self) -> Result<Dynamic, String> {
        for k in 0..1000_i64 {
            let listed = self.script.call_fn("positions", (k,), &k.to_string())?;
            if let Some(first) = listed.into_array().ok().and_then(|a| a.into_iter().next()) {
                return Ok(first);
            }
        }
        Err(format!(
            "{}: positions(0), ..., positions(999) list no position",
            self.file()
        ))
    }

    /// The key of `value`, a position from `from` (for messages).
    pub(crate) fn position(&self, value: &Dynamic, from: &str) -> Result<Key, String> {
        if self.kind.get().is_none() && !self.script.start && self.script.positions {
            // A rule of positions(k): the kind is the first position's.
            let kind = match value.is_int() {
                true => Kind::Heap,
                false => Kind::Array,
            };
            self.kind.set(Some(kind));
        }
        let kind = self.kind()?;
        key(kind, value).ok_or_else(|| {
            let wants = match kind {
                Kind::Heap => "a heap (a whole number, not negative)",
                Kind::Array => "an array of whole numbers, as start(0) is",
                Kind::Mask => "a bit mask (one whole number), as start(0) is",
            };
            format!(
                "{}: {from} is {}, not {wants}",
                self.file(),
                describe(value)
            )
        })
    }

    /// The key of start(n) (the heap n for a rule without start).
    fn start(&self, n: usize) -> Result<Key, String> {
        if !self.script.start {
            return Ok(Box::from([n as i64]));
        }
        let value = self.script.call_fn("start", (n as i64,), &n.to_string())?;
        self.position(&value, &format!("start({n})"))
    }

    /// The options of `position`, each with the mover's gain.
    fn options(&self, kind: Kind, position: &Key) -> Result<Vec<(Key, Payoff)>, String> {
        let shown = show(kind, position);
        let value = self
            .script
            .call_fn("moves", (dynamic(kind, position),), &shown)?;
        let wants = "an array of options, each a position or scored(position, gain)";
        let wrong = |found: &Dynamic, what: &str| {
            let found = describe(found);
            format!(
                "{}: moves({shown}) {what} {found}: moves returns {wants}",
                self.file()
            )
        };
        let Ok(array) = value.clone().into_array() else {
            return Err(wrong(&value, "returned"));
        };
        let mut all = Vec::with_capacity(array.len());
        for option in &array {
            let (to, gain) = match option.clone().try_cast::<Scored>() {
                Some(scored) => (scored.option, scored.gain),
                None => (option.clone(), 0),
            };
            let key = key(kind, &to).ok_or_else(|| wrong(&to, "gave"))?;
            all.push((key, Payoff::from(gain)));
        }
        Ok(all)
    }

    /// `value(position)`: the payoff to the player to move at a position without options (in
    /// the max-min form `score(position)`, the final number).
    fn end(&self, kind: Kind, position: &Key) -> Result<Payoff, String> {
        let shown = show(kind, position);
        let (function, what) = match self.script.max_min {
            None => ("value", "the payoff to the player to move"),
            Some(_) => ("score", "the final number"),
        };
        let value = self
            .script
            .call_fn(function, (dynamic(kind, position),), &shown)?;
        value.as_int().map(Payoff::from).map_err(|_| {
            format!(
                "{}: {function}({shown}) returned {}: {function} returns a whole number, {what}",
                self.file(),
                describe(&value)
            )
        })
    }

    /// Whether the maximiser moves first at a start (always, under negamax).
    fn max_first(&self) -> bool {
        self.script.max_min != Some(Side::Min)
    }

    /// Runs `ask` on a search of the rule; the first error any call met, if one did.
    fn search<T>(
        &self,
        ask: impl FnOnce(&mut dyn FnMut(&Node) -> Payoff) -> T,
    ) -> Result<T, String> {
        let kind = self.kind()?;
        let max_min = self.script.max_min.is_some();
        let failed = |e: String| {
            let mut found = self.found.borrow_mut();
            found.error.get_or_insert(e);
        };
        let broken = || self.found.borrow().error.is_some();
        let moves = |node: &Node, out: &mut Options<Node, Payoff>| {
            if broken() {
                return;
            }
            // Turns alternate in the max-min form; under negamax the value is the mover's.
            let max = !max_min || !node.max;
            match self.options(kind, &node.position) {
                Ok(options) => out.extend(
                    options
                        .into_iter()
                        .map(|(position, gain)| (Node { position, max }, gain)),
                ),
                Err(e) => failed(e),
            }
        };
        let end = |node: &Node| match broken() {
            true => 0,
            false => self.end(kind, &node.position).unwrap_or_else(|e| {
                failed(e);
                0
            }),
        };
        let memo = Shared {
            found: &self.found,
            file: self.file(),
            kind,
            most: self.most,
        };
        let answer = match max_min {
            false => {
                let mut search = Search::negamax(moves, end, memo);
                ask(&mut |node| search.value(node))
            }
            true => {
                let side = |node: &Node| match node.max {
                    true => Side::Max,
                    false => Side::Min,
                };
                let mut search = Search::minimax(moves, end, side, memo);
                ask(&mut |node| search.value(node))
            }
        };
        let error = self.found.borrow_mut().error.take();
        match error {
            Some(error) => {
                self.found.borrow_mut().slots.clear();
                Err(error)
            }
            None => Ok(answer),
        }
    }

    /// The value of the position `key`, the first player to move there.
    pub(crate) fn value_of(&self, position: Key) -> Result<i128, String> {
        let node = Node {
            position,
            max: self.max_first(),
        };
        self.search(|value| value(&node))
    }

    /// Whether the memo holds more positions than a search may reach.
    pub(crate) fn exhausted(&self) -> bool {
        self.found.borrow().exhausted
    }

    /// The kind of the rule's positions.
    pub(crate) fn written(&self) -> Result<Kind, String> {
        self.kind()
    }

    /// The value of start(n) (the heap n), the first player to move. A start that takes the
    /// memo past [`MOST_MEMO`] with positions of earlier starts in it is searched again from
    /// an empty memo (the failed search emptied it), so the bound is on what one start reaches.
    fn start_value(&self, n: usize) -> Result<Payoff, String> {
        let position = self.start(n)?;
        let node = Node {
            position,
            max: self.max_first(),
        };
        let alone = self.found.borrow().slots.is_empty();
        let value = self.search(|value| value(&node));
        let overflowed = std::mem::take(&mut self.found.borrow_mut().overflowed);
        match value {
            Err(_) if overflowed && !alone => self.search(|value| value(&node)),
            value => value,
        }
    }

    /// `sg moves`: the value of one position (a whole number N is start(N), or the heap N;
    /// anything else a position written in rhai), and each option with what it is worth to the
    /// mover, the best marked; in the max-min form `max` or `min` after the position says who
    /// moves there (by default who moves first at a start).
    pub(crate) fn moves(&self, words: &[&str]) -> Result<String, String> {
        let max_min = self.script.max_min.is_some();
        let (word, max) = match (words, max_min) {
            ([word], _) => (*word, self.max_first()),
            ([word, "max"], true) => (*word, true),
            ([word, "min"], true) => (*word, false),
            (_, false) => {
                return Err(format!(
                    "usage: sg moves --rule {} POSITION (one position of a scored rule: N for \
                     start(N) or the heap N, or a position like [1, 0, 1] or 0b101)",
                    self.file()
                ))
            }
            (_, true) => {
                return Err(format!(
                    "usage: sg moves --rule {} POSITION [max|min] (one position of a scored \
                     rule: N for start(N) or the heap N, or a position like [1, 0, 1] or \
                     0b101, then who moves there)",
                    self.file()
                ))
            }
        };
        let position = match word.parse::<usize>() {
            Ok(n) if self.script.start || !self.script.positions => self.start(n)?,
            _ => {
                let value = self.script.evaluate(word)?;
                self.position(&value, &format!("'{word}'"))?
            }
        };
        let kind = self.kind()?;
        let options = self.options(kind, &position)?;
        let node = Node {
            position: position.clone(),
            max,
        };
        let next = !max_min || !max;
        let (total, worths) = self.search(|value| {
            let total = value(&node);
            let worth = |(q, g): &(Key, Payoff)| {
                let v = value(&Node {
                    position: q.clone(),
                    max: next,
                });
                if max_min {
                    g + v
                } else {
                    g - v
                }
            };
            (total, options.iter().map(worth).collect::<Vec<Payoff>>())
        })?;
        let shown = show(kind, &position);
        let (player, other) = match max {
            true => ("the maximiser", "the minimiser"),
            false => ("the minimiser", "the maximiser"),
        };
        let mut text = match max_min {
            false => format!("value {total}: the mover's best surplus from {shown}\n"),
            true => format!(
                "value {total}: the final number under best play from {shown}, {player} to move\n"
            ),
        };
        if options.is_empty() {
            text += &match max_min {
                false => {
                    format!("no move: play is over, worth value({shown}) to the player to move\n")
                }
                true => format!("no move: play is over, the final number is score({shown})\n"),
            };
            return Ok(text);
        }
        text += &match max_min {
            false => "moves (each worth its gain less the value of the position it leaves):\n"
                .to_string(),
            true => format!(
                "moves (each worth its gain plus the value of the position it leaves, {other} \
                 to move there):\n"
            ),
        };
        for ((q, gain), worth) in options.iter().zip(worths) {
            let best = if worth == total { " (best)" } else { "" };
            text += &format!("  -> {}, gain {gain}: {worth}{best}\n", show(kind, q));
        }
        Ok(text)
    }

    fn not_grundy(&self) -> String {
        format!(
            "{} is a scored rule: its values are those of best play, shown by sg table, moves, \
             period and guess; sg plot and play look at Sprague-Grundy values",
            self.file()
        )
    }
}

impl HeapRule for ScoredRule {
    fn most(&self) -> u64 {
        MOST_STARTS
    }

    fn most_note(&self) -> &'static str {
        " (the starts of a scored rule)"
    }

    fn values(&self, _len: usize) -> Result<Vec<u128>, String> {
        Err(self.not_grundy())
    }

    fn scores(&self, len: usize) -> Option<Result<Vec<i128>, String>> {
        Some((0..len).map(|n| self.start_value(n)).collect())
    }

    fn table(&self, len: usize, out: &mut Output) -> Result<(), String> {
        let mut progress = Progress::new(Some(len), true);
        for n in 0..len {
            out.word(&self.start_value(n)?.to_string())?;
            progress.show_values(n + 1);
        }
        Ok(())
    }

    /// Looked for among N values, which a rule with start(n) must give (its positions usually
    /// grow exponentially with n); never proven: a table of values only suggests a period.
    fn period(&self, len: Option<usize>) -> Result<PeriodFound, String> {
        if self.script.start && len.is_none() {
            return Err(format!(
                "sg period --rule {} N: a rule with start(n) is searched start by start, and the \
                 positions usually grow exponentially with n, so say how many starts (try 20)",
                self.file()
            ));
        }
        suggested_period(self, len, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::kinds::positions::tests::FAN;

    #[test]
    fn the_bound_is_on_one_start_not_on_the_table() {
        let text = format!("{FAN}fn value(p) {{ -1 }}\n");
        let mut rule = ScoredRule::new(Script::compile("fan.rhai", &text).expect("compiles"));
        // 100 starts of 21 positions each, sharing none: more than 64 in all.
        rule.most = 64;
        let values: Result<Vec<Payoff>, String> = (0..100).map(|n| rule.start_value(n)).collect();
        assert_eq!(values, Ok(vec![1; 100]));
        rule.most = 20;
        let error = rule.start_value(0).expect_err("21 positions from start(0)");
        assert!(error.contains("fan.rhai: more than 20 positions are reachable"));
    }
}
