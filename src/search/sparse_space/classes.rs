//! The rare/common bookkeeping: each heap's class under the mask, the rare heaps in order, the
//! count of each value by heap parity, a few sample heaps of each value, and the first heaps
//! of each value past the first scan (for the direct search). The mask is chosen to make the
//! rare class smallest: under mask m the heaps of class 0 outnumber those of class 1 by the
//! Walsh–Hadamard coefficient h[m] of the histogram of values by heap parity, so one transform
//! weighs every mask at once.

use super::engine::{Mask, SparseSpace, ValueTooLarge};
use super::mex::{FIRST_SCAN, PARTNERS, TRIES};

/// Heaps of each value whose splits are marked for every heap, like the rare ones: the first
/// from FIRST_SCAN up, each at least SAMPLE_GAP past the one before (so that the other parts
/// of their splits are not neighbours, whose values go together).
const SAMPLES: usize = 8;
const SAMPLE_GAP: usize = 1024;

impl Mask {
    /// The class of heap `n` with value `value`: 0 or 1.
    pub(super) fn class(self, n: usize, value: u16) -> bool {
        ((u32::from(value) & self.bits).count_ones() % 2 == 1) ^ (self.heap_parity && n % 2 == 1)
    }
}

impl SparseSpace {
    pub(super) fn push(&mut self, value: usize) -> Result<(), ValueTooLarge> {
        let n = self.g.len();
        if value > usize::from(u16::MAX) {
            return Err(ValueTooLarge { heap: n });
        }
        self.g.push(value as u16);
        self.note(n);
        Ok(())
    }

    /// Records what is kept about heap `n`, whose value is in the table, given those before.
    pub(super) fn note(&mut self, n: usize) {
        let value16 = self.g[n];
        let value = usize::from(value16);
        if n >= 1 && self.mask.class(n, value16) == self.mask.rare_parity {
            self.rare_heaps.push((n, value16));
        }
        while value >= self.size {
            self.size *= 2;
            self.heaps_of.resize(self.size, Vec::new());
            self.count.resize(self.size, [0; 2]);
            self.sampled.resize(self.size, (0, 0));
        }
        if n >= FIRST_SCAN && self.heaps_of[value].len() < TRIES {
            self.heaps_of[value].push(n as u32);
        }
        if n >= FIRST_SCAN {
            let (count, last) = &mut self.sampled[value];
            if *count < SAMPLES && (*count == 0 || n >= *last + SAMPLE_GAP) {
                *count += 1;
                *last = n;
                self.samples.push((n, value16));
            }
        }
        self.count[value][n % 2] += 1;
        if n.is_power_of_two() || n % 4096 == 0 {
            let mut by_count: Vec<u16> = (0..self.size as u16).collect();
            by_count.sort_by_key(|&v| {
                std::cmp::Reverse(self.count[usize::from(v)][0] + self.count[usize::from(v)][1])
            });
            by_count.truncate(PARTNERS);
            self.most_common = by_count;
        }
    }

    /// Chooses the mask that makes the rare class smallest over the values so far (from the
    /// Walsh–Hadamard transform of their histogram by value and heap parity), and lists the
    /// rare heaps again if it changed.
    pub(super) fn choose(&mut self) {
        self.choose_among(self.g.len());
    }

    /// [`SparseSpace::choose`] from the values of heaps `0..heaps` only.
    pub(super) fn choose_among(&mut self, heaps: usize) {
        let size = self.size;
        let mut h: Vec<i64> = (0..2 * size)
            .map(|x| self.count[x % size][x / size] as i64)
            .collect();
        let mut len = 1;
        while len < h.len() {
            for block in h.chunks_exact_mut(2 * len) {
                let (low, high) = block.split_at_mut(len);
                for (x, y) in low.iter_mut().zip(high.iter_mut()) {
                    let (a, b) = (*x, *y);
                    *x = a + b;
                    *y = a - b;
                }
            }
            len *= 2;
        }
        // h[m] is (heaps of class 0) − (heaps of class 1) for the mask m (bit log2(size): heap
        // parity). The common heaps' values must be the ones a split with one rare part gives,
        // or nearly every mex would need a scan: so the rare class is the even one, and with
        // heap parity (only when every split take k has one parity) it is k's parity.
        let split_parity = |k: &usize| k % 2 == 1;
        let takes = &self.moves.split;
        let heap_parity_ok = takes.iter().all(split_parity) || !takes.iter().any(split_parity);
        let rare_parity_with_heap = takes.first().is_some_and(split_parity);
        let rare_count = |m: usize| {
            let class_1 = m >= size && rare_parity_with_heap;
            let n = heaps as i64;
            if class_1 {
                (n - h[m]) / 2
            } else {
                (n + h[m]) / 2
            }
        };
        let best = (1..2 * size)
            .filter(|&m| m < size || heap_parity_ok)
            .min_by_key(|&m| rare_count(m))
            .expect("two masks at least");
        let mask = Mask {
            bits: (best % size) as u32,
            heap_parity: best >= size,
            rare_parity: best >= size && rare_parity_with_heap,
        };
        let rare_now = self.rare_heaps.len() as i64;
        let rare_then = rare_count(best);
        if mask != self.mask && rare_then < rare_now {
            self.mask = mask;
            self.generation += 1;
            self.rare_heaps = (1..heaps)
                .filter(|&n| mask.class(n, self.g[n]) == mask.rare_parity)
                .map(|n| (n, self.g[n]))
                .collect();
        }
        self.rare_at_choice = self.rare_heaps.len();
    }
}
