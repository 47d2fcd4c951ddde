//! Luogu P7864, 「EVOI-RD1」摘叶子: `T`, then per test `n` and the parents of vertices 2..n of a
//! tree rooted at 1. A move removes any set of leaves; removing the root wins. Prints `1` if
//! the first player wins, else `0`.
use grundy::io::{fail, judge, vertex, Usize};
use grundy::problems::graphs::leaf_removal;
use proconio::input;

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=10, "T from 1 to 10") {
            input! { from &mut *src, n: Usize }
            if !(1..=1_000_000).contains(&n) {
                fail("a vertex count from 1 to 1000000", &n.to_string());
            }
            let mut parent = vec![0; n];
            for p in &mut parent[1..] {
                *p = vertex(src.next_bytes(), n) as u32;
            }
            let Some(outcome) = leaf_removal::root_outcome(&parent, 0) else {
                fail("a tree rooted at vertex 1", "parents that close a cycle");
            };
            out.line(if outcome.normal { "1" } else { "0" });
        }
    });
}
