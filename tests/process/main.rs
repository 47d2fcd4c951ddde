//! The tests that run built programs as processes: the judge binaries on their samples, on
//! broken and limit inputs and into closed or full outputs, their bundles compiled by bare
//! `rustc`, and the `sg` explorer's command line. One test binary, so that the runs of every
//! part share the cores (the test harness spreads all of them over its threads) and the crate
//! is compiled and linked once. Run one part alone with its module name as a filter:
//! `cargo test --release --test process bundles::`.

mod common;

mod broken_promises;
mod bundled_impls;
mod bundles;
mod doc_examples;
mod fuzz;
mod house;
mod limits;
mod readme;
mod sample_runs;
mod samples;
mod sg_cli;
mod sg_conjecture;
mod sg_families;
mod sg_finder;
mod sg_guess;
mod sg_matrix;
mod sg_partizan;
mod sg_play;
mod sg_rule_features;
mod sg_rules;
mod sg_scored;
mod unwritable_output;
