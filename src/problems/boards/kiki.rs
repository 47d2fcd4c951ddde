//! kiki's game: a coin on a board moves one cell left, one down, or one diagonally left and
//! down; whoever cannot move (the coin is in the bottom-left corner) loses.
//!
//! Theorem: with the coin `left` columns and `down` rows from the corner, the player to move
//! loses exactly when both are even. Proof idea: every move changes the parity of `left` or of
//! `down`, so from (even, even) every move leaves an odd distance, and from any other position
//! one move (subtract 1 from each odd one) reaches (even, even); the corner is (0, 0).

/// Whether the coin `left` columns and `down` rows from the bottom-left corner is a P-position
/// (lost for the player to move).
///
/// # Example
/// ```
/// use grundy::problems::boards::kiki::is_p_position;
/// assert!(is_p_position(0, 0));
/// assert!(!is_p_position(1, 0));
/// assert!(is_p_position(4, 2));
/// ```
pub fn is_p_position(left: u64, down: u64) -> bool {
    left % 2 == 0 && down % 2 == 0
}

/// Whether kiki, moving first from the top-right corner of a `rows × cols` board (both at least
/// 1), wins: exactly when `rows` or `cols` is even.
///
/// # Example
/// ```
/// use grundy::problems::boards::kiki::first_player_wins;
/// assert!(!first_player_wins(5, 3));
/// assert!(first_player_wins(5, 4));
/// ```
pub fn first_player_wins(rows: u64, cols: u64) -> bool {
    !is_p_position(cols.saturating_sub(1), rows.saturating_sub(1))
}
