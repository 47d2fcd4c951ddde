//! The moves sparse space handles: take `k` tokens from a heap and leave nothing, one heap, or
//! two heaps (octal games; Grundy's game is the split into two unequal heaps). A split of the
//! rest `n − k` into `a` and `n − k − a` is counted once, by its smaller part `a`.

/// The moves of a take-and-break game in which a heap is left as at most two heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves {
    /// Takes `k` that may remove a heap of exactly `k`.
    pub take_all: Vec<usize>,
    /// Takes `k ≥ 1` that may leave the rest as one non-empty heap.
    pub leave_one: Vec<usize>,
    /// Takes `k` that may leave the rest as two non-empty heaps.
    pub split: Vec<usize>,
    /// Whether the two heaps of a split must differ in size (Grundy's game).
    pub unequal: bool,
}

impl Moves {
    /// Grundy's game: split a heap into two non-empty heaps of different sizes (no take).
    pub fn split_unequal() -> Moves {
        Moves {
            take_all: Vec::new(),
            leave_one: Vec::new(),
            split: vec![0],
            unequal: true,
        }
    }

    /// The largest number of tokens a move takes.
    pub fn largest_take(&self) -> usize {
        let all = self
            .take_all
            .iter()
            .chain(&self.leave_one)
            .chain(&self.split);
        all.copied().max().unwrap_or(0)
    }

    /// The smallest rest `n − k` a split of that take needs.
    pub(super) fn smallest_split(&self) -> usize {
        if self.unequal {
            3
        } else {
            2
        }
    }

    /// The largest smaller part `a` of a split of `rest` into `a` and `rest − a`.
    pub(super) fn largest_part(&self, rest: usize) -> usize {
        if self.unequal {
            rest.saturating_sub(1) / 2
        } else {
            rest / 2
        }
    }
}
