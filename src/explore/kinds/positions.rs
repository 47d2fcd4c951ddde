//! Rules whose positions are not heaps: a script that defines `fn start(n)` returns the
//! starting position of n, an array of numbers (a row of cells, a set) or a bit mask (one
//! number), and `fn moves(position)` its options, each a position or a sum of positions (an
//! array of arrays; for masks an array of masks). The values of start(0), start(1), ... are
//! what `table`, `period`, `plot` and `guess` look at. A rule with `fn positions(k)` and no
//! `start` is searched here too (`families.rs`), its numbers heaps rather than bit masks.
//!
//! Positions are searched with a memo keyed by the position: those reachable from a start are
//! found breadth first, `moves` called on every core for a whole layer, then valued in
//! post-order, each the mex of its options (a sum worth the XOR of its parts' values). A
//! position met again on its own line of play is a cycle, an error naming it, unless the rule
//! says `const LOOPY = true;`: then the positions reachable from the starts are one finite
//! graph (as many starts' as the memo holds at a time: a position's value depends only on
//! those reachable from it), each option one position, valued by the generalized
//! Sprague-Grundy function (`search::generalized_sg`, `∞(K)` where play may go on forever),
//! and a sum of positions in `sg moves` by the sum of its parts' values.

use super::script::{in_parallel, threads, Script};
use super::written::{dynamic, numbers, show, Kind};
use crate::algo::fast_map::FastMap;
use crate::explore::output::{Output, Progress};
use crate::explore::rule::{suggested_period, HeapRule, PeriodFound};
use crate::search::generalized_sg::{self, Value};
use crate::search::loopy::GameGraph;
use crate::search::sg;
use rhai::Dynamic;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The most positions one start may reach (and the most the memo holds: it is emptied, and
/// the start searched again on its own, when a start would take it past this).
pub const MOST_MEMO: usize = 1 << 20;
/// The most starts a table takes.
const MOST_STARTS: u64 = 1 << 20;
/// The positions of a layer whose options are built at once.
const LAYER_PART: usize = 1 << 8;

/// What `start` returns.
const START: &str = "the starting position of n: an array of whole numbers (a row of cells, a \
                     set) or a bit mask (one whole number)";
/// What a position of a rule with `positions(k)` and no `start` is.
const POSITION: &str = "a position: a heap (a whole number, not negative) or an array of whole \
                        numbers";

/// A position: the numbers of an array, or the one number of a bit mask (shared by the memo's
/// map and list: one allocation each).
pub(crate) type Key = Arc<[i64]>;

/// The options of a position: the positions each leaves, all options one after another, and
/// where each option ends.
type Expanded = (Box<[u32]>, Box<[u32]>);

/// The positions met so far, by index: each with its options once expanded and its value once
/// known.
#[derive(Default)]
struct Memo {
    kind: Option<Kind>,
    ids: FastMap<Key, u32>,
    keys: Vec<Key>,
    options: Vec<Option<Expanded>>,
    values: Vec<Option<u64>>,
    on_path: Vec<bool>,
}

impl Memo {
    /// Forgets every position, keeping the kind of the rule's positions.
    fn empty(&mut self) {
        *self = Memo {
            kind: self.kind,
            ..Memo::default()
        };
    }

    /// Forgets every position met after the first `n`: those of a search given up, some not
    /// expanded (the first `n`, from searches that ended, are each expanded with all they
    /// reach).
    fn truncate(&mut self, n: usize) {
        for key in self.keys.drain(n..) {
            self.ids.remove(&key);
        }
        self.options.truncate(n);
        self.values.truncate(n);
        self.on_path.truncate(n);
    }
}

/// Why the last search gave up: it met more positions than the memo holds, or ran past its
/// deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GaveUp {
    Positions,
    Time,
}

/// A rule of positions given by a script with `start(n)`.
pub(crate) struct PositionRule {
    script: Rc<Script>,
    memo: RefCell<Memo>,
    /// The most positions one start may reach: [`MOST_MEMO`] (smaller in tests).
    most: usize,
    /// When a search must end (`sg guess --at`): none for tables.
    deadline: Cell<Option<Instant>>,
    gave_up: Cell<Option<GaveUp>>,
}

impl PositionRule {
    pub(crate) fn new(script: Script) -> Self {
        PositionRule {
            script: Rc::new(script),
            memo: RefCell::default(),
            most: MOST_MEMO,
            deadline: Cell::new(None),
            gave_up: Cell::new(None),
        }
    }

