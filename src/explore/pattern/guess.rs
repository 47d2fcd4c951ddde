//! `sg guess` (打表找规律 done by the explorer): the fits of a table of values, simplest
//! first. A period with pre-period and saltus (proven when the rule's kind proves it: octal
//! codes by the periodicity theorem, subtraction games by a recurring window); a value that is a
//! known function of n (n mod k, ⌊n/k⌋, the 2-adic valuation and the largest power of two
//! dividing n, the binary length, the number of ones, prime factors with and without
//! multiplicity, divisors, the Zeckendorf digits); P-positions that form a known sequence
//! (multiples, powers and powers less 1, Fibonacci numbers, squares, Beatty sequences ⌊nα⌋ of quadratic α, and
//! for a two-dimensional game pairs (⌊nα⌋, ⌊nβ⌋)). A fit says on how many values it was
//! checked; nothing found is said as such, never guessed.

use super::factor::{prime_count, prime_factors};
use crate::{algo::zeckendorf, search::sg};
use std::rc::Rc;

/// The value a pattern gives at any position (`None` where it gives none).
pub type Extension = Rc<dyn Fn(u64) -> Option<i128>>;

/// An [`Extension`] of a pattern whose values are Sprague-Grundy values.
pub fn unsigned(f: impl Fn(u64) -> Option<u64> + 'static) -> Extension {
    Rc::new(move |x| f(x).map(i128::from))
}

/// The form of a rule's moves that a proof needs at every heap it covers: a predicate on the
/// options of heap n (each the heaps it leaves, empty heaps dropped, sorted, no option twice),
/// or on its moves as (stones taken, heaps left) for a rule of declared splits.
#[derive(Clone)]
pub enum Moves {
    Options(Rc<OptionsHave>),
    Splits(Rc<SplitsHave>),
}

/// Whether the options of heap n (each the heaps it leaves) have a form.
pub type OptionsHave = dyn Fn(u64, &[Vec<u64>]) -> bool;
/// Whether the moves of heap n, as (stones taken, heaps left), have a form.
pub type SplitsHave = dyn Fn(u64, &[(u64, usize)]) -> bool;

/// A proof that holds for every heap whose moves, and those of every smaller heap, have a
/// form: the rule's moves were seen to have it at every heap of the table, and past the table
/// they must be checked (`moves_check`).
#[derive(Clone)]
pub struct Needs {
    /// The form in words: `takes of 1 … ⌊n/2⌋`, `the octal game 0.77`.
    pub form: String,
    pub moves: Moves,
}

/// One pattern that fits the table.
#[derive(Clone)]
pub struct Fit {
    /// The pattern, in words.
    pub pattern: String,
    /// What it was checked on: `1000 values`, `10000 positions`.
    pub checked: String,
    /// How it is proven, if it is; `None`: only observed.
    pub proof: Option<String>,
    /// The value it gives at a position past the table, for a pattern that extends.
    pub at: Option<Extension>,
    /// For a proof about the rule's moves below the table's end: the form they must keep.
    pub needs: Option<Needs>,
}

impl std::fmt::Display for Fit {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match (&self.proof, &self.needs) {
            (Some(proof), Some(needs)) => write!(
                f,
                "{}: proven ({proof}); past the table it holds only while the moves are {} \
                 (--at checks them)",
                self.pattern, needs.form
            ),
            (Some(proof), None) => write!(f, "{}: proven ({proof})", self.pattern),
            (None, _) => write!(f, "{}: observed on {}", self.pattern, self.checked),
        }
    }
}

/// A function of n the guesser tries, never negative (`None` where undefined).
type Plain = Rc<dyn Fn(u64) -> Option<u64>>;

/// A function of n the guesser tries: its name and its value.
type Function = (String, Plain);

fn two_adic(n: u64) -> Option<u64> {
    (n > 0).then(|| u64::from(n.trailing_zeros()))
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, … up to `most`.
fn fibonacci(most: u64) -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut all = vec![1];
    while b <= most {
        all.push(b);
        let next = a.saturating_add(b);
        a = b;
        b = next;
    }
    all
}

