//! HDU 5795, A Simple Nim (take any, or split a heap into three): `T`, then per case `n` and n
//! heap sizes. Prints `First player wins.` or `Second player wins.`
use grundy::games::multi_sg;
use grundy::io::{judge, many, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        for _ in 0..cases {
            input! { from &mut *src, n: Usize, heaps: with many::<U64>(n) }
            out.line(if multi_sg::first_player_wins_split_three(&heaps) {
                "First player wins."
            } else {
                "Second player wins."
            });
        }
    });
}
