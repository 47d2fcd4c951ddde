//! HDU 1850, Being a Good Boy in Spring Festival: groups `M` then M pile sizes, until `M = 0`.
//! Prints the number of winning first moves in Nim.
use grundy::games::nim;
use grundy::io::{judge, within, Usize, U64};

fn main() {
    judge(|src, out| {
        while let Some(m) = src.next_or_end::<Usize>() {
            if m == 0 {
                break;
            }
            within(m, 1..=100, "M from 1 to 100 (or 0 to end)");
            let piles = src.many_within::<U64>(m, 0..=1_000_000, "piles of at most 10^6");
            out.numbers([nim::count_winning_moves(&piles) as u64]);
        }
    });
}
