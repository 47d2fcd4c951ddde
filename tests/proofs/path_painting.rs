use super::tree::{edges_of, every_tree};
use grundy::search::sg::Solver;
use grundy::{algo::tree::Rooted, problems::graphs::path_painting};

/// The game by its rule alone: a position is the set of white vertices (a bit mask); a move
/// picks a white vertex and clears every vertex on its path to the root.
fn options(parent: &[usize], root: usize, white: u32) -> Vec<u32> {
    (0..parent.len())
        .filter(|&v| white >> v & 1 == 1)
        .map(|mut v| {
            let mut left = white;
            loop {
                left &= !(1 << v);
                if v == root {
                    return left;
                }
                v = parent[v];
            }
        })
        .collect()
}

#[test]
fn values_and_winning_first_moves_on_every_small_tree_and_colouring() {
    for n in 1..=8 {
        for tree_parent in every_tree(n) {
            let label: Vec<usize> = (0..n).map(|v| (v + 1) % n).collect();
            let edges = edges_of(&tree_parent, &label);
            let root = label[0];
            let tree = Rooted::from_edges(n, &edges, root).unwrap();
            let parent: Vec<usize> = (0..n).map(|v| tree.parent(v).unwrap_or(v)).collect();
            let mut solver = Solver::new(|&white: &u32| options(&parent, root, white));
            for white_mask in 0u32..1 << n {
                let white: Vec<bool> = (0..n).map(|v| white_mask >> v & 1 == 1).collect();
                let value = solver.value(&white_mask);
                assert_eq!(path_painting::values(&tree, &white)[root], value);
                let winning: Vec<usize> = (0..n)
                    .filter(|&v| white[v])
                    .filter(|&v| {
                        let mut left = white_mask;
                        let mut u = v;
                        loop {
                            left &= !(1 << u);
                            if u == root {
                                break;
                            }
                            u = parent[u];
                        }
                        solver.value(&left) == 0
                    })
                    .collect();
                assert_eq!(
                    path_painting::winning_first_moves(&tree, &white),
                    winning,
                    "{edges:?} {white:?}"
                );
            }
        }
    }
}
