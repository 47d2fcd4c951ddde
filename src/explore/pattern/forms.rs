//! Values that refer back to a smaller heap, and values that are n less a count of exceptions:
//! two kinds of pattern `sg guess` fits to a table and can extend to any heap.
//!
//! A recursive form splits the heaps by n mod k (k ≤ 12) and gives each class, with q = ⌊n/k⌋,
//! either a linear value a·q + b or the value of the smaller heap a·q + b (a < k, so the heap
//! shrinks by the factor a/k and an evaluation at 10^18 takes a few hundred steps down to the
//! table). Take at most half is g(2q) = q, g(2q + 1) = g(q); take at most ⌊n/3⌋ is g(3q) = q,
//! g(3q + r) = g(2q + r − 1). A form is only reported when it refers back at least once (a
//! form of linear cases alone is an arithmetic period, found as such) and when each class
//! follows it over its last three quarters of the table at least. Values are signed (a scored
//! rule's may be negative): a linear case may fall below 0.

use std::fmt::Write as _;

/// The value of one class n ≡ r (mod k), with q = ⌊n/k⌋.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Case {
    /// a·q + b.
    Linear { a: i128, b: i128 },
    /// The value of the heap a·q + b.
    Refer { a: u64, b: i64 },
}

/// A recursive form, from heap `from` on: heaps below it keep the table's values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    k: u64,
    cases: Vec<Case>,
    from: u64,
}

/// The largest modulus tried.
const MOST_K: u64 = 12;

/// a·q + b written out.
fn linear(a: i128, q: &str, b: i128) -> String {
    let mut text = match a {
        0 => String::new(),
        1 => q.to_string(),
        -1 => format!("−{q}"),
        a if a < 0 => format!("−{}{q}", -a),
        a => format!("{a}{q}"),
    };
    match (b, text.is_empty()) {
        (b, true) if b < 0 => text = format!("−{}", -b),
        (b, true) => text = b.to_string(),
        (0, false) => {}
        (b, false) if b > 0 => write!(text, " + {b}").expect("a String"),
        (b, false) => write!(text, " − {}", -b).expect("a String"),
    }
    text
}

impl Form {
    /// The form in words: `g(2q) = q, g(2q + 1) = g(q)`.
    pub fn describe(&self) -> String {
        let heap = |r: u64| linear(self.k.into(), "q", r.into());
        let cases: Vec<String> = self
            .cases
            .iter()
            .enumerate()
            .map(|(r, case)| match *case {
                Case::Linear { a, b } => format!("g({}) = {}", heap(r as u64), linear(a, "q", b)),
                Case::Refer { a, b } => {
                    format!(
                        "g({}) = g({})",
                        heap(r as u64),
                        linear(a.into(), "q", b.into())
                    )
                }
            })
            .collect();
        let from = match self.from {
            0 => String::new(),
            from => format!(" for n ≥ {from}"),
        };
        format!("{}{from}", cases.join(", "))
    }

    /// The value at heap `n`, referring back down to `table` (the values from heap 0); `None`
    /// past what an `i128` holds.
    pub fn value(&self, mut n: u64, table: &[i128]) -> Option<i128> {
        loop {
            if n < table.len() as u64 {
                return Some(table[n as usize]);
            }
            let (q, r) = (n / self.k, (n % self.k) as usize);
            match self.cases[r] {
                Case::Linear { a, b } => return a.checked_mul(q.into())?.checked_add(b),
                Case::Refer { a, b } => {
                    n = u64::try_from(a as i128 * q as i128 + b as i128).ok()?
                }
            }
        }
    }
}

/// The value a case gives at heap `n` of class r (q = ⌊n/k⌋), from `values`; `None` where it
/// refers outside the table or to a heap not smaller.
fn case_value(case: Case, n: usize, k: usize, values: &[i128]) -> Option<i128> {
    let q = (n / k) as i64;
    match case {
        Case::Linear { a, b } => a.checked_mul(q.into())?.checked_add(b),
        Case::Refer { a, b } => {
            let m = usize::try_from(a as i64 * q + b).ok()?;
            (m < n).then(|| values[m])
        }
    }
}

/// The least heap of class r (mod k) from which `case` holds up to the end of `values`.
fn holds_from(case: Case, r: usize, k: usize, values: &[i128]) -> usize {
    let top = (values.len() - 1 - r) / k * k + r;
    let mut n = top;
    loop {
        if case_value(case, n, k, values) != Some(values[n]) {
            return n + k;
        }
        if n < k {
            return 0;
        }
        n -= k;
    }
}

