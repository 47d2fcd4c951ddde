//! The `sg guess` command: the patterns that fit the first N values (proven ones first), then
//! with `--at X1,X2,…` the value at each X that a pattern backs.
//!
//! A value past the table is printed only when something backs it: a closed form of the rule's
//! kind, a period the kind proves, a search of the rule itself from X (exact, by the
//! definition), or the observed patterns, all of which must agree at X and which must have passed
//! a test of extrapolation: the same search run on the first half of the table alone found a
//! pattern that predicts the whole second half. Anything else is `unknown`.
//!
//! A scored rule's values (payoffs under best play, maybe negative) are fitted the same way by
//! the observed patterns alone: its moves prove no period here, and P-positions (value 0) mean
//! nothing for it. A Sprague-Grundy value is never negative, so a pattern that extends below 0
//! backs no value of such a rule.

use super::forms;
use super::guess::{
    functions_by_class, functions_of_n, p_positions, pair_p_positions, period, periodic_extension,
    Fit,
};
use super::moves_check::{self, Verdict};
use super::search_at::Search;
use super::take_rules;
use crate::explore::commands::{parse, Parsed};
use crate::explore::pairs::side;
use crate::explore::rule::HeapRule;
use crate::explore::rules::positions;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// `sg guess`: the patterns that fit the first N values of a rule (or the positions below N
/// of a two-dimensional game), simplest first; then the values at `at`.
pub(crate) fn guess(args: &[&str], script: Option<&str>, at: &[u64]) -> Result<String, String> {
    if crate::explore::commands::partizan_script(script)?.is_some() {
        return Err(
            "sg guess looks for patterns in Sprague-Grundy values; a partizan rule (fn left and \
             fn right) has outcome classes: sg period --rule FILE [N] --values finds their period"
                .into(),
        );
    }
    let (rule, rest) = match parse(args, script)? {
        Parsed::Pair(pair, rest) => {
            let [n] = rest else {
                return Err("usage: sg guess GAME N (positions (a, b) below N)".into());
            };
            if !at.is_empty() {
                return Err(format!(
                    "--at is for rules of one heap: {} is two-dimensional",
                    pair.name
                ));
            }
            let side = side(n, &pair)?;
            let grid = pair.grid(side)?;
            let first = pair.first;
            let zero = |a: usize, b: usize| grid.value(a, b) == 0;
            let fits = pair_p_positions(zero, first, side);
            let positions = (side - first) * (side - first);
            if fits.is_empty() {
                let value = |a: usize, b: usize| grid.value(a, b);
                if let Some(found) = crate::explore::finder::command::on_grid(value, first, side) {
                    return Ok(found);
                }
            }
            return Ok(listed(&fits, &format!("{positions} positions")));
        }
        Parsed::Heap(rule, rest) => (rule, rest),
    };
    let len = match rest {
        [n] => positions(n, rule.as_ref())?,
        _ => return Err("usage: sg guess RULE N [--at X1,X2,...]".into()),
    };
    let first = rule.first();
    let started = Instant::now();
    // The Sprague-Grundy values (none for a scored rule), and every value signed.
    let scores = rule.scores(first + len);
    let scored = scores.is_some();
    let (grundy, all): (Vec<u64>, Vec<i128>) = match scores {
        Some(scores) => (Vec::new(), scores?),
        None => {
            let grundy: Vec<u64> = rule
                .values(first + len)?
                .into_iter()
                .map(|v| u64::try_from(v).unwrap_or(u64::MAX))
                .collect();
            let all = grundy.iter().map(|&v| i128::from(v)).collect();
            (grundy, all)
        }
    };
    let spent = started.elapsed();
    let by_moves = || {
        let rule = rule.as_ref();
        take_rules::proven(rule, &grundy)
            .or_else(|| take_rules::octal(rule, &grundy))
            .or_else(|| take_rules::splits(rule, &grundy))
    };
    let mut fits = match scored {
        true => Vec::new(),
        false => match by_moves() {
            Some(fit) if first == 0 => vec![fit],
            _ => proven_period(rule.as_ref(), first, len)?,
        },
    };
    let proven = !fits.is_empty();
    let observed = observed_fits(&all, first, proven);
    fits.extend(observed.iter().cloned());
    if !scored {
        fits.extend(p_positions(&grundy[first..], first));
    }
    let mut text = listed(&fits, &format!("{len} values"));
    if at.is_empty() {
        return Ok(text);
    }
    let trusted = !proven && extrapolates(&all, first);
    // Exact values: the table, computed on as far as the largest X up to EXACT_HEAPS while
    // that stays cheap.
    let mut past: Vec<usize> = at
        .iter()
        .filter(|&&x| x >= all.len() as u64 && x <= EXACT_HEAPS)
        .map(|&x| x as usize)
        .collect();
    past.sort_unstable();
    let all = match rule.options_at(0).is_some() {
        true => match past.last() {
            Some(&to) => computed_on(rule.as_ref(), all, to),
            None => all,
        },
        false => match past.last() {
            Some(&to) => extended(rule.as_ref(), all, to, spent),
            None => all,
        },
    };
    let grundy: Vec<u64> = match scored {
        true => Vec::new(),
        false => all
            .iter()
            .map(|&v| u64::try_from(v).unwrap_or(u64::MAX))
            .collect(),
    };
    let mut search = match scored {
        true => None,
        false => Search::new(rule.as_ref(), &grundy),
    };
    let mut answers: Vec<Option<(i128, String)>> = Vec::with_capacity(at.len());
    for &x in at {
        let answer = if x < first as u64 {
            None
        } else if let Some(&v) = all.get(x as usize) {
            let computed = match x < (first + len) as u64 {
                true => "the table".to_string(),
                false => format!("the table computed to heap {}", all.len() - 1),
            };
            Some((v, format!("exact: {computed}")))
        } else if let Some(v) = rule.exact_value(x) {
            i128::try_from(v)
                .ok()
                .map(|v| (v, "exact: the rule's closed form".to_string()))
        } else {
            let searched = search.as_mut().and_then(|s| s.value(x)).map(i128::from);
            searched.map(|v| (v, "exact: the rule's moves searched from X".to_string()))
        };
        answers.push(answer.filter(|&(v, _)| scored || v >= 0));
    }
    // Past what was computed, a proven pattern answers where the rule's moves keep its form.
    let needs = fits
        .first()
        .filter(|_| proven)
        .and_then(|f| f.needs.as_ref());
    let unanswered: Vec<u64> = (at.iter().zip(&answers))
        .filter(|(&x, a)| a.is_none() && x >= first as u64)
        .map(|(&x, _)| x)
        .collect();
    let checked = match needs {
        Some(needs) if proven && !unanswered.is_empty() => Some(moves_check::check(
            rule.as_ref(),
            &needs.moves,
            &needs.form,
            (first + len) as u64,
            &unanswered,
        )),
        _ => None,
    };
    for (&x, answer) in at.iter().zip(answers) {
        let shown = match answer {
            Some((v, how)) => format!("{v} ({how})"),
            None if x < first as u64 => "unknown (not a position of this rule)".to_string(),
            None => unknown_at(x, &fits, proven, &checked, &observed, trusted, scored),
        };
        text += &format!("value at {x}: {shown}\n");
    }
    Ok(text)
}

