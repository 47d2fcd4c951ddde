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
    digits(n).last().map_or(n, |&i| FIBONACCI[i])
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
