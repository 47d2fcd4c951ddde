//! Rooted trees for the games played on them: built from an edge list or from each vertex's
//! parent, checked to be a tree, with the vertices in breadth-first order so that every pass
//! is a loop (a path of 10^6 vertices needs no deep recursion), and values for every root at
//! once by rerooting.
//!
//! Rerooting: a value of `v` computed from its children's values, when it depends on them only
//! through an associative, commutative `merge` of one contribution per child, is known for
//! every choice of root after two passes: down the tree as usual, then up, where a child
//! receives its parent's value with itself left out (prefix and suffix merges of the parent's
//! other contributions, so no inverse is needed).

/// A tree on vertices `0..n` hanging from a root.
pub struct Rooted {
    root: usize,
    parent: Vec<usize>,
    order: Vec<usize>,
    /// The children of `v` are `children[start[v]..start[v + 1]]`.
    start: Vec<usize>,
    children: Vec<usize>,
}

impl Rooted {
    /// The tree with these edges on vertices `0..vertices`, hung from `root`; `None` unless the
    /// edges form a tree (connected, with one edge fewer than vertices, so no loop, repeat or
    /// cycle).
    ///
    /// # Panics
    /// If an edge or the root names a vertex not below `vertices`.
    ///
    /// # Complexity
    /// O(vertices), no recursion.
    ///
    /// # Example
    /// ```
    /// use grundy::games::tree::Rooted;
    /// let tree = Rooted::from_edges(3, &[(1, 0), (1, 2)], 0).unwrap();
    /// assert_eq!(tree.children(1), [2]);
    /// assert!(Rooted::from_edges(3, &[(0, 1), (1, 0)], 0).is_none());
    /// ```
    pub fn from_edges(vertices: usize, edges: &[(usize, usize)], root: usize) -> Option<Rooted> {
        if edges.len() + 1 != vertices {
            return None;
        }
        let mut start = vec![0; vertices + 1];
        for &(a, b) in edges {
            start[a] += 1;
            start[b] += 1;
        }
        for v in 1..=vertices {
            start[v] += start[v - 1];
        }
        let mut adjacent = vec![0; start[vertices]];
        for &(a, b) in edges {
            start[a] -= 1;
            adjacent[start[a]] = b;
            start[b] -= 1;
            adjacent[start[b]] = a;
        }
        let mut parent = vec![usize::MAX; vertices];
        parent[root] = root;
        let mut order = Vec::with_capacity(vertices);
        order.push(root);
        let mut next = 0;
        while let Some(&v) = order.get(next) {
            next += 1;
            for &w in &adjacent[start[v]..start[v + 1]] {
                if parent[w] == usize::MAX {
                    parent[w] = v;
                    order.push(w);
                }
            }
        }
        (order.len() == vertices).then(|| Rooted::with_order(root, parent, order))
    }

    /// The tree in which vertex `v` hangs from `parent[v]` (the root's entry is ignored);
    /// `None` unless every vertex leads up to the root (no cycle, no vertex its own parent).
    ///
    /// # Panics
    /// If a parent or the root is not below `parent.len()`.
    ///
    /// # Complexity
    /// O(n), no recursion.
    ///
    /// # Example
    /// ```
    /// use grundy::games::tree::Rooted;
    /// let tree = Rooted::from_parents(&[0, 2, 0], 0).unwrap();
    /// assert_eq!(tree.order(), [0, 2, 1]);
    /// assert!(Rooted::from_parents(&[0, 2, 1], 0).is_none());
    /// ```
    pub fn from_parents(parent: &[usize], root: usize) -> Option<Rooted> {
        let n = parent.len();
        let (start, children) = children_of(root, parent);
        let mut order = Vec::with_capacity(n);
        order.push(root);
        let mut next = 0;
        while let Some(&v) = order.get(next) {
            next += 1;
            order.extend_from_slice(&children[start[v]..start[v + 1]]);
        }
        let mut parent = parent.to_vec();
        parent[root] = root;
        (order.len() == n).then_some(Rooted {
            root,
            parent,
            order,
            start,
            children,
        })
    }