fn functions() -> Vec<Function> {
    let mut all: Vec<Function> = vec![("n".into(), Rc::new(Some))];
    for k in 2..=64u64 {
        all.push((format!("n mod {k}"), Rc::new(move |n| Some(n % k))));
    }
    for k in 2..=64u64 {
        all.push((format!("⌊n/{k}⌋"), Rc::new(move |n| Some(n / k))));
    }
    type Named = (&'static str, fn(u64) -> Option<u64>);
    let named: Vec<Named> = vec![
        ("the 2-adic valuation of n", two_adic),
        ("the largest power of two dividing n", |n| {
            two_adic(n).map(|v| 1 << v)
        }),
        ("the 2-adic valuation of n, plus 1", |n| {
            two_adic(n).map(|v| v + 1)
        }),
        ("the binary length of n", |n| {
            Some(u64::from(64 - n.leading_zeros()))
        }),
        ("the binary length of n, mod 2", |n| {
            Some(u64::from((64 - n.leading_zeros()) % 2))
        }),
        ("the number of ones in binary", |n| {
            Some(u64::from(n.count_ones()))
        }),
        ("the number of ones in binary, mod 2", |n| {
            Some(u64::from(n.count_ones() % 2))
        }),
        ("the number of prime factors with multiplicity", |n| {
            (n > 0).then(|| prime_factors(n).len() as u64)
        }),
        ("the number of distinct prime factors", |n| {
            (n > 0).then(|| {
                let mut f = prime_factors(n);
                f.dedup();
                f.len() as u64
            })
        }),
        ("the number of divisors", |n| {
            (n > 0).then(|| {
                let factors = prime_factors(n);
                let mut count = 1;
                let mut i = 0;
                while i < factors.len() {
                    let same = factors[i..]
                        .iter()
                        .take_while(|&&p| p == factors[i])
                        .count();
                    count *= same as u64 + 1;
                    i += same;
                }
                count
            })
        }),
        (
            "π(lpf n), the index of the least prime factor of n among the primes",
            |n| prime_count(*prime_factors(n.max(1)).first()?),
        ),
        ("the number of Zeckendorf terms of n", |n| {
            Some(zeckendorf::digits(n).len() as u64)
        }),
        ("the smallest Zeckendorf term of n", |n| {
            (n > 0).then(|| zeckendorf::smallest_term(n))
        }),
    ];
    all.extend(
        named
            .into_iter()
            .map(|(name, f)| (name.to_string(), Rc::new(f) as Plain)),
    );
    all
}

/// The functions of n (n counted from `first`) that `values` equals, wherever they are
/// defined: at least 16 values, all but at most one of them defined. Every function tried is
/// never negative, so values none of which is positive and some negative are fitted by the
/// functions negated instead.
pub fn functions_of_n(values: &[i128], first: usize) -> Vec<Fit> {
    let negated = values.iter().all(|&v| v <= 0) && values.iter().any(|&v| v < 0);
    let sign: i128 = if negated { -1 } else { 1 };
    let mut fits = Vec::new();
    for (name, f) in functions() {
        let signed = move |n: u64| f(n).map(|x| sign * i128::from(x));
        let points = values
            .iter()
            .enumerate()
            .map(|(i, &v)| ((first + i) as u64, v));
        let Some(checked) = defined_and_equal(points, &signed) else {
            continue;
        };
        if checked >= 16 && checked + 1 >= values.len() {
            let name = match negated {
                true => format!("−({name})"),
                false => name,
            };
            let pattern = if checked == values.len() {
                format!("the value is {name}")
            } else {
                format!("the value is {name} (from n = 1)")
            };
            fits.push(Fit {
                pattern,
                checked: format!("{checked} values"),
                proof: None,
                needs: None,
                at: Some(Rc::new(signed)),
            });
        }
    }
    fits
}

/// How many of the `points` (n, value) `f` is defined at, if it equals the value at each of
/// them (`None` at the first where it differs).
fn defined_and_equal(
    points: impl Iterator<Item = (u64, i128)>,
    f: impl Fn(u64) -> Option<i128>,
) -> Option<usize> {
    let mut defined = 0;
    for (n, v) in points {
        match f(n) {
            Some(x) if x == v => defined += 1,
            Some(_) => return None,
            None => {}
        }
    }
    Some(defined)
}

/// Values that follow a constant or a known function on each class of n mod k (k = 2, 3, 4),
/// a function of n on one class at least and not the same on all: take a number of stones
/// coprime to n is 0 for even n and π(the least prime factor of n) for odd n. Each class is
/// checked like [`functions_of_n`] (at least 16 values, all but one where the function is
/// defined).
pub fn functions_by_class(values: &[i128], first: usize) -> Option<Fit> {
    let all = functions();
    for k in 2..=4usize {
        if values.len() < 16 * k {
            break;
        }
        let mut cases: Vec<(String, Option<usize>, i128)> = Vec::new(); // (name, function, constant)
        for r in 0..k {
            let class: Vec<(u64, i128)> = (0..values.len())
                .filter(|i| (first + i) % k == r)
                .map(|i| ((first + i) as u64, values[i]))
                .collect();
            if class.iter().all(|&(_, v)| v == class[0].1) {
                cases.push((class[0].1.to_string(), None, class[0].1));
                continue;
            }
            let fits = |f: &Plain| {
                let defined = defined_and_equal(class.iter().copied(), |n| f(n).map(i128::from));
                defined.is_some_and(|defined| defined + 1 >= class.len())
            };
            match all.iter().position(|(_, f)| fits(f)) {
                Some(i) => cases.push((all[i].0.clone(), Some(i), 0)),
                None => break,
            }
        }
        let functions: Vec<usize> = cases.iter().filter_map(|c| c.1).collect();
        if cases.len() < k
            || functions.is_empty()
            || functions.iter().all(|&i| i == functions[0]) && functions.len() == k
        {
            continue;
        }
        let described: Vec<String> = cases
            .iter()
            .enumerate()
            .map(|(r, (name, _, _))| format!("{name} for n mod {k} = {r}"))
            .collect();
        let chosen: Vec<(Option<Plain>, i128)> = cases
            .iter()
            .map(|&(_, f, c)| (f.map(|i| all[i].1.clone()), c))
            .collect();
        let k = k as u64;
        return Some(Fit {
            pattern: format!("the value is {}", described.join("; ")),
            checked: format!("{} values", values.len()),
            proof: None,
            needs: None,
            at: Some(Rc::new(move |x| match &chosen[(x % k) as usize] {
                (Some(f), _) => f(x).map(i128::from),
                (None, c) => Some(*c),
            })),
        });
    }
    None
}

/// A period with pre-period and saltus among `values` (from position `first`), if one shows;
/// `proof` says how the rule's kind proves it, when it does.
pub fn period(values: &[i128], first: usize, proof: Option<String>) -> Option<Fit> {
    let found = sg::periodicity(values)?;
    let at = periodic_extension(values, first, found.pre_period, found.period, found.saltus);
    let pattern = match found.saltus {
        0 => format!(
            "period {} after a pre-period of {}",
            found.period, found.pre_period
        ),
        s => format!(
            "arithmetic period {} with saltus {s} after a pre-period of {}",
            found.period, found.pre_period
        ),
    };
    Some(Fit {
        pattern,
        checked: format!("{} values", values.len()),
        proof,
        needs: None,
        at: Some(at),
    })
}

/// The values of a sequence periodic from `pre` with period `period` and saltus `saltus`, given
/// its `values` from position `first` (at least the pre-period and one period); `None` past
/// what an `i128` holds.
pub fn periodic_extension<V: Copy + Into<i128>>(
    values: &[V],
    first: usize,
    pre: usize,
    period: usize,
    saltus: i128,
) -> Extension {
    let kept: Vec<i128> = values[..pre + period].iter().map(|&v| v.into()).collect();
    Rc::new(move |x: u64| {
        let j = x.checked_sub(first as u64)?;
        if j < pre as u64 {
            return Some(kept[j as usize]);
        }
        let (cycles, i) = (
            (j - pre as u64) / period as u64,
            (j - pre as u64) % period as u64,
        );
        saltus
            .checked_mul(i128::from(cycles))?
            .checked_add(kept[pre + i as usize])
    })
}

/// The quadratic irrationals whose Beatty sequences ⌊nα⌋ the guesser tries, by name.
fn irrationals() -> Vec<(&'static str, f64)> {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    vec![
        ("φ", phi),
        ("φ²", phi * phi),
        ("√2", 2f64.sqrt()),
        ("2 + √2", 2.0 + 2f64.sqrt()),
        ("√3", 3f64.sqrt()),
        ("(3 + √3)/2", (3.0 + 3f64.sqrt()) / 2.0),
        ("1 + √3", 1.0 + 3f64.sqrt()),
        ("√5", 5f64.sqrt()),
        ("(5 + √5)/2", (5.0 + 5f64.sqrt()) / 2.0),
    ]
}

