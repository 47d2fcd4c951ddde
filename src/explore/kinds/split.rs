//! Splits declared as data in a user's rule: `split(total, k)` among the options of a heap
//! stands for every way to write `total` as k heaps (order not counted), and the engine walks
//! those ways natively, XORing the values of each way's heaps into the mex, instead of the
//! script building one rhai array per way. A way is a non-decreasing list of parts (strictly
//! increasing when unequal), so each unordered split is met once: a heap of n split into three
//! is n²/12 ways, each a few machine instructions.

use rhai::{Dynamic, Engine, EvalAltResult, Map};

/// The most ways one split may have from one heap (about a second of work).
pub(crate) const MOST_WAYS: u64 = 1 << 30;

/// Every way to write `total` as `parts` heaps, each at least `least`, pairwise different if
/// `unequal`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    pub total: usize,
    pub parts: usize,
    pub least: usize,
    pub unequal: bool,
}

type Failed = Box<EvalAltResult>;

fn failed(what: String) -> Failed {
    what.into()
}

/// What `split` wants, for messages.
const USAGE: &str = "split(total, k) or split(total, k, #{least: 0, unequal: true}) wants a \
                     total of at least 0 and k of at least 1 heaps";

impl Split {
    fn new(total: i64, parts: i64) -> Result<Split, Failed> {
        if total < 0 || !(1..=64).contains(&parts) {
            return Err(failed(format!(
                "{USAGE} (at most 64), found split({total}, {parts})"
            )));
        }
        Ok(Split {
            total: total as usize,
            parts: parts as usize,
            least: 1,
            unequal: false,
        })
    }

    /// `split(total, k, #{least: L, unequal: B})`: the constraints from a map.
    fn constrained(total: i64, parts: i64, constraints: Map) -> Result<Split, Failed> {
        let mut split = Split::new(total, parts)?;
        for (key, value) in constraints {
            match (key.as_str(), value.as_int(), value.as_bool()) {
                ("least", Ok(least), _) if least >= 0 => split.least = least as usize,
                ("unequal", _, Ok(unequal)) => split.unequal = unequal,
                ("least", ..) => {
                    return Err(failed(format!(
                        "split: least is the smallest heap a way leaves, a whole number of at \
                         least 0, found {value}"
                    )))
                }
                ("unequal", ..) => {
                    return Err(failed(format!(
                        "split: unequal is true or false, found {value}"
                    )))
                }
                (other, ..) => {
                    return Err(failed(format!(
                        "split knows the constraints least (a number) and unequal (true or \
                         false), found {other}"
                    )))
                }
            }
        }
        Ok(split)
    }

    /// The split as the rule wrote it.
    pub fn shown(&self) -> String {
        match (self.least, self.unequal) {
            (1, false) => format!("split({}, {})", self.total, self.parts),
            (least, unequal) => format!(
                "split({}, {}, #{{least: {least}, unequal: {unequal}}})",
                self.total, self.parts
            ),
        }
    }

    /// The smallest total of `parts` heaps from `least` up (all different if unequal).
    fn smallest_total(&self, parts: usize) -> usize {
        let step = usize::from(self.unequal);
        let steps = step * parts * parts.saturating_sub(1) / 2;
        parts.saturating_mul(self.least).saturating_add(steps)
    }

    /// The largest heap a way leaves, or `None` when there is no way.
    pub fn largest(&self) -> Option<usize> {
        let others = self.smallest_total(self.parts - 1);
        (self.smallest_total(self.parts) <= self.total).then(|| self.total - others)
    }

    /// Calls `each` with the XOR of `values` over the heaps of each way; every heap a way
    /// leaves must be below `values.len()` (see [`largest`](Self::largest)). Fails past
    /// [`MOST_WAYS`] ways.
    pub fn xors(&self, values: &[u128], mut each: impl FnMut(u128)) -> Result<(), String> {
        let mut budget = MOST_WAYS;
        if self.largest().is_some() {
            self.walk(
                values,
                self.total,
                self.parts,
                self.least,
                0,
                &mut budget,
                &mut each,
            )?;
        }
        Ok(())
    }

