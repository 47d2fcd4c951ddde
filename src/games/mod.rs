//! One module per family of impartial games. Each module's doc states the rule, the theorem
//! and the idea of its proof; `tests/proofs/` checks every closed form against exhaustive
//! search of the game tree.

pub mod bash;
pub mod coins;
pub mod grundys_game;
pub mod lasker;
pub mod misere;
pub mod moore;
pub mod nim;
pub mod octal;
pub mod periodicity_theorem;
pub mod sg;
pub mod sparse_space;
pub mod staircase;
pub mod subtraction;
pub mod wythoff;
