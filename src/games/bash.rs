//! Bash's game: one pile of `n` stones; a move takes 1 to `m` stones; whoever takes the last
//! stone wins. Public Sale (HDU 2149) is the same game seen as bidding up to a goal.
//!
//! Theorem: the player to move loses exactly when `n` is a multiple of `m + 1`. Proof idea:
//! from a multiple of `m + 1` every take leaves a non-multiple, and from a non-multiple taking
//! `n mod (m + 1)` leaves a multiple; 0 is a multiple and is lost.
//!
//! Several piles with the same `m` (ARC 168 B, where `m` may be chosen): a pile is worth
//! `n mod (m + 1)`. The largest `m` for which the first player wins is unbounded when the
//! piles' XOR is not 0 (every `m` past the largest pile is Nim); otherwise it is `p − 1` for
//! the largest size `p` held by an odd number of piles, and there is none when `p` is 1 or
//! every size is held by an even number of piles. Proof idea: sizes above `m` held by an even
//! number of piles cancel, so for `m ≥ p` the XOR is that of all piles, 0, while for
//! `m = p − 1` the piles of `p` drop to 0 and the XOR becomes `p`.

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

/// The largest take limit for which the first player wins a position of several piles; see
/// [`largest_winning_max_take`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LargestMaxTake {
    /// The first player wins for every large enough limit.
    Unbounded,
    /// The largest limit, at least 1, for which the first player wins.
    Largest(u64),
    /// No limit of at least 1 lets the first player win.
    Never,
}

/// The largest `m ≥ 1` for which the first player wins `piles` when every move takes 1 to `m`
/// stones from one pile.
///
/// # Complexity
/// O(n log n) for n piles (a sort of a copy).
///
/// # Example
/// ```
/// use grundy::games::bash::{largest_winning_max_take, LargestMaxTake};
/// assert_eq!(largest_winning_max_take(&[1, 2, 3]), LargestMaxTake::Largest(2));
/// assert_eq!(largest_winning_max_take(&[1, 2, 3, 4]), LargestMaxTake::Unbounded);
/// assert_eq!(largest_winning_max_take(&[100, 100]), LargestMaxTake::Never);
/// ```
pub fn largest_winning_max_take(piles: &[u64]) -> LargestMaxTake {
    if piles.iter().fold(0, |x, &p| x ^ p) != 0 {
        return LargestMaxTake::Unbounded;
    }
    let mut sorted = piles.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    // The first size, from the largest down, held by an odd number of piles.
    let mut odd = None;
    let mut i = 0;
    while i < sorted.len() {
        let run = sorted[i..].iter().take_while(|&&p| p == sorted[i]).count();
        if run % 2 == 1 {
            odd = Some(sorted[i]);
            break;
        }
        i += run;
    }
    match odd {
        Some(size) if size >= 2 => LargestMaxTake::Largest(size - 1),
        _ => LargestMaxTake::Never,
    }
}
