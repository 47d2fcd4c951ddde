use grundy::algo::tree::{degrees, fold_up, Rooted};
use proptest::prelude::*;

/// Every tree on `n` vertices as a parent array (`parent[0] = 0` for the root, otherwise
/// `parent[v] < v`): every shape, each labelled several ways.
pub fn every_tree(n: usize) -> Vec<Vec<usize>> {
    (1..n).fold(vec![vec![0]], |acc, v| {
        acc.into_iter()
            .flat_map(|t| {
                (0..v).map(move |p| {
                    let mut t = t.clone();
                    t.push(p);
                    t
                })
            })
            .collect()
    })
}

/// The edges of a parent array, relabelled by `label` and listed in a scrambled order.
pub fn edges_of(parent: &[usize], label: &[usize]) -> Vec<(usize, usize)> {
    let mut edges: Vec<_> = (1..parent.len())
        .map(|v| (label[v], label[parent[v]]))
        .collect();
    edges.reverse();
    edges.rotate_left(parent.len() / 3);
    edges
}

/// Rerooting against the value recomputed from every root: the sum of distances, a value that
/// depends on the whole tree, and the largest distance.
/// By rerooting, for every root: (vertices, sum of depths) of the tree, and its height.
fn sums_and_heights(tree: &Rooted) -> (Vec<(u64, u64)>, Vec<usize>) {
    let sums = tree.reroot(
        (0u64, 0u64),
        |a, b| (a.0 + b.0, a.1 + b.1),
        |_, _, &(size, depth)| (size, depth + size),
        |_, &(size, depth)| (size + 1, depth),
    );
    let heights = tree.reroot(0, |a, b| *a.max(b), |_, _, h| h + 1, |_, h| *h);
    (sums, heights)
}

#[test]
fn rerooting_is_the_value_from_every_root() {
    for n in 1..=7 {
        for parent in every_tree(n) {
            let label: Vec<usize> = (0..n).map(|v| (n + 1 - v) % n).collect();
            let edges = edges_of(&parent, &label);
            let tree = Rooted::from_edges(n, &edges, label[0]).unwrap();
            let mut adjacent = vec![Vec::new(); n];
            for &(a, b) in &edges {
                adjacent[a].push(b);
                adjacent[b].push(a);
            }
            let (sums, heights) = sums_and_heights(&tree);
            for root in 0..n {
                let mut depth = vec![usize::MAX; n];
                depth[root] = 0;
                let mut queue = vec![root];
                let mut i = 0;
                while i < queue.len() {
                    let x = queue[i];
                    i += 1;
                    for &y in &adjacent[x] {
                        if depth[y] == usize::MAX {
                            depth[y] = depth[x] + 1;
                            queue.push(y);
                        }
                    }
                }
                let total: usize = depth.iter().sum();
                assert_eq!(
                    sums[root],
                    (n as u64, total as u64),
                    "{edges:?} from {root}"
                );
                assert_eq!(heights[root], *depth.iter().max().unwrap(), "{edges:?}");
            }
        }
    }
}

#[test]
fn what_is_not_a_tree_is_refused() {
    assert!(Rooted::from_edges(1, &[], 0).is_some());
    assert!(Rooted::from_edges(2, &[(0, 0)], 0).is_none());
    assert!(Rooted::from_edges(3, &[(0, 1), (0, 1)], 0).is_none());
    assert!(Rooted::from_edges(4, &[(0, 1), (1, 2), (2, 0)], 0).is_none());
    assert!(Rooted::from_edges(3, &[(0, 1)], 0).is_none());
    assert!(Rooted::from_parents(&[0, 1], 0).is_none());
    assert!(Rooted::from_parents(&[0, 2, 3, 1], 0).is_none());
    assert!(Rooted::from_parents(&[1, 1], 1).is_some());
}

