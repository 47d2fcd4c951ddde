//! Subtraction games: one pile; a move takes `s` stones for some `s` in a subtraction set `S`;
//! whoever cannot move loses. The game's values are those of Sprague–Grundy theory, computed
//! by [`sg::table`]; two sets have closed forms.
//!
//! - `S = {1, …, m}` (Bash's game): the value of `n` is `n mod (m + 1)`, since from `n` the
//!   options are exactly the `m` values before it in the cycle.
//! - `S = {1, 2, 4, 8, …}` (powers of two, HDU 1847): the value of `n` is `n mod 3`. Proof idea:
//!   no power of two is a multiple of 3, and 1 and 2 are powers of two, so `n` reaches both
//!   other residues and never its own.
//! - `S = {L, …, R}` (take between L and R, ABC 297 G): the value of `n` is
//!   `⌊(n mod (L + R)) / L⌋`. Proof idea: by induction, the values run 0 (L times), 1 (L
//!   times), …, ⌊R / L⌋ and start again every L + R, and the options of `n`, the R − L + 1
//!   values from `n − R` to `n − L`, cover every value below that of `n` and miss its own.
//! - `S = {1, 2, k}` (Codeforces 1194 D): when 3 does not divide k, `n` is lost exactly when
//!   3 divides it (a take of k keeps a non-multiple a non-multiple, like the takes of 1 and 2);
//!   when 3 divides k, exactly when `r = n mod (k + 1)` is a multiple of 3 other than k. Proof
//!   idea: below k the pattern is that of {1, 2}; k itself wins by moving to 0, and then
//!   k + 1 (which reaches only k, k − 1 and 1) is lost, so the pattern restarts with period
//!   k + 1.
//!
//! Every finite set's values are eventually periodic, and [`proven_period`] proves the period
//! from a table: past the first `t = max S` positions a value is the mex of the `t` values
//! before it, so once a window of `t` values recurs `p` positions later the values repeat with
//! period `p` from that window on (induction on the position).
//!
//! A set known only at run time (S-Nim, several heaps) is an [`SNim`]: its table is computed
//! once, and a position of several heaps is worth the XOR of their values.

use crate::search::{recurrence, sg};

/// Values of positions `0..len` for the finite subtraction set `set`.
///
/// # Complexity
/// O(len · |S|).
///
/// # Example
/// ```
/// use grundy::games::subtraction::table;
/// assert_eq!(table(&[1, 3, 4], 8), [0, 1, 0, 1, 2, 3, 2, 0]);
/// ```
pub fn table(set: &[u64], len: usize) -> Vec<u64> {
    // The takes from 1 up, in order, so that those that fit `x` are a prefix (the order and
    // repeats of options do not change a mex).
    let mut takes: Vec<u64> = set.iter().copied().filter(|&s| s >= 1).collect();
    takes.sort_unstable();
    takes.dedup();
    sg::table(len, |x, values, out| {
        out.extend(
            takes
                .iter()
                .take_while(|&&s| s <= x as u64)
                .map(|&s| values[x - s as usize]),
        )
    })
}

/// The pre-period and period of the values of `set` if `values` (its first values) prove them:
/// the smallest `p` and `e` such that the `t = max S` values from `e` on recur at `e + p`. The
/// period is the smallest, and so is the pre-period, since no non-period can pass the check and
/// every eventual period has the same pre-period; `None` if `values` is too short, the first
/// `e + p + t` values being needed.
///
/// # Complexity
/// O(len) per period tried, usually O(1) (a period that fails nearly always fails at once).
///
/// # Example
/// ```
/// use grundy::games::subtraction::{proven_period, table};
/// // 0 1 0 1 2 3 2 | 0 1 0 1 ...: period 7 from the start, proven by 0 + 7 + 4 values.
/// assert_eq!(proven_period(&[1, 3, 4], &table(&[1, 3, 4], 11)), Some((0, 7)));
/// assert_eq!(proven_period(&[1, 3, 4], &table(&[1, 3, 4], 10)), None);
/// ```
pub fn proven_period(set: &[u64], values: &[u64]) -> Option<(usize, usize)> {
    // Not `usize::try_from`: outside edition 2021's prelude, and a bundle may be built in 2018.
    let t = *set.iter().max()?;
    if t > usize::MAX as u64 {
        return None;
    }
    recurrence::proven_period(t as usize, values)
}

