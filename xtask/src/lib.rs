//! The bundler: turns one judge binary into a single std-only `.rs` file that bare `rustc`
//! compiles.
//!
//! A bundle is the binary's code, the library modules it reaches (followed through `use
//! grundy::…`, `crate::…` and `super::…` paths, transitively), and a stand-in
//! for proconio's `input!` that reads through `grundy::io` exactly as the Cargo build does
//! (see `input_forms`).
//! The library's comments, doc comments, `#[cfg(test)]` items and `mod name;` declarations are
//! left out, as Rust's lexer reads them (see `clean`), and so is every item that nothing kept
//! reaches (see [`shake`]); indentation is dropped (see [`layout`]). Modules come in
//! sorted order, so a bundle is a pure function of the sources.

pub mod bench;
mod bundle;
mod check;
mod clean;
mod doc_examples;
mod input_forms;
mod items;
mod locals;
mod merge;
mod msrv;
mod samples;
mod scaffold;
mod shake;
mod source_limits;
mod use_paths;
mod workspace;

pub use bundle::{bundle, bundle_source};
pub use check::{check, EDITIONS};
pub use clean::layout;
pub use doc_examples::{doc_examples, program as examples_program, DocExample};
pub use samples::{diff, run_samples, SampleReport, SAMPLE_TIME_LIMIT};
pub use scaffold::{judge_name_refused, new_problem, MARKER};
pub use shake::shake;
pub use source_limits::{judge_of, limits_exceeded, Exceeded, SourceLimit, SOURCE_LIMITS};
pub use workspace::{binaries, judge_binaries, locate_workspace, target_dir, workspace_root};
