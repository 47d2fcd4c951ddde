//! Anti-SG: a sum of games played misère (whoever cannot move wins), each game with its
//! normal-play Grundy value.
//!
//! SJ theorem (贾志豪 2009): if every component of value 0 that can still move can move to a
//! component of value 1 (for instance, when value 0 means the component is finished), the
//! player to move wins exactly when either the XOR of the values is nonzero and some value
//! exceeds 1, or the XOR is zero and no value exceeds 1. Proof idea: the two kinds of position
//! named are the winning ones: from each a move reaches a position of neither kind (Nim play,
//! or leaving an odd number of 1s when only one value exceeds 1), and from a position of
//! neither kind every move reaches one of them. The condition is needed when every value is 0:
//! a whole Hackenbush tree of value 0 with edges left (two stalks of 2 edges) can only move to
//! values above 1 and is lost, not won; split at the root into planted branches, whose only
//! value-0 position is the empty one, the same trees meet it. [`condition_holds`] checks it.

/// Whether the player to move wins the misère sum of components with these Grundy values,
/// given the SJ condition (see the module doc).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::anti_sg::first_player_wins;
/// assert!(first_player_wins([1, 1]));
/// assert!(!first_player_wins([1]));
/// assert!(first_player_wins([3, 1]));
/// assert!(!first_player_wins([2, 2]));
/// ```
pub fn first_player_wins(values: impl IntoIterator<Item = u64>) -> bool {
    let (sum, big) = values
        .into_iter()
        .fold((0, false), |(s, big), v| (s ^ v, big || v > 1));
    (sum != 0) == big
}

/// Whether a game meets the SJ condition on `positions` (which must include every position
/// reachable from them): every position of Grundy value 0 that has a move has a move to a
/// position of value 1. Values come from the game's own move rule.
///
/// # Complexity
/// One Grundy search over the reachable positions.
///
/// # Example
/// Nim heaps meet it (the only heap of value 0 is empty):
/// ```
/// use grundy::games::anti_sg::condition_holds;
/// let heap = |&n: &u64| (0..n).collect::<Vec<u64>>();
/// assert!(condition_holds(0..20, heap));
/// ```
pub fn condition_holds<P: Clone + Eq + std::hash::Hash>(
    positions: impl IntoIterator<Item = P>,
    moves: impl Fn(&P) -> Vec<P>,
) -> bool {
    let mut solver = crate::search::sg::Solver::new(&moves);
    positions.into_iter().all(|p| {
        let options = moves(&p);
        solver.value(&p) != 0 || options.is_empty() || options.iter().any(|o| solver.value(o) == 1)
    })
}
