//! hihoCoder 1172, Turning Turtles: `N`, then a row of N coins (`H`/`T`), until end of input.
//! Prints `Alice` if the first player wins, else `Bob`.
use grundy::games::coins;
use grundy::io::{fail, judge, within, Coins, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, n: Usize }
            within(n, 1..=10_000, "N from 1 to 10000");
            input! { from &mut *src, row: Coins }
            if row.len() != n {
                fail(
                    &format!("a row of {n} coins"),
                    &format!("a row of {} coins", row.len()),
                );
            }
            let alice_wins = coins::row_value_of(&row, 1, coins::turning_turtles) != 0;
            out.line(if alice_wins { "Alice" } else { "Bob" });
        }
    });
}
