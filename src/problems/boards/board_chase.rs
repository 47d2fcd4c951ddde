//! CQOI 2013 棋盘游戏 (Luogu P4576): a chase on an n × n board. White steps one cell up, down,
//! left or right; black moves one or two cells in a straight line in one of those directions;
//! white moves first, a player must move, and moving onto the other piece wins at once. The
//! winner hurries and the loser delays.
//!
//! A position is the two cells and the player to move, the pieces on one cell an end of play
//! lost for the player to move (the other has just captured): 2·n⁴ positions, each move looked
//! at once by the rounds analysis of [`loopy`](crate::search::loopy), with the
//! moves into a position computed from the board (a piece's moves reversed are its own).

use crate::search::loopy::{finish_from, Finish, Game};

/// The board and each cell's moves for both pieces.
struct Board {
    cells: usize,
    /// Each cell's white steps (up to 4) and black moves (up to 8), in `steps[cell]`, white
    /// ones first.
    steps: Vec<[u16; 12]>,
    whites: Vec<u8>,
    blacks: Vec<u8>,
}

impl Board {
    fn new(side: usize) -> Self {
        let cells = side * side;
        let mut board = Board {
            cells,
            steps: vec![[0; 12]; cells],
            whites: vec![0; cells],
            blacks: vec![0; cells],
        };
        for cell in 0..cells {
            let (r, c) = ((cell / side) as isize, (cell % side) as isize);
            let inside = |dr: isize, dc: isize, k: isize| {
                let (r, c) = (r + dr * k, c + dc * k);
                let side = side as isize;
                (0..side).contains(&r) && (0..side).contains(&c)
            };
            let at = |dr: isize, dc: isize, k: isize| {
                ((r + dr * k) as usize * side + (c + dc * k) as usize) as u16
            };
            let (mut whites, mut all) = (0, 0);
            for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                if inside(dr, dc, 1) {
                    board.steps[cell][all] = at(dr, dc, 1);
                    (whites, all) = (whites + 1, all + 1);
                }
            }
            for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                for k in 1..=2 {
                    if inside(dr, dc, k) {
                        board.steps[cell][all] = at(dr, dc, k);
                        all += 1;
                    }
                }
            }
            board.whites[cell] = whites as u8;
            board.blacks[cell] = (all - whites) as u8;
        }
        board
    }

    /// White's and black's cells in a position (32-bit division: there are fewer than 2^32
    /// positions).
    fn cells_of(&self, position: usize) -> (usize, usize) {
        let (pair, cells) = ((position / 2) as u32, self.cells as u32);
        ((pair / cells) as usize, (pair % cells) as usize)
    }

    fn white_steps(&self, cell: usize) -> &[u16] {
        &self.steps[cell][..self.whites[cell] as usize]
    }

    fn black_moves(&self, cell: usize) -> &[u16] {
        let whites = self.whites[cell] as usize;
        &self.steps[cell][whites..whites + self.blacks[cell] as usize]
    }
}

impl Game for Board {
    /// Position `2 (w · cells + b) + p`: white on w, black on b, white to move if p = 0.
    fn positions(&self) -> usize {
        2 * self.cells * self.cells
    }

    fn moves_out(&self, position: usize) -> usize {
        let (w, b) = self.cells_of(position);
        match (w == b, position % 2) {
            (true, _) => 0,
            (false, 0) => self.whites[w] as usize,
            (false, _) => self.blacks[b] as usize,
        }
    }

    fn moves_into(&self, position: usize, mut visit: impl FnMut(usize)) {
        let (w, b) = self.cells_of(position);
        if position % 2 == 0 {
            // Black has just moved to b, from a cell it can reach (its moves are symmetric).
            for &from in self.black_moves(b) {
                if from as usize != w {
                    visit(2 * (w * self.cells + from as usize) + 1);
                }
            }
        } else {
            for &from in self.white_steps(w) {
                if from as usize != b {
                    visit(2 * (from as usize * self.cells + b));
                }
            }
        }
    }
}

/// How the chase on a `side` × `side` board from white on `white` and black on `black` (row
/// and column from 0) ends, white to move: `Win(r)` if white wins after r moves of both
/// players, `Loss(r)` if black does, or `Draw`.
///
/// # Panics
/// If `side` is 0 or above 200, or a piece is off the board or both are on one cell.
///
/// # Complexity
/// O(side⁴) time and memory at worst (2·side⁴ positions, at most 12 moves each).
///
/// # Example
/// ```
/// use grundy::problems::boards::board_chase::chase;
/// use grundy::search::loopy::Finish;
/// assert_eq!(chase(2, (0, 0), (1, 1)), Finish::Loss(2));
/// assert_eq!(chase(5, (2, 2), (2, 3)), Finish::Win(1));
/// ```
pub fn chase(side: usize, white: (usize, usize), black: (usize, usize)) -> Finish {
    assert!((1..=200).contains(&side), "a board side from 1 to 200");
    assert!(white.0.max(white.1).max(black.0).max(black.1) < side && white != black);
    let board = Board::new(side);
    let (w, b) = (white.0 * side + white.1, black.0 * side + black.1);
    finish_from(&board, 2 * (w * board.cells + b), &[])
}
