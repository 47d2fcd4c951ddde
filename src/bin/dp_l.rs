//! AtCoder EDPC L (Deque): `N`, then `a_1 … a_N`; Taro and Jiro in turn take the first or the
//! last number, Taro first. Prints X − Y, Taro's total less Jiro's, under optimal play, found
//! by the scored search (`minimax::Search`) over the segments.
use grundy::io::{fail, judge, many, Usize, U64};
use grundy::zero_sum::row_ends;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(1..=3000).contains(&n) {
            fail("N from 1 to 3000", &n.to_string());
        }
        input! { from &mut *src, row: with many::<U64>(n) }
        if let Some(&a) = row.iter().find(|&&a| !(1..=1_000_000_000).contains(&a)) {
            fail("a_i from 1 to 10^9", &a.to_string());
        }
        let row: Vec<i64> = row.into_iter().map(|a| a as i64).collect();
        out.line(&row_ends::surplus_by_search(&row).to_string());
    });
}
