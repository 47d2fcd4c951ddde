//! The cutting game: a W×H sheet of grid paper; a move cuts one piece along a grid line into
//! two; whoever first cuts out a 1×1 piece wins.
//!
//! A piece with a side of 1 (and another of at least 2) lets the player to move cut out a 1×1
//! piece at once, so no one who can avoid it leaves such a piece; the player who cannot cut
//! without leaving one loses. Hence the game is normal play on pieces with both sides at least
//! 2, where a cut leaves two such pieces: a split game valued by the generic engine
//! ([`sg::table_2d`]), each cut worth the XOR of its two pieces.

use crate::search::sg::{self, Grid};

/// Values of the pieces `w × h` for `w, h ≤ max_side` (both at least 2; smaller pieces read as
/// 0 and mean nothing).
///
/// # Complexity
/// O(max_side³).
///
/// # Example
/// ```
/// use grundy::problems::boards::cutting;
/// let grid = cutting::values(4);
/// assert_eq!((grid.value(2, 2), grid.value(3, 2), grid.value(4, 2)), (0, 0, 1));
/// ```
pub fn values(max_side: usize) -> Grid {
    sg::table_2d(max_side + 1, max_side + 1, |w, h, grid, out| {
        out.extend((2..=w.saturating_sub(2)).map(|a| grid.value(a, h) ^ grid.value(w - a, h)));
        out.extend((2..=h.saturating_sub(2)).map(|b| grid.value(w, b) ^ grid.value(w, h - b)));
    })
}
