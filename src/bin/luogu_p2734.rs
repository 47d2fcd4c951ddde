//! Luogu P2734 ([USACO3.3] 游戏 A Game): `N`, then N numbers over any number of lines; each
//! player in turn takes the number at either end. Prints both players' totals, the first's
//! first.
use grundy::io::{fail, judge, Usize, U64};
use grundy::zero_sum::row_ends;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(2..=100).contains(&n) {
            fail("N from 2 to 100", &n.to_string());
        }
        let row = src.many_within::<U64>(n, 1..=200, "numbers from 1 to 200");
        let row: Vec<i64> = row.into_iter().map(|a| a as i64).collect();
        let (first, second) = row_ends::totals(&row);
        out.numbers([first as u64, second as u64]);
    });
}
