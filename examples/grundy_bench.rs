//! Grundy's game, sparse space against the definition, and on two threads against one, in one
//! run: `cargo run --release --example grundy_bench [LOG2_COMPARE [LOG2_FAR [RUNS]]]` (defaults
//! 17, 22 and 3). Times both methods at 2^LOG2_COMPARE heaps, alternating, RUNS times each (and
//! checks they agree), then the sparse-space method for all heaps below 2^LOG2_FAR on one
//! thread and on two, alternating (and checks they agree), and prints the medians. Two threads
//! pay only on an otherwise idle machine.

use grundy::games::grundys_game::values_by_definition;
use grundy::search::sparse_space::{Moves, SparseSpace};
use std::time::Instant;

fn main() {
    let arg = |i: usize, default: u32| {
        std::env::args()
            .nth(i)
            .map_or(default, |a| a.parse().expect("a whole number"))
    };
    let (compare, far, runs) = (1usize << arg(1, 17), 1usize << arg(2, 22), arg(3, 3));
    let (mut naive_times, mut sparse_times) = (vec![], vec![]);
    let mut far_times = [vec![], vec![]];
    let mut far_values = Vec::new();
    for _ in 0..runs {
        let (naive, seconds) = timed(|| values_by_definition(compare));
        naive_times.push(seconds);
        let (sparse, seconds) = timed(|| values(compare, 1));
        sparse_times.push(seconds);
        let sparse: Vec<u64> = sparse.into_iter().map(u64::from).collect();
        assert!(naive == sparse, "the two methods disagree");
        for threads in [1, 2] {
            let (all, seconds) = timed(|| values(far, threads));
            far_times[threads - 1].push(seconds);
            assert!(
                threads == 1 || all == far_values,
                "two threads disagree with one"
            );
            far_values = all;
        }
    }
    let (naive, sparse) = (median(naive_times), median(sparse_times));
    println!(
        "{compare} heaps: definition {naive:.2} s, sparse space {sparse:.3} s: {:.1}x faster",
        naive / sparse
    );
    let [one, two] = far_times.map(median);
    println!(
        "{far} heaps by sparse space: {one:.2} s on one thread, {two:.2} s on two: {:.2}x \
         (largest value {})",
        one / two,
        far_values.iter().max().unwrap_or(&0)
    );
    println!("(medians of {runs} runs)");
}

/// The values of heaps `0..len` by sparse space on `threads` threads.
fn values(len: usize, threads: usize) -> Vec<u16> {
    let mut engine = SparseSpace::new(Moves::split_unequal());
    engine.set_threads(threads);
    engine.extend_to(len).expect("values below 65536");
    engine.values().to_vec()
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let start = Instant::now();
    let result = f();
    (result, start.elapsed().as_secs_f64())
}

fn median(mut seconds: Vec<f64>) -> f64 {
    seconds.sort_by(f64::total_cmp);
    seconds[seconds.len() / 2]
}