proptest! {
    /// A random parent array is a tree from vertex 0 exactly when following parents from
    /// every vertex reaches 0.
    #[test]
    fn parents_make_a_tree_when_each_reaches_the_root(parent in prop::collection::vec(0usize..8, 1..8)) {
        let n = parent.len();
        let parent: Vec<usize> = parent.iter().map(|&p| p % n).collect();
        let reaches = (0..n).all(|mut v| {
            for _ in 0..n {
                if v == 0 {
                    return true;
                }
                v = parent[v];
            }
            v == 0
        });
        let tree = Rooted::from_parents(&parent, 0);
        prop_assert_eq!(tree.is_some(), reaches);
        if let Some(tree) = tree {
            for v in tree.order().skip(1) {
                prop_assert_eq!(tree.parent(v), Some(parent[v]));
                prop_assert!(tree.children(parent[v]).any(|c| c == v));
            }
        }
    }
}

/// Every parent array on `n` vertices (every function from vertices to vertices).
fn every_parent_array(n: usize) -> impl Iterator<Item = Vec<u32>> {
    (0..n.pow(n as u32)).map(move |mut code| {
        (0..n)
            .map(|_| {
                let p = code % n;
                code /= n;
                p as u32
            })
            .collect()
    })
}

/// The bottom-up fold over a parent array against the same value computed on the `Rooted`
/// tree by a recursion over its children: a value that depends on the shape of every subtree
/// (the sorted list of children's values, as a string), and on the vertex (its label), so that
/// a child added to the wrong parent, twice or not at all shows. Every parent array up to 6
/// vertices, from every root: a tree exactly when `Rooted::from_parents` finds one.
#[test]
fn fold_up_is_the_value_of_the_rooted_tree() {
    fn shape(tree: &Rooted, v: usize) -> String {
        let mut children: Vec<String> = tree.children(v).map(|c| shape(tree, c)).collect();
        children.sort();
        format!("{v}({})", children.concat())
    }
    let mut trees = 0;
    for n in 1..=6 {
        for parent in every_parent_array(n) {
            let wide: Vec<usize> = parent.iter().map(|&p| p as usize).collect();
            for root in 0..n {
                let folded = fold_up(
                    &parent,
                    root,
                    Vec::new(),
                    |children: &mut Vec<String>, child| children.push(child),
                    |v, mut children| {
                        children.sort();
                        format!("{v}({})", children.concat())
                    },
                );
                let tree = Rooted::from_parents(&wide, root);
                assert_eq!(folded, tree.as_ref().map(|t| shape(t, root)), "{parent:?}");
                trees += usize::from(tree.is_some());
            }
        }
    }
    // Cayley: n^(n-1) labelled trees from each of n roots.
    assert_eq!(trees, (1..=6).map(|n: usize| n.pow(n as u32)).sum());
}

proptest! {
    /// Degrees by peeling leaves against the tree `Rooted::from_edges` builds: the same edge
    /// lists are refused (random ones, on up to 7 vertices, with loops, repeats and cycles), and
    /// a tree's degrees are its vertices' neighbours counted in it.
    #[test]
    fn degrees_are_given_exactly_for_trees(n in 1usize..8, ends in prop::collection::vec((0usize..7, 0usize..7), 0..8)) {
        let edges: Vec<(usize, usize)> = ends.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let tree = Rooted::from_edges(n, &edges, 0);
        let degree = degrees(n, &edges);
        prop_assert_eq!(degree.is_some(), tree.is_some(), "{:?}", edges);
        if let (Some(tree), Some(degree)) = (tree, degree) {
            for (v, &d) in degree.iter().enumerate() {
                let neighbours = tree.children(v).len() + usize::from(tree.parent(v).is_some());
                prop_assert_eq!(d as usize, neighbours);
            }
        }
    }
}

/// Every tree up to 7 vertices, its edges in a scrambled order, is accepted with its degrees.
#[test]
fn degrees_of_every_small_tree() {
    for n in 1..=7 {
        for parent in every_tree(n) {
            let label: Vec<usize> = (0..n).map(|v| (v + 2) % n).collect();
            let edges = edges_of(&parent, &label);
            let mut expected = vec![0u32; n];
            for &(a, b) in &edges {
                expected[a] += 1;
                expected[b] += 1;
            }
            assert_eq!(degrees(n, &edges), Some(expected), "{edges:?}");
        }
    }
}

