//! Codeforces 1704 F, Colouring Game: `t`, then per test `n` and a row of n cells `R`/`B`.
//! Prints `Alice` if Alice (red, moving first) wins, else `Bob`.
use grundy::io::{fail, judge, Usize};
use grundy::problems::rows::colouring::ColouringGame;
use proconio::input;

fn main() {
    let game = ColouringGame::new();
    judge(|src, out| {
        input! { from &mut *src, tests: Usize }
        if !(1..=10_000).contains(&tests) {
            fail("t from 1 to 10^4", &tests.to_string());
        }
        let mut total = 0;
        for _ in 0..tests {
            input! { from &mut *src, n: Usize }
            // n is checked against what is left of the total before it is added.
            if n < 2 || n > 500_000 - total {
                fail(
                    "n from 2, n summed over tests at most 5*10^5",
                    &n.to_string(),
                );
            }
            total += n;
            let row = src.board(1, n, b"RB");
            out.line(if game.alice_wins(&row[0]) {
                "Alice"
            } else {
                "Bob"
            });
        }
    });
}
