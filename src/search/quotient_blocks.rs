//! Floor-quotient blocks (整除分块): the values x = 1..=n fall into classes on which ⌊n / x⌋ is
//! constant, and there are fewer than 2√n of them, so a game whose positions are valued by
//! ⌊n / x⌋ (Luogu P3179: a coin at x moves to its multiples, and the value of x depends only
//! on ⌊n / x⌋) is solved class by class.
//!
//! Theorem: the class of x is the range x..=⌊n / ⌊n / x⌋⌋, and there are at most 2⌊√n⌋ classes.
//! Proof idea: q = ⌊n / x⌋ holds exactly for the y with q·y ≤ n < (q + 1)·y, whose largest is
//! ⌊n / q⌋; below √n each x is at most one class, above it each quotient is below √n.

use std::ops::RangeInclusive;

/// The classes of x in `1..=n` with the same floor quotient ⌊n / x⌋, as `(quotient, xs)`, in
/// increasing x (so decreasing quotient).
///
/// # Complexity
/// O(√n) classes, O(1) each.
///
/// # Example
/// ```
/// use grundy::search::quotient_blocks::quotient_blocks;
/// let blocks: Vec<_> = quotient_blocks(10).collect();
/// assert_eq!(blocks, [(10, 1..=1), (5, 2..=2), (3, 3..=3), (2, 4..=5), (1, 6..=10)]);
/// // The sum of ⌊n / x⌋ over x, in O(√n):
/// let sum: u64 = quotient_blocks(10).map(|(q, xs)| q * (xs.end() - xs.start() + 1)).sum();
/// assert_eq!(sum, 27);
/// ```
pub fn quotient_blocks(n: u64) -> impl Iterator<Item = (u64, RangeInclusive<u64>)> {
    let mut x = 1;
    std::iter::from_fn(move || {
        if x == 0 || x > n {
            return None;
        }
        let quotient = n / x;
        let last = n / quotient;
        let block = (quotient, x..=last);
        // x wraps to 0 after n = u64::MAX, which ends the iteration.
        x = last.wrapping_add(1);
        Some(block)
    })
}
