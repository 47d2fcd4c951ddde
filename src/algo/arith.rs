//! Whole-number arithmetic that games keep needing: the greatest common divisor (Euclid's
//! algorithm: gcd(a, b) = gcd(b, a mod b), as a mod b keeps every common divisor of a and b).

use std::ops::Rem;

/// The greatest common divisor of `a` and `b`, for any unsigned integer type (`gcd(0, 0)` is 0,
/// `gcd(a, 0)` is `a`).
///
/// # Complexity
/// O(log min(a, b)) divisions.
///
/// # Example
/// Euclid's game moves from (a, b) to (a − kb, b); every position on the way keeps the gcd.
/// ```
/// use grundy::algo::arith::gcd;
/// assert_eq!(gcd(12u64, 18), 6);
/// assert_eq!(gcd(0u32, 7), 7);
/// assert_eq!(gcd(1u128 << 100, 3u128 << 90), 1 << 90);
/// ```
pub fn gcd<T: Copy + PartialEq + Default + Rem<Output = T>>(mut a: T, mut b: T) -> T {
    while b != T::default() {
        (a, b) = (b, a % b);
    }
    a
}
