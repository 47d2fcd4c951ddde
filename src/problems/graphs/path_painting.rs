//! Painting paths to the root black (SPOJ COT3, Combat on a tree): every vertex of a rooted tree
//! is white or black; a move picks a white vertex and paints black every white vertex on the
//! path from the root to it, and whoever cannot move loses.
//!
//! Theorem: a move at `u` leaves, as a sum, the subtrees hanging off the root-to-`u` path, so
//! the value of `v`'s subtree is the mex of the set `S(v)` of those sums over the white `u`
//! below `v`: with `X(v)` the XOR of `v`'s children's values, `S(v)` is `X(v)` if `v` is white,
//! together with `S(c) ⊕ X(v) ⊕ value(c)` for each child `c`. Proof idea: after a move the
//! path is black, so a later move in one hanging subtree paints nothing outside it
//! (Sprague–Grundy); the sets are carried up the tree as tries with a lazy XOR
//! ([`crate::algo::xor_trie`]), and a first move at `u` wins iff the XOR of what hangs off the
//! path to `u` is 0.

use crate::algo::tree::Rooted;
use crate::algo::xor_trie::XorTries;
use crate::games::nim::nim_sum;

/// The Grundy value of the game on each vertex's subtree (`white[v]`: whether `v` is white).
///
/// # Complexity
/// O(n log n): each white vertex's value enters one trie of `log2 n + 1` levels.
///
/// # Example
/// ```
/// use grundy::{algo::tree::Rooted, problems::graphs::path_painting};
/// // A root with two white leaves.
/// let tree = Rooted::from_parents(&[0, 0, 0], 0).unwrap();
/// assert_eq!(path_painting::values(&tree, &[false, true, true]), [0, 1, 1]);
/// assert_eq!(path_painting::values(&tree, &[true, true, true]), [2, 1, 1]);
/// ```
pub fn values(tree: &Rooted, white: &[bool]) -> Vec<u64> {
    let n = tree.len();
    // A subtree's value is at most the number of its white vertices.
    let bits = u64::BITS - (n as u64).leading_zeros();
    let mut tries = XorTries::new(bits);
    let mut sets = vec![XorTries::EMPTY; n];
    let mut value = vec![0; n];
    for v in tree.order().rev() {
        let below = nim_sum(tree.children(v).map(|c| value[c]));
        let mut set = XorTries::EMPTY;
        for c in tree.children(v) {
            let lifted = tries.xor_all(sets[c], below ^ value[c]);
            set = tries.merge(set, lifted);
        }
        if white[v] {
            set = tries.insert(set, below);
        }
        value[v] = tries.mex(set);
        sets[v] = set;
    }
    value
}

/// Every vertex the first player can pick and still win, ascending (none when the game is
/// lost).
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use grundy::{algo::tree::Rooted, problems::graphs::path_painting};
/// // The path 0 - 1 - 2, all white: only picking the far end paints everything.
/// let path = Rooted::from_parents(&[0, 0, 1], 0).unwrap();
/// assert_eq!(path_painting::winning_first_moves(&path, &[true; 3]), [2]);
/// ```
pub fn winning_first_moves(tree: &Rooted, white: &[bool]) -> Vec<usize> {
    let value = values(tree, white);
    let below = |v: usize| nim_sum(tree.children(v).map(|c| value[c]));
    // left[u]: the XOR of the subtrees hanging off the path from the root to u.
    let mut left = vec![0; tree.len()];
    for u in tree.order() {
        left[u] = match tree.parent(u) {
            Some(p) => left[p] ^ value[u] ^ below(u),
            None => below(u),
        };
    }
    (0..tree.len())
        .filter(|&u| white[u] && left[u] == 0)
        .collect()
}
