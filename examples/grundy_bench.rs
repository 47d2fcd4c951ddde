//! Grundy's game, sparse space against the definition, in one run:
//! `cargo run --release --example grundy_bench [LOG2_COMPARE [LOG2_FAR]]` (defaults 17 and 22).
//! Prints both times at 2^LOG2_COMPARE heaps (and checks they agree), then the sparse-space
//! time for all heaps below 2^LOG2_FAR.

use grundy::games::grundys_game::{values, values_by_definition};
use std::time::Instant;

fn main() {
    let arg = |i: usize, default: u32| {
        std::env::args()
            .nth(i)
            .map_or(default, |a| a.parse().expect("a power of two exponent"))
    };
    let (compare, far) = (1usize << arg(1, 17), 1usize << arg(2, 22));
    let start = Instant::now();
    let naive = values_by_definition(compare);
    let naive_time = start.elapsed();
    let start = Instant::now();
    let sparse = values(compare);
    let sparse_time = start.elapsed();
    assert_eq!(naive, sparse, "the two methods disagree");
    println!(
        "{compare} heaps: definition {:.2} s, sparse space {:.3} s: {:.1}x faster",
        naive_time.as_secs_f64(),
        sparse_time.as_secs_f64(),
        naive_time.as_secs_f64() / sparse_time.as_secs_f64()
    );
    let start = Instant::now();
    let all = values(far);
    let rare = all
        .iter()
        .filter(|&&v| (v & !1).count_ones() % 2 == 0)
        .count();
    println!(
        "{far} heaps by sparse space: {:.2} s ({rare} rare heaps, largest value {})",
        start.elapsed().as_secs_f64(),
        all.iter().max().unwrap_or(&0)
    );
}
