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

/// The first player's score less the second's under best play, on the board `lines`: its rows
/// of `cols` cells (`+` and `-`) each followed by a `\n`, as in the input
/// ([`Input::board_lines`](crate::io::Input::board_lines)), at least one row.
///
/// A cell is its byte's index `i`, and the cells right of it and below it are `i + 1` and
/// `i + cols + 1` (unless past the board, or past the end of the row: no cell), so each move
/// is an addition and a byte read.
///
/// # Panics
/// If the board has no cell, or its length is not a whole number of rows of `cols` cells.
///
/// # Complexity
/// O(rows × columns) time and memory.
///
/// # Example
/// ```
/// use grundy::problems::boards::momotetsu::surplus;
/// // The first player enters `+` below; the second `+` or `-`, then the first the last cell.
/// assert!(surplus(b"---\n+-+\n+--\n", 3) > 0);
/// assert_eq!(surplus(b"-\n", 1), 0);
/// ```
pub fn surplus(lines: &[u8], cols: usize) -> i32 {
    let width = cols + 1;
    assert!(
        cols > 0 && !lines.is_empty() && lines.len() % width == 0,
        "a board of at least one cell, in rows of {} cells and an end of row",
        cols
    );
    let rows = lines.len() / width;
    // A surplus is at most the number of moves, rows + cols − 2: below 4000 on the judge's
    // largest board, so 16-bit values fit there, and their table is half as large.
    if rows + cols - 2 <= i16::MAX as usize {
        i32::from(fill::<i16>(lines, width))
    } else {
        fill::<i32>(lines, width)
    }
}

/// [`surplus`] in values of type `V`, which hold every surplus up to the number of moves.
fn fill<V: Score + From<i8>>(lines: &[u8], width: usize) -> V {
    // The cell `to`, if it is one, with the score for entering it: +1 for `+`, −1 otherwise.
    let enter = |to: usize| match lines.get(to) {
        Some(&cell) if cell != b'\n' => Some((to, V::from(2 * i8::from(cell == b'+') - 1))),
        _ => None,
    };
    let mut game = Search::negamax(
        |&i: &usize, out: &mut Options<usize, V>| {
            out.extend(enter(i + width));
            out.extend(enter(i + 1));
        },
        |_| V::default(),
        // Every move takes the index up. The ends of rows are positions too, valued but never
        // entered, so no cell's value depends on theirs.
        Dense::bottom_up(&[lines.len()], &[Step::Up]),
    );
    game.fill();
    game.looked_up(&0)
        .expect("every cell is valued by the fill")
}
