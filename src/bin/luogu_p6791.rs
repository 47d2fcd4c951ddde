//! Luogu P6791 ([SNOI2020] 取石子): `T`, then T lines `k N`. For each, prints how many n in
//! 1..=N the first player wins when the first move takes at most k stones, each later move at
//! most twice the one before, and whoever takes the last stone loses.
use grundy::games::fibonacci_nim;
use grundy::io::{judge, U64};

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=100_000, "T from 1 to 100000") {
            let k = src.within::<U64>(1..=1_000_000_000_000_000_000, "k from 1 to 10^18");
            let n = src.within::<U64>(1..=1_000_000_000_000_000_000, "N from 1 to 10^18");
            out.numbers([fibonacci_nim::last_stone_loses_wins_up_to(k, n)]);
        }
    });
}
