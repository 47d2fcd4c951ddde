//! The Sprague–Grundy engine: the value of a position is the mex (least excluded value) of its
//! options' values, and a sum of games has the XOR of its parts' values.
//!
//! A position is lost for the player to move exactly when its value is 0: from value 0 every
//! move reaches a nonzero value, and from a nonzero value some move reaches 0, by the
//! definition of mex. This module computes values from move rules directly; the closed forms
//! elsewhere are checked against it.

use std::collections::HashMap;
use std::hash::Hash;

/// The least non-negative integer not among `values`.
///
/// # Complexity
/// O(n) for n values.
///
/// # Example
/// ```
/// assert_eq!(grundy::games::sg::mex([0, 1, 3]), 2);
/// ```
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let values: Vec<u64> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if v < seen.len() as u64 {
            seen[v as usize] = true;
        }
    }
    // `seen` has one slot more than there are values, so the run of seen values ends in it.
    seen.iter().take_while(|&&s| s).count() as u64
}

/// Values of positions `0..len` of a game whose options from position `x` are smaller
/// positions or sums of them: `options(x, values, out)` pushes onto `out` the value of each
/// option of `x`, given `values` of all positions below `x`.
///
/// # Complexity
/// The total work of `options`, plus O(number of options) for the mex of each position.
///
/// # Example
/// Subtraction game with moves {1, 2}:
/// ```
/// use grundy::games::sg;
/// let t = sg::table(6, |x, v, out| out.extend([1, 2].iter().filter(|&&s| s <= x).map(|&s| v[x - s])));
/// assert_eq!(t, [0, 1, 2, 0, 1, 2]);
/// ```
pub fn table(len: usize, mut options: impl FnMut(usize, &[u64], &mut Vec<u64>)) -> Vec<u64> {
    let mut values = Vec::with_capacity(len);
    let mut buf = Vec::new();
    for x in 0..len {
        buf.clear();
        options(x, &values, &mut buf);
        values.push(mex(buf.iter().copied()));
    }
    values
}

/// Grundy values of arbitrary positions, found by searching the game tree with memoisation.
pub struct Solver<P, F> {
    moves: F,
    memo: HashMap<P, u64>,
}

impl<P: Clone + Eq + Hash, F: FnMut(&P) -> Vec<P>> Solver<P, F> {
    /// A solver for the game whose options from `p` are `moves(&p)`. The game must be finite.
    pub fn new(moves: F) -> Self {
        Solver {
            moves,
            memo: HashMap::new(),
        }
    }

    /// The Grundy value of `position`.
    ///
    /// # Complexity
    /// Each reachable position is expanded once; recursion depth is the longest play.
    pub fn value(&mut self, position: &P) -> u64 {
        if let Some(&v) = self.memo.get(position) {
            return v;
        }
        let options = (self.moves)(position);
        let values: Vec<u64> = options.iter().map(|o| self.value(o)).collect();
        let v = mex(values);
        self.memo.insert(position.clone(), v);
        v
    }
}

/// An eventually (arithmetic-)periodic sequence: from `pre_period` on, the value `period`
/// places later is `saltus` more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodicity {
    pub pre_period: usize,
    pub period: usize,
    pub saltus: i128,
}

/// The shortest period (then the shortest pre-period, and its saltus) that `values` shows,
/// counted only when the periodic part seen is at least as long as the pre-period plus two
/// periods; `None` if there is none. A finite table can only suggest periodicity: for octal
/// games a proof needs the periodicity theorem's bound (see `sg period`).
///
/// # Complexity
/// O(n²) in the worst case.
///
/// # Example
/// ```
/// use grundy::games::sg::{periodicity, Periodicity};
/// let values = [0, 5, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2];
/// assert_eq!(periodicity(&values), Some(Periodicity { pre_period: 2, period: 2, saltus: 0 }));
/// ```
pub fn periodicity(values: &[u64]) -> Option<Periodicity> {
    let len = values.len();
    let step = |n: usize, p: usize| i128::from(values[n + p]) - i128::from(values[n]);
    (1..=len / 3).find_map(|period| {
        let saltus = step(len - 1 - period, period);
        let mut pre_period = len - period;
        while pre_period > 0 && step(pre_period - 1, period) == saltus {
            pre_period -= 1;
        }
        (len - pre_period >= pre_period + 2 * period).then_some(Periodicity {
            pre_period,
            period,
            saltus,
        })
    })
}
