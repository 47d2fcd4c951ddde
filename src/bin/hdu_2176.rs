//! HDU 2176, Nim with the winning moves: groups `m` then m pile sizes, until `m = 0`. Prints `No`
//! if the first player loses, else `Yes` and one line `a b` per winning move.
use grundy::games::nim;
use grundy::io::{fail, judge, many, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, m: Usize }
            if m == 0 {
                break;
            }
            if m > 200_000 {
                fail("1 <= m <= 200000", &m.to_string());
            }
            input! { from &mut *src, piles: with many::<U64>(m) }
            if piles.contains(&0) {
                fail("piles from 1", "0");
            }
            let mut moves = nim::winning_moves(&piles).peekable();
            out.line(if moves.peek().is_none() { "No" } else { "Yes" });
            for (i, left) in moves {
                out.numbers([piles[i], left]);
            }
        }
    });
}
