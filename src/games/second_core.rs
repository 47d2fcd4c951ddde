//! A second thread for the sparse-space engine: it marks the option rows of the upper half of
//! a batch of heaps while the caller marks the lower half, so marking (most of the engine's
//! time) runs on two cores.
//!
//! Marking a row reads only values of earlier batches and writes only that row, so the two
//! halves share nothing but read-only values: the split changes no answer, only the time. The
//! thread waits for work spinning a little (a batch comes every few tens of microseconds) and
//! then asleep, and is stopped and joined when the engine is dropped.

use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// Marks, in `rows` (rows of `size` bytes for the heaps `from..`), the value `value ^ G(n −
/// offset)` of each `(offset, value)` in `parts`, with `g` the values of the heaps before.
pub(crate) type Marking =
    fn(rows: &mut [u8], g: &[u16], size: usize, from: usize, parts: &[(usize, u16)]);

/// One half of a batch, handed over as raw parts: the caller keeps the borrows alive and
/// untouched until the half is done ([`SecondCore::mark_halves`] waits for it).
#[derive(Clone, Copy)]
struct Half {
    rows: *mut u8,
    rows_len: usize,
    g: *const u16,
    g_len: usize,
    size: usize,
    from: usize,
    parts: *const (usize, u16),
    parts_len: usize,
    marking: Marking,
}

// SAFETY: a `Half` only crosses to the second thread inside `mark_halves`, which does not
// return before that thread has finished with it (or never started on it), and the memory it
// points to is borrowed (rows mutably, the rest shared) for all that time.
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

/// Spins waiting for a half before sleeping: a few tens of microseconds.
const SPINS: u32 = 1 << 14;

impl SecondCore {
    /// Starts the thread; `None` if it cannot be started (the engine then marks alone).
    pub(crate) fn start() -> Option<SecondCore> {
        let shared = Arc::new(Shared {
            half: Mutex::new(None),
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

    /// Marks `lower` here and `upper` (the rows of the heaps from `upper_from`) on the
    /// second thread, each with all of `parts`, and returns when both are done. If the thread
    /// has not started on `upper` by the time `lower` is marked (it was not given a core, say),
    /// `upper` is marked here too: a busy machine costs no waiting.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn mark_halves(
        &mut self,
        lower: &mut [u8],
        upper: &mut [u8],
        g: &[u16],
        size: usize,
        from: usize,
        upper_from: usize,
        parts: &[(usize, u16)],
        marking: Marking,
    ) {
        let shared = &*self.shared;
        *lock(&shared.half) = Some(Half {
            rows: upper.as_mut_ptr(),
            rows_len: upper.len(),
            g: g.as_ptr(),
            g_len: g.len(),
            size,
            from: upper_from,
            parts: parts.as_ptr(),
            parts_len: parts.len(),
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
        marking(lower, g, size, from, parts);
        let reclaimed = shared
            .state
            .compare_exchange(POSTED, EMPTY, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok();
        if reclaimed {
            *lock(&shared.half) = None;
            marking(upper, g, size, upper_from, parts);
        }
        drop(wait);
        assert!(
            !shared.failed.load(Ordering::SeqCst),
            "marking failed on the second thread"
        );
    }
}

/// Waits (on drop) until the second thread is done with the half it claimed, if it did.
struct Wait<'a> {
    shared: &'a Shared,
}

impl Drop for Wait<'_> {
    fn drop(&mut self) {
        let state = &self.shared.state;
        let mut spins = 0u32;
        loop {
            match state.load(Ordering::Acquire) {
                CLAIMED => {
                    if spins < SPINS {
                        spins += 1;
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
        let mut spins = 0;
        loop {
            match shared.state.load(Ordering::SeqCst) {
                STOP => return,
                POSTED => break,
                _ if spins < SPINS => {
                    spins += 1;
                    std::hint::spin_loop();
                }
                _ => {
                    shared.sleeping.store(true, Ordering::SeqCst);
                    if !matches!(shared.state.load(Ordering::SeqCst), POSTED | STOP) {
                        std::thread::park();
                    }
                    shared.sleeping.store(false, Ordering::SeqCst);
                    spins = 0;
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
            // SAFETY: the poster borrows these (rows mutably, the rest shared) until the state
            // leaves CLAIMED (`Wait`), and marks these rows itself only if it took the half
            // back before it was claimed.
            let (rows, g, parts) = unsafe {
                (
                    std::slice::from_raw_parts_mut(h.rows, h.rows_len),
                    std::slice::from_raw_parts(h.g, h.g_len),
                    std::slice::from_raw_parts(h.parts, h.parts_len),
                )
            };
            let marked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                (h.marking)(rows, g, h.size, h.from, parts)
            }));
            if marked.is_err() {
                shared.failed.store(true, Ordering::SeqCst);
            }
        }
        shared.state.store(DONE, Ordering::Release);
    }
}
