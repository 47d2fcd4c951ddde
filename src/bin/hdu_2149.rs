//! HDU 2149, Public Sale: lines `M N` until end of input. Prints every winning first bid in
//! increasing order, or `none`.
use grundy::games::bash;
use grundy::io::{fail, judge, U64};
use proconio::input;

// The statement has N < 1100; far larger raises would print millions of bids per line.
const MAX_RAISE: u64 = 1_000_000;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, goal: U64, max_raise: U64 }
            if max_raise > MAX_RAISE {
                fail(
                    "a largest raise of at most 1000000",
                    &format!("a largest raise of {max_raise}"),
                );
            }
            let bids = bash::winning_first_bids(goal, max_raise);
            if bids.is_empty() {
                out.line("none");
            } else {
                out.numbers(bids);
            }
        }
    });
}
