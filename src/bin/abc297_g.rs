//! AtCoder ABC 297 G, Constrained Nim 2 (take L to R stones from one pile): `N L R`, then N
//! piles. Prints `First` if the first player wins, else `Second`.
use grundy::games::subtraction::take_between_value;
use grundy::io::{fail, judge, Usize, U64};
use proconio::input;

const MAX: u64 = 1_000_000_000;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize, least: U64, most: U64 }
        if !(1..=200_000).contains(&n) {
            fail("a pile count from 1 to 200000", &n.to_string());
        }
        if !(1..=MAX).contains(&least) || !(least..=MAX).contains(&most) {
            fail("1 <= L <= R <= 10^9", &format!("L = {least}, R = {most}"));
        }
        let mut sum = 0;
        for _ in 0..n {
            input! { from &mut *src, pile: U64 }
            if !(1..=MAX).contains(&pile) {
                fail("a pile from 1 to 10^9", &pile.to_string());
            }
            sum ^= take_between_value(pile, least, most);
        }
        out.line(if sum != 0 { "First" } else { "Second" });
    });
}
