//! Luogu P6487 ([COCI 2010/2011 #4] HRPA): one integer `n`, a heap of Fibonacci Nim whose
//! opening move may take everything. Prints the least opening take that wins.
use grundy::games::fibonacci_nim;
use grundy::io::{fail, judge, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: U64 }
        if !(2..=1_000_000_000_000_000).contains(&n) {
            fail("n from 2 to 10^15", &n.to_string());
        }
        out.numbers([fibonacci_nim::least_winning_opening_take(n)]);
    });
}
