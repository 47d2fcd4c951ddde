//! Codeforces 1451 F, Nullify The Matrix: `t`, then per test `n m` and n rows of m values.
//! Prints `Ashish` if the first player wins, else `Jeel`.
use grundy::io::{fail, judge, many, Usize, U64};
use grundy::problems::boards::anti_diagonal;
use proconio::input;

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=10, "t from 1 to 10") {
            input! { from &mut *src, n: Usize, m: Usize }
            if !(1..=100).contains(&n) || !(1..=100).contains(&m) {
                fail("n and m from 1 to 100", &format!("{n} {m}"));
            }
            let mut rows = Vec::with_capacity(n);
            for _ in 0..n {
                input! { from &mut *src, row: with many::<U64>(m) }
                if let Some(&a) = row.iter().find(|&&a| a > 1_000_000) {
                    fail("values from 0 to 10^6", &a.to_string());
                }
                rows.push(row);
            }
            out.line(if anti_diagonal::first_player_wins(&rows) {
                "Ashish"
            } else {
                "Jeel"
            });
        }
    });
}
