//! Luogu P2594 ([ZJOI2009] 染色游戏): `T`, then per game `n m` and n rows of m coins (`H` or
//! `T`). Prints `-_-` if the first player wins, else `=_=`.
use grundy::io::{fail, judge, Usize};
use grundy::problems::boards::coin_groups;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, games: Usize }
        if !(1..=50).contains(&games) {
            fail("T from 1 to 50", &games.to_string());
        }
        for _ in 0..games {
            input! { from &mut *src, rows: Usize, cols: Usize }
            if !(1..=100).contains(&rows) || !(1..=100).contains(&cols) {
                fail("n and m from 1 to 100", &format!("{rows} {cols}"));
            }
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
