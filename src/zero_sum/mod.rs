//! Zero-sum games: games that end with a payoff, not only a winner. One player's gain is the
//! other's loss, so a position has one value, the payoff under best play from both sides
//! (von Neumann's minimax theorem for finite games of perfect information: backward induction
//! from the ends of play), and win/lose is the case of payoffs ±1.
//!
//! General engines live here: scored search over any state ([`minimax`], its memos in
//! [`memo`], the options its rules give in [`options`]), rows taken from both
//! ends ([`row_ends`]), costs on graphs that cycle ([`retrograde`]), games of
//! simultaneous moves (a payoff matrix) by linear programming, exactly in rationals or in floating
//! point ([`matrix_game`], its numbers in [`number`] and [`ratio`]), games of states each a
//! matrix game over later states ([`staged`]), and XOR rounds in a given order of owners
//! ([`xor_battle`]). They may import `algo` and `search`, never `games`
//! or `problems`; the scoring games of a single problem live in `problems` and import from here.

pub mod matrix_game;
pub mod memo;
pub mod minimax;
pub mod number;
pub mod options;
pub mod ratio;
pub mod retrograde;
pub mod row_ends;
pub mod staged;
pub mod xor_battle;
