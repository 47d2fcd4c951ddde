//! HDU 3537, Daizhenyang's Coin (Mock Turtles): `n` then n heads positions, until end of input.
//! Prints `Yes` if the player to move loses, `No` if he wins.
use grundy::games::coins;
use grundy::io::{judge, many, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, n: Usize, heads: with many::<U64>(n) }
            let mover_loses = coins::row_value(&heads, coins::mock_turtles) == 0;
            out.line(if mover_loses { "Yes" } else { "No" });
        }
    });
}
