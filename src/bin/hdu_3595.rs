//! HDU 3595, GG and MM (Every-SG sum of Euclid's games): cases until end of input, each `N`
//! then N lines `p q`. Prints `MM` if the first player (MM) wins, else `GG`.
use grundy::games::{euclid, every_sg};
use grundy::io::{judge, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, n: Usize }
            let mut steps = Vec::with_capacity(n.min(1 << 16));
            for _ in 0..n {
                input! { from &mut *src, p: U64, q: U64 }
                steps.push(euclid::steps(p, q));
            }
            out.line(if every_sg::first_player_wins(steps) {
                "MM"
            } else {
                "GG"
            });
        }
    });
}
