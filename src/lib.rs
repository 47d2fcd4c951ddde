//! Evaluators for impartial combinatorial games (`games`), for partizan ones, where each
//! player has their own moves (`partizan`), and for zero-sum games that end with a payoff
//! (`zero_sum`), with the games of single problems (`problems`), each proven against
//! exhaustive search, and the input/output layer that the judge binaries in `src/bin/` share.

pub mod explore;
pub mod games;
pub mod io;
pub mod partizan;
pub mod problems;
pub mod zero_sum;
