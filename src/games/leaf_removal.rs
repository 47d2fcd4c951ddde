//! Removing leaves of a rooted tree (Luogu P7864, 「EVOI-RD1」摘叶子): a move removes any
//! non-empty set of the vertices that are leaves at that moment (none of their children left;
//! the root is a leaf only once it is alone), and the player who removes the root wins (normal
//! play; in misère play, the one who removes it loses).
//!
//! Theorem: below a vertex, its children's subtrees are played as a selective compound (a move
//! plays in any non-empty set of them), after which the vertex is taken alone. So a lone vertex
//! is won in normal play and lost in misère play; a vertex with one child `c` swaps `c`'s two
//! outcomes; a vertex with two or more children is won, in both plays, iff some child's subtree
//! is won in normal play. Proof idea: removing leaves never splits a subtree and only a lone
//! vertex (a normal-play win) empties in one move, so from subtrees all lost in normal play
//! every move leaves at least two, one of them won; otherwise moving each won subtree to a lost
//! position wins, unless only lone vertices would empty, and then taking all of them (but one,
//! if nothing else is left) and playing the one other subtree's misère game wins.

use super::tree::Rooted;

/// Who wins the game on a subtree: the player to move, in normal play (whoever removes its
/// root wins) and in misère play (whoever removes it loses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The player to move wins when removing the root wins.
    pub normal: bool,
    /// The player to move wins when removing the root loses.
    pub misere: bool,
}

/// The outcomes of the subtree of every vertex.
///
/// # Complexity
/// O(n), no recursion.
///
/// # Example
/// ```
/// use grundy::games::{leaf_removal, tree::Rooted};
/// // The path 0 - 1 - 2 - 3 hanging from 0.
/// let path = Rooted::from_parents(&[0, 0, 1, 2], 0).unwrap();
/// let outcomes = leaf_removal::outcomes(&path);
/// assert!(!outcomes[0].normal && outcomes[0].misere);
/// assert!(outcomes[3].normal && !outcomes[3].misere);
/// ```
pub fn outcomes(tree: &Rooted) -> Vec<Outcome> {
    let mut outcome = vec![
        Outcome {
            normal: true,
            misere: false,
        };
        tree.len()
    ];
    for v in tree.order().rev() {
        let mut children = tree.children(v);
        outcome[v] = match children.len() {
            0 => continue,
            1 => {
                let only = outcome[children.next().unwrap_or(v)];
                Outcome {
                    normal: only.misere,
                    misere: only.normal,
                }
            }
            _ => {
                let won = children.any(|c| outcome[c].normal);
                Outcome {
                    normal: won,
                    misere: won,
                }
            }
        };
    }
    outcome
}

/// Whether the first player removes the root, whoever moves second doing their best.
///
/// # Complexity
/// O(n), no recursion.
///
/// # Example
/// ```
/// use grundy::games::{leaf_removal, tree::Rooted};
/// assert!(leaf_removal::first_player_wins(&Rooted::from_parents(&[0, 0, 0], 0).unwrap()));
/// assert!(!leaf_removal::first_player_wins(&Rooted::from_parents(&[0, 0], 0).unwrap()));
/// ```
pub fn first_player_wins(tree: &Rooted) -> bool {
    outcomes(tree)[tree.root()].normal
}
