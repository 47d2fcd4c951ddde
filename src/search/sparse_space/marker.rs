//! Marking the option rows of a batch of heaps: for each part `(offset, v)`, the value
//! `v ^ G(n − offset)` of a split of each heap `n` of the batch. The rows of the next batch
//! need only values below the current one when every offset is at least the two batches'
//! length, so a second thread marks those while the first values the current batch: a pipeline
//! one batch deep. Whichever thread claims a part first marks it (the first never waits for the
//! second to start, and takes over when it stalls), so the values are those of one thread. The
//! second thread lives as long as the engine: started and joined for each call, it cost the
//! first thread a wait for the scheduler at each end (on a busy machine, milliseconds a call).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvError, Sender, TryRecvError};
use std::sync::{Arc, Mutex, TryLockError};
use std::time::{Duration, Instant};

/// Marks, in the rows of heaps `lo..hi` (the batch starting at heap `first`), the value
/// `rare ^ G(n − offset)` of the split of each heap `n` into a rare part and `n − offset`.
#[allow(clippy::too_many_arguments)]
pub(super) fn mark(
    options: &mut [u8],
    g: &[u16],
    size: usize,
    first: usize,
    lo: usize,
    hi: usize,
    offset: usize,
    rare: u16,
) {
    if lo >= hi {
        return;
    }
    let rows = options[(lo - first) * size..(hi - first) * size].chunks_exact_mut(size);
    for (row, &part) in rows.zip(&g[lo - offset..hi - offset]) {
        let value = usize::from(rare ^ part);
        debug_assert!(value < size);
        // SAFETY: every value is below `size` (a power of two), so is the XOR of two, and `row`
        // is `size` long.
        unsafe { *row.get_unchecked_mut(value) = 1 };
    }
}

/// Marks, in `options` (the rows of heaps `first..`, `size` bytes each), the value `value ^
/// G(n − offset)` for each `(offset, value)` of `parts` (offsets at most `first`), four parts
/// in one pass over the rows.
pub(super) fn mark_rows(
    options: &mut [u8],
    g: &[u16],
    size: usize,
    first: usize,
    parts: &[(usize, u16)],
) {
    let end = first + options.len() / size;
    let mut quads = parts.chunks_exact(4);
    for quad in quads.by_ref() {
        let part = |i: usize| &g[first - quad[i].0..end - quad[i].0];
        let rows = options.chunks_exact_mut(size);
        let heaps = rows.zip(part(0)).zip(part(1)).zip(part(2)).zip(part(3));
        for ((((row, &a), &b), &c), &d) in heaps {
            for value in [quad[0].1 ^ a, quad[1].1 ^ b, quad[2].1 ^ c, quad[3].1 ^ d] {
                let value = usize::from(value);
                debug_assert!(value < size);
                // SAFETY: every value is below `size` (a power of two), so is the XOR of two,
                // and `row` is `size` long.
                unsafe { *row.get_unchecked_mut(value) = 1 };
            }
        }
    }
    for &(offset, value) in quads.remainder() {
        mark(options, g, size, first, first, end, offset, value);
    }
}

/// The values of heaps `0..len`, final, read by the second thread while the first appends
/// values past them to the same vector.
#[derive(Clone, Copy)]
pub(super) struct Prefix {
    start: *const u16,
    len: usize,
}

// SAFETY: a Prefix is only read (through `values`), and `Prefix::new`'s caller promises that
// the values stay where they are, unchanged, while it is in use on any thread.
unsafe impl Send for Prefix {}
// SAFETY: as for Send: shared, it is only read.
unsafe impl Sync for Prefix {}

impl Prefix {
    /// The first `len` values of `g`.
    ///
    /// # Safety
    /// Until [`Marker::run`] returns (by then no thread reads through a job any more), `g`'s
    /// buffer must not move or be freed (its capacity covers every push meanwhile) and its
    /// first `len` values must not be written.
    pub(super) unsafe fn new(g: &[u16], len: usize) -> Prefix {
        assert!(len <= g.len());
        Prefix {
            start: g.as_ptr(),
            len,
        }
    }