/// The simplest recursive form that `values` (from heap 0) follow, with at least one class
/// referring back; each class must follow it from a heap no later than a quarter of the table,
/// over at least 20 heaps.
pub fn find(values: &[i128]) -> Option<Form> {
    let len = values.len();
    for k in 1..=MOST_K as usize {
        if len / k < 4 * 20 / 3 + 1 {
            break;
        }
        let mut cases = Vec::with_capacity(k);
        let mut from = 0;
        for r in 0..k {
            let Some((case, start)) = best_case(r, k, values) else {
                break;
            };
            if start > len / 4 {
                break;
            }
            from = from.max(start);
            cases.push(case);
        }
        if cases.len() == k && cases.iter().any(|c| matches!(c, Case::Refer { .. })) {
            return Some(Form {
                k: k as u64,
                cases,
                from: from as u64,
            });
        }
    }
    None
}

/// The case that class r (mod k) follows from the earliest heap (linear first, on ties), and
/// that heap.
fn best_case(r: usize, k: usize, values: &[i128]) -> Option<(Case, usize)> {
    let top = (values.len() - 1 - r) / k * k + r;
    let mut best: Option<(Case, usize)> = None;
    let mut consider = |case: Case| {
        let start = holds_from(case, r, k, values);
        if best.map_or(true, |(_, s)| start < s) {
            best = Some((case, start));
        }
    };
    // Linear: the slope and intercept of the last two heaps of the class.
    if top >= k {
        let (v1, v0) = (values[top], values[top - k]);
        let q = (top / k) as i128;
        let a = v1.checked_sub(v0);
        let b = a.and_then(|a| v1.checked_sub(a.checked_mul(q)?));
        if let (Some(a), Some(b)) = (a, b) {
            consider(Case::Linear { a, b });
        }
    }
    let bound = 2 * k as i64 + 2;
    for a in 1..k as u64 {
        for b in -bound..=bound {
            consider(Case::Refer { a, b });
        }
    }
    best
}

/// `values` as n less the number of exceptions below n: the exceptions (heaps whose value is
/// not n less the exceptions before them) and their count, when there are 1 to 32 of them,
/// all in the first half of the table.
pub fn less_exceptions(values: &[i128]) -> Option<Vec<u64>> {
    let mut exceptions = Vec::new();
    for (n, &v) in values.iter().enumerate() {
        if v != (n - exceptions.len()) as i128 {
            exceptions.push(n as u64);
            if exceptions.len() > 32 {
                return None;
            }
        }
    }
    let last = *exceptions.last()?;
    (last < values.len() as u64 / 2).then_some(exceptions)
}

/// P-positions that are intervals with geometrically growing ends (a race to n by
/// multiplying: POJ 2505 "A Multiplication Game"): from heap `a` on, the P-positions are the
/// intervals [aᵢ, bᵢ] with a₀ = a, b₀ = b, aᵢ₊₁ = r·aᵢ + s and bᵢ₊₁ = r·bᵢ + t (r ≥ 2); below `a`
/// they are `below`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Intervals {
    pub below: Vec<u64>,
    pub a: u64,
    pub b: u64,
    pub r: u64,
    pub s: i64,
    pub t: i64,
}

impl Intervals {
    /// Whether heap n is a P-position; `None` past what a u64 holds.
    pub fn contains(&self, n: u64) -> Option<bool> {
        if n < self.a {
            return Some(self.below.contains(&n));
        }
        let (mut a, mut b) = (self.a, self.b);
        while a <= n {
            if n <= b {
                return Some(true);
            }
            let next = |x: u64, c: i64| {
                u64::try_from(i128::from(self.r) * i128::from(x) + i128::from(c)).ok()
            };
            (a, b) = (next(a, self.s)?, next(b, self.t)?);
        }
        Some(false)
    }

    /// The intervals in words.
    pub fn describe(&self) -> String {
        let below = match self.below.len() {
            0 => String::new(),
            _ => {
                let listed: Vec<String> = self.below.iter().map(|n| n.to_string()).collect();
                format!("{} and ", listed.join(", "))
            }
        };
        format!(
            "{below}the intervals [aᵢ, bᵢ] with a₀ = {}, b₀ = {}, aᵢ₊₁ = {}, bᵢ₊₁ = {}",
            self.a,
            self.b,
            linear(self.r.into(), "aᵢ", self.s.into()),
            linear(self.r.into(), "bᵢ", self.t.into())
        )
    }
}

