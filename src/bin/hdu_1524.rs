//! HDU 1524 (= POJ 2425), A Chess Game (chessmen on a DAG): until end of input, `N`, then per
//! position `X` and its X out-positions, then queries `M` and M positions until `0`. Prints
//! `WIN` if the first player wins, else `LOSE`, per query.
use grundy::io::{fail, judge, many, Usize};
use grundy::search::sg::{self, BadGraph};
use proconio::input;

// Stops on a position outside the graph of `n` positions.
fn check(positions: &[usize], n: usize) {
    if let Some(p) = positions.iter().find(|&&p| p >= n) {
        fail(&format!("positions below {n}"), &p.to_string());
    }
}

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, n: Usize }
            let mut graph = Vec::new();
            for _ in 0..n {
                input! { from &mut *src, x: Usize, next: with many::<Usize>(x) }
                check(&next, n);
                graph.push(next);
            }
            let values = match sg::dag_values(&graph) {
                Ok(values) => values,
                Err(BadGraph::Cycle { position }) => fail(
                    "a graph without cycles",
                    &format!("a cycle through position {position}"),
                ),
                Err(BadGraph::OutOfRange { to, .. }) => fail("a position", &to.to_string()),
            };
            // A `0` ends the queries; so does the end of the input.
            while !src.at_end() {
                input! { from &mut *src, m: Usize }
                if m == 0 {
                    break;
                }
                input! { from &mut *src, chessmen: with many::<Usize>(m) }
                check(&chessmen, n);
                let sum = chessmen.iter().fold(0, |sum, &p| sum ^ values[p]);
                out.line(if sum != 0 { "WIN" } else { "LOSE" });
            }
        }
    });
}
