//! HDU 1846, Brave Game (Bash's game): `C`, then C lines `n m`. Prints `first` if the first
//! player wins, else `second`.
use grundy::games::bash;
use grundy::io::{judge, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        for _ in 0..cases {
            input! { from &mut *src, stones: U64 }
            within(stones, 1..=1000, "n from 1 to 1000");
            input! { from &mut *src, max_take: U64 }
            within(max_take, 1..=1000, "m from 1 to 1000");
            let first_wins = bash::first_player_wins(stones, max_take);
            out.line(if first_wins { "first" } else { "second" });
        }
    });
}
