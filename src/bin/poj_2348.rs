//! POJ 2348 (= HDU 1525), Euclid's Game: lines `a b` of positive numbers until `0 0`. Prints
//! `Stan wins` if the first player wins, else `Ollie wins`.
use grundy::games::euclid;
use grundy::io::{judge, within, U64};

const MOST: u64 = (1 << 31) - 1;

fn main() {
    judge(|src, out| {
        while let Some(a) = src.next_or_end::<U64>() {
            within(a, 0..=MOST, "a positive number below 2^31 (or 0 0 to end)");
            if a == 0 {
                src.within::<U64>(0..=0, "0 after a 0 (0 0 ends the input)");
                break;
            }
            let b = src.within::<U64>(1..=MOST, "a positive number below 2^31");
            out.line(if euclid::first_player_wins(a, b) {
                "Stan wins"
            } else {
                "Ollie wins"
            });
        }
    });
}
