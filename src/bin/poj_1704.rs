//! POJ 1704, Georgia and Bob (staircase Nim): `T`, then per case `N` and N distinct cells.
//! Prints `Georgia will win` if the first player wins, else `Bob will win`.
use grundy::games::staircase;
use grundy::io::{fail, judge, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 0..=20, "T at most 20");
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            within(n, 1..=1000, "N from 1 to 1000");
            let cells = src.many_within::<U64>(n, 0..=10_000, "positions of at most 10000");
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
