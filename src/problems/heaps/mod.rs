//! Games played on heaps and numbers: piles eaten, merged, split or discarded, numbers named in
//! turn, each module one judge problem's rule with its solution.

pub mod candy_piles;
pub mod delay_duel;
pub mod discard_split;
pub mod game_on_sum;
pub mod integer_game;
pub mod merging;
pub mod used_takes;
