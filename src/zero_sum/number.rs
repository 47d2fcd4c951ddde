//! The numbers a matrix game is solved in: [`Scalar`] is a field whose operations may fail
//! (exact rationals in `i128` report an overflow instead of wrapping), implemented for `f64`
//! (never fails; signs within [`EPSILON`] of zero count as zero) and for
//! [`Ratio`](super::ratio::Ratio).
//!
//! # Example
//! A function written once for both kinds of number, as the matrix-game solver is:
//! ```
//! use grundy::zero_sum::number::Scalar;
//! use grundy::zero_sum::ratio::Ratio;
//! fn mean<S: Scalar>(a: i64, b: i64) -> S {
//!     S::int(a).plus(S::int(b)).and_then(|s| s.over(S::int(2))).unwrap()
//! }
//! assert_eq!(mean::<f64>(1, 2), 1.5);
//! assert_eq!(mean::<Ratio>(1, 2).to_f64(), 1.5);
//! assert!(Ratio::int(i64::MAX).times(Ratio::int(i64::MAX)).and_then(|x| x.times(x)).is_err());
//! ```

use std::fmt;

/// An exact computation left the range of its integers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow;

impl fmt::Display for Overflow {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "the exact fractions grow past 128-bit integers")
    }
}

/// How far from zero an `f64` must be to count as positive or negative.
pub const EPSILON: f64 = 1e-9;

/// A field whose arithmetic may overflow: what the simplex method needs.
pub trait Scalar: Copy + PartialOrd + fmt::Debug {
    /// Exact arithmetic: worth removing dominated strategies first to keep numbers small.
    const EXACT: bool;
    /// The number `n`.
    fn int(n: i64) -> Self;
    /// `self + other`.
    fn plus(self, other: Self) -> Result<Self, Overflow>;
    /// `self - other`.
    fn minus(self, other: Self) -> Result<Self, Overflow>;
    /// `self * other`.
    fn times(self, other: Self) -> Result<Self, Overflow>;
    /// `self / other`, `other` not zero.
    fn over(self, other: Self) -> Result<Self, Overflow>;
    /// Greater than zero (for `f64`, by more than [`EPSILON`]).
    fn is_positive(self) -> bool;
    /// Less than zero (for `f64`, by more than [`EPSILON`]).
    fn is_negative(self) -> bool;
    /// The nearest `f64`, or near it (each part of a fraction rounded first).
    fn to_f64(self) -> f64;
}

impl Scalar for f64 {
    const EXACT: bool = false;
    fn int(n: i64) -> Self {
        n as f64
    }
    fn plus(self, other: Self) -> Result<Self, Overflow> {
        Ok(self + other)
    }
    fn minus(self, other: Self) -> Result<Self, Overflow> {
        Ok(self - other)
    }
    fn times(self, other: Self) -> Result<Self, Overflow> {
        Ok(self * other)
    }
    fn over(self, other: Self) -> Result<Self, Overflow> {
        Ok(self / other)
    }
    fn is_positive(self) -> bool {
        self > EPSILON
    }
    fn is_negative(self) -> bool {
        self < -EPSILON
    }
    fn to_f64(self) -> f64 {
        self
    }
}
