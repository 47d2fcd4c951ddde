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
//!
//! The bound ⌊√n⌋ has runs c² … c² + 2c, and its chain crosses every run; but one step from the
//! first half of run c lands in run c − 1 two places earlier, so [`square_root_value`] jumps over
//! whole stretches of runs and needs O(log n) steps. Two other forms of range have theorems: takes
//! of lo(n) … n ("take at least lo(n)", [`at_least_value`]), whose options are a prefix of the
//! heaps, so g(n) = 1 + g(n − lo(n)); and any [lo(n), hi(n)] by a table ([`range_table`]).

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
            // Still in the run of c: jump to the run's start, where the values repeat with
            // period c + 1 from.
            let start = run_start(back, h);
            n = start + (n - start) % (c + 1);
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

/// ⌊√n⌋, exactly (no floating-point error at 10^18).
pub fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r.checked_mul(r).map_or(true, |sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

/// The value of a heap of `n` when a move takes 1 … ⌊√n⌋ stones, in O(log n) steps.
///
/// Write n = c² + j with 0 ≤ j ≤ 2c (run c of the bound). By the theorem, g = c at j = 0, and a
/// heap in the second half (j > c) has the value of offset j − c − 1. A heap at 2 ≤ j ≤ c steps
/// back to c² + j − c − 1 = (c − 1)² + (c − 1) + (j − 1), in the second half of run c − 1, whose
/// value is that of offset j − 2 there; so g(c, j) = g(c − ⌊j/2⌋, j mod 2), which is c − j/2 for
/// even j. At j = 1 the step lands on the last heap of the first half of run c − 1.
///
/// # Example
/// ```
/// use grundy::games::bounded_takes::{isqrt, square_root_value, value};
/// for n in 0..2000 {
///     assert_eq!(square_root_value(n), value(n, isqrt));
/// }
/// assert_eq!(square_root_value(1_000_000_000_000_000_000), 1_000_000_000);
/// ```
pub fn square_root_value(n: u64) -> u64 {
    let mut c = isqrt(n);
    let mut j = n - c * c;
    loop {
        if j > c {
            j -= c + 1;
        }
        if j == 0 {
            return c;
        }
        if c == 1 {
            return 0; // heap 2, whose one option, heap 1, has value 1
        }
        if j == 1 {
            c -= 1;
            j = c;
        } else {
            let runs = j / 2;
            c -= runs;
            j -= 2 * runs;
        }
    }
}

/// The value of a heap of `n` when a move takes `least(n)` … n stones ("take at least
/// least(n)"), whoever cannot move loses: 0 where least(n) > n, else 1 + g(n − least(n)).
///
/// The options are the prefix of heaps 0 … b(n) with b(n) = n − least(n). Where b never falls
/// (least grows by at most 1 per heap) the values never fall either and the heaps 0 … m hold
/// exactly the values 0 … g(m), by induction, so the mex of the prefix is g(b(n)) + 1. Within a
/// run where least is a constant L the chain steps by L, so it is jumped in one division.
///
/// # Constraints
/// A least of 0 counts as 1 (a move takes a stone), and `least` stays or grows by 1 from each x to x + 1 (checked at the heaps
/// evaluated; the theorem needs only the growth by at most 1, the jumps need it never to fall).
///
/// # Complexity
/// One step per run of `least` reached, plus a binary search (64 calls) for a run the chain
/// stays in: O(log n) steps for a bound proportional to n, such as ⌈n/2⌉; O(1) for a constant.
///
/// # Panics
/// If `least` falls, or grows by more than 1, at a heap it evaluates.
///
/// # Example
/// Take at least half: the options are heaps 0 … ⌊n/2⌋, so g(n) is the binary length of n.
/// ```
/// use grundy::games::bounded_takes::at_least_value;
/// let half = |n: u64| (n + 1) / 2;
/// assert_eq!(at_least_value(0, half), 0);
/// assert_eq!(at_least_value(1, half), 1);
/// assert_eq!(at_least_value(1 << 40, half), 41);
/// assert_eq!(at_least_value(1_000_000_000_000_000_000, |_| 3), 333_333_333_333_333_333);
/// ```
pub fn at_least_value(n: u64, least: impl Fn(u64) -> u64) -> u64 {
    at_least_value_within(n, least, u64::MAX).expect("no bound on the steps")
}

/// [`at_least_value`], or `None` if it would take more than `steps` steps (a bound that is not
/// proportional to n, such as ⌊√n⌋, takes about 2√n of them at n).
pub fn at_least_value_within(
    mut n: u64,
    least: impl Fn(u64) -> u64,
    mut steps: u64,
) -> Option<u64> {
    let mut moves = 0;
    loop {
        steps = steps.checked_sub(1)?;
        let l = least(n).max(1);
        if l > n {
            return Some(moves);
        }
        let before = least(n - 1).max(1);
        assert!(
            before <= l && l <= before + 1,
            "the least taken goes from {before} at heap {} to {l} at {n}: it may only stay or \
             grow by 1",
            n - 1
        );
        // One step, unless the next heap is in the same run of least (a bound proportional to n
        // leaves its run at once).
        let next = n - l;
        if next < l || least(next).max(1) != l {
            moves += 1;
            n = next;
            continue;
        }
        // The heaps n, n − l, n − 2l, ... that are ≥ the run's start and ≥ l all have least l
        // and a move: step over them at once.
        let start = run_start(n, |x| least(x).max(1));
        let within = (n - start) / l + 1;
        let jump = within.min(n / l);
        moves += jump;
        n -= jump * l;
    }
}

/// The least heap a ≤ n such that `f` is constant on a … n, found by binary search (assuming f
/// monotone on 0 … n, as the callers require).
fn run_start(n: u64, f: impl Fn(u64) -> u64) -> u64 {
    let c = f(n);
    let (mut low, mut high) = (0, n);
    while low < high {
        let mid = low + (high - low) / 2;
        if f(mid) == c {
            high = mid;
        } else {
            low = mid + 1;
        }
    }
    high
}

/// The values of heaps `0..len` when a move takes `least(n)` … `most(n)` stones (no move where
/// least(n) > min(most(n), n)): the mex of the values in the window of heaps
/// n − most(n) … n − least(n), kept as counts while both ends slide.
///
/// A least of 0 counts as 1 (a move takes a stone).
///
/// # Complexity
/// O(len log len + the total distance the window's ends move), which is O(len log len) when both
/// ends never fall (least and most grow by at most 1 per heap).
///
/// # Example
/// Take 2 … 3 is the subtraction game {2, 3}: values ⌊(n mod 5)/2⌋.
/// ```
/// use grundy::games::bounded_takes::range_table;
/// let values = range_table(12, |_| 2, |_| 3);
/// assert_eq!(values, [0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0]);
/// ```
pub fn range_table(len: usize, least: impl Fn(u64) -> u64, most: impl Fn(u64) -> u64) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::with_capacity(len);
    let mut window = Window::new(len + 1);
    let (mut from, mut to) = (0usize, 0usize); // the window holds the values of heaps from..to
    for n in 0..len {
        let l = least(n as u64).max(1);
        let h = most(n as u64).min(n as u64);
        let (lo, hi) = if l > h {
            (n, n)
        } else {
            (n - h as usize, n - l as usize + 1)
        };
        // Move the ends to lo..hi, adding before removing so that no count goes below zero.
        while to < hi {
            window.add(values[to]);
            to += 1;
        }
        while from > lo {
            from -= 1;
            window.add(values[from]);
        }
        while from < lo {
            window.remove(values[from]);
            from += 1;
        }
        while to > hi {
            to -= 1;
            window.remove(values[to]);
        }
        values.push(window.mex());
    }
    values
}

