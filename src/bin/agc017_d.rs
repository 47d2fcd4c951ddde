//! AtCoder AGC 017 D, Game on Tree (Green Hackenbush on a tree rooted at vertex 1): `N`, then
//! N − 1 edges `x y`. Prints `Alice` if the first player wins, else `Bob`.
use grundy::games::hackenbush::Graph;
use grundy::io::{fail, judge, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(2..=100_000).contains(&n) {
            fail("a vertex count from 2 to 100000", &n.to_string());
        }
        let tree = src.edges(n - 1, n);
        let Some(branches) = Graph::new(n, &tree).root_branches(0) else {
            fail("a tree", "edges that close a cycle");
        };
        let alice_wins = branches.iter().fold(0, |sum, b| sum ^ b) != 0;
        out.line(if alice_wins { "Alice" } else { "Bob" });
    });
}
