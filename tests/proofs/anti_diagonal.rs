use super::brute::Brute;
use grundy::problems::boards::anti_diagonal::first_player_wins;
use std::collections::HashSet;

/// A matrix game by the rules alone, values kept within `0..=cap`: the position is the cells
/// row by row.
struct Rules {
    rows: usize,
    cols: usize,
    cap: u8,
}

impl Rules {
    /// Every shortest path from (r, c) to (r2, c2), as the cells after the start.
    fn paths(&self, r: usize, c: usize, r2: usize, c2: usize) -> Vec<Vec<usize>> {
        if (r, c) == (r2, c2) {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for (nr, nc) in [(r + 1, c), (r, c + 1)] {
            if nr <= r2 && nc <= c2 {
                for mut rest in self.paths(nr, nc, r2, c2) {
                    rest.insert(0, nr * self.cols + nc);
                    out.push(rest);
                }
            }
        }
        out
    }

    fn moves(&self, cells: &Vec<u8>) -> Vec<Vec<u8>> {
        let mut out = HashSet::new();
        for r in 0..self.rows {
            for c in 0..self.cols {
                let start = r * self.cols + c;
                for lowered in 0..cells[start] {
                    for r2 in r..self.rows {
                        for c2 in c..self.cols {
                            for path in self.paths(r, c, r2, c2) {
                                let mut next = cells.clone();
                                next[start] = lowered;
                                self.assign(&mut next, &path, &mut out);
                            }
                        }
                    }
                }
            }
        }
        out.into_iter().collect()
    }

    /// Every way of setting the cells of `path` to values within the cap.
    fn assign(&self, cells: &mut Vec<u8>, path: &[usize], out: &mut HashSet<Vec<u8>>) {
        match path.split_first() {
            None => {
                out.insert(cells.clone());
            }
            Some((&cell, rest)) => {
                for v in 0..=self.cap {
                    cells[cell] = v;
                    self.assign(cells, rest, out);
                }
            }
        }
    }
}

#[test]
fn every_small_matrix_matches_search() {
    for (rows, cols, cap) in [
        (1, 1, 7),
        (1, 2, 7),
        (1, 3, 3),
        (1, 4, 3),
        (2, 1, 7),
        (3, 1, 3),
        (2, 2, 3),
        (2, 3, 1),
        (3, 2, 1),
        (2, 4, 1),
        (3, 3, 1),
    ] {
        let rules = Rules { rows, cols, cap };
        let mut brute = Brute::normal(|p: &Vec<u8>| rules.moves(p));
        let size = rows * cols;
        let base = u32::from(cap) + 1;
        for mut code in 0..base.pow(size as u32) {
            let cells: Vec<u8> = (0..size)
                .map(|_| {
                    let v = code % base;
                    code /= base;
                    v as u8
                })
                .collect();
            let matrix: Vec<Vec<u64>> = cells
                .chunks(cols)
                .map(|row| row.iter().map(|&v| u64::from(v)).collect())
                .collect();
            assert_eq!(first_player_wins(&matrix), brute.wins(&cells), "{matrix:?}");
        }
    }
}
