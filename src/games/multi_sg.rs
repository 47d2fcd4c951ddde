//! Multi-SG: take-and-break games where one move may leave several heaps. By the
//! Sprague–Grundy theorem an option that leaves heaps `h1, h2, …` is worth the XOR of their
//! values, so a heap's value is still a mex. These games are octal codes, or hexadecimal ones
//! when a move may leave three heaps (bit 8 of a digit), and [`crate::search::octal`]
//! evaluates any of them: Lasker's Nim (take any, or split in two) is `4.333…`, and Nim where a heap may
//! instead split into three (HDU 5795) is `8.333…`.
//!
//! Theorem (splitting into three): a heap of `n` is worth `n − 1` if `n ≡ 0 (mod 8)` (and
//! `n > 0`), `n + 1` if `n ≡ 7 (mod 8)`, else `n`: Lasker's pattern with period 8 for 4. Proof idea: induction on `n`; the takes reach
//! every smaller heap's value, and a three-way split of `n` reaches a XOR equal to `n` exactly
//! when `n ≡ 7 (mod 8)` (three parts with distinct low bits), which lifts that heap to `n + 1`
//! and leaves `n` free for the heap after it. The tests check it against the hexadecimal code
//! and against a search of multi-heap positions.
//!
//! Theorem (take one, or split an even heap 2x into k heaps of x, Codeforces 603 C): for even
//! k the split is worth 0, and the values run 0, 1, 2, then 0 for odd and 1 for even heaps
//! from 3 on; for odd k the split is worth the value of x, the values run 0, 1, 0, 1, 2 up to
//! 4, then 0 for odd heaps, and an even heap 2x is worth 2 if x is worth 1, else 1. Proof
//! idea: induction on the heap, its options being the heap one smaller (worth 0 when the heap
//! is even and past 4, odd heaps being worth 0) and the split, so the value is a mex of two.

/// The value of one heap when a move takes any positive number from it or splits it into three
/// non-empty heaps; `u128` because the value of `u64::MAX` is `2^64`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::multi_sg::split_three_value;
/// assert_eq!([0, 1, 6, 7, 8, 9].map(split_three_value), [0, 1, 6, 8, 7, 9]);
/// ```
pub fn split_three_value(n: u64) -> u128 {
    pairs_traded(n, 8)
}

/// The value of one heap when a move takes or splits it into two (Lasker's Nim, see
/// [`lasker`](super::lasker)): the same pattern with period 4.
pub fn split_two_value(n: u64) -> u128 {
    pairs_traded(n, 4)
}

/// `n`, with each pair `pk − 1`, `pk` (`k ≥ 1`) trading places.
fn pairs_traded(n: u64, period: u128) -> u128 {
    let n = u128::from(n);
    match n % period {
        0 if n == 0 => 0,
        0 => n - 1,
        r if r == period - 1 => n + 1,
        _ => n,
    }
}

/// Whether the player to move wins a position of several heaps (HDU 5795).
///
/// # Complexity
/// O(n) for n heaps.
///
/// # Example
/// ```
/// use grundy::games::multi_sg::first_player_wins_split_three;
/// assert!(!first_player_wins_split_three(&[4, 4]));
/// assert!(first_player_wins_split_three(&[1, 2, 4]));
/// ```
pub fn first_player_wins_split_three(heaps: &[u64]) -> bool {
    heaps.iter().fold(0, |s, &h| s ^ split_three_value(h)) != 0
}

/// The value of one heap of `n` when a move takes one from it or, if it is even (2x, x > 0),
/// replaces it by `k` heaps of x (Lieges of Legendre).
///
/// # Complexity
/// O(log n): an even heap's value follows from its half's.
///
/// # Example
/// ```
/// use grundy::games::multi_sg::take_one_or_split_even_value;
/// assert_eq!((0..9).map(|n| take_one_or_split_even_value(n, 2)).collect::<Vec<_>>(),
///            [0, 1, 2, 0, 1, 0, 1, 0, 1]);
/// assert_eq!((0..9).map(|n| take_one_or_split_even_value(n, 1)).collect::<Vec<_>>(),
///            [0, 1, 0, 1, 2, 0, 2, 0, 1]);
/// ```
pub fn take_one_or_split_even_value(n: u64, k: u64) -> u64 {
    if k % 2 == 0 {
        return match n {
            0..=2 => n,
            _ => u64::from(n % 2 == 0),
        };
    }
    // Halve down to an odd heap or one of at most 4, then climb back: each even heap past 4
    // has options worth 0 (the odd heap below) and its half's value.
    let (mut m, mut halvings) = (n, 0);
    while m > 4 && m % 2 == 0 {
        m /= 2;
        halvings += 1;
    }
    let mut value = match m {
        0 | 2 => 0,
        1 | 3 => 1,
        4 => 2,
        _ => 0,
    };
    for _ in 0..halvings {
        value = if value == 1 { 2 } else { 1 };
    }
    value
}

/// Values of piles `0..=max` in the even-split game with threshold `threshold` (HNOI 2014,
/// 江南乐): a move picks a pile of at least `threshold` stones and some `m ≥ 2` up to its size,
/// and splits it into `m` piles as even as possible: `x mod m` piles of `⌊x/m⌋ + 1` and the
/// rest of `⌊x/m⌋`. By Sprague–Grundy such an option is worth the value of `⌊x/m⌋ + 1` if
/// `x mod m` is odd, XOR that of `⌊x/m⌋` if `m − x mod m` is odd. The `m` sharing a quotient
/// `q` form a block in which `x mod m = x − qm` changes parity with `m`, so its two first
/// members reach every value of the block.
///
/// # Complexity
/// O(max^1.5): about 2√x options for a pile of x.
///
/// # Example
/// ```
/// use grundy::games::multi_sg::even_split_values;
/// // With threshold 3: piles 1 and 2 cannot move, 3 → 1 + 1 + 1 or 2 + 1, both worth 0.
/// assert_eq!(even_split_values(3, 5), [0, 0, 0, 1, 1, 2]);
/// ```
pub fn even_split_values(threshold: u64, max: usize) -> Vec<u64> {
    let mut values: Vec<u64> = vec![0; max + 1];
    // seen[v] == x: value v is an option of pile x.
    let mut seen: Vec<usize> = Vec::new();
    for x in 2..=max {
        if (x as u64) < threshold {
            continue;
        }
        // 32-bit division where it fits: it is most of the work.
        let quotient = |a: usize, b: usize| {
            if a <= u32::MAX as usize {
                (a as u32 / b as u32) as usize
            } else {
                a / b
            }
        };
        let mut m = 2;
        while m <= x {
            let q = quotient(x, m);
            let last = quotient(x, q);
            for m in m..=last.min(m + 1) {
                let (big, small) = (x - q * m, m - (x - q * m));
                let mut v = 0;
                if big % 2 == 1 {
                    v ^= values[q + 1];
                }
                if small % 2 == 1 {
                    v ^= values[q];
                }
                let v = v as usize;
                if seen.len() <= v {
                    seen.resize(v + 1, 0);
                }
                seen[v] = x;
            }
            m = last + 1;
        }
        values[x] = seen.iter().position(|&s| s != x).unwrap_or(seen.len()) as u64;
    }
    values
}
