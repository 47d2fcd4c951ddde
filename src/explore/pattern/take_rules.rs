//! Rules that turn out, on every heap of the table, to be a take-set, takes bounded by a
//! function of the heap, or an octal game: then a theorem proves their values for as long as
//! the rule stays what its moves showed (a subtraction game's recurring window; the theorem of
//! [`crate::games::bounded_takes`]; the periodicity theorem of octal games), and `sg guess`
//! reports the pattern as proven for that rule.

use super::guess::{periodic_extension, unsigned, Fit, Moves, Needs};
use crate::algo::arith::gcd;
use crate::explore::rule::HeapRule;
use crate::games::bounded_takes;
use crate::search::periodicity_theorem::Watch;
use crate::search::recurrence;
use std::rc::Rc;

/// The options of each heap below `len`, each the sorted heaps it leaves (empty heaps
/// dropped), sorted and without repeats.
fn options(rule: &dyn HeapRule, len: usize) -> Option<Vec<Vec<Vec<u64>>>> {
    (0..len as u64)
        .map(|n| {
            let mut all: Vec<Vec<u64>> = rule.options_at(n)?.ok()?;
            for heaps in &mut all {
                heaps.retain(|&h| h > 0);
                heaps.sort_unstable();
            }
            all.sort_unstable();
            all.dedup();
            Some(all)
        })
        .collect()
}

/// The options of a heap of `n` in the octal game with `digits`, as [`options`] lists them.
fn octal_options(digits: &[u8], n: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    for (t, &d) in digits.iter().enumerate() {
        let t = t as u64;
        if d & 1 != 0 && n == t {
            all.push(vec![]);
        }
        if d & 2 != 0 && n > t {
            all.push(vec![n - t]);
        }
        if d & 4 != 0 && n >= t + 2 {
            all.extend((1..=(n - t) / 2).map(|a| vec![a, n - t - a]));
        }
    }
    all.sort_unstable();
    all.dedup();
    all
}

/// A proven period for a rule whose moves, on every heap of the table (`values` from heap 0),
/// are those of an octal game that splits heaps: the periodicity theorem of Guy and Smith.
pub fn octal(rule: &dyn HeapRule, values: &[u64]) -> Option<Fit> {
    let len = values.len();
    let options = options(rule, len)?;
    let mut digits: Vec<u8> = Vec::new();
    for (n, all) in options.iter().enumerate() {
        for heaps in all {
            let t = n - heaps.iter().sum::<u64>() as usize;
            let bit = match heaps.len() {
                0 => 1,
                1 => 2,
                2 => 4,
                _ => return None,
            };
            if digits.len() <= t {
                digits.resize(t + 1, 0);
            }
            digits[t] |= bit;
        }
    }
    let t = digits.len().checked_sub(1)?;
    let splits = digits.iter().any(|&d| d & 4 != 0);
    if !splits || digits[0] & 3 != 0 || t > len / 8 {
        return None;
    }
    if !(0..len).all(|n| octal_options(&digits, n as u64) == options[n]) {
        return None;
    }
    let small: Vec<u16> = values
        .iter()
        .map(|&v| u16::try_from(v).ok())
        .collect::<Option<_>>()?;
    let proof = Watch::new(t).finish(&small)?;
    let code: String = digits[1..].iter().map(|d| format!("{d:x}")).collect();
    let (pre, p) = (proof.pre_period, proof.period);
    let form = format!("those of the octal game 0.{code}");
    let same = move |n: u64, options: &[Vec<u64>]| octal_options(&digits, n) == options;
    Some(Fit {
        needs: Some(Needs {
            form,
            moves: Moves::Options(Rc::new(same)),
        }),
        pattern: format!("period {p} after a pre-period of {pre}"),
        checked: format!("{len} values"),
        proof: Some(format!(
            "the moves of every heap below {len} are those of the octal game 0.{code}, and the \
             periodicity theorem needs {} values (largest take {t})",
            proof.values_needed
        )),
        at: Some(periodic_extension(values, 0, pre, p, 0)),
    })
}

/// The takes of each heap below `len` (sorted), if every option of every heap is one smaller
/// heap.
fn takes(rule: &dyn HeapRule, len: usize) -> Option<Vec<Vec<u64>>> {
    rule.options_at(0)?.ok()?;
    (0..len as u64)
        .map(|n| {
            let options = rule.options_at(n)?.ok()?;
            let mut takes = Vec::with_capacity(options.len());
            for heaps in options {
                match heaps[..] {
                    [h] if h < n => takes.push(n - h),
                    [] if n == 0 => {}
                    _ => return None,
                }
            }
            takes.sort_unstable();
            takes.dedup();
            Some(takes)
        })
        .collect()
}