/// The largest heap whose value `sg guess --at` computes by the rule's own moves.
const EXACT_HEAPS: u64 = 1_000_000;
/// The most work computing on the table of a rule that lists its options may take: the heaps
/// its options leave, plus [`CALL_WORK`] a heap (about 5 s of a rule written in rhai on one
/// core: 20 million took 13.6 s of CPU for issue 49's rule, which builds its options in a loop).
const EXACT_WORK: u64 = 8_000_000;
/// The work of asking a rule for the options of one heap, in heaps left.
const CALL_WORK: u64 = 8;
/// The most heaps whose options are asked for at once.
const EXACT_BATCH: u64 = 1 << 10;

/// The values `all` (from heap 0, Sprague-Grundy values) computed on towards heap `to` from the
/// options the rule lists, the work counted as it goes: it stops once [`EXACT_WORK`] is spent
/// (each batch of heaps sized by the work a heap of the last batch took), at a heap whose
/// options it cannot list, or at an option that does not shrink the heap. Work, not time, so
/// that how far it gets does not depend on the machine.
fn computed_on(rule: &dyn HeapRule, mut all: Vec<i128>, to: usize) -> Vec<i128> {
    let (mut spent, mut batch) = (0u64, 16u64);
    while all.len() <= to && spent < EXACT_WORK {
        let start = all.len() as u64;
        let heaps: Vec<u64> = (start..(start + batch).min(to as u64 + 1)).collect();
        let mut work = 0;
        for (&n, options) in heaps.iter().zip(rule.options_of(&heaps)) {
            let Some(Ok(options)) = options else {
                return all;
            };
            let mut seen = Vec::with_capacity(options.len());
            for left in &options {
                let mut xor = 0u64;
                for &h in left {
                    match all.get(h as usize) {
                        Some(&v) if h < n => xor ^= u64::try_from(v).unwrap_or(u64::MAX),
                        _ => return all,
                    }
                }
                seen.push(xor);
            }
            work += options.iter().map(|o| o.len().max(1) as u64).sum::<u64>() + CALL_WORK;
            all.push(i128::from(crate::search::sg::mex(seen)));
        }
        spent += work;
        let per_heap = (work / heaps.len() as u64).max(1);
        batch = (EXACT_WORK.saturating_sub(spent) / per_heap).clamp(1, EXACT_BATCH);
    }
    all
}

