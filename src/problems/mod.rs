//! The games of one problem: each module is one judge problem's rule with its solution, proven
//! like the families in [`crate::games`] against exhaustive search in `tests/proofs/`, grouped by
//! what is played on: rows and sequences ([`rows`]), graphs and trees ([`graphs`]), boards and
//! grids ([`boards`]), heaps and numbers ([`heaps`]).
//!
//! May import: [`crate::algo`], [`crate::search`], [`crate::games`], [`crate::zero_sum`].

pub mod boards;
pub mod graphs;
pub mod heaps;
pub mod rows;
