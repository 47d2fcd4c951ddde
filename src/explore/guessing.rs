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

use super::commands::{parse, Parsed};
use super::forms;
use super::guess::{
    functions_by_class, functions_of_n, p_positions, pair_p_positions, period, periodic_extension,
    Fit,
};
use super::pairs::side;
use super::rule::HeapRule;
use super::rules::positions;
use super::search_at::Search;
use super::take_rules;
use std::rc::Rc;

/// `sg guess`: the patterns that fit the first N values of a rule (or the positions below N
/// of a two-dimensional game), simplest first; then the values at `at`.
pub(crate) fn guess(args: &[&str], script: Option<&str>, at: &[u64]) -> Result<String, String> {
    if super::commands::partizan_script(script)?.is_some() {
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
            return Ok(listed(&fits, &format!("{positions} positions")));
        }
        Parsed::Heap(rule, rest) => (rule, rest),
    };
    let len = match rest {
        [n] => positions(n, rule.as_ref())?,
        _ => return Err("usage: sg guess RULE N [--at X1,X2,...]".into()),
    };
    let first = rule.first();
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
    let mut search = match scored {
        true => None,
        false => Search::new(rule.as_ref(), &grundy),
    };
    for &x in at {
        let value = if x < first as u64 {
            None
        } else if let Some(&v) = all.get(x as usize) {
            Some(v)
        } else if let Some(v) = rule.exact_value(x) {
            i128::try_from(v).ok()
        } else if proven {
            fits[0].at.as_ref().and_then(|f| f(x))
        } else {
            let searched = search.as_mut().and_then(|s| s.value(x)).map(i128::from);
            searched.or_else(|| agreed(&observed, x).filter(|_| trusted))
        };
        let value = value.filter(|&v| scored || v >= 0);
        let value = value.map_or("unknown".to_string(), |v| v.to_string());
        text += &format!("value at {x}: {value}\n");
    }
    Ok(text)
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