/// The P-positions `p` (p[n]: whether heap n is one) as intervals with geometric ends, when
/// three intervals at least, the first of two heaps or more, follow the recurrences exactly
/// (the last may run past the table) after at most two exceptional ones, and they cover the
/// table from the first on.
pub fn geometric_intervals(p: &[bool]) -> Option<Intervals> {
    let mut runs: Vec<(usize, Option<usize>)> = Vec::new();
    for n in 0..p.len() {
        if p[n] && (n == 0 || !p[n - 1]) {
            runs.push((n, None));
        }
        if p[n] && n + 1 < p.len() && !p[n + 1] {
            runs.last_mut()?.1 = Some(n);
        }
    }
    for skip in 0..=2.min(runs.len()) {
        let rest = &runs[skip..];
        if rest.len() < 3 || rest[1].1.is_none() {
            continue;
        }
        let (a0, a1, a2) = (rest[0].0 as i64, rest[1].0 as i64, rest[2].0 as i64);
        let (b0, b1) = (rest[0].1? as i64, rest[1].1? as i64);
        if a1 <= a0 || (a2 - a1) % (a1 - a0) != 0 {
            continue;
        }
        let r = (a2 - a1) / (a1 - a0);
        if r < 2 {
            continue;
        }
        let found = Intervals {
            below: (0..rest[0].0 as u64).filter(|&n| p[n as usize]).collect(),
            a: a0 as u64,
            b: b0 as u64,
            r: r as u64,
            s: a1 - r * a0,
            t: b1 - r * b0,
        };
        if found.below.len() <= 8
            && found.b > found.a
            && found.t >= found.s
            && (0..p.len() as u64).all(|n| found.contains(n) == Some(p[n as usize]))
        {
            return Some(found);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bounded_takes;

    fn signed(values: &[u64]) -> Vec<i128> {
        values.iter().map(|&v| v.into()).collect()
    }

    #[test]
    fn take_at_most_a_fraction_has_a_form_that_extends() {
        for k in 2..=6u64 {
            let most = |n: u64| n / k;
            let values = signed(&bounded_takes::table(2000, most));
            let form = find(&values[..500]).expect("a form");
            for n in (500..2000).chain([1 << 40, 1_000_000_000_000_000_000]) {
                let expected = bounded_takes::value(n, most);
                assert_eq!(
                    form.value(n, &values[..500]),
                    Some(expected.into()),
                    "k {k} at {n}"
                );
            }
        }
    }

    #[test]
    fn half_is_described_as_such() {
        let values = signed(&bounded_takes::table(600, |n| n / 2));
        assert_eq!(
            find(&values).unwrap().describe(),
            "g(2q) = q, g(2q + 1) = g(q)"
        );
    }

    #[test]
    fn negative_values_have_forms_too() {
        // g(2q) = −q, g(2q + 1) = g(q): take at most half, negated.
        let values: Vec<i128> = bounded_takes::table(600, |n| n / 2)
            .iter()
            .map(|&v| -i128::from(v))
            .collect();
        let form = find(&values).expect("a form");
        assert_eq!(form.describe(), "g(2q) = −q, g(2q + 1) = g(q)");
        for n in [600, 12_345, 1 << 40, u64::MAX] {
            let expected = -i128::from(bounded_takes::value(n, |n| n / 2));
            assert_eq!(form.value(n, &values), Some(expected), "{n}");
        }
    }

    #[test]
    fn the_multiplication_race_has_geometric_intervals() {
        // Multiply by 2..=9 from 1, reaching n first wins: the mover at target n loses when
        // no multiplier reaches n or leads to a lost race to ⌈n/k⌉ (written here, not by the form).
        let mut wins = vec![false; 200_001];
        for n in 2..wins.len() {
            wins[n] = (2..=9).any(|k| k >= n || !wins[(n + k - 1) / k]);
        }
        let p: Vec<bool> = wins.iter().map(|w| !w).collect();
        let found = geometric_intervals(&p[..6000]).expect("intervals");
        assert_eq!(
            found.describe(),
            "0, 1 and the intervals [aᵢ, bᵢ] with a₀ = 10, b₀ = 18, aᵢ₊₁ = 18aᵢ − 17, bᵢ₊₁ = 18bᵢ"
        );
        for (n, &lost) in p.iter().enumerate() {
            assert_eq!(found.contains(n as u64), Some(lost), "{n}");
        }
        assert!(geometric_intervals(&(0..1000).map(|n| n % 3 == 0).collect::<Vec<_>>()).is_none());
    }

    #[test]
    fn a_period_found_as_a_form_extends_as_the_period() {
        // 8q ≡ q (mod 7): n mod 7 refers back to ⌊n/8⌋ + r, and must agree with the period.
        let values: Vec<i128> = (0..1000).map(|n| n % 7).collect();
        let form = find(&values).expect("a form mod 8");
        for n in [1000, 12_345, 1 << 40, u64::MAX] {
            assert_eq!(form.value(n, &values), Some((n % 7).into()), "{n}");
        }
    }
}