    /// Every search from now ends within `time` (none: searches are bounded by positions only).
    pub(crate) fn search_within(&self, time: Option<Duration>) {
        self.deadline.set(time.map(|t| Instant::now() + t));
    }

    fn file(&self) -> &str {
        self.script.name()
    }

    /// The key of a position of `kind`, or `None` if `value` is not one.
    fn key(kind: Kind, value: &Dynamic) -> Option<Key> {
        numbers(kind, value).map(Key::from)
    }

    /// The key of `value`, a position from `start`, `positions` or the command line (`from`):
    /// every position of the rule of one kind, start(0)'s if the rule has `start`. A number is
    /// a bit mask in a rule with `start`, else a heap.
    pub(crate) fn position(&self, value: &Dynamic, from: &str) -> Result<Key, String> {
        let kind = match (value.is_int(), self.script.start) {
            (true, true) => Kind::Mask,
            (true, false) => Kind::Heap,
            (false, _) => Kind::Array,
        };
        let Some(key) = Self::key(kind, value) else {
            let found = super::expected::describe(value);
            let wants = match self.script.start {
                true => START,
                false => POSITION,
            };
            return Err(format!("{}: {from} is {found}, not {wants}", self.file()));
        };
        let known = self.memo.borrow().kind;
        let known = match known {
            Some(known) => known,
            None if from == "start(0)" || !self.script.start => kind,
            None => {
                self.start(0)?;
                self.memo.borrow().kind.expect("set by start(0)")
            }
        };
        if known != kind {
            let first = match self.script.start {
                true => "start(0)",
                false => "the first position",
            };
            return Err(format!(
                "{}: {from} is {}, but {first} is {}: every position of a rule is of one kind",
                self.file(),
                kind.name(),
                known.name()
            ));
        }
        self.memo.borrow_mut().kind = Some(kind);
        Ok(key)
    }

    /// The kind of the rule's positions, once one is known.
    pub(crate) fn kind(&self) -> Option<Kind> {
        self.memo.borrow().kind
    }

    /// The key of start(n).
    fn start(&self, n: usize) -> Result<Key, String> {
        let shown = n.to_string();
        let value = self.script.call_fn("start", (n as i64,), &shown)?;
        self.position(&value, &format!("start({n})"))
    }

    /// The options of `key`: the positions each leaves.
    fn options_of(script: &Script, kind: Kind, key: &[i64]) -> Result<Vec<Vec<Key>>, String> {
        let shown = show(kind, key);
        let wants = kind.options();
        let value = script.call_fn("moves", (dynamic(kind, key),), &shown)?;
        let wrong = |found: &Dynamic, what: &str| {
            let found = super::expected::describe(found);
            format!(
                "{}: moves({shown}) {what} {found}: moves returns {wants}",
                script.name()
            )
        };
        super::expected::options_in(&value, |v| Self::key(kind, v), wrong)
    }

    /// The index of `key` in the memo, added (and pushed onto `new`) if it was not there.
    fn intern(memo: &mut Memo, key: Key, new: &mut Vec<u32>) -> u32 {
        if let Some(&id) = memo.ids.get(&key) {
            return id;
        }
        let id = memo.keys.len() as u32;
        memo.ids.insert(key.clone(), id);
        memo.keys.push(key);
        memo.options.push(None);
        memo.values.push(None);
        memo.on_path.push(false);
        new.push(id);
        id
    }

