//! The benchmark's cases: one per hot judge binary, grouped by what their inputs look like.
//!
//! Adding a case is a few lines: a [`Case`] in the group whose inputs look like the new
//! binary's (`piles`: lists of numbers; `classics`: the classic closed forms; `tables`: a table or a
//! structure built from the input; `graphs`; `trees`; `boards`), with a generator that writes the
//! statement's largest input (or 40 MB or more for a binary that only reads numbers) through
//! the deterministic [`Rng`](crate::bench::input::Rng), and the C++ reference in
//! `bench/cpp/BINARY.cpp`. A new group is a file here holding `pub(super) const CASES` and
//! one line in [`all`]; a group stays under 400 lines, and a long generator goes below its
//! group's table.

use super::case::Case;

mod boards;
mod classics;
mod counting;
mod graphs;
mod piles;
mod rows;
mod tables;
mod trees;

/// Every case, in the report's order.
pub fn all() -> impl Iterator<Item = &'static Case> {
    [
        piles::CASES,
        graphs::CASES,
        trees::CASES,
        boards::CASES,
        counting::CASES,
        rows::CASES,
        classics::CASES,
        tables::CASES,
    ]
    .into_iter()
    .flatten()
}
