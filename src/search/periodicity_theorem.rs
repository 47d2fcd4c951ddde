//! The periodicity theorem for octal games (Guy and Smith; Winning Ways ch. 4): if an octal game
//! whose moves take at most `t` tokens has `G(n + p) = G(n)` for every `n` with
//! `e ≤ n < 2e + p + t` (`e ≥ 1`), then `G(n + p) = G(n)` for every `n ≥ e`. So the first
//! `2e + 2p + t` values prove the period. Proof idea: a move from `n + p` with `n` past the
//! checked range splits what is left into two heaps, the larger at least `e + p`, and taking `p`
//! off the larger gives a move from `n` to a position of equal value, and back (induction on n).
//!
//! The same argument holds for games whose moves take at most `t` tokens and leave up to `k`
//! non-empty heaps in every way (hexadecimal codes, k = 3, and splits into any k): the largest
//! heap left from n + p is at least (n + p − t)/k, so checking `e ≤ n < k·e + (k − 1)·p + t`
//! (the first `k·e + k·p + t` values) proves the period ([`values_needed_with_parts`]).
//!
//! [`Watch`] checks the theorem while values are computed: at lengths growing by an eighth it
//! looks for periods whose run at the end is longer than one period, then follows those value
//! by value, so it reports a proof at the first length that proves one of them.

use super::recurrence::Periodic;

/// A period proven by the theorem: `G(n + period) = G(n)` for all `n ≥ pre_period`, both the
/// smallest such, and the number of values the theorem needs for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    pub pre_period: usize,
    pub period: usize,
    pub values_needed: usize,
}

/// Values the theorem needs to prove period `p` from `e` for largest take `t`. (With `e = 0`
/// it proves the period from 1 on, and `G(p) = G(0)` is among the values checked.)
pub fn values_needed(e: usize, p: usize, t: usize) -> usize {
    values_needed_with_parts(e, p, t, 2)
}

/// Values the theorem needs to prove period `p` from `e` for largest take `t` when a move
/// leaves at most `parts` heaps: `parts·e + parts·p + t` (with `e` at least 1).
pub fn values_needed_with_parts(e: usize, p: usize, t: usize, parts: usize) -> usize {
    parts * e.max(1) + parts * p + t
}

/// The values of every heap of an octal game whose moves take at most `largest_take` tokens,
/// from a period the theorem proves: `values(len)` gives the values of heaps `0..len` (by any
/// means), asked for 64 heaps, then twice as many, up to `most`; `None` when no period is
/// proven within `most` values (or a value passes 65535).
///
/// # Complexity
/// The calls of `values`, plus O(length) per call to check the theorem.
///
/// # Example
/// Dawson's Kayles (remove two neighbouring pins): period 34 from heap 53 on.
/// ```
/// use grundy::search::periodicity_theorem::periodic;
/// use grundy::search::sg::table;
/// let dawson = periodic(2, 1 << 12, |len| {
///     table(len, |n, g, out| out.extend((2..=n).map(|k| g[k - 2] ^ g[n - k])))
/// })
/// .unwrap();
/// assert_eq!((dawson.pre_period(), dawson.period()), (53, 34));
/// ```
pub fn periodic(
    largest_take: usize,
    most: usize,
    mut values: impl FnMut(usize) -> Vec<u64>,
) -> Option<Periodic<u64>> {
    let mut len = 64.min(most);
    loop {
        let table = values(len);
        let small: Option<Vec<u16>> = table
            .iter()
            .map(|&v| (v <= u64::from(u16::MAX)).then_some(v as u16))
            .collect();
        if let Some(proof) = Watch::new(largest_take).finish(&small?) {
            return Some(Periodic::from_proven(table, proof.pre_period, proof.period));
        }
        if len >= most {
            return None;
        }
        len = (len * 2).min(most);
    }
}