    fn values(&self) -> &[u16] {
        // SAFETY: `new`'s caller keeps these `len` initialised values in place and unchanged
        // while the prefix is in use; nothing writes them, so reads on two threads do not race.
        unsafe { std::slice::from_raw_parts(self.start, self.len) }
    }
}

/// Where the splits with a part `offset = r + k` (a rare heap or sample `r`, a take `k`) fall in
/// the batch of heaps `first..end`: on every heap, on heaps `lo..hi`, or on heaps `lo..hi` but
/// the one (`equal`) it would split into two equal heaps, which Grundy's game forbids (if
/// `unequal`).
pub(super) enum Reach {
    Whole,
    Some(usize, usize),
    Around(usize, usize, usize),
}

pub(super) fn reach(unequal: bool, r: usize, k: usize, first: usize, end: usize) -> Reach {
    let lo = first.max(r + k + 1);
    let hi = end.min(first + k + r);
    let equal = 2 * r + k; // the heap this part splits into two equal ones
    if unequal && (lo..hi).contains(&equal) {
        Reach::Around(lo, equal, hi)
    } else if (lo, hi) == (first, end) {
        Reach::Whole
    } else {
        Reach::Some(lo, hi)
    }
}

/// The parts of the splits a job marks: rare heaps and samples `(r, G(r))`, the split takes.
/// Shared by the jobs of many batches (it changes only with the mask, a new rare heap or a
/// new sample), so that it is not written again for every batch under the other core's reads.
pub(super) struct Parts {
    pub pairs: Vec<(usize, u16)>,
    pub takes: Vec<usize>,
    pub unequal: bool,
    /// The mask's generation, the rare heaps and the common samples listed (a prefix of each),
    /// and whether the samples are parts.
    pub generation: usize,
    pub rare: usize,
    pub samples: usize,
    pub marked: bool,
}

/// Pairs claimed at once.
const CLAIM: usize = 32;

/// The rows of heaps `first..end`, `size` marks each, to be marked with the splits of `parts`
/// that split every heap there with an offset `r + k` at least `threshold`, by whichever thread
/// claims them first, a few pairs at a time: the second thread into rows of its own, the first
/// (which never waits for the second to start) into the batch's rows.
pub(super) struct Job {
    pub first: usize,
    pub end: usize,
    pub size: usize,
    pub threshold: usize,
    pub parts: Arc<Parts>,
    values: Prefix,
    next: AtomicUsize,
    /// The second thread's rows, and whether it marked any parts in them; held while it marks.
    rows: Mutex<(Vec<u8>, bool)>,
}

impl Job {
    /// A job to mark the splits of `parts` with an offset at least `threshold` in rows for heaps
    /// `first..end` of `size` marks, given `values` and a spare buffer `rows`.
    pub(super) fn new(
        (first, end, size): (usize, usize, usize),
        threshold: usize,
        parts: Arc<Parts>,
        values: Prefix,
        rows: Vec<u8>,
    ) -> Job {
        Job {
            first,
            end,
            size,
            threshold,
            parts,
            values,
            next: AtomicUsize::new(0),
            rows: Mutex::new((rows, false)),
        }
    }

    /// Whether the split with parts `r` and `n − k − r` is the job's to mark.
    pub(super) fn takes(&self, r: usize, k: usize) -> bool {
        let whole = reach(self.parts.unequal, r, k, self.first, self.end);
        r + k >= self.threshold && matches!(whole, Reach::Whole)
    }

    fn claim(&self) -> Option<&[(usize, u16)]> {
        let pairs = &self.parts.pairs;
        let from = self.next.fetch_add(CLAIM, Ordering::Relaxed);
        (from < pairs.len()).then(|| &pairs[from..pairs.len().min(from + CLAIM)])
    }

