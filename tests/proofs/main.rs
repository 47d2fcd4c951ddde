//! Proofs by exhaustion: every closed form in `grundy::games` against a search of the game tree
//! that shares no formula with it. `brute` decides wins and losses from the move rules alone;
//! the library's own `sg` engine, itself checked against `brute`, supplies Grundy values.

// Move generators take `&Vec<u64>` because the positions they are keyed by are `Vec<u64>`.
#![allow(clippy::ptr_arg)]

mod brute;

mod anti_sg;
mod bash;
mod bean_splitting;
mod coin_groups;
mod coins;
mod crosses;
mod cutting;
mod digit_row;
mod discard_split;
mod euclid;
mod every_sg;
mod fibonacci_nim;
mod generalized_sg;
mod geography;
mod grundys_game;
mod hackenbush;
mod kiki;
mod lasker;
mod loopy;
mod merging;
mod misere;
mod moore;
mod multi_sg;
mod nim;
mod nimber;
mod northcott;
mod octal;
mod partizan;
mod recurrence;
mod sg;
mod staircase;
mod subtraction;
mod tartan;
mod wythoff;
