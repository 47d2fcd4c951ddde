//! HDU 1846, Brave Game (Bash's game): `C`, then C lines `n m`. Prints `first` if the first
//! player wins, else `second`.
use grundy::games::bash;
use grundy::io::{judge, U64};

fn main() {
    judge(|src, out| {
        // The statement bounds no C: an input ending early names it with the token it ends at.
        for _ in 0..src.count("C", "cases", 2) {
            let stones = src.within::<U64>(1..=1000, "n from 1 to 1000");
            let max_take = src.within::<U64>(1..=1000, "m from 1 to 1000");
            let first_wins = bash::first_player_wins(stones, max_take);
            out.line(if first_wins { "first" } else { "second" });
        }
    });
}
