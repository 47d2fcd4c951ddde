//! Exact fractions in `i128` whose arithmetic reports an overflow instead of wrapping, and
//! whose comparison never overflows (it compares continued fractions, not cross products).

use super::number::{Overflow, Scalar};
use crate::algo::arith::gcd;
use std::cmp::Ordering;
use std::fmt;

/// A fraction `num / den` in lowest terms, `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i128,
    den: i128,
}

impl Ratio {
    /// `num / den` in lowest terms; an overflow only where `den` is negative and a sign change
    /// leaves `i128`.
    ///
    /// # Panics
    /// If `den` is 0.
    pub fn new(num: i128, den: i128) -> Result<Ratio, Overflow> {
        assert!(den != 0, "a fraction with denominator 0");
        let g = gcd(num.unsigned_abs(), den.unsigned_abs());
        // g divides both, so each quotient fits except i128::MIN / 1, which is itself.
        let (num, den) = (div_exact(num, g), div_exact(den, g));
        if den < 0 {
            let num = num.checked_neg().ok_or(Overflow)?;
            let den = den.checked_neg().ok_or(Overflow)?;
            return Ok(Ratio { num, den });
        }
        Ok(Ratio { num, den })
    }

    /// The whole number `n`.
    pub fn whole(n: i128) -> Ratio {
        Ratio { num: n, den: 1 }
    }

    /// The numerator (the sign's bearer).
    pub fn numer(self) -> i128 {
        self.num
    }

    /// The denominator, positive.
    pub fn denom(self) -> i128 {
        self.den
    }
}

/// `x / g` for `g` dividing `x` (`g` may be 2^127 only when `x` is `i128::MIN`).
fn div_exact(x: i128, g: u128) -> i128 {
    if g == 1 {
        return x;
    }
    // (Not `i128::try_from`: edition 2018 has no `TryFrom` in its prelude.)
    if g <= i128::MAX as u128 {
        x / g as i128
    } else {
        -1 // x = i128::MIN = -2^127, g = 2^127
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// Compares `a / b` with `c / d` (b, d > 0) by their continued fractions: no product is formed.
fn compare(mut a: i128, mut b: i128, mut c: i128, mut d: i128) -> Ordering {
    let mut flipped = false;
    loop {
        let (p, q) = (a.div_euclid(b), c.div_euclid(d));
        let (r, s) = (a.rem_euclid(b), c.rem_euclid(d));
        // a / b = p + r / b and c / d = q + s / d, with 0 <= r < b and 0 <= s < d.
        let order = match (p.cmp(&q), r == 0, s == 0) {
            (Ordering::Equal, true, true) => Ordering::Equal,
            (Ordering::Equal, true, false) => Ordering::Less,
            (Ordering::Equal, false, true) => Ordering::Greater,
            (Ordering::Equal, false, false) => {
                // r / b against s / d is d / s against b / r: the order reverses.
                (a, b, c, d) = (b, r, d, s);
                flipped = !flipped;
                continue;
            }
            (order, _, _) => order,
        };
        return if flipped { order.reverse() } else { order };
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Self) -> Ordering {
        compare(self.num, self.den, other.num, other.den)
    }
}

fn mul(a: i128, b: i128) -> Result<i128, Overflow> {
    a.checked_mul(b).ok_or(Overflow)
}

impl Scalar for Ratio {
    const EXACT: bool = true;
    fn int(n: i64) -> Self {
        Ratio::whole(i128::from(n))
    }

    fn plus(self, other: Self) -> Result<Self, Overflow> {
        let g = gcd(self.den.unsigned_abs(), other.den.unsigned_abs()) as i128;
        let (x, y) = (self.den / g, other.den / g);
        let num = mul(self.num, y)?
            .checked_add(mul(other.num, x)?)
            .ok_or(Overflow)?;
        Ratio::new(num, mul(self.den, y)?)
    }

    fn minus(self, other: Self) -> Result<Self, Overflow> {
        let negated = Ratio {
            num: other.num.checked_neg().ok_or(Overflow)?,
            den: other.den,
        };
        self.plus(negated)
    }

    fn times(self, other: Self) -> Result<Self, Overflow> {
        let g1 = gcd(self.num.unsigned_abs(), other.den.unsigned_abs()).max(1);
        let g2 = gcd(other.num.unsigned_abs(), self.den.unsigned_abs()).max(1);
        let num = mul(div_exact(self.num, g1), div_exact(other.num, g2))?;
        let den = mul(div_exact(self.den, g2), div_exact(other.den, g1))?;
        Ratio::new(num, den)
    }

    fn over(self, other: Self) -> Result<Self, Overflow> {
        assert!(other.num != 0, "a division by 0");
        let inverse = Ratio::new(other.den, other.num)?;
        self.times(inverse)
    }

    fn is_positive(self) -> bool {
        self.num > 0
    }

    fn is_negative(self) -> bool {
        self.num < 0
    }

    fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}
