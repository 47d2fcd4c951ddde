//! HDU 1524 (= POJ 2425), A Chess Game (chessmen on a DAG): until end of input, `N`, then per
//! position `X` and its X out-positions, then queries `M` and M positions until `0`. Prints
//! `WIN` if the first player wins, else `LOSE`, per query.
use grundy::io::{fail, judge, within, Usize};
use grundy::search::sg::{self, BadGraph};

fn main() {
    judge(|src, out| {
        while let Some(n) = src.next_or_end::<Usize>() {
            within(n, 1..=1000, "N from 1 to 1000");
            let mut graph = Vec::new();
            for _ in 0..n {
                // The statement bounds no X: an error among the out-positions names it too.
                let (x, among) = src.unbounded("X", "out-positions");
                let below = format!("an out-position below N = {n}{among}");
                graph.push(src.many_within::<Usize>(x, 0..=n - 1, &below));
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
            while let Some(m) = src.next_or_end::<Usize>() {
                if within(m, 0..=10, "M from 1 to 10 (or 0 to end the queries)") == 0 {
                    break;
                }
                let below = format!("a position below N = {n}");
                let chessmen = src.many_within::<Usize>(m, 0..=n - 1, &below);
                let sum = chessmen.iter().fold(0, |sum, &p| sum ^ values[p]);
                out.line(if sum != 0 { "WIN" } else { "LOSE" });
            }
        }
    });
}
