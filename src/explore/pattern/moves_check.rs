//! Whether a rule's moves past its table keep the form a proof needs: a pattern proven from
//! the moves of the heaps below N (a take-set, takes bounded by the heap, an octal game, …)
//! says nothing about heap 10^18 unless the moves there have that form too, and a rule is code
//! that may change anywhere. `sg guess --at X` checks the rule's own moves against the form at
//! every heap from N up to min(X, 10^6) (or as far as a budget of options allows: a rule
//! written in rhai lists about 150 000 heaps a second on one core), then at a sample of heaps
//! up to X (X and its neighbours, powers of two and of ten with their neighbours, points spread
//! between), stopping at the first heap that leaves the form.
//!
//! A value is proven for the rule as it is only when every heap up to X was checked; past the
//! heaps checked one by one it rests on the sample, a change of the rule at a heap the sample
//! skips goes unseen, and the line that prints it says `sampled`, not `proven`. Each X is
//! judged by the heaps checked below it and its own sample, never by another X's.
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
/// table's end) for values at the heaps `xs`: one by one from `from` up to min(max xs,
/// [`EVERY_HEAP`]) or as far as the budget of options goes (the same heaps, in the same order,
/// whichever X were asked, so that what is found below one X is found when it is asked alone),
/// then for each X past them its own [`sample`].
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
    let top = asked.last().copied().unwrap_or(0).min(EVERY_HEAP);
    let mut result = Checked {
        every_below: from,
        left: None,
        samples: Vec::new(),
    };
    let (mut spent, mut batch) = (0u64, 16);
    'heaps: while result.every_below <= top && spent < OPTION_BUDGET {
        let start = result.every_below;
        let end = (start + batch).min(top + 1);
        batch = (2 * batch).min(BATCH);
        let heaps: Vec<u64> = (start..end).collect();
        for (&n, found) in heaps.iter().zip(conforms(rule, moves, &heaps)) {
            match outcome(n, found) {
                Ok(entries) => spent += entries,
                Err(left) => {
                    result.left = Some(left);
                    break 'heaps;
                }
            }
            result.every_below = n + 1;
            if spent >= OPTION_BUDGET {
                break;
            }
        }
    }
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
    use std::rc::Rc;

    /// Take 1, 2 or 3, except that a heap `n` with `changed(n)` may not take 1: a native rule,
    /// so that the heaps checked one by one cost little.
    struct Takes(fn(u64) -> bool);

    impl HeapRule for Takes {
        fn values(&self, _len: usize) -> Result<Vec<u128>, String> {
            unreachable!("the check asks only for moves")
        }

        fn options_at(&self, n: u64) -> Option<Result<Vec<Vec<u64>>, String>> {
            let least = if (self.0)(n) { 2 } else { 1 };
            Some(Ok((least..=3.min(n)).map(|t| vec![n - t]).collect()))
        }
    }

    fn check_at(changed: fn(u64) -> bool, xs: &[u64]) -> Checked {
        let form = |n: u64, options: &[Vec<u64>]| {
            let leaves = |t: u64| [n - t].into_iter().filter(|&h| h > 0).collect();
            let mut expected: Vec<Vec<u64>> = (1..=3.min(n)).map(leaves).collect();
            expected.sort_unstable();
            options == expected
        };
        let moves = Moves::Options(Rc::new(form));
        check(&Takes(changed), &moves, "takes of {1, 2, 3}", 1000, xs)
    }

    #[test]
    fn a_value_resting_on_a_sample_is_never_proven() {
        // The issue's rules: a change at 3333333, and at every multiple of 1000003; neither
        // heap is in the sample of the X asked, so the change goes unseen.
        let at_one: fn(u64) -> bool = |n| n == 3_333_333;
        let multiples: fn(u64) -> bool = |n| n % 1_000_003 == 0;
        for (changed, x) in [
            (at_one, 10_000_000),
            (at_one, 3_333_337),
            (multiples, 5_000_000),
        ] {
            assert!(!sample(EVERY_HEAP, x).iter().any(|&h| changed(h)));
            let verdict = check_at(changed, &[x]).verdict(x);
            assert!(matches!(verdict, Verdict::Sampled(_)), "{x}: {verdict:?}");
        }
        // Below the heaps checked one by one a value is proven, and a change there is found.
        assert!(matches!(
            check_at(at_one, &[999_999]).verdict(999_999),
            Verdict::Proven(_)
        ));
        let near: fn(u64) -> bool = |n| n == 5000;
        assert_eq!(
            check_at(near, &[10_000_000]).verdict(10_000_000),
            Verdict::Left(
                5000,
                "the moves of heap 5000 are not takes of {1, 2, 3}".into()
            )
        );
    }

    #[test]
    fn what_is_said_of_one_x_does_not_depend_on_the_others() {
        let at_one: fn(u64) -> bool = |n| n == 3_333_333;
        let alone = check_at(at_one, &[3_333_337]).verdict(3_333_337);
        let beside = check_at(at_one, &[3_333_335, 3_333_337, 10_000_000]);
        assert_eq!(beside.verdict(3_333_337), alone);
        // 3333335's own sample holds 3333333: the change is seen there.
        assert!(matches!(
            beside.verdict(3_333_335),
            Verdict::Left(3_333_333, _)
        ));
    }
}