/// ⌊nα⌋ exactly for the n this explorer meets (n below 2^26): f64 carries 53 bits, and none
/// of these α comes within 2^-30 of a rational with such a denominator.
fn beatty(n: u64, alpha: f64) -> u64 {
    (n as f64 * alpha).floor() as u64
}

/// Sequences the P-positions (the n with value 0, counted from `first`) may form: at least 8
/// P-positions, and a sequence that matches them all, with none of its terms in range missing.
pub fn p_positions(values: &[u64], first: usize) -> Vec<Fit> {
    let p: Vec<u64> = (0..values.len())
        .filter(|&i| values[i] == 0)
        .map(|i| (first + i) as u64)
        .collect();
    let end = (first + values.len()) as u64;
    if p.len() < 8 {
        return Vec::new();
    }
    let mut candidates: Vec<(String, Vec<u64>)> = Vec::new();
    let in_range = |s: Vec<u64>| -> Vec<u64> {
        s.into_iter()
            .filter(|&x| x >= first as u64 && x < end)
            .collect()
    };
    for k in 2..=64u64 {
        for r in 0..k {
            let what = match r {
                0 => format!("the multiples of {k}"),
                r => format!("the n with n mod {k} = {r}"),
            };
            candidates.push((what, in_range((r..end).step_by(k as usize).collect())));
        }
    }
    for b in 2..=16u64 {
        let mut powers = vec![];
        let mut x = 1u64;
        while x < end {
            powers.push(x);
            x = x.saturating_mul(b);
        }
        candidates.push((format!("the powers of {b}"), in_range(powers.clone())));
        let less = powers.iter().map(|&x| x - 1).collect();
        candidates.push((format!("the powers of {b}, less 1"), in_range(less)));
        powers.insert(0, 0);
        candidates.push((format!("0 and the powers of {b}"), in_range(powers)));
    }
    let fibs = fibonacci(end);
    candidates.push(("the Fibonacci numbers".into(), in_range(fibs.clone())));
    candidates.push((
        "0 and the Fibonacci numbers".into(),
        in_range(std::iter::once(0).chain(fibs).collect()),
    ));
    let squares: Vec<u64> = (0..).map(|k: u64| k * k).take_while(|&s| s < end).collect();
    candidates.push(("the squares".into(), in_range(squares)));
    for (name, alpha) in irrationals() {
        let seq: Vec<u64> = (0..)
            .map(|n| beatty(n, alpha))
            .take_while(|&x| x < end)
            .collect();
        candidates.push((
            format!("⌊nα⌋ for α = {name} (a Beatty sequence)"),
            in_range(seq),
        ));
    }
    let mut fits: Vec<String> = candidates
        .iter()
        .filter(|(_, seq)| *seq == p)
        .map(|(what, _)| what.clone())
        .collect();
    if fits.is_empty() {
        fits.extend(unions(&p, &candidates, first as u64, end));
    }
    let zero: Vec<bool> = values.iter().map(|&v| v == 0).collect();
    if first == 0 && fits.is_empty() {
        fits.extend(super::forms::geometric_intervals(&zero).map(|found| found.describe()));
    }
    fits.into_iter()
        .map(|what| Fit {
            pattern: format!("the P-positions are {what}"),
            checked: format!("{} values", values.len()),
            proof: None,
            needs: None,
            at: None,
        })
        .collect()
}

