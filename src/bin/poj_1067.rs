// POJ 1067, Wythoff's game: lines `a b` until end of input. Prints `1` if the first player
// wins, else `0`. (Plain comments, not inner doc comments: hdu_1527.rs includes this file.)
use grundy::games::wythoff;
use grundy::io::{judge, within, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, a: U64 }
            within(a, 0..=1_000_000_000, "a and b from 0 to 10^9");
            input! { from &mut *src, b: U64 }
            within(b, 0..=1_000_000_000, "a and b from 0 to 10^9");
            out.line(if wythoff::is_p_position(a, b) {
                "0"
            } else {
                "1"
            });
        }
    });
}
