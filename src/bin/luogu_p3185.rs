//! Luogu P3185 ([HNOI2007] 分裂游戏): `t`, then per case `n` and n bean counts. Prints the
//! lexicographically smallest winning move `i j k` (or `-1 -1 -1`), then the number of winning
//! moves.
use grundy::io::{fail, judge, many, within, Usize, U64};
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
            input! { from &mut *src, beans: with many::<U64>(n) }
            if let Some(bad) = beans.iter().find(|&&p| p > 10_000) {
                fail("at most 10000 beans in a bottle", &bad.to_string());
            }
            let moves = bean_splitting::winning_moves(&beans);
            match moves.first() {
                Some(&(i, j, k)) => out.line(&format!("{i} {j} {k}")),
                None => out.line("-1 -1 -1"),
            }
            out.numbers([moves.len() as u64]);
        }
    });
}