/// The P-positions `p` as the union of a residue class (modulus up to 12) and one of the other
/// sequences among `candidates` (powers, squares, Fibonacci numbers, Beatty sequences) or the
/// powers of b with an exponent of one parity, neither of them alone: the first such union,
/// in the order of the candidates.
fn unions(p: &[u64], candidates: &[(String, Vec<u64>)], first: u64, end: u64) -> Option<String> {
    let mut others: Vec<(String, Vec<u64>)> = candidates
        .iter()
        .filter(|(what, _)| !what.contains(" mod ") && !what.starts_with("the multiples"))
        .cloned()
        .collect();
    for b in 2..=4u64 {
        for parity in 0..2u32 {
            let powers: Vec<u64> = (0..64u32)
                .filter(|e| e % 2 == parity)
                .map_while(|e| b.checked_pow(e))
                .filter(|&x| x >= first && x < end)
                .collect();
            let which = ["even", "odd"][parity as usize];
            others.push((
                format!("the powers of {b} with an {which} exponent"),
                powers,
            ));
        }
    }
    for k in 2..=12u64 {
        for r in 0..k {
            let class = |n: u64| n % k == r;
            for (what, seq) in &others {
                let mut union: Vec<u64> = (first..end).filter(|&n| class(n)).collect();
                union.extend(seq.iter().filter(|&&n| !class(n)));
                union.sort_unstable();
                let distinct = seq.iter().any(|&n| !class(n)) && seq.len() >= 3;
                if distinct && union == p {
                    let residue = match r {
                        0 => format!("the multiples of {k}"),
                        r => format!("the n with n mod {k} = {r}"),
                    };
                    return Some(format!("{residue} and {what}"));
                }
            }
        }
    }
    None
}