    /// The index of the position `key` in the memo, it and every position reachable from it
    /// expanded (`from` names where the search began, for the message when it is too large).
    fn reach(&self, memo: &mut Memo, key: Key, from: &dyn Fn() -> String) -> Result<u32, String> {
        let kind = memo.kind.expect("a position's kind is known");
        self.gave_up.set(None);
        // A search given up forgets what it met: its positions are not all expanded, and a
        // later search from one of them would read options never built.
        let kept = memo.keys.len();
        let mut frontier = Vec::new();
        let root = Self::intern(memo, key, &mut frontier);
        let mut progress = Progress::new(None, self.deadline.get().is_some()).counting("positions");
        let give_up = |memo: &mut Memo, why: GaveUp| {
            memo.truncate(kept);
            self.gave_up.set(Some(why));
        };
        // Every position reachable from the root whose options are not yet known, a layer at
        // a time, its `moves` on every core, a part of a layer at a time so that the memo's
        // bound is checked before a wide layer's options are all built.
        let script: &Script = &self.script;
        while !frontier.is_empty() {
            let mut next = Vec::new();
            for part in frontier.chunks(LAYER_PART) {
                let keys: Vec<&Key> = part.iter().map(|&p| &memo.keys[p as usize]).collect();
                let options = |i: usize| Self::options_of(script, kind, keys[i]);
                // A thread per core pays for a layer of a few hundred positions, not for one.
                let all = match keys.len() {
                    0..=255 => (0..keys.len()).map(options).collect(),
                    _ => in_parallel(0..keys.len(), threads(), options),
                };
                for (&p, options) in part.iter().zip(all) {
                    let (mut parts, mut ends) = (Vec::new(), Vec::new());
                    for sum in options? {
                        for key in sum {
                            parts.push(Self::intern(memo, key, &mut next));
                        }
                        ends.push(parts.len() as u32);
                    }
                    memo.options[p as usize] = Some((parts.into(), ends.into()));
                    if memo.keys.len() > self.most {
                        give_up(memo, GaveUp::Positions);
                        return Err(format!(
                            "{}: more than {} positions are reachable from {}: ask for smaller \
                             starts",
                            self.file(),
                            self.most,
                            from()
                        ));
                    }
                }
                progress.show_values(memo.keys.len());
                if self.deadline.get().is_some_and(|d| Instant::now() > d) {
                    let met = memo.keys.len();
                    give_up(memo, GaveUp::Time);
                    return Err(format!(
                        "{}: the search from {} met {met} positions in its time and goes on",
                        self.file(),
                        from()
                    ));
                }
            }
            frontier = next;
        }
        Ok(root)
    }

    /// The generalized value of each position of `keys` (of a rule's family), every position
    /// reachable from them searched once: in a game that ends each is its nimber, valued in
    /// post-order; in a game with cycles (`LOOPY`) on the graph of them all, or of as many at a
    /// time as the memo holds ([`Self::loopy_values_of`]).
    pub(crate) fn values_of(&self, keys: &[Key]) -> Result<Vec<Value>, String> {
        if !self.script.loopy {
            let values = keys.iter().map(|key| self.value(key.clone(), true));
            return values.map(|v| v.map(Value::Finite)).collect();
        }
        let named = keys.iter().map(|key| {
            let kind = self.memo.borrow().kind.expect("a position's kind is known");
            Ok((key.clone(), show(kind, key)))
        });
        self.loopy_values_of(named, &mut |_| ())
    }

    /// The generalized values of the positions `keys` of a game with cycles, each found on
    /// the graph of every position reachable from it. A position's value depends only on the
    /// positions reachable from it, so when a key would take a memo holding earlier keys'
    /// graphs past [`MOST_MEMO`], those keys are valued on their graphs (every position of
    /// them expanded) and the memo emptied for the key, searched again alone: the bound is
    /// on what one key reaches, not on them all (emptying the memo loses only time).
    /// Each key comes with its name in a message; `done(i)` is told each time `i` keys have
    /// been searched.
    fn loopy_values_of(
        &self,
        keys: impl Iterator<Item = Result<(Key, String), String>>,
        done: &mut dyn FnMut(usize),
    ) -> Result<Vec<Value>, String> {
        // A search that failed leaves positions unexpanded: its memo cannot be valued.
        if self.memo.borrow().options.iter().any(Option::is_none) {
            self.memo.borrow_mut().empty();
        }
        let mut values: Vec<Option<Value>> = Vec::new();
        // The keys searched but not yet valued, by their index in `values` and in the memo.
        let mut waiting: Vec<(usize, u32)> = Vec::new();
        for (i, key) in keys.enumerate() {
            // Found before the memo is borrowed: `start` may set the kind.
            let (key, name) = key?;
            let mut memo = self.memo.borrow_mut();
            let memo = &mut *memo;
            let before = memo.keys.len();
            let id = match self.reach(memo, key.clone(), &|| name.clone()) {
                // Past the bound, with the graphs of earlier keys in the memo (whole: the
                // search given up is forgotten): this key alone may fit.
                Err(_) if before > 0 && self.gave_up.get() == Some(GaveUp::Positions) => {
                    let known = self.generalized(memo, before)?;
                    for (i, id) in waiting.drain(..) {
                        values[i] = Some(known[id as usize].clone());
                    }
                    memo.empty();
                    self.reach(memo, key, &|| name.clone())?
                }
                found => found?,
            };
            waiting.push((i, id));
            values.push(None);
            done(i + 1);
        }
        let memo = self.memo.borrow();
        let known = self.generalized(&memo, memo.keys.len())?;
        for (i, id) in waiting {
            values[i] = Some(known[id as usize].clone());
        }
        Ok(values.into_iter().map(|v| v.expect("valued")).collect())
    }

