//! Whether a rule's moves past its table keep the form a proof needs: a pattern proven from
//! the moves of the heaps below N (a take-set, takes bounded by the heap, an octal game, …)
//! says nothing about heap 10^18 unless the moves there have that form too, and a rule is code
//! that may change anywhere. `sg guess --at X` checks the rule's own moves against the form at
//! every heap from N up to X, one by one, as far as a budget of work allows, counted as it goes
//! (a heap costs the heaps its options leave, 10 times more where the script is called for
//! them): a rule whose `moves` runs natively (`kinds/script/native.rs`) is checked to about
//! 10^7 heaps, one that calls the script each time to about 10^6. Past them it checks a
//! sample of heaps up
//! to X (X and its neighbours, powers of two and of ten with their neighbours, points spread
//! between), stopping at the first heap that leaves the form.
//!
//! A value is proven for the rule as it is only when every heap up to X was checked; past the
//! heaps checked one by one it rests on the sample, a change of the rule at a heap the sample
//! skips goes unseen, and the line that prints it says `sampled`, not `proven`. Each X is
//! judged by the heaps checked below it and its own sample, never by another X's: the heaps
//! are checked in the same batches whatever X were asked (each sized by the work of the last),
//! and the budget is looked at only between batches.
//!
//! ```
//! use grundy::explore::pattern::moves_check::sample;
//! let heaps = sample(1000, 1 << 20);
//! assert!(heaps.contains(&(1 << 20)) && heaps.contains(&((1 << 20) - 1)));
//! assert!(heaps.contains(&(1 << 12)) && heaps.contains(&10_000));
//! ```

use super::guess::Moves;
use crate::explore::output::Progress;
use crate::explore::rule::HeapRule;

/// The most work the check of heaps one by one does: each heap costs one plus the heaps its
/// options leave, [`BY_SCRIPT`] times that where the script was called for them. Take 1, 2 or
/// 3 run natively is checked to 10^7 heaps, by calling the script to 10^6, a rule with ⌊√n⌋
/// options listed in a loop of the script to about 33 000: each a few seconds of one core
/// (`bench/moves_check.sh` measures the heaps a second).
pub const CHECK_WORK: u64 = 40_000_000;
/// How many times more a heap's options cost when the script is called for them than when
/// its `moves` runs natively (measured: 8 times for take 1, 2 or 3, on one machine).
pub const BY_SCRIPT: u64 = 10;
/// The most option entries the sample reads.
const SAMPLE_BUDGET: u64 = 1_000_000;
/// The most heaps whose moves are asked for at once (on every core, for a script); the first
/// batches are smaller, so that a rule leaving the form soon after the table costs little.
const BATCH: u64 = 1 << 14;

/// What the check of a rule's moves found: the heaps checked one by one, and for each X past
/// them, its own sample. What is said of one X never depends on which other X were asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Every heap from the table's end below this one has moves of the form.
    pub every_below: u64,
    /// The first heap checked one by one not to have moves of the form (or whose moves could
    /// not be listed), and why; no heap past it was checked one by one.
    pub left: Option<(u64, String)>,
    /// For each X at or past `every_below`: how many heaps of its [`sample`] have moves of the
    /// form, or the first that does not (and why).
    pub samples: Vec<(u64, Sampled)>,
}

/// What one X's sample found: how many heaps have moves of the form, or the first that does
/// not (and why).
pub type Sampled = Result<usize, (u64, String)>;

/// What backs the value of a proven pattern at one X.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every heap up to X was checked: the proof covers X (what was checked, in words).
    Proven(String),
    /// The heaps up to X were checked only in part, the rest sampled: a change of the rule at
    /// a heap not sampled would go unseen (what was checked, in words).
    Sampled(String),
    /// A heap up to X was found not to have moves of the form, or could not be checked.
    Left(u64, String),
}

