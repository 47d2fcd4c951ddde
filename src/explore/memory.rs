//! The heap memory a rule's script may take: rhai's own data-size limits re-measure an array
//! after every change (building a list of k options costs k²), so instead the `sg` binary counts
//! the bytes it holds with [`Counting`], and a script call that lets them grow by more than
//! [`MOST_GROWTH`] stops with an error (doubling a string in a loop fails after a few dozen
//! steps). Without the counting allocator (a test of the library) nothing is counted.
//!
//! ```
//! use grundy::explore::memory;
//! // Library tests run on the system allocator: nothing is counted.
//! assert_eq!(memory::live(), 0);
//! ```

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The bytes held through [`Counting`].
static LIVE: AtomicUsize = AtomicUsize::new(0);

/// How far one script call may let the bytes held grow.
pub const MOST_GROWTH: usize = 1 << 28;

/// The system allocator, counting the bytes it holds (`#[global_allocator]` of `sg`).
pub struct Counting;

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            LIVE.fetch_add(new_size, Ordering::Relaxed);
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        }
        p
    }
}

/// The bytes held now (0 without the counting allocator).
pub fn live() -> usize {
    LIVE.load(Ordering::Relaxed)
}
