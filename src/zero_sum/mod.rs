//! Zero-sum games, where play ends in a payoff and not only a winner: one player maximises
//! what the other minimises. `matrix_game` solves a game of simultaneous moves (a payoff
//! matrix) by linear programming, exactly in rationals or in floating point; `staged` values
//! games of states each a matrix game over later states. Each item is proven in
//! `tests/proofs/` against a search written from the rules.

pub mod hide_and_seek;
pub mod matrix_game;
pub mod number;
pub mod ratio;
pub mod staged;
