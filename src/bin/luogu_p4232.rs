//! Luogu P4232, 无意识之外的捉迷藏: `n m s_r s_k t`, then m edges `a b` of a DAG. Rin (on s_r)
//! and Kuu (on s_k) each stay or walk an edge at every step, at once; Kuu catches Rin on the
//! same vertex, else play ends at t + 1. Prints the expected ending time under optimal mixed
//! play, to 3 decimals.
use grundy::io::{fail, judge, vertex, Usize};
use grundy::problems::graphs::hide_and_seek::expected_end;
use grundy::search::sg;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(1..=20).contains(&n) {
            fail("n from 1 to 20", &n.to_string());
        }
        input! { from &mut *src, m: Usize }
        if m > n * (n - 1) / 2 {
            fail("at most n(n-1)/2 edges (a DAG has no more)", &m.to_string());
        }
        let rin = vertex(src.next_bytes(), n);
        let kuu = vertex(src.next_bytes(), n);
        input! { from &mut *src, t: Usize }
        if t > 20 {
            fail("t at most 20", &t.to_string());
        }
        let mut next = vec![Vec::new(); n];
        for (a, b) in src.edges(m, n) {
            if next[a].contains(&b) {
                fail(
                    "no repeated edge",
                    &format!("edge {} {} again", a + 1, b + 1),
                );
            }
            next[a].push(b);
        }
        if let Err(sg::BadGraph::Cycle { position }) = sg::dag_values(&next) {
            fail(
                "a graph without cycles",
                &format!("a cycle through vertex {}", position + 1),
            );
        }
        let end: f64 = expected_end(&next, rin, kuu, t).expect("floating point never overflows");
        out.line(&format!("{end:.3}"));
    });
}
