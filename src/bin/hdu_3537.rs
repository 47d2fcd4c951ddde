//! HDU 3537, Daizhenyang's Coin (Mock Turtles): `n` then n heads positions, until end of input.
//! Prints `Yes` if the player to move loses, `No` if he wins.
use grundy::games::coins;
use grundy::io::{judge, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, n: Usize }
            within(n, 0..=100, "n from 0 to 100");
            let heads = src.many_within::<U64>(n, 0..=99_999_999, "positions from 0 below 10^8");
            let mover_loses = coins::row_value(&heads, coins::mock_turtles) == 0;
            out.line(if mover_loses { "Yes" } else { "No" });
        }
    });
}
