//! The engine's state and its outer loop: the table of values and what is kept about them
//! (rare heaps, counts, samples, the mask), extended batch after batch, with the mask chosen
//! again at 1024 heaps and at each doubling, or as soon as it drifts from the values. All
//! that is kept is a function of the values alone, so a run resumed from saved values
//! ([`SparseSpace::resume`]) rebuilds it in one pass and goes on exactly as an unbroken run.

use super::marker::{Helper, Marker, Parts};
use super::moves::Moves;
use std::sync::Arc;

/// Which heaps are rare: those whose value, masked by `bits`, has odd parity, XOR the heap's
/// parity if `heap_parity`, equal to `rare_parity`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mask {
    pub bits: u32,
    pub heap_parity: bool,
    pub rare_parity: bool,
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
/// use grundy::search::sparse_space::{Moves, SparseSpace};
/// let mut kayles = SparseSpace::new(Moves { take_all: vec![1, 2], leave_one: vec![1, 2],
///     split: vec![1, 2], unequal: false });
/// kayles.extend_to(8).unwrap();
/// assert_eq!(kayles.values(), [0, 1, 2, 3, 1, 4, 3, 2]);
/// ```
pub struct SparseSpace {
    pub(super) moves: Moves,
    pub(super) g: Vec<u16>,
    pub(super) mask: Mask,
    /// Whether the mask is chosen from the values (else it was given).
    pub(super) choose_mask: bool,
    pub(super) next_choice: usize,
    /// Rare heaps when the mask was last chosen.
    pub(super) rare_at_choice: usize,
    /// Heaps ≥ 1 in the rare class, in order.
    pub(super) rare_heaps: Vec<(usize, u16)>,
    /// Every value so far is below `size`, a power of two, and so is every XOR of two.
    pub(super) size: usize,
    /// Heaps with each value, by heap parity.
    pub(super) count: Vec<[u64; 2]>,
    /// The first TRIES heaps from FIRST_SCAN up with each value.
    pub(super) heaps_of: Vec<Vec<u32>>,
    /// A few heaps of each value (SAMPLES), with the value.
    pub(super) samples: Vec<(usize, u16)>,
    /// The samples in the common class (for the batch).
    pub(super) common_samples: Vec<(usize, u16)>,
    /// The samples and mask that list is of.
    pub(super) common_of: (usize, Mask),
    /// Whether batches mark the samples' splits for every heap.
    pub(super) mark_samples: bool,
    /// Samples of each value so far, and the last one.
    pub(super) sampled: Vec<(usize, usize)>,
    /// Batches so far.
    pub(super) batches: usize,
    /// A few values with the largest counts (refreshed now and then).
    pub(super) most_common: Vec<u16>,
    /// One row of `size` marks per heap of a batch.
    pub(super) options: Vec<u8>,
    /// Parts (heap + take) and values that split every heap of a batch.
    pub(super) whole: Vec<(usize, u16)>,
    /// Rows for the second thread to mark.
    pub(super) spare: Vec<u8>,
    /// The parts of the last job.
    pub(super) parts: Option<Arc<Parts>>,
    /// Masks chosen so far.
    pub(super) generation: usize,
    /// Threads that mark (1 or 2).
    pub(super) threads: usize,
    /// The second thread, started by the first call that uses it.
    pub(super) helper: Option<Helper>,
}

/// The mask is first chosen at this many heaps, then each time their number doubles.
const FIRST_CHOICE: usize = 1024;

/// Heaps to go, and rare heaps, from which a second thread marks.
pub(super) const PIPELINE: usize = 1 << 12;
pub(super) const PIPELINE_RARE: usize = 64;

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
            helper: None,
        }
    }

    /// An engine for `moves` that goes on from `values`, the values of heaps `0..len` (saved
    /// by an earlier run, and trusted), kept as its table without a copy: what it keeps about
    /// them (rare heaps, counts, samples, the mask) is rebuilt from them in O(len), without a
    /// mex.
    ///
    /// # Example
    /// ```
    /// use grundy::search::sparse_space::{Moves, SparseSpace};
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
        let mut helper = self.helper.take().unwrap_or_else(Helper::start);
        let done = Marker::run(&mut helper, |marker| self.extend(len, Some(marker)));
        self.helper = Some(helper);
        done
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
