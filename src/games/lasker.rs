//! Lasker's Nim: Nim where a move may instead split one pile into two non-empty piles.
//!
//! Theorem: the Grundy value of a pile of `n` is `n − 1` if `n ≡ 0 (mod 4)`, `n + 1` if
//! `n ≡ 3 (mod 4)`, and `n` otherwise (`0` for `n = 0`); a position's value is the XOR over its
//! piles. Proof idea: induction on `n`; splits reach exactly the XORs of two smaller values,
//! which together with the takes cover every value below the claimed one and miss it, the
//! split of `4m + 3` into two odd parts being what lifts it to `4m + 4`.

/// The Grundy value of one pile; `u128` because the value of `u64::MAX` is `2^64`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::lasker::pile_value;
/// assert_eq!([0, 1, 2, 3, 4].map(pile_value), [0, 1, 2, 4, 3]);
/// assert_eq!(pile_value((1 << 31) - 1), 1 << 31);
/// ```
pub fn pile_value(n: u64) -> u128 {
    super::multi_sg::split_two_value(n)
}

/// The Grundy value of a position: XOR of the pile values.
pub fn value(piles: &[u64]) -> u128 {
    piles.iter().fold(0, |s, &p| s ^ pile_value(p))
}

/// Whether the player to move wins.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::lasker;
/// assert!(lasker::first_player_wins(&[2, 2, 3]));
/// assert!(!lasker::first_player_wins(&[3, 3]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    value(piles) != 0
}
