//! Luogu P3179 ([HAOI2015] 数组游戏, = BZOJ 4035): `N`, `K`, then K queries, each `W` and the
//! W white cells. A move picks a white cell x and k ≤ N/x and flips x, 2x, …, kx. Prints per
//! query `Yes` if the first player wins, else `No`.
use grundy::games::multiples::Multiples;
use grundy::io::{fail, judge, many, Usize, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: U64, k: Usize }
        if !(1..=1_000_000_000).contains(&n) {
            fail("N from 1 to 10^9", &n.to_string());
        }
        if !(1..=100).contains(&k) {
            fail("K from 1 to 100", &k.to_string());
        }
        let row = Multiples::new(n);
        for _ in 0..k {
            input! { from &mut *src, w: Usize }
            if !(1..=100).contains(&w) {
                fail("W from 1 to 100", &w.to_string());
            }
            input! { from &mut *src, mut white: with many::<U64>(w) }
            if let Some(x) = white.iter().find(|&&x| !(1..=n).contains(&x)) {
                fail(&format!("cells from 1 to {n}"), &x.to_string());
            }
            white.sort_unstable();
            if let Some(pair) = white.windows(2).find(|pair| pair[0] == pair[1]) {
                fail("each white cell once", &format!("cell {} twice", pair[0]));
            }
            let xor = white.iter().fold(0, |acc, &x| acc ^ row.value(x));
            out.line(if xor != 0 { "Yes" } else { "No" });
        }
    });
}
