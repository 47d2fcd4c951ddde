//! Exact dyadic rationals m / 2^k, the values of the partizan games that are numbers: sum,
//! negation, comparison, halving, and the simplest number strictly between two numbers.
//!
//! A short game that is a number is a dyadic rational, and `{a | b}` with numbers a < b is the
//! simplest number strictly between them (the simplicity theorem): the integer of least
//! magnitude if there is one, else the one with the smallest denominator, which is unique
//! since two with the same denominator 2^k have a simpler one (denominator 2^(k-1)) between
//! them. Values are kept in lowest terms, numerator in `i64` (never `i64::MIN`, so negation
//! cannot overflow) and denominator at most 2^[`MAX_EXP`]; a result out of that range is
//! `None`, never a wrapped value.

use std::cmp::Ordering;
use std::fmt;

/// The largest k of a denominator 2^k.
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::{Dyadic, MAX_EXP};
/// assert!(Dyadic::new(1, MAX_EXP).is_some() && Dyadic::new(1, MAX_EXP + 1).is_none());
/// ```
pub const MAX_EXP: u32 = 62;

/// The dyadic rational `numerator / 2^exponent`, in lowest terms.
///
/// Equality, hashing and the order are those of the values.
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::Dyadic;
/// let three_quarters = Dyadic::new(6, 3).unwrap();
/// assert_eq!((three_quarters.numerator(), three_quarters.exponent()), (3, 2));
/// assert_eq!(three_quarters.to_string(), "3/4");
/// assert!(Dyadic::integer(1) > three_quarters);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// Zero.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::ZERO, Dyadic::integer(0));
    /// ```
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };

    /// The integer `n` (for larger integers, [`Dyadic::new`]`(n, 0)`).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(-5).to_string(), "-5");
    /// ```
    pub fn integer(n: i32) -> Dyadic {
        Dyadic {
            num: n as i64,
            exp: 0,
        }
    }

    /// `numerator / 2^exponent` in lowest terms, or `None` if it does not fit (a numerator of
    /// `i64::MIN`, or a denominator above 2^[`MAX_EXP`] once reduced).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(4, 3), Dyadic::new(1, 1));
    /// assert_eq!(Dyadic::new(1, 63), None);
    /// assert_eq!(Dyadic::new(2, 63), Dyadic::new(1, 62));
    /// ```
    pub fn new(numerator: i64, exponent: u32) -> Option<Dyadic> {
        Dyadic::reduce(numerator as i128, exponent)
    }

    /// `n / 2^exp` in lowest terms if it fits.
    fn reduce(mut n: i128, mut exp: u32) -> Option<Dyadic> {
        if n == 0 {
            return Some(Dyadic::ZERO);
        }
        let twos = n.trailing_zeros().min(exp);
        n >>= twos;
        exp -= twos;
        if exp > MAX_EXP || n > i64::MAX as i128 || n < -(i64::MAX as i128) {
            return None;
        }
        Some(Dyadic { num: n as i64, exp })
    }

    /// The numerator in lowest terms.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-6, 2).unwrap().numerator(), -3);
    /// ```
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// k of the denominator 2^k in lowest terms (0 for an integer).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-6, 2).unwrap().exponent(), 1);
    /// ```
    pub fn exponent(self) -> u32 {
        self.exp
    }

    /// Whether this is an integer.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert!(Dyadic::new(8, 2).unwrap().is_integer());
    /// ```
    pub fn is_integer(self) -> bool {
        self.exp == 0
    }

    /// The sum, or `None` if it does not fit.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// let (a, b) = (Dyadic::new(1, 1).unwrap(), Dyadic::new(3, 2).unwrap());
    /// assert_eq!(a.checked_add(b), Dyadic::new(5, 2));
    /// let max = Dyadic::new(i64::MAX, 0).unwrap();
    /// assert_eq!(max.checked_add(Dyadic::integer(1)), None);
    /// ```
    pub fn checked_add(self, other: Dyadic) -> Option<Dyadic> {
        let exp = self.exp.max(other.exp);
        // Each term is below 2^63 · 2^62 in magnitude, so the sum fits in an i128.
        let a = (self.num as i128) << (exp - self.exp);
        let b = (other.num as i128) << (exp - other.exp);
        Dyadic::reduce(a + b, exp)
    }

    /// The difference `self - other`, or `None` if it does not fit.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(1).checked_sub(Dyadic::new(1, 2).unwrap()), Dyadic::new(3, 2));
    /// ```
    pub fn checked_sub(self, other: Dyadic) -> Option<Dyadic> {
        self.checked_add(-other)
    }

    /// Half of this number, or `None` if its denominator would pass 2^[`MAX_EXP`].
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(3).half(), Dyadic::new(3, 1));
    /// assert_eq!(Dyadic::new(1, 62).unwrap().half(), None);
    /// ```
    pub fn half(self) -> Option<Dyadic> {
        Dyadic::reduce(self.num as i128, self.exp + 1)
    }

    /// The largest integer at most this number.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).unwrap().floor(), -2);
    /// ```
    pub fn floor(self) -> i64 {
        self.num >> self.exp
    }

    /// The smallest integer at least this number.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).unwrap().ceil(), -1);
    /// ```
    pub fn ceil(self) -> i64 {
        -((-self.num) >> self.exp)
    }

    /// The simplest number strictly between `low` and `high` (`None` for no bound on that
    /// side): 0 if it lies between, else the integer nearest 0 between them, else the one of
    /// smallest denominator. `None` if `low >= high` or the answer does not fit.
    ///
    /// This is the value of the game `{low | high}` (the simplicity theorem).
    ///
    /// # Complexity
    /// O(log) steps: at most [`MAX_EXP`] halvings.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// let d = |n, k| Dyadic::new(n, k).unwrap();
    /// assert_eq!(Dyadic::simplest_between(Some(d(-1, 0)), Some(d(5, 0))), Some(d(0, 0)));
    /// assert_eq!(Dyadic::simplest_between(Some(d(5, 2)), None), Some(d(2, 0)));
    /// assert_eq!(Dyadic::simplest_between(Some(d(1, 2)), Some(d(1, 0))), Some(d(1, 1)));
    /// assert_eq!(Dyadic::simplest_between(Some(d(1, 1)), Some(d(5, 3))), Some(d(9, 4)));
    /// assert_eq!(Dyadic::simplest_between(Some(d(1, 0)), Some(d(1, 0))), None);
    /// ```
    pub fn simplest_between(low: Option<Dyadic>, high: Option<Dyadic>) -> Option<Dyadic> {
        if let (Some(a), Some(b)) = (low, high) {
            if a >= b {
                return None;
            }
        }
        let above_low = |x: Dyadic| low.map_or(true, |a| x > a);
        let below_high = |x: Dyadic| high.map_or(true, |b| x < b);
        if above_low(Dyadic::ZERO) && below_high(Dyadic::ZERO) {
            return Some(Dyadic::ZERO);
        }
        // Here 0 <= low or high <= 0; the integer nearest 0 past that bound, if below the other.
        let integer = match (low, high) {
            (Some(a), _) if a >= Dyadic::ZERO => Dyadic::new(a.floor().checked_add(1)?, 0)?,
            (_, Some(b)) => Dyadic::new(b.ceil().checked_sub(1)?, 0)?,
            _ => return None,
        };
        if above_low(integer) && below_high(integer) {
            return Some(integer);
        }
        // No integer between: both bounds lie in one unit interval; the multiple of 1/2^k just
        // above low is below high for the first time at the least such k. With both as
        // integers A < B over 2^e, that multiple is m = floor(A / 2^(e-k)) + 1, below high
        // when m · 2^(e-k) < B; at k = e + 1 it is 2A + 1 over 2^(e+1), always between.
        let (a, b) = (low?, high?);
        let e = a.exp.max(b.exp);
        let big_a = (a.num as i128) << (e - a.exp);
        let big_b = (b.num as i128) << (e - b.exp);
        for k in 1..=e {
            let m = (big_a >> (e - k)) + 1;
            if m << (e - k) < big_b {
                return Dyadic::reduce(m, k);
            }
        }
        Dyadic::reduce(2 * big_a + 1, e + 1)
    }

    /// The canonical Left option of this number as a game (`{n-1 |}` for an integer n > 0,
    /// `{m-1 / 2^k | m+1 / 2^k}` for m / 2^k), or `None` if it has none (0 and the negative
    /// integers).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(3, 2).unwrap().left_option(), Dyadic::new(1, 1));
    /// assert_eq!(Dyadic::integer(-2).left_option(), None);
    /// ```
    pub fn left_option(self) -> Option<Dyadic> {
        match (self.exp, self.num) {
            (0, n) if n > 0 => Some(Dyadic { num: n - 1, exp: 0 }),
            (0, _) => None,
            (k, m) => Dyadic::reduce(m as i128 - 1, k),
        }
    }

    /// The canonical Right option of this number as a game, or `None` if it has none (0 and
    /// the positive integers).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(3, 2).unwrap().right_option(), Dyadic::new(1, 0));
    /// assert_eq!(Dyadic::integer(-2).right_option(), Some(Dyadic::integer(-1)));
    /// ```
    pub fn right_option(self) -> Option<Dyadic> {
        (-self).left_option().map(|x| -x)
    }

    /// The number whose sign expansion is `positive` (+ when `true`) followed by this
    /// number's: in Hackenbush, the value of a blue (`true`) or red edge from the ground
    /// carrying a Blue-Red picture of value x (a stalk or a tree: the value of what hangs
    /// above an edge is all that matters). For a blue edge it is x + 1 when x ≥ 0, and
    /// (x + n) / 2^(n−1) with n the least integer making x + n ≥ 1 when x < 0; a red edge is
    /// the negative of a blue one over −x. `None` if the answer does not fit.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// let d = |n, k| Dyadic::new(n, k).unwrap();
    /// assert_eq!(Dyadic::integer(2).sign_first(true), Some(d(3, 0))); // +++
    /// assert_eq!(Dyadic::integer(-1).sign_first(true), Some(d(1, 1))); // +- = 1/2
    /// assert_eq!(d(-1, 1).sign_first(true), Some(d(3, 2))); // +-+ = 3/4
    /// assert_eq!(d(1, 1).sign_first(false), Some(d(-3, 2))); // -+- = -3/4
    /// ```
    pub fn sign_first(self, positive: bool) -> Option<Dyadic> {
        if !positive {
            return (-self).sign_first(true).map(|x| -x);
        }
        if self >= Dyadic::ZERO {
            return self.checked_add(Dyadic::integer(1));
        }
        // x = -m + f with m ≥ 1 and 0 ≤ f < 1, so n = m + 1 and the value is (1 + f) / 2^m.
        let m = (-self.floor()) as u64;
        let one_plus_f = self
            .checked_add(Dyadic::new(m as i64, 0)?)?
            .checked_add(Dyadic::integer(1))?;
        if m > MAX_EXP as u64 {
            return None;
        }
        Dyadic::reduce(one_plus_f.num as i128, one_plus_f.exp + m as u32)
    }

    /// This number's sign expansion, `true` for +: the colours of the Blue-Red Hackenbush
    /// stalk of this value from the ground up (`true` for blue). An integer n is |n| signs of
    /// its sign; else |x| rounded up signs of x's sign come first, then one against it, then
    /// one per binary digit of the fraction but its last 1 (for x > 0: + for a 1, − for a 0).
    /// The signs come one at a time, so a large integer costs no memory.
    ///
    /// # Complexity
    /// O(1) per sign; |⌊x⌋| + 1 + k signs for x = m / 2^k off the integers.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// let signs = |n, k| -> String {
    ///     let x = Dyadic::new(n, k).unwrap();
    ///     x.sign_expansion().map(|s| if s { '+' } else { '-' }).collect()
    /// };
    /// assert_eq!(signs(3, 0), "+++");
    /// assert_eq!(signs(5, 3), "+-+-"); // 1 - 1/2 + 1/4 - 1/8: the stalk BRBR
    /// assert_eq!(signs(-3, 1), "--+");
    /// assert_eq!(signs(0, 0), "");
    /// ```
    pub fn sign_expansion(self) -> impl Iterator<Item = bool> {
        let positive = self.num > 0;
        let magnitude = if positive { self } else { -self };
        // The run: |x| rounded up; then halving steps toward |x|.
        let run = magnitude.ceil() as u64;
        let mut value = Dyadic::new(run as i64, 0).unwrap_or(Dyadic::ZERO);
        let mut step = Dyadic::integer(1);
        let mut left_in_run = run;
        std::iter::from_fn(move || {
            if left_in_run > 0 {
                left_in_run -= 1;
                return Some(positive);
            }
            if value == magnitude {
                return None;
            }
            step = step.half()?;
            let up = value < magnitude;
            value = if up {
                value.checked_add(step)?
            } else {
                value.checked_sub(step)?
            };
            Some(up == positive)
        })
    }

    /// The number with the sign expansion `signs` (`true` for +), the value of the Blue-Red
    /// Hackenbush stalk with those colours from the ground up (`true` for blue), or `None` if
    /// it does not fit (more than 62 signs after the first change of sign).
    ///
    /// # Complexity
    /// O(number of signs).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// let x = Dyadic::from_sign_expansion([true, false, true, false]).unwrap();
    /// assert_eq!(x, Dyadic::new(5, 3).unwrap());
    /// assert!(x.sign_expansion().eq([true, false, true, false]));
    /// ```
    pub fn from_sign_expansion(signs: impl IntoIterator<Item = bool>) -> Option<Dyadic> {
        let mut signs = signs.into_iter().peekable();
        let Some(&first) = signs.peek() else {
            return Some(Dyadic::ZERO);
        };
        let mut value = Dyadic::ZERO;
        let unit = if first {
            Dyadic::integer(1)
        } else {
            Dyadic::integer(-1)
        };
        while signs.next_if_eq(&first).is_some() {
            value = value.checked_add(unit)?;
        }
        let mut step = Dyadic::integer(1);
        for s in signs {
            step = step.half()?;
            value = if s {
                value.checked_add(step)?
            } else {
                value.checked_sub(step)?
            };
        }
        Some(value)
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;

    /// Exact: a numerator is never `i64::MIN`.
    fn neg(self) -> Dyadic {
        Dyadic {
            num: -self.num,
            exp: self.exp,
        }
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        if self.exp == other.exp {
            return self.num.cmp(&other.num);
        }
        let exp = self.exp.max(other.exp);
        let a = (self.num as i128) << (exp - self.exp);
        let b = (other.num as i128) << (exp - other.exp);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Dyadic {
    /// `3`, `-1/2`, `5/8`: CGSuite's way.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, 1u64 << self.exp)
        }
    }
}

