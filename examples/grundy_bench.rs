//! Grundy's game, sparse space against the definition, in one run:
//! `cargo run --release --example grundy_bench [LOG2_COMPARE [LOG2_FAR [RUNS]]]` (defaults 17,
//! 22 and 3). Times both methods at 2^LOG2_COMPARE heaps, alternating, RUNS times each (and
//! checks they agree), then the sparse-space method for all heaps below 2^LOG2_FAR, and prints
//! the medians.

use grundy::games::grundys_game::{values, values_by_definition};
use std::time::Instant;

fn main() {
    let arg = |i: usize, default: u32| {
        std::env::args()
            .nth(i)
            .map_or(default, |a| a.parse().expect("a whole number"))
    };
    let (compare, far, runs) = (1usize << arg(1, 17), 1usize << arg(2, 22), arg(3, 3));
    let (mut naive_times, mut sparse_times, mut far_times) = (vec![], vec![], vec![]);
    let mut far_values = Vec::new();
    for _ in 0..runs {
        let (naive, seconds) = timed(|| values_by_definition(compare));
        naive_times.push(seconds);
        let (sparse, seconds) = timed(|| values(compare));
        sparse_times.push(seconds);
        assert!(naive == sparse, "the two methods disagree");
        let (all, seconds) = timed(|| values(far));
        far_times.push(seconds);
        far_values = all;
    }
    let (naive, sparse) = (median(naive_times), median(sparse_times));
    println!(
        "{compare} heaps: definition {naive:.2} s, sparse space {sparse:.3} s: {:.1}x faster",
        naive / sparse
    );
    let rare = far_values
        .iter()
        .filter(|&&v| (v & !1).count_ones() % 2 == 0)
        .count();
    println!(
        "{far} heaps by sparse space: {:.2} s ({rare} rare heaps, largest value {})",
        median(far_times),
        far_values.iter().max().unwrap_or(&0)
    );
    println!("(medians of {runs} runs)");
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