impl Checked {
    /// What backs a value at `x`: the heaps checked one by one up to `x`, else `x`'s sample.
    pub fn verdict(&self, x: u64) -> Verdict {
        if let Some((d, why)) = self.left.as_ref().filter(|&&(d, _)| d <= x) {
            return Verdict::Left(*d, why.clone());
        }
        if x < self.every_below {
            return Verdict::Proven(format!("the moves of every heap up to {x}"));
        }
        let sample = self.samples.iter().find(|&&(at, _)| at == x);
        match sample.map(|(_, found)| found) {
            Some(Ok(sampled)) => Verdict::Sampled(format!(
                "the moves of every heap below {} and of {sampled} heaps sampled up to {x} (X \
                 and X − 1, X − 2 among them)",
                self.every_below
            )),
            Some(Err((d, why))) => Verdict::Left(*d, why.clone()),
            None => Verdict::Left(x, format!("the moves of heap {x} were not checked")),
        }
    }
}

/// The heaps sampled between `from` and `x` (both included when past `from`): x and its two
/// neighbours on each side, the powers of two and of ten and their neighbours, and 48 points
/// spread geometrically, each with its neighbour.
pub fn sample(from: u64, x: u64) -> Vec<u64> {
    let mut heaps = Vec::new();
    let mut near = |h: u64| heaps.extend([h.saturating_sub(1), h, h.saturating_add(1)]);
    near(x.saturating_sub(1));
    near(x.saturating_add(1));
    for base in [2u64, 10] {
        let mut p = 1u64;
        while p <= x {
            near(p);
            p = match p.checked_mul(base) {
                Some(p) => p,
                None => break,
            };
        }
    }
    let (low, high) = ((from.max(1)) as f64, x as f64);
    if high > low {
        for i in 1..48 {
            let h = low * (high / low).powf(f64::from(i) / 48.0);
            near(h as u64);
        }
    }
    heaps.retain(|&h| h >= from && h <= x);
    heaps.sort_unstable();
    heaps.dedup();
    heaps
}

/// Whether heap `n`'s moves have the form: `Err` when they could not be listed.
fn conforms(rule: &dyn HeapRule, moves: &Moves, heaps: &[u64]) -> Vec<Result<(bool, u64), String>> {
    match moves {
        Moves::Options(same) => rule
            .options_of(heaps)
            .into_iter()
            .zip(heaps)
            .map(|(options, &n)| {
                let mut options = options.ok_or("the rule cannot list them")??;
                for heaps in &mut options {
                    heaps.retain(|&h| h > 0);
                    heaps.sort_unstable();
                }
                options.sort_unstable();
                options.dedup();
                let entries = options.iter().map(|o| o.len().max(1) as u64).sum();
                Ok((same(n, &options), entries))
            })
            .collect(),
        Moves::Splits(same) => heaps
            .iter()
            .map(|&n| match rule.split_moves_at(n) {
                Some(moves) => Ok((same(n, &moves), moves.len() as u64)),
                None => Err("they are not takes that leave every way of k heaps".to_string()),
            })
            .collect(),
    }
}

/// Checks the moves of `rule` against the form `moves` (named `form`) from heap `from` (the
/// table's end) for values at the heaps `xs`: one by one from `from` up to the largest X, in
/// batches of sizes that do not depend on X (each sized by the work a heap of the last took),
/// until [`CHECK_WORK`] is spent (looked at between batches, so that what is found below one X
/// is found when it is asked alone), then for each
/// X past them its own [`sample`]. Past a second it shows its progress on stderr.
pub fn check(rule: &dyn HeapRule, moves: &Moves, form: &str, from: u64, xs: &[u64]) -> Checked {
    check_within(rule, moves, form, from, xs, CHECK_WORK)
}

