//! HDU 2176, Nim with the winning moves: groups `m` then m pile sizes, until `m = 0`. Prints `No`
//! if the first player loses, else `Yes` and one line `a b` per winning move.
use grundy::games::nim;
use grundy::io::{each_within, judge, many, within, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, m: Usize }
            if m == 0 {
                break;
            }
            within(m, 1..=200_000, "m from 1 to 200000 (or 0 to end)");
            input! { from &mut *src, piles: with many::<U64>(m) }
            each_within(&piles, 1..=u64::MAX, "positive pile sizes");
            let mut moves = nim::winning_moves(&piles).peekable();
            out.line(if moves.peek().is_none() { "No" } else { "Yes" });
            for (i, left) in moves {
                out.numbers([piles[i], left]);
            }
        }
    });
}