    /// Marks the job's splits of `pairs` in `rows`, given `values` (`list` is room for them).
    fn mark(
        &self,
        pairs: &[(usize, u16)],
        rows: &mut [u8],
        values: &[u16],
        list: &mut Vec<(usize, u16)>,
    ) {
        list.clear();
        for &(r, value) in pairs {
            for &k in &self.parts.takes {
                if self.takes(r, k) {
                    list.push((r + k, value));
                }
            }
        }
        mark_rows(rows, values, self.size, self.first, list);
    }

    /// The batch's rows: the pairs not claimed yet are marked in `mine` (a spare buffer; `g`,
    /// every value so far), then the second thread's claims are waited for and its rows ORed
    /// in (or taken as they are, if this thread claimed nothing). Returns the rows, the other
    /// buffer (to be used again), how many pairs this thread marked and whether it took over
    /// while the second was still marking (then that one may still be reading the values).
    fn finish(
        &self,
        mut mine: Vec<u8>,
        g: &[u16],
        list: &mut Vec<(usize, u16)>,
    ) -> (Vec<u8>, Vec<u8>, usize, bool) {
        let len = (self.end - self.first) * self.size;
        let zero = |rows: &mut Vec<u8>| {
            rows.clear();
            rows.resize(len, 0);
        };
        let mut here = 0;
        while let Some(pairs) = self.claim() {
            if here == 0 {
                zero(&mut mine);
            }
            here += pairs.len();
            self.mark(pairs, &mut mine, g, list);
        }
        // The second thread is marking its last pairs, or was stopped by the system while at it
        // (the machine is busy): then rather than wait, mark everything here.
        let start = Instant::now();
        let mut rows = loop {
            match self.rows.try_lock() {
                Ok(rows) => break rows,
                Err(TryLockError::Poisoned(rows)) => break rows.into_inner(),
                Err(TryLockError::WouldBlock) if start.elapsed() > PATIENCE => {
                    zero(&mut mine);
                    self.mark(&self.parts.pairs, &mut mine, g, list);
                    return (mine, Vec::new(), self.parts.pairs.len(), true);
                }
                Err(TryLockError::WouldBlock) => std::hint::spin_loop(),
            }
        };
        let (theirs, marked) = std::mem::take(&mut *rows);
        match (here > 0, marked) {
            (false, true) => (theirs, mine, 0, false),
            (true, true) => {
                for (mine, theirs) in mine.iter_mut().zip(&theirs) {
                    *mine |= theirs;
                }
                (mine, theirs, here, false)
            }
            (true, false) => (mine, theirs, here, false),
            (false, false) => {
                zero(&mut mine);
                (mine, theirs, 0, false)
            }
        }
    }

    /// Stops the second thread marking this job (waiting for the pairs it claimed), and returns
    /// its rows buffer.
    pub(super) fn drop_it(&self) -> Vec<u8> {
        self.next.store(usize::MAX / 2, Ordering::Relaxed);
        std::mem::take(&mut lock(&self.rows).0)
    }

    /// The second thread's part: claims and marks until nothing is left.
    fn help(&self, list: &mut Vec<(usize, u16)>) {
        let mut rows = lock(&self.rows);
        let Some(mut pairs) = self.claim() else {
            return;
        };
        let values = self.values.values();
        rows.0.clear();
        rows.0.resize((self.end - self.first) * self.size, 0);
        loop {
            self.mark(pairs, &mut rows.0, values, list);
            match self.claim() {
                Some(more) => pairs = more,
                None => break,
            }
        }
        rows.1 = true;
    }
}

/// The mutex's value, even if a thread panicked holding it (a panic is passed on anyway).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The second thread, for the life of the engine: it marks the jobs it is sent, and ends once
/// its [`Helper`] is dropped and the job in hand is done. With it, what decides whether to send
/// jobs at all, kept from call to call.
pub(super) struct Helper {
    jobs: Sender<Arc<Job>>,
    /// Pairs of the jobs finished since the last look, and those the first thread marked.
    pairs: usize,
    here: usize,
    finished: usize,
    /// Batches to go without jobs.
    pause: usize,
}

