//! Sequences whose value at each n ≥ t is a function of the t values before it: a subtraction
//! game's values (the mex of the t = max S before), or tuples of values when a position carries
//! a little state (the last take, whose turn). Such a sequence is periodic from the first place
//! e where t values in a row recur p places later, since from there the same t values give the
//! same next value, and so on by induction.
//!
//! [`proven_period`] finds the smallest such p, and then the smallest e, in a table; [`Periodic`]
//! computes values until a period is proven and answers any n, up to `u64::MAX`, from the
//! pre-period and one period.

/// The pre-period e and period p that `values` proves for a sequence whose value at each n ≥
/// `window` is a function of the `window` values before it: the smallest p such that the last
/// `window` values recur p places earlier within `values`, and the smallest e from which every
/// value recurs p places later. `None` when `values` is too short to prove any period: a proof
/// needs the first e + p + t values.
///
/// # Complexity
/// O(len) per period tried, usually O(1) (a period that fails nearly always fails at once).
///
/// # Example
/// The subtraction game {1, 3, 4}: 0 1 0 1 2 3 2 | 0 1 0 1 …, period 7 from the start, proven
/// by 0 + 7 + 4 values.
/// ```
/// use grundy::search::recurrence::proven_period;
/// let values = [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1];
/// assert_eq!(proven_period(4, &values), Some((0, 7)));
/// assert_eq!(proven_period(4, &values[..10]), None);
/// ```
pub fn proven_period<T: PartialEq>(window: usize, values: &[T]) -> Option<(usize, usize)> {
    let len = values.len();
    (1..=len.checked_sub(window)?).find_map(|p| {
        // Matches G(n + p) = G(n) running back from the last pair, for n from `e` up.
        let matches = |n: &usize| values[n + p] == values[*n];
        let last_window = (len - p).saturating_sub(window)..len - p;
        if !last_window.clone().all(|n| matches(&n)) {
            return None;
        }
        let e = (0..last_window.start)
            .rev()
            .find(|n| !matches(n))
            .map_or(0, |n| n + 1);
        Some((e, p))
    })
}

/// An eventually periodic sequence, stored as its pre-period and one period.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Periodic<T> {
    values: Vec<T>,
    pre_period: usize,
    period: usize,
}

impl<T: PartialEq> Periodic<T> {
    /// The sequence whose value at n is `next(values before n)`, where from n = `window` on
    /// `next` looks only at the last `window` values: computed in tables of 1024 values, then
    /// twice as many, until one proves a period ([`proven_period`]); `None` if none is proven
    /// within `most` values.
    ///
    /// # Complexity
    /// The calls of `next`, plus O(values computed) per period tried.
    ///
    /// # Example
    /// Take 1 or 2 stones, but never the number the opponent just took: a position is the heap
    /// and the last take, so each heap carries a tuple (the value after a take of 1, of 2, and
    /// with no take yet), a function of the two tuples before it. The value at a heap of 10^18
    /// is then one call:
    /// ```
    /// use grundy::search::recurrence::Periodic;
    /// use grundy::search::sg::mex;
    /// // values[n][last]: last = 0 (the opponent took 1), 1 (took 2), 2 (nothing yet).
    /// let game = Periodic::find(2, 1 << 16, |values: &[[u64; 3]]| {
    ///     let n = values.len();
    ///     let after = |last: usize| {
    ///         let takes = [1, 2].iter().copied().enumerate().filter(|&(i, t)| t <= n && i != last);
    ///         mex(takes.map(|(i, t)| values[n - t][i]))
    ///     };
    ///     [after(0), after(1), after(2)]
    /// })
    /// .unwrap();
    /// assert_eq!((game.pre_period(), game.period()), (2, 3));
    /// assert_eq!(game.value(1_000_000_000_000_000_000)[2], 2);
    /// ```
    pub fn find(window: usize, most: usize, mut next: impl FnMut(&[T]) -> T) -> Option<Self> {
        let mut values = Vec::new();
        let mut len = 1024.min(most);
        loop {
            while values.len() < len {
                let value = next(&values);
                values.push(value);
            }
            if let Some((pre_period, period)) = proven_period(window, &values) {
                values.truncate(pre_period + period);
                return Some(Periodic {
                    values,
                    pre_period,
                    period,
                });
            }
            if len == most {
                return None;
            }
            len = len.saturating_mul(2).min(most);
        }
    }

    /// The sequence proven periodic by `values` (see [`proven_period`]); `None` if it proves
    /// no period.
    pub fn from_values(window: usize, mut values: Vec<T>) -> Option<Self> {
        let (pre_period, period) = proven_period(window, &values)?;
        values.truncate(pre_period + period);
        Some(Periodic {
            values,
            pre_period,
            period,
        })
    }
}

impl<T> Periodic<T> {
    /// The sequence that starts with `values` and repeats its last `period` values for ever
    /// from `pre_period` on: a period proven by other means than a recurring window (the
    /// periodicity theorem of octal games, [`super::octal::Code::periodic_values`]). Values past
    /// `pre_period + period` are dropped.
    ///
    /// # Panics
    /// If `period` is 0 or `values` holds fewer than `pre_period + period` values.
    ///
    /// # Example
    /// ```
    /// use grundy::search::recurrence::Periodic;
    /// let s = Periodic::from_proven(vec![5, 0, 1, 2, 0, 1], 1, 3);
    /// assert_eq!((*s.value(0), *s.value(7), *s.value(1_000_000)), (5, 0, 0));
    /// ```
    pub fn from_proven(mut values: Vec<T>, pre_period: usize, period: usize) -> Self {
        assert!(
            period > 0 && values.len() >= pre_period + period,
            "one whole period"
        );
        values.truncate(pre_period + period);
        Periodic {
            values,
            pre_period,
            period,
        }
    }

    /// Where the periodic part starts.
    pub fn pre_period(&self) -> usize {
        self.pre_period
    }

    /// The smallest period.
    pub fn period(&self) -> usize {
        self.period
    }

    /// The value at `n`, any `n`.
    pub fn value(&self, n: u64) -> &T {
        let (e, p) = (self.pre_period as u64, self.period as u64);
        let index = if n < e { n } else { e + (n - e) % p };
        &self.values[index as usize]
    }
}
