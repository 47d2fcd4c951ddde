//! Engines that solve a game from its rules: the memoised Sprague–Grundy search ([`sg`]), loopy
//! and generalized Sprague–Grundy values on graphs with cycles ([`loopy`], [`generalized_sg`]),
//! periods of value sequences and the proof that they last ([`recurrence`],
//! [`periodicity_theorem`]), octal games and the sparse-space engine ([`octal`],
//! [`sparse_space`]), positions merged when they play alike ([`quotient_blocks`]), and value
//! sequences stored as runs and arithmetic pieces, read at 10^18 by binary search ([`compressed`]).
//!
//! May import: [`crate::algo`].

pub mod compressed;
pub mod generalized_sg;
pub mod loopy;
pub mod octal;
pub mod periodicity_theorem;
pub mod quotient_blocks;
pub mod recurrence;
pub mod sg;
pub mod sparse_space;
pub mod token_graph;
