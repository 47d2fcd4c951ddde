//! The formulas the finder tries: atoms (a feature in a residue class, equal to, at most or at
//! least a constant, two features compared), one atom or two joined by and/or, a case split
//! (where one atom holds a second, elsewhere a third), and the claims
//! a table can be described by: which positions are P, the value as a feature (or a feature
//! mod k, or the XOR of one-heap values over an array's entries), or a partizan position's
//! outcome class by a feature's sign or by an atom.

use super::features::Feature;
use super::{Entry, Position, Value};
use crate::explore::pattern::forms::Intervals;

/// How two features are compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Equal,
    AtMost,
    Below,
}

/// A condition on one position: each `f`, `g` is an index into the features.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atom {
    /// f ≥ 0 and f mod k = r.
    Residue {
        f: usize,
        k: i64,
        r: i64,
    },
    Equal {
        f: usize,
        c: i64,
    },
    AtMost {
        f: usize,
        c: i64,
    },
    AtLeast {
        f: usize,
        c: i64,
    },
    Compare {
        f: usize,
        op: Op,
        g: usize,
    },
}

/// One atom, two joined, or a case split: where the first holds the second, elsewhere the
/// third (misère Nim: where the largest pile is at most 1, XOR 1; elsewhere XOR 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Formula {
    One(Atom),
    And(Atom, Atom),
    Or(Atom, Atom),
    Split(Atom, Atom, Atom),
}

/// A one-heap value g(n) periodic from `pre` with period `period` and saltus `saltus`: the
/// values of heaps below pre + period are `first`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Periodic {
    pub first: Vec<i64>,
    pub pre: usize,
    pub period: usize,
    pub saltus: i64,
}

impl Periodic {
    pub fn at(&self, n: i64) -> Option<i64> {
        let n = usize::try_from(n).ok()?;
        if n < self.first.len() {
            return Some(self.first[n]);
        }
        let (cycles, i) = ((n - self.pre) / self.period, (n - self.pre) % self.period);
        self.saltus
            .checked_mul(cycles as i64)?
            .checked_add(self.first[self.pre + i])
    }
}

/// What a finding says about the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The P-positions are those where the formula holds.
    P(Formula),
    /// The Sprague-Grundy value is feature f.
    ValueIs(usize),
    /// The Sprague-Grundy value is feature f mod k.
    ValueMod(usize, i64),
    /// The value of an array is the XOR of g(entry) over its entries.
    Xor(Periodic),
    /// The outcome class by the sign of feature f: the class when f < 0, = 0, > 0.
    ClassBySign(usize, [char; 3]),
    /// The outcome class is `yes` where the atom holds, `no` elsewhere.
    ClassByAtom(Atom, char, char),
    /// The outcome class by feature f mod k (k the length): the class of each residue.
    ClassByResidue(usize, Vec<char>),
    /// The P-positions of a heap are intervals with geometric ends.
    Intervals(Intervals),
}

impl Atom {
    pub fn holds(&self, features: &[Feature], i: usize) -> bool {
        let v = |f: usize| features[f].values[i];
        match *self {
            Atom::Residue { f, k, r } => v(f) >= 0 && v(f) % k == r,
            Atom::Equal { f, c } => v(f) == c,
            Atom::AtMost { f, c } => v(f) <= c,
            Atom::AtLeast { f, c } => v(f) >= c,
            Atom::Compare { f, op, g } => match op {
                Op::Equal => v(f) == v(g),
                Op::AtMost => v(f) <= v(g),
                Op::Below => v(f) < v(g),
            },
        }
    }

    /// The features it reads.
    pub fn reads(&self) -> Vec<usize> {
        match *self {
            Atom::Residue { f, .. }
            | Atom::Equal { f, .. }
            | Atom::AtMost { f, .. }
            | Atom::AtLeast { f, .. } => vec![f],
            Atom::Compare { f, g, .. } => vec![f, g],
        }
    }

    /// The atom in words.
    pub fn words(&self, features: &[Feature]) -> String {
        let name = |f: usize| features[f].name.as_str();
        match *self {
            Atom::Residue { f, k: 2, r: 0 } => format!("{} even", name(f)),
            Atom::Residue { f, k: 2, r: 1 } => format!("{} odd", name(f)),
            Atom::Residue { f, k, r } => format!("{} ≡ {r} (mod {k})", name(f)),
            Atom::Equal { f, c } => format!("{} = {c}", name(f)),
            Atom::AtMost { f, c } => format!("{} ≤ {c}", name(f)),
            Atom::AtLeast { f, c } => format!("{} ≥ {c}", name(f)),
            Atom::Compare { f, op, g } => {
                let op = match op {
                    Op::Equal => "=",
                    Op::AtMost => "≤",
                    Op::Below => "<",
                };
                format!("{} {op} {}", name(f), name(g))
            }
        }
    }

    /// The atom as a condition in code (rhai and Rust write it alike) over the features'
    /// variables, in parentheses where it joins two comparisons.
    pub fn code(&self, features: &[Feature]) -> String {
        let bare = self.bare_code(features);
        match bare.contains("&&") {
            true => format!("({bare})"),
            false => bare,
        }
    }

