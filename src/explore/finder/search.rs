//! The search: every candidate claim in order of simplicity (a value that is a feature, then a
//! feature mod k, then the XOR of a periodic one-heap value over an array's entries; then
//! P-positions by one atom, then as intervals with geometric ends (heaps), then by two atoms
//! joined by and/or, then by a case split of three; for partizan tables the class
//! by a feature's sign, then by one atom), and the first that fits the entries it is given.
//!
//! Atoms are compared as bit sets over the entries: an `and` of two atoms fits only if each
//! holds on every P-position, an `or` only if each holds on P-positions alone, so the pairs are
//! drawn from those two short lists, never from all atoms squared; a case split takes for each
//! condition the first atoms that fit each side (the atoms squared: 0.25 s on 10 626 arrays of
//! four piles, 2 046 atoms, where nothing fits).

use super::features::Feature;
use super::formulas::{entries, Atom, Claim, Formula, Op, Periodic};
use super::{Entry, Position, Value};
use crate::explore::pattern::forms::{geometric_intervals, Intervals};
use crate::search::sg;

/// The largest modulus of a residue atom or of a value mod k.
const MOST_K: i64 = 8;
/// The largest constant an atom compares a feature with.
const MOST_C: i64 = 20;

type Bits = Vec<u64>;

fn bits(fit: &[usize], holds: impl Fn(usize) -> bool) -> Bits {
    let mut b = vec![0u64; (fit.len() + 63) / 64];
    for (j, &i) in fit.iter().enumerate() {
        if holds(i) {
            b[j / 64] |= 1 << (j % 64);
        }
    }
    b
}

/// Every atom over `features`, with its cost (simpler first) and truth on the `fit` entries;
/// atoms that hold everywhere or nowhere, or exactly where a cheaper one holds, are left out.
fn atoms(features: &[Feature], fit: &[usize]) -> Vec<(Atom, i64, Bits)> {
    let mut all: Vec<(Atom, i64)> = Vec::new();
    for (f, feature) in features.iter().enumerate() {
        let mut seen: Vec<i64> = fit.iter().map(|&i| feature.values[i]).collect();
        seen.sort_unstable();
        seen.dedup();
        for k in 2..=MOST_K {
            for r in 0..k {
                all.push((Atom::Residue { f, k, r }, k));
            }
        }
        for &c in seen.iter().filter(|c| c.abs() <= MOST_C) {
            all.push((Atom::Equal { f, c }, c.abs() + 1));
            all.push((Atom::AtMost { f, c }, c.abs() + 1));
            all.push((Atom::AtLeast { f, c }, c.abs() + 1));
        }
        for g in 0..features.len() {
            if g != f {
                for op in [Op::Equal, Op::AtMost, Op::Below] {
                    if op != Op::Equal || f < g {
                        all.push((Atom::Compare { f, op, g }, 2));
                    }
                }
            }
        }
    }
    // Cheaper first; at equal cost an atom on one feature before a comparison of two.
    all.sort_by_key(|(atom, cost)| (*cost, atom.reads().len()));
    let full = bits(fit, |_| true);
    let mut kept: Vec<(Atom, i64, Bits)> = Vec::new();
    let mut known = std::collections::HashSet::new();
    for (atom, cost) in all {
        let b = bits(fit, |i| atom.holds(features, i));
        if b.iter().all(|&w| w == 0) || b == full || !known.insert(b.clone()) {
            continue;
        }
        kept.push((atom, cost, b));
    }
    kept
}

/// The simplest claim that holds on every entry of `fit` (indices into `table`), if any.
pub fn first_fit(table: &[Entry], features: &[Feature], fit: &[usize]) -> Option<Claim> {
    let partizan = fit
        .iter()
        .all(|&i| matches!(table[i].value, Value::Class(_)));
    let impartial = fit
        .iter()
        .all(|&i| matches!(table[i].value, Value::Grundy(_) | Value::Loopy));
    let fits = |claim: &Claim| fit.iter().all(|&i| claim.fits(features, &table[i], i));
    if impartial {
        let grundy: Vec<u64> = fit
            .iter()
            .filter_map(|&i| match table[i].value {
                Value::Grundy(v) => Some(v),
                _ => None,
            })
            .collect();
        // A table of 0s and 1s is an outcome table: a value claim there says nothing more on
        // the table than its P-positions do, and past the table it would name values (0 or 1)
        // that nothing observed backs where the true value is 2 or more; so only the
        // P-positions are claimed, and a value only where the table shows one above 1.
        if grundy.iter().any(|&v| v > 1) {
            let mut values = (0..features.len()).map(Claim::ValueIs).collect::<Vec<_>>();
            for k in 2..=MOST_K {
                values.extend((0..features.len()).map(|f| Claim::ValueMod(f, k)));
            }
            if let Some(claim) = values.into_iter().find(|c| fits(c)) {
                return Some(claim);
            }
            if let Some(claim) = xor_of_heaps(table, fit).filter(|c| fits(c)) {
                return Some(claim);
            }
        }
        return p_positions(table, features, fit);
    }
    if partizan {
        return classes(table, features, fit);
    }
    None
}

