//! Codeforces 603 C, Lieges of Legendre (take one cow, or split a pile of 2x into k piles of
//! x): `n k`, then n piles. Prints `Kevin` if the first player wins, else `Nicky`.
use grundy::games::multi_sg::take_one_or_split_even_value;
use grundy::io::{fail, judge, Usize, U64};
use proconio::input;

const MAX: u64 = 1_000_000_000;

fn main() {
    judge(|src, out| {
        let n = src.within::<Usize>(1..=100_000, "a pile count from 1 to 100000");
        let k = src.within::<U64>(1..=MAX, "k from 1 to 10^9");
        let mut sum = 0;
        for _ in 0..n {
            input! { from &mut *src, pile: U64 }
            if !(1..=MAX).contains(&pile) {
                fail("a pile from 1 to 10^9", &pile.to_string());
            }
            sum ^= take_one_or_split_even_value(pile, k);
        }
        out.line(if sum != 0 { "Kevin" } else { "Nicky" });
    });
}
