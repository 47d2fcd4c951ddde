//! Codeforces 1149E, Election Promises: `n m`, the taxes `h_1 … h_n`, then m one-way roads
//! `u v` with no cycle. Prints `LOSE`, or `WIN` and the taxes after a winning first convention.
use grundy::io::{each_within, fail, judge, many, Usize, U64};
use grundy::problems::graphs::conventions;
use grundy::search::sg::BadGraph;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize, m: Usize }
        if !(1..=200_000).contains(&n) || m > 200_000 {
            fail(
                "n from 1 to 200000 and m to 200000",
                &format!("{n} and {m}"),
            );
        }
        input! { from &mut *src, taxes: with many::<U64>(n) }
        each_within(&taxes, 0..=1_000_000_000, "h_i from 0 to 10^9");
        let edges = src.edges(m, n);
        let mut sorted = edges.clone();
        sorted.sort_unstable();
        if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
            let (u, v) = (w[0].0 + 1, w[0].1 + 1);
            fail(
                "no two roads joining the same cities",
                &format!("{u} {v} twice"),
            );
        }
        let mut roads = vec![Vec::new(); n];
        for (u, v) in edges {
            roads[u].push(v);
        }
        match conventions::winning_convention(&taxes, &roads) {
            Ok(Some(after)) => {
                out.line("WIN");
                out.numbers(after);
            }
            Ok(None) => out.line("LOSE"),
            Err(BadGraph::Cycle { position }) => fail(
                "roads with no cycle",
                &format!("a cycle through city {}", position + 1),
            ),
            Err(BadGraph::OutOfRange { .. }) => unreachable!("roads are read within 1..n"),
        }
    });
}
