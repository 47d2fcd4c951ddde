//! Grundy's game: heaps of tokens; a move splits one heap into two non-empty heaps of
//! different sizes; whoever cannot move loses.
//!
//! No formula for its values is known (OEIS A002188; they are conjectured, not proven, to be
//! eventually periodic), so they are computed: the value of heap `n` is the mex of
//! `value(a) ^ value(n − a)` over `1 ≤ a < n − a`.

use super::sg;

/// Values of heaps `0..len` by the definition: O(len²).
///
/// # Example
/// ```
/// use grundy::games::grundys_game::values;
/// assert_eq!(values(10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// ```
pub fn values(len: usize) -> Vec<u64> {
    sg::table(len, |n, values, out| {
        out.extend((1..(n + 1) / 2).map(|a| values[a] ^ values[n - a]))
    })
}
