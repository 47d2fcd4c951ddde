//! Luogu P2594 ([ZJOI2009] 染色游戏): `T`, then per game `n m` and n rows of m coins (`H` or
//! `T`). Prints `-_-` if the first player wins, else `=_=`.
use grundy::io::{judge, Usize};
use grundy::problems::boards::coin_groups;

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=50, "T from 1 to 50") {
            let rows = src.within::<Usize>(1..=100, "n from 1 to 100");
            let cols = src.within::<Usize>(1..=100, "m from 1 to 100");
            let board = src.board(rows, cols, b"HT");
            let tails = board.iter().map(|row| row.iter().map(|&c| c == b'T'));
            out.line(if coin_groups::first_player_wins(tails) {
                "-_-"
            } else {
                "=_="
            });
        }
    });
}
