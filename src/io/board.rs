//! Boards in the input: rows of cells, one token per row, each checked for its length and its
//! cells.

use super::markers::{FromToken, Row};
use super::runner::fail;
use super::{Input, BLOCK};
use std::io::Read;

impl<R: Read> Input<R> {
    /// `rows` rows of `cols` cells, each cell one of the bytes of `cells`; a row of another
    /// length, or with another byte, is bad input: `expected a row of 3 cells of . and #, found
    /// a row of 2 cells` (or `found "#x#"`).
    ///
    /// # Example
    /// ```
    /// use grundy::io::Input;
    /// let mut input = Input::new(&b".#\n..\n"[..]);
    /// assert_eq!(input.board(2, 2, b".#"), [b".#".to_vec(), b"..".to_vec()]);
    /// ```
    pub fn board(&mut self, rows: usize, cols: usize, cells: &[u8]) -> Vec<Vec<u8>> {
        let shown: Vec<String> = cells.iter().map(|&c| (c as char).to_string()).collect();
        let expected = format!("a row of {cols} cells of {}", shown.join(" and "));
        // A table rather than `cells.contains`, which is a `memchr` call per cell.
        let mut allowed = [false; 256];
        for &c in cells {
            allowed[usize::from(c)] = true;
        }
        let mut board = Vec::with_capacity(rows.min(BLOCK));
        for _ in 0..rows {
            let row = Row::from_token(self.next_bytes());
            if row.len() != cols {
                fail(&expected, &format!("a row of {} cells", row.len()));
            }
            if !row.iter().all(|&c| allowed[usize::from(c)]) {
                fail(&expected, &format!("{:?}", String::from_utf8_lossy(&row)));
            }
            board.push(row);
        }
        board
    }
}
