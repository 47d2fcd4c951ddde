//! Sparse space (Winning Ways, "Sparse space spells speed"; Gangolli and Plambeck 1989): one
//! engine for the values of every take-and-break game whose moves take `k` tokens from a heap
//! and leave nothing, one heap or two heaps — octal games and Grundy's game.
//!
//! Call heap `n` *rare* when the bits its value shares with a mask have one parity (optionally
//! XORed with the parity of `n`), *common* otherwise. Parity is additive under XOR, so for a
//! move that takes `k` and splits `n − k` in two, an option value whose class says "one part
//! rare, one common" can only come from such a split, and those are found by pairing the few
//! rare heaps with every heap; the remaining option values come from splits whose parts are in
//! one class, and only the ones below the mex need looking for: a scan of the first splits, or
//! the splits with a few sample heaps of each value (when the scans find them too slowly),
//! nearly always settles them. Exact for any mask (a bad mask only costs speed); the mask is
//! chosen from the values seen, as the largest Walsh–Hadamard coefficient of their histogram.

mod marker;

use marker::{mark, mark_rows, reach, Job, Marker, Parts, Prefix, Reach};
use std::sync::Arc;

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
    fn smallest_split(&self) -> usize {
        if self.unequal {
            3
        } else {
            2
        }
    }

    /// The largest smaller part `a` of a split of `rest` into `a` and `rest − a`.
    fn largest_part(&self, rest: usize) -> usize {
        if self.unequal {
            rest.saturating_sub(1) / 2
        } else {
            rest / 2
        }
    }
}

/// Which heaps are rare: those whose value, masked by `bits`, has odd parity, XOR the heap's
/// parity if `heap_parity`, equal to `rare_parity`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mask {
    pub bits: u32,
    pub heap_parity: bool,
    pub rare_parity: bool,
}

impl Mask {
    /// The class of heap `n` with value `value`: 0 or 1.
    fn class(self, n: usize, value: u16) -> bool {
        ((u32::from(value) & self.bits).count_ones() % 2 == 1) ^ (self.heap_parity && n % 2 == 1)
    }
}

/// A value too large to keep in 16 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueTooLarge {
    pub heap: usize,
}

impl std::fmt::Display for ValueTooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "the value of heap {} is above 65535, more than sparse space keeps",
            self.heap
        )
    }
}

/// Values of a game computed by sparse space, extended on demand.
///
/// # Example
/// ```
/// use grundy::games::sparse_space::{Moves, SparseSpace};
/// let mut kayles = SparseSpace::new(Moves { take_all: vec![1, 2], leave_one: vec![1, 2],
///     split: vec![1, 2], unequal: false });
/// kayles.extend_to(8).unwrap();
/// assert_eq!(kayles.values(), [0, 1, 2, 3, 1, 4, 3, 2]);
/// ```
pub struct SparseSpace {
    moves: Moves,
    g: Vec<u16>,
    mask: Mask,
    /// Whether the mask is chosen from the values (else it was given).
    choose_mask: bool,
    next_choice: usize,
    rare_at_choice: usize,         // rare heaps when the mask was last chosen
    rare_heaps: Vec<(usize, u16)>, // heaps ≥ 1 in the rare class, in order
    // Every value so far is below `size`, a power of two, and so is every XOR of two.
    size: usize,
    count: Vec<[u64; 2]>,              // heaps with each value, by heap parity
    heaps_of: Vec<Vec<u32>>,           // the first TRIES heaps from FIRST_SCAN up with each value
    samples: Vec<(usize, u16)>,        // a few heaps of each value (SAMPLES), with the value
    common_samples: Vec<(usize, u16)>, // those in the common class (for the batch)
    common_of: (usize, Mask),          // the samples and mask that list is of
    mark_samples: bool,                // whether batches mark the samples' splits for every heap
    sampled: Vec<(usize, usize)>,      // samples of each value so far, and the last one
    batches: usize,                    // batches so far
    most_common: Vec<u16>, // a few values with the largest counts (refreshed now and then)
    options: Vec<u8>,      // one row of `size` marks per heap of a batch
    whole: Vec<(usize, u16)>, // parts (heap + take) and values that split every heap of a batch
    spare: Vec<u8>,        // rows for the second thread to mark
    parts: Option<Arc<Parts>>, // the parts of the last job
    generation: usize,     // masks chosen so far
    threads: usize,        // threads that mark (1 or 2)
}

