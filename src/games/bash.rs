//! Bash's game: one pile of `n` stones; a move takes 1 to `m` stones; whoever takes the last
//! stone wins. Public Sale (HDU 2149) is the same game seen as bidding up to a goal.
//!
//! Theorem: the player to move loses exactly when `n` is a multiple of `m + 1`. Proof idea:
//! from a multiple of `m + 1` every take leaves a non-multiple, and from a non-multiple taking
//! `n mod (m + 1)` leaves a multiple; 0 is a multiple and is lost.

use std::ops::RangeInclusive;

/// Whether the player to move wins with `stones` left and takes of 1 to `max_take`.
///
/// # Complexity
/// O(1); exact for all `u64` (no overflow at `max_take = u64::MAX`).
///
/// # Example
/// ```
/// use grundy::games::bash;
/// assert!(bash::first_player_wins(23, 2));
/// assert!(!bash::first_player_wins(4, 3));
/// ```
pub fn first_player_wins(stones: u64, max_take: u64) -> bool {
    winning_take(stones, max_take).is_some()
}

/// The winning take, if the player to move wins; it is unique.
pub fn winning_take(stones: u64, max_take: u64) -> Option<u64> {
    let take = match max_take.checked_add(1) {
        Some(period) => stones % period,
        None => stones,
    };
    (take != 0 && take <= max_take).then_some(take)
}

/// Public Sale: the bid starts at 0, players take turns raising it by 1 to `max_raise`, and
/// whoever first brings it to `goal` or more wins. Returns every winning first bid, in
/// increasing order (empty if the first bidder loses).
///
/// Bids of `goal` or more win at once; below the goal, raising the bid by `r` is taking `r`
/// stones from a Bash pile of `goal` stones (overshooting the last stone only helps the
/// player who could already take it), so the only other winning bid is `goal mod (max_raise +
/// 1)`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::bash::winning_first_bids;
/// assert_eq!(winning_first_bids(4, 2), 1..=1);
/// assert!(winning_first_bids(3, 2).is_empty());
/// assert_eq!(winning_first_bids(3, 5), 3..=5);
/// ```
#[allow(clippy::reversed_empty_ranges)]
pub fn winning_first_bids(goal: u64, max_raise: u64) -> RangeInclusive<u64> {
    if goal <= max_raise {
        goal.max(1)..=max_raise
    } else {
        match winning_take(goal, max_raise) {
            Some(bid) => bid..=bid,
            None => 1..=0,
        }
    }
}
