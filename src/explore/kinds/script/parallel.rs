//! A rule's positions worked on every core: the options of a position do not depend on any
//! value, so a batch of positions is independent work, split into one run of consecutive
//! positions per thread and joined back in order.

/// `f(n)` for each n of `range`, in order, computed on up to `threads` threads (the options of
/// a position do not depend on any value, so a batch of positions is independent work).
pub(crate) fn in_parallel<T: Send>(
    range: std::ops::Range<usize>,
    threads: usize,
    f: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let threads = threads.max(1);
    let size = ((range.len() + threads - 1) / threads).max(1);
    let f = &f;
    std::thread::scope(|s| {
        let parts: Vec<_> = (range.start..range.end)
            .step_by(size)
            .map(|from| {
                let to = (from + size).min(range.end);
                s.spawn(move || (from..to).map(f).collect::<Vec<T>>())
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|part| part.join().expect("a script thread does not panic"))
            .collect()
    })
}

/// How many threads evaluate a script: the machine's cores, at most 8.
pub(crate) fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(8))
}
