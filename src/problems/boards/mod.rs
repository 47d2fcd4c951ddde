//! Games played on a board or a grid: coins turned, pieces chased, sheets cut, cells painted, each
//! module one judge problem's rule with its solution.

pub mod anti_diagonal;
pub mod board_chase;
pub mod coin_groups;
pub mod cutting;
pub mod empty_square;
pub mod kiki;
pub mod momotetsu;
pub mod sharti;
