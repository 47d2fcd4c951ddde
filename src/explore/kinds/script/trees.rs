//! Trees as parent arrays (`p[0] = -1` for the root, `p[v]` the parent of v): the families
//! `trees(k)` (every rooted tree of k vertices up to isomorphism) and `free_trees(k)` (every
//! free tree, rooted at a centroid), each tree in its canonical form `canonical(p)`, and what
//! a rule asks of a tree without writing its own search: `children`, `degrees`, `depths`,
//! `height`, `leaves` and `diameter`.
//!
//! Rooted trees of k vertices are listed as a root with a multiset of smaller rooted trees
//! whose sizes sum to k − 1, each multiset once (its subtrees chosen in non-increasing order of
//! size and index); a free tree has one centroid (all of whose branches have at most (k − 1)/2
//! vertices) or two joined by an edge (two halves of k/2), so rooting it there lists it once.
//! The canonical form orders each vertex's children by their subtrees' parenthesis words
//! (AHU), largest first, and numbers vertices depth first: two rooted trees are isomorphic
//! exactly when their canonical forms are equal.
//!
//! ```text
//! fn positions(k) { free_trees(k) }
//! fn features(p) { #{diameter: diameter(p), leaves: leaves(p)} }
//! ```

use super::families::MOST_LISTED;
use crate::explore::kinds::expected::describe;
use rhai::{Array, Dynamic, Engine, EvalAltResult};

type Failed = Box<EvalAltResult>;

/// A tree: each vertex's parent (`-1` for the root).
pub(crate) type Parents = Vec<i64>;

/// The children of each vertex of a valid parent array, and its root.
pub(crate) fn children_of(parents: &[i64]) -> (Vec<Vec<usize>>, usize) {
    let mut children = vec![Vec::new(); parents.len()];
    let mut root = 0;
    for (v, &p) in parents.iter().enumerate() {
        match usize::try_from(p) {
            Ok(p) => children[p].push(v),
            Err(_) => root = v,
        }
    }
    (children, root)
}

/// The parent array in `value`, if it is one (see [`is_tree`]).
pub(crate) fn parents(value: &Dynamic) -> Option<Parents> {
    let array = value.read_lock::<Array>()?;
    let parents: Parents = array
        .iter()
        .map(|x| x.as_int().ok())
        .collect::<Option<_>>()?;
    is_tree(&parents).then_some(parents)
}

/// Whether `parents` is a tree: one `-1` (the root), every other entry a vertex's index, and
/// every vertex reaching the root.
pub(crate) fn is_tree(parents: &[i64]) -> bool {
    let n = parents.len() as i64;
    if parents.iter().filter(|&&p| p == -1).count() != 1
        || parents.iter().any(|&p| p < -1 || p >= n)
    {
        return false;
    }
    // Every vertex reaches the root: the root's descendants are all n vertices (each vertex is
    // in one list of children, so none is counted twice).
    let (children, root) = children_of(parents);
    let mut seen = 0;
    let mut stack = vec![root];
    while let Some(v) = stack.pop() {
        seen += 1;
        stack.extend(&children[v]);
    }
    seen == parents.len()
}

/// The tree in `value` for `call`, or an error saying what a tree is.
fn tree(value: &Dynamic, call: &str) -> Result<Parents, Failed> {
    parents(value).ok_or_else(|| {
        format!(
            "{call} wants a tree as a parent array (p[v] the parent of vertex v, -1 for the one \
             root, every vertex reaching it), found {}",
            describe(value)
        )
        .into()
    })
}

/// Each vertex's depth (edges from the root).
pub(crate) fn depths(parents: &[i64]) -> Vec<i64> {
    let (children, root) = children_of(parents);
    let mut depth = vec![0; parents.len()];
    let mut stack = vec![root];
    while let Some(v) = stack.pop() {
        for &c in &children[v] {
            depth[c] = depth[v] + 1;
            stack.push(c);
        }
    }
    depth
}

/// Each vertex's degree: its children, and its parent if it has one.
pub(crate) fn degrees(parents: &[i64]) -> Vec<i64> {
    let mut degrees = vec![0i64; parents.len()];
    for (v, &q) in parents.iter().enumerate() {
        if let Ok(q) = usize::try_from(q) {
            degrees[v] += 1;
            degrees[q] += 1;
        }
    }
    degrees
}

/// The vertices without a child.
pub(crate) fn leaves(parents: &[i64]) -> i64 {
    let (children, _) = children_of(parents);
    children.iter().filter(|c| c.is_empty()).count() as i64
}

