//! Luogu P2490 ([SDOI2011] 黑白棋): one line `n k d`. Prints how many layouts of k pieces on a
//! strip of n cells (white, black, white, … from the left; a turn moves 1 to d of the mover's
//! pieces, white right, black left) the first player (white) wins, modulo 10^9 + 7.
use grundy::games::moore;
use grundy::io::{fail, judge, Usize};

fn main() {
    judge(|src, out| {
        let n = src.within::<Usize>(1..=10_000, "n from 1 to 10000");
        let k = src.within::<Usize>(
            1..=n.min(100),
            &format!("k from 1 to min(n, 100) = {}", n.min(100)),
        );
        if k % 2 != 0 {
            fail("an even k", &k.to_string());
        }
        let d = src.within::<Usize>(1..=k, &format!("d from 1 to k = {k}"));
        out.numbers([u64::from(moore::winning_strip_layouts(
            n,
            k / 2,
            d,
            1_000_000_007,
        ))]);
    });
}
