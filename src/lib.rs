//! Evaluators for impartial combinatorial games and for partizan ones, where each player has
//! their own moves, each proven against exhaustive search, and the input/output layer that the
//! judge binaries in `src/bin/` share.
//!
//! The impartial library is laid out in layers, each importing only those below it:
//! - [`algo`]: algorithms that are not games (counting, trees, matchings, tries, digit systems);
//! - [`search`]: engines that solve a game from its rules (Sprague–Grundy search, loopy games,
//!   periods, octal games, the sparse-space engine);
//! - [`games`]: families with a theorem (Nim, Wythoff, Lasker, misère, Every-SG, ...);
//! - [`problems`]: the games of one judge problem, each a rule with its solution.
//!
//! Beside them, [`partizan`] (games where each player has their own moves), [`io`] (the reader
//! and writer every binary uses) and [`explore`] (the `sg` explorer) may use any of the layers.

pub mod algo;
pub mod explore;
pub mod games;
pub mod io;
pub mod partizan;
pub mod problems;
pub mod search;
