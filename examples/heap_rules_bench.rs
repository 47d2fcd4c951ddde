//! Heap rules whose moves depend on the heap, valued near 10^18 without a table:
//! `cargo run --release --example heap_rules_bench [HEAPS]` times each evaluator of
//! `bounded_takes` on HEAPS heaps (default 100 000) spread below 10^18 and prints the mean per
//! heap, with a checksum of the values so that the work cannot be skipped.

use grundy::games::bounded_takes::{at_least_value, square_root_value, value};
use std::time::Instant;

fn main() {
    let heaps: u64 = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 100_000,
        Some(Ok(heaps)) if heaps > 0 => heaps,
        Some(_) => {
            eprintln!("error: HEAPS is a whole number of at least 1");
            std::process::exit(2);
        }
    };
    let top = 1_000_000_000_000_000_000u64;
    let at = |i: u64| top - i * 7919;
    type Evaluator = Box<dyn Fn(u64) -> u64>;
    let cases: Vec<(&str, Evaluator)> = vec![
        ("take 1 … ⌊n/2⌋", Box::new(|n| value(n, |n| n / 2))),
        ("take 1 … ⌊n/10⌋", Box::new(|n| value(n, |n| n / 10))),
        ("take 1 … ⌊√n⌋", Box::new(square_root_value)),
        (
            "take ⌈n/2⌉ … n",
            Box::new(|n| at_least_value(n, |n| (n + 1) / 2)),
        ),
        (
            "take ⌊n/3⌋ + 1 … n",
            Box::new(|n| at_least_value(n, |n| n / 3 + 1)),
        ),
    ];
    for (name, evaluate) in cases {
        let start = Instant::now();
        let checksum = (0..heaps).fold(0u64, |sum, i| sum.wrapping_add(evaluate(at(i))));
        let each = start.elapsed().as_secs_f64() * 1e6 / heaps as f64;
        println!("{name:<22} {each:>8.3} µs a heap (checksum {checksum})");
    }
}
