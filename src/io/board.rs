//! Boards in the input: rows of cells, one token per row, each checked for its length and its
//! cells.

use super::runner::{fail, stop};
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
        let mut board = Vec::with_capacity(rows.min(BLOCK));
        self.rows(rows, cols, cells, |row| board.push(row.to_vec()));
        board
    }

    /// The same rows as [`Input::board`], as the lines of one text: each row's cells followed
    /// by a `\n`, so that row `r`'s cell `c` is byte `r × (cols + 1) + c`, and the byte after a
    /// row's last cell is no cell (a board flat in memory, whose ends of rows need no bounds).
    ///
    /// # Example
    /// ```
    /// use grundy::io::Input;
    /// let mut input = Input::new(&b"2 2\n.#\n..\n"[..]);
    /// input.next_bytes();
    /// input.next_bytes();
    /// assert_eq!(input.board_lines(2, 2, b".#"), b".#\n..\n");
    /// ```
    pub fn board_lines(&mut self, rows: usize, cols: usize, cells: &[u8]) -> Vec<u8> {
        let mut lines = Vec::with_capacity(rows.min(BLOCK).saturating_mul(cols + 1));
        self.rows(rows, cols, cells, |row| {
            lines.extend_from_slice(row);
            lines.push(b'\n');
        });
        lines
    }

    /// Reads `rows` rows of `cols` cells of `cells` and hands each to `take`.
    fn rows(&mut self, rows: usize, cols: usize, cells: &[u8], mut take: impl FnMut(&[u8])) {
        let shown: Vec<String> = cells.iter().map(|&c| (c as char).to_string()).collect();
        let expected = format!("a row of {cols} cells of {}", shown.join(" and "));
        // A table rather than `cells.contains`, which is a `memchr` call per cell.
        let mut allowed = [false; 256];
        for &c in cells {
            allowed[usize::from(c)] = true;
        }
        for _ in 0..rows {
            let row = match self.next_bytes() {
                Some(row) => row,
                None => stop("a row of the board", None),
            };
            if row.len() != cols {
                fail(&expected, &format!("a row of {} cells", row.len()));
            }
            if !row.iter().all(|&c| allowed[usize::from(c)]) {
                fail(&expected, &format!("{:?}", String::from_utf8_lossy(row)));
            }
            take(row);
        }
    }
}
