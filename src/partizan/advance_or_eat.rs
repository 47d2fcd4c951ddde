//! AtCoder ABC 229 H, Advance or Eat: on a board of white (`W`), black (`B`) and empty (`.`)
//! cells, Left (Takahashi, white) moves a white piece one cell up into an empty cell or eats
//! any black piece, and Right (Snuke, black) does the same with the colours swapped.
//!
//! A move changes one column only, so the board is the sum of its columns, and the first
//! player wins exactly when Left wins the sum moving first. Each column's value is built by
//! the game machinery itself, `{its Left options | its Right options}` in canonical form over
//! the column's positions, so nothing here assumes what the values are (they turn out to be
//! numbers, as the contest's editorial says, which the canonical forms confirm).

use super::game::{Error, Game, Games};
use std::collections::HashMap;

/// The value of a column, cells listed from the top (`W`, `B`; any other byte is empty).
///
/// # Errors
/// As [`Games::from_options`] (neither happens for columns of up to 8 cells).
///
/// # Complexity
/// One canonical form per position reachable in the column: at most 3^n for n cells.
///
/// # Example
/// ```
/// use grundy::partizan::advance_or_eat::column_value;
/// use grundy::partizan::game::Games;
/// use grundy::partizan::notation::to_notation;
/// let mut games = Games::new();
/// // A white piece below an empty cell: Left may advance it once, Right eat it.
/// let g = column_value(&mut games, b".W").unwrap();
/// assert_eq!(to_notation(&games, g), "-1/2");
/// ```
pub fn column_value(games: &mut Games, column: &[u8]) -> Result<Game, Error> {
    let cells: Vec<u8> = column
        .iter()
        .map(|&c| if c == b'W' || c == b'B' { c } else { b'.' })
        .collect();
    let mut memo = HashMap::new();
    value(games, cells, &mut memo)
}

fn value(
    games: &mut Games,
    cells: Vec<u8>,
    memo: &mut HashMap<Vec<u8>, Game>,
) -> Result<Game, Error> {
    if let Some(&g) = memo.get(&cells) {
        return Ok(g);
    }
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for (own, other, options) in [(b'W', b'B', &mut left), (b'B', b'W', &mut right)] {
        for i in 0..cells.len() {
            let mut next = cells.clone();
            if cells[i] == own && i > 0 && cells[i - 1] == b'.' {
                next.swap(i - 1, i);
            } else if cells[i] == other {
                next[i] = b'.';
            } else {
                continue;
            }
            options.push(value(games, next, memo)?);
        }
    }
    let g = games.from_options(&left, &right)?;
    memo.insert(cells, g);
    Ok(g)
}

/// Whether the first player (Takahashi, white) wins on `board` (rows from the top, each
/// with the same number of cells).
///
/// # Errors
/// As [`column_value`].
///
/// # Example
/// ```
/// use grundy::partizan::advance_or_eat::first_player_wins;
/// let board = [b"BB.".to_vec(), b".B.".to_vec(), b"...".to_vec()];
/// assert_eq!(first_player_wins(&board), Ok(true));
/// ```
pub fn first_player_wins(board: &[Vec<u8>]) -> Result<bool, Error> {
    let mut games = Games::new();
    let width = board.iter().map(Vec::len).max().unwrap_or(0);
    let mut total = games.zero();
    for c in 0..width {
        let column: Vec<u8> = board
            .iter()
            .map(|row| *row.get(c).unwrap_or(&b'.'))
            .collect();
        let g = column_value(&mut games, &column)?;
        total = games.sum(total, g)?;
    }
    Ok(games.outcome(total).left_wins_moving_first())
}
