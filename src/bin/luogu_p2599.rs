//! Luogu P2599 ([ZJOI2009] 取石子游戏): `T`, then per test `n` and n piles in a row; a move
//! takes from the leftmost or the rightmost pile. Prints `1` if the first player wins, else `0`.
use grundy::io::{fail, judge, Usize, U64};
use grundy::problems::rows::end_piles;
use proconio::input;

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=10, "T from 1 to 10") {
            input! { from &mut *src, n: Usize }
            if !(1..=1000).contains(&n) {
                fail("n from 1 to 1000", &n.to_string());
            }
            let piles = src.many_within::<U64>(n, 1..=1_000_000_000, "piles from 1 to 10^9");
            out.line(if end_piles::first_player_wins(&piles) {
                "1"
            } else {
                "0"
            });
        }
    });
}
