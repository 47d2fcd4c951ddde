//! Two-dimensional coin-turning games: the product of two coin rules turns the coins `A × B` of
//! a grid, for a move `A` of the first rule along a row (rightmost coin `x`) and a move `B` of
//! the second down a column (last coin `y`), with coin `(x, y)` going from heads to tails.
//! Turning Corners (the four corners of a rectangle) is the product of "turn two coins" with
//! itself; HDU 3404 (corners of a rectangle that may be a line or a cell) is Turning Turtles
//! with itself.
//!
//! Tartan theorem (Winning Ways ch. 14): a heads coin at `(x, y)` is worth `g(x) ⊗ h(y)`, the
//! nim product of its coordinates' one-dimensional values, and a grid the XOR over its heads
//! coins. Proof idea: a move of the product is a move of each factor at once, and nim
//! multiplication is exactly the mex over such combined moves (its definition); the tests
//! check it by exhaustive search of small grids under several pairs of rules.

use crate::algo::nimber::Nimbers;

/// The product of two coin rules: `columns` acts along a row (on `x`), `rows` down a column
/// (on `y`); each numbers its coins as it does alone. (The paths to `coins` are written out
/// so that a bundle using only [`turning_corners`] does not take that module in.)
pub struct Product {
    pub columns: super::coins::Rule,
    pub rows: super::coins::Rule,
}

impl Product {
    /// The value of a heads coin at `(x, y)`: `g(x) ⊗ h(y)`.
    ///
    /// # Example
    /// ```
    /// use grundy::games::coins::Rule;
    /// use grundy::algo::nimber::Nimbers;
    /// use grundy::games::tartan::Product;
    /// let lights = Product { columns: Rule::TurningTurtles, rows: Rule::TurningTurtles };
    /// assert_eq!(lights.coin_value(2, 2, &Nimbers::new()), 3);
    /// ```
    pub fn coin_value(&self, x: u64, y: u64, field: &Nimbers) -> u128 {
        field.product128(self.columns.coin_value(x), self.rows.coin_value(y))
    }

    /// Every set of coins a move with corner `(x, y)` may turn over: the products of the
    /// factors' turn sets, `(x, y)` first.
    pub fn turn_sets(&self, x: u64, y: u64) -> Vec<Vec<(u64, u64)>> {
        let across = self.columns.turn_sets(x);
        let down = self.rows.turn_sets(y);
        across
            .iter()
            .flat_map(|a| {
                down.iter().map(move |b| {
                    a.iter()
                        .flat_map(|&i| b.iter().map(move |&j| (i, j)))
                        .collect()
                })
            })
            .collect()
    }
}

/// Turning Corners, coins from `(0, 0)`: a move turns the four corners of a rectangle whose
/// lower right corner `(x, y)` goes from heads to tails; a heads coin there is worth `x ⊗ y`.
/// HDU 3404's lights, numbered from `(1, 1)` with lines and single cells allowed as
/// rectangles (Turning Turtles squared), are worth the same `x ⊗ y`.
pub fn turning_corners(x: u64, y: u64, field: &Nimbers) -> u64 {
    field.product(x, y)
}

/// The value of a grid given its heads coins, each worth `coin_value`; `Err` with a coin
/// named twice, since a position names each heads coin once.
///
/// # Complexity
/// O(h log h) for h heads coins, plus the coin values.
///
/// # Example
/// ```
/// use grundy::algo::nimber::Nimbers;
/// use grundy::games::tartan::{grid_value, turning_corners};
/// let field = Nimbers::new();
/// let corners = |x, y| u128::from(turning_corners(x, y, &field));
/// assert_eq!(grid_value(&[(2, 2), (3, 1)], corners), Ok(3 ^ 3));
/// assert_eq!(grid_value(&[(2, 2), (2, 2)], corners), Err((2, 2)));
/// ```
pub fn grid_value(
    heads: &[(u64, u64)],
    coin_value: impl Fn(u64, u64) -> u128,
) -> Result<u128, (u64, u64)> {
    let mut sorted = heads.to_vec();
    sorted.sort_unstable();
    if let Some(pair) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(pair[0]);
    }
    Ok(heads.iter().fold(0, |sum, &(x, y)| sum ^ coin_value(x, y)))
}