/// About the most time computing on the table for `--at` may take.
const EXACT_TIME: Duration = Duration::from_secs(2);

/// The values `all` (from heap 0) computed on to heap `to`, doubling the table while the next
/// doubling fits in [`EXACT_TIME`], predicted from the last (twice its cost for a rule whose
/// moves are few, four times for one whose moves grow with the heap: the ratio of the last two
/// doublings, between 2 and 4); `spent` is what the first table cost. A rule that fails past
/// the table keeps the values it had.
fn extended(rule: &dyn HeapRule, mut all: Vec<i128>, to: usize, spent: Duration) -> Vec<i128> {
    let started = Instant::now();
    let (mut before, mut last) = (None, spent);
    while all.len() <= to {
        let ratio = match before {
            Some(before) if before > Duration::from_millis(20) => {
                (last.as_secs_f64() / Duration::as_secs_f64(&before)).clamp(2.0, 4.0)
            }
            _ => 4.0,
        };
        if started.elapsed() + last.mul_f64(ratio) > EXACT_TIME {
            break;
        }
        let next = (2 * all.len()).clamp(all.len() + 1, to + 1);
        let step = Instant::now();
        let values = match rule.scores(next) {
            Some(scores) => scores.ok(),
            None => rule.values(next).ok().map(|v| {
                v.into_iter()
                    .map(|v| i128::try_from(v).unwrap_or(-1))
                    .collect()
            }),
        };
        match values {
            Some(values) => all = values,
            None => break,
        }
        (before, last) = (Some(last), step.elapsed());
    }
    all
}

/// What `value at X:` says where nothing computed or proved the value: why not, and what the
/// observed patterns predict when they agree and passed the test of extrapolation (a guess).
fn unknown_at(
    x: u64,
    fits: &[Fit],
    proven: bool,
    checked: &Option<moves_check::Checked>,
    observed: &[Fit],
    trusted: bool,
    scored: bool,
) -> String {
    let predicted = |f: &Fit| {
        f.at.as_ref()
            .and_then(|at| at(x))
            .filter(|&v| scored || v >= 0)
    };
    if proven {
        let fit = &fits[0];
        match (checked, &fit.needs) {
            (Some(checked), Some(needs)) => match checked.verdict(x) {
                Verdict::Proven(what) => {
                    if let Some(v) = predicted(fit) {
                        return format!("{v} (proven: {what} are {})", needs.form);
                    }
                }
                Verdict::Sampled(what) => {
                    if let Some(v) = predicted(fit) {
                        return format!(
                            "{v} (sampled, not proven: {what} are {}; a change of the rule at a \
                             heap not sampled would go unseen)",
                            needs.form
                        );
                    }
                }
                Verdict::Left(d, why) => {
                    let would = predicted(fit).filter(|_| why.contains("could not"));
                    return match would {
                        Some(v) => format!("unknown ({why}; the proven pattern would give {v})"),
                        None => format!(
                            "unknown ({why}, so the proven pattern holds only below heap {d})"
                        ),
                    };
                }
            },
            _ => {
                if let Some(v) = predicted(fit) {
                    return format!("{v} (proven: the rule's period)");
                }
            }
        }
        return "unknown (the proven pattern gives no value at X)".to_string();
    }
    if observed.iter().all(|f| f.at.is_none()) {
        return "unknown (no pattern found that extends past the table)".to_string();
    }
    if !trusted {
        return "unknown (the patterns found in the table's first half did not predict its second \
                half, so none is a guess past it)"
            .to_string();
    }
    match agreed(observed, x) {
        Some(v) if scored || v >= 0 => {
            let extending: Vec<&Fit> = observed.iter().filter(|f| f.at.is_some()).collect();
            match extending[..] {
                [one] => format!("unknown (observed: {}, which gives {v})", one.pattern),
                _ => format!(
                    "unknown (observed: {} patterns, which give {v})",
                    extending.len()
                ),
            }
        }
        _ => "unknown (the observed patterns give no one value at X)".to_string(),
    }
}

/// The fits, one a line, or that none was found.
fn listed(fits: &[Fit], checked: &str) -> String {
    if fits.is_empty() {
        return format!("no simple pattern in {checked}\n");
    }
    fits.iter().map(|f| format!("{f}\n")).collect()
}

