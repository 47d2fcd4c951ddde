//! Luogu P2599 ([ZJOI2009] 取石子游戏): `T`, then per test `n` and n piles in a row; a move
//! takes from the leftmost or the rightmost pile. Prints `1` if the first player wins, else `0`.
use grundy::io::{fail, judge, many, Usize, U64};
use grundy::problems::rows::end_piles;
use proconio::input;

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=10, "T from 1 to 10") {
            input! { from &mut *src, n: Usize }
            if !(1..=1000).contains(&n) {
                fail("n from 1 to 1000", &n.to_string());
            }
            input! { from &mut *src, piles: with many::<U64>(n) }
            if let Some(&a) = piles.iter().find(|&&a| !(1..=1_000_000_000).contains(&a)) {
                fail("piles from 1 to 10^9", &a.to_string());
            }
            out.line(if end_piles::first_player_wins(&piles) {
                "1"
            } else {
                "0"
            });
        }
    });
}
