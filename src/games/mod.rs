//! One module per family of impartial games. Each module's doc states the rule, the theorem
//! and the idea of its proof; `tests/proofs/` checks every closed form against exhaustive
//! search of the game tree.

pub mod anti_sg;
pub mod bash;
pub mod bean_splitting;
pub mod berzerk;
pub mod blossom;
pub mod card_row;
pub mod coin_groups;
pub mod coins;
pub mod crosses;
pub mod cutting;
pub mod digit_row;
pub mod discard_split;
pub mod empty_square;
pub mod euclid;
pub mod every_sg;
pub mod fibonacci_nim;
pub mod generalized_sg;
pub mod geography;
pub mod grundys_game;
pub mod hackenbush;
pub mod integer_game;
pub mod kiki;
pub mod lasker;
pub mod loopy;
pub mod matching;
pub mod merging;
pub mod misere;
pub mod moore;
pub mod multi_sg;
pub mod nim;
pub mod nimber;
pub mod northcott;
pub mod octal;
pub mod periodicity_theorem;
pub mod recurrence;
pub mod sg;
pub mod shiritori;
pub mod sparse_space;
pub mod staircase;
pub mod subtraction;
pub mod tartan;
pub mod wythoff;
pub mod zigzag;
