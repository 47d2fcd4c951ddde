//! Retrograde analysis at scale: a random game graph of 10^6 positions and 2·10^6 moves (cycles,
//! self-loops and repeats as they fall), built and solved by `loopy`, and its generalized
//! Sprague–Grundy values. `cargo run --release --example loopy_bench [POSITIONS [MOVES [RUNS]]]`
//! prints the median of RUNS (default 5) and how many positions are won, lost and drawn.

use grundy::search::generalized_sg;
use grundy::search::loopy::{GameGraph, Outcome};
use std::time::{Duration, Instant};

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| {
            a.parse()
                .expect("POSITIONS, MOVES and RUNS are whole numbers")
        })
        .collect();
    let positions = args.first().copied().unwrap_or(1_000_000);
    let moves = args.get(1).copied().unwrap_or(2_000_000);
    let runs = args.get(2).copied().unwrap_or(5).max(1);
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut below = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let edges: Vec<(usize, usize)> = (0..moves)
        .map(|_| (below(positions), below(positions)))
        .collect();
    let (mut build, mut solve, mut values) = (Vec::new(), Vec::new(), Vec::new());
    let mut counts = [0usize; 3];
    for _ in 0..runs {
        let start = Instant::now();
        let game = GameGraph::new(positions, &edges);
        build.push(start.elapsed());
        let start = Instant::now();
        let solved = game.solve();
        solve.push(start.elapsed());
        let start = Instant::now();
        let v = generalized_sg::values(&game);
        values.push(start.elapsed());
        counts = [Outcome::Win, Outcome::Loss, Outcome::Draw]
            .map(|o| solved.outcomes().iter().filter(|&&x| x == o).count());
        assert_eq!(v.len(), positions);
    }
    println!(
        "{positions} positions, {moves} moves: build {:.1} ms, win/loss/draw {:.1} ms, \
         generalized values {:.1} ms (medians of {runs}); {} won, {} lost, {} drawn",
        median(build).as_secs_f64() * 1e3,
        median(solve).as_secs_f64() * 1e3,
        median(values).as_secs_f64() * 1e3,
        counts[0],
        counts[1],
        counts[2],
    );
}
