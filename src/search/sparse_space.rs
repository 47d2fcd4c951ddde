//! Sparse space (Winning Ways, "Sparse space spells speed"; Gangolli and Plambeck 1989): one
//! engine for the values of every take-and-break game whose moves take `k` tokens from a heap
//! and leave nothing, one heap or two heaps — octal games and Grundy's game.
//!
//! Call heap `n` *rare* when the bits its value shares with a mask have one parity (optionally
//! XORed with the parity of `n`), *common* otherwise. Parity is additive under XOR, so for a
//! move that takes `k` and splits `n − k` in two, an option value whose class says "one part
//! rare, one common" can only come from such a split, and those are found by pairing the few
//! rare heaps with every heap; the remaining option values come from splits whose parts are in
//! one class, and only the ones below the mex need looking for: a scan of the first splits, or
//! the splits with a few sample heaps of each value (when the scans find them too slowly),
//! nearly always settles them. Exact for any mask (a bad mask only costs speed); the mask is
//! chosen from the values seen, as the largest Walsh–Hadamard coefficient of their histogram.
//!
//! The engine is one room per concern: its state and outer loop (`engine`: the table of
//! values, batch after batch, resumed from saved values), the moves it handles (`moves`), the
//! rare/common bookkeeping and the choice of mask (`classes`), the batch loop that marks option
//! rows (`batch`), the job handed to a second thread and what this one keeps (`handoff`, with
//! the thread itself in `marker`), and the value of one heap, the mex after the scans (`mex`).

mod batch;
mod classes;
mod engine;
mod handoff;
mod marker;
mod mex;
mod moves;

pub use engine::{values, Mask, SparseSpace, ValueTooLarge};
pub use moves::Moves;
