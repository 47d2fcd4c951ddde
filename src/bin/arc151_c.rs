//! AtCoder ARC 151 C, 01 Game (write 0 or 1 into a row, neighbours never equal): `N M`, then M
//! given cells `X Y`. Prints `Takahashi` if the first player wins, else `Aoki`.
use grundy::io::{fail, judge, Usize, U64};
use grundy::problems::rows::digit_row::first_player_wins;
use proconio::input;

fn main() {
    judge(|src, out| {
        let n = src.within::<U64>(1..=1_000_000_000_000_000_000, "N from 1 to 10^18");
        let most = n.min(200_000) as usize;
        let m = src.within::<Usize>(0..=most, &format!("M from 0 to min(N, 200000) = {most}"));
        let mut given: Vec<(u64, u8)> = Vec::new();
        for _ in 0..m {
            let last = given.last().copied();
            let low = last.map_or(1, |(x, _)| x + 1);
            input! { from &mut *src, x: U64 }
            if !(low..=n).contains(&x) {
                let expected = format!("X_i from {low} (above the X before) to N = {n}");
                fail(&expected, &x.to_string());
            }
            let y = src.within::<U64>(0..=1, "a digit Y_i 0 or 1") as u8;
            if last == Some((x - 1, y)) {
                fail("a digit unlike the given neighbour's", &y.to_string());
            }
            given.push((x, y));
        }
        out.line(if first_player_wins(n, &given) {
            "Takahashi"
        } else {
            "Aoki"
        });
    });
}
