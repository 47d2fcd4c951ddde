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
    let mut cols: Vec<u64> = Vec::with_capacity(2 * rects.len());
    let mut events: Vec<(u64, bool, usize)> = Vec::with_capacity(2 * rects.len());
    for (i, r) in rects.iter().enumerate() {
        assert!(
            r.top <= r.bottom && r.left <= r.right,
            "a non-empty rectangle"
        );
        assert!(
            r.bottom < u64::MAX && r.right < u64::MAX,
            "cells below u64::MAX"
        );
        cols.push(r.left);
        cols.push(r.right + 1);
        events.push((r.top, true, i));
        events.push((r.bottom + 1, false, i));
    }
    cols.sort_unstable();
    cols.dedup();
    events.sort_unstable_by_key(|e| e.0);
    let mut tree = CoverTree::new(&cols, &col_prefix);
    let col = |y: u64| cols.partition_point(|&c| c < y);
    let mut sum = 0;
    let mut row = 0;
    for &(at, opens, i) in &events {
        if at != row {
            sum ^= (row_prefix(at) ^ row_prefix(row)) & tree.covered();
            row = at;
        }
        let r = &rects[i];
        tree.add(col(r.left), col(r.right + 1), if opens { 1 } else { -1 });
    }
    sum
}

/// A segment tree over the elementary column intervals `cols[k]..cols[k + 1]`: how many
/// rectangles cover each node whole, and the XOR of the column masks over the covered columns.
struct CoverTree {
    leaves: usize,
    count: Vec<i32>,
    covered: Vec<u64>,
    whole: Vec<u64>,
}

impl CoverTree {
    fn new(cols: &[u64], col_prefix: &impl Fn(u64) -> u64) -> Self {
        let leaves = cols.len().saturating_sub(1).max(1);
        let size = 4 * leaves;
        let mut tree = CoverTree {
            leaves,
            count: vec![0; size],
            covered: vec![0; size],
            whole: vec![0; size],
        };
        let prefix: Vec<u64> = cols.iter().map(|&c| col_prefix(c)).collect();
        if prefix.len() >= 2 {
            tree.build(1, 0, leaves, &prefix);
        }
        tree
    }

    fn build(&mut self, node: usize, lo: usize, hi: usize, prefix: &[u64]) {
        self.whole[node] = prefix[hi] ^ prefix[lo];
        if hi - lo > 1 {
            let mid = (lo + hi) / 2;
            self.build(2 * node, lo, mid, prefix);
            self.build(2 * node + 1, mid, hi, prefix);
        }
    }

    fn covered(&self) -> u64 {
        self.covered[1]
    }

    /// Adds `delta` to the cover of leaves `from..to`.
    fn add(&mut self, from: usize, to: usize, delta: i32) {
        self.update(1, 0, self.leaves, from, to, delta);
    }

    fn update(&mut self, node: usize, lo: usize, hi: usize, from: usize, to: usize, delta: i32) {
        if to <= lo || hi <= from {
            return;
        }
        if from <= lo && hi <= to {
            self.count[node] += delta;
        } else {
            let mid = (lo + hi) / 2;
            self.update(2 * node, lo, mid, from, to, delta);
            self.update(2 * node + 1, mid, hi, from, to, delta);
        }
        self.covered[node] = if self.count[node] > 0 {
            self.whole[node]
        } else if hi - lo > 1 {
            self.covered[2 * node] ^ self.covered[2 * node + 1]
        } else {
            0
        };
    }
}
