//! Compressed value sequences: a sequence of values stored as pieces (runs of one value,
//! arithmetic segments, periodic segments), so that a sequence of 10^18 values that follows a
//! rule in long stretches costs memory in its number of pieces, one value is a binary search
//! over the pieces' starts, and the mex of the values over an interval is a sweep over the
//! pieces that meet it.
//!
//! Correctness is by construction: each piece stores its start and the rule of its values,
//! [`Sequence::push_value`] merges a value into the last piece only when it is that piece's next
//! value, and the mex sweep covers exactly the values of each piece met within the interval
//! (a whole period, or the part of it the interval holds).

use std::ops::Range;

/// How the values of one piece run, from its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// The same value throughout.
    Run(u64),
    /// `first`, `first + step`, `first + 2·step`, … (`step` nonzero, the values stay in u64).
    Arithmetic { first: u64, step: i64 },
    /// The values repeated in order, from the piece's start (at least one value).
    Periodic(Vec<u64>),
}

impl Piece {
    /// The value `offset` places into the piece.
    fn at(&self, offset: u64) -> u64 {
        match self {
            Piece::Run(v) => *v,
            Piece::Arithmetic { first, step } => {
                (*first as i128 + *step as i128 * offset as i128) as u64
            }
            Piece::Periodic(values) => values[(offset % values.len() as u64) as usize],
        }
    }
}

/// A sequence of values from position 0, piece by piece; the last piece may run for ever.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sequence {
    starts: Vec<u64>,
    pieces: Vec<Piece>,
    /// Where the values stop (exclusive); `u64::MAX`: a sequence that runs for ever (heap
    /// `u64::MAX` included).
    end: u64,
}

impl Sequence {
    /// The empty sequence.
    pub fn new() -> Self {
        Sequence::default()
    }

    /// How many values it holds (`u64::MAX`: for ever).
    pub fn len(&self) -> u64 {
        self.end
    }

    /// Whether it holds no value.
    pub fn is_empty(&self) -> bool {
        self.end == 0
    }

    /// How many pieces store it.
    pub fn pieces(&self) -> usize {
        self.pieces.len()
    }

    /// Appends `len` values that run as `piece` (from its first value); `len` saturates at the
    /// end of u64, so `u64::MAX` means for ever.
    ///
    /// # Panics
    /// If the sequence already runs for ever, or `piece` is a [`Piece::Periodic`] without values
    /// or a [`Piece::Arithmetic`] with step 0.
    pub fn push(&mut self, len: u64, piece: Piece) {
        assert!(self.end < u64::MAX, "the sequence already runs for ever");
        match &piece {
            Piece::Periodic(values) => assert!(!values.is_empty(), "a period of no values"),
            Piece::Arithmetic { step, .. } => assert!(*step != 0, "an arithmetic step of 0"),
            Piece::Run(_) => {}
        }
        if len == 0 {
            return;
        }
        self.starts.push(self.end);
        self.pieces.push(piece);
        self.end = self.end.saturating_add(len);
    }

    /// Appends one value, extending the last piece when the value is that piece's next one (a
    /// run of one value followed by another value becomes an arithmetic piece).
    pub fn push_value(&mut self, value: u64) {
        if let Some(last) = self.pieces.last_mut() {
            let start = *self.starts.last().expect("a start per piece");
            let len = self.end - start;
            match last {
                Piece::Run(v) if *v == value => {}
                Piece::Run(v) if len == 1 && value.abs_diff(*v) < 1 << 62 => {
                    let step = value as i64 - *v as i64;
                    *last = Piece::Arithmetic { first: *v, step };
                }
                Piece::Arithmetic { first, step }
                    if *first as i128 + *step as i128 * len as i128 == value as i128 => {}
                _ => return self.push(1, Piece::Run(value)),
            }
            self.end += 1;
            return;
        }
        self.push(1, Piece::Run(value));
    }

    /// The index of the piece holding position `n`.
    fn piece_of(&self, n: u64) -> usize {
        self.starts.partition_point(|&s| s <= n) - 1
    }

    /// The value at position `n`; `None` past the end.
    ///
    /// # Complexity
    /// O(log pieces).
    ///
    /// # Example
    /// ```
    /// use grundy::search::compressed::{Piece, Sequence};
    /// let mut s = Sequence::new();
    /// s.push(10, Piece::Arithmetic { first: 0, step: 1 });
    /// s.push(u64::MAX, Piece::Periodic(vec![3, 1, 2]));
    /// assert_eq!(s.value(4), Some(4));
    /// assert_eq!(s.value(1_000_000_000_000_000_000), Some([3, 1, 2][(1e18 as u64 - 10) as usize % 3]));
    /// ```
    pub fn value(&self, n: u64) -> Option<u64> {
        if n >= self.end && self.end < u64::MAX {
            return None;
        }
        let i = self.piece_of(n);
        Some(self.pieces[i].at(n - self.starts[i]))
    }

    /// The least non-negative integer that is not the value of any position in `range`
    /// (clipped to the sequence).
    ///
    /// # Complexity
    /// O(k log k) for the k pieces (and the values of the periodic pieces) met, plus one step
    /// per value covered only by an arithmetic piece of step other than ±1.
    ///
    /// # Example
    /// ```
    /// use grundy::search::compressed::{Piece, Sequence};
    /// let mut s = Sequence::new();
    /// s.push(5, Piece::Arithmetic { first: 0, step: 1 }); // 0 1 2 3 4
    /// s.push(3, Piece::Run(7)); //                           7 7 7
    /// s.push(4, Piece::Arithmetic { first: 5, step: 2 }); // 5 7 9 11
    /// assert_eq!(s.mex(0..12), 6);
    /// assert_eq!(s.mex(2..12), 0);
    /// ```
    pub fn mex(&self, range: Range<u64>) -> u64 {
        let (from, to) = (range.start, range.end.min(self.end));
        if from >= to {
            return 0;
        }
        // Intervals of values (inclusive) and progressions (least, step, greatest).
        let mut intervals: Vec<(u64, u64)> = Vec::new();
        let mut progressions: Vec<(u64, u64, u64)> = Vec::new();
        for i in self.piece_of(from)..self.pieces.len() {
            let start = self.starts[i];
            if start >= to {
                break;
            }
            let piece_end = self.starts.get(i + 1).copied().unwrap_or(self.end);
            let (a, b) = (from.max(start) - start, to.min(piece_end) - start); // offsets a..b
            match &self.pieces[i] {
                Piece::Run(v) => intervals.push((*v, *v)),
                piece @ Piece::Arithmetic { step, .. } => {
                    let (x, y) = (piece.at(a), piece.at(b - 1));
                    let (low, high) = (x.min(y), x.max(y));
                    match step.unsigned_abs() {
                        1 => intervals.push((low, high)),
                        s => progressions.push((low, s, high)),
                    }
                }
                Piece::Periodic(values) => {
                    let p = values.len() as u64;
                    let shown = (a..b.min(a + p)).map(|k| values[(k % p) as usize]);
                    intervals.extend(shown.map(|v| (v, v)));
                }
            }
        }
        intervals.sort_unstable();
        let mut mex = 0u64;
        let mut next = 0;
        loop {
            while next < intervals.len() && intervals[next].0 <= mex {
                mex = mex.max(intervals[next].1.saturating_add(1));
                next += 1;
            }
            let covered = progressions
                .iter()
                .any(|&(low, s, high)| low <= mex && mex <= high && (mex - low) % s == 0);
            if !covered {
                return mex;
            }
            mex += 1;
        }
    }
}
