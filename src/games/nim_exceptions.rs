//! Nim with exceptions: one heap, from which a move takes any number of stones (or a number in
//! a take-set S), except that a sparse list of (heap, take) moves is forbidden (or, with a
//! take-set, added). Values at heaps up to 10^18 from the exceptions alone.
//!
//! Take-any Nim ([`ForbiddenNim`]): every value below the number m of distinct values seen so
//! far occurs at exactly one "fresh" heap, the heap that first got it, and possibly at
//! "repeating" heaps; a heap with no forbidden move reaches every earlier value, so its value is
//! the fresh m. Hence between exception heaps the values run n − (the number of repeating heaps
//! below n), one arithmetic piece of step 1 per gap, and an exception heap takes the least value
//! v whose heaps (1 + its repeats) all lie among its forbidden targets, or m if there is none.
//!
//! Take-set ([`SetExceptions`]): between exception heaps the value of n is the mex of the
//! values at n − s, a function of the t = max S values before it, so each gap is periodic from
//! the first window of t values that recurs (the argument of [`crate::search::recurrence`]), and is
//! stored as its pre-period and one period.

use crate::search::compressed::{Piece, Sequence};
use crate::search::recurrence::proven_period;
use crate::search::sg::mex;
use std::collections::{BTreeMap, HashMap};

/// Take-any Nim in which some (heap, take) moves are forbidden.
#[derive(Clone, Debug)]
pub struct ForbiddenNim {
    values: Sequence,
}

impl ForbiddenNim {
    /// The game with the (heap, take) moves of `forbidden` forbidden; pairs that are not moves
    /// (a take of 0 or more than the heap) are ignored, and so are repeats.
    ///
    /// # Complexity
    /// O(E log E) for E pairs.
    ///
    /// # Example
    /// Forbid taking the whole heap of 3: heap 3 reaches 1 and 2 only, so its value is 0, and
    /// every larger heap is worth one less than in Nim.
    /// ```
    /// use grundy::games::nim_exceptions::ForbiddenNim;
    /// let game = ForbiddenNim::new(&[(3, 3)]);
    /// assert_eq!([0, 1, 2, 3, 4].map(|n| game.value(n)), [0, 1, 2, 0, 3]);
    /// assert_eq!(game.value(1_000_000_000_000_000_000), 999_999_999_999_999_999);
    /// ```
    pub fn new(forbidden: &[(u64, u64)]) -> Self {
        let mut targets: BTreeMap<u64, Vec<u64>> = BTreeMap::new();
        for &(heap, take) in forbidden {
            if take >= 1 && take <= heap {
                targets.entry(heap).or_default().push(heap - take);
            }
        }
        let mut values = Sequence::new();
        let mut fresh = 0u64; // the number of distinct values so far: 0 … fresh − 1
        let mut repeats: HashMap<u64, u64> = HashMap::new();
        for (heap, mut targets) in targets {
            let gap = heap - values.len();
            if gap > 0 {
                values.push(
                    gap,
                    Piece::Arithmetic {
                        first: fresh,
                        step: 1,
                    },
                );
                fresh += gap;
            }
            targets.sort_unstable();
            targets.dedup();
            let mut by_value: Vec<u64> = targets.iter().map(|&t| value_at(&values, t)).collect();
            by_value.sort_unstable();
            // The least value all of whose heaps are forbidden targets (each target's value
            // counted: a value at 1 + r heaps needs 1 + r targets).
            let mut value = fresh;
            let mut i = 0;
            while i < by_value.len() {
                let v = by_value[i];
                let same = by_value[i..].iter().take_while(|&&x| x == v).count();
                if same as u64 == 1 + repeats.get(&v).copied().unwrap_or(0) {
                    value = value.min(v);
                }
                i += same;
            }
            if value == fresh {
                fresh += 1;
            } else {
                *repeats.entry(value).or_default() += 1;
            }
            values.push_value(value);
        }
        values.push(
            u64::MAX,
            Piece::Arithmetic {
                first: fresh,
                step: 1,
            },
        );
        ForbiddenNim { values }
    }

    /// The value of a heap of `n`.
    ///
    /// # Complexity
    /// O(log E).
    pub fn value(&self, n: u64) -> u64 {
        value_at(&self.values, n)
    }
}

fn value_at(values: &Sequence, n: u64) -> u64 {
    values.value(n).expect("a value at every heap computed")
}

/// The most values computed in one gap between exception heaps before its period shows.
const MOST_IN_GAP: usize = 1 << 24;

