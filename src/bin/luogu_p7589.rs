//! Luogu P7589 (黑白棋, 2021 CoE-II B): `T`, then per test `n k d` and n lines `y b w`. Prints
//! `Yes` if Alice (black, moving first) wins, else `No`. The winner does not depend on k or d.
use grundy::io::{fail, judge, Usize, I64};
use grundy::problems::rows::northcott;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, tests: Usize }
        if !(1..=100).contains(&tests) {
            fail("T from 1 to 100", &tests.to_string());
        }
        for _ in 0..tests {
            input! { from &mut *src, n: Usize, k: Usize, d: Usize }
            if !(1..=100).contains(&n) || k > 100 || !(1..=20).contains(&d) {
                let expected = "1 <= n <= 100, 0 <= k <= 100, 1 <= d <= 20";
                fail(expected, &format!("{n} {k} {d}"));
            }
            let mut lines = Vec::with_capacity(n);
            let mut seen = [false; 201];
            for _ in 0..n {
                input! { from &mut *src, y: I64 }
                if !(-100..=100).contains(&y) || seen[(y + 100) as usize] {
                    fail("a y from -100 to 100, distinct in a test", &y.to_string());
                }
                seen[(y + 100) as usize] = true;
                input! { from &mut *src, b: I64, w: I64 }
                if !(-1000..=1000).contains(&b) || !(-1000..=1000).contains(&w) || b == w {
                    let expected = "pieces b != w from -1000 to 1000";
                    fail(expected, &format!("{b} {w}"));
                }
                lines.push((b, w));
            }
            out.line(if northcott::first_player_wins(&lines) {
                "Yes"
            } else {
                "No"
            });
        }
    });
}
