//! Green Hackenbush: a graph with a ground vertex (the root); a move deletes an edge, and
//! everything no longer connected to the root falls away. Loops and parallel edges are allowed.
//!
//! Colon principle: a vertex is worth the XOR over its branches, a branch to child `c` being
//! worth `value(c) + 1`, so a rooted tree is a Nim heap. Fusion principle: the vertices of a
//! cycle may be fused into one, its edges becoming loops worth 1 each, so an odd cycle counts
//! as one edge and an even cycle as none; fusing every cycle contracts each 2-edge-connected
//! part of the graph to one vertex with as many loops as it has edges, leaving a tree joined by
//! the bridges (Winning Ways ch. 7). Proof idea: two graphs whose sum is a second-player win
//! are equal, and the fused graph's partner strategy answers every move of the original; the
//! tests check both principles against exhaustive search over edge deletions of small graphs.

/// A graph on vertices `0..n`.
pub struct Graph {
    /// The edges at each vertex, as (other end, edge number).
    adjacent: Vec<Vec<(usize, usize)>>,
    edges: Vec<(usize, usize)>,
}

/// The vertices a depth-first search from the root reaches, in the order it reaches them, and
/// each one's parent with the edge to it (`usize::MAX` for the root and unreached vertices).
struct Search {
    order: Vec<usize>,
    parent: Vec<(usize, usize)>,
}

impl Graph {
    /// The graph on vertices `0..vertices` with these edges (loops and repeats allowed).
    ///
    /// # Panics
    /// If an edge names a vertex that is not below `vertices`.
    pub fn new(vertices: usize, edges: &[(usize, usize)]) -> Graph {
        let mut adjacent = vec![Vec::new(); vertices];
        for (e, &(a, b)) in edges.iter().enumerate() {
            adjacent[a].push((b, e));
            adjacent[b].push((a, e));
        }
        Graph {
            adjacent,
            edges: edges.to_vec(),
        }
    }

    /// Depth-first search from `root` on an explicit stack.
    fn search(&self, root: usize) -> Search {
        let mut parent = vec![(usize::MAX, usize::MAX); self.adjacent.len()];
        let mut order = vec![root];
        let mut stack = vec![(root, 0)];
        while let Some(top) = stack.last_mut() {
            let (v, next) = *top;
            top.1 += 1;
            match self.adjacent[v].get(next) {
                Some(&(w, e)) if w != root && parent[w].0 == usize::MAX => {
                    parent[w] = (v, e);
                    order.push(w);
                    stack.push((w, 0));
                }
                Some(_) => {}
                None => {
                    stack.pop();
                }
            }
        }
        Search { order, parent }
    }

    /// The value of each branch at the root when the graph is a tree (each is a planted tree,
    /// worth its child's value plus 1, by the colon principle), in no particular order; `None`
    /// unless the graph is connected with one edge fewer than it has vertices.
    ///
    /// # Complexity
    /// O(vertices), iterative.
    ///
    /// # Example
    /// ```
    /// use grundy::games::hackenbush::Graph;
    /// let tree = Graph::new(4, &[(0, 1), (1, 2), (0, 3)]);
    /// assert_eq!(tree.root_branches(0), Some(vec![2, 1]));
    /// ```
    pub fn root_branches(&self, root: usize) -> Option<Vec<u64>> {
        let search = self.search(root);
        let n = self.adjacent.len();
        if self.edges.len() + 1 != n || search.order.len() != n {
            return None;
        }
        // A tree needs no fusion: the colon principle alone, children before parents.
        let mut below = vec![0u64; n];
        for &v in search.order[1..].iter().rev() {
            below[search.parent[v].0] ^= below[v] + 1;
        }
        let children = search.order.iter().filter(|&&v| search.parent[v].0 == root);
        Some(children.map(|&c| below[c] + 1).collect())
    }

    /// The value of the graph grounded at `root`: fusion, then the colon principle.
    ///
    /// # Complexity
    /// O(vertices + edges), iterative (a path of 10^5 vertices is fine).
    ///
    /// # Example
    /// ```
    /// use grundy::games::hackenbush::Graph;
    /// // A triangle on the ground with an edge hanging from it: one edge, then one more.
    /// let graph = Graph::new(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]);
    /// assert_eq!(graph.value(0), 1 ^ 1);
    /// ```
    pub fn value(&self, root: usize) -> u64 {
        self.worth(&self.search(root))[root]
    }

    /// For each vertex the search reached, the value of what hangs from it within its
    /// 2-edge-connected part and below. Every edge off the search tree closes a cycle and, once
    /// the cycle is fused, is a loop worth 1. Then children fold into parents (reverse discovery
    /// order): a bridge to `v` (found by Tarjan's low links) hangs `v`'s part below its parent,
    /// worth one more (colon principle); any other tree edge is fused, a loop, and `v`'s worth
    /// joins its parent's part as it is.
    fn worth(&self, search: &Search) -> Vec<u64> {
        let n = self.adjacent.len();
        let mut entered = vec![usize::MAX; n];
        for (i, &v) in search.order.iter().enumerate() {
            entered[v] = i;
        }
        let mut worth = vec![0u64; n];
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            if entered[a] != usize::MAX && search.parent[a] != (b, e) && search.parent[b] != (a, e)
            {
                worth[a] ^= 1;
            }
        }
        let mut low = entered.clone();
        for &v in search.order[1..].iter().rev() {
            let (p, up) = search.parent[v];
            for &(w, e) in &self.adjacent[v] {
                if e != up {
                    let child = search.parent[w] == (v, e);
                    low[v] = low[v].min(if child { low[w] } else { entered[w] });
                }
            }
            worth[p] ^= if low[v] > entered[p] {
                worth[v] + 1
            } else {
                worth[v] ^ 1
            };
        }
        worth
    }
}