/// A subtraction game (take-set S) in which some (heap, take) moves are forbidden and others
/// added.
#[derive(Clone, Debug)]
pub struct SetExceptions {
    values: Sequence,
}

impl SetExceptions {
    /// The game with take-set `set`, the moves `forbidden` removed and `added` allowed (pairs
    /// (heap, take)); pairs that are not moves (a take of 0 or more than the heap) are
    /// ignored. `None` if a stretch between exceptions shows no period within 2^24 values.
    ///
    /// # Complexity
    /// O(E log E) for E pairs, plus per stretch between exception heaps the values up to its
    /// period (pre-period plus period, typically a few times max S) times |S|.
    ///
    /// # Example
    /// Take 1 or 2 (values n mod 3), but a heap of 4 may also take 3 and a heap of 7 may not
    /// take 1: from 7 on the values are (n − 7) mod 3.
    /// ```
    /// use grundy::games::nim_exceptions::SetExceptions;
    /// let game = SetExceptions::new(&[1, 2], &[(7, 1)], &[(4, 3)]).unwrap();
    /// let values: Vec<u64> = (0..11).map(|n| game.value(n)).collect();
    /// assert_eq!(values, [0, 1, 2, 0, 3, 1, 0, 0, 1, 2, 0]);
    /// assert_eq!(game.value(1_000_000_000_000_000_000), 0);
    /// ```
    pub fn new(set: &[u64], forbidden: &[(u64, u64)], added: &[(u64, u64)]) -> Option<Self> {
        let mut set: Vec<u64> = set.iter().copied().filter(|&s| s >= 1).collect();
        set.sort_unstable();
        set.dedup();
        // Per exception heap: its takes, after the changes.
        let mut changed: BTreeMap<u64, Vec<u64>> = BTreeMap::new();
        let moves = |heap: u64| set.iter().copied().filter(move |&s| s <= heap);
        for &(heap, _) in forbidden.iter().chain(added) {
            changed.entry(heap).or_insert_with(|| moves(heap).collect());
        }
        for &(heap, take) in forbidden {
            changed
                .entry(heap)
                .and_modify(|takes| takes.retain(|&s| s != take));
        }
        for &(heap, take) in added {
            if take >= 1 && take <= heap {
                changed.entry(heap).and_modify(|takes| takes.push(take));
            }
        }
        let mut values = Sequence::new();
        for (heap, takes) in changed {
            fill_gap(&mut values, &set, heap)?;
            let value = mex(takes.iter().map(|&s| value_at(&values, heap - s)));
            values.push_value(value);
        }
        fill_gap(&mut values, &set, u64::MAX)?;
        Some(SetExceptions { values })
    }

    /// The value of a heap of `n`.
    ///
    /// # Complexity
    /// O(log of the number of pieces).
    pub fn value(&self, n: u64) -> u64 {
        value_at(&self.values, n)
    }
}

/// Extends `values` up to heap `to` (exclusive; `u64::MAX`: for ever) by the take-set `set`
/// alone; `None` if no period shows within [`MOST_IN_GAP`] values.
fn fill_gap(values: &mut Sequence, set: &[u64], to: u64) -> Option<()> {
    let t = set.last().copied().unwrap_or(0);
    // Below t fewer takes fit: those heaps by the definition.
    while values.len() < to.min(t) {
        let x = values.len();
        let options = set.iter().filter(|&&s| s <= x);
        values.push_value(mex(options.map(|&s| value_at(values, x - s))));
    }
    let start = values.len();
    if start >= to {
        return Some(());
    }
    if t == 0 {
        values.push(to - start, Piece::Run(0));
        return Some(());
    }
    let w = t as usize;
    let mut window: Vec<u64> = (start - t..start).map(|x| value_at(values, x)).collect();
    let mut want = 1024;
    loop {
        let gap = (to - start).min(want as u64) as usize;
        while window.len() < w + gap {
            let n = window.len();
            window.push(mex(set.iter().map(|&s| window[n - s as usize])));
        }
        if gap as u64 == to - start {
            window[w..].iter().for_each(|&v| values.push_value(v));
            return Some(());
        }
        if let Some((pre, period)) = proven_period(w, &window) {
            let from = pre.max(w); // the periodic part, as an index of `window`
            window[w..from].iter().for_each(|&v| values.push_value(v));
            let cycle = (0..period).map(|j| window[pre + (from - pre + j) % period]);
            let len = to - (start - t + from as u64);
            values.push(len, Piece::Periodic(cycle.collect()));
            return Some(());
        }
        if want >= MOST_IN_GAP {
            return None;
        }
        want *= 2;
    }
}
