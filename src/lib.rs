//! Evaluators for impartial combinatorial games (`games`) and for partizan ones, where each
//! player has their own moves (`partizan`), each proven against exhaustive search, and the
//! input/output layer that the judge binaries in `src/bin/` share.

pub mod explore;
pub mod games;
pub mod io;
pub mod partizan;
pub mod zero_sum;
