//! HDU 2147, kiki's game: lines `n m` (board sides, at least 1) until `0 0`. Prints
//! `Wonderful!` if kiki, moving first, wins, else `What a pity!`.
use grundy::io::{judge, within, U64};
use grundy::problems::boards::kiki;

fn main() {
    judge(|src, out| {
        while let Some(rows) = src.next_or_end::<U64>() {
            within(rows, 0..=2000, "a side n from 1 to 2000 (or 0 0 to end)");
            if rows == 0 {
                src.within::<U64>(0..=0, "0 after n = 0 (0 0 ends the input)");
                break;
            }
            let cols = src.within::<U64>(1..=2000, "a side m from 1 to 2000");
            out.line(if kiki::first_player_wins(rows, cols) {
                "Wonderful!"
            } else {
                "What a pity!"
            });
        }
    });
}
