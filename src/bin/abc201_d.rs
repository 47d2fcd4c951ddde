//! AtCoder ABC 201 D, Game in Momotetsu World: `H W` (1 to 2000), then H rows of W cells
//! (`+`, `-`). Takahashi and Aoki in turn move a token from the top-left cell one cell right
//! or down, scoring ±1 for the cell entered, until the bottom-right cell; prints who ends
//! ahead (`Takahashi`, `Aoki`) or `Draw`.
use grundy::io::{judge, Usize};
use grundy::problems::boards::momotetsu;
use std::cmp::Ordering;

fn main() {
    judge(|src, out| {
        let h = src.within::<Usize>(1..=2000, "H from 1 to 2000");
        let w = src.within::<Usize>(1..=2000, "W from 1 to 2000");
        let board = src.board_lines(h, w, b"+-");
        out.line(match momotetsu::surplus(&board, w).cmp(&0) {
            Ordering::Greater => "Takahashi",
            Ordering::Less => "Aoki",
            Ordering::Equal => "Draw",
        });
    });
}
