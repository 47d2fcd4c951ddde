//! Codeforces 1194 D, 1-2-K Game (a chip moves 1, 2 or k cells left): `T`, then T games `n k`.
//! Prints `Alice` if the first player wins the game, else `Bob`, one line per game.
use grundy::games::subtraction::one_two_or_k_wins;
use grundy::io::{fail, judge, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=100, "a game count from 1 to 100") {
            input! { from &mut *src, n: U64, k: U64 }
            if n > 1_000_000_000 || !(3..=1_000_000_000).contains(&k) {
                fail(
                    "0 <= n <= 10^9 and 3 <= k <= 10^9",
                    &format!("n = {n}, k = {k}"),
                );
            }
            out.line(if one_two_or_k_wins(n, k) {
                "Alice"
            } else {
                "Bob"
            });
        }
    });
}
