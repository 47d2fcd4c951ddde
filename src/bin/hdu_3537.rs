//! HDU 3537, Daizhenyang's Coin (Mock Turtles): `n` then n heads positions, until end of input.
//! Prints `Yes` if the player to move loses, `No` if he wins.
use grundy::games::coins;
use grundy::io::{each_within, judge, many, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, n: Usize }
            within(n, 0..=100, "n from 0 to 100");
            input! { from &mut *src, heads: with many::<U64>(n) }
            each_within(&heads, 0..=99_999_999, "positions from 0 below 10^8");
            let mover_loses = coins::row_value(&heads, coins::mock_turtles) == 0;
            out.line(if mover_loses { "Yes" } else { "No" });
        }
    });
}
