//! Luogu P2490 ([SDOI2011] 黑白棋): one line `n k d`. Prints how many layouts of k pieces on a
//! strip of n cells (white, black, white, … from the left; a turn moves 1 to d of the mover's
//! pieces, white right, black left) the first player (white) wins, modulo 10^9 + 7.
use grundy::games::moore;
use grundy::io::{fail, judge, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize, k: Usize, d: Usize }
        if !(1 <= d && d <= k && k <= n && n <= 10_000 && k <= 100 && k % 2 == 0) {
            let expected = "1 <= d <= k <= n <= 10000, k even and at most 100";
            fail(expected, &format!("{n} {k} {d}"));
        }
        out.numbers([u64::from(moore::winning_strip_layouts(
            n,
            k / 2,
            d,
            1_000_000_007,
        ))]);
    });
}
