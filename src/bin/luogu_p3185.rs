//! Luogu P3185 ([HNOI2007] 分裂游戏): `t`, then per case `n` and n bean counts. Prints the
//! lexicographically smallest winning move `i j k` (or `-1 -1 -1`), then the number of winning
//! moves.
use grundy::io::{fail, judge, within, Usize, U64};
use grundy::problems::rows::bean_splitting;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 1..=10, "t from 1 to 10");
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            if !(2..=21).contains(&n) {
                fail("n from 2 to 21", &n.to_string());
            }
            let beans = src.many_within::<U64>(n, 0..=10_000, "at most 10000 beans in a bottle");
            let moves = bean_splitting::winning_moves(&beans);
            match moves.first() {
                Some(&(i, j, k)) => out.line(&format!("{i} {j} {k}")),
                None => out.line("-1 -1 -1"),
            }
            out.numbers([moves.len() as u64]);
        }
    });
}
