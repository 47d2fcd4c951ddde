//! The empty square (NOI 2011, 兔兔与蛋蛋游戏, Luogu P1971): a board of white and black pieces
//! with one empty square; the first player slides a white piece next to the empty square into
//! it, the second a black piece; a player who cannot move loses.
//!
//! The empty square walks the board, onto white pieces on the first player's turns and black
//! ones on the second's, so it stands on cells of one colour of the chessboard on the first
//! player's turns: the cells it can ever reach are the start, the white pieces on the other
//! colour and the black pieces on the start's colour, and it never comes back to a cell it
//! left (that cell then holds a piece of the wrong colour for it). So the game is vertex
//! geography on that graph, and [`Replay`] follows a recorded game move by move.

use crate::games::geography::{grid_edges, Replay};

/// A recorded game being replayed: the board, and who could win before each move so far.
pub struct Game {
    board: Vec<Vec<u8>>,
    empty: (usize, usize),
    replay: Replay,
    /// Whether the player to move had a win before each move played.
    mover_won: Vec<bool>,
}

/// Why a move of a record cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The cell is not on the board.
    OffTheBoard,
    /// The cell is not beside the empty square.
    NotBesideTheEmptySquare,
    /// The piece there is not the mover's colour.
    NotTheMoversPiece,
}

impl Game {
    /// The game on `board` (rows of `O` white, `X` black, `.` the empty square), first player
    /// to move; `None` unless the board has exactly one `.`.
    ///
    /// # Panics
    /// If the rows are not all as long as the first.
    pub fn new(board: Vec<Vec<u8>>) -> Option<Self> {
        let cols = board.first().map_or(0, Vec::len);
        assert!(board.iter().all(|row| row.len() == cols));
        let mut empties = (0..board.len())
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .filter(|&(r, c)| board[r][c] == b'.');
        let empty = empties.next()?;
        if empties.next().is_some() {
            return None;
        }
        let start_colour = (empty.0 + empty.1) % 2;
        let reachable = |r: usize, c: usize| match board[r][c] {
            b'.' => true,
            b'O' => (r + c) % 2 != start_colour,
            b'X' => (r + c) % 2 == start_colour,
            _ => false,
        };
        let edges = grid_edges(board.len(), cols, reachable);
        let replay = Replay::new(board.len() * cols, &edges).expect("a grid is bipartite");
        Some(Game {
            board,
            empty,
            replay,
            mover_won: Vec::new(),
        })
    }

    /// The piece the player to move slides: `O` on the first player's turns.
    fn piece(&self) -> u8 {
        if self.mover_won.len() % 2 == 0 {
            b'O'
        } else {
            b'X'
        }
    }

    /// Slides the piece at (`row`, `col`), from 0, into the empty square.
    pub fn play(&mut self, row: usize, col: usize) -> Result<(), IllegalMove> {
        if row >= self.board.len() || col >= self.board[row].len() {
            return Err(IllegalMove::OffTheBoard);
        }
        let (r, c) = self.empty;
        if r.abs_diff(row) + c.abs_diff(col) != 1 {
            return Err(IllegalMove::NotBesideTheEmptySquare);
        }
        if self.board[row][col] != self.piece() {
            return Err(IllegalMove::NotTheMoversPiece);
        }
        let cols = self.board[0].len();
        self.mover_won.push(self.replay.leave(r * cols + c));
        self.board[r][c] = self.board[row][col];
        self.board[row][col] = b'.';
        self.empty = (row, col);
        Ok(())
    }

    /// Whether the player to move has a piece beside the empty square.
    pub fn can_move(&self) -> bool {
        let (r, c) = self.empty;
        let piece = self.piece();
        let beside = [
            (r + 1, c),
            (r, c + 1),
            (r.wrapping_sub(1), c),
            (r, c.wrapping_sub(1)),
        ];
        beside
            .iter()
            .any(|&(a, b)| self.board.get(a).and_then(|row| row.get(b)) == Some(&piece))
    }

    /// The first player's moves (numbered from 1 among that player's moves) that threw a win
    /// away: the first player could win before the move and the second player could after it.
    /// Asks the replay about the position after the last move, hence `&mut`.
    ///
    /// # Example
    /// Luogu's first sample: the first player's only move loses a won game.
    /// ```
    /// use grundy::problems::boards::empty_square::Game;
    /// let mut game = Game::new(vec![b"XO.OXO".to_vec()]).unwrap();
    /// game.play(0, 1).unwrap();
    /// game.play(0, 0).unwrap();
    /// assert!(!game.can_move());
    /// assert_eq!(game.mistakes(), [1]);
    /// ```
    pub fn mistakes(&mut self) -> Vec<usize> {
        let mut won = self.mover_won.clone();
        if won.len() % 2 == 1 {
            // The record ends after a first player's move: ask who wins from here.
            let (r, c) = self.empty;
            won.push(self.replay.mover_wins(r * self.board[0].len() + c));
        }
        (0..won.len())
            .step_by(2)
            .filter(|&i| won[i] && won.get(i + 1) == Some(&true))
            .map(|i| i / 2 + 1)
            .collect()
    }
}
