//! Grundy's game: heaps of tokens; a move splits one heap into two non-empty heaps of
//! different sizes; whoever cannot move loses. Grunt, a coin-turning game, has the same values.
//!
//! No formula for its values is known (OEIS A002188; they are conjectured, not proven, to be
//! eventually periodic), so they are computed: the value of heap `n` is the mex of
//! `G(a) ^ G(n − a)` over `1 ≤ a < n − a`. [`values_by_definition`] does exactly that in
//! O(n²); [`values`] hands the game to the sparse-space engine
//! ([`crate::search::sparse_space`]), exact for any mask and fast for the one it finds (all bits but bit 0).

use crate::search::sg;
use crate::search::sparse_space;

/// Values of heaps `0..len` by the definition: O(len²).
///
/// # Example
/// ```
/// use grundy::games::grundys_game::values_by_definition;
/// assert_eq!(values_by_definition(10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// ```
pub fn values_by_definition(len: usize) -> Vec<u64> {
    sg::table(len, |n, values, out| {
        out.extend((1..(n + 1) / 2).map(|a| values[a] ^ values[n - a]))
    })
}

/// Values of heaps `0..len` by the sparse-space engine.
///
/// # Complexity
/// About O(len · R) for R rare heaps below `len` (1274 below 2^22, the last at 82 860), plus
/// the searches for rare values: all values below 2^22 take seconds
/// (`cargo run --release --example grundy_bench`).
///
/// # Panics
/// If a value is above 65535 (none is known below 2^35).
///
/// # Example
/// ```
/// use grundy::games::grundys_game::{values, values_by_definition};
/// assert_eq!(values(5000), values_by_definition(5000));
/// ```
pub fn values(len: usize) -> Vec<u64> {
    let values = sparse_space::values(sparse_space::Moves::split_unequal(), len)
        .expect("values fit in 16 bits");
    values.into_iter().map(u64::from).collect()
}
