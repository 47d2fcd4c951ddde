//! The hand-off to the second thread (`marker`): while this thread values a batch, the job for
//! the next one (its parts, the rare heaps and samples as of now) is sent, since the rows of
//! the next batch need only values below the current one for parts at least the two batches'
//! length away. When the job comes back, this thread marks itself only what the job could not
//! take: small offsets, parts near the batch or near half of it, and parts listed since.

use super::batch::MEASURE;
use super::engine::SparseSpace;
use super::marker::{Job, Marker, Parts, Prefix};
use std::sync::Arc;

impl SparseSpace {
    /// Sends the second thread the splits whose other part is below `first` (the batch being
    /// valued) for heaps `next..` the end of their batch: those that split every heap there.
    pub(super) fn send_next(&mut self, marker: &mut Marker, first: usize, next: usize, len: usize) {
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
        // SAFETY: `extend_to` reserved room for every value up to `len` before this call sent
        // any job, so pushes do not move the vector; values below `first` are final; and no job
        // is read any more once `Marker::run` returns, before `extend_to` does.
        let values = unsafe { Prefix::new(&self.g, first) };
        let rows = std::mem::take(&mut self.spare);
        let job = Job::new((next, end, self.size), end - first, parts, values, rows);
        marker.send(job);
    }

    /// The ranges of `list` (heaps in order, rare or samples) whose splits may need marking by
    /// this thread in the batch `first..end`, and whether they are among the `covered` first of
    /// the list that a job with that `threshold` had (every range, if there is no job).
    pub(super) fn own(
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
}
