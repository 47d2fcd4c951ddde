//! Codeforces 786A, Berzerk: `n`, then `k1` and Rick's k1 steps, `k2` and Morty's k2 steps,
//! each from 1 to n − 1. Prints two lines of n − 1 words (`Win`, `Lose`, `Loop`) for the
//! monster on objects 2..n: Rick moving first, then Morty.
use grundy::io::{fail, judge, many, Usize};
use grundy::problems::graphs::berzerk;
use grundy::search::loopy::Outcome;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(2..=7000).contains(&n) {
            fail("n from 2 to 7000", &n.to_string());
        }
        let mut steps = [Vec::new(), Vec::new()];
        for player in &mut steps {
            input! { from &mut *src, k: Usize }
            if !(1..n).contains(&k) {
                fail(&format!("k from 1 to {}", n - 1), &k.to_string());
            }
            input! { from &mut *src, s: with many::<Usize>(k) }
            if let Some(bad) = s.iter().find(|&&x| x == 0 || x >= n) {
                fail(&format!("a step from 1 to {}", n - 1), &bad.to_string());
            }
            let mut seen = vec![false; n];
            for &x in &s {
                if std::mem::replace(&mut seen[x], true) {
                    fail("distinct steps", &format!("the step {x} twice"));
                }
            }
            *player = s;
        }
        for line in berzerk::outcomes(n, [&steps[0], &steps[1]]) {
            let words = line.iter().map(|o| match o {
                Outcome::Win => "Win",
                Outcome::Loss => "Lose",
                Outcome::Draw => "Loop",
            });
            out.line(&words.collect::<Vec<_>>().join(" "));
        }
    });
}
