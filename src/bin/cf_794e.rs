//! Codeforces 794 E, Choosing Carrot: `n`, then the n carrots' juiciness. Prints the juiciness
//! of the carrot left for every number k = 0 … n − 1 of moves Oleg makes alone first.
use grundy::io::{fail, judge, many, Usize, U64};
use grundy::zero_sum::row_ends;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(1..=300_000).contains(&n) {
            fail("n from 1 to 3·10^5", &n.to_string());
        }
        input! { from &mut *src, carrots: with many::<U64>(n) }
        if let Some(&a) = carrots.iter().find(|&&a| !(1..=1_000_000_000).contains(&a)) {
            fail("juiciness from 1 to 10^9", &a.to_string());
        }
        out.numbers(row_ends::last_item_after_free_moves(&carrots));
    });
}