/// [`check`] with a budget of `work` for the heaps checked one by one.
fn check_within(
    rule: &dyn HeapRule,
    moves: &Moves,
    form: &str,
    from: u64,
    xs: &[u64],
    work: u64,
) -> Checked {
    let differs = |n: u64| format!("the moves of heap {n} are not {form}");
    let unlisted = |n: u64, why: &str| format!("the moves of heap {n} could not be checked: {why}");
    let outcome = |n: u64, found: Result<(bool, u64), String>| match found {
        Ok((true, entries)) => Ok(entries),
        Ok((false, _)) => Err((n, differs(n))),
        Err(why) => Err((n, unlisted(n, &why))),
    };
    let mut asked: Vec<u64> = xs.iter().copied().filter(|&x| x >= from).collect();
    asked.sort_unstable();
    asked.dedup();
    let top = asked.last().copied().unwrap_or(0);
    let mut result = Checked {
        every_below: from,
        left: None,
        samples: Vec::new(),
    };
    // A count, not a bar towards X: the budget, not X, ends a check towards 10^18.
    let mut progress = Progress::new(None, true).counting("heaps checked");
    let (mut spent, mut batch) = (0u64, 16);
    'heaps: while result.every_below <= top && spent < work {
        let start = result.every_below;
        let end = start.saturating_add(batch).min(top.saturating_add(1));
        let heaps: Vec<u64> = (start..end).collect();
        let (scripted, before) = (rule.script_work(), spent);
        for (&n, found) in heaps.iter().zip(conforms(rule, moves, &heaps)) {
            match outcome(n, found) {
                Ok(entries) => spent += entries + 1,
                Err(left) => {
                    result.left = Some(left);
                    break 'heaps;
                }
            }
            result.every_below = n + 1;
        }
        spent += (BY_SCRIPT - 1) * (rule.script_work() - scripted);
        progress.show_values((result.every_below - from) as usize);
        // The next batch: twice this one, but no more heaps than the work left would pay for
        // at this batch's work a heap.
        let per_heap = ((spent - before) / heaps.len() as u64).max(1);
        let affordable = (work.saturating_sub(spent) / per_heap).max(1);
        batch = (2 * batch).min(BATCH).min(affordable);
    }
    progress.clear();
    // Each X past the heaps checked one by one is judged by its own sample alone (a heap that
    // several samples share is asked once).
    let mut known: std::collections::HashMap<u64, Result<u64, (u64, String)>> = Default::default();
    let beyond = result.left.as_ref().map_or(u64::MAX, |&(d, _)| d);
    for &x in asked
        .iter()
        .filter(|&&x| x >= result.every_below && x < beyond)
    {
        let heaps = sample(result.every_below, x);
        let (mut spent, mut sampled) = (0u64, 0usize);
        let mut found = Ok(());
        for batch in heaps.chunks(4) {
            if spent >= SAMPLE_BUDGET {
                let why = "the sample's budget of options ran out before it";
                found = Err((batch[0], unlisted(batch[0], why)));
                break;
            }
            let new: Vec<u64> = batch
                .iter()
                .copied()
                .filter(|n| !known.contains_key(n))
                .collect();
            for (&n, got) in new.iter().zip(conforms(rule, moves, &new)) {
                known.insert(n, outcome(n, got));
            }
            let failed = batch.iter().find_map(|n| match &known[n] {
                Ok(entries) => {
                    spent += entries;
                    sampled += 1;
                    None
                }
                Err(left) => Some(left.clone()),
            });
            if let Some(left) = failed {
                found = Err(left);
                break;
            }
        }
        result.samples.push((x, found.map(|()| sampled)));
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::rc::Rc;

    /// Take 1, 2 or 3, except that a heap `n` with `changed(n)` may not take 1; `scripted`
    /// counts each heap asked as a call of a script (whose budget, [`WORK`], runs out near
    /// 40 000 heaps), else it is a native rule (checked one by one to about 4·10^5).
    struct Takes {
        changed: fn(u64) -> bool,
        scripted: bool,
        calls: Cell<u64>,
    }

    impl HeapRule for Takes {
        fn values(&self, _len: usize) -> Result<Vec<u128>, String> {
            unreachable!("the check asks only for moves")
        }

        fn options_at(&self, n: u64) -> Option<Result<Vec<Vec<u64>>, String>> {
            let least = if (self.changed)(n) { 2 } else { 1 };
            let options: Vec<Vec<u64>> = (least..=3.min(n)).map(|t| vec![n - t]).collect();
            let work = 1 + options.len() as u64;
            self.calls
                .set(self.calls.get() + u64::from(self.scripted) * work);
            Some(Ok(options))
        }

        fn script_work(&self) -> u64 {
            self.calls.get()
        }
    }

    /// The budget of the checks here: a 25th of `sg`'s (a native rule's reaches 4·10^5).
    const WORK: u64 = CHECK_WORK / 25;

    fn check_at(changed: fn(u64) -> bool, scripted: bool, xs: &[u64]) -> Checked {
        let form = |n: u64, options: &[Vec<u64>]| {
            let leaves = |t: u64| [n - t].into_iter().filter(|&h| h > 0).collect();
            let mut expected: Vec<Vec<u64>> = (1..=3.min(n)).map(leaves).collect();
            expected.sort_unstable();
            options == expected
        };
        let moves = Moves::Options(Rc::new(form));
        let rule = Takes {
            changed,
            scripted,
            calls: Cell::new(0),
        };
        check_within(&rule, &moves, "takes of {1, 2, 3}", 1000, xs, WORK)
    }

    #[test]
    fn a_value_resting_on_a_sample_is_never_proven() {
        // A change at 77777, and at every multiple of 10003 past 60 000: neither heap is in the
        // sample of 10^5, and a scripted rule's budget ends before them (at 41 000: 40 work a heap).
        let at_one: fn(u64) -> bool = |n| n == 77_777;
        let multiples: fn(u64) -> bool = |n| n % 10_003 == 0 && n > 60_000;
        for changed in [at_one, multiples] {
            let x = 100_000;
            assert!(!sample(1000, x).iter().any(|&h| changed(h)));
            let checked = check_at(changed, true, &[x]);
            assert_eq!(checked.every_below, 41_000);
            let verdict = checked.verdict(x);
            assert!(matches!(verdict, Verdict::Sampled(_)), "{x}: {verdict:?}");
        }
        // Below the heaps checked one by one a value is proven, and a change there is found.
        let checked = check_at(at_one, true, &[29_999]);
        assert!(matches!(checked.verdict(29_999), Verdict::Proven(_)));
        let near: fn(u64) -> bool = |n| n == 5000;
        assert_eq!(
            check_at(near, true, &[10_000_000]).verdict(10_000_000),
            Verdict::Left(
                5000,
                "the moves of heap 5000 are not takes of {1, 2, 3}".into()
            )
        );
    }

    #[test]
    fn a_native_rule_is_checked_at_every_heap_up_to_x() {
        // 333333 is not in the sample of 333337: only a check of every heap finds it.
        let at_one: fn(u64) -> bool = |n| n == 333_333;
        assert!(!sample(1000, 333_337).contains(&333_333));
        let checked = check_at(at_one, false, &[333_337]);
        assert!(matches!(
            checked.verdict(333_337),
            Verdict::Left(333_333, _)
        ));
        let checked = check_at(at_one, false, &[333_332]);
        assert_eq!(
            checked.verdict(333_332),
            Verdict::Proven("the moves of every heap up to 333332".into())
        );
    }

    #[test]
    fn what_is_said_of_one_x_does_not_depend_on_the_others() {
        // Below the budget's end (41 000), at it, and past it.
        let at_one: fn(u64) -> bool = |n| n == 77_777;
        for x in [30_001, 40_999, 41_000, 77_779] {
            let alone = check_at(at_one, true, &[x]).verdict(x);
            let beside = check_at(at_one, true, &[77_778, x, 100_000]);
            assert_eq!(beside.verdict(x), alone, "{x}");
        }
        // 77778's own sample holds 77777: the change is seen there.
        let beside = check_at(at_one, true, &[77_778, 100_000]);
        assert!(matches!(beside.verdict(77_778), Verdict::Left(77_777, _)));
    }
}
