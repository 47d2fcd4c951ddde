//! A second thread for the sparse-space engine: while the caller marks the option rows of a
//! batch of heaps with half of the parts (rare heaps and samples), it marks a copy of the rows
//! with the other half, which the caller then ORs in; so marking (most of the engine's time
//! on Grundy's game) runs on two cores, each in its own cache.
//!
//! Marking reads only values of earlier batches, and a mark is the same whoever sets it, so
//! the split changes no answer, only the time. The thread waits for work spinning a few tens of
//! microseconds (a batch comes about that often) and then asleep; a half it has not started on
//! when the caller is done with its own is taken back and marked by the caller, so a busy
//! machine costs no waiting. It is stopped and joined when the engine is dropped.

use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// Marks, in `rows` (rows of `size` bytes for the heaps `from..`), the value `value ^ G(n −
/// offset)` of each `(offset, value)` in `parts`, with `g` the values of the heaps before.
pub(crate) type Marking =
    fn(rows: &mut [u8], g: &[u16], size: usize, from: usize, parts: &[(usize, u16)]);

/// One half of a batch's parts, handed over as raw parts: the caller keeps the borrows alive
/// and untouched until the half is done ([`SecondCore::mark_split`] waits for it).
#[derive(Clone, Copy)]
struct Half {
    rows_len: usize,
    g: *const u16,
    g_len: usize,
    size: usize,
    from: usize,
    parts: *const (usize, u16),
    parts_len: usize,
    marking: Marking,
}

// SAFETY: a `Half` only crosses to the second thread inside `mark_split`, which does not
// return before that thread has finished with it (or never started on it), and the memory it
// points to is borrowed (shared) for all that time.
unsafe impl Send for Half {}

/// Where the posted half stands; it goes EMPTY → POSTED → (CLAIMED → DONE, or back to EMPTY
/// when the poster marks it itself because the thread had not started on it) → EMPTY.
const EMPTY: u8 = 0;
const POSTED: u8 = 1;
const CLAIMED: u8 = 2;
const DONE: u8 = 3;
/// Asks the thread to stop.
const STOP: u8 = 4;

struct Shared {
    /// The half posted, written before `state` says POSTED.
    half: Mutex<Option<Half>>,
    /// The rows the thread marks its half in.
    rows: Mutex<Vec<u8>>,
    state: AtomicU8,
    /// Whether the thread is asleep (or about to be), so that posting must wake it.
    sleeping: AtomicBool,
    /// Whether marking a half panicked there (a bug): the poster panics in turn.
    failed: AtomicBool,
}

/// The second thread, with what it shares with the engine.
pub(crate) struct SecondCore {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

/// How long the thread spins waiting for a half before it sleeps, and the caller spins
/// waiting for the thread before it yields.
const SPIN: std::time::Duration = std::time::Duration::from_micros(40);

impl SecondCore {
    /// Starts the thread; `None` if it cannot be started (the engine then marks alone).
    pub(crate) fn start() -> Option<SecondCore> {
        let shared = Arc::new(Shared {
            half: Mutex::new(None),
            rows: Mutex::new(Vec::new()),
            state: AtomicU8::new(EMPTY),
            sleeping: AtomicBool::new(false),
            failed: AtomicBool::new(false),
        });
        let theirs = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("sparse-space marking".into())
            .spawn(move || work(&theirs))
            .ok()?;
        Some(SecondCore {
            shared,
            thread: Some(thread),
        })
    }