/// Option rows of one batch together take at most this many bytes.
const BATCH_BYTES: usize = 1 << 15;
/// Heaps in one batch at most.
const BATCH: usize = 128;
/// Heaps to go, and rare heaps, from which a second thread marks.
const PIPELINE: usize = 1 << 12;
const PIPELINE_RARE: usize = 64;
/// Splits scanned in one go (at most; 8 at first) before checking whether the value looked for
/// has been seen.
const CHUNK: usize = 128;
/// Splits scanned from the small end before a missing value is searched for directly.
const FIRST_SCAN: usize = 1024;
/// Partner values tried for a missing value, and heaps tried for each partner.
const PARTNERS: usize = 64;
const TRIES: usize = 32;
/// Heaps of each value whose splits are marked for every heap, like the rare ones: the first
/// from FIRST_SCAN up, each at least SAMPLE_GAP past the one before (so that the other parts
/// of their splits are not neighbours, whose values go together).
const SAMPLES: usize = 8;
const SAMPLE_GAP: usize = 1024;
/// Every MEASURE-th batch marks samples only where needed, to measure how often they are.
const MEASURE: usize = 64;
/// The mask is first chosen at this many heaps, then each time their number doubles.
const FIRST_CHOICE: usize = 1024;

impl SparseSpace {
    /// An engine for `moves` that chooses its mask from the values.
    pub fn new(moves: Moves) -> SparseSpace {
        let mut engine = SparseSpace::with_mask(
            moves,
            Mask {
                bits: 0,
                heap_parity: false,
                rare_parity: false,
            },
        );
        engine.choose_mask = true;
        engine
    }

    /// An engine for `moves` that keeps `mask` (exact for every mask; only speed depends on it).
    pub fn with_mask(moves: Moves, mask: Mask) -> SparseSpace {
        SparseSpace {
            moves,
            g: Vec::new(),
            mask,
            choose_mask: false,
            next_choice: FIRST_CHOICE,
            rare_at_choice: 0,
            rare_heaps: Vec::new(),
            size: 1,
            count: vec![[0; 2]],
            heaps_of: vec![Vec::new()],
            samples: Vec::new(),
            common_samples: Vec::new(),
            common_of: (0, mask),
            mark_samples: false,
            batches: 0,
            sampled: vec![(0, 0)],
            most_common: Vec::new(),
            options: Vec::new(),
            whole: Vec::new(),
            spare: Vec::new(),
            parts: None,
            generation: 0,
            threads: default_threads(),
        }
    }

    /// An engine for `moves` that goes on from `values`, the values of heaps `0..len` (saved
    /// by an earlier run, and trusted), kept as its table without a copy: what it keeps about
    /// them (rare heaps, counts, samples, the mask) is rebuilt from them in O(len), without a
    /// mex.
    ///
    /// # Example
    /// ```
    /// use grundy::games::sparse_space::{Moves, SparseSpace};
    /// let mut whole = SparseSpace::new(Moves::split_unequal());
    /// whole.extend_to(5000).unwrap();
    /// let saved = whole.values()[..3000].to_vec();
    /// let mut resumed = SparseSpace::resume(Moves::split_unequal(), saved);
    /// resumed.extend_to(5000).unwrap();
    /// assert_eq!(resumed.values(), whole.values());
    /// ```
    pub fn resume(moves: Moves, values: Vec<u16>) -> SparseSpace {
        let mut engine = SparseSpace::new(moves);
        engine.g = values;
        for n in 0..engine.g.len() {
            engine.note(n);
            if n + 1 == engine.next_choice {
                engine.next_choice *= 2;
                engine.choose_among(n + 1);
            }
        }
        if engine.g.len() >= FIRST_CHOICE {
            engine.choose();
        }
        engine
    }

    /// The values computed so far, of heaps `0..len`.
    pub fn values(&self) -> &[u16] {
        &self.g
    }

    /// The mask in use.
    pub fn mask(&self) -> Mask {
        self.mask
    }

    /// How many heaps so far are rare.
    pub fn rare_heaps(&self) -> usize {
        self.rare_heaps.len()
    }

    /// Makes room for the values of heaps up to `len` (2 bytes each) now, so that a table too
    /// large for memory is refused before the work starts.
    ///
    /// # Errors
    /// If the memory can't be had.
    pub fn reserve(&mut self, len: usize) -> Result<(), std::collections::TryReserveError> {
        self.g.try_reserve_exact(len.saturating_sub(self.g.len()))
    }