/// The takes of heap `n` (sorted, no repeats) from its options as [`Moves::Options`] gives
/// them, if each leaves one heap smaller than `n` (or none: all taken).
fn takes_of(n: u64, options: &[Vec<u64>]) -> Option<Vec<u64>> {
    let mut takes = Vec::with_capacity(options.len());
    for heaps in options {
        match heaps[..] {
            [] if n > 0 => takes.push(n),
            [h] if h < n => takes.push(n - h),
            _ => return None,
        }
    }
    takes.sort_unstable();
    takes.dedup();
    Some(takes)
}

/// The form "the takes of heap n are `expected(n)`".
fn takes_form(form: String, expected: impl Fn(u64) -> Vec<u64> + 'static) -> Needs {
    let same = move |n: u64, options: &[Vec<u64>]| takes_of(n, options) == Some(expected(n));
    Needs {
        form,
        moves: Moves::Options(Rc::new(same)),
    }
}

/// The most steps the theorem's recursion takes for one heap past the table.
const MOST_STEPS: u64 = 5_000_000;

/// The name of the bound ⌊√n⌋, whose takes have an O(log n) evaluation of their own.
const SQUARE_ROOT: &str = "⌊√n⌋";

type Bound = (String, Rc<dyn Fn(u64) -> u64>);

/// The bounds tried: each never falls and grows by at most 1 from one heap to the next.
fn bounds() -> Vec<Bound> {
    let mut all: Vec<Bound> = vec![
        (SQUARE_ROOT.into(), Rc::new(bounded_takes::isqrt)),
        (
            "⌊log2 n⌋".into(),
            Rc::new(|n: u64| u64::from(63 - n.max(1).leading_zeros())),
        ),
    ];
    for b in 1..=12u64 {
        for a in 1..=b {
            if gcd(a, b) == 1 {
                let name = |r: &str| match (a, b) {
                    (1, 1) => "n".to_string(),
                    (1, b) => format!("{r}n/{b}{}", if r == "⌊" { "⌋" } else { "⌉" }),
                    (a, b) => format!("{r}{a}n/{b}{}", if r == "⌊" { "⌋" } else { "⌉" }),
                };
                all.push((
                    name("⌊"),
                    Rc::new(move |n| (u128::from(a) * u128::from(n) / u128::from(b)) as u64),
                ));
                if b > 1 {
                    all.push((
                        name("⌈"),
                        Rc::new(move |n| {
                            ((u128::from(a) * u128::from(n) + u128::from(b) - 1) / u128::from(b))
                                as u64
                        }),
                    ));
                }
            }
        }
    }
    all
}

/// Takes of least(n) … n on every heap (none where least(n) > n), for a least tried: the theorem
/// g(n) = 1 + g(n − least(n)) of [`bounded_takes::at_least_value`].
fn at_least(takes: &[Vec<u64>], shown: &str) -> Option<Fit> {
    let len = takes.len() as u64;
    // A take of all but a fixed number is not a take of at least; and least 1 is Nim.
    let shape = takes
        .iter()
        .enumerate()
        .all(|(n, t)| t.is_empty() || t.iter().copied().eq(t[0]..=n as u64));
    if !shape || takes.iter().all(|t| t.first().map_or(true, |&l| l == 1)) {
        return None;
    }
    let mut candidates = bounds();
    for c in 2..=12u64 {
        candidates.push((c.to_string(), Rc::new(move |_| c)));
    }
    for (name, f) in candidates {
        let least = move |n: u64| f(n).max(1);
        let least = Rc::new(least);
        let fits = (0..len).all(|n| match takes[n as usize].first() {
            Some(&l) => least(n) == l,
            None => least(n) > n,
        });
        if fits {
            return Some(Fit {
                pattern: format!(
                    "takes of {name} … n: g(n) = 1 + g(n − {name}), and 0 where no take fits"
                ),
                checked: format!("{len} values"),
                proof: Some(format!(
                    "the options of a heap are the heaps 0 … n − {name}, whose values are 0 … \
                     g(n − {name}), for the moves of {shown}"
                )),
                needs: Some(takes_form(format!("takes of {name} … n"), {
                    let least = least.clone();
                    move |n| (least(n)..=n).collect()
                })),
                at: Some(unsigned(move |x| {
                    bounded_takes::at_least_value_within(x, &*least, MOST_STEPS / 64)
                })),
            });
        }
    }
    None
}

