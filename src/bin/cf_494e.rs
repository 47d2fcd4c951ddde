//! Codeforces 494 E, Sharti: `n m k`, then m rectangles `a b c d` of white cells. Prints
//! `Hamed` if the first player wins, else `Malek`.
use grundy::algo::rect_union::Rect;
use grundy::io::{fail, judge, Usize, U64};
use grundy::problems::boards::sharti;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: U64, m: Usize, k: U64 }
        if !(1..=1_000_000_000).contains(&n) || !(1..=n).contains(&k) {
            fail("1 <= k <= n <= 10^9", &format!("n = {n}, k = {k}"));
        }
        if !(1..=50_000).contains(&m) {
            fail("m from 1 to 5*10^4", &m.to_string());
        }
        let mut rects = Vec::with_capacity(m);
        for _ in 0..m {
            input! { from &mut *src, a: U64, b: U64, c: U64, d: U64 }
            if !(1 <= a && a <= c && c <= n && 1 <= b && b <= d && d <= n) {
                let found = format!("{a} {b} {c} {d}");
                fail("1 <= a <= c <= n and 1 <= b <= d <= n", &found);
            }
            let (top, left, bottom, right) = (a, b, c, d);
            rects.push(Rect {
                top,
                left,
                bottom,
                right,
            });
        }
        out.line(if sharti::board_value(&rects, k) != 0 {
            "Hamed"
        } else {
            "Malek"
        });
    });
}