    /// Marks with one thread or two (by default `GRUNDY_THREADS` if set, else two where the
    /// machine has two cores). The values are the same either way; on a machine whose other
    /// core is busy, one thread is about as fast.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, 2);
    }

    /// Computes the values of heaps up to `len` (exclusive).
    ///
    /// # Errors
    /// If a value is above 65535 (the values computed before it are kept).
    ///
    /// # Panics
    /// If `len > 2^32` (heaps are kept in 32 bits).
    ///
    /// # Complexity
    /// About O(len · R · S) for R rare heaps and S split takes, plus the scans for values
    /// with both parts in one class. With two threads, the second marks most splits with a
    /// rare part one batch ahead (see `marker`).
    pub fn extend_to(&mut self, len: usize) -> Result<(), ValueTooLarge> {
        assert!(len as u64 <= 1 << 32, "heaps are kept in 32 bits");
        // A second thread pays once batches are long and many heaps are rare.
        if self.threads < 2 || len < self.g.len() + PIPELINE {
            return self.extend(len, None);
        }
        // The second thread reads values below the current batch while this one pushes: the
        // vector must not move meanwhile.
        self.g.reserve(len - self.g.len());
        Marker::run(|marker| self.extend(len, Some(marker)))
    }

    fn extend(&mut self, len: usize, mut marker: Option<&mut Marker>) -> Result<(), ValueTooLarge> {
        while self.g.len() < len {
            let end = self.batch_end(self.g.len(), len);
            let size = self.size;
            self.batch(end, len, marker.as_deref_mut())?;
            // Chosen again as soon as a value needs a new bit or 64 more heaps are rare: the
            // mask may not suit the new values (Grundy's game has 1274 rare heaps below 2^22,
            // none of value 256; from 47·10^6 on, heaps of value 256 are common but rare under
            // the old mask, and each needs a scan of all its splits).
            let drifted = self.size != size || self.rare_heaps.len() > self.rare_at_choice + 64;
            if self.choose_mask
                && (self.g.len() == self.next_choice || drifted && self.g.len() >= FIRST_CHOICE)
            {
                if self.g.len() == self.next_choice {
                    self.next_choice *= 2;
                }
                self.choose();
            }
        }
        Ok(())
    }

    /// Where the batch starting at heap `first` ends, on the way to `len`.
    fn batch_end(&self, first: usize, len: usize) -> usize {
        let batch = (BATCH_BYTES / self.size).clamp(1, BATCH);
        let end = len.min(first + batch);
        if self.choose_mask {
            end.min(self.next_choice)
        } else {
            end
        }
    }

    /// The common samples, listed again only when samples were added or the mask changed (with
    /// large values there are many samples, and a batch may be one heap).
    fn list_common_samples(&mut self) {
        if self.common_of != (self.samples.len(), self.mask) {
            self.common_of = (self.samples.len(), self.mask);
            let mask = self.mask;
            self.common_samples.clear();
            self.common_samples.extend(
                (self.samples.iter())
                    .filter(|&&(p, value)| mask.class(p, value) != mask.rare_parity),
            );
        }
    }

    /// Sends the second thread the splits whose other part is below `first` (the batch being
    /// valued) for heaps `next..` the end of their batch: those that split every heap there.
    fn send_next(&mut self, marker: &mut Marker, first: usize, next: usize, len: usize) {
        let end = self.batch_end(next, len);
        if next >= end {
            return;
        }
        let marked = self.mark_samples && (self.batches + 1) % MEASURE != 0;
        let samples = if marked {
            &self.common_samples[..]
        } else {
            &[]
        };
        let key = (
            self.generation,
            self.rare_heaps.len(),
            samples.len(),
            marked,
        );
        let parts = match &self.parts {
            Some(parts) if (parts.generation, parts.rare, parts.samples, parts.marked) == key => {
                Arc::clone(parts)
            }
            _ => {
                let parts = Arc::new(Parts {
                    pairs: self.rare_heaps.iter().chain(samples).copied().collect(),
                    takes: self.moves.split.clone(),
                    unequal: self.moves.unequal,
                    generation: key.0,
                    rare: key.1,
                    samples: key.2,
                    marked,
                });
                self.parts = Some(Arc::clone(&parts));
                parts
            }
        };
        // SAFETY: `extend_to` reserved room for every value up to `len` before the second
        // thread started, so pushes do not move the vector; values below `first` are final; and
        // the second thread ends before `extend_to` returns.
        let values = unsafe { Prefix::new(&self.g, first) };
        let rows = std::mem::take(&mut self.spare);
        let job = Job::new((next, end, self.size), end - first, parts, values, rows);
        marker.send(job);
    }

    /// The ranges of `list` (heaps in order, rare or samples) whose splits may need marking by
    /// this thread in the batch `first..end`, and whether they are among the `covered` first of
    /// the list that a job with that `threshold` had (every range, if there is no job).
    fn own(
        &self,
        list: &[(usize, u16)],
        job: Option<(usize, usize)>,
        first: usize,
        end: usize,
    ) -> Vec<(std::ops::Range<usize>, bool)> {
        let Some((covered, threshold)) = job else {
            return vec![(0..list.len(), false)];
        };
        let below = |heap: usize| list[..covered].partition_point(|&(r, _)| r < heap);
        let largest = self.moves.largest_take();
        // Offsets r + k below the job's threshold, parts that split a heap of the batch into two
        // equal ones, and parts whose other part is in it.
        let mut ranges = [
            0..below(threshold),
            below(first.saturating_sub(largest) / 2)..below(end / 2 + 1),
            below(first.saturating_sub(largest + 1))..covered,
        ];
        ranges.sort_by_key(|range| range.start);
        let mut own: Vec<(std::ops::Range<usize>, bool)> = Vec::new();
        for range in ranges {
            match own.last_mut() {
                Some((last, _)) if range.start <= last.end => last.end = last.end.max(range.end),
                _ if range.is_empty() => {}
                _ => own.push((range, true)),
            }
        }
        own.push((covered..list.len(), false));
        own
    }

    /// Values the heaps from the next one up to `end` (or fewer, if the values outgrow `size`),
    /// on the way to `len`.
    fn batch(
        &mut self,
        end: usize,
        len: usize,
        marker: Option<&mut Marker>,
    ) -> Result<(), ValueTooLarge> {
        let (first, size) = (self.g.len(), self.size);
        self.list_common_samples();
        self.batches += 1;
        let mut options = std::mem::take(&mut self.options);
        // The job for this batch, sent with the last one: its parts are marked here, by
        // whichever thread claims them, if it is still good (the mask, the batch and the row
        // length as they were when it was sent). Then the job for the next batch.
        let mut cover = None;
        if let Some(marker) = marker {
            let prepared = marker.out.take();
            if self.rare_heaps.len() >= PIPELINE_RARE && marker.wanted() {
                self.send_next(marker, first, end, len);
            }
            cover = prepared.and_then(|job| {
                let good = (job.first, job.end, job.size) == (first, end, size)
                    && job.parts.generation == self.generation;
                if good {
                    let (rows, spare) =
                        marker.finish(&job, std::mem::take(&mut options), &self.g, &mut self.whole);
                    (options, self.spare) = (rows, spare);
                    Some(job)
                } else {
                    self.spare = job.drop_it();
                    None
                }
            });
        }
        if cover.is_none() {
            options.clear();
            options.resize((end - first) * size, 0);
        }
        // Whether this batch marks the common samples' splits for every heap (else a heap marks
        // them only if a scan of its first splits leaves a value open: every MEASURE-th batch
        // does that, to weigh what the scans cost against the samples).
        let marked = (cover.as_ref())
            .map_or(self.mark_samples && self.batches % MEASURE != 0, |c| {
                c.parts.marked
            });
        let samples = std::mem::take(&mut self.common_samples);
        // Splits with a rare part r (or a sample) whose other part is below `first`: n in
        // lo..hi; those the second thread marked are skipped.
        let parts = if marked { &samples[..] } else { &[] };
        let mut whole = std::mem::take(&mut self.whole); // those that split every heap here
        whole.clear();
        // With a job, only the parts it may not take need looking at: the small ones, those
        // near `first` or near half of it, and those listed since it was sent.
        let job =
            |count: fn(&Parts) -> usize| cover.as_ref().map(|c| (count(&c.parts), c.threshold));
        let rare_own = self.own(&self.rare_heaps, job(|p| p.rare), first, end);
        let samples_own = self.own(parts, job(|p| p.samples), first, end);
        let rare_list = rare_own
            .into_iter()
            .map(|(range, covered)| (&self.rare_heaps[range], covered));
        let samples_list = samples_own
            .into_iter()
            .map(|(range, covered)| (&parts[range], covered));
        let own = rare_list
            .chain(samples_list)
            .flat_map(|(list, covered)| list.iter().map(move |&part| (part, covered)));
        for ((r, rare), covered) in own {
            let covered = cover.as_ref().filter(|_| covered);
            for &k in &self.moves.split {
                match reach(self.moves.unequal, r, k, first, end) {
                    Reach::Around(lo, equal, hi) => {
                        mark(&mut options, &self.g, size, first, lo, equal, r + k, rare);
                        mark(
                            &mut options,
                            &self.g,
                            size,
                            first,
                            equal + 1,
                            hi,
                            r + k,
                            rare,
                        );
                    }
                    Reach::Whole => {
                        if covered.is_some_and(|c| c.takes(r, k)) {
                            continue; // marked by the job
                        }
                        whole.push((r + k, rare));
                    }
                    Reach::Some(lo, hi) => {
                        mark(&mut options, &self.g, size, first, lo, hi, r + k, rare);
                    }
                }
            }
        }
        let rows = end - first;
        mark_rows(&mut options[..rows * size], &self.g, size, first, &whole);
        self.whole = whole;
        let known = self.rare_heaps.len();
        let mut work = 0;
        for n in first..end {
            let row = &mut options[(n - first) * size..][..size];
            for &k in &self.moves.take_all {
                if n == k {
                    row[0] = 1;
                }
            }
            for &k in &self.moves.leave_one {
                if n > k {
                    row[usize::from(self.g[n - k])] = 1;
                }
            }
            // The rest of the splits with a rare part: those whose other part is in this batch
            // (below `n`), and those whose rare part is.
            let old = self.rare_heaps[..known]
                .iter()
                .take_while(|&&(r, _)| r + first <= n);
            for (&(r, rare), new) in old
                .zip(std::iter::repeat(false))
                .chain(self.rare_heaps[known..].iter().zip(std::iter::repeat(true)))
            {
                for &k in &self.moves.split {
                    if n <= r + k {
                        continue;
                    }
                    let other = n - k - r;
                    if (new || other >= first) && !(self.moves.unequal && other == r) {
                        row[usize::from(rare ^ self.g[other])] = 1;
                    }
                }
            }
            let mut lazy = (!marked).then_some(&samples[..]);
            let value = self.mex(n, row, &mut lazy, &mut work);
            self.push(value)?;
            if self.size != size {
                break; // the rows are too short now
            }
        }
        if !marked {
            // On when the scans cost more than marking the samples would, off when they cost
            // less than half of it (so that it does not flip back and forth).
            let cost = (end - first) * samples.len() * self.moves.split.len();
            if work > cost {
                self.mark_samples = true;
            } else if 2 * work < cost {
                self.mark_samples = false;
            }
        }
        self.options = options;
        self.common_samples = samples;
        Ok(())
    }

    /// The value of heap `n`, given those of every smaller heap, and in `row` the option
    /// values from moves that leave at most one heap and from splits with a rare part (and
    /// with a sample, unless `samples` are given: then they are marked if needed, and taken).
    fn mex(
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

    fn push(&mut self, value: usize) -> Result<(), ValueTooLarge> {
        let n = self.g.len();
        if value > usize::from(u16::MAX) {
            return Err(ValueTooLarge { heap: n });
        }
        self.g.push(value as u16);
        self.note(n);
        Ok(())
    }

    /// Records what is kept about heap `n`, whose value is in the table, given those before.
    fn note(&mut self, n: usize) {
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
    fn choose(&mut self) {
        self.choose_among(self.g.len());
    }

    /// [`SparseSpace::choose`] from the values of heaps `0..heaps` only.
    fn choose_among(&mut self, heaps: usize) {
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

/// Threads that mark: `GRUNDY_THREADS` (1 or 2) if set, else 2 where the machine has two
/// cores or more.
fn default_threads() -> usize {
    match std::env::var("GRUNDY_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
    {
        Some(threads) => threads,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    }
    .clamp(1, 2)
}

/// Values of heaps `0..len` of the game with `moves`, by sparse space with a mask chosen from
/// the values.
///
/// # Errors
/// If a value is above 65535.
pub fn values(moves: Moves, len: usize) -> Result<Vec<u16>, ValueTooLarge> {
    let mut engine = SparseSpace::new(moves);
    engine.extend_to(len)?;
    Ok(engine.g)
}
