//! AtCoder AGC 002 E, Candy Piles: `N`, then N piles. Prints `First` if the first player
//! (Snuke) wins, else `Second`.
use grundy::io::{fail, judge, many, Usize, U64};
use grundy::problems::heaps::candy_piles;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(1..=100_000).contains(&n) {
            fail("N from 1 to 10^5", &n.to_string());
        }
        input! { from &mut *src, piles: with many::<U64>(n) }
        if let Some(&a) = piles.iter().find(|&&a| !(1..=1_000_000_000).contains(&a)) {
            fail("piles from 1 to 10^9", &a.to_string());
        }
        out.line(if candy_piles::first_player_wins(&piles) {
            "First"
        } else {
            "Second"
        });
    });
}