/// The value of `n` when any power of two may be taken: `n mod 3`.
///
/// # Example
/// ```
/// use grundy::games::subtraction::powers_of_two_value;
/// assert_eq!((0..6).map(powers_of_two_value).collect::<Vec<_>>(), [0, 1, 2, 0, 1, 2]);
/// ```
pub fn powers_of_two_value(n: u64) -> u64 {
    n % 3
}

/// The value of `n` when 1 to `max_take` stones may be taken: `n mod (max_take + 1)`.
pub fn take_up_to_value(n: u64, max_take: u64) -> u64 {
    match max_take.checked_add(1) {
        Some(period) => n % period,
        None => n,
    }
}

/// The value of `n` when `least` to `most` stones may be taken: `⌊(n mod (least + most)) /
/// least⌋`.
///
/// # Panics
/// If `least` is 0 (the rule would allow taking nothing) or `least > most`.
///
/// # Complexity
/// O(1); `least + most` may exceed `u64::MAX`.
///
/// # Example
/// ```
/// use grundy::games::subtraction::take_between_value;
/// let values: Vec<u64> = (0..12).map(|n| take_between_value(n, 2, 5)).collect();
/// assert_eq!(values, [0, 0, 1, 1, 2, 2, 3, 0, 0, 1, 1, 2]);
/// assert_eq!(take_between_value(u64::MAX, u64::MAX, u64::MAX), 1);
/// ```
pub fn take_between_value(n: u64, least: u64, most: u64) -> u64 {
    assert!(0 < least && least <= most, "need 0 < least <= most");
    let period = u128::from(least) + u128::from(most);
    ((u128::from(n) % period) / u128::from(least)) as u64
}

/// Whether the player to move wins a pile of `n` when 1, 2 or `k` stones may be taken.
///
/// # Panics
/// If `k` is below 3 (then the set is not {1, 2, k} with three elements).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::subtraction::one_two_or_k_wins;
/// // k = 4: lost exactly at multiples of 3.
/// assert_eq!((0..7).map(|n| one_two_or_k_wins(n, 4)).collect::<Vec<_>>(),
///            [false, true, true, false, true, true, false]);
/// // k = 3: period 4, lost at 0 mod 4.
/// assert_eq!((0..6).map(|n| one_two_or_k_wins(n, 3)).collect::<Vec<_>>(),
///            [false, true, true, true, false, true]);
/// ```
pub fn one_two_or_k_wins(n: u64, k: u64) -> bool {
    assert!(k >= 3, "need k >= 3");
    if k % 3 != 0 {
        return n % 3 != 0;
    }
    let r = k.checked_add(1).map_or(n, |period| n % period);
    r == k || r % 3 != 0
}

/// S-Nim: heaps from which a move takes `s` stones for some `s` in a set given at run time;
/// the value table of one heap is computed once, for heaps up to a largest size.
#[derive(Clone, Debug)]
pub struct SNim {
    values: Vec<u64>,
}

impl SNim {
    /// The game with subtraction set `set` (zeros and repeats are ignored), for heaps of at
    /// most `max_heap` stones.
    ///
    /// # Complexity
    /// O(max_heap · |S|), once.
    pub fn new(set: &[u64], max_heap: usize) -> SNim {
        SNim {
            values: table(set, max_heap + 1),
        }
    }

    /// Whether the player to move wins with these heaps: the XOR of their values is not 0.
    ///
    /// # Panics
    /// If a heap is larger than `max_heap`.
    ///
    /// # Example
    /// ```
    /// use grundy::games::subtraction::SNim;
    /// let game = SNim::new(&[2, 5], 100);
    /// assert!(!game.first_player_wins(&[5, 12]));
    /// assert!(game.first_player_wins(&[2, 4, 7]));
    /// ```
    pub fn first_player_wins(&self, heaps: &[u64]) -> bool {
        heaps
            .iter()
            .fold(0, |sum, &h| sum ^ self.values[h as usize])
            != 0
    }
}
