//! Native functions that list the common families of positions, for a rule's
//! `fn positions(k)` (every position of size k): arrays with entries in a range, heaps with a
//! given total, multisets and partitions (sorted arrays), pairs, and strings over an alphabet;
//! trees are in `trees.rs`. Each runs at Rust's speed and lists at most [`MOST_LISTED`]
//! positions (else an error saying how many it would list), so a rule file is the rule, not a
//! generator:
//!
//! ```text
//! fn positions(k) { piles(3, k) }      // three heaps holding k stones in all
//! ```

use rhai::{Array, Dynamic, Engine, EvalAltResult};

/// The most positions one call lists.
pub(crate) const MOST_LISTED: u64 = 1 << 20;

type Failed = Box<EvalAltResult>;

fn array(numbers: &[i64]) -> Dynamic {
    Dynamic::from_array(numbers.iter().map(|&x| Dynamic::from_int(x)).collect())
}

/// An error unless `count` positions may be listed by `call`.
fn bounded(count: Option<u64>, call: &str) -> Result<(), Failed> {
    match count {
        Some(count) if count <= MOST_LISTED => Ok(()),
        Some(count) => Err(format!(
            "{call} would list {count} positions, more than {MOST_LISTED}: ask for smaller sizes"
        )
        .into()),
        None => Err(format!(
            "{call} would list more than {MOST_LISTED} positions: ask for smaller sizes"
        )
        .into()),
    }
}

/// An error unless `value` (named `what` in `call`) is not negative.
fn natural(value: i64, what: &str, call: &str) -> Result<u64, Failed> {
    u64::try_from(value)
        .map_err(|_| format!("{call}: {what} is not negative, found {value}").into())
}

/// `n` choose `k`, or `None` past u64.
fn choose(n: u64, k: u64) -> Option<u64> {
    let k = k.min(n.saturating_sub(k));
    let mut c: u128 = 1;
    for i in 0..k {
        c = c * u128::from(n - i) / u128::from(i + 1);
        if c > u128::from(u64::MAX) {
            return None;
        }
    }
    u64::try_from(c).ok()
}

/// Every array of `len` entries from `low` to `high`, in lexicographic order.
fn arrays(len: i64, low: i64, high: i64, call: &str) -> Result<Array, Failed> {
    let len = natural(len, "the length", call)? as u32;
    if high < low {
        return Ok(Array::new());
    }
    let base = (high - low)
        .checked_add(1)
        .and_then(|b| u64::try_from(b).ok());
    bounded(base.and_then(|b| b.checked_pow(len)), call)?;
    let mut all = Array::new();
    let mut entries = vec![low; len as usize];
    loop {
        all.push(array(&entries));
        // The next array: the last entry below `high` goes up, those after it back to `low`.
        let Some(i) = entries.iter().rposition(|&x| x < high) else {
            return Ok(all);
        };
        entries[i] += 1;
        entries[i + 1..].fill(low);
    }
}

/// Every array of `n` entries at least 0 summing to `total`; only non-decreasing ones if
/// `sorted`, in lexicographic order.
fn piles(n: i64, total: i64, sorted: bool, call: &str) -> Result<Array, Failed> {
    let (n, total) = (natural(n, "n", call)?, natural(total, "the total", call)?);
    if n == 0 {
        return Ok(match total {
            0 => vec![array(&[])],
            _ => Array::new(),
        });
    }
    // Arrays with a given sum are at most the compositions (stars and bars).
    bounded(choose(total + n - 1, n - 1), call)?;
    let mut all = Array::new();
    let mut entries = Vec::with_capacity(n as usize);
    fill(&mut entries, n as usize, total as i64, sorted, &mut all);
    Ok(all)
}

/// Completes `entries` to `n` entries summing to `left` more, each (if `sorted`) at least the
/// last so far, pushing each completion onto `all`.
fn fill(entries: &mut Vec<i64>, n: usize, left: i64, sorted: bool, all: &mut Array) {
    let least = match sorted {
        true => entries.last().copied().unwrap_or(0),
        false => 0,
    };
    if entries.len() + 1 == n {
        if left >= least {
            entries.push(left);
            all.push(array(entries));
            entries.pop();
        }
        return;
    }
    let parts_left = (n - entries.len()) as i64;
    for x in least..=left {
        if sorted && x * parts_left > left {
            break;
        }
        entries.push(x);
        fill(entries, n, left - x, sorted, all);
        entries.pop();
    }
}

