//! Luogu P3179 ([HAOI2015] 数组游戏, = BZOJ 4035): `N`, `K`, then K queries, each `W` and the
//! W white cells. A move picks a white cell x and k ≤ N/x and flips x, 2x, …, kx. Prints per
//! query `Yes` if the first player wins, else `No`.
use grundy::games::multiples::Multiples;
use grundy::io::{fail, judge, Usize, U64};

fn main() {
    judge(|src, out| {
        let n = src.within::<U64>(1..=1_000_000_000, "N from 1 to 10^9");
        let k = src.within::<Usize>(1..=100, "K from 1 to 100");
        let row = Multiples::new(n);
        let cell = format!("a cell from 1 to N = {n}");
        for _ in 0..k {
            let w = src.within::<Usize>(1..=100, "W from 1 to 100");
            let mut white: Vec<u64> = Vec::with_capacity(w);
            for _ in 0..w {
                let x = src.within::<U64>(1..=n, &cell);
                if white.contains(&x) {
                    fail("each white cell once", &format!("cell {x} twice"));
                }
                white.push(x);
            }
            let xor = white.iter().fold(0, |acc, &x| acc ^ row.value(x));
            out.line(if xor != 0 { "Yes" } else { "No" });
        }
    });
}