/// The XOR of g(entry) over an array's entries, g the values of the one-entry arrays among
/// `fit` (heaps 0, 1, … with none missing) when they show a period with saltus.
fn xor_of_heaps(table: &[Entry], fit: &[usize]) -> Option<Claim> {
    // One heap: an array of one entry, or of one entry and zeros (every zero worth 0).
    let mut one: Vec<(i64, u64)> = Vec::new();
    for &i in fit {
        let (Some(a), Value::Grundy(v)) = (entries(&table[i].position), table[i].value) else {
            continue;
        };
        let mut nonzero = a.iter().filter(|&&x| x != 0);
        if let (heap, None) = (nonzero.next(), nonzero.next()) {
            one.push((heap.copied().unwrap_or(0), v));
        }
    }
    one.sort_unstable();
    one.dedup();
    if one.iter().enumerate().any(|(j, &(n, _))| n != j as i64) {
        return None;
    }
    let values: Vec<i64> = one.iter().map(|&(_, v)| v as i64).collect();
    let found = sg::periodicity(&values)?;
    Some(Claim::Xor(Periodic {
        first: values[..found.pre_period + found.period].to_vec(),
        pre: found.pre_period,
        period: found.period,
        saltus: i64::try_from(found.saltus).ok()?,
    }))
}

/// The P-positions by one atom, then by two.
fn p_positions(table: &[Entry], features: &[Feature], fit: &[usize]) -> Option<Claim> {
    let target = bits(fit, |i| table[i].is_p());
    let ones: u32 = target.iter().map(|w| w.count_ones()).sum();
    if ones < 2 || (fit.len() as u32) < ones + 2 {
        return None;
    }
    let atoms = atoms(features, fit);
    if let Some((atom, _, _)) = atoms.iter().find(|(_, _, b)| *b == target) {
        return Some(Claim::P(Formula::One(*atom)));
    }
    if let Some(found) = intervals(table, fit) {
        return Some(Claim::Intervals(found));
    }
    let covers = |b: &Bits| b.iter().zip(&target).all(|(x, t)| x & t == *t);
    let within = |b: &Bits| b.iter().zip(&target).all(|(x, t)| x & !t == 0);
    let over: Vec<&(Atom, i64, Bits)> = atoms.iter().filter(|(_, _, b)| covers(b)).collect();
    let under: Vec<&(Atom, i64, Bits)> = atoms.iter().filter(|(_, _, b)| within(b)).collect();
    let mut best: Option<(i64, Formula)> = None;
    let mut pairs = |list: &[&(Atom, i64, Bits)], join: fn(u64, u64) -> u64, and: bool| {
        for (x, (a, ca, ba)) in list.iter().map(|t| (t.0, t.1, &t.2)).enumerate() {
            for (b, cb, bb) in list[x + 1..].iter().map(|t| (t.0, t.1, &t.2)) {
                let cost = ca + cb;
                if best.as_ref().is_some_and(|(c, _)| *c <= cost) {
                    continue;
                }
                if ba
                    .iter()
                    .zip(bb)
                    .zip(&target)
                    .all(|((p, q), t)| join(*p, *q) == *t)
                {
                    let formula = match and {
                        true => Formula::And(a, b),
                        false => Formula::Or(a, b),
                    };
                    best = Some((cost, formula));
                }
            }
        }
    };
    pairs(&over, |p, q| p & q, true);
    pairs(&under, |p, q| p | q, false);
    best.or_else(|| split(&atoms, &target, &bits(fit, |_| true)))
        .map(|(_, formula)| Claim::P(formula))
}