    /// Whether the last search gave up, meeting more positions than the memo holds or running
    /// past its deadline (the error it gave was not a fault of the rule).
    pub(crate) fn exhausted(&self) -> bool {
        self.gave_up.get().is_some()
    }

    /// The value of the position `key`, in a game that ends. With `reclaim`, a memo that
    /// `key`'s positions would take past [`MOST_MEMO`] is emptied and `key` searched again on
    /// its own, so the bound is on what one start reaches, not on a whole table (every value
    /// in the memo is final: emptying it loses only time).
    fn value(&self, key: Key, reclaim: bool) -> Result<u64, String> {
        let mut memo = self.memo.borrow_mut();
        let memo = &mut *memo;
        let kind = memo.kind.expect("a position's kind is known");
        if let Some(&id) = memo.ids.get(&key) {
            if let Some(value) = memo.values[id as usize] {
                return Ok(value);
            }
        }
        let shown = show(kind, &key);
        let before = memo.keys.len();
        let root = match self.reach(memo, key.clone(), &|| shown.clone()) {
            // Past the bound, with positions of earlier starts in the memo: this start alone
            // may fit.
            Err(_) if reclaim && before > 0 && self.gave_up.get() == Some(GaveUp::Positions) => {
                memo.empty();
                self.reach(memo, key, &|| shown.clone())?
            }
            found => found?,
        };
        Self::value_known(memo, kind, root, self.file())
    }

    /// The value of `root`, every position reachable from it expanded: each valued after its
    /// options (post-order), a position met on its own line of play an error.
    fn value_known(memo: &mut Memo, kind: Kind, root: u32, file: &str) -> Result<u64, String> {
        // Each entry is a position and the index of the next part of its options to value.
        let mut path = vec![(root, 0usize)];
        memo.on_path[root as usize] = true;
        while let Some((p, i)) = path.pop() {
            let (parts, ends) = memo.options[p as usize].as_ref().expect("expanded");
            match parts.get(i).map(|&q| q as usize) {
                Some(q) if memo.values[q].is_some() => path.push((p, i + 1)),
                Some(q) if memo.on_path[q] => {
                    let show = |id: usize| show(kind, &memo.keys[id]);
                    return Err(format!(
                        "{file}: play can come back to {} (a move from {} leads to it): a game \
                         with cycles says const LOOPY = true; at the top of the script",
                        show(q),
                        show(p as usize)
                    ));
                }
                Some(q) => {
                    path.extend([(p, i + 1), (q as u32, 0)]);
                    memo.on_path[q] = true;
                }
                None => {
                    let mut from = 0;
                    let sums = ends.iter().map(|&end| {
                        let sum = parts[from..end as usize]
                            .iter()
                            .fold(0, |s, &q| s ^ memo.values[q as usize].expect("valued"));
                        from = end as usize;
                        sum
                    });
                    let value = sg::mex(sums.collect::<Vec<u64>>());
                    memo.values[p as usize] = Some(value);
                    memo.on_path[p as usize] = false;
                }
            }
        }
        Ok(memo.values[root as usize].expect("valued"))
    }

    /// The generalized values of the memo's first `len` positions, of a game with cycles: all
    /// expanded, every option among them and one position.
    fn generalized(&self, memo: &Memo, len: usize) -> Result<Vec<Value>, String> {
        let mut moves = Vec::new();
        for (p, expanded) in memo.options[..len].iter().enumerate() {
            let (parts, ends) = expanded.as_ref().expect("expanded");
            let mut from = 0;
            for &end in ends.iter() {
                let sum = &parts[from..end as usize];
                from = end as usize;
                if let [q] = sum {
                    moves.push((p, *q as usize));
                    continue;
                }
                let kind = memo.kind.expect("a position's kind is known");
                let sum: Vec<String> = sum
                    .iter()
                    .map(|&q| show(kind, &memo.keys[q as usize]))
                    .collect();
                return Err(format!(
                    "{}: moves({}) gave a sum of {} positions ({}): in a game with cycles \
                     (LOOPY) each option is one position",
                    self.file(),
                    show(kind, &memo.keys[p]),
                    sum.len(),
                    sum.join(" + ")
                ));
            }
        }
        Ok(generalized_sg::values(&GameGraph::new(len, &moves)))
    }

