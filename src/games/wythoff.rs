//! Wythoff's game: two piles; a move takes any positive number of stones from one pile, or
//! the same positive number from both; whoever takes the last stone wins.
//!
//! Theorem (Wythoff 1907): the losing positions are `(a_k, a_k + k)` and their mirror images
//! for `k = 0, 1, 2, …`, where `a_k = ⌊kφ⌋` and `φ = (1 + √5) / 2`. Proof idea: the `a_k` and
//! `b_k = a_k + k` are complementary Beatty sequences, so every positive integer lies in
//! exactly one losing pair and each pair has its own difference; hence no move joins two losing
//! positions, and every other position reaches one by a single move.
//!
//! All arithmetic is exact: `⌊kφ⌋` comes from one 64-bit fixed-point product, and in the rare
//! case where its rounding could matter, from comparing squares in 256-bit integers, so every
//! `u64` input is answered right (no floating point).

use std::cmp::Ordering;

/// The full 256-bit product of two `u128` as `(high, low)`.
fn mul_wide(a: u128, b: u128) -> (u128, u128) {
    const LOW: u128 = u64::MAX as u128;
    let (a1, a0) = (a >> 64, a & LOW);
    let (b1, b0) = (b >> 64, b & LOW);
    let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
    let middle = (p00 >> 64) + (p01 & LOW) + (p10 & LOW);
    let low = (p00 & LOW) | (middle << 64);
    let high = p11 + (p01 >> 64) + (p10 >> 64) + (middle >> 64);
    (high, low)
}

/// Compares `x` with `k√5` for `x, k < 2^66` (by comparing `x²` with `5k²`).
fn cmp_with_k_sqrt5(x: u128, k: u128) -> Ordering {
    if x < 1 << 62 && k < 1 << 62 {
        (x * x).cmp(&(5 * k * k))
    } else {
        mul_wide(x, x).cmp(&mul_wide(5 * k, k))
    }
}

/// `φ − 1` rounded down to 64 fractional bits.
const PHI_FRACTION: u64 = 0x9E37_79B9_7F4A_7C15;

/// `⌊kφ⌋` for any `k < 2^64`.
fn floor_k_phi(k: u64) -> u128 {
    // k(φ − 1) = hi + (lo + kε)/2^64 with (hi, lo) the halves of k·PHI_FRACTION and 0 < ε < 1,
    // so its floor is hi unless lo + k overflows (about k/2^64 of the time); then it is hi or
    // hi + 1, and one exact comparison decides: hi + 1 ≤ k(φ − 1) iff k + 2hi + 2 < k√5.
    let product = u128::from(k) * u128::from(PHI_FRACTION);
    let (hi, lo) = (product >> 64, product as u64);
    let k = u128::from(k);
    let fraction_floor = if lo.checked_add(k as u64).is_some()
        || cmp_with_k_sqrt5(k + 2 * hi + 2, k) == Ordering::Greater
    {
        hi
    } else {
        hi + 1
    };
    k + fraction_floor
}

/// Whether the player to move loses at piles `(a, b)`.
///
/// # Complexity
/// O(1), exact for all `u64`.
///
/// # Example
/// ```
/// use grundy::games::wythoff;
/// assert!(wythoff::is_p_position(2, 1));
/// assert!(!wythoff::is_p_position(8, 4));
/// assert!(wythoff::is_p_position(4, 7));
/// ```
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    floor_k_phi(b - a) == u128::from(a)
}

/// The `k`-th losing position `(⌊kφ⌋, ⌊kφ⌋ + k)`, or `None` if it does not fit in `u64`.
///
/// # Complexity
/// O(log k).
///
/// # Example
/// ```
/// assert_eq!(grundy::games::wythoff::p_position(3), Some((4, 7)));
/// ```
pub fn p_position(k: u64) -> Option<(u64, u64)> {
    let a = floor_k_phi(k);
    let b = a + u128::from(k);
    (b <= u128::from(u64::MAX)).then_some((a as u64, b as u64))
}

/// The other pile of the one losing position that has a pile of `x` stones.
fn partner(x: u64) -> u128 {
    if x == 0 {
        return 0;
    }
    let x = u128::from(x);
    let floor_x_phi = floor_k_phi(x as u64);
    // If x = ⌊jφ⌋ then j = ⌈x/φ⌉ = ⌊xφ⌋ − x + 1 (as 1/φ = φ − 1 and x/φ is irrational).
    let j = floor_x_phi - x + 1;
    if floor_k_phi(j as u64) == x {
        return x + j;
    }
    // Otherwise x = ⌊jφ⌋ + j = ⌊jφ²⌋ with j = ⌈x/φ²⌉ = 2x − ⌊xφ⌋ (as 1/φ² = 2 − φ), and
    // its partner ⌊jφ⌋ = x − j = ⌊xφ⌋ − x.
    floor_x_phi - x
}

/// Every winning move from `(a, b)` as the piles it leaves `(a', b')`, in this order: both
/// piles reduced, then `b` reduced, then `a` reduced. Empty if the player to move loses.
///
/// # Complexity
/// O(log(a + b)).
///
/// # Example
/// ```
/// assert_eq!(grundy::games::wythoff::winning_moves(8, 4), [(7, 4)]);
/// ```
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    if is_p_position(a, b) {
        return Vec::new();
    }
    let mut moves = Vec::new();
    let (low, k) = (a.min(b), a.max(b) - a.min(b));
    let diagonal = floor_k_phi(k);
    if diagonal < u128::from(low) {
        let taken = low - diagonal as u64;
        moves.push((a - taken, b - taken));
    }
    let for_a = partner(a);
    if for_a < u128::from(b) {
        moves.push((a, for_a as u64));
    }
    let for_b = partner(b);
    if for_b < u128::from(a) {
        moves.push((for_b as u64, b));
    }
    moves
}
