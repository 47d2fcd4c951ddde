//! Whether a rule's moves past its table keep the form a proof needs: a pattern proven from
//! the moves of the heaps below N (a take-set, takes bounded by the heap, an octal game, …)
//! says nothing about heap 10^18 unless the moves there have that form too, and a rule is code
//! that may change anywhere. `sg guess --at X` checks the rule's own moves against the form at
//! every heap from N up to min(X, 10^6) (or as far as a budget of options allows), then at a
//! sample of heaps up to X (X and its neighbours, powers of two and of ten with their
//! neighbours, points spread between), stopping at the first heap that leaves the form.
//!
//! A value is proven for the rule as it is when every heap up to X was checked; past the heaps
//! checked one by one it rests on the sample, and the line that prints it says so.
//!
//! ```
//! use grundy::explore::pattern::moves_check::sample;
//! let heaps = sample(1000, 1 << 20);
//! assert!(heaps.contains(&(1 << 20)) && heaps.contains(&((1 << 20) - 1)));
//! assert!(heaps.contains(&(1 << 12)) && heaps.contains(&10_000));
//! ```

use super::guess::Moves;
use crate::explore::rule::HeapRule;

/// The heaps checked one by one: all of them up to this heap (or X, if smaller).
pub const EVERY_HEAP: u64 = 1_000_000;
/// The most option entries (heaps left, at least one a heap) the one-by-one check reads: a rule
/// with n options at heap n is checked one by one up to about 2800, one with three options up
/// to 1.3·10^6 heaps, and a rule written in rhai lists about a million options a second.
const OPTION_BUDGET: u64 = 4_000_000;
/// The most option entries the sample reads.
const SAMPLE_BUDGET: u64 = 1_000_000;
/// The most heaps whose moves are asked for at once (on every core, for a script); the first
/// batches are smaller, so that a rule leaving the form soon after the table costs little.
const BATCH: u64 = 1 << 12;

/// What the check of a rule's moves found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Every heap from the table's end below this one has moves of the form.
    pub every_below: u64,
    /// Heaps past `every_below` whose moves have the form, ascending.
    pub sampled: Vec<u64>,
    /// The first heap found not to have moves of the form (or whose moves could not be listed),
    /// and why; no heap past it was checked.
    pub left: Option<(u64, String)>,
}

impl Checked {
    /// Whether the form is known to hold at `x`: every heap up to `x` checked, or sampled heaps
    /// including `x` and none found to leave the form below `x`.
    pub fn holds_at(&self, x: u64) -> bool {
        let clear = self.left.as_ref().map_or(true, |&(d, _)| d > x);
        clear && (x < self.every_below || self.sampled.binary_search(&x).is_ok())
    }

    /// What was checked for a value at `x`, in words.
    pub fn what_for(&self, x: u64) -> String {
        if x < self.every_below {
            return format!("the moves of every heap up to {x}");
        }
        let below = self.sampled.partition_point(|&h| h <= x);
        format!(
            "the moves of every heap below {} and of {below} heaps sampled up to {x} \
             (X and X − 1, X − 2 among them)",
            self.every_below
        )
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
/// table's end) for values at the heaps `xs`: each x first (a rule whose options grow with the
/// heap fails there at once), then one by one from `from` up to min(max xs, [`EVERY_HEAP`]) or
/// as far as the budget of options goes, then at the [`sample`] of each x.
pub fn check(rule: &dyn HeapRule, moves: &Moves, form: &str, from: u64, xs: &[u64]) -> Checked {
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
    let failed = asked.iter().find_map(|&n| {
        let found = conforms(rule, moves, &[n]).pop().expect("one heap");
        outcome(n, found).err()
    });
    // Past the first X that fails nothing is proven; below it the heaps are still checked, and
    // one by one as far as they would be for every X.
    let mut top = asked.last().copied().unwrap_or(0).min(EVERY_HEAP);
    if let Some((d, _)) = &failed {
        top = top.min(d.saturating_sub(1));
    }
    asked.retain(|&x| failed.as_ref().map_or(true, |&(d, _)| x < d));
    let mut result = Checked {
        every_below: from,
        sampled: Vec::new(),
        left: None,
    };
    let (mut spent, mut batch) = (0u64, 16);
    while result.every_below <= top && spent < OPTION_BUDGET {
        let start = result.every_below;
        let end = (start + batch).min(top + 1);
        batch = (2 * batch).min(BATCH);
        let heaps: Vec<u64> = (start..end).collect();
        for (&n, found) in heaps.iter().zip(conforms(rule, moves, &heaps)) {
            match outcome(n, found) {
                Ok(entries) => spent += entries,
                Err(left) => {
                    result.left = Some(left);
                    return result;
                }
            }
            result.every_below = n + 1;
            if spent >= OPTION_BUDGET {
                break;
            }
        }
    }
    let mut heaps: Vec<u64> = (asked.iter())
        .filter(|&&x| x >= result.every_below)
        .flat_map(|&x| sample(result.every_below, x))
        .collect();
    heaps.sort_unstable();
    heaps.dedup();
    spent = 0;
    for batch in heaps.chunks(4) {
        if spent >= SAMPLE_BUDGET {
            let why = "the sample's budget of options ran out before it";
            result.left = Some((batch[0], unlisted(batch[0], why)));
            return result;
        }
        for (&n, found) in batch.iter().zip(conforms(rule, moves, batch)) {
            match outcome(n, found) {
                Ok(entries) => {
                    spent += entries;
                    result.sampled.push(n);
                }
                Err(left) => {
                    result.left = Some(left);
                    return result;
                }
            }
        }
    }
    result.left = failed;
    result
}
