//! Luogu P4055, [JSOI2009] 游戏: `N M`, then N rows of M cells (`.` free, `#` wall). Prints
//! `LOSE` if the player who places the piece loses wherever it goes; else `WIN` and each cell
//! `row col` (from 1, row by row) where placing it wins.
use grundy::games::geography;
use grundy::io::{judge, Usize};

fn main() {
    judge(|src, out| {
        let rows = src.within::<Usize>(1..=100, "N from 1 to 100");
        let cols = src.within::<Usize>(1..=100, "M from 1 to 100");
        let board = src.board(rows, cols, b".#");
        let free = |r: usize, c: usize| board[r][c] == b'.';
        let edges = geography::grid_edges(rows, cols, free);
        let mover_wins = geography::mover_wins(rows * cols, &edges);
        // The placer wins where the player who moves first from the cell loses.
        let wins: Vec<usize> = (0..rows * cols)
            .filter(|&v| free(v / cols, v % cols) && !mover_wins[v])
            .collect();
        out.line(if wins.is_empty() { "LOSE" } else { "WIN" });
        for v in wins {
            out.numbers([(v / cols + 1) as u64, (v % cols + 1) as u64]);
        }
    });
}
