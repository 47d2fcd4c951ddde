use super::brute::Brute;
use grundy::games::anti_sg;
use grundy::games::hackenbush::Graph;
use grundy::search::sg::Solver;
use proptest::prelude::*;

/// Green Hackenbush by its rule alone: a position is the set of edges left (a bit mask); a
/// move deletes one, then every edge no longer connected to the root falls.
struct EdgeGame {
    edges: Vec<(usize, usize)>,
    root: usize,
}

impl EdgeGame {
    fn grounded(&self, mask: u32) -> u32 {
        let mut reached = 1u64 << self.root;
        let mut kept = 0;
        loop {
            let before = kept;
            for (e, &(a, b)) in self.edges.iter().enumerate() {
                if mask >> e & 1 == 1 && (reached >> a & 1 == 1 || reached >> b & 1 == 1) {
                    kept |= 1 << e;
                    reached |= 1 << a | 1 << b;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    fn options(&self, mask: u32) -> Vec<u32> {
        (0..self.edges.len())
            .filter(|&e| mask >> e & 1 == 1)
            .map(|e| self.grounded(mask & !(1 << e)))
            .collect()
    }

    fn full(&self) -> u32 {
        self.grounded((1u32 << self.edges.len()) - 1)
    }

    fn value(&self) -> u64 {
        Solver::new(|&m: &u32| self.options(m)).value(&self.full())
    }

    fn misere_first_player_wins(&self) -> bool {
        Brute::misere(|&m: &u32| self.options(m)).wins(&self.full())
    }
}

/// Every rooted tree on `n` vertices given by parent arrays (vertex `i`'s parent is below `i`):
/// every shape, each labelled several ways.
fn trees(n: usize) -> Vec<Vec<(usize, usize)>> {
    (1..n).fold(vec![Vec::new()], |acc, i| {
        acc.into_iter()
            .flat_map(|t| {
                (0..i).map(move |p| {
                    let mut t = t.clone();
                    t.push((p, i));
                    t
                })
            })
            .collect()
    })
}

#[test]
fn colon_principle_on_every_small_tree() {
    for n in 1..=8 {
        for edges in trees(n) {
            let game = EdgeGame {
                edges: edges.clone(),
                root: 0,
            };
            assert_eq!(Graph::new(n, &edges).value(0), game.value(), "{edges:?}");
        }
    }
}

/// Up to six vertices and nine edges, loops, repeats and parts off the ground included.
fn small_graphs() -> impl Strategy<Value = (usize, Vec<(usize, usize)>, usize)> {
    (1usize..=6).prop_flat_map(|n| (Just(n), prop::collection::vec((0..n, 0..n), 0..=9), 0..n))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn fusion_principle_on_random_graphs((n, edges, root) in small_graphs()) {
        let game = EdgeGame { edges: edges.clone(), root };
        prop_assert_eq!(Graph::new(n, &edges).value(root), game.value());
    }
}

#[test]
fn cycles_hanging_on_trees() {
    // POJ 3710's sample: an edge; a triangle 2-3-4 hanging from an edge 1-2.
    let edge = Graph::new(2, &[(0, 1)]);
    let kite = Graph::new(4, &[(0, 1), (1, 2), (1, 3), (2, 3)]);
    assert_eq!(edge.value(0) ^ kite.value(0), 1 ^ 2);
    // Parallel edges are a 2-cycle (worth nothing once fused), a loop is one edge.
    assert_eq!(Graph::new(2, &[(0, 1), (0, 1)]).value(0), 0);
    assert_eq!(Graph::new(2, &[(0, 1), (0, 1), (1, 1)]).value(0), 1);
}

#[test]
fn long_paths_and_cycles_need_no_deep_recursion() {
    let n = 100_000;
    let path: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
    assert_eq!(Graph::new(n, &path).value(0), n as u64 - 1);
    let mut cycle = path.clone();
    cycle.push((n - 1, 0));
    assert_eq!(Graph::new(n, &cycle).value(0), 0);
    cycle.push((0, n - 1));
    assert_eq!(Graph::new(n, &cycle).value(0), 1);
    let branches = Graph::new(n, &path).root_branches(n - 1).unwrap();
    assert_eq!(branches, [n as u64 - 1]);
}

#[test]
fn misere_sums_of_trees_by_root_branches() {
    // A sum of rooted trees is one tree with the roots merged, so every sum with at most 7
    // edges is among these.
    let mut sj_on_whole_trees_wrong = 0;
    for n in 1..=8 {
        for edges in trees(n) {
            let game = EdgeGame {
                edges: edges.clone(),
                root: 0,
            };
            let graph = Graph::new(n, &edges);
            let branches = graph.root_branches(0).unwrap();
            let truth = game.misere_first_player_wins();
            assert_eq!(anti_sg::first_player_wins(branches), truth, "{edges:?}");
            sj_on_whole_trees_wrong +=
                usize::from(anti_sg::first_player_wins([graph.value(0)]) != truth);
        }
    }
    // Taken as one component, a tree of value 0 with edges left breaks the SJ condition.
    assert!(sj_on_whole_trees_wrong > 0);
    let two_stalks = EdgeGame {
        edges: vec![(0, 1), (1, 2), (0, 3), (3, 4)],
        root: 0,
    };
    assert_eq!(two_stalks.value(), 0);
    assert!(!two_stalks.misere_first_player_wins());
    let all = (0..1u32 << 4).map(|m| two_stalks.grounded(m));
    assert!(!anti_sg::condition_holds(all, |&m| two_stalks.options(m)));
}

#[test]
fn planted_trees_meet_the_sj_condition() {
    for n in 2..=8 {
        for edges in trees(n) {
            // Planted: the root has one child.
            if edges.iter().filter(|&&(p, _)| p == 0).count() != 1 {
                continue;
            }
            let game = EdgeGame { edges, root: 0 };
            let all = (0..1u32 << game.edges.len()).map(|m| game.grounded(m));
            assert!(
                anti_sg::condition_holds(all, |&m| game.options(m)),
                "{:?}",
                game.edges
            );
        }
    }
}

#[test]
fn root_branches_only_for_trees() {
    assert_eq!(
        Graph::new(3, &[(0, 1), (0, 2)]).root_branches(0),
        Some(vec![1, 1])
    );
    assert_eq!(
        Graph::new(3, &[(0, 1), (1, 2), (2, 0)]).root_branches(0),
        None
    );
    assert_eq!(Graph::new(2, &[(0, 1), (0, 1)]).root_branches(0), None);
    // A cycle away from the root is still not a tree.
    assert_eq!(
        Graph::new(5, &[(0, 1), (2, 3), (3, 4), (4, 2)]).root_branches(0),
        None
    );
    assert_eq!(
        Graph::new(4, &[(0, 1), (2, 3), (3, 2)]).root_branches(0),
        None
    );
    assert_eq!(Graph::new(1, &[]).root_branches(0), Some(vec![]));
}

#[test]
fn root_branches_of_trees_rooted_anywhere_and_written_any_way() {
    // Vertex `root` as the ground, edges in both orientations: the branches' XOR is the
    // value found by search, whatever the labels.
    for n in 2..=7 {
        for edges in trees(n) {
            for root in 0..n {
                let flipped: Vec<(usize, usize)> = edges
                    .iter()
                    .map(|&(a, b)| {
                        if (a + b + root) % 2 == 0 {
                            (b, a)
                        } else {
                            (a, b)
                        }
                    })
                    .collect();
                let game = EdgeGame {
                    edges: flipped.clone(),
                    root,
                };
                let branches = Graph::new(n, &flipped).root_branches(root).unwrap();
                let xor = branches.iter().fold(0, |s, b| s ^ b);
                assert_eq!(xor, game.value(), "{flipped:?} at {root}");
            }
        }
    }
}
