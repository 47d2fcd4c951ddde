//! Nim: piles of stones; a move takes any positive number of stones from one pile; whoever
//! takes the last stone wins.
//!
//! Theorem (Bouton): the player to move loses exactly when the nim-sum (XOR) of the piles is 0.
//! Proof idea: a move changes one pile, so it cannot keep a nim-sum of 0; from a nonzero
//! nim-sum `s`, a pile with the top bit of `s` set shrinks to `pile ^ s` and leaves 0.

use std::borrow::Borrow;

/// XOR of all pile sizes: of a slice (`&piles`) or of any iterator of values, like
/// [`mex`](super::sg::mex) (`values.iter().map(|&v| v / 2)`).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::nim::nim_sum;
/// assert_eq!(nim_sum(&[3u64, 6, 9]), 12);
/// assert_eq!(nim_sum((1..=4u64).map(|x| x * x)), 1 ^ 4 ^ 9 ^ 16);
/// ```
pub fn nim_sum<V: Borrow<u64>>(piles: impl IntoIterator<Item = V>) -> u64 {
    piles.into_iter().fold(0, |s, p| s ^ *p.borrow())
}

/// Whether the player to move wins.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles) != 0
}

/// Every winning move as `(pile index, stones left)`, in pile order; none if the player to
/// move loses. Equal piles give equal, separate moves.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// let moves: Vec<_> = grundy::games::nim::winning_moves(&[5, 7, 8, 9, 10]).collect();
/// assert_eq!(moves, [(2, 1), (3, 0), (4, 3)]);
/// ```
pub fn winning_moves(piles: &[u64]) -> impl Iterator<Item = (usize, u64)> + '_ {
    let s = nim_sum(piles);
    piles
        .iter()
        .enumerate()
        .filter(move |&(_, &p)| p ^ s < p)
        .map(move |(i, &p)| (i, p ^ s))
}

/// The number of winning moves (0 if the player to move loses): the piles that have the top
/// bit of the nim-sum set.
///
/// # Complexity
/// O(n).
pub fn count_winning_moves(piles: &[u64]) -> usize {
    winning_moves(piles).count()
}
