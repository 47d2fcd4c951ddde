//! Euclid's game: two positive numbers; a move subtracts a positive multiple of the smaller from
//! the larger, leaving it non-negative; whoever makes a number zero wins.
//!
//! Theorem: with `a ≥ b > 0`, the player to move wins when `b` divides `a` or `a ≥ 2b`; when
//! `b < a < 2b` the only move is to `(b, a − b)`, so the verdict is the opposite of that
//! position's. Proof idea: if `a ≥ 2b` (and `b` does not divide `a`), subtracting the largest
//! multiple reaches `(b, a mod b)` and one less reaches `(b + a mod b, b)`, whose only move is
//! to `(b, a mod b)`: one of the two is lost for the opponent. The search follows the Euclidean
//! algorithm, so it takes O(log) steps.

/// Whether the player to move from `(a, b)` wins. A position with a zero is over: the player
/// who made the zero has won, so the player to move has lost.
///
/// # Complexity
/// O(log min(a, b)) divisions; exact for all `u64`.
///
/// # Example
/// ```
/// use grundy::games::euclid::first_player_wins;
/// assert!(first_player_wins(34, 12));
/// assert!(!first_player_wins(15, 24));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (mut big, mut small) = (a.max(b), a.min(b));
    let mut mover_wins = true;
    loop {
        if small == 0 {
            return !mover_wins;
        }
        if big % small == 0 || big / small >= 2 {
            return mover_wins;
        }
        (big, small) = (small, big - small);
        mover_wins = !mover_wins;
    }
}

/// The position a winning move from `(a, b)` reaches, as `(larger reduced, smaller)`: the number
/// subtracted from is replaced and the other kept. `None` if the player to move loses.
///
/// # Complexity
/// O(log min(a, b)) divisions.
///
/// # Example
/// ```
/// use grundy::games::euclid::winning_move;
/// assert_eq!(winning_move(34, 12), Some((10, 12))); // from (12, 10) only (10, 2) follows
/// assert_eq!(winning_move(24, 12), Some((0, 12)));
/// assert_eq!(winning_move(15, 24), None);
/// ```
pub fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    if !first_player_wins(a, b) {
        return None;
    }
    let (big, small) = (a.max(b), a.min(b));
    let rest = big % small;
    if rest == 0 || !first_player_wins(small, rest) {
        Some((rest, small))
    } else {
        Some((rest + small, small))
    }
}

/// The Every-SG step count of `(a, b)` (see [`every_sg`](super::every_sg)): how long the winner
/// can make the game last and the loser cut it short; odd exactly when the player to move wins.
///
/// Along the Euclidean algorithm, with `s` the count of `(b, a mod b)` and `q = ⌊a/b⌋`: if
/// `q = 1` the move is forced and the count is `s + 1`; if `q ≥ 2` the player to move can go to
/// `(b, a mod b)` (count `s`) or to `(b + a mod b, b)` (count `s + 1`), and every other option
/// has `q ≥ 2` (odd count), so the count is one more than whichever of `s`, `s + 1` is even.
///
/// # Complexity
/// O(log min(a, b)).
///
/// # Example
/// ```
/// use grundy::games::euclid::steps;
/// assert_eq!(steps(1, 1), 1);
/// assert_eq!(steps(3, 2), 2);
/// ```
pub fn steps(a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (a.max(b), a.min(b));
    let mut quotients = Vec::new();
    while b > 0 {
        quotients.push(a / b);
        (a, b) = (b, a % b);
    }
    quotients
        .iter()
        .rev()
        .fold(0, |s, &q| if q == 1 { s + 1 } else { s + 1 + s % 2 })
}