/// Follows candidate periods of a growing table of values.
///
/// # Example
/// ```
/// use grundy::search::octal::Code;
/// use grundy::search::periodicity_theorem::{Proof, Watch};
/// let kayles: Vec<u16> = Code::parse("0.77").unwrap().values(200).iter().map(|&v| v as u16).collect();
/// let mut watch = Watch::new(2);
/// assert_eq!(watch.finish(&kayles[..167]), None);
/// let proof = Proof { pre_period: 71, period: 12, values_needed: 168 };
/// assert_eq!(watch.finish(&kayles[..168]), Some(proof));
/// assert_eq!(Watch::new(2).observe(&kayles), Some(proof)); // stops at 168
/// ```
pub struct Watch {
    largest_take: usize,
    parts: usize,
    seen: usize,
    next_look: usize,
    candidates: Vec<Candidate>,
}

#[derive(Clone, Copy, Debug)]
struct Candidate {
    period: usize,
    // G(n + period) = G(n) for every n from here up to the end seen.
    start: usize,
}

/// Candidates followed at most.
const CANDIDATES: usize = 16;

impl Watch {
    /// A watch for an octal game whose moves take at most `largest_take` tokens.
    pub fn new(largest_take: usize) -> Watch {
        Watch::with_parts(largest_take, 2)
    }

    /// A watch for a game whose moves take at most `largest_take` tokens and leave at most
    /// `parts` non-empty heaps, every way of splitting allowed (a hexadecimal code: 3).
    pub fn with_parts(largest_take: usize, parts: usize) -> Watch {
        Watch {
            largest_take,
            parts,
            seen: 0,
            next_look: 16,
            candidates: Vec::new(),
        }
    }

    /// Reads the values past those seen before (`values` extends the table of the last call)
    /// and returns the proof as soon as the table proves a period: at the first length that
    /// proves a followed candidate (candidates are looked for at lengths growing by an eighth).
    ///
    /// # Complexity
    /// O(16) per new value, plus about O(length) per look for candidates.
    pub fn observe(&mut self, values: &[u16]) -> Option<Proof> {
        let (t, k) = (self.largest_take, self.parts);
        while self.seen < values.len() {
            let end = values.len().min(self.next_look);
            for n in self.seen..end {
                for c in &mut self.candidates {
                    if n >= c.period && values[n] != values[n - c.period] {
                        c.start = n + 1 - c.period;
                    }
                }
                let proven =
                    |c: &Candidate| n + 1 >= values_needed_with_parts(c.start, c.period, t, k);
                if self.candidates.iter().any(proven) {
                    self.seen = n + 1;
                    return Some(self.proof(&values[..=n]));
                }
            }
            self.seen = end;
            if end == self.next_look {
                self.next_look += (self.next_look / 8).max(1);
                self.look(&values[..end]);
            }
        }
        None
    }

    /// Like [`Watch::observe`], and then looks for candidates in the whole of `values`: the
    /// proof, if `values` proves a period at all (when the table ends here).
    pub fn finish(&mut self, values: &[u16]) -> Option<Proof> {
        if let Some(proof) = self.observe(values) {
            return Some(proof);
        }
        self.look(values);
        let (t, k) = (self.largest_take, self.parts);
        let proven =
            |c: &Candidate| values.len() >= values_needed_with_parts(c.start, c.period, t, k);
        self.candidates
            .iter()
            .any(proven)
            .then(|| self.proof(values))
    }

    /// The candidate with the fewest values needed, if any: a period the table shows from
    /// `start` on, not yet proven.
    pub fn best(&self) -> Option<Proof> {
        let (t, k) = (self.largest_take, self.parts);
        self.candidates
            .iter()
            .map(|c| Proof {
                pre_period: c.start,
                period: c.period,
                values_needed: values_needed_with_parts(c.start, c.period, t, k),
            })
            .min_by_key(|p| p.values_needed)
    }

