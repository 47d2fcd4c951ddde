//! POJ 2348 (= HDU 1525), Euclid's Game: lines `a b` of positive numbers until `0 0`. Prints
//! `Stan wins` if the first player wins, else `Ollie wins`.
use grundy::games::euclid;
use grundy::io::{fail, judge, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, a: U64, b: U64 }
            if a == 0 && b == 0 {
                break;
            }
            let positive = 1..=(1 << 31) - 1;
            if !positive.contains(&a) || !positive.contains(&b) {
                fail(
                    "two positive numbers below 2^31 (or 0 0 to end)",
                    &format!("{a} {b}"),
                );
            }
            out.line(if euclid::first_player_wins(a, b) {
                "Stan wins"
            } else {
                "Ollie wins"
            });
        }
    });
}
