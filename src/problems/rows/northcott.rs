//! Northcott's game with retreats (2021 CoE-II B, 黑白棋): each of several lines carries a black
//! piece (the first player's) and a white piece (the second player's) at integer positions; a
//! move slides one's own piece along one line, forward toward the other piece by any distance
//! short of reaching it, or backward by 1 to `d`, and each player may move backward at most `k`
//! times in the whole game; whoever cannot move loses.
//!
//! Theorem: the first player wins exactly when the XOR of the lines' gaps (the empty cells
//! between the two pieces) is not 0, whatever `k` and `d`: the game is Nim on the gaps.
//! Proof idea: the player who leaves a Nim-sum of 0 answers a forward move by Nim's reply and
//! a backward move by moving forward as far on the same line, which gives back the same gaps
//! while the opponent has spent one of finitely many backward moves, and so never spends a
//! backward move of their own; the budgets are shared across lines, but the winner does not
//! need one, and the loser's only buy time.

/// The gap of a line: the empty cells between its black piece at `black` and its white piece
/// at `white`.
///
/// # Panics
/// If `black == white`.
///
/// # Example
/// ```
/// use grundy::problems::rows::northcott::gap;
/// assert_eq!(gap(4, 8), 3);
/// assert_eq!(gap(7, 5), 1);
/// assert_eq!(gap(-1000, 1000), 1999);
/// ```
pub fn gap(black: i64, white: i64) -> u64 {
    black
        .abs_diff(white)
        .checked_sub(1)
        .expect("the two pieces of a line stand apart")
}

/// Whether the first player (moving the black pieces) wins with `lines` given as `(black,
/// white)` positions, for every budget `k` of backward moves and every backward step limit
/// `d`.
///
/// # Panics
/// If a line has both pieces on one position.
///
/// # Complexity
/// O(number of lines).
///
/// # Example
/// ```
/// use grundy::problems::rows::northcott::first_player_wins;
/// assert!(first_player_wins(&[(3, 8), (7, 5)])); // gaps 4 and 1
/// assert!(!first_player_wins(&[(-9, -19), (10, 21), (12, 16)])); // gaps 9, 10 and 3
/// ```
pub fn first_player_wins(lines: &[(i64, i64)]) -> bool {
    lines.iter().fold(0, |sum, &(b, w)| sum ^ gap(b, w)) != 0
}
