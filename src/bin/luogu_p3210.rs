//! Luogu P3210 ([HNOI2010] 取石头游戏): `N`, then N piles in a row, 0 for a pile gone before
//! the game; a pile may be taken once a neighbour is gone. Prints the first player's total and
//! the second's.
use grundy::io::{fail, judge, Usize, U64};
use grundy::problems::rows::empty_neighbour;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(2..=1_000_000).contains(&n) {
            fail("N from 2 to 10^6", &n.to_string());
        }
        let piles = src.many_within::<U64>(n, 0..=100_000_000, "piles from 0 to 10^8");
        if !piles.contains(&0) {
            fail("at least one pile of 0", "no pile of 0");
        }
        let (first, second) = empty_neighbour::totals(&piles);
        out.numbers([first, second]);
    });
}
