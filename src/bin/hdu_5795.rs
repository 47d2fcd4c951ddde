//! HDU 5795, A Simple Nim (take any, or split a heap into three): `T`, then per case `n` and n
//! heap sizes. Prints `First player wins.` or `Second player wins.`
use grundy::games::multi_sg;
use grundy::io::{judge, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        within(cases, 0..=100, "T at most 100");
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            within(n, 1..=1_000_000, "n from 1 to 10^6");
            let heaps = src.many_within::<U64>(n, 1..=1_000_000_000, "sizes from 1 to 10^9");
            out.line(if multi_sg::first_player_wins_split_three(&heaps) {
                "First player wins."
            } else {
                "Second player wins."
            });
        }
    });
}
