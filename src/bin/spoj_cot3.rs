//! SPOJ COT3, Combat on a tree: `n`, the colours `c_1 … c_n` (`0` white, `1` black), then n − 1
//! edges of a tree rooted at node 1. A move paints black the white nodes on the path from the
//! root to a white node. Prints every winning first node, one per line, or `-1`.
use grundy::io::{fail, judge, many, Usize, U64};
use grundy::{algo::tree::Rooted, problems::graphs::path_painting};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(1..=100_000).contains(&n) {
            fail("a node count from 1 to 100000", &n.to_string());
        }
        input! { from &mut *src, colours: with many::<U64>(n) }
        if let Some(&c) = colours.iter().find(|&&c| c > 1) {
            fail("a colour 0 or 1", &c.to_string());
        }
        let edges = src.edges(n - 1, n);
        let Some(tree) = Rooted::from_edges(n, &edges, 0) else {
            fail("a tree", "edges that close a cycle");
        };
        let white: Vec<bool> = colours.iter().map(|&c| c == 0).collect();
        let wins = path_painting::winning_first_moves(&tree, &white);
        if wins.is_empty() {
            out.line("-1");
        }
        for u in wins {
            out.numbers([u as u64 + 1]);
        }
    });
}
