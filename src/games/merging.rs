//! Merging piles under a cap (HEOI 2014, 人人尽说江南好): `n` piles of one stone; a move merges
//! two piles into one, allowed only if the new pile holds at most `m` stones; whoever cannot
//! move loses.
//!
//! Theorem: under best play the game lasts exactly `⌊n/m⌋·(m − 1) + max(n mod m − 1, 0)` moves,
//! the most any play can last (every pile full but one), so the first player wins exactly when
//! that count is odd. Proof idea: the player whom that parity favours always merges into a pile
//! that is not full, keeping every pile but one either full or a single stone, so no pile ends
//! stranded below the cap beside another; the tests check the parity against a search of every
//! multiset of piles for `n, m ≤ 12`.

/// The number of moves a game of `piles` single stones under cap `cap` lasts under best play.
///
/// # Constraints
/// `cap ≥ 1` (a cap of 0 allows no move and gives 0 too).
///
/// # Complexity
/// O(1); exact for all `u64` (the count is below `piles`).
///
/// # Example
/// ```
/// use grundy::games::merging::moves_played;
/// assert_eq!(moves_played(7, 3), 4); // 3 + 3 + 1: two merges per full pile
/// assert_eq!(moves_played(2, 2), 1);
/// assert_eq!(moves_played(6, 1), 0);
/// ```
pub fn moves_played(piles: u64, cap: u64) -> u64 {
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
/// use grundy::games::merging::first_player_wins;
/// assert!(first_player_wins(2, 2));
/// assert!(!first_player_wins(4, 3));
/// assert!(first_player_wins(1_000_000_000, 1_000_000_000)); // 10^9 − 1 merges
/// ```
pub fn first_player_wins(piles: u64, cap: u64) -> bool {
    moves_played(piles, cap) % 2 == 1
}