impl std::str::FromStr for Dyadic {
    type Err = String;

    /// `3`, `-1/2`, `5/8` (the denominator a power of two, at most 2^[`MAX_EXP`]).
    fn from_str(text: &str) -> Result<Dyadic, String> {
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (top, bottom) = match digits.split_once('/') {
            Some((t, b)) => (t, Some(b)),
            None => (digits, None),
        };
        let whole = |s: &str| -> Result<i64, String> {
            if s.is_empty() || !s.bytes().all(|c| c.is_ascii_digit()) {
                return Err(format!("{text:?} is not a number"));
            }
            s.parse::<i64>()
                .map_err(|_| format!("{text} does not fit in 64 bits"))
        };
        let numerator = whole(top)?;
        let exponent = match bottom {
            None => 0,
            Some(b) => {
                let denominator = whole(b)?;
                if denominator <= 0 || denominator & (denominator - 1) != 0 {
                    return Err(format!(
                        "{text} is not a dyadic rational (its denominator is not a power of 2)"
                    ));
                }
                denominator.trailing_zeros()
            }
        };
        let signed = if negative { -numerator } else { numerator };
        Dyadic::new(signed, exponent).ok_or_else(|| format!("{text} does not fit in 64 bits"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extremes_are_reported_not_wrapped() {
        let max = Dyadic::new(i64::MAX, 0).unwrap();
        assert_eq!(max.checked_add(max), None);
        assert_eq!((-max).checked_sub(max), None);
        assert_eq!(max.checked_add(-max), Some(Dyadic::ZERO));
        let tiny = Dyadic::new(1, MAX_EXP).unwrap();
        assert_eq!(tiny.half(), None);
        assert_eq!(tiny.checked_add(tiny), Dyadic::new(1, MAX_EXP - 1));
        assert_eq!(Dyadic::new(i64::MIN, 0), None);
        assert_eq!(Dyadic::new(i64::MIN, 1), Dyadic::new(-(1 << 62), 0));
        assert_eq!(max.left_option(), Dyadic::new(i64::MAX - 1, 0));
        let odd = Dyadic::new(i64::MAX, MAX_EXP).unwrap();
        assert_eq!(odd.right_option(), Some(Dyadic::integer(2)));
        assert_eq!(odd.left_option(), Dyadic::new(i64::MAX - 1, MAX_EXP));
        assert_eq!("9223372036854775808".parse::<Dyadic>().ok(), None);
        assert_eq!("1/3".parse::<Dyadic>().ok(), None);
        assert_eq!("-3/4".parse::<Dyadic>(), Ok(Dyadic::new(-3, 2).unwrap()));
        assert_eq!("1/0".parse::<Dyadic>().ok(), None);
        assert_eq!("-".parse::<Dyadic>().ok(), None);
    }
}
