//! A row of piles where a move takes stones from the leftmost or the rightmost pile (an
//! emptied pile leaves the row), the interval game of \[ZJOI2009\] 取石子游戏 (Luogu P2599):
//! every segment of the row is valued by interval DP.
//!
//! Theorem: for every row S there is exactly one pile size `left(S)` (0 meaning no pile) such
//! that that pile followed by S is lost by the player to move, and likewise `right(S)` on the
//! other side. With S = T x (x the last pile), L = left(T) and R = right(T): left(S) is 0 if
//! x = R, x if x is below both L and R or above both, x − 1 if R < x ≤ L, and x + 1 if
//! L ≤ x < R; `right` is the mirror image. Proof idea: around a fixed middle T the losing
//! pairs of end piles (y, x) pair each x with one y (two losing pairs sharing a side would
//! reach one another), y = L at x = 0 and y = 0 at x = R; the pairs then run along the
//! diagonal y = x, shifted by one between R and L to make room for those two. The tests
//! check every value against a search of every row of small piles.

/// `left(S)` for every segment S of `piles` of the current length, and `right(S)`.
struct Partners {
    left: Vec<u64>,
    right: Vec<u64>,
}

/// The pile that makes a row lost when put at one end of it, given the partners of the row
/// without its far-end pile `x`: `same` on this side, `other` on the far side.
fn partner(x: u64, same: u64, other: u64) -> u64 {
    if x == other {
        0
    } else if (x < same && x < other) || (x > same && x > other) {
        x
    } else if same < other {
        x + 1
    } else {
        x - 1
    }
}

/// The partners of every segment of `piles` of length `len` (≥ 1), by lengths.
///
/// # Complexity
/// O(n · len) time, O(n) memory.
fn partners(piles: &[u64], len: usize) -> Partners {
    let mut p = Partners {
        left: piles.to_vec(),
        right: piles.to_vec(),
    };
    for l in 2..=len {
        let count = piles.len() + 1 - l;
        for i in 0..count {
            let j = i + l - 1;
            // left(a[i..=j]) from the segment without a[j]; right from the one without a[i].
            let left = partner(piles[j], p.left[i], p.right[i]);
            let right = partner(piles[i], p.right[i + 1], p.left[i + 1]);
            p.left[i] = left;
            p.right[i] = right;
        }
        p.left.truncate(count);
        p.right.truncate(count);
    }
    p
}

/// The one pile size (0: no pile) that, put before `piles`, makes the row lost by the player
/// to move.
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use grundy::problems::rows::end_piles::left_partner;
/// assert_eq!(left_partner(&[]), 0);
/// assert_eq!(left_partner(&[5]), 5); // two equal piles: mirror the opponent
/// assert_eq!(left_partner(&[1, 9, 4]), 3);
/// ```
pub fn left_partner(piles: &[u64]) -> u64 {
    if piles.is_empty() {
        return 0;
    }
    partners(piles, piles.len()).left[0]
}

/// The one pile size (0: no pile) that, put after `piles`, makes the row lost by the player
/// to move.
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use grundy::problems::rows::end_piles::right_partner;
/// assert_eq!(right_partner(&[3, 1, 9]), 4);
/// ```
pub fn right_partner(piles: &[u64]) -> u64 {
    if piles.is_empty() {
        return 0;
    }
    partners(piles, piles.len()).right[0]
}

/// Whether the player to move wins the row `piles` (every pile positive).
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use grundy::problems::rows::end_piles::first_player_wins;
/// assert!(!first_player_wins(&[3, 1, 9, 4]));
/// assert!(first_player_wins(&[3, 1, 9, 5]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    match piles.split_first() {
        None => false,
        Some((&first, rest)) => left_partner(rest) != first,
    }
}
