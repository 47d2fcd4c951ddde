//! The batch loop: each heap of a batch gets a row of option marks. The splits with a rare
//! part (or a sample) whose other part lies below the batch are marked for every heap of the
//! batch at once, part by part, so the rows stay in cache and each part reads the table once;
//! then each heap in turn adds its moves that leave one heap and its splits with a part inside
//! the batch, and takes the mex (`mex`). Parts the second thread marked (`handoff`) are skipped.

use super::engine::{SparseSpace, ValueTooLarge, PIPELINE_RARE};
use super::marker::{mark, mark_rows, reach, Marker, Parts, Reach};

/// Option rows of one batch together take at most this many bytes.
const BATCH_BYTES: usize = 1 << 15;
/// Heaps in one batch at most.
const BATCH: usize = 128;

/// Every MEASURE-th batch marks samples only where needed, to measure how often they are.
pub(super) const MEASURE: usize = 64;

impl SparseSpace {
    /// Where the batch starting at heap `first` ends, on the way to `len`.
    pub(super) fn batch_end(&self, first: usize, len: usize) -> usize {
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

    /// Values the heaps from the next one up to `end` (or fewer, if the values outgrow `size`),
    /// on the way to `len`.
    pub(super) fn batch(
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
}
