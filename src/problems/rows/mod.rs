//! Games played on a row or a sequence: cells, cards, piles or bottles in a line, taken or filled
//! from the ends or anywhere, each module one judge problem's rule with its solution.

pub mod bean_splitting;
pub mod card_row;
pub mod colouring;
pub mod crosses;
pub mod digit_row;
pub mod empty_neighbour;
pub mod end_piles;
pub mod northcott;
pub mod top_and_bottom;