/// The cheapest case split: where atom c holds, atom a gives the P-positions, elsewhere atom b,
/// its cost the atoms' costs and one for each feature it reads (misère Nim's "XOR 1 where the
/// largest entry is at most 1, XOR 0 elsewhere" reads two). Each side must hold two
/// P-positions and two others at least (a side with fewer would be described by a guess about
/// a handful of positions). For each c, a and b are drawn from the few cheapest atoms that fit
/// each side: the atoms squared at most.
fn split(atoms: &[(Atom, i64, Bits)], target: &Bits, full: &Bits) -> Option<(i64, Formula)> {
    const FEW: usize = 8;
    let ones = |b: &Bits| -> u32 { b.iter().map(|w| w.count_ones()).sum() };
    let and = |x: &Bits, y: &Bits| -> Bits { x.iter().zip(y).map(|(p, q)| p & q).collect() };
    let mut best: Option<(i64, Formula)> = None;
    for (c, cost_c, bc) in atoms {
        // a and b cost 1 at least each, and c reads a feature.
        if best.as_ref().is_some_and(|(cost, _)| *cost <= cost_c + 3) {
            break;
        }
        let elsewhere: Bits = bc.iter().zip(full).map(|(c, f)| !c & f).collect();
        let [yes, no] = [bc, &elsewhere].map(|side| {
            let on_side = and(side, target);
            let p = ones(&on_side);
            if p < 2 || ones(side) < p + 2 {
                return Vec::new();
            }
            let fits = |b: &Bits| {
                b.iter()
                    .zip(side)
                    .zip(&on_side)
                    .all(|((x, s), t)| x & s == *t)
            };
            let fitting = atoms.iter().filter(|(_, _, b)| fits(b));
            fitting.take(FEW).map(|(a, cost, _)| (*a, *cost)).collect()
        });
        for &(a, cost_a) in &yes {
            for &(b, cost_b) in &no {
                let formula = Formula::Split(*c, a, b);
                let mut reads: Vec<usize> =
                    formula.atoms().iter().flat_map(|x| x.reads()).collect();
                reads.sort_unstable();
                reads.dedup();
                let cost = cost_c + cost_a + cost_b + reads.len() as i64;
                if best.as_ref().map_or(true, |(c, _)| cost < *c) {
                    best = Some((cost, formula));
                }
            }
        }
    }
    best
}

/// A partizan table's classes by a feature's sign, then by a feature mod k, then by one atom.
fn classes(table: &[Entry], features: &[Feature], fit: &[usize]) -> Option<Claim> {
    let class = |i: usize| match table[i].value {
        Value::Class(c) => c,
        _ => '?',
    };
    for (f, feature) in features.iter().enumerate() {
        let mut by_sign: [Option<char>; 3] = [None; 3];
        let consistent = fit.iter().all(|&i| {
            let s = (feature.values[i].signum() + 1) as usize;
            *by_sign[s].get_or_insert(class(i)) == class(i)
        });
        if let (true, [Some(a), Some(b), Some(c)]) = (consistent, by_sign) {
            if a != b || b != c {
                return Some(Claim::ClassBySign(f, [a, b, c]));
            }
        }
    }
    for k in 2..=MOST_K {
        for (f, feature) in features.iter().enumerate() {
            let mut by_class: Vec<Option<char>> = vec![None; k as usize];
            let consistent = fit.iter().all(|&i| {
                let v = feature.values[i];
                v >= 0 && *by_class[(v % k) as usize].get_or_insert(class(i)) == class(i)
            });
            let classes: Option<Vec<char>> = by_class.into_iter().collect();
            if let (true, Some(classes)) = (consistent, classes) {
                if classes.iter().any(|&c| c != classes[0]) {
                    return Some(Claim::ClassByResidue(f, classes));
                }
            }
        }
    }
    for (atom, _, _) in atoms(features, fit) {
        let (mut yes, mut no) = (None, None);
        let consistent = fit.iter().all(|&i| {
            let side = if atom.holds(features, i) {
                &mut yes
            } else {
                &mut no
            };
            *side.get_or_insert(class(i)) == class(i)
        });
        if let (true, Some(yes), Some(no)) = (consistent, yes, no) {
            if yes != no {
                return Some(Claim::ClassByAtom(atom, yes, no));
            }
        }
    }
    None
}

/// Heaps 0, 1, … (none missing among `fit`) whose P-positions are intervals with geometric
/// ends.
fn intervals(table: &[Entry], fit: &[usize]) -> Option<Intervals> {
    let mut heaps: Vec<(u64, bool)> = fit
        .iter()
        .map(|&i| match table[i].position {
            Position::Number(n) => Some((n, table[i].is_p())),
            _ => None,
        })
        .collect::<Option<_>>()?;
    heaps.sort_unstable();
    if heaps.iter().enumerate().any(|(j, &(n, _))| n != j as u64) {
        return None;
    }
    geometric_intervals(&heaps.iter().map(|&(_, p)| p).collect::<Vec<bool>>())
}
