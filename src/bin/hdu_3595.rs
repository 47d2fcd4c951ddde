//! HDU 3595, GG and MM (Every-SG sum of Euclid's games): cases until end of input, each `N`
//! then N lines `p q`. Prints `MM` if the first player (MM) wins, else `GG`.
use grundy::games::{euclid, every_sg};
use grundy::io::{judge, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, n: Usize }
            within(n, 0..=1000, "N at most 1000");
            let mut steps = Vec::with_capacity(n);
            for _ in 0..n {
                input! { from &mut *src, p: U64 }
                within(p, 1..=1000, "p and q from 1 to 1000");
                input! { from &mut *src, q: U64 }
                within(q, 1..=1000, "p and q from 1 to 1000");
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
