//! Zeckendorf digits: every positive integer is, in exactly one way, a sum of Fibonacci numbers
//! 1, 2, 3, 5, 8, … no two consecutive (Zeckendorf's theorem; greedily, the largest Fibonacci
//! number that fits is always a term, and what is left is below the next smaller one). Read as
//! a binary string of digits with no two adjacent ones, numbers compare as their strings do,
//! which makes counting by digits possible, as for binary.
//!
//! Fibonacci Nim (`fibonacci_nim`) is decided by the smallest term; [`count_smallest_term_at_least`]
//! counts the numbers up to any `u64` whose smallest term is large, in O(log n).

/// The Fibonacci numbers 1, 2, 3, 5, … that fit a `u64` (92 of them): the Zeckendorf terms.
pub const FIBONACCI: [u64; 92] = {
    let mut f = [0u64; 92];
    f[0] = 1;
    f[1] = 2;
    let mut i = 2;
    while i < 92 {
        f[i] = f[i - 1] + f[i - 2];
        i += 1;
    }
    f
};

/// The positions (indices into [`FIBONACCI`]) of the terms of `n`'s Zeckendorf representation,
/// largest first; none for 0.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use grundy::algo::zeckendorf::{digits, FIBONACCI};
/// assert_eq!(digits(12), [4, 2, 0]); // 12 = 8 + 3 + 1
/// assert_eq!(digits(12).iter().map(|&i| FIBONACCI[i]).sum::<u64>(), 12);
/// ```
pub fn digits(n: u64) -> Vec<usize> {
    let mut rest = n;
    let mut out = Vec::new();
    for i in (0..FIBONACCI.len()).rev() {
        if FIBONACCI[i] <= rest {
            rest -= FIBONACCI[i];
            out.push(i);
        }
    }
    out
}

/// The terms of `n`'s Zeckendorf representation, largest first.
///
/// # Example
/// ```
/// assert_eq!(grundy::algo::zeckendorf::terms(100), [89, 8, 3]);
/// ```
pub fn terms(n: u64) -> Vec<u64> {
    digits(n).into_iter().map(|i| FIBONACCI[i]).collect()
}

/// The smallest term of `n`'s Zeckendorf representation (`n` for `n = 0`).
///
/// # Complexity
/// O(log n).
pub fn smallest_term(n: u64) -> u64 {
    // Greedily from the top, one term per step: the largest Fibonacci number that fits `rest`
    // is found from its bit length (`largest_fitting`), with no scan and no allocation.
    let mut rest = n;
    while rest != 0 {
        let term = FIBONACCI[largest_fitting(rest)];
        rest -= term;
        if rest == 0 {
            return term;
        }
    }
    n
}

/// Whether `n` is a Fibonacci number 1, 2, 3, 5, 8, … (its Zeckendorf representation is a
/// single term).
///
/// # Complexity
/// O(1): one table look-up by bit length and at most two comparisons.
///
/// # Example
/// ```
/// use grundy::algo::zeckendorf::is_fibonacci;
/// assert!(is_fibonacci(13) && !is_fibonacci(12) && !is_fibonacci(0));
/// ```
pub fn is_fibonacci(n: u64) -> bool {
    n != 0 && FIBONACCI[largest_fitting(n)] == n
}

/// For each bit length `b` from 1 to 64, the position of the largest Fibonacci number below
/// `2^b`.
const LARGEST_BELOW_POWER: [u8; 65] = {
    let mut table = [0u8; 65];
    let mut b = 1;
    while b <= 64 {
        let mut i = 0;
        while i + 1 < FIBONACCI.len() && (FIBONACCI[i + 1] as u128) < 1u128 << b {
            i += 1;
        }
        table[b] = i as u8;
        b += 1;
    }
    table
};

/// The position of the largest Fibonacci number at most `n` (for `n ≥ 1`). Consecutive
/// Fibonacci numbers differ by a factor below 2, so from the largest one below `2^b`, where `b`
/// is `n`'s bit length, at most two steps down reach one at most `n ≥ 2^(b-1)`.
#[inline]
fn largest_fitting(n: u64) -> usize {
    let mut i = LARGEST_BELOW_POWER[(u64::BITS - n.leading_zeros()) as usize] as usize;
    // Two steps without branches: which way they go is as random as the digits of `n`.
    i -= usize::from(FIBONACCI[i] > n);
    i -= usize::from(FIBONACCI[i] > n);
    i
}

/// How many `m` with `1 ≤ m ≤ n` have a smallest Zeckendorf term of at least `term`. By digits:
/// below `n`'s top digit, the strings with that digit 0 are free on the positions from the
/// first allowed one up, and `f(len)` strings of `len` digits have no two adjacent ones.
///
/// # Complexity
/// O(log n), exact for all `u64`.
///
/// # Example
/// ```
/// use grundy::algo::zeckendorf::count_smallest_term_at_least;
/// // 1..=10: smallest terms 1 2 3 1 5 1 2 8 1 2; at least 2: six of them.
/// assert_eq!(count_smallest_term_at_least(10, 2), 6);
/// assert_eq!(count_smallest_term_at_least(10, 1), 10);
/// ```
pub fn count_smallest_term_at_least(n: u64, term: u64) -> u64 {
    // Digit positions below `lowest` must be 0.
    let lowest = FIBONACCI.iter().take_while(|&&f| f < term).count();
    // FIBONACCI[len] strings of `len` digits have no two adjacent ones (the empty one counted).
    let free = |len: usize| FIBONACCI[len];
    let mut count = 0u64;
    let mut rest = n;
    for p in (0..FIBONACCI.len()).rev() {
        if FIBONACCI[p] > rest {
            continue;
        }
        rest -= FIBONACCI[p];
        // n's prefix, then 0 at p, then any allowed digits below.
        count += free(p.saturating_sub(lowest));
        if p < lowest {
            return count - 1; // the prefix itself breaks the rule; 0 is not counted
        }
    }
    count // n itself counted, 0 not
}
