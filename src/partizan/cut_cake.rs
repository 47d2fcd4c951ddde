//! Cut-Cake (Winning Ways, chapter 2): a cake of `x × y` squares, `x` columns wide and `y`
//! rows high. Left cuts a piece along a line between two columns (leaving `a × y` and `(x − a)
//! × y`), Right along a line between two rows; a cake of several pieces is their sum, and who
//! cannot cut loses. Every piece is an integer: with `2^i ≤ x < 2^(i+1)` and `2^j ≤ y <
//! 2^(j+1)`, `x × y` is `⌊x / 2^j⌋ − 1` when `i > j`, `−(⌊y / 2^i⌋ − 1)` when `j > i`, and 0
//! when `i = j`.
//!
//! Proof idea (Winning Ways): by induction each option is an integer sum, Left's best cut is
//! the one nearest the middle and Right's likewise, and the simplicity rule gives the integer
//! between them; a piece of one row is `x − 1` free cuts for Left (one column, `−(y − 1)` for
//! Right). `tests/proofs/cut_cake.rs` checks every piece up to 6 × 6, and sums, by playing
//! them out, sharing nothing with this formula.

use super::game::Outcome;

/// The value of an `x × y` piece (`x` columns, which Left cuts between; `y` rows, which Right
/// cuts between): an integer, the number of moves Left is ahead (negative: Right is).
///
/// # Panics
/// If a side is 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::partizan::cut_cake::value;
/// assert_eq!(value(8, 1), 7); // a row: seven free cuts for Left
/// assert_eq!(value(5, 2), 1); // ⌊5 / 2⌋ − 1
/// assert_eq!(value(3, 12), -5); // −(⌊12 / 2⌋ − 1)
/// assert_eq!(value(6, 4), 0); // as many doublings each way
/// ```
pub fn value(x: u64, y: u64) -> i128 {
    assert!(x > 0 && y > 0, "a piece of cake has both sides at least 1");
    let (i, j) = (x.ilog2(), y.ilog2());
    match i.cmp(&j) {
        std::cmp::Ordering::Greater => i128::from(x >> j) - 1,
        std::cmp::Ordering::Less => 1 - i128::from(y >> i),
        std::cmp::Ordering::Equal => 0,
    }
}

/// Who wins a cake of these pieces (`(x, y)` each): the sum of their values, L when it is
/// above 0 (Left wins whoever starts), R below 0, P at 0 (the second player wins); never N,
/// as a sum of integers.
///
/// # Panics
/// If a side is 0.
///
/// # Complexity
/// O(pieces).
///
/// # Example
/// ```
/// use grundy::partizan::cut_cake::outcome;
/// use grundy::partizan::game::Outcome;
/// assert_eq!(outcome(&[(5, 2), (3, 12)]), Outcome::Right); // 1 − 5
/// assert_eq!(outcome(&[(4, 1), (1, 4)]), Outcome::Previous); // 3 − 3
/// ```
pub fn outcome(pieces: &[(u64, u64)]) -> Outcome {
    let total: i128 = pieces.iter().map(|&(x, y)| value(x, y)).sum();
    Outcome::from_wins(total > 0, total < 0)
}
