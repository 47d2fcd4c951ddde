//! Maundy Cake (Winning Ways, chapter 2): a cake of `a × b` squares, `a` columns wide and `b`
//! rows high. Left cuts a piece's width into any number `k > 1` of equal parts (leaving `k`
//! pieces `a/k × b`, so `k` divides `a`), Right its height likewise; a cake of several pieces is
//! their sum, and who cannot cut loses. Every piece is an integer: with `a`'s prime factors
//! `p₁ ≤ … ≤ p_r` and `b`'s `s` of them, `a × b` is 0 when `r = s`, and when `r > s` it is
//! `F(m) = m/q₁ + m/(q₁q₂) + … + m/m` for `m = p_(s+1)⋯p_r = q₁⋯q_t` (`a` with its `s` smallest
//! primes struck out); when `s > r`, `−F` of `b` with its `r` smallest primes struck out.
//!
//! Proof idea (Winning Ways): by induction every option is `k` copies of an integer piece; when
//! `r > s` Left's best cut is into as many parts as `a`'s largest prime and the piece is one
//! more than that (Right's cuts only leave Left further ahead), and symmetrically, while at
//! `r = s` each player's every cut leaves a cake the other wins. `tests/proofs/maundy_cake.rs`
//! checks every piece up to 10 × 10, and sums of two up to 6 × 6, by playing them out, and
//! every piece up to 64 × 64 from its cuts by the simplicity rule, sharing nothing with this
//! formula.

use super::game::Outcome;

/// The value of an `a × b` piece (`a` columns, whose width Left cuts into equal parts; `b`
/// rows, Right's): an integer, the number of moves Left is ahead (negative: Right is).
///
/// # Panics
/// If a side is 0.
///
/// # Complexity
/// O(√a + √b) (trial division), at most about 2^32 steps for the largest `u64` primes.
///
/// # Example
/// ```
/// use grundy::partizan::maundy_cake::value;
/// assert_eq!(value(12, 1), 10); // 12 = 2·2·3: 6 + 3 + 1, cutting by 3 first
/// assert_eq!(value(12, 5), 4); // strike out the 2: F(6) = 3 + 1
/// assert_eq!(value(7, 8), -3); // strike out one 2 of 8: −F(4) = −(2 + 1)
/// assert_eq!(value(6, 9), 0); // two primes each
/// ```
pub fn value(a: u64, b: u64) -> i128 {
    assert!(a > 0 && b > 0, "a piece of cake has both sides at least 1");
    let (pa, pb) = (prime_factors(a), prime_factors(b));
    match pa.len().cmp(&pb.len()) {
        std::cmp::Ordering::Greater => lead(&pa[pb.len()..]),
        std::cmp::Ordering::Less => -lead(&pb[pa.len()..]),
        std::cmp::Ordering::Equal => 0,
    }
}

/// Who wins a cake of these pieces (`(a, b)` each): the sum of their values, L when it is
/// above 0 (Left wins whoever starts), R below 0, P at 0 (the second player wins); never N,
/// as a sum of integers.
///
/// # Panics
/// If a side is 0.
///
/// # Complexity
/// O(Σ √a + √b) over the pieces.
///
/// # Example
/// ```
/// use grundy::partizan::game::Outcome;
/// use grundy::partizan::maundy_cake::outcome;
/// assert_eq!(outcome(&[(12, 5), (7, 8)]), Outcome::Left); // 4 − 3
/// assert_eq!(outcome(&[(8, 3), (1, 4)]), Outcome::Previous); // 3 − 3
/// ```
pub fn outcome(pieces: &[(u64, u64)]) -> Outcome {
    let total: i128 = pieces.iter().map(|&(a, b)| value(a, b)).sum();
    Outcome::from_wins(total > 0, total < 0)
}

/// `F(q₁⋯q_t) = Σ q_(i+1)⋯q_t` over `i = 1..t`, for primes in increasing order: the value of a
/// one-row piece `q₁⋯q_t` wide, at most the width.
fn lead(primes: &[u64]) -> i128 {
    let (mut sum, mut product) = (0, 1);
    for &p in primes.iter().rev() {
        sum += product;
        product *= i128::from(p);
    }
    sum
}

/// The prime factors of `n` with multiplicity, in increasing order.
fn prime_factors(mut n: u64) -> Vec<u64> {
    let mut primes = Vec::new();
    let mut d = 2;
    while d <= n / d {
        while n % d == 0 {
            primes.push(d);
            n /= d;
        }
        d += 1;
    }
    if n > 1 {
        primes.push(n);
    }
    primes
}
