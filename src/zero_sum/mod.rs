//! Zero-sum games: games that end with a payoff, not only a winner, one player maximising what
//! the other minimises. Each item is proven in `tests/proofs/` against a search written from
//! the rules.

pub mod retrograde;
