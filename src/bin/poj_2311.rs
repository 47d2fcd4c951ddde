//! POJ 2311, Cutting Game: lines `W H` (2 ≤ W, H ≤ 200) until end of input. Prints `WIN` if the
//! first player wins, else `LOSE`.
use grundy::io::{fail, judge, Usize};
use grundy::problems::boards::cutting;
use proconio::input;

const MAX_SIDE: usize = 200;

fn main() {
    judge(|src, out| {
        let values = cutting::values(MAX_SIDE);
        while !src.at_end() {
            let mut side = || {
                input! { from &mut *src, side: Usize }
                if !(2..=MAX_SIDE).contains(&side) {
                    fail("a side from 2 to 200", &side.to_string());
                }
                side
            };
            let (w, h) = (side(), side());
            out.line(if values.value(w, h) != 0 {
                "WIN"
            } else {
                "LOSE"
            });
        }
    });
}
