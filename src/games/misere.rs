//! Anti-Nim (misère Nim): Nim where whoever takes the last stone loses (so a player facing no
//! stones at all has won).
//!
//! Theorem: the player to move wins exactly when either every pile has at most one stone and
//! the number of one-stone piles is even, or some pile has two or more and the nim-sum is
//! nonzero. Proof idea: with all piles ≤ 1 the play is forced and parity decides; otherwise
//! play normal Nim until the move that would leave only piles ≤ 1, and there leave an odd
//! number of single stones instead; positions with a pile ≥ 2 and nim-sum 0 can only move to
//! positions of the winning kind. Empty piles are ignored, so `[0, 1]` is a loss. This is the
//! SJ theorem ([`anti_sg`]) for piles, whose only pile of value 0 is empty.

use super::{anti_sg, nim};

/// Whether the player to move wins anti-Nim.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::misere;
/// assert!(misere::first_player_wins(&[3, 5, 1]));
/// assert!(!misere::first_player_wins(&[0, 1]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    anti_sg::first_player_wins(piles.iter().copied())
}

/// Every winning move as `(pile index, stones left)`, in pile order; empty if the player to
/// move loses (or faces no stones, having already won).
///
/// # Complexity
/// O(n).
pub fn winning_moves(piles: &[u64]) -> Vec<(usize, u64)> {
    let big: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] >= 2).collect();
    let ones = piles.iter().filter(|&&p| p == 1).count();
    match big.as_slice() {
        // All piles ≤ 1: with an even, nonzero number of single stones, take any one.
        [] if ones % 2 == 0 => (0..piles.len())
            .filter(|&i| piles[i] == 1)
            .map(|i| (i, 0))
            .collect(),
        [] => Vec::new(),
        // One big pile: cut it so that an odd number of single stones remains.
        &[i] => vec![(i, if ones % 2 == 0 { 1 } else { 0 })],
        _ => nim::winning_moves(piles).collect(),
    }
}
