//! HDU 2149, Public Sale: lines `M N` until end of input. Prints every winning first bid in
//! increasing order, or `none`.
use grundy::games::bash;
use grundy::io::{judge, within, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, goal: U64 }
            within(goal, 1..=1099, "M from 1 to 1099");
            input! { from &mut *src, max_raise: U64 }
            within(max_raise, 1..=1099, "N from 1 to 1099");
            let bids = bash::winning_first_bids(goal, max_raise);
            if bids.is_empty() {
                out.line("none");
            } else {
                out.numbers(bids);
            }
        }
    });
}