/// The period the rule's kind proves within these `len` values, as a fit that extends.
fn proven_period(rule: &dyn HeapRule, first: usize, len: usize) -> Result<Vec<Fit>, String> {
    if !rule.proves_period() {
        return Ok(Vec::new());
    }
    let (text, looked_at, found) = rule.period(Some(len))?;
    let proof = text
        .lines()
        .find_map(|l| l.strip_prefix("proven: "))
        .map(str::to_owned);
    let (Some((pre, p)), Some(proof)) = (found, proof) else {
        return Ok(Vec::new());
    };
    if looked_at.len() < pre + p {
        return Ok(Vec::new());
    }
    Ok(vec![Fit {
        pattern: format!("period {p} after a pre-period of {pre}"),
        checked: format!("{len} values"),
        proof: Some(proof),
        needs: None,
        at: Some(periodic_extension(&looked_at, first, pre, p, 0)),
    }])
}

/// The observed patterns of `all` (the values from heap 0; those shown start at `first`): a
/// period (unless one is `proven`), known functions of n, a recursive form, n less its
/// exceptions.
fn observed_fits(all: &[i128], first: usize, proven: bool) -> Vec<Fit> {
    let values = &all[first..];
    let mut fits = Vec::new();
    let periodic = match proven {
        true => None,
        false => period(values, first, None),
    };
    let found_period = periodic.is_some();
    fits.extend(periodic);
    let functions = functions_of_n(values, first);
    let by_function = !functions.is_empty();
    fits.extend(functions);
    if !found_period && !proven && !by_function {
        fits.extend(functions_by_class(values, first));
    }
    if !found_period && !proven {
        if let Some(form) = forms::find(all) {
            let table: Rc<[i128]> = all.into();
            fits.push(Fit {
                pattern: format!(
                    "the value refers back to a smaller heap: {}",
                    form.describe()
                ),
                checked: format!("{} values", values.len()),
                proof: None,
                needs: None,
                at: Some(Rc::new(move |x| form.value(x, &table))),
            });
        }
    }
    if first == 0 {
        if let Some(exceptions) = forms::less_exceptions(all) {
            let count = exceptions.len() as u64;
            let shown: Vec<String> = exceptions.iter().map(u64::to_string).collect();
            let end = all.len() as u64;
            fits.push(Fit {
                pattern: format!(
                    "the value is n less the number of exceptions below n, the exceptions at {}",
                    shown.join(", ")
                ),
                checked: format!("{} values", values.len()),
                proof: None,
                needs: None,
                at: Some(Rc::new(move |x| (x >= end).then(|| i128::from(x - count)))),
            });
        }
    }
    fits
}

/// The value all the extending `fits` agree on at `x`: `None` if there is none, or one gives
/// no value or another.
fn agreed(fits: &[Fit], x: u64) -> Option<i128> {
    let mut values = fits.iter().filter_map(|f| f.at.as_ref()).map(|f| f(x));
    let first = values.next()??;
    values.all(|v| v == Some(first)).then_some(first)
}

/// Whether the observed patterns extrapolate here: the patterns found in the first half of
/// the table (from `first`) agree with every value of the second half.
fn extrapolates(all: &[i128], first: usize) -> bool {
    let half = first + (all.len() - first) / 2;
    let fits = observed_fits(&all[..half], first, false);
    fits.iter().any(|f| f.at.is_some())
        && (half..all.len()).all(|x| agreed(&fits, x as u64) == Some(all[x]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// Take 1 to 3, except up to half of a heap of 2000 to 11999 (issue 49's rule), counting
    /// the heaps its options leave as it lists them.
    struct HalfInTheMiddle(Cell<u64>);

    fn takes(n: u64) -> u64 {
        match n {
            2000..=11_999 => n / 2,
            _ => 3.min(n),
        }
    }

    impl HeapRule for HalfInTheMiddle {
        fn values(&self, _len: usize) -> Result<Vec<u128>, String> {
            unreachable!("computed on from the options")
        }

        fn options_at(&self, n: u64) -> Option<Result<Vec<Vec<u64>>, String>> {
            self.0.set(self.0.get() + takes(n));
            Some(Ok((1..=takes(n)).map(|t| vec![n - t]).collect()))
        }
    }

    #[test]
    fn computing_on_stops_when_its_work_is_spent_not_by_a_forecast() {
        // The options at heaps 999 and 500000 are three: a forecast from them said 500000 was
        // cheap, and listing the heaps between took 65 s of rhai.
        let rule = HalfInTheMiddle(Cell::new(0));
        let table: Vec<i128> = (0..1000).map(|n| n % 4).collect();
        let all = computed_on(&rule, table, 500_000);
        assert!(all.len() < 12_000, "computed to {}", all.len());
        let most = EXACT_WORK + EXACT_BATCH * 6_000;
        assert!(rule.0.get() <= most, "listed {}", rule.0.get());
        // What it computed is the definition's: mex of the values the takes leave.
        let mut truth: Vec<i128> = Vec::new();
        for n in 0..all.len() as u64 {
            let seen = (1..=takes(n)).map(|t| truth[(n - t) as usize] as u64);
            truth.push(i128::from(crate::search::sg::mex(seen)));
        }
        assert_eq!(all, truth);
    }
}