    /// The generalized values of start(0), ..., start(len - 1) of a game with cycles, found on
    /// the graphs of the positions reachable from them ([`Self::loopy_values_of`]).
    fn loopy_values(&self, len: usize) -> Result<Vec<Value>, String> {
        let mut progress = Progress::new(Some(len), true);
        let starts = (0..len).map(|n| Ok((self.start(n)?, format!("start({n})"))));
        let values = self.loopy_values_of(starts, &mut |n| progress.show_values(n))?;
        progress.clear();
        Ok(values)
    }

    /// `sg moves`: the value of the sum of the positions `words` (a whole number N is start(N),
    /// anything else a position written in rhai, like `[1, 0, 1]` or `0b101`), and each move
    /// to a sum worth 0 (in a game with cycles, the sum's generalized value, and each move to
    /// a sum of finite values XORing to 0).
    pub(crate) fn moves(&self, words: &[&str]) -> Result<(Value, Vec<String>), String> {
        if words.is_empty() {
            return Err(format!(
                "usage: sg moves --rule {} POSITION... (N for start(N), or a position like \
                 [1, 0, 1] or 0b101)",
                self.file()
            ));
        }
        let mut keys = Vec::with_capacity(words.len());
        for word in words {
            keys.push(match word.parse::<usize>() {
                Ok(n) if self.script.start => self.start(n)?,
                _ => {
                    let value = self.script.evaluate(word)?;
                    self.position(&value, &format!("'{word}'"))?
                }
            });
        }
        let values: Vec<Value> = match self.script.loopy {
            false => {
                // The memo is kept whole: the moves are read from it after.
                for key in &keys {
                    self.value(key.clone(), false)?;
                }
                let memo = self.memo.borrow();
                // The memo holds only positions reachable from those valued: all valued.
                let known = memo.values.iter();
                known.map(|v| Value::Finite(v.expect("valued"))).collect()
            }
            true => {
                for key in &keys {
                    let kind = self.memo.borrow().kind.expect("a position's kind is known");
                    let shown = show(kind, key);
                    self.reach(&mut self.memo.borrow_mut(), key.clone(), &|| shown.clone())?;
                }
                let memo = self.memo.borrow();
                self.generalized(&memo, memo.keys.len())?
            }
        };
        let memo = self.memo.borrow();
        let ids: Vec<usize> = keys.iter().map(|key| memo.ids[key] as usize).collect();
        let total = generalized_sg::sum_value(ids.iter().map(|&id| &values[id]));
        let kind = memo.kind.expect("a position's kind is known");
        let show = |id: u32| show(kind, &memo.keys[id as usize]);
        let mut list = Vec::new();
        for (i, &id) in ids.iter().enumerate() {
            let others = ids.iter().enumerate().filter(|&(j, _)| j != i);
            let others: Vec<&Value> = others.map(|(_, &other)| &values[other]).collect();
            let (parts, ends) = memo.options[id].as_ref().expect("expanded");
            let mut from = 0;
            for &end in ends.iter() {
                let sum = &parts[from..end as usize];
                from = end as usize;
                let left = sum.iter().map(|&q| &values[q as usize]);
                if generalized_sg::sum_value(left.chain(others.iter().copied())) == Value::Finite(0)
                {
                    let left: Vec<String> = sum.iter().map(|&q| show(q)).collect();
                    let left = match left.is_empty() {
                        true => "nothing".to_string(),
                        false => left.join(" + "),
                    };
                    list.push(format!("position {}: {} -> {left}", i + 1, show(id as u32)));
                }
            }
        }
        Ok((total, list))
    }
}

impl HeapRule for PositionRule {
    fn most(&self) -> u64 {
        MOST_STARTS
    }

