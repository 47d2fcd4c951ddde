//! The value of one heap: the mex of its row, once the values that splits with both parts in
//! one class could add are settled. Parity is additive under XOR, so those values all have one
//! class under the mask, and only the ones below the mex matter: a scan of the first splits
//! nearly always finds them; else the samples' splits are marked, then the most common values
//! are tried as the larger part (a direct search), and last every split is scanned.

use super::engine::SparseSpace;

/// Splits scanned in one go (at most; 8 at first) before checking whether the value looked for
/// has been seen.
const CHUNK: usize = 128;

/// Splits scanned from the small end before a missing value is searched for directly.
pub(super) const FIRST_SCAN: usize = 1024;

/// Partner values tried for a missing value, and heaps tried for each partner.
pub(super) const PARTNERS: usize = 64;
pub(super) const TRIES: usize = 32;

impl SparseSpace {
    /// The value of heap `n`, given those of every smaller heap, and in `row` the option
    /// values from moves that leave at most one heap and from splits with a rare part (and
    /// with a sample, unless `samples` are given: then they are marked if needed, and taken).
    pub(super) fn mex(
        &self,
        n: usize,
        row: &mut [u8],
        samples: &mut Option<&[(usize, u16)]>,
        work: &mut usize,
    ) -> usize {
        // Values whose parity class is that of splits with both parts in one class, for some
        // take: only those can be options not marked yet.
        let mut open = [false; 2];
        let mut end = 0; // the scan of splits {a, n − k − a} runs over a in 1..end
        for &k in &self.moves.split {
            if n >= k + self.moves.smallest_split() {
                let rest = n - k;
                open[usize::from(self.mask.heap_parity && rest % 2 == 1)] = true;
                end = end.max(self.moves.largest_part(rest) + 1);
            }
        }
        let mut scanned = 1;
        for v in 0..row.len() {
            if row[v] != 0 {
                continue;
            }
            let parity = (v as u32 & self.mask.bits).count_ones() % 2 == 1;
            if !open[usize::from(parity)] || scanned >= end {
                return v;
            }
            if scanned < FIRST_SCAN {
                let from = scanned;
                scanned = self.scan(n, scanned, end.min(FIRST_SCAN), v, row);
                *work += (scanned - from) * self.moves.split.len();
                if row[v] != 0 {
                    continue;
                }
            }
            if let Some(samples) = samples.take() {
                self.mark_samples(n, samples, row);
                *work += samples.len() * self.moves.split.len();
                if row[v] != 0 {
                    continue;
                }
            }
            if scanned < end {
                self.search(n, v, row);
                if row[v] == 0 {
                    scanned = self.scan(n, scanned, end, v, row);
                }
            }
            if row[v] == 0 {
                return v;
            }
        }
        row.len()
    }

    /// Marks the option values of the splits of heap `n` with a part among `samples`.
    fn mark_samples(&self, n: usize, samples: &[(usize, u16)], row: &mut [u8]) {
        for &(p, value) in samples {
            for &k in &self.moves.split {
                if n > p + k && !(self.moves.unequal && n == 2 * p + k) {
                    row[usize::from(value ^ self.g[n - k - p])] = 1;
                }
            }
        }
    }

    /// Marks the option values of splits {a, n − k − a} for `a` from `from` up to `to`, in
    /// chunks growing from 8 to CHUNK, stopping once `wanted` has been seen. Returns where it
    /// stopped.
    fn scan(&self, n: usize, from: usize, to: usize, wanted: usize, row: &mut [u8]) -> usize {
        let (mut a, mut chunk) = (from, 8);
        while a < to && row[wanted] == 0 {
            let chunk_end = (a + chunk).min(to);
            chunk = (2 * chunk).min(CHUNK);
            for &k in &self.moves.split {
                if n < k + self.moves.smallest_split() {
                    continue;
                }
                let rest = n - k;
                let stop = chunk_end.min(self.moves.largest_part(rest) + 1);
                if a >= stop {
                    continue;
                }
                let small = &self.g[a..stop];
                let large = &self.g[rest + 1 - stop..=rest - a];
                for (x, y) in small.iter().zip(large.iter().rev()) {
                    let value = usize::from(x ^ y);
                    debug_assert!(value < row.len());
                    // SAFETY: values are below `size`, a power of two and the length of `row`,
                    // and so is the XOR of two.
                    unsafe { *row.get_unchecked_mut(value) = 1 };
                }
            }
            a = chunk_end;
        }
        a
    }

    /// Looks for a split {a, n − k − a} worth `wanted` directly: one whose larger part has one
    /// of the most common values `d` and whose smaller part has `d ^ wanted`, trying the
    /// smallest heaps past the first scan with that value. Marks `wanted` if found.
    fn search(&self, n: usize, wanted: usize, row: &mut [u8]) {
        for &d in &self.most_common {
            let Some(heaps) = self.heaps_of.get(usize::from(d) ^ wanted) else {
                continue;
            };
            for &a in heaps.iter().take(TRIES) {
                let a = a as usize;
                let mut any = false;
                for &k in &self.moves.split {
                    if n < k + self.moves.smallest_split() {
                        continue;
                    }
                    let rest = n - k;
                    if a > self.moves.largest_part(rest) {
                        continue;
                    }
                    any = true;
                    if self.g[rest - a] == d {
                        row[wanted] = 1;
                        return;
                    }
                }
                if !any {
                    break; // larger heaps are past every split's half too
                }
            }
        }
    }
}
