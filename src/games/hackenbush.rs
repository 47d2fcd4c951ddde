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

    /// Which edges are bridges (Tarjan's low links, taken in reverse discovery order so that
    /// children come first): the tree edge into `v` is one when nothing at or below `v`
    /// reaches above `v` by another edge.
    fn bridges(&self, search: &Search) -> Vec<bool> {
        let mut entered = vec![usize::MAX; self.adjacent.len()];
        for (i, &v) in search.order.iter().enumerate() {
            entered[v] = i;
        }
        let mut low = entered.clone();
        let mut bridge = vec![false; self.edges.len()];
        for &v in search.order.iter().rev() {
            let (p, up) = search.parent[v];
            for &(w, e) in &self.adjacent[v] {
                if search.parent[w] == (v, e) {
                    low[v] = low[v].min(low[w]);
                } else if e != up {
                    low[v] = low[v].min(entered[w]);
                }
            }
            if p != usize::MAX {
                bridge[up] = low[v] > entered[p];
            }
        }
        bridge
    }

    /// The value of each branch at the root when the part of the graph connected to the root is
    /// a tree (each is a planted tree, worth its child's value plus 1), in no particular order;
    /// `None` if that part has a cycle (a loop or a repeated edge included).
    ///
    /// # Complexity
    /// O(vertices + edges), iterative.
    pub fn root_branches(&self, root: usize) -> Option<Vec<u64>> {
        let search = self.search(root);
        // Connected with one edge fewer than vertices: a tree, all of whose edges are bridges.
        let reached = |&&(a, _): &&(usize, usize)| a == root || search.parent[a].0 != usize::MAX;
        let tree = self.edges.iter().filter(reached).count() + 1 == search.order.len();
        let worth = self.values(root, &search, |_| true);
        tree.then(|| {
            search.order[1..]
                .iter()
                .filter(|&&v| search.parent[v].0 == root)
                .map(|&c| worth[c] + 1)
                .collect()
        })
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
        let search = self.search(root);
        let bridge = self.bridges(&search);
        self.values(root, &search, |e| bridge[e])[root]
    }

    /// The value of each reached vertex's fused part, stored at the vertex where the search
    /// entered that part (the root for its own): the parity of its edges (the loops left by
    /// fusing) XOR, over the parts hanging from it by a bridge, their value plus 1.
    fn values(&self, root: usize, search: &Search, bridge: impl Fn(usize) -> bool) -> Vec<u64> {
        // A vertex belongs to the part entered at the nearest ancestor reached over a bridge.
        let mut part = vec![usize::MAX; self.adjacent.len()];
        part[root] = root;
        for &v in &search.order[1..] {
            let (p, up) = search.parent[v];
            part[v] = if bridge(up) { v } else { part[p] };
        }
        let mut worth = vec![0u64; part.len()];
        for (e, &(a, _)) in self.edges.iter().enumerate() {
            if part[a] != usize::MAX && !bridge(e) {
                worth[part[a]] ^= 1;
            }
        }
        // Children come after their parents in discovery order, so in reverse every part is
        // complete before it is added to the part above it.
        for &v in search.order[1..].iter().rev() {
            if part[v] == v {
                worth[part[search.parent[v].0]] ^= worth[v] + 1;
            }
        }
        worth
    }
}
