//! Evaluators for impartial combinatorial games, each proven against exhaustive search, and
//! the input/output layer that the judge binaries in `src/bin/` share.

pub mod explore;
pub mod games;
pub mod io;
