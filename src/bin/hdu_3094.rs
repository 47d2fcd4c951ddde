//! HDU 3094, A tree game (Green Hackenbush on a tree rooted at vertex 1): `T`, then per case
//! `N` and N − 1 edges `I J`. Prints `Alice` if the first player wins, else `Bob`.
use grundy::games::hackenbush::Graph;
use grundy::io::{fail, judge, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        if !(1..=100).contains(&cases) {
            fail("T from 1 to 100", &cases.to_string());
        }
        for _ in 0..cases {
            input! { from &mut *src, n: Usize }
            if !(1..=100_000).contains(&n) {
                fail("N from 1 to 100000", &n.to_string());
            }
            let tree = src.edges(n.saturating_sub(1), n);
            let Some(branches) = Graph::new(n.max(1), &tree).root_branches(0) else {
                fail("a tree", "edges that close a cycle");
            };
            let alice_wins = branches.iter().fold(0, |sum, b| sum ^ b) != 0;
            out.line(if alice_wins { "Alice" } else { "Bob" });
        }
    });
}
