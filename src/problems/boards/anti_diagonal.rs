//! A matrix of non-negative integers; a move lowers a non-zero start cell and then may change
//! every other cell of one shortest (right and down) path from it to a finish cell below and to
//! the right of it, each to any non-negative value (Codeforces 1451 F, Nullify The Matrix).
//!
//! Theorem: the player to move loses exactly when every anti-diagonal (the cells with one sum
//! r + c) has nim-sum 0. Proof idea: a shortest path meets each anti-diagonal once, so a move
//! changes its start's diagonal in exactly one cell, lowered, which makes a zero nim-sum
//! non-zero; from non-zero sums the mover lowers a cell of the first non-zero diagonal as in
//! Nim and walks to the bottom-right corner, setting the one cell met on each later diagonal
//! so that its nim-sum becomes 0. The tests check this against a search of the game itself on
//! every small matrix (with values kept below a power of two, which the strategy respects).

/// The nim-sums of the anti-diagonals of `rows`, from the top-left cell's diagonal on: entry
/// d is the XOR of the cells (r, c) with r + c = d.
///
/// # Panics
/// If the rows are not all of one length.
///
/// # Complexity
/// O(cells).
///
/// # Example
/// ```
/// use grundy::problems::boards::anti_diagonal::diagonal_nim_sums;
/// assert_eq!(diagonal_nim_sums(&[[1, 2], [3, 4]]), [1, 1, 4]);
/// ```
pub fn diagonal_nim_sums<R: AsRef<[u64]>>(rows: &[R]) -> Vec<u64> {
    let cols = rows.first().map_or(0, |r| r.as_ref().len());
    let mut sums = vec![0; (rows.len() + cols).saturating_sub(1)];
    for (r, row) in rows.iter().enumerate() {
        let row = row.as_ref();
        assert_eq!(row.len(), cols, "rows of one length");
        for (sum, &cell) in sums[r..r + cols].iter_mut().zip(row) {
            *sum ^= cell;
        }
    }
    sums
}

/// Whether the player to move wins: some anti-diagonal has a non-zero nim-sum.
///
/// # Panics
/// If the rows are not all of one length.
///
/// # Complexity
/// O(cells).
///
/// # Example
/// ```
/// use grundy::problems::boards::anti_diagonal::first_player_wins;
/// assert!(!first_player_wins(&[[0, 1], [1, 0]]));
/// assert!(first_player_wins(&[[0, 0, 5]]));
/// ```
pub fn first_player_wins<R: AsRef<[u64]>>(rows: &[R]) -> bool {
    diagonal_nim_sums(rows).iter().any(|&s| s != 0)
}
