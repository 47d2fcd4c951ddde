//! HDU 1850, Being a Good Boy in Spring Festival: groups `M` then M pile sizes, until `M = 0`.
//! Prints the number of winning first moves in Nim.
use grundy::games::nim;
use grundy::io::{each_within, judge, many, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while let Some(m) = src.next_or_end::<Usize>() {
            if m == 0 {
                break;
            }
            within(m, 1..=100, "M from 1 to 100 (or 0 to end)");
            input! { from &mut *src, piles: with many::<U64>(m) }
            each_within(&piles, 0..=1_000_000, "piles of at most 10^6");
            out.numbers([nim::count_winning_moves(&piles) as u64]);
        }
    });
}
