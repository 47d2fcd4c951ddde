//! Luogu P5363 ([SDOI2019] 移动金币): one line `n m`. Prints how many placements of m coins on a
//! strip of n cells (a move slides one coin left, over empty cells only) the first player wins,
//! modulo 10^9 + 9.
use grundy::games::staircase;
use grundy::io::{judge, Usize};

fn main() {
    judge(|src, out| {
        let n = src.within::<Usize>(1..=150_000, "n from 1 to 150000");
        let most = n.min(50);
        let m = src.within::<Usize>(1..=most, &format!("m from 1 to min(n, 50) = {most}"));
        out.numbers([u64::from(staircase::winning_coin_layouts(
            n,
            m,
            1_000_000_009,
        ))]);
    });
}
