//! Luogu P3235 ([HNOI2014] 江南乐): `T F`, then T games `N a_1 … a_N`. Prints on one line, for
//! each game, `1` if the first player wins, else `0`.
use grundy::games::multi_sg;
use grundy::io::{fail, judge, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        let games = src.within::<Usize>(1..=99, "T from 1 to 99");
        let threshold = src.within::<Usize>(1..=99_999, "F from 1 to 99999");
        let mut all = Vec::with_capacity(games);
        for _ in 0..games {
            input! { from &mut *src, n: Usize }
            if !(1..=99).contains(&n) {
                fail("N from 1 to 99", &n.to_string());
            }
            all.push(src.many_within::<Usize>(n, 1..=99_999, "piles from 1 to 99999"));
        }
        let max = all.iter().flatten().copied().max().unwrap_or(0);
        let values = multi_sg::even_split_values(threshold as u64, max);
        out.numbers(
            all.iter()
                .map(|piles| u64::from(piles.iter().fold(0, |s, &a| s ^ values[a]) != 0)),
        );
    });
}