    /// The atom as a condition in code, with no parentheses around it (an `if`'s condition, a
    /// block's value).
    fn bare_code(&self, features: &[Feature]) -> String {
        let var = |f: usize| features[f].var.as_str();
        match *self {
            Atom::Residue { f, k, r } if features[f].values.iter().all(|&v| v >= 0) => {
                format!("{} % {k} == {r}", var(f))
            }
            Atom::Residue { f, k, r } => format!("{0} >= 0 && {0} % {k} == {r}", var(f)),
            Atom::Equal { f, c } => format!("{} == {c}", var(f)),
            Atom::AtMost { f, c } => format!("{} <= {c}", var(f)),
            Atom::AtLeast { f, c } => format!("{} >= {c}", var(f)),
            Atom::Compare { f, op, g } => {
                let op = match op {
                    Op::Equal => "==",
                    Op::AtMost => "<=",
                    Op::Below => "<",
                };
                format!("{} {op} {}", var(f), var(g))
            }
        }
    }
}

impl Formula {
    pub fn holds(&self, features: &[Feature], i: usize) -> bool {
        match self {
            Formula::One(a) => a.holds(features, i),
            Formula::And(a, b) => a.holds(features, i) && b.holds(features, i),
            Formula::Or(a, b) => a.holds(features, i) || b.holds(features, i),
            Formula::Split(c, a, b) => match c.holds(features, i) {
                true => a.holds(features, i),
                false => b.holds(features, i),
            },
        }
    }

    pub fn atoms(&self) -> Vec<Atom> {
        match *self {
            Formula::One(a) => vec![a],
            Formula::And(a, b) | Formula::Or(a, b) => vec![a, b],
            Formula::Split(c, a, b) => vec![c, a, b],
        }
    }

    pub fn words(&self, features: &[Feature]) -> String {
        match self {
            Formula::One(a) => a.words(features),
            Formula::And(a, b) => format!("{} and {}", a.words(features), b.words(features)),
            Formula::Or(a, b) => format!("{} or {}", a.words(features), b.words(features)),
            Formula::Split(c, a, b) => format!(
                "{} where {}, and {} elsewhere",
                a.words(features),
                c.words(features),
                b.words(features)
            ),
        }
    }

    pub fn code(&self, features: &[Feature]) -> String {
        match self {
            Formula::One(a) => a.code(features),
            Formula::And(a, b) => format!("({}) && ({})", a.code(features), b.code(features)),
            Formula::Or(a, b) => format!("({}) || ({})", a.code(features), b.code(features)),
            Formula::Split(c, a, b) => format!(
                "if {} {{ {} }} else {{ {} }}",
                c.bare_code(features),
                a.bare_code(features),
                b.bare_code(features)
            ),
        }
    }
}

/// The entries of an array position (`None` for other positions).
pub fn entries(position: &Position) -> Option<&[i64]> {
    match position {
        Position::Array(a) => Some(a),
        _ => None,
    }
}

impl Claim {
    /// The value the claim gives at entry i of the table (its features computed there), as
    /// a value the table shows; for a claim about P-positions, whether the position is P.
    pub fn predicts(&self, features: &[Feature], entry: &Entry, i: usize) -> Prediction {
        let v = |f: usize| features[f].values[i];
        let grundy = |x: i64| u64::try_from(x).ok().map(Value::Grundy);
        match self {
            Claim::P(formula) => Prediction::IsP(formula.holds(features, i)),
            Claim::ValueIs(f) => Prediction::Value(grundy(v(*f))),
            Claim::ValueMod(f, k) => {
                Prediction::Value((v(*f) >= 0).then(|| v(*f) % k).and_then(grundy))
            }
            Claim::Xor(g) => Prediction::Value(
                entries(&entry.position)
                    .and_then(|a| a.iter().try_fold(0i64, |x, &n| Some(x ^ g.at(n)?)))
                    .and_then(grundy),
            ),
            Claim::ClassBySign(f, classes) => {
                Prediction::Value(Some(Value::Class(classes[(v(*f).signum() + 1) as usize])))
            }
            Claim::ClassByAtom(atom, yes, no) => {
                Prediction::Value(Some(Value::Class(if atom.holds(features, i) {
                    *yes
                } else {
                    *no
                })))
            }
            Claim::ClassByResidue(f, classes) => Prediction::Value(
                (v(*f) >= 0)
                    .then(|| Value::Class(classes[(v(*f) % classes.len() as i64) as usize])),
            ),
            Claim::Intervals(found) => match entry.position {
                Position::Number(n) => found
                    .contains(n)
                    .map_or(Prediction::Value(None), Prediction::IsP),
                _ => Prediction::Value(None),
            },
        }
    }

    /// Whether the claim holds at entry i.
    pub fn fits(&self, features: &[Feature], entry: &Entry, i: usize) -> bool {
        match self.predicts(features, entry, i) {
            Prediction::IsP(p) => p == entry.is_p(),
            Prediction::Value(v) => v == Some(entry.value),
        }
    }

    /// The features the claim reads.
    pub fn reads(&self) -> Vec<usize> {
        let mut all = match self {
            Claim::P(formula) => formula.atoms().iter().flat_map(|a| a.reads()).collect(),
            Claim::ValueIs(f)
            | Claim::ValueMod(f, _)
            | Claim::ClassBySign(f, _)
            | Claim::ClassByResidue(f, _) => vec![*f],
            Claim::Xor(_) | Claim::Intervals(_) => Vec::new(),
            Claim::ClassByAtom(a, _, _) => a.reads(),
        };
        all.sort_unstable();
        all.dedup();
        all
    }
}

/// What a claim says at one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prediction {
    /// Whether the position is P (the player to move loses).
    IsP(bool),
    /// Its value (`None`: the claim gives none there).
    Value(Option<Value>),
}
