//! Luogu P3210 ([HNOI2010] 取石头游戏): `N`, then N piles in a row, 0 for a pile gone before
//! the game; a pile may be taken once a neighbour is gone. Prints the first player's total and
//! the second's.
use grundy::io::{fail, judge, many, Usize, U64};
use grundy::problems::rows::empty_neighbour;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(2..=1_000_000).contains(&n) {
            fail("N from 2 to 10^6", &n.to_string());
        }
        input! { from &mut *src, piles: with many::<U64>(n) }
        if let Some(&a) = piles.iter().find(|&&a| a > 100_000_000) {
            fail("piles from 0 to 10^8", &a.to_string());
        }
        if !piles.contains(&0) {
            fail("at least one pile of 0", "no pile of 0");
        }
        let (first, second) = empty_neighbour::totals(&piles);
        out.numbers([first, second]);
    });
}