impl Helper {
    pub(super) fn start() -> Helper {
        let (jobs, inbox) = channel::<Arc<Job>>();
        std::thread::spawn(move || {
            let mut list = Vec::new();
            while let Ok(job) = wait(&inbox) {
                job.help(&mut list);
            }
        });
        Helper {
            jobs,
            pairs: 0,
            here: 0,
            finished: 0,
            pause: 0,
        }
    }
}

/// The first thread's end of the pipeline during one call.
pub(super) struct Marker<'a> {
    helper: &'a mut Helper,
    /// The job sent last, until the first thread finishes it.
    pub(super) out: Option<Arc<Job>>,
    /// Jobs the first thread took over while the second was marking them.
    taken_over: Vec<Arc<Job>>,
}

/// Jobs between looks at how much the second thread does, and batches without jobs when it
/// did less than a quarter (the machine is busy: it would only take the first thread's core).
const LOOK: usize = 256;
const PAUSE: usize = 4096;

/// How long the second thread spins for a job before it sleeps (a wake-up takes tens of
/// microseconds on a virtual machine, about a batch; but spinning takes the core from others).
const SPIN: Duration = Duration::from_micros(20);
/// How long the first thread waits for the second to finish marking a job before it marks the
/// job itself.
const PATIENCE: Duration = Duration::from_micros(20);

impl Marker<'_> {
    /// Runs `work` with `helper` marking the jobs it sends. When it returns, the second thread
    /// reads no values through any job sent: it waits for the pairs the second thread claimed
    /// in the jobs dropped or taken over (a rare wait).
    pub(super) fn run<T>(helper: &mut Helper, work: impl FnOnce(&mut Marker) -> T) -> T {
        let mut marker = Marker {
            helper,
            out: None,
            taken_over: Vec::new(),
        };
        let done = work(&mut marker);
        if let Some(job) = marker.out.take() {
            job.drop_it();
        }
        for job in marker.taken_over {
            drop(lock(&job.rows));
        }
        done
    }

    /// Whether to send a job for the next batch.
    pub(super) fn wanted(&mut self) -> bool {
        self.helper.pause = self.helper.pause.saturating_sub(1);
        self.helper.pause == 0
    }

    /// [`Job::finish`], counting the pairs: the batch's rows, and a spare buffer.
    pub(super) fn finish(
        &mut self,
        job: &Arc<Job>,
        spare: Vec<u8>,
        g: &[u16],
        list: &mut Vec<(usize, u16)>,
    ) -> (Vec<u8>, Vec<u8>) {
        let (rows, spare, here, taken_over) = job.finish(spare, g, list);
        if taken_over {
            self.taken_over.push(Arc::clone(job));
        }
        let helper = &mut *self.helper;
        helper.pairs += job.parts.pairs.len();
        helper.here += here;
        helper.finished += 1;
        if helper.finished == LOOK {
            if 4 * helper.here > 3 * helper.pairs {
                helper.pause = PAUSE;
            }
            (helper.pairs, helper.here, helper.finished) = (0, 0, 0);
        }
        (rows, spare)
    }

    /// Hands `job` to the second thread; the first finishes it later.
    pub(super) fn send(&mut self, job: Job) {
        let job = Arc::new(job);
        if self.helper.jobs.send(Arc::clone(&job)).is_ok() {
            self.out = Some(job);
        }
    }
}

/// The next message, spinning for a while before sleeping.
fn wait<T>(from: &Receiver<T>) -> Result<T, RecvError> {
    let start = Instant::now();
    loop {
        for _ in 0..64 {
            match from.try_recv() {
                Ok(message) => return Ok(message),
                Err(TryRecvError::Disconnected) => return Err(RecvError),
                Err(TryRecvError::Empty) => std::hint::spin_loop(),
            }
        }
        if start.elapsed() > SPIN {
            return from.recv();
        }
    }
}
