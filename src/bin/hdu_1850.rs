//! HDU 1850, Being a Good Boy in Spring Festival: groups `M` then M pile sizes, until `M = 0`.
//! Prints the number of winning first moves in Nim.
use grundy::games::nim;
use grundy::io::{judge, many, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, m: Usize }
            if m == 0 {
                break;
            }
            input! { from &mut *src, piles: with many::<U64>(m) }
            out.numbers([nim::count_winning_moves(&piles) as u64]);
        }
    });
}
