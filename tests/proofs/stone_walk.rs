use super::brute::{all_vectors, Brute};
use super::tree::{edges_of, every_tree};
use grundy::{algo::tree::Rooted, problems::graphs::stone_walk};

/// The game by its rule alone: a position is the stones on each vertex and the piece's
/// vertex; a move takes a stone from under the piece and steps to any neighbour.
fn options(adjacent: &[Vec<usize>], (stones, at): &(Vec<u64>, usize)) -> Vec<(Vec<u64>, usize)> {
    if stones[*at] == 0 {
        return Vec::new();
    }
    let mut left = stones.clone();
    left[*at] -= 1;
    adjacent[*at].iter().map(|&to| (left.clone(), to)).collect()
}

#[test]
fn winning_starts_on_every_small_tree() {
    for (n, most) in [(2, 5), (3, 4), (4, 3), (5, 3), (6, 3)] {
        for parent in every_tree(n) {
            let label: Vec<usize> = (0..n).rev().collect();
            let edges = edges_of(&parent, &label);
            let mut adjacent = vec![Vec::new(); n];
            for &(a, b) in &edges {
                adjacent[a].push(b);
                adjacent[b].push(a);
            }
            let tree = Rooted::from_edges(n, &edges, 0).unwrap();
            let mut brute = Brute::normal(|p: &(Vec<u64>, usize)| options(&adjacent, p));
            for stones in all_vectors(n, most) {
                let wins: Vec<bool> = (0..n).map(|v| brute.wins(&(stones.clone(), v))).collect();
                assert_eq!(
                    stone_walk::mover_wins(&stones, &tree),
                    wins,
                    "{edges:?} {stones:?}"
                );
            }
        }
    }
}