/// Counts of the values in a window, with a segment tree over the values that says, for each
/// block, whether some value in it is absent, so the mex is found in O(log) steps.
struct Window {
    count: Vec<u32>,
    size: usize,
    absent: Vec<bool>,
}

impl Window {
    fn new(values: usize) -> Self {
        let size = values.next_power_of_two();
        Window {
            count: vec![0; size],
            size,
            absent: vec![true; 2 * size],
        }
    }

    fn set(&mut self, v: usize, absent: bool) {
        let mut i = v + self.size;
        self.absent[i] = absent;
        while i > 1 {
            i /= 2;
            self.absent[i] = self.absent[2 * i] || self.absent[2 * i + 1];
        }
    }

    fn add(&mut self, v: u64) {
        let v = v as usize; // a value never exceeds the heap, so it fits
        self.count[v] += 1;
        if self.count[v] == 1 {
            self.set(v, false);
        }
    }

    fn remove(&mut self, v: u64) {
        let v = v as usize;
        self.count[v] -= 1;
        if self.count[v] == 0 {
            self.set(v, true);
        }
    }

    fn mex(&self) -> u64 {
        let mut i = 1;
        while i < self.size {
            i = if self.absent[2 * i] { 2 * i } else { 2 * i + 1 };
        }
        (i - self.size) as u64
    }
}
