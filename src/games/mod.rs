//! Families of impartial games with a theorem, which a contestant looks up by name: Nim, Bash,
//! Wythoff, Moore, staircase, Lasker, subtraction and coin-turning games, their misère,
//! Anti-SG, Multi-SG and Every-SG variants, Fibonacci Nim, Euclid, Hackenbush, Geography and
//! Grundy's game. Each module's doc states the rule, the theorem and the idea of its proof;
//! `tests/proofs/` checks every closed form against exhaustive search of the game tree.
//!
//! May import: [`crate::algo`], [`crate::search`].

pub mod anti_sg;
pub mod bash;
pub mod bounded_takes;
pub mod coins;
pub mod euclid;
pub mod every_sg;
pub mod fibonacci_nim;
pub mod geography;
pub mod grundys_game;
pub mod hackenbush;
pub mod lasker;
pub mod misere;
pub mod moore;
pub mod multi_sg;
pub mod multiples;
pub mod nim;
pub mod nim_exceptions;
pub mod staircase;
pub mod subtraction;
pub mod tartan;
pub mod wythoff;
