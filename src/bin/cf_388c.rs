//! Codeforces 388 C, Fox and Card Game: `n`, then n piles, each `s c_1 … c_s` from top to
//! bottom; Ciel takes from the tops, Jiro from the bottoms, Ciel first. Prints Ciel's total,
//! then Jiro's.
use grundy::io::{fail, judge, Usize, U64};
use grundy::problems::rows::top_and_bottom;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(1..=100).contains(&n) {
            fail("n from 1 to 100", &n.to_string());
        }
        let mut piles = Vec::with_capacity(n);
        for _ in 0..n {
            input! { from &mut *src, s: Usize }
            if !(1..=100).contains(&s) {
                fail("a pile of 1 to 100 cards", &s.to_string());
            }
            piles.push(src.many_within::<U64>(s, 1..=1000, "cards from 1 to 1000"));
        }
        let (ciel, jiro) = top_and_bottom::totals(&piles);
        out.numbers([ciel, jiro]);
    });
}
