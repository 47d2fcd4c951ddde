//! CodeChef HAMILG (A Game on a Graph): `T` cases, each `N M` and the M edges of a connected
//! simple graph. Askar places the token, then Bob moves first along edges to unvisited
//! vertices; prints per case how many starts Askar wins: those some maximum matching misses.
use grundy::games::geography;
use grundy::io::{check_connected, fail, judge, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, t: Usize }
        if !(1..=100).contains(&t) {
            fail("T from 1 to 100", &t.to_string());
        }
        let mut total = 0;
        for _ in 0..t {
            input! { from &mut *src, n: Usize, m: Usize }
            if !(1..=2000).contains(&n) {
                fail("N from 1 to 2000", &n.to_string());
            }
            if m + 1 < n || m > n * (n - 1) / 2 {
                fail("M from N − 1 to N(N − 1)/2", &format!("N = {n}, M = {m}"));
            }
            total += m;
            if total > 1_000_000 {
                fail("a sum of M of at most 10^6", &total.to_string());
            }
            let edges = src.simple_edges(m, n);
            check_connected(n, &edges);
            // Bob moves first from Askar's start: Askar wins where the mover loses.
            let askar = geography::mover_wins(n, &edges)
                .iter()
                .filter(|&&w| !w)
                .count();
            out.line(&askar.to_string());
        }
    });
}
