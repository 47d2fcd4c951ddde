//! `cargo xtask bench`: every hot judge binary against the practical limit and a
//! straightforward C++ solution. The limit is `bench/limit.rs` (read all input, parse numbers
//! with a byte loop, print one line) for a binary that prints little, and for hdu_2176, which
//! prints about as much as it reads, `bench/limit_nim_moves.rs` (the same, then print the same
//! answers with a plain formatter). The C++ solutions are `bench/cpp/*.cpp` (`g++ -O2`,
//! `std::cin` with `sync_with_stdio(false)`; for the nim product, the judge's reference method
//! of 64 look-ups in a 32 MiB table with whole-buffer input and output); each is first run on
//! the binary's samples and must print their outputs exactly. The inputs are generated,
//! judge-format: 40 MB or more for the binaries that only read numbers, each statement's
//! largest input for the others. Runs alternate between the programs; the report gives median
//! wall times, their ratios and peak memory (maximum resident set size), and says where a C++
//! output differs from the binary's.
//!
//! The driver is here; `cases` holds what is measured (add a case there), `input` the
//! generator, `peers` the builds, `timing` the runs and `report` the table.

mod case;
mod cases;
mod input;
mod peers;
mod report;
mod timing;

use std::fs;

/// Runs the benchmark: `runs` alternating runs per program, inputs scaled down by `scale`
/// (1 for the full 40 MB inputs), every case or `only` one binary's. Returns the report in
/// Markdown.
pub fn bench(runs: usize, scale: u64, only: Option<&str>) -> Result<String, String> {
    if let Some(name) = only.filter(|&n| cases::all().all(|c| c.binary != n)) {
        let names: Vec<&str> = cases::all().map(|c| c.binary).collect();
        return Err(format!(
            "no bench case {name}; there are: {}",
            names.join(", ")
        ));
    }
    let root = crate::workspace_root();
    let target = crate::target_dir();
    let work = target.join("bench");
    fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    peers::build_binaries(&root)?;

    let mut table = report::header();
    for case in cases::all().filter(|c| only.is_none() || only == Some(c.binary)) {
        let input = work.join(format!("{}-{scale}.in", case.binary));
        input::write_once(&input, case.generate, scale)?;
        let limit = peers::build_limit(&root, &work, case.limit)?;
        let cpp = peers::build_cpp(&root, &work, case.binary)?;
        peers::check_samples(&root, &cpp, case.binary)?;
        let ours = target.join("release").join(case.binary);
        let outputs: Vec<_> = (0..3)
            .map(|i| work.join(format!("{}-{i}.out", case.binary)))
            .collect();
        let measured = timing::race(&[&ours, &limit, &cpp], &input, &outputs, runs)?;
        table += &report::row(case, &input, &outputs, &measured)?;
    }
    table += &report::footer(runs);
    Ok(table)
}
