//! Algorithms that are not games: whole-number arithmetic (gcd), counting, rooted trees, bipartite and general matchings, XOR
//! tries, unions of rectangles, digit systems (Zeckendorf), nimber arithmetic, and (inside the
//! crate) a fast hash map for small keys. The game layers above use them; they know nothing of
//! any game.
//!
//! May import: std only (no other layer of the crate).

pub mod arith;
pub mod blossom;
pub mod counting;
pub(crate) mod fast_map;
pub mod matching;
pub mod nimber;
pub mod rect_union;
pub mod tree;
pub mod xor_trie;
pub mod zeckendorf;
