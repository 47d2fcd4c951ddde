//! POJ 1704, Georgia and Bob (staircase Nim): `T`, then per case `N` and N distinct cells.
//! Prints `Georgia will win` if the first player wins, else `Bob will win`.
use grundy::games::staircase;
use grundy::io::{fail, judge, many, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        for _ in 0..cases {
            input! { from &mut *src, n: Usize, cells: with many::<U64>(n) }
            let Some(stairs) = staircase::men_on_a_line(&cells) else {
                let found = if cells.contains(&0) {
                    "a man on cell 0"
                } else {
                    "two men on one cell"
                };
                fail("distinct cells numbered from 1", found);
            };
            let georgia_wins = staircase::first_player_wins(&stairs);
            out.line(if georgia_wins {
                "Georgia will win"
            } else {
                "Bob will win"
            });
        }
    });
}
