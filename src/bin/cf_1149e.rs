//! Codeforces 1149E, Election Promises: `n m`, the taxes `h_1 … h_n`, then m one-way roads
//! `u v` with no cycle. Prints `LOSE`, or `WIN` and the taxes after a winning first convention.
use grundy::io::{fail, judge, Usize, U64};
use grundy::problems::graphs::conventions;
use grundy::search::sg::BadGraph;

fn main() {
    judge(|src, out| {
        let n = src.within::<Usize>(1..=200_000, "n from 1 to 200000");
        let m = src.within::<Usize>(0..=200_000, "m from 0 to 200000");
        let taxes = src.many_within::<U64>(n, 0..=1_000_000_000, "h_i from 0 to 10^9");
        // No two roads join the same pair of cities: the second is refused where it stands.
        let mut roads = vec![Vec::new(); n];
        for (u, v) in src.simple_edges(m, n) {
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
