//! AtCoder ARC 151 C, 01 Game (write 0 or 1 into a row, neighbours never equal): `N M`, then M
//! given cells `X Y`. Prints `Takahashi` if the first player wins, else `Aoki`.
use grundy::io::{fail, judge, Usize, U64};
use grundy::problems::rows::digit_row::first_player_wins;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: U64, m: Usize }
        if !(1..=1_000_000_000_000_000_000).contains(&n) {
            fail("N from 1 to 10^18", &n.to_string());
        }
        if m as u64 > n.min(200_000) {
            fail("M from 0 to min(N, 200000)", &m.to_string());
        }
        let mut given: Vec<(u64, u8)> = Vec::new();
        for _ in 0..m {
            input! { from &mut *src, x: U64, y: U64 }
            let last = given.last().copied();
            if x <= last.map_or(0, |(b, _)| b) || x > n {
                fail("cells X_i increasing within 1..=N", &format!("X = {x}"));
            }
            if y > 1 || last == Some((x - 1, y as u8)) {
                fail(
                    "a digit 0 or 1 unlike a given neighbour's",
                    &format!("Y = {y}"),
                );
            }
            given.push((x, y as u8));
        }
        out.line(if first_player_wins(n, &given) {
            "Takahashi"
        } else {
            "Aoki"
        });
    });
}