    /// Marks `rows` (the rows of the heaps from `from`) with every one of `parts`: the first
    /// half here, the second on the second thread in rows of its own, ORed in at the end.
    pub(crate) fn mark_split(
        &mut self,
        rows: &mut [u8],
        g: &[u16],
        size: usize,
        from: usize,
        parts: &[(usize, u16)],
        marking: Marking,
    ) {
        let (mine, theirs) = parts.split_at(parts.len() / 8 * 4);
        let shared = &*self.shared;
        *lock(&shared.half) = Some(Half {
            rows_len: rows.len(),
            g: g.as_ptr(),
            g_len: g.len(),
            size,
            from,
            parts: theirs.as_ptr(),
            parts_len: theirs.len(),
            marking,
        });
        shared.state.store(POSTED, Ordering::SeqCst);
        if shared.sleeping.load(Ordering::SeqCst) {
            if let Some(thread) = &self.thread {
                thread.thread().unpark();
            }
        }
        // Waits for the second thread even if this half panics, so that it never outlives
        // the borrows it was handed.
        let wait = Wait { shared };
        marking(rows, g, size, from, mine);
        let reclaimed = shared
            .state
            .compare_exchange(POSTED, EMPTY, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok();
        if reclaimed {
            *lock(&shared.half) = None;
            marking(rows, g, size, from, theirs);
            drop(wait);
        } else {
            drop(wait);
            assert!(
                !shared.failed.load(Ordering::SeqCst),
                "marking failed on the second thread"
            );
            let marked = lock(&shared.rows);
            for (mark, theirs) in rows.iter_mut().zip(marked.iter()) {
                *mark |= theirs;
            }
        }
    }
}

/// Waits (on drop) until the second thread is done with the half it claimed, if it did.
struct Wait<'a> {
    shared: &'a Shared,
}

impl Drop for Wait<'_> {
    fn drop(&mut self) {
        let state = &self.shared.state;
        let start = std::time::Instant::now();
        loop {
            match state.load(Ordering::Acquire) {
                CLAIMED => {
                    if start.elapsed() < SPIN {
                        std::hint::spin_loop();
                    } else {
                        std::thread::yield_now();
                    }
                }
                POSTED => {
                    // Only when marking the lower half panicked: take the half back.
                    if state
                        .compare_exchange(POSTED, EMPTY, Ordering::SeqCst, Ordering::SeqCst)
                        .is_ok()
                    {
                        return;
                    }
                }
                _ => {
                    state.store(EMPTY, Ordering::SeqCst);
                    return;
                }
            }
        }
    }
}

impl Drop for SecondCore {
    fn drop(&mut self) {
        self.shared.state.store(STOP, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            thread.thread().unpark();
            let _ = thread.join();
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The second thread's loop: wait for a half, claim it, mark it, say so.
fn work(shared: &Shared) {
    loop {
        let mut start = std::time::Instant::now();
        loop {
            match shared.state.load(Ordering::SeqCst) {
                STOP => return,
                POSTED => break,
                _ if start.elapsed() < SPIN => std::hint::spin_loop(),
                _ => {
                    shared.sleeping.store(true, Ordering::SeqCst);
                    if !matches!(shared.state.load(Ordering::SeqCst), POSTED | STOP) {
                        std::thread::park();
                    }
                    shared.sleeping.store(false, Ordering::SeqCst);
                    start = std::time::Instant::now();
                }
            }
        }
        if shared
            .state
            .compare_exchange(POSTED, CLAIMED, Ordering::SeqCst, Ordering::SeqCst)
            .is_err()
        {
            continue; // taken back by the poster
        }
        let half = lock(&shared.half).take();
        if let Some(h) = half {
            // SAFETY: the poster borrows these (shared) until the state leaves CLAIMED
            // (`Wait`).
            let (g, parts) = unsafe {
                (
                    std::slice::from_raw_parts(h.g, h.g_len),
                    std::slice::from_raw_parts(h.parts, h.parts_len),
                )
            };
            let mut rows = lock(&shared.rows);
            rows.clear();
            rows.resize(h.rows_len, 0);
            let marked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                (h.marking)(&mut rows, g, h.size, h.from, parts)
            }));
            drop(rows);
            if marked.is_err() {
                shared.failed.store(true, Ordering::SeqCst);
            }
        }
        shared.state.store(DONE, Ordering::Release);
    }
}
