//! Trees and labelled edges in the input: an edge list rooted (each vertex's parent, its
//! children, an order with children before parents), and edges `u v C` whose label C is read
//! through a marker.

use super::graph::vertex;
use super::markers::FromToken;
use super::runner::{fail, stop};
use super::{Input, BLOCK};
use std::io::Read;

/// A tree rooted at a vertex: what a solver walks bottom up (`for &v in &tree.bottom_up`)
/// or top down (the same order reversed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootedTree {
    /// The root.
    pub root: usize,
    /// Each vertex's parent (the root's is itself).
    pub parent: Vec<usize>,
    /// The index, in the edge list, of the edge from each vertex to its parent (the root's
    /// is `usize::MAX`): where a label of that edge is found.
    pub parent_edge: Vec<usize>,
    /// Each vertex's children, in the order their edges came.
    pub children: Vec<Vec<usize>>,
    /// Every vertex, each after all of its children (the root last).
    pub bottom_up: Vec<usize>,
}

/// The tree on `vertices` vertices (indices from 0) with these edges, rooted at `root`;
/// `None` if it is not one: not `vertices − 1` edges, a vertex or the root out of range, or a
/// vertex the root does not reach (then a cycle is somewhere).
///
/// # Complexity
/// O(V), iterative (no recursion, so a path of 10^6 vertices is fine).
///
/// # Example
/// ```
/// use grundy::io::root_tree;
/// let tree = root_tree(4, &[(0, 1), (1, 2), (3, 1)], 0).unwrap();
/// assert_eq!(tree.parent, [0, 0, 1, 1]);
/// assert_eq!(tree.children[1], [2, 3]);
/// assert_eq!(tree.bottom_up, [3, 2, 1, 0]);
/// assert!(root_tree(3, &[(0, 1), (1, 0)], 0).is_none());
/// ```
pub fn root_tree(vertices: usize, edges: &[(usize, usize)], root: usize) -> Option<RootedTree> {
    if root >= vertices || edges.len() != vertices - 1 {
        return None;
    }
    // Neighbours in one array (counting sort by vertex): (neighbour, edge index).
    let mut start = vec![0usize; vertices + 1];
    for &(a, b) in edges {
        if a >= vertices || b >= vertices {
            return None;
        }
        start[a + 1] += 1;
        start[b + 1] += 1;
    }
    for v in 0..vertices {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut next = vec![(0usize, 0usize); 2 * edges.len()];
    for (i, &(a, b)) in edges.iter().enumerate() {
        next[fill[a]] = (b, i);
        fill[a] += 1;
        next[fill[b]] = (a, i);
        fill[b] += 1;
    }
    let mut parent = vec![usize::MAX; vertices];
    let mut parent_edge = vec![usize::MAX; vertices];
    let mut children = vec![Vec::new(); vertices];
    let mut top_down = Vec::with_capacity(vertices);
    parent[root] = root;
    top_down.push(root);
    let mut at = 0;
    while let Some(&u) = top_down.get(at) {
        at += 1;
        for &(v, i) in &next[start[u]..start[u + 1]] {
            if parent[v] == usize::MAX {
                parent[v] = u;
                parent_edge[v] = i;
                children[u].push(v);
                top_down.push(v);
            }
        }
    }
    if top_down.len() != vertices {
        return None;
    }
    top_down.reverse();
    Some(RootedTree {
        root,
        parent,
        parent_edge,
        children,
        bottom_up: top_down,
    })
}

impl<R: Read> Input<R> {
    /// A tree's `vertices − 1` edges `a b` (vertices from 1, as [`Input::edges`] reads them),
    /// rooted at `root` (an index from 0). Edges that do not make a tree stop the solver with
    /// `expected a tree, found ...` (a cycle, or a part the root does not reach).
    ///
    /// # Example
    /// ```
    /// use grundy::io::Input;
    /// let mut input = Input::new(&b"3\n1 2\n3 1\n"[..]);
    /// input.next_bytes();
    /// let tree = input.tree(3, 0);
    /// assert_eq!(tree.children[0], [1, 2]);
    /// assert_eq!(tree.parent_edge, [usize::MAX, 0, 1]);
    /// ```
    pub fn tree(&mut self, vertices: usize, root: usize) -> RootedTree {
        let edges = self.edges(vertices.saturating_sub(1), vertices);
        rooted_or_fail(vertices, &edges, root)
    }

    /// `count` edges `a b C` between vertices numbered from 1 to `vertices`, read as indices
    /// from 0 with the label C read by the marker `T` (`Letters` for a word, `U64` for a
    /// weight, [`Letter`] for one letter). A bad vertex or label stops the solver.
    ///
    /// # Example
    /// ```
    /// use grundy::io::{Input, Letter};
    /// let mut input = Input::new(&b"1 2 B\n2 3 R\n"[..]);
    /// assert_eq!(input.labelled_edges::<Letter>(2, 3), [(0, 1, b'B'), (1, 2, b'R')]);
    /// ```
    pub fn labelled_edges<T: FromToken>(
        &mut self,
        count: usize,
        vertices: usize,
    ) -> Vec<(usize, usize, T::Output)> {
        let mut edges = Vec::with_capacity(count.min(BLOCK));
        for _ in 0..count {
            let a = vertex(self.next_bytes(), vertices);
            let b = vertex(self.next_bytes(), vertices);
            edges.push((a, b, T::from_token(self.next_bytes())));
        }
        edges
    }
}

/// [`root_tree`], or the solver stopped with a one-line error saying why it is not a tree.
pub fn rooted_or_fail(vertices: usize, edges: &[(usize, usize)], root: usize) -> RootedTree {
    match root_tree(vertices, edges, root) {
        Some(tree) => tree,
        None if root >= vertices => fail("a tree with a root", "no vertex"),
        None => fail("a tree", "edges that close a cycle"),
    }
}

/// One ASCII letter, as its byte (an edge's colour `B`, `R`, `G`).
pub enum Letter {}

impl FromToken for Letter {
    type Output = u8;
    fn from_token(token: Option<&[u8]>) -> u8 {
        match token {
            Some(&[c]) if c.is_ascii_alphabetic() => c,
            _ => stop("one letter", token),
        }
    }
}
