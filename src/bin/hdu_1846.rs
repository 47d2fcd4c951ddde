//! HDU 1846, Brave Game (Bash's game): `C`, then C lines `n m`. Prints `first` if the first
//! player wins, else `second`.
use grundy::games::bash;
use grundy::io::{judge, U64};

fn main() {
    judge(|src, out| {
        // The statement bounds no C: an error in the cases names it too.
        let (cases, among) = src.unbounded("C", "cases");
        let (n, m) = (
            format!("n from 1 to 1000{among}"),
            format!("m from 1 to 1000{among}"),
        );
        for _ in 0..cases {
            let stones = src.within::<U64>(1..=1000, &n);
            let max_take = src.within::<U64>(1..=1000, &m);
            let first_wins = bash::first_player_wins(stones, max_take);
            out.line(if first_wins { "first" } else { "second" });
        }
    });
}
