//! AtCoder ARC 168 B, Arbitrary Nim (the largest take limit k with which the first player
//! wins): `N`, then N piles. Prints k, `-1` if there is no largest, `0` if there is none.
use grundy::games::bash::{largest_winning_max_take, LargestMaxTake};
use grundy::io::{fail, judge, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(1..=250_000).contains(&n) {
            fail("a pile count from 1 to 250000", &n.to_string());
        }
        let mut piles = Vec::new();
        for _ in 0..n {
            input! { from &mut *src, pile: U64 }
            if !(1..=1_000_000_000).contains(&pile) {
                fail("a pile from 1 to 10^9", &pile.to_string());
            }
            piles.push(pile);
        }
        out.line(&match largest_winning_max_take(&piles) {
            LargestMaxTake::Unbounded => "-1".to_string(),
            LargestMaxTake::Largest(k) => k.to_string(),
            LargestMaxTake::Never => "0".to_string(),
        });
    });
}
