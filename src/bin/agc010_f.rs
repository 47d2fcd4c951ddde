//! AtCoder AGC 010 F, Tree Game: `N`, the stones `A_1 … A_N`, then N − 1 edges. A turn takes a
//! stone from the piece's vertex and steps to a neighbour. Prints every vertex from which the
//! first player wins, ascending, on one line.
use grundy::io::{fail, judge, Usize, U64};
use grundy::{algo::tree::Rooted, problems::graphs::stone_walk};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if !(2..=3000).contains(&n) {
            fail("a vertex count from 2 to 3000", &n.to_string());
        }
        let stones = src.many_within::<U64>(n, 0..=1_000_000_000, "A_i from 0 to 10^9");
        let edges = src.edges(n - 1, n);
        let Some(tree) = Rooted::from_edges(n, &edges, 0) else {
            fail("a tree", "edges that close a cycle");
        };
        let wins = stone_walk::mover_wins(&stones, &tree);
        out.numbers((1..=n as u64).filter(|&v| wins[v as usize - 1]));
    });
}
