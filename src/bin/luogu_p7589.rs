//! Luogu P7589 (黑白棋, 2021 CoE-II B): `T`, then per test `n k d` and n lines `y b w`. Prints
//! `Yes` if Alice (black, moving first) wins, else `No`. The winner does not depend on k or d.
use grundy::io::{fail, judge, Usize, I64};
use grundy::problems::rows::northcott;

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=100, "T from 1 to 100") {
            let n = src.within::<Usize>(1..=100, "n from 1 to 100");
            src.within::<Usize>(0..=100, "k from 0 to 100");
            src.within::<Usize>(1..=20, "d from 1 to 20");
            let mut lines = Vec::with_capacity(n);
            let mut seen = [false; 201];
            for _ in 0..n {
                let y = src.within::<I64>(-100..=100, "a y from -100 to 100");
                if std::mem::replace(&mut seen[(y + 100) as usize], true) {
                    fail("a y not given before in the test", &y.to_string());
                }
                let b = src.within::<I64>(-1000..=1000, "a piece b from -1000 to 1000");
                let w = src.within::<I64>(-1000..=1000, "a piece w from -1000 to 1000");
                if w == b {
                    fail(&format!("a piece w other than b = {b}"), &w.to_string());
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
