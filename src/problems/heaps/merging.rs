//! Merging piles under a cap (HEOI 2014, 人人尽说江南好): `n` piles of one stone; a move merges
//! two piles into one, allowed only if the new pile holds at most `m` stones; whoever cannot
//! move loses.
//!
//! Theorem: the first player wins exactly when `⌊n/m⌋·(m − 1) + max(n mod m − 1, 0)`, the most
//! moves any play can last (every pile full but one), is odd. Proof idea (the contest's): the
//! player whom that parity favours can always steer play towards such an end, keeping every
//! pile but one either full or a single stone, and the other cannot change the parity; the
//! tests check the winner against a search of every multiset of piles for `n, m ≤ 12`, and the
//! count against the longest play.

/// The most moves a game of `piles` single stones under cap `cap` can last, whose parity
/// decides the winner.
///
/// # Constraints
/// `cap ≥ 1` (a cap of 0 allows no move and gives 0 too).
///
/// # Complexity
/// O(1); exact for all `u64` (the count is below `piles`).
///
/// # Example
/// ```
/// use grundy::problems::heaps::merging::longest_play;
/// assert_eq!(longest_play(7, 3), 4); // 3 + 3 + 1: two merges per full pile
/// assert_eq!(longest_play(2, 2), 1);
/// assert_eq!(longest_play(6, 1), 0);
/// ```
pub fn longest_play(piles: u64, cap: u64) -> u64 {
    if cap == 0 {
        return 0;
    }
    piles / cap * (cap - 1) + (piles % cap).saturating_sub(1)
}

/// Whether the first player wins with `piles` single stones under cap `cap`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::problems::heaps::merging::first_player_wins;
/// assert!(first_player_wins(2, 2));
/// assert!(!first_player_wins(4, 3));
/// assert!(first_player_wins(1_000_000_000, 1_000_000_000)); // 10^9 − 1 merges
/// ```
pub fn first_player_wins(piles: u64, cap: u64) -> bool {
    longest_play(piles, cap) % 2 == 1
}