    fn most_note(&self) -> &'static str {
        " (the starts of a rule with start(n))"
    }

    fn values(&self, len: usize) -> Result<Vec<u128>, String> {
        if self.script.loopy {
            let values = self.loopy_values(len)?.into_iter().enumerate();
            return values
                .map(|(n, value)| match value {
                    Value::Finite(v) => Ok(u128::from(v)),
                    infinite => Err(format!(
                        "start({n}) of {} is worth {infinite}: play from it can go on forever; \
                         sg table --rule {} N shows every value",
                        self.file(),
                        self.file()
                    )),
                })
                .collect();
        }
        let mut progress = Progress::new(Some(len), true);
        let mut values = Vec::with_capacity(len);
        for n in 0..len {
            let key = self.start(n)?;
            values.push(u128::from(self.value(key, true)?));
            progress.show_values(n + 1);
        }
        Ok(values)
    }

    fn table(&self, len: usize, out: &mut Output) -> Result<(), String> {
        if !self.script.loopy {
            for value in self.values(len)? {
                out.value(value)?;
            }
            return Ok(());
        }
        for value in self.loopy_values(len)? {
            out.word(&value.to_string())?;
        }
        Ok(())
    }

    /// Looked for among N values, which must be given: the positions reachable from start(n)
    /// usually grow exponentially with n, so the 1000 values of a heap rule are out of reach.
    fn period(&self, len: Option<usize>) -> Result<PeriodFound, String> {
        let Some(len) = len else {
            return Err(format!(
                "sg period --rule {} N: a rule with start(n) is searched start by start, and the \
                 positions usually grow exponentially with n, so say how many starts (try 20)",
                self.file()
            ));
        };
        suggested_period(self, Some(len), None)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// start(n) reaches 21 positions of its own: [n], then [n, i] for i below 20, where play
    /// ends (each start is worth mex{0} = 1, or under negamax with value -1 a gain of 1).
    pub(crate) const FAN: &str = "fn start(n) { [n] }\n\
        fn moves(p) { if p.len() > 1 { return []; } \
        let out = []; for i in 0..20 { out.push([p[0], i]); } out }\n";

    #[test]
    fn the_bound_is_on_one_start_not_on_the_table() {
        // 100 starts reach 2100 positions, sharing none: more than a bound of 64 in all,
        // 21 each. Each start is worth mex{0} = 1.
        let mut rule = PositionRule::new(Script::compile("fan.rhai", FAN).expect("compiles"));
        rule.most = 64;
        assert_eq!(rule.values(100), Ok(vec![1; 100]));
        // A start that alone reaches more than the bound is still refused, in one line.
        rule.most = 20;
        let error = rule.values(1).expect_err("21 positions from start(0)");
        assert!(error.contains("fan.rhai: more than 20 positions are reachable from [0]"));
        assert!(rule.exhausted());
        // [0, 3] was met by the search given up, never expanded: searched afresh, not read
        // from a memo that lacks its options.
        assert_eq!(rule.value(Key::from(vec![0, 3]), false), Ok(0));
        assert!(!rule.exhausted());
    }

    #[test]
    fn a_search_past_its_deadline_gives_up_and_leaves_no_half_search() {
        let rule = PositionRule::new(Script::compile("fan.rhai", FAN).expect("compiles"));
        rule.start(0).expect("start(0)");
        rule.search_within(Some(Duration::ZERO));
        let error = rule.value(Key::from(vec![0]), true).expect_err("no time");
        assert!(
            error.contains("the search from [0] met 21 positions in its time"),
            "{error}"
        );
        assert!(rule.exhausted());
        rule.search_within(None);
        assert_eq!(rule.value(Key::from(vec![0, 3]), false), Ok(0));
        assert_eq!(rule.value(Key::from(vec![0]), false), Ok(1));
    }

    #[test]
    fn with_cycles_the_bound_is_on_one_start_too() {
        // FAN with cycles: [n, i] for i above 0 leads back to [n], [n, 0] ends. Each start is
        // worth 1 (its options are worth mex{1} = 0 or end), 21 positions of its own.
        let looped = "const LOOPY = true;\nfn start(n) { [n] }\n\
            fn moves(p) { if p.len() > 1 { return if p[1] > 0 { [[p[0]]] } else { [] }; } \
            let out = []; for i in 0..20 { out.push([p[0], i]); } out }\n";
        let mut rule = PositionRule::new(Script::compile("loop.rhai", looped).expect("compiles"));
        rule.most = 64;
        assert_eq!(rule.values(100), Ok(vec![1; 100]));
        // Positions given at once (a family's) too, and again on the memo that search left.
        let keys: Vec<Key> = (0..100).map(|n| Key::from([n].as_slice())).collect();
        assert_eq!(rule.values_of(&keys), Ok(vec![Value::Finite(1); 100]));
        rule.most = 20;
        let error = rule.values(3).expect_err("21 positions from start(0)");
        assert!(error.contains("loop.rhai: more than 20 positions are reachable from start(0)"));
        // After that failure, a search that fits is valued on a memo of its own.
        rule.most = 64;
        assert_eq!(rule.values_of(&keys[..5]), Ok(vec![Value::Finite(1); 5]));
        // No positions at all: no values, before any kind is known.
        let rule = PositionRule::new(Script::compile("loop.rhai", looped).expect("compiles"));
        assert_eq!(rule.values_of(&[]), Ok(vec![]));
    }
}
