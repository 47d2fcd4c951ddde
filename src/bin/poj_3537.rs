//! POJ 3537, Crosses and Crosses: strip lengths `n` (3 ≤ n ≤ 2000), one per line, until end of
//! input. Prints `1` if the first player wins, else `2`.
use grundy::io::{fail, judge, Usize};
use grundy::problems::rows::crosses;
use proconio::input;

const MAX_CELLS: usize = 2000;

fn main() {
    judge(|src, out| {
        let values = crosses::values(MAX_CELLS + 1);
        while !src.at_end() {
            input! { from &mut *src, cells: Usize }
            // Below 3 cells no one can make three in a row: the game is a draw, not a question.
            if !(3..=MAX_CELLS).contains(&cells) {
                fail("a strip of 3 to 2000 cells", &cells.to_string());
            }
            out.line(if values[cells] != 0 { "1" } else { "2" });
        }
    });
}