    fn with_order(root: usize, parent: Vec<usize>, order: Vec<usize>) -> Rooted {
        let (start, children) = children_of(root, &parent);
        Rooted {
            root,
            parent,
            order,
            start,
            children,
        }
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether the tree has no vertex (never: a tree has its root).
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// The root.
    pub fn root(&self) -> usize {
        self.root
    }

    /// The parent of `v`, `None` for the root.
    pub fn parent(&self, v: usize) -> Option<usize> {
        (v != self.root).then(|| self.parent[v])
    }

    /// The children of `v`.
    pub fn children(&self, v: usize) -> &[usize] {
        &self.children[self.start[v]..self.start[v + 1]]
    }

    /// Every vertex, root first, each after its parent (breadth-first); read backwards, each
    /// before its parent.
    pub fn order(&self) -> &[usize] {
        &self.order
    }

    /// The value of the tree hung from each vertex in turn, for a value defined by
    /// `value(v) = finish(v, merge of edge(c, v, value(c)) over the children c of v)` (an empty
    /// merge is `identity`), where `merge` is associative and commutative with `identity` as
    /// its unit. Entry `v` of the result is the value at `v` when the tree hangs from `v`.
    ///
    /// # Complexity
    /// O(n) calls of `edge` and `finish`, O(n) of `merge` (three per edge), no recursion.
    ///
    /// # Example
    /// ```
    /// use grundy::games::tree::Rooted;
    /// // Height of the tree from each root: a path 0 - 1 - 2.
    /// let tree = Rooted::from_edges(3, &[(0, 1), (1, 2)], 0).unwrap();
    /// let heights = tree.reroot(0, |a, b| *a.max(b), |_, _, h| h + 1, |_, h| *h);
    /// assert_eq!(heights, [2, 1, 2]);
    /// ```
    pub fn reroot<T: Clone>(
        &self,
        identity: T,
        merge: impl Fn(&T, &T) -> T,
        edge: impl Fn(usize, usize, &T) -> T,
        finish: impl Fn(usize, &T) -> T,
    ) -> Vec<T> {
        let n = self.len();
        // down[v]: v's value within its own subtree.
        let mut down = vec![identity.clone(); n];
        for &v in self.order.iter().rev() {
            let merged = self.children(v).iter().fold(identity.clone(), |acc, &c| {
                merge(&acc, &edge(c, v, &down[c]))
            });
            down[v] = finish(v, &merged);
        }
        // up[v]: the value of v's parent in the tree with v's subtree cut off.
        let mut up = vec![identity.clone(); n];
        let mut all = vec![identity.clone(); n];
        let mut suffix = Vec::new();
        for &v in &self.order {
            let from_above = match self.parent(v) {
                Some(p) => edge(p, v, &up[v]),
                None => identity.clone(),
            };
            let children = self.children(v);
            let contribution: Vec<T> = children.iter().map(|&c| edge(c, v, &down[c])).collect();
            suffix.clear();
            suffix.resize(children.len() + 1, identity.clone());
            for i in (0..children.len()).rev() {
                suffix[i] = merge(&contribution[i], &suffix[i + 1]);
            }
            let mut prefix = from_above;
            for (i, &c) in children.iter().enumerate() {
                up[c] = finish(v, &merge(&prefix, &suffix[i + 1]));
                prefix = merge(&prefix, &contribution[i]);
            }
            all[v] = finish(v, &prefix);
        }
        all
    }
}

/// The children of every vertex but `root` grouped by parent, as (start, list).
fn children_of(root: usize, parent: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let n = parent.len();
    let mut start = vec![0; n + 1];
    for (v, &p) in parent.iter().enumerate() {
        if v != root {
            start[p] += 1;
        }
    }
    for v in 1..=n {
        start[v] += start[v - 1];
    }
    let mut children = vec![0; start[n]];
    for (v, &p) in parent.iter().enumerate().rev() {
        if v != root {
            start[p] -= 1;
            children[start[p]] = v;
        }
    }
    (start, children)
}
