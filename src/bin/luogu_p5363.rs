//! Luogu P5363 ([SDOI2019] 移动金币): one line `n m`. Prints how many placements of m coins on a
//! strip of n cells (a move slides one coin left, over empty cells only) the first player wins,
//! modulo 10^9 + 9.
use grundy::games::staircase;
use grundy::io::{fail, judge, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize, m: Usize }
        if !((1..=50).contains(&m) && m <= n && n <= 150_000) {
            fail("1 <= m <= 50, m <= n <= 150000", &format!("{n} {m}"));
        }
        out.numbers([u64::from(staircase::winning_coin_layouts(
            n,
            m,
            1_000_000_009,
        ))]);
    });
}
