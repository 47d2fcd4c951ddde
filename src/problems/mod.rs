//! The games of one problem: each module is one judge problem's rule with its solution, proven
//! against exhaustive search in `tests/proofs/`.

pub mod board_chase;
pub mod delay_duel;
pub mod game_on_sum;