/// The most edges on a path of the tree: the farthest vertex from the farthest vertex of any.
pub(crate) fn diameter(parents: &[i64]) -> i64 {
    if parents.is_empty() {
        return 0;
    }
    let mut next = vec![Vec::new(); parents.len()];
    for (v, &p) in parents.iter().enumerate() {
        if let Ok(p) = usize::try_from(p) {
            next[v].push(p);
            next[p].push(v);
        }
    }
    let farthest = |from: usize| -> (usize, i64) {
        let mut distance = vec![-1i64; parents.len()];
        distance[from] = 0;
        let mut queue = std::collections::VecDeque::from([from]);
        let mut last = (from, 0);
        while let Some(v) = queue.pop_front() {
            last = (v, distance[v]);
            for &w in &next[v] {
                if distance[w] < 0 {
                    distance[w] = distance[v] + 1;
                    queue.push_back(w);
                }
            }
        }
        last
    };
    farthest(farthest(0).0).1
}

/// The parenthesis word of the subtree at `v` (AHU), its children's words sorted largest
/// first, and the order of the children that gives it.
fn word(children: &[Vec<usize>], v: usize, order: &mut [Vec<usize>]) -> String {
    let mut words: Vec<(String, usize)> = children[v]
        .iter()
        .map(|&c| (word(children, c, order), c))
        .collect();
    words.sort_by(|a, b| b.cmp(a));
    order[v] = words.iter().map(|&(_, c)| c).collect();
    let inner: String = words.into_iter().map(|(w, _)| w).collect();
    format!("({inner})")
}

/// The canonical form of a rooted tree: children ordered by their words, vertices numbered
/// depth first from the root.
pub(crate) fn canonical(parents: &[i64]) -> Parents {
    if parents.is_empty() {
        return Vec::new();
    }
    let (children, root) = children_of(parents);
    let mut order = vec![Vec::new(); parents.len()];
    word(&children, root, &mut order);
    let mut canonical = Vec::with_capacity(parents.len());
    // Each entry: a vertex and its parent's new number.
    let mut stack = vec![(root, -1i64)];
    while let Some((v, parent)) = stack.pop() {
        let number = canonical.len() as i64;
        canonical.push(parent);
        stack.extend(order[v].iter().rev().map(|&c| (c, number)));
    }
    canonical
}

/// The rooted trees of `0..=k` vertices, by size, each once (as a parent array), or `None` if
/// those of k vertices would be more than [`MOST_LISTED`].
fn rooted(k: usize, most_branch: usize) -> Option<Vec<Vec<Parents>>> {
    let mut all: Vec<Vec<Parents>> = vec![Vec::new(), vec![vec![-1]]];
    for n in 2..=k {
        let mut trees = Vec::new();
        let largest = if n == k { most_branch } else { n - 1 };
        let mut chosen = Vec::new();
        branches(&all, n - 1, (largest, usize::MAX), &mut chosen, &mut trees)?;
        all.push(trees);
    }
    all.truncate(k + 1);
    Some(all)
}

/// Every root whose branches (trees of `all`, chosen in non-increasing (size, index) order, each
/// at most `bound`) hold `left` more vertices, after those `chosen`; pushed onto `trees`.
fn branches(
    all: &[Vec<Parents>],
    left: usize,
    bound: (usize, usize),
    chosen: &mut Vec<(usize, usize)>,
    trees: &mut Vec<Parents>,
) -> Option<()> {
    if left == 0 {
        if trees.len() as u64 >= MOST_LISTED {
            return None;
        }
        let mut tree = vec![-1];
        for &(size, index) in chosen.iter() {
            let offset = tree.len() as i64;
            let branch = &all[size][index];
            tree.extend(branch.iter().map(|&p| if p < 0 { 0 } else { p + offset }));
        }
        trees.push(tree);
        return Some(());
    }
    for size in (1..=left.min(bound.0)).rev() {
        let most = if size == bound.0 { bound.1 } else { usize::MAX };
        for index in (0..all[size].len()).rev().filter(|&i| i <= most) {
            chosen.push((size, index));
            branches(all, left - size, (size, index), chosen, trees)?;
            chosen.pop();
        }
    }
    Some(())
}

/// Every rooted tree of k vertices (`free`: every free tree, rooted at a centroid), canonical.
pub(crate) fn trees(k: usize, free: bool) -> Option<Vec<Parents>> {
    if k == 0 {
        return Some(Vec::new());
    }
    let branch = if free { (k - 1) / 2 } else { k - 1 };
    let all = rooted(k, branch)?;
    let mut trees = all[k].clone();
    if free && k % 2 == 0 {
        // Two centroids: two halves of k/2 vertices joined by an edge, each pair once.
        let halves = &all[k / 2];
        for i in 0..halves.len() {
            for j in i..halves.len() {
                let mut tree = halves[j].clone();
                let offset = tree.len() as i64;
                tree.extend(
                    halves[i]
                        .iter()
                        .map(|&p| if p < 0 { 0 } else { p + offset }),
                );
                trees.push(tree);
            }
            if trees.len() as u64 > MOST_LISTED {
                return None;
            }
        }
    }
    Some(trees.iter().map(|t| canonical(t)).collect())
}

fn array(numbers: &[i64]) -> Dynamic {
    Dynamic::from_array(numbers.iter().map(|&x| Dynamic::from_int(x)).collect())
}

