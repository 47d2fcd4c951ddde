//! HDU 2147, kiki's game: lines `n m` (board sides, at least 1) until `0 0`. Prints
//! `Wonderful!` if kiki, moving first, wins, else `What a pity!`.
use grundy::io::{fail, judge, U64};
use grundy::problems::boards::kiki;
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, rows: U64, cols: U64 }
            if rows == 0 && cols == 0 {
                break;
            }
            if !(1..=2000).contains(&rows) || !(1..=2000).contains(&cols) {
                fail(
                    "two board sides from 1 to 2000 (or 0 0 to end)",
                    &format!("{rows} {cols}"),
                );
            }
            out.line(if kiki::first_player_wins(rows, cols) {
                "Wonderful!"
            } else {
                "What a pity!"
            });
        }
    });
}