    /// The ways of `rest` as `parts` more heaps, each at least `from`, `sum` the XOR so far.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        values: &[u128],
        rest: usize,
        parts: usize,
        from: usize,
        sum: u128,
        budget: &mut u64,
        each: &mut impl FnMut(u128),
    ) -> Result<(), String> {
        let step = usize::from(self.unequal);
        if parts == 1 {
            if rest >= from {
                each(sum ^ values[rest]);
            }
            return Ok(());
        }
        if parts == 2 {
            // a + b = rest with from <= a <= b (a < b when unequal).
            if rest < step || (rest - step) / 2 < from {
                return Ok(());
            }
            let last = (rest - step) / 2;
            *budget = budget
                .checked_sub((last - from + 1) as u64)
                .ok_or_else(|| self.too_many())?;
            for a in from..=last {
                each(sum ^ values[a] ^ values[rest - a]);
            }
            return Ok(());
        }
        let mut a = from;
        // The other parts are at least a (a + 1, ... when unequal).
        while a * parts + step * parts * (parts - 1) / 2 <= rest {
            let next = a + step;
            self.walk(
                values,
                rest - a,
                parts - 1,
                next,
                sum ^ values[a],
                budget,
                each,
            )?;
            a += 1;
        }
        Ok(())
    }

    fn too_many(&self) -> String {
        format!(
            "{} has more than {MOST_WAYS} ways: split into fewer heaps, or ask for fewer values",
            self.shown()
        )
    }

    /// Every way, as the list of heaps it leaves (for listing moves).
    pub fn ways(&self) -> Vec<Vec<usize>> {
        let mut all = Vec::new();
        let mut way = Vec::with_capacity(self.parts);
        if self.largest().is_some() {
            self.list(self.total, self.parts, self.least, &mut way, &mut all);
        }
        all
    }

    fn list(
        &self,
        rest: usize,
        parts: usize,
        from: usize,
        way: &mut Vec<usize>,
        all: &mut Vec<Vec<usize>>,
    ) {
        let step = usize::from(self.unequal);
        if parts == 1 {
            if rest >= from {
                way.push(rest);
                all.push(way.clone());
                way.pop();
            }
            return;
        }
        let mut a = from;
        while a * parts + step * parts * (parts - 1) / 2 <= rest {
            way.push(a);
            self.list(rest - a, parts - 1, a + step, way, all);
            way.pop();
            a += 1;
        }
    }
}

/// Registers `split(total, k)` and `split(total, k, #{least: L, unequal: B})`.
pub(crate) fn register(engine: &mut Engine) {
    engine.register_type_with_name::<Split>("split");
    engine.register_fn("split", |total: i64, parts: i64| {
        Split::new(total, parts).map(Dynamic::from)
    });
    engine.register_fn("split", |total: i64, parts: i64, constraints: Map| {
        Split::constrained(total, parts, constraints).map(Dynamic::from)
    });
    engine.register_fn("to_string", |split: &mut Split| split.shown());
    engine.register_fn("to_debug", |split: &mut Split| split.shown());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every list of `parts` numbers from `least` up to `total` summing to `total`, sorted,
    /// deduplicated: the ways by brute force.
    fn brute(split: &Split) -> Vec<Vec<usize>> {
        let mut all: Vec<Vec<usize>> = vec![vec![]];
        for _ in 0..split.parts {
            all = all
                .into_iter()
                .flat_map(|w| {
                    (split.least..=split.total).map(move |x| [w.clone(), vec![x]].concat())
                })
                .collect();
        }
        let mut ways: Vec<Vec<usize>> = all
            .into_iter()
            .filter(|w| w.iter().sum::<usize>() == split.total)
            .filter(|w| {
                !split.unequal
                    || w.iter().collect::<std::collections::HashSet<_>>().len() == w.len()
            })
            .map(|mut w| {
                w.sort_unstable();
                w
            })
            .collect();
        ways.sort();
        ways.dedup();
        ways
    }

    #[test]
    fn ways_are_every_split_once_and_the_xors_agree() {
        let values: Vec<u128> = (0..13u128).map(|x| x * 7 % 5 + x).collect();
        for total in 0..=12 {
            for parts in 1..=4 {
                for least in 0..=2 {
                    for unequal in [false, true] {
                        let split = Split {
                            total,
                            parts,
                            least,
                            unequal,
                        };
                        let mut ways = split.ways();
                        ways.sort();
                        assert_eq!(ways, brute(&split), "{split:?}");
                        let largest = ways.iter().flatten().max().copied();
                        assert_eq!(split.largest(), largest, "{split:?}");
                        let mut xors = Vec::new();
                        split.xors(&values, |x| xors.push(x)).unwrap();
                        let mut expected: Vec<u128> = ways
                            .iter()
                            .map(|w| w.iter().fold(0, |s, &h| s ^ values[h]))
                            .collect();
                        xors.sort_unstable();
                        expected.sort_unstable();
                        assert_eq!(xors, expected, "{split:?}");
                    }
                }
            }
        }
    }
}