/// For a two-dimensional game: whether the P-positions lie on a lattice (a ≡ r mod k, b ≡ s
/// mod l), and whether those with a ≤ b, in order of a, are the pairs (⌊nα⌋, ⌊nβ⌋) for a pair of irrationals tried (Wythoff's game: φ and φ²), checked
/// on the positions from `first` below `side` (at least 8 pairs).
pub fn pair_p_positions(
    zero: impl Fn(usize, usize) -> bool,
    first: usize,
    side: usize,
) -> Vec<Fit> {
    let mut fits = Vec::new();
    // P-positions on a lattice: a ≡ r (mod k) and b ≡ s (mod l) (kiki's game: both even).
    // Most candidates fail at one of the first positions, so each check stops at its first miss.
    let shown: Vec<(usize, usize)> = (first..side)
        .flat_map(|a| (first..side).map(move |b| (a, b)))
        .collect();
    let zeros: Vec<bool> = shown.iter().map(|&(a, b)| zero(a, b)).collect();
    'lattices: for k in 1..=8 {
        for l in 1..=8 {
            for r in 0..k {
                for s in 0..l {
                    let on = |&(a, b): &(usize, usize)| a % k == r && b % l == s;
                    if shown.iter().zip(&zeros).all(|(p, &z)| on(p) == z)
                        && zeros.iter().filter(|&&z| z).count() >= 8
                    {
                        fits.push(Fit {
                            pattern: format!(
                                "the P-positions are the (a, b) with a mod {k} = {r} and b mod \
                                 {l} = {s}"
                            ),
                            checked: format!("{} positions", shown.len()),
                            proof: None,
                            needs: None,
                            at: None,
                        });
                        break 'lattices;
                    }
                }
            }
        }
    }
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for a in first..side {
        for b in a..side {
            if zero(a, b) {
                pairs.push((a as u64, b as u64));
            }
        }
    }
    if pairs.len() < 8 {
        return fits;
    }
    let all = irrationals();
    for &(name_a, alpha) in &all {
        for &(name_b, beta) in &all {
            if beta <= alpha {
                continue;
            }
            let expected: Vec<(u64, u64)> = (0..)
                .map(|n| (beatty(n, alpha), beatty(n, beta)))
                .take_while(|&(_, b)| b < side as u64)
                .collect();
            if expected == pairs {
                fits.push(Fit {
                    pattern: format!(
                        "the P-positions (a ≤ b) are (⌊nα⌋, ⌊nβ⌋) for α = {name_a}, β = {name_b}"
                    ),
                    checked: format!("{} positions", shown.len()),
                    proof: None,
                    needs: None,
                    at: None,
                });
            }
        }
    }
    fits
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values of the game "move from n to any smaller m, unless n and m are both in
    /// `set`" (0 in `set`): its P-positions are `set`, by construction.
    fn moving_outside(set: impl Fn(u64) -> bool, len: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::new();
        for n in 0..len as u64 {
            let mut seen: Vec<u64> = (0..n)
                .filter(|&m| !(set(n) && set(m)))
                .map(|m| values[m as usize])
                .collect();
            seen.sort_unstable();
            seen.dedup();
            values.push(
                seen.iter()
                    .enumerate()
                    .take_while(|&(i, &x)| i as u64 == x)
                    .count() as u64,
            );
        }
        values
    }

    #[test]
    fn a_union_of_two_families_is_found() {
        let odd_power = |n: u64| n.is_power_of_two() && n.trailing_zeros() % 2 == 1;
        let values = moving_outside(|n| n % 3 == 0 || odd_power(n), 600);
        let fits = p_positions(&values, 0);
        let words: Vec<&str> = fits.iter().map(|f| f.pattern.as_str()).collect();
        assert_eq!(
            words,
            ["the P-positions are the multiples of 3 and the powers of 2 with an odd exponent"]
        );
        // The table alone is no union: the multiples of 3.
        let plain = moving_outside(|n| n % 3 == 0, 600);
        let fits = p_positions(&plain, 0);
        assert_eq!(fits[0].pattern, "the P-positions are the multiples of 3");
        assert_eq!(fits.len(), 1);
    }
}