/// Every partition of `total` into positive parts, each a non-decreasing array.
fn partitions(total: i64, call: &str) -> Result<Array, Failed> {
    let total = natural(total, "the total", call)?;
    // p(n) passes 2^20 at n = 62.
    if total > 61 {
        return bounded(None, call).map(|()| Array::new());
    }
    let mut all = Array::new();
    let mut entries = Vec::new();
    parts(&mut entries, total as i64, 1, &mut all);
    Ok(all)
}

fn parts(entries: &mut Vec<i64>, left: i64, least: i64, all: &mut Array) {
    if left == 0 {
        all.push(array(entries));
        return;
    }
    for x in least..=left {
        if x != left && 2 * x > left {
            continue;
        }
        entries.push(x);
        parts(entries, left - x, x, all);
        entries.pop();
    }
}

/// The pairs `[a, b]` with `a + b = k` (`sum`), or with `max(a, b) = k`, `a` ascending, then `b`
/// descending.
fn pairs(k: i64, sum: bool, call: &str) -> Result<Array, Failed> {
    let k = natural(k, "k", call)? as i64;
    bounded(u64::try_from(2 * k + 1).ok(), call)?;
    Ok(match sum {
        true => (0..=k).map(|a| array(&[a, k - a])).collect(),
        false => {
            let below = (0..k).map(|a| array(&[a, k]));
            below.chain((0..=k).rev().map(|b| array(&[k, b]))).collect()
        }
    })
}

/// Registers `arrays`, `strings`, `piles`, `multisets`, `partitions`, `pairs` and `pairs_max`.
pub(crate) fn register(engine: &mut Engine) {
    engine.register_fn("arrays", |len: i64, low: i64, high: i64| {
        arrays(len, low, high, "arrays(len, low, high)")
    });
    engine.register_fn(
        "strings",
        |len: i64, letters: &str| -> Result<Array, Failed> {
            let count = letters.chars().count() as i64;
            arrays(len, 0, count - 1, "strings(len, letters)")
        },
    );
    engine.register_fn("piles", |n: i64, total: i64| {
        piles(n, total, false, "piles(n, total)")
    });
    engine.register_fn("multisets", |n: i64, total: i64| {
        piles(n, total, true, "multisets(n, total)")
    });
    engine.register_fn("partitions", |total: i64| {
        partitions(total, "partitions(total)")
    });
    engine.register_fn("pairs", |k: i64| pairs(k, true, "pairs(k)"));
    engine.register_fn("pairs_max", |k: i64| pairs(k, false, "pairs_max(k)"));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(all: Array) -> Vec<Vec<i64>> {
        let one = |d: &Dynamic| -> Vec<i64> {
            let a = d.read_lock::<Array>().expect("an array");
            a.iter().map(|x| x.as_int().expect("a number")).collect()
        };
        all.iter().map(one).collect()
    }

    #[test]
    fn families_are_listed_once_each() {
        let all = listed(arrays(2, 0, 2, "").unwrap());
        assert_eq!(all.len(), 9);
        assert_eq!(all[..4], [vec![0, 0], vec![0, 1], vec![0, 2], vec![1, 0]]);
        // Compositions of 4 into 3 parts: C(6, 2) = 15; partitions with at most 3 parts: 4.
        assert_eq!(listed(piles(3, 4, false, "").unwrap()).len(), 15);
        let sorted = listed(piles(3, 4, true, "").unwrap());
        assert_eq!(
            sorted,
            [vec![0, 0, 4], vec![0, 1, 3], vec![0, 2, 2], vec![1, 1, 2]]
        );
        // p(1..=10) = 1, 2, 3, 5, 7, 11, 15, 22, 30, 42.
        let counts: Vec<usize> = (1..=10)
            .map(|n| listed(partitions(n, "").unwrap()).len())
            .collect();
        assert_eq!(counts, [1, 2, 3, 5, 7, 11, 15, 22, 30, 42]);
        assert_eq!(listed(pairs(2, true, "").unwrap()).len(), 3);
        let square = listed(pairs(2, false, "").unwrap());
        assert_eq!(
            square,
            [vec![0, 2], vec![1, 2], vec![2, 2], vec![2, 1], vec![2, 0]]
        );
        assert!(arrays(30, 0, 9, "arrays").is_err());
        assert!(piles(-1, 3, false, "piles").is_err());
    }
}
