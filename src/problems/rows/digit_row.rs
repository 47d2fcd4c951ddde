//! A row of cells, some already holding a digit 0 or 1; a move writes 0 or 1 into an empty
//! cell so that no two neighbouring cells hold the same digit (ARC 151 C). The row splits into
//! runs of empty cells, independent games told apart by the digits around them.
//!
//! Theorem: a run of `len` empty cells is worth `len mod 2` with no digit on either side, `len`
//! with a digit on one side only, and 1 or 0 between two digits that are equal or differ (a
//! run between two digits is never empty when they are equal). Proof idea: between two digits
//! every option splits the run into two runs between digits whose values XOR to 1 exactly when
//! the ends differ, a parity of the digits; with one open end the options reach every value
//! below `len` (write next to the open end's neighbour at the right distance) and never `len`;
//! a run open at both ends is answered by the mirror move. The tests check all three against a
//! search of every row of up to 8 cells.

/// The value of a run of `len` empty cells with digit `left` before it and `right` after it
/// (`None` at an end of the row).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::problems::rows::digit_row::run_value;
/// assert_eq!(run_value(None, None, 7), 1);
/// assert_eq!(run_value(Some(0), None, 10), 10);
/// assert_eq!(run_value(Some(1), Some(1), 3), 1);
/// assert_eq!(run_value(Some(0), Some(1), 4), 0);
/// ```
pub fn run_value(left: Option<u8>, right: Option<u8>, len: u64) -> u64 {
    match (left, right) {
        (None, None) => len % 2,
        (Some(_), None) | (None, Some(_)) => len,
        (Some(a), Some(b)) => u64::from(len > 0 && a == b),
    }
}

/// Whether the player to move wins a row of `cells` cells numbered from 1 whose `given` cells,
/// as (cell, digit) in increasing order of cell, hold digits: the XOR of its runs' values.
///
/// # Panics
/// If the cells of `given` do not increase strictly within 1..=cells.
///
/// # Complexity
/// O(|given|).
///
/// # Example
/// ```
/// use grundy::problems::rows::digit_row::first_player_wins;
/// // Runs: 1 cell open on the left (1), one between 0 and 1 (0), 3 open on the right (3).
/// assert!(first_player_wins(7, &[(2, 0), (4, 1)]));
/// assert!(!first_player_wins(4, &[]));
/// assert!(!first_player_wins(3, &[(2, 1)]));
/// ```
pub fn first_player_wins(cells: u64, given: &[(u64, u8)]) -> bool {
    let mut sum = 0;
    let mut before: Option<(u64, u8)> = None;
    for &(cell, digit) in given {
        assert!(
            before.map_or(cell >= 1, |(b, _)| cell > b) && cell <= cells,
            "cells increase within the row"
        );
        let (start, left) = before.map_or((0, None), |(b, d)| (b, Some(d)));
        sum ^= run_value(left, Some(digit), cell - start - 1);
        before = Some((cell, digit));
    }
    let (start, left) = before.map_or((0, None), |(b, d)| (b, Some(d)));
    sum ^= run_value(left, None, cells - start);
    sum != 0
}
