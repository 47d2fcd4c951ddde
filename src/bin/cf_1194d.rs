//! Codeforces 1194 D, 1-2-K Game (a chip moves 1, 2 or k cells left): `T`, then T games `n k`.
//! Prints `Alice` if the first player wins the game, else `Bob`, one line per game.
use grundy::games::subtraction::one_two_or_k_wins;
use grundy::io::{judge, U64};

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=100, "a game count from 1 to 100") {
            let n = src.within::<U64>(0..=1_000_000_000, "n from 0 to 10^9");
            let k = src.within::<U64>(3..=1_000_000_000, "k from 3 to 10^9");
            out.line(if one_two_or_k_wins(n, k) {
                "Alice"
            } else {
                "Bob"
            });
        }
    });
}
