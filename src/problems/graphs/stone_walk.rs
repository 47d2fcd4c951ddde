//! A piece walking a tree of stone piles (AtCoder AGC 010 F, Tree Game): a turn takes one stone
//! from the vertex under the piece and then moves the piece to a neighbouring vertex; a player
//! who finds no stone under the piece loses.
//!
//! Theorem: the player to move from `v` wins exactly when some neighbour `u` has fewer stones
//! than `v` and the player to move from `u` loses in the tree with `v` cut off. Proof idea: a
//! step to a neighbour with at least as many stones is answered by stepping straight back, and
//! the walker's vertex runs out first; after a step to a lost `u` with fewer stones, a step
//! back to `v` is answered the same way, so `v` never matters again. Values for every starting
//! vertex come from one rerooting pass ([`Rooted::reroot`]).

use crate::algo::tree::Rooted;

/// For each vertex, whether the player to move wins with the piece on it, the vertex `v`
/// holding `stones[v]` stones.
///
/// # Complexity
/// O(n), no recursion.
///
/// # Example
/// ```
/// use grundy::{algo::tree::Rooted, problems::graphs::stone_walk};
/// let path = Rooted::from_edges(3, &[(0, 1), (1, 2)], 0).unwrap();
/// assert_eq!(stone_walk::mover_wins(&[1, 2, 3], &path), [false, true, false]);
/// ```
pub fn mover_wins(stones: &[u64], tree: &Rooted) -> Vec<bool> {
    // A vertex is won iff some neighbour beyond it, with fewer stones, is lost.
    tree.reroot(
        false,
        |a, b| *a || *b,
        |u, v, &u_wins| stones[u] < stones[v] && !u_wins,
        |_, &won| won,
    )
}
