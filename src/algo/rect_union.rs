//! Sweeps over a union of axis-parallel rectangles of cells (they may overlap) with
//! coordinates up to `u64`, for boards given as rectangles: the XOR over the union's cells of
//! `row_mask(r) & col_mask(c)`, a function of the coordinates whose bit t says that both
//! coordinates pass test t (coin values that depend on the lowest set bits of the coordinates).
//!
//! Idea: bit t of the XOR is the parity of the cells whose row and column both have bit t, and
//! over a block of rows × a set of columns that count is (rows with it) × (columns with it):
//! so the parity is bit t of (XOR of row masks) & (XOR of column masks). A sweep down the rows
//! keeps, in a segment tree over the compressed columns, the XOR of the column masks of the
//! columns currently covered (a node covered by some rectangle holds its whole range's XOR).

/// A rectangle of cells: rows `top..=bottom`, columns `left..=right`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    pub top: u64,
    pub left: u64,
    pub bottom: u64,
    pub right: u64,
}

/// The XOR of `row_mask(r) & col_mask(c)` over the cells (r, c) of the union of `rects`,
/// given the masks as prefix XORs: `row_prefix(x)` is the XOR of `row_mask(r)` over `r < x`,
/// and `col_prefix` likewise (so the masks may be defined on coordinates up to 2^64 − 2).
///
/// # Panics
/// If a rectangle is empty (`top > bottom` or `left > right`) or reaches `u64::MAX`.
///
/// # Complexity
/// O(m log m) for m rectangles, with O(m) calls of the prefix functions.
///
/// # Example
/// Every cell worth 1 counts the union's cells mod 2: two 2 × 2 squares overlapping in one cell
/// cover 7 cells.
/// ```
/// use grundy::algo::rect_union::{xor_of_and, Rect};
/// let rects = [Rect { top: 1, left: 1, bottom: 2, right: 2 }, Rect { top: 2, left: 2, bottom: 3, right: 3 }];
/// assert_eq!(xor_of_and(&rects, |x| x & 1, |y| y & 1), 1);
/// ```
pub fn xor_of_and(
    rects: &[Rect],
    row_prefix: impl Fn(u64) -> u64,
    col_prefix: impl Fn(u64) -> u64,
) -> u64 {
    assert!(rects.len() < 1 << 30, "fewer than 2^30 rectangles");
    // Every column edge with its slot (2i for rectangle i's left, 2i + 1 past its right),
    // sorted once: the ranks then come from one pass, with no search per event.
    let mut edges: Vec<(u64, u32)> = Vec::with_capacity(2 * rects.len());
    for (i, r) in rects.iter().enumerate() {
        assert!(
            r.top <= r.bottom && r.left <= r.right,
            "a non-empty rectangle"
        );
        assert!(
            r.bottom < u64::MAX && r.right < u64::MAX,
            "cells below u64::MAX"
        );
        edges.push((r.left, 2 * i as u32));
        edges.push((r.right + 1, 2 * i as u32 + 1));
    }
    edges.sort_unstable();
    let mut cols: Vec<u64> = Vec::with_capacity(edges.len());
    let mut span = vec![[0u32; 2]; rects.len()];
    for &(c, slot) in &edges {
        if cols.last() != Some(&c) {
            cols.push(c);
        }
        span[slot as usize / 2][slot as usize % 2] = cols.len() as u32 - 1;
    }
    drop(edges);
    // Rows where a rectangle opens or closes, with its span of leaves.
    let mut events: Vec<Event> = Vec::with_capacity(2 * rects.len());
    for (r, &[from, to]) in rects.iter().zip(&span) {
        events.push(Event {
            at: r.top,
            from,
            to,
            delta: 1,
        });
        events.push(Event {
            at: r.bottom + 1,
            from,
            to,
            delta: -1,
        });
    }
    drop(span);
    events.sort_unstable_by_key(|e| e.at);
    let mut tree = CoverTree::new(&cols, &col_prefix);
    let mut sum = 0;
    let mut row = 0;
    for e in &events {
        if e.at != row {
            sum ^= (row_prefix(e.at) ^ row_prefix(row)) & tree.covered();
            row = e.at;
        }
        tree.add(e.from as usize, e.to as usize, e.delta);
    }
    sum
}

/// A rectangle's edge in the sweep: at row `at` it adds `delta` to the cover of leaves
/// `from..to`.
struct Event {
    at: u64,
    from: u32,
    to: u32,
    delta: i32,
}

/// A segment tree over the elementary column intervals `cols[k]..cols[k + 1]`, kept
/// bottom-up in one array (node n has children 2n and 2n + 1, leaf k is node `size + k`):
/// how many rectangles cover each node whole, and the XOR of the column masks over the
/// covered columns. Counts are never pushed down, so an update walks up, with no recursion.
struct CoverTree {
    size: usize,
    levels: u32,
    count: Vec<i32>,
    covered: Vec<u64>,
    whole: Vec<u64>,
}

impl CoverTree {
    fn new(cols: &[u64], col_prefix: &impl Fn(u64) -> u64) -> Self {
        let leaves = cols.len().saturating_sub(1).max(1);
        let size = leaves.next_power_of_two();
        let mut whole = vec![0; 2 * size];
        let prefix: Vec<u64> = cols.iter().map(|&c| col_prefix(c)).collect();
        for (k, pair) in prefix.windows(2).enumerate() {
            whole[size + k] = pair[1] ^ pair[0];
        }
        for n in (1..size).rev() {
            whole[n] = whole[2 * n] ^ whole[2 * n + 1];
        }
        CoverTree {
            size,
            levels: size.trailing_zeros(),
            count: vec![0; 2 * size],
            covered: vec![0; 2 * size],
            whole,
        }
    }

    fn covered(&self) -> u64 {
        self.covered[1]
    }

    /// Recomputes node `n`'s covered XOR from its count and, unless it is a leaf, its children.
    #[inline]
    fn pull(&mut self, n: usize, leaf: bool) {
        self.covered[n] = if self.count[n] > 0 {
            self.whole[n]
        } else if leaf {
            0
        } else {
            self.covered[2 * n] ^ self.covered[2 * n + 1]
        };
    }

    /// Adds `delta` to the cover of leaves `from..to`: to the O(log) nodes that tile the range,
    /// then recomputes their ancestors, those of the first and last leaf, level by level.
    fn add(&mut self, from: usize, to: usize, delta: i32) {
        debug_assert!(from < to, "a non-empty span");
        let (mut a, mut b) = (from + self.size, to + self.size);
        let mut leaf = true;
        while a < b {
            if a & 1 == 1 {
                self.count[a] += delta;
                self.pull(a, leaf);
                a += 1;
            }
            if b & 1 == 1 {
                b -= 1;
                self.count[b] += delta;
                self.pull(b, leaf);
            }
            a >>= 1;
            b >>= 1;
            leaf = false;
        }
        let (first, last) = (from + self.size, to - 1 + self.size);
        for h in 1..=self.levels {
            self.pull(first >> h, false);
            self.pull(last >> h, false);
        }
    }
}
