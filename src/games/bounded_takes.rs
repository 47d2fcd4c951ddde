//! Takes bounded by a function of the heap: a heap of n may lose 1 … f(n) stones (take at most
//! half, at most ⌊n/k⌋, at most ⌊√n⌋, at most K), whoever cannot move loses.
//!
//! Theorem: write h(n) = min(f(n), n) and suppose h(n + 1) − h(n) ∈ {0, 1} for every n (true of
//! ⌊αn⌋ for α ≤ 1, ⌈n/2⌉, ⌊√n⌋, min(n, K) and any f that never grows by more than 1). Then the
//! values at the h(n) + 1 heaps n − h(n) … n are exactly 0 … h(n), so g(n) = h(n) where h grows
//! (n = 0 or h(n) > h(n − 1)) and g(n) = g(n − h(n) − 1) elsewhere. Proof by induction on n: where
//! h grows the window of options n − h(n) … n − 1 is the previous window with its newest heap
//! added, holding 0 … h(n) − 1, so the mex is h(n); where h stays, the window slides by one,
//! loses the heap n − h(n) − 1 and its value, which is then the only value below h(n) + 1 missing.
//! (Take at most half: g(2m) = m and g(2m + 1) = g(m).)
//!
//! Within a run where h is constant c the rule g(n) = g(n − c − 1) says the values repeat with
//! period c + 1 from the run's first heap, so [`value`] jumps straight back to the run's start
//! whenever one step would stay inside the run, and otherwise steps to an earlier run.

/// The value of a heap of `n` when a move takes 1 … `most(n)` stones (`most(n)` capped at `n`).
///
/// # Constraints
/// `h(x) = min(most(x), x)` stays or grows by 1 from each x to x + 1 (checked at the heaps
/// evaluated).
///
/// # Complexity
/// One step per earlier run reached, each O(1) calls of `most`, plus a binary search (64 calls)
/// when a step stays within a run: for `most(n) = ⌊n/k⌋` about k·ln(n/k) steps, so microseconds
/// at 10^18 for small k; for a constant or ⌊log2 n⌋ O(log n) steps; for ⌊√n⌋, whose chain of
/// heaps crosses every run, about 2√n steps (see [`value_within`]).
///
/// # Panics
/// If `h` falls, or grows by more than 1, at a heap it evaluates.
///
/// # Example
/// Take at most half: g(2m) = m, g(2m + 1) = g(m).
/// ```
/// use grundy::games::bounded_takes::value;
/// let half = |n: u64| n / 2;
/// assert_eq!(value(10, half), 5);
/// assert_eq!(value(11, half), value(5, half));
/// assert_eq!(value(1_000_000_000_000_000_000, half), 500_000_000_000_000_000);
/// assert_eq!(value(13, |_| 3), 13 % 4);
/// ```
pub fn value(n: u64, most: impl Fn(u64) -> u64) -> u64 {
    value_within(n, most, u64::MAX).expect("no bound on the steps")
}

/// [`value`], or `None` if it would take more than `steps` steps (a bound such as ⌊√n⌋ at
/// 10^18 takes about 2√n of them).
///
/// # Example
/// ```
/// use grundy::games::bounded_takes::{value, value_within};
/// let root = |n: u64| (n as f64).sqrt() as u64;
/// assert_eq!(value_within(10_000, root, 1_000), Some(value(10_000, root)));
/// assert_eq!(value_within((1 << 60) - 1, root, 1_000), None);
/// ```
pub fn value_within(mut n: u64, most: impl Fn(u64) -> u64, mut steps: u64) -> Option<u64> {
    let h = |x: u64| most(x).min(x);
    loop {
        steps = steps.checked_sub(1)?;
        let c = h(n);
        if n == 0 {
            return Some(c);
        }
        let before = h(n - 1);
        assert!(
            before <= c && c <= before + 1,
            "the most taken goes from {before} at heap {} to {c} at {n}: it may only stay or \
             grow by 1",
            n - 1
        );
        if c > before {
            return Some(c);
        }
        let back = n - c - 1;
        if h(back) == c {
            // Still in the run of c: jump to the run's start a, where the values repeat with
            // period c + 1 from.
            let (mut low, mut high) = (0, back); // h(high) = c; the least such heap is sought
            while low < high {
                let mid = low + (high - low) / 2;
                if h(mid) >= c {
                    high = mid;
                } else {
                    low = mid + 1;
                }
            }
            n = high + (n - high) % (c + 1);
        } else {
            n = back;
        }
    }
}

/// The values of heaps `0..len` by the definition (the mex of the values of the `min(most(n), n)`
/// heaps below n), for any `most`: a table for rules the theorem does not cover and a check of it.
///
/// # Complexity
/// O(len + Σ h(n)).
pub fn table(len: usize, most: impl Fn(u64) -> u64) -> Vec<u64> {
    crate::search::sg::table(len, |n, values, out| {
        let h = most(n as u64).min(n as u64) as usize;
        out.extend_from_slice(&values[n - h..n]);
    })
}