/// A path of 10^6 vertices, labelled in a scrambled order (`i`-th along the path is
/// `i * 7919 mod n`): built, rerooted, folded up and peeled with no recursion, every answer
/// checked against the path's closed forms (from the `i`-th vertex: the sum of distances
/// i(i+1)/2 + (n-1-i)(n-i)/2 and the height max(i, n-1-i)).
#[test]
fn a_path_of_a_million_vertices() {
    let n = 1_000_000;
    let label: Vec<usize> = (0..n).map(|i| i * 7919 % n).collect();
    let mut position = vec![0; n];
    for (i, &v) in label.iter().enumerate() {
        position[v] = i;
    }
    let edges: Vec<(usize, usize)> = (1..n).rev().map(|i| (label[i], label[i - 1])).collect();
    let tree = Rooted::from_edges(n, &edges, label[0]).unwrap();
    assert_eq!(
        tree.order().map(|v| position[v]).collect::<Vec<_>>(),
        (0..n).collect::<Vec<_>>()
    );
    for i in 1..n {
        assert_eq!(tree.parent(label[i]), Some(label[i - 1]));
    }
    let (sums, heights) = sums_and_heights(&tree);
    for v in 0..n {
        let (i, far) = (position[v] as u64, (n - 1 - position[v]) as u64);
        assert_eq!(sums[v], (n as u64, i * (i + 1) / 2 + far * (far + 1) / 2));
        assert_eq!(heights[v] as u64, i.max(far));
    }
    // The same path as a parent array: sizes and height folded up from the far end.
    let mut parent = vec![0u32; n];
    for i in 1..n {
        parent[label[i]] = label[i - 1] as u32;
    }
    let fold = |parent: &[u32]| {
        fold_up(
            parent,
            label[0],
            (0u64, 0u64),
            |below: &mut (u64, u64), (size, height)| *below = (below.0 + size, height + 1),
            |_, (size, height)| (size + 1, height),
        )
    };
    assert_eq!(fold(&parent), Some((n as u64, n as u64 - 1)));
    // The root's child hung from the far end instead: a cycle, and nothing reaches the root.
    parent[label[1]] = label[n - 1] as u32;
    assert_eq!(fold(&parent), None);
    let mut degree = vec![2; n];
    (degree[label[0]], degree[label[n - 1]]) = (1, 1);
    assert_eq!(degrees(n, &edges), Some(degree));
    // One edge given twice in place of another: no longer a tree.
    let mut broken = edges.clone();
    broken[n / 2] = broken[n / 3];
    assert!(degrees(n, &broken).is_none());
    assert!(Rooted::from_edges(n, &broken, label[0]).is_none());
}

/// The depths, the distances from each vertex and the diameter of every tree of up to 8
/// vertices, from every root, against distances by a breadth-first search of its own over the
/// edge list (the diameter the largest over all pairs; its ends are that far apart).
#[test]
fn distances_depths_and_the_diameter_of_every_small_tree() {
    for n in 1..=8 {
        for parent in every_tree(n) {
            let label: Vec<usize> = (0..n).collect();
            let edges = edges_of(&parent, &label);
            let distances = |from: usize| {
                let mut d = vec![usize::MAX; n];
                d[from] = 0;
                let mut queue = std::collections::VecDeque::from([from]);
                while let Some(v) = queue.pop_front() {
                    for &(a, b) in &edges {
                        for (x, y) in [(a, b), (b, a)] {
                            if x == v && d[y] == usize::MAX {
                                d[y] = d[v] + 1;
                                queue.push_back(y);
                            }
                        }
                    }
                }
                d
            };
            let longest = (0..n).flat_map(&distances).max().unwrap();
            for root in 0..n {
                let tree = Rooted::from_edges(n, &edges, root).unwrap();
                let (length, a, b) = tree.diameter();
                assert_eq!(length, longest, "{edges:?}");
                let wide = |d: Vec<u32>| d.into_iter().map(|x| x as usize).collect::<Vec<_>>();
                assert_eq!(wide(tree.depths()), distances(root), "{edges:?}");
                for v in 0..n {
                    assert_eq!(wide(tree.distances_from(v)), distances(v), "{edges:?}");
                }
                assert_eq!(distances(a)[b], length, "{edges:?}");
            }
        }
    }
}
