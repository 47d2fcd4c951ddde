//! Subtraction games: one pile; a move takes `s` stones for some `s` in a subtraction set `S`;
//! whoever cannot move loses. The game's values are those of Sprague–Grundy theory, computed
//! by [`sg::table`]; two sets have closed forms.
//!
//! - `S = {1, …, m}` (Bash's game): the value of `n` is `n mod (m + 1)`, since from `n` the
//!   options are exactly the `m` values before it in the cycle.
//! - `S = {1, 2, 4, 8, …}` (powers of two, HDU 1847): the value of `n` is `n mod 3`. Proof idea:
//!   no power of two is a multiple of 3, and 1 and 2 are powers of two, so `n` reaches both
//!   other residues and never its own.

use super::sg;

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
    sg::table(len, |x, values, out| {
        out.extend(
            set.iter()
                .filter(|&&s| s >= 1 && s <= x as u64)
                .map(|&s| values[x - s as usize]),
        )
    })
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
