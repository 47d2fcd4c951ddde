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
use crate::algo::fast_map::FastMap;

/// The value of a column, cells listed from the top (`W`, `B`; any other byte is empty).
///
/// # Errors
/// As [`Games::from_options`] (neither happens for columns of up to 8 cells), and
/// [`Error::TooManyGames`] for a column of more than 32 cells (its positions are kept as 2
/// bits a cell in a `u64`; no such column could be searched anyway).
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
    let mut memo = Memo::new(games, column.len());
    value(games, Position::of(column)?, column.len(), &mut memo)
}

const WHITE: u64 = 1;
const BLACK: u64 = 2;

/// A column's position twice over: 2 bits a cell (0 empty, 1 white, 2 black; the top cell
/// lowest) to read cells, and the same digits in base 3 to index the memo densely.
#[derive(Clone, Copy)]
struct Position {
    cells: u64,
    index: u64,
}

impl Position {
    fn of(column: &[u8]) -> Result<Position, Error> {
        if column.len() > 32 {
            return Err(Error::TooManyGames);
        }
        let (mut cells, mut index) = (0, 0);
        for (i, &c) in column.iter().enumerate().rev() {
            let cell = match c {
                b'W' => WHITE,
                b'B' => BLACK,
                _ => 0,
            };
            cells |= cell << (2 * i);
            index = index * 3 + cell;
        }
        Ok(Position { cells, index })
    }

    fn cell(self, i: usize) -> u64 {
        self.cells >> (2 * i) & 3
    }

    /// With cell i (holding a piece c, 3^i given) emptied.
    fn without(self, i: usize, c: u64, power: u64) -> Position {
        Position {
            cells: self.cells - (c << (2 * i)),
            index: self.index - c * power,
        }
    }

    /// With the piece c of cell i moved up to the empty cell i - 1.
    fn moved_up(self, i: usize, c: u64, power: u64) -> Position {
        Position {
            cells: self.cells - (c << (2 * i)) + (c << (2 * (i - 1))),
            index: self.index - c * power + c * (power / 3),
        }
    }
}

/// The values of a column's positions found so far: in an array indexed by the position's
/// base-3 digits for columns of up to 8 cells (3^8 entries), else in a hash map; and 0,
/// to fill arrays of options.
struct Memo {
    dense: Vec<Option<Game>>,
    sparse: FastMap<u64, Game>,
    zero: Game,
}

impl Memo {
    fn new(games: &mut Games, len: usize) -> Memo {
        let dense = if len <= 8 { 3usize.pow(len as u32) } else { 0 };
        Memo {
            dense: vec![None; dense],
            sparse: FastMap::default(),
            zero: games.zero(),
        }
    }

    fn get(&self, index: u64) -> Option<Game> {
        match self.dense.get(index as usize) {
            Some(&g) => g,
            None => self.sparse.get(&index).copied(),
        }
    }

    fn insert(&mut self, index: u64, g: Game) {
        match self.dense.get_mut(index as usize) {
            Some(slot) => *slot = Some(g),
            None => {
                self.sparse.insert(index, g);
            }
        }
    }
}

#[inline]
fn value(games: &mut Games, p: Position, len: usize, memo: &mut Memo) -> Result<Game, Error> {
    match memo.get(p.index) {
        Some(g) => Ok(g),
        None => new_value(games, p, len, memo),
    }
}

/// The value of a position not in the memo yet (its options' values are looked up before
/// any call, since most are known).
fn new_value(games: &mut Games, p: Position, len: usize, memo: &mut Memo) -> Result<Game, Error> {
    // At most one eating and one advancing move per cell: 64 options a side at most.
    let mut options = [[memo.zero; 64]; 2];
    let mut count = [0usize; 2];
    let mut power = 1;
    for i in 0..len {
        let c = p.cell(i);
        if c != 0 {
            // Eaten by the other player; moved up by its own (side 0 is Left, white).
            let own = if c == WHITE { 0 } else { 1 };
            options[1 - own][count[1 - own]] = value(games, p.without(i, c, power), len, memo)?;
            count[1 - own] += 1;
            if i > 0 && p.cell(i - 1) == 0 {
                options[own][count[own]] = value(games, p.moved_up(i, c, power), len, memo)?;
                count[own] += 1;
            }
        }
        power *= 3;
    }
    let g = games.from_options(&options[0][..count[0]], &options[1][..count[1]])?;
    memo.insert(p.index, g);
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
    // One memo for all the columns: a column's positions recur in the others'.
    let mut memo = Memo::new(&mut games, board.len());
    let width = board.iter().map(Vec::len).max().unwrap_or(0);
    let mut total = games.zero();
    for c in 0..width {
        let column: Vec<u8> = board
            .iter()
            .map(|row| *row.get(c).unwrap_or(&b'.'))
            .collect();
        let g = value(&mut games, Position::of(&column)?, column.len(), &mut memo)?;
        total = games.sum(total, g)?;
    }
    Ok(games.outcome(total).left_wins_moving_first())
}
