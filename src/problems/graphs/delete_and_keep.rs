//! Deleting a vertex of a tree and keeping one of the parts (Luogu P8347, 「Wdoi-6」另一侧的月):
//! a move deletes a vertex with its edges and keeps one of the components left, throwing the
//! rest away; a player whose move leaves a single vertex loses.
//!
//! Theorem: the player to move wins exactly when some vertex has even degree. Proof idea: in
//! a tree whose degrees are all odd, every move leaves the kept part's vertex next to the
//! deleted one with even degree; otherwise take an even vertex `u` with a neighbour `v` beyond
//! which lie all the other even vertices (a leaf of the subtree spanning them), and delete `v`
//! keeping `u`'s part, which has at least two vertices and only odd degrees.

use crate::algo::tree::Rooted;

/// Whether the player to move wins on `tree` (at least two vertices for a game to be played).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::{algo::tree::Rooted, problems::graphs::delete_and_keep};
/// let path = |n: usize| Rooted::from_edges(n, &(1..n).map(|v| (v - 1, v)).collect::<Vec<_>>(), 0);
/// assert!(!delete_and_keep::first_player_wins(&path(2).unwrap()));
/// assert!(delete_and_keep::first_player_wins(&path(3).unwrap()));
/// ```
pub fn first_player_wins(tree: &Rooted) -> bool {
    (0..tree.len()).any(|v| (tree.children(v).len() + usize::from(v != tree.root())) % 2 == 0)
}

/// Whether the player to move wins on the tree whose vertices have these degrees (as
/// [`degrees`](crate::algo::tree::degrees) gives them, which also checks the tree), with no tree
/// built.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::{algo::tree::degrees, problems::graphs::delete_and_keep};
/// assert!(!delete_and_keep::first_player_wins_by_degrees(&degrees(2, &[(0, 1)]).unwrap()));
/// assert!(delete_and_keep::first_player_wins_by_degrees(&degrees(3, &[(0, 1), (1, 2)]).unwrap()));
/// ```
pub fn first_player_wins_by_degrees(degrees: &[u32]) -> bool {
    degrees.iter().any(|d| d % 2 == 0)
}
