//! Sharti (Codeforces 494 E): cells of a board are white or black; a move picks a square of
//! side at most k whose lower-right cell is white and inverts every cell of it. A coin-turning
//! game (white = heads), so a board is worth the XOR of the values of its white cells.
//!
//! Theorem: the white cell (i, j) (from 1) is worth min(lowbit(i), lowbit(j), K), K the
//! largest power of two not above k. Then bit t of the value of a set of white cells is the
//! parity of the cells with both coordinates divisible by 2^t less those divisible by 2^(t+1)
//! (for 2^t ≤ K), so with A the XOR of the masks "2^t divides both" (t up to K's exponent),
//! the board's value is A XOR A/2, non-zero iff A is: a sweep over the union of the white
//! rectangles ([`crate::algo::rect_union`]). Proof idea of the values: the one-dimensional game
//! (turn a run of at most k ending at a heads coin) is the ruler game capped at K, and
//! squares multiply two such rulers by taking the smaller (a square's side is one number for
//! both coordinates). The tests check the values by the mex over squares on 16 × 16 boards,
//! and whole boards by a search of the game on every 4 × 4 board.

use crate::algo::rect_union::{xor_of_and, Rect};

/// The largest power of two not above `k` (k ≥ 1).
fn cap(k: u64) -> u64 {
    1 << (63 - k.leading_zeros())
}

/// The value of a lone white cell at row `i`, column `j` (both from 1) when squares have side
/// at most `k`.
///
/// # Panics
/// If `i`, `j` or `k` is 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::problems::boards::sharti::cell_value;
/// assert_eq!(cell_value(12, 8, 100), 4);
/// assert_eq!(cell_value(8, 16, 7), 4);
/// assert_eq!(cell_value(3, 8, 100), 1);
/// ```
pub fn cell_value(i: u64, j: u64, k: u64) -> u64 {
    assert!(i > 0 && j > 0 && k > 0, "cells and sides from 1");
    let lowbit = |x: u64| x & x.wrapping_neg();
    lowbit(i).min(lowbit(j)).min(cap(k))
}

/// The value of the board whose white cells are the union of `rects` (cells from 1), squares
/// of side at most `k`: the XOR of [`cell_value`] over the union. The board's size does not
/// matter (every square up to the lower-right cell's coordinates fits).
///
/// # Panics
/// If `k` is 0, or a rectangle is empty, touches row or column 0 or reaches `u64::MAX`.
///
/// # Complexity
/// O(m log m) for m rectangles.
///
/// # Example
/// ```
/// use grundy::algo::rect_union::Rect;
/// use grundy::problems::boards::sharti::board_value;
/// let rects = [Rect { top: 1, left: 1, bottom: 3, right: 3 }, Rect { top: 2, left: 2, bottom: 4, right: 4 }];
/// assert_eq!(board_value(&rects, 1), 0);
/// ```
pub fn board_value(rects: &[Rect], k: u64) -> u64 {
    assert!(k > 0, "sides from 1");
    assert!(
        rects.iter().all(|r| r.top > 0 && r.left > 0),
        "cells from 1"
    );
    // Bit t of the mask of x: 2^t divides x, for 2^t ≤ K; its XOR over 1 ≤ x < X has bit t
    // equal to the parity of ⌊(X − 1) / 2^t⌋, bit t of X − 1.
    let levels = cap(k) | (cap(k) - 1);
    let prefix = |x: u64| x.saturating_sub(1) & levels;
    let divisible_by_both = xor_of_and(rects, prefix, prefix);
    divisible_by_both ^ (divisible_by_both >> 1)
}
