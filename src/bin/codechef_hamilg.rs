//! CodeChef HAMILG (A Game on a Graph): `T` cases, each `N M` and the M edges of a connected
//! simple graph. Askar places the token, then Bob moves first along edges to unvisited
//! vertices; prints per case how many starts Askar wins: those some maximum matching misses.
use grundy::games::geography;
use grundy::io::{check_connected, judge, Usize};

fn main() {
    judge(|src, out| {
        let mut total = 0;
        for _ in src.cases(1..=100, "T from 1 to 100") {
            let n = src.within::<Usize>(1..=2000, "N from 1 to 2000");
            // The sum of M is broken by the M that takes it past 10^6: checked there.
            let most = (n * (n - 1) / 2).min(1_000_000 - total);
            let expected = format!(
                "M from N − 1 to N(N − 1)/2 (N = {n}) and to 10^6 less the M before ({total})"
            );
            let m = src.within::<Usize>(n - 1..=most, &expected);
            total += m;
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
