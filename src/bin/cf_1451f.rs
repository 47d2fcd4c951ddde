//! Codeforces 1451 F, Nullify The Matrix: `t`, then per test `n m` and n rows of m values.
//! Prints `Ashish` if the first player wins, else `Jeel`.
use grundy::io::{judge, Usize, U64};
use grundy::problems::boards::anti_diagonal;

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=10, "t from 1 to 10") {
            let n = src.within::<Usize>(1..=100, "n from 1 to 100");
            let m = src.within::<Usize>(1..=100, "m from 1 to 100");
            let rows: Vec<Vec<u64>> = (0..n)
                .map(|_| src.many_within::<U64>(m, 0..=1_000_000, "values from 0 to 10^6"))
                .collect();
            out.line(if anti_diagonal::first_player_wins(&rows) {
                "Ashish"
            } else {
                "Jeel"
            });
        }
    });
}
