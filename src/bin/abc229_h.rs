//! AtCoder ABC 229 H, Advance or Eat: `N` (1 to 8), then N rows of N cells (`W`, `B`, `.`).
//! Prints `Takahashi` if the first player (white) wins, else `Snuke`.
use grundy::io::{fail, judge, Usize};
use grundy::partizan::advance_or_eat;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(1..=8).contains(&n) {
            fail("N from 1 to 8", &n.to_string());
        }
        let board = src.board(n, n, b"WB.");
        match advance_or_eat::first_player_wins(&board) {
            Ok(true) => out.line("Takahashi"),
            Ok(false) => out.line("Snuke"),
            Err(e) => fail("a board whose values fit in 64 bits", &e.to_string()),
        }
    });
}