/// Registers the tree families and the functions of a tree.
pub(crate) fn register(engine: &mut Engine) {
    for (name, free) in [("trees", false), ("free_trees", true)] {
        engine.register_fn(name, move |k: i64| -> Result<Array, Failed> {
            let listed = usize::try_from(k).ok().and_then(|k| trees(k, free));
            let listed = listed.ok_or_else(|| -> Failed {
                format!(
                    "{name}({k}): k is a number of vertices, from 0, whose trees number at most \
                     {MOST_LISTED}"
                )
                .into()
            })?;
            Ok(listed.iter().map(|t| array(t)).collect())
        });
    }
    engine.register_fn("canonical", |p: Dynamic| -> Result<Dynamic, Failed> {
        Ok(array(&canonical(&tree(&p, "canonical(p)")?)))
    });
    engine.register_fn("children", |p: Dynamic| -> Result<Array, Failed> {
        let (children, _) = children_of(&tree(&p, "children(p)")?);
        let list = |c: &Vec<usize>| array(&c.iter().map(|&v| v as i64).collect::<Vec<_>>());
        Ok(children.iter().map(list).collect())
    });
    engine.register_fn("degrees", |p: Dynamic| -> Result<Dynamic, Failed> {
        Ok(array(&degrees(&tree(&p, "degrees(p)")?)))
    });
    engine.register_fn("depths", |p: Dynamic| -> Result<Dynamic, Failed> {
        Ok(array(&depths(&tree(&p, "depths(p)")?)))
    });
    engine.register_fn("height", |p: Dynamic| -> Result<i64, Failed> {
        Ok(depths(&tree(&p, "height(p)")?)
            .into_iter()
            .max()
            .unwrap_or(0))
    });
    engine.register_fn("leaves", |p: Dynamic| -> Result<i64, Failed> {
        Ok(leaves(&tree(&p, "leaves(p)")?))
    });
    engine.register_fn("diameter", |p: Dynamic| -> Result<i64, Failed> {
        Ok(diameter(&tree(&p, "diameter(p)")?))
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every parent array with p[v] < v (each labelled tree up to relabelling appears), kept
    /// once per canonical form: the trees up to isomorphism, found without the generator.
    fn by_brute_force(k: usize, free: bool) -> std::collections::BTreeSet<Parents> {
        let mut forms = std::collections::BTreeSet::new();
        let mut parents = vec![-1i64; k];
        let count: usize = (1..k).product();
        for mut code in 0..count {
            for (v, parent) in parents.iter_mut().enumerate().skip(1) {
                *parent = (code % v) as i64;
                code /= v;
            }
            let form = match free {
                // A free tree's form: the least canonical form over every root.
                true => (0..k)
                    .map(|r| canonical(&rerooted(&parents, r)))
                    .min()
                    .unwrap(),
                false => canonical(&parents),
            };
            forms.insert(form);
        }
        forms
    }

    fn rerooted(parents: &[i64], root: usize) -> Parents {
        let mut out = parents.to_vec();
        let (mut v, mut previous) = (root, -1i64);
        loop {
            let up = out[v];
            out[v] = previous;
            previous = v as i64;
            match usize::try_from(up) {
                Ok(u) => v = u,
                Err(_) => return out,
            }
        }
    }

    #[test]
    fn trees_are_listed_once_per_isomorphism_class() {
        // OEIS A000081 (rooted) and A000055 (free).
        let rooted: Vec<usize> = (0..=9).map(|k| trees(k, false).unwrap().len()).collect();
        assert_eq!(rooted, [0, 1, 1, 2, 4, 9, 20, 48, 115, 286]);
        let free: Vec<usize> = (0..=10).map(|k| trees(k, true).unwrap().len()).collect();
        assert_eq!(free, [0, 1, 1, 1, 2, 3, 6, 11, 23, 47, 106]);
        for k in 1..=7 {
            let listed: std::collections::BTreeSet<Parents> =
                trees(k, false).unwrap().into_iter().collect();
            assert_eq!(listed, by_brute_force(k, false), "rooted, {k} vertices");
            let free: Vec<Parents> = trees(k, true).unwrap();
            let forms: std::collections::BTreeSet<Parents> = free
                .iter()
                .map(|t| (0..k).map(|r| canonical(&rerooted(t, r))).min().unwrap())
                .collect();
            assert_eq!(forms.len(), free.len(), "free, {k} vertices: none twice");
            assert_eq!(forms, by_brute_force(k, true), "free, {k} vertices");
        }
    }

    #[test]
    fn a_path_and_a_star_are_measured() {
        let path = vec![-1, 0, 1, 2];
        assert_eq!(diameter(&path), 3);
        assert_eq!(depths(&path), [0, 1, 2, 3]);
        let star = vec![-1, 0, 0, 0];
        assert_eq!(diameter(&star), 2);
        assert_eq!(canonical(&[1, -1, 1]), [-1, 0, 0]);
        assert!(parents(&array(&[1, 0])).is_none());
        assert!(parents(&array(&[-1, 0, 5])).is_none());
    }
}
