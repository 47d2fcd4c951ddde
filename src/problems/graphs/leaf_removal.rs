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

use crate::algo::tree::{fold_up, Rooted};

/// Who wins the game on a subtree: the player to move, in normal play (whoever removes its
/// root wins) and in misère play (whoever removes it loses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The player to move wins when removing the root wins.
    pub normal: bool,
    /// The player to move wins when removing the root loses.
    pub misere: bool,
}

/// What a vertex's outcome needs of its children, gathered one child at a time: how many
/// (0, 1 or more, as 0, 1 or 2), the outcome of the only one, and whether any is won in normal
/// play. One byte, so that the gathering of a million vertices stays in cache.
#[derive(Clone, Copy)]
struct Children(u8);

impl Children {
    const NONE: Children = Children(0);
    const COUNT: u8 = 0b11;
    const ONLY_NORMAL: u8 = 1 << 2;
    const ONLY_MISERE: u8 = 1 << 3;
    const WON: u8 = 1 << 4;

    fn add(&mut self, child: Outcome) {
        let count = (self.0 & Self::COUNT).min(1) + 1;
        let mut bits = self.0 & Self::WON | count;
        if child.normal {
            bits |= Self::ONLY_NORMAL | Self::WON;
        }
        if child.misere {
            bits |= Self::ONLY_MISERE;
        }
        self.0 = bits;
    }

    /// The outcome of the vertex with these children (the theorem).
    fn outcome(self) -> Outcome {
        match self.0 & Self::COUNT {
            0 => Outcome {
                normal: true,
                misere: false,
            },
            1 => Outcome {
                normal: self.0 & Self::ONLY_MISERE != 0,
                misere: self.0 & Self::ONLY_NORMAL != 0,
            },
            _ => Outcome {
                normal: self.0 & Self::WON != 0,
                misere: self.0 & Self::WON != 0,
            },
        }
    }
}

/// The outcomes of the subtree of every vertex.
///
/// # Complexity
/// O(n), no recursion.
///
/// # Example
/// ```
/// use grundy::{algo::tree::Rooted, problems::graphs::leaf_removal};
/// // The path 0 - 1 - 2 - 3 hanging from 0.
/// let path = Rooted::from_parents(&[0, 0, 1, 2], 0).unwrap();
/// let outcomes = leaf_removal::outcomes(&path);
/// assert!(!outcomes[0].normal && outcomes[0].misere);
/// assert!(outcomes[3].normal && !outcomes[3].misere);
/// ```
pub fn outcomes(tree: &Rooted) -> Vec<Outcome> {
    let mut outcome = vec![Children::NONE.outcome(); tree.len()];
    for v in tree.order().rev() {
        let mut children = Children::NONE;
        for c in tree.children(v) {
            children.add(outcome[c]);
        }
        outcome[v] = children.outcome();
    }
    outcome
}

/// The outcomes of the whole tree in which vertex `v` hangs from `parent[v]` (the root's entry
/// is ignored), `None` unless it is a tree (see [`fold_up`]): what [`first_player_wins`] needs,
/// without building a [`Rooted`] tree.
///
/// # Panics
/// If a parent or the root is not below `parent.len()`.
///
/// # Complexity
/// O(n), no recursion, 5n bytes.
///
/// # Example
/// ```
/// use grundy::problems::graphs::leaf_removal;
/// let outcome = leaf_removal::root_outcome(&[0, 0, 1, 2], 0).unwrap();
/// assert!(!outcome.normal && outcome.misere);
/// assert!(leaf_removal::root_outcome(&[0, 2, 1], 0).is_none());
/// ```
pub fn root_outcome(parent: &[u32], root: usize) -> Option<Outcome> {
    fold_up(
        parent,
        root,
        Children::NONE,
        Children::add,
        |_, children| children.outcome(),
    )
}

/// Whether the first player removes the root, whoever moves second doing their best.
///
/// # Complexity
/// O(n), no recursion.
///
/// # Example
/// ```
/// use grundy::{algo::tree::Rooted, problems::graphs::leaf_removal};
/// assert!(leaf_removal::first_player_wins(&Rooted::from_parents(&[0, 0, 0], 0).unwrap()));
/// assert!(!leaf_removal::first_player_wins(&Rooted::from_parents(&[0, 0], 0).unwrap()));
/// ```
pub fn first_player_wins(tree: &Rooted) -> bool {
    outcomes(tree)[tree.root()].normal
}
