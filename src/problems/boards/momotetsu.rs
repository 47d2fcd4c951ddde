//! AtCoder ABC 201 D, Game in Momotetsu World: a token starts in the top-left cell of a board
//! of `+` and `-` cells; the two players in turn move it one cell right or down, the mover
//! scoring +1 for a `+` cell entered and −1 for a `-` one, until it reaches the bottom-right
//! cell. Both maximise their own score less the other's.
//!
//! Zero-sum, so a cell is worth the mover's best surplus, `max(score(option) − value(option))`
//! over the cells right and below (backward induction, [`minimax`](crate::zero_sum::minimax)).
//! Every move takes the row or the column up, so the scored search fills the board bottom-up
//! from the far corner ([`Search::fill`]), one pass, no recursion.

use crate::zero_sum::minimax::{Dense, Options, Score, Search, Step};

/// The first player's score less the second's under best play, on `board` (rows of `+` and
/// `-`, all of one length, at least one cell).
///
/// # Panics
/// If the board has no cell, or a row of another length.
///
/// # Complexity
/// O(rows × columns) time and memory.
///
/// # Example
/// ```
/// use grundy::problems::boards::momotetsu::surplus;
/// // The first player enters `+` below; the second `+` or `-`, then the first the last cell.
/// let board = [b"---".to_vec(), b"+-+".to_vec(), b"+--".to_vec()];
/// assert!(surplus(&board) > 0);
/// assert_eq!(surplus(&[b"-".to_vec()]), 0);
/// ```
pub fn surplus(board: &[Vec<u8>]) -> i32 {
    let (rows, cols) = (board.len(), board.first().map_or(0, Vec::len));
    assert!(rows > 0 && cols > 0, "a board of at least one cell");
    assert!(
        board.iter().all(|row| row.len() == cols),
        "a board of rows of one length"
    );
    // A surplus is at most the number of moves, rows + cols − 2: below 4000 on the judge's
    // largest board, so 16-bit values fit there, and their table is half as large.
    if rows + cols - 2 <= i16::MAX as usize {
        i32::from(fill::<i16>(board, rows, cols))
    } else {
        fill::<i32>(board, rows, cols)
    }
}

/// [`surplus`] in values of type `V`, which hold every surplus up to the number of moves.
fn fill<V: Score + From<i8>>(board: &[Vec<u8>], rows: usize, cols: usize) -> V {
    let score = |r: usize, c: usize| V::from(if board[r][c] == b'+' { 1 } else { -1 });
    let mut game = Search::negamax(
        |&(r, c): &(usize, usize), out: &mut Options<(usize, usize), V>| {
            if r + 1 < rows {
                out.push(((r + 1, c), score(r + 1, c)));
            }
            if c + 1 < cols {
                out.push(((r, c + 1), score(r, c + 1)));
            }
        },
        |_| V::default(),
        Dense::bottom_up(&[rows, cols], &[Step::Up, Step::Up]),
    );
    game.fill();
    game.looked_up(&(0, 0))
        .expect("every cell is valued by the fill")
}