/// A proven fit for a rule whose moves, on every heap of the table (`values` from heap 0),
/// are those of a take-set or of takes 1 … f(n) for a bound f tried.
pub fn proven(rule: &dyn HeapRule, values: &[u64]) -> Option<Fit> {
    let len = values.len();
    if len < 16 {
        return None;
    }
    let takes = takes(rule, len)?;
    let shown = format!("every heap below {len}");
    // Takes 1 … f(n): the longest take is the number of takes.
    let counts: Vec<u64> = takes.iter().map(|t| t.len() as u64).collect();
    let bounded = takes
        .iter()
        .all(|t| t.iter().copied().eq(1..=t.len() as u64));
    if bounded && counts.iter().any(|&c| c >= 2) {
        for (name, f) in bounds() {
            let fits = (0..len as u64).all(|n| f(n).min(n) == counts[n as usize]);
            if fits {
                let bound = f.clone();
                let needs = takes_form(format!("takes of 1 … {name}"), move |n| {
                    (1..=bound(n).min(n)).collect()
                });
                let at = if name == SQUARE_ROOT {
                    unsigned(|x| Some(bounded_takes::square_root_value(x)))
                } else {
                    unsigned(move |x| bounded_takes::value_within(x, &*f, MOST_STEPS))
                };
                return Some(Fit {
                    pattern: format!(
                        "takes of 1 … {name}: g(n) = h(n) where h(n) = min({name}, n) grows, else \
                         g(n − h(n) − 1)"
                    ),
                    checked: format!("{len} values"),
                    proof: Some(format!(
                        "the theorem of takes bounded by the heap, for the moves of {shown}"
                    )),
                    needs: Some(needs),
                    at: Some(at),
                });
            }
        }
    }
    if let Some(fit) = at_least(&takes, &shown) {
        return Some(fit);
    }
    // A take-set: the takes of the last heap, all of them allowed wherever they fit.
    let set = takes.last()?.clone();
    let t = *set.last()? as usize;
    let same = takes.iter().enumerate().all(|(n, got)| {
        got.iter()
            .copied()
            .eq(set.iter().copied().filter(|&s| s <= n as u64))
    });
    if !same || t > len / 4 {
        return None;
    }
    let (pre, p) = recurrence::proven_period(t, values)?;
    let listed: Vec<String> = set.iter().map(u64::to_string).collect();
    Some(Fit {
        pattern: format!("period {p} after a pre-period of {pre}"),
        checked: format!("{len} values"),
        proof: Some(format!(
            "the moves of {shown} take {{{}}}: past heap {t} a value is the mex of the {t} \
             before it, and the {t} from heap {pre} on recur at {}",
            listed.join(", "),
            pre + p
        )),
        needs: Some(takes_form(
            format!("takes of {{{}}}", listed.join(", ")),
            move |n| set.iter().copied().filter(|&s| s <= n).collect(),
        )),
        at: Some(periodic_extension(values, 0, pre, p, 0)),
    })
}

/// A proven period for a rule whose moves, on every heap of the table (`values` from heap 0),
/// take a number of stones and leave every way of splitting the rest into k non-empty heaps
/// for (take, k) from a fixed list, some k at least 3 (declared `split(total, k)`): the
/// periodicity theorem for moves that leave up to k heaps.
pub fn splits(rule: &dyn HeapRule, values: &[u64]) -> Option<Fit> {
    let len = values.len();
    let moves: Vec<Vec<(u64, usize)>> = (0..len as u64)
        .map(|n| rule.split_moves_at(n))
        .collect::<Option<_>>()?;
    let mut code: Vec<(u64, usize)> = moves.iter().flatten().copied().collect();
    code.sort_unstable();
    code.dedup();
    let parts = code.iter().map(|&(_, k)| k).max()?;
    let t = code.iter().map(|&(t, _)| t).max()? as usize;
    if parts < 3 || t > len / 8 {
        return None;
    }
    // Each (take, k) is a move wherever it fits: k heaps from what is left, or nothing left.
    let fits = |n: u64, &(take, k): &(u64, usize)| match k {
        0 => n == take,
        k => n >= take && n - take >= k as u64 && !(k == 1 && take == 0),
    };
    let same = moves.iter().enumerate().all(|(n, got)| {
        let expected: Vec<(u64, usize)> =
            code.iter().copied().filter(|m| fits(n as u64, m)).collect();
        *got == expected
    });
    if !same {
        return None;
    }
    let kept = code.clone();
    let same = move |n: u64, got: &[(u64, usize)]| {
        let expected = kept.iter().copied().filter(|m| fits(n, m));
        got.iter().copied().eq(expected)
    };
    let small: Vec<u16> = values
        .iter()
        .map(|&v| u16::try_from(v).ok())
        .collect::<Option<_>>()?;
    let proof = Watch::with_parts(t, parts).finish(&small)?;
    let (pre, p) = (proof.pre_period, proof.period);
    let listed: Vec<String> = code
        .iter()
        .map(|&(take, k)| format!("take {take} leaving {k}"))
        .collect();
    Some(Fit {
        pattern: format!("period {p} after a pre-period of {pre}"),
        checked: format!("{len} values"),
        proof: Some(format!(
            "the moves of every heap below {len} ({}) leave every way of up to {parts} heaps, \
             and the periodicity theorem for such moves needs {} values (largest take {t})",
            listed.join(", "),
            proof.values_needed
        )),
        needs: Some(Needs {
            form: format!("{} in every way", listed.join(", ")),
            moves: Moves::Splits(Rc::new(same)),
        }),
        at: Some(periodic_extension(values, 0, pre, p, 0)),
    })
}
