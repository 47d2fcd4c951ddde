//! HDU 1847, Good Luck in CET-4 Everybody! (take a power of two): one `n` per line until end of
//! input. Prints `Kiki` if the first player wins, else `Cici`.
use grundy::games::subtraction;
use grundy::io::{judge, within, U64};

fn main() {
    judge(|src, out| {
        while let Some(cards) = src.next_or_end::<U64>() {
            within(cards, 1..=1000, "n from 1 to 1000");
            let kiki_wins = subtraction::powers_of_two_value(cards) != 0;
            out.line(if kiki_wins { "Kiki" } else { "Cici" });
        }
    });
}
