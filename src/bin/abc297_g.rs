//! AtCoder ABC 297 G, Constrained Nim 2 (take L to R stones from one pile): `N L R`, then N
//! piles. Prints `First` if the first player wins, else `Second`.
use grundy::games::subtraction::take_between_value;
use grundy::io::{judge, Usize, U64};

const MAX: u64 = 1_000_000_000;

fn main() {
    judge(|src, out| {
        let n = src.within::<Usize>(1..=200_000, "a pile count from 1 to 200000");
        let least = src.within::<U64>(1..=MAX, "L from 1 to 10^9");
        let most = src.within::<U64>(least..=MAX, &format!("R from L = {least} to 10^9"));
        let mut sum = 0;
        for _ in 0..n {
            let pile = src.within::<U64>(1..=MAX, "a pile from 1 to 10^9");
            sum ^= take_between_value(pile, least, most);
        }
        out.line(if sum != 0 { "First" } else { "Second" });
    });
}