    /// Replaces the candidates by the periods `p` whose run at the end of `values` is longer
    /// than `p`, keeping those that need the fewest values. Whether the last `p + 1` values
    /// repeat those `p` before is first asked of a polynomial hash (O(1) per period, O(1)
    /// memory: two cursors walk back from the end, one a value per period, one two); only
    /// periods that pass are followed back value by value.
    fn look(&mut self, values: &[u16]) {
        const BASE: u64 = 0x9e37_79b9_7f4a_7c15;
        let len = values.len();
        self.candidates.clear();
        if len < 3 {
            return;
        }
        // S(i) = Σ_{j ≥ i} (G(j) + 1)·BASE^(j − i), so that the window i..r hashes to
        // S(i) − BASE^(r − i)·S(r), and S(len) = 0.
        let term = |i: usize| u64::from(values[i]) + 1;
        let before = |i: usize, s: u64| term(i).wrapping_add(BASE.wrapping_mul(s));
        let mut last = term(len - 1); // S(len − p), the period before's S(len − p − 1)
        let mut back = term(len - 1); // S(len − 2p − 1)
        let mut found: Vec<Candidate> = Vec::new();
        let mut power = BASE.wrapping_mul(BASE); // BASE^(period + 1)
        for period in 1..=(len - 1) / 2 {
            let end_run = last; // S(len − p)
            last = before(len - period - 1, last);
            let i = len - 2 * period - 1;
            back = before(i, before(i + 1, back));
            // The last p + 1 values against the p + 1 before them, p places back.
            if last == back.wrapping_sub(power.wrapping_mul(end_run)) {
                // A multiple of a candidate repeats wherever the candidate does: start looking
                // below the earliest start of a candidate dividing it (not the first found: a
                // short run of period 2 at the very end divides every even period).
                let mut n = len;
                let divisor = found
                    .iter()
                    .filter(|c| period % c.period == 0)
                    .min_by_key(|c| c.start);
                if let Some(c) = divisor {
                    n = n.min(c.start + period);
                }
                while n > period && values[n - 1] == values[n - 1 - period] {
                    n -= 1;
                }
                let start = n - period;
                if len - start > period && divisor.map_or(true, |c| start < c.start) {
                    found.push(Candidate { period, start });
                }
            }
            power = power.wrapping_mul(BASE);
        }
        let (t, k) = (self.largest_take, self.parts);
        found.sort_by_key(|c| values_needed_with_parts(c.start, c.period, t, k));
        found.truncate(CANDIDATES);
        self.candidates = found;
    }

    /// The smallest period and pre-period, given that a candidate is proven by `values`.
    fn proof(&self, values: &[u16]) -> Proof {
        let (t, k) = (self.largest_take, self.parts);
        let c = *self
            .candidates
            .iter()
            .find(|c| values.len() >= values_needed_with_parts(c.start, c.period, t, k))
            .expect("a proven candidate");
        // The table is periodic from c.start with period c.period, so a divisor q is a period
        // from there if it is one over one period.
        let period = (1..=c.period)
            .filter(|q| c.period % q == 0)
            .find(|&q| (c.start..c.start + c.period).all(|n| values[n + q] == values[n]))
            .expect("the period itself");
        let mut pre_period = c.start;
        while pre_period > 0 && values[pre_period - 1] == values[pre_period - 1 + period] {
            pre_period -= 1;
        }
        Proof {
            pre_period,
            period,
            values_needed: values_needed_with_parts(pre_period, period, t, k),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pre-period of 1000 values (all above 99), then period 60 (values below 100) ending in a
    /// run of period 2, so that 2 is a candidate too.
    fn table(len: usize) -> Vec<u16> {
        let period: Vec<u16> = (0..60)
            .map(|i| if i >= 50 { 1 + i % 2 } else { i * 7 % 97 })
            .collect();
        let mut state = 12345u32;
        (0..len)
            .map(|n| {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                if n < 1000 {
                    100 + (state >> 16) as u16 % 50
                } else {
                    period[(n - 1000) % 60]
                }
            })
            .collect()
    }

    #[test]
    fn multiples_of_a_candidate_are_not_candidates() {
        let len = 1000 + 60 * 50; // ends with the run of period 2
        let values = table(len);
        let mut watch = Watch::new(2);
        watch.look(&values);
        let periods: Vec<(usize, usize)> = watch
            .candidates
            .iter()
            .map(|c| (c.period, c.start))
            .collect();
        assert!(periods.contains(&(60, 1000)), "{periods:?}");
        assert!(periods.contains(&(2, len - 10)), "{periods:?}");
        assert!(
            periods.iter().all(|&(p, _)| p <= 60 || p % 60 != 0),
            "{periods:?}"
        );
    }
}
