//! Discard and split (SDOI 2009, E&D): piles in pairs; a move picks a pair, discards one of
//! its piles and splits the other into two non-empty piles, which become the new pair; whoever
//! cannot move (every pile a single stone) loses. A game of several pairs is their sum.
//!
//! Theorem: the pair `(a, b)` is worth the number of trailing 1 bits of `(a − 1) | (b − 1)`
//! (its lowest 0 bit). Proof idea: by induction the splits of a pile of `s` reach exactly the
//! values `k` whose bit is set in `s − 1`, so a pair's options reach the set bits of
//! `(a − 1) | (b − 1)`, and their mex is its lowest 0 bit.

/// The Grundy value of the pair `(a, b)`.
///
/// # Constraints
/// `a, b ≥ 1` (an empty pile is read as a single stone).
///
/// # Complexity
/// O(1); exact for all `u64`.
///
/// # Example
/// ```
/// use grundy::problems::heaps::discard_split::pair_value;
/// assert_eq!(pair_value(1, 1), 0);
/// assert_eq!(pair_value(1, 2), 1);
/// assert_eq!(pair_value(3, 1), 0); // only the split 1 + 2, worth 1
/// assert_eq!(pair_value((1 << 30) + 1, 1 << 30), 31);
/// ```
pub fn pair_value(a: u64, b: u64) -> u64 {
    u64::from((a.saturating_sub(1) | b.saturating_sub(1)).trailing_ones())
}

/// Whether the first player wins the sum of `pairs`.
///
/// # Complexity
/// O(number of pairs).
///
/// # Example
/// ```
/// use grundy::problems::heaps::discard_split::first_player_wins;
/// assert!(first_player_wins(&[(1, 2), (3, 1)]));
/// assert!(!first_player_wins(&[(1, 1), (1, 1), (1, 1)]));
/// ```
pub fn first_player_wins(pairs: &[(u64, u64)]) -> bool {
    pairs.iter().fold(0, |s, &(a, b)| s ^ pair_value(a, b)) != 0
}
