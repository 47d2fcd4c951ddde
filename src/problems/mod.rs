//! The games of one problem: each module is one judge problem's rule with its solution, proven
//! like the families in [`crate::games`] against exhaustive search in `tests/proofs/`.
//!
//! May import: [`crate::algo`], [`crate::search`], [`crate::games`], [`crate::zero_sum`].

pub mod anti_diagonal;
pub mod bean_splitting;
pub mod berzerk;
pub mod board_chase;
pub mod candy_piles;
pub mod card_row;
pub mod coin_groups;
pub mod colouring;
pub mod conventions;
pub mod crosses;
pub mod cutting;
pub mod delay_duel;
pub mod delete_and_keep;
pub mod digit_row;
pub mod discard_split;
pub mod empty_neighbour;
pub mod empty_square;
pub mod end_piles;
pub mod game_on_sum;
pub mod hide_and_seek;
pub mod integer_game;
pub mod kiki;
pub mod leaf_removal;
pub mod merging;
pub mod northcott;
pub mod path_painting;
pub mod sharti;
pub mod shiritori;
pub mod stone_walk;
pub mod top_and_bottom;
pub mod used_takes;
pub mod zigzag;
