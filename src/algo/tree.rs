//! Rooted trees for the games played on them: built from an edge list or from each vertex's
//! parent, checked to be a tree, with the vertices in breadth-first order so that every pass
//! is a loop (a path of 10^6 vertices needs no deep recursion), and values for every root at
//! once by rerooting. Where a game needs no children lists, [`fold_up`] (a value folded up a
//! parent array from the leaves) and [`degrees`] (a tree's degrees) check the tree without
//! building one.
//!
//! Rerooting: a value of `v` computed from its children's values, when it depends on them only
//! through an associative, commutative `merge` of one contribution per child, is known for
//! every choice of root after two passes: down the tree as usual, then up, where a child
//! receives its parent's value with itself left out (prefix and suffix merges of the parent's
//! other contributions, so no inverse is needed).

/// A tree on vertices `0..n` hanging from a root (n below 2^32).
///
/// Vertices are stored as `u32`: half the memory of `usize`, which matters when the vertices
/// are visited in an order that jumps around memory (a path with shuffled labels).
pub struct Rooted {
    root: usize,
    parent: Vec<u32>,
    order: Vec<u32>,
    /// The children of `v` are `children[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    children: Vec<u32>,
}

/// Vertices of a [`Rooted`] tree, in the order it keeps them.
pub type Vertices<'a> = std::iter::Map<std::slice::Iter<'a, u32>, fn(&u32) -> usize>;

fn widen(v: &u32) -> usize {
    *v as usize
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
    /// use grundy::algo::tree::Rooted;
    /// let tree = Rooted::from_edges(3, &[(1, 0), (1, 2)], 0).unwrap();
    /// assert_eq!(tree.children(1).collect::<Vec<_>>(), [2]);
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
        assert!(vertices < u32::MAX as usize, "fewer than 2^32 - 1 vertices");
        let mut parent = vec![u32::MAX; vertices];
        parent[root] = root as u32;
        let mut order = Vec::with_capacity(vertices);
        order.push(root as u32);
        let mut next = 0;
        while let Some(&v) = order.get(next) {
            next += 1;
            let v = v as usize;
            for &w in &adjacent[start[v]..start[v + 1]] {
                if parent[w] == u32::MAX {
                    parent[w] = v as u32;
                    order.push(w as u32);
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
    /// use grundy::algo::tree::Rooted;
    /// let tree = Rooted::from_parents(&[0, 2, 0], 0).unwrap();
    /// assert_eq!(tree.order().collect::<Vec<_>>(), [0, 2, 1]);
    /// assert!(Rooted::from_parents(&[0, 2, 1], 0).is_none());
    /// ```
    pub fn from_parents(parent: &[usize], root: usize) -> Option<Rooted> {
        let n = parent.len();
        assert!(n < u32::MAX as usize, "fewer than 2^32 - 1 vertices");
        let mut parent: Vec<u32> = parent.iter().map(|&p| p as u32).collect();
        parent[root] = root as u32;
        let (start, children) = children_of(root, &parent);
        let mut order = Vec::with_capacity(n);
        order.push(root as u32);
        let mut next = 0;
        while let Some(&v) = order.get(next) {
            next += 1;
            // A loop, not extend_from_slice: most slices hold one or two vertices, too few
            // for a call to memmove.
            for &c in &children[start[v as usize] as usize..start[v as usize + 1] as usize] {
                order.push(c);
            }
        }
        (order.len() == n).then_some(Rooted {
            root,
            parent,
            order,
            start,
            children,
        })
    }

    fn with_order(root: usize, parent: Vec<u32>, order: Vec<u32>) -> Rooted {
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
        (v != self.root).then(|| self.parent[v] as usize)
    }

    /// The children of `v`.
    pub fn children(&self, v: usize) -> Vertices<'_> {
        let (from, to) = (self.start[v] as usize, self.start[v + 1] as usize);
        self.children[from..to]
            .iter()
            .map(widen as fn(&u32) -> usize)
    }

    /// Every vertex, root first, each after its parent (breadth-first); read backwards, each
    /// before its parent.
    pub fn order(&self) -> Vertices<'_> {
        self.order.iter().map(widen as fn(&u32) -> usize)
    }

    /// The depth of every vertex: its number of edges from the root.
    ///
    /// # Complexity
    /// O(n), one pass in breadth-first order.
    ///
    /// # Example
    /// ```
    /// use grundy::algo::tree::Rooted;
    /// let tree = Rooted::from_edges(4, &[(0, 1), (1, 2), (0, 3)], 0).unwrap();
    /// assert_eq!(tree.depths(), [0, 1, 2, 1]);
    /// ```
    pub fn depths(&self) -> Vec<u32> {
        let mut depth = vec![0; self.len()];
        for v in self.order().skip(1) {
            depth[v] = depth[self.parent[v] as usize] + 1;
        }
        depth
    }

    /// The distance of every vertex from `from`: its number of edges on the tree's path
    /// between them (the depths of the tree hung from `from`).
    ///
    /// # Panics
    /// If `from` is not a vertex.
    ///
    /// # Complexity
    /// O(n), breadth-first, no recursion.
    ///
    /// # Example
    /// ```
    /// use grundy::algo::tree::Rooted;
    /// let tree = Rooted::from_edges(4, &[(0, 1), (1, 2), (0, 3)], 0).unwrap();
    /// assert_eq!(tree.distances_from(2), [2, 1, 0, 3]);
    /// ```
    pub fn distances_from(&self, from: usize) -> Vec<u32> {
        self.reached_from(from).0
    }

    /// The distances from `from`, and the vertices in the order a breadth-first search from
    /// it reaches them.
    fn reached_from(&self, from: usize) -> (Vec<u32>, Vec<usize>) {
        let mut distance = vec![u32::MAX; self.len()];
        distance[from] = 0;
        let mut queue = vec![from];
        let mut next = 0;
        while let Some(&v) = queue.get(next) {
            next += 1;
            for u in self.children(v).chain(self.parent(v)) {
                if distance[u] == u32::MAX {
                    distance[u] = distance[v] + 1;
                    queue.push(u);
                }
            }
        }
        (distance, queue)
    }

    /// A longest path of the tree: its number of edges and its two ends (the same vertex for a
    /// tree of one).
    ///
    /// # Complexity
    /// O(n): the farthest vertex from the root, then the farthest from that one (a farthest
    /// vertex from any vertex ends some longest path), breadth-first, no recursion.
    ///
    /// # Example
    /// ```
    /// use grundy::algo::tree::Rooted;
    /// // A spider: legs of 1, 2 and 3 edges from vertex 0.
    /// let edges = [(0, 1), (0, 2), (2, 3), (0, 4), (4, 5), (5, 6)];
    /// let tree = Rooted::from_edges(7, &edges, 0).unwrap();
    /// let (length, a, b) = tree.diameter();
    /// assert_eq!((length, a.min(b), a.max(b)), (5, 3, 6));
    /// ```
    pub fn diameter(&self) -> (usize, usize, usize) {
        let farthest = |from: usize| -> (usize, usize) {
            let (distance, queue) = self.reached_from(from);
            // Breadth-first, the last vertex reached is a farthest one.
            let last = *queue.last().expect("a tree has its root");
            (distance[last] as usize, last)
        };
        let (_, a) = farthest(self.root);
        let (length, b) = farthest(a);
        (length, a, b)
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
    /// use grundy::algo::tree::Rooted;
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
        for v in self.order().rev() {
            let merged = self.children(v).fold(identity.clone(), |acc, c| {
                merge(&acc, &edge(c, v, &down[c]))
            });
            down[v] = finish(v, &merged);
        }
        // up[v]: the value of v's parent in the tree with v's subtree cut off.
        let mut up = vec![identity.clone(); n];
        let mut all = vec![identity.clone(); n];
        let (mut contribution, mut suffix) = (Vec::new(), Vec::new());
        for v in self.order() {
            let from_above = match self.parent(v) {
                Some(p) => edge(p, v, &up[v]),
                None => identity.clone(),
            };
            let children = self.children(v);
            contribution.clear();
            contribution.extend(children.clone().map(|c| edge(c, v, &down[c])));
            suffix.clear();
            suffix.resize(children.len() + 1, identity.clone());
            for i in (0..children.len()).rev() {
                suffix[i] = merge(&contribution[i], &suffix[i + 1]);
            }
            let mut prefix = from_above;
            for (i, c) in children.enumerate() {
                up[c] = finish(v, &merge(&prefix, &suffix[i + 1]));
                prefix = merge(&prefix, &contribution[i]);
            }
            all[v] = finish(v, &prefix);
        }
        all
    }
}

/// The value at `root` of a value defined on subtrees by `value(v) = finish(v, below)`, where
/// `below` is `empty` with `add` applied once per child `c` of `v` (with `value(c)`, in no
/// particular order), for the tree in which vertex `v` hangs from `parent[v]` (the root's entry
/// is ignored); `None` unless every vertex leads up to the root (no cycle, no vertex its own
/// parent).
///
/// Unlike [`Rooted::from_parents`], no children lists and no traversal order are built: the
/// vertices are taken from the leaves up (Kahn's algorithm on the parent array), each one as
/// soon as its last child is done, its value added straight into its parent's `below`. A
/// vertex on a cycle, or hanging from one, never reaches the root.
///
/// # Panics
/// If a parent or the root is not below `parent.len()`.
///
/// # Complexity
/// O(n) calls of `add` and `finish`, no recursion, no queue: 4n bytes besides n `below`s.
///
/// # Example
/// ```
/// use grundy::algo::tree::fold_up;
/// // Subtree sizes: 0 has children 1 and 2, and 2 has child 3.
/// let size = |parent: &[u32]| fold_up(parent, 0, 1, |size, child| *size += child, |_, size| size);
/// assert_eq!(size(&[0, 0, 0, 2]), Some(4));
/// assert_eq!(size(&[0, 2, 3, 1]), None);
/// ```
pub fn fold_up<A: Clone, T>(
    parent: &[u32],
    root: usize,
    empty: A,
    mut add: impl FnMut(&mut A, T),
    mut finish: impl FnMut(usize, A) -> T,
) -> Option<T> {
    const DONE: u32 = u32::MAX;
    let n = parent.len();
    assert!(n < u32::MAX as usize, "fewer than 2^32 - 1 vertices");
    assert!(root < n, "the root is a vertex");
    // waiting[v]: the children of v not yet done, DONE once v itself is.
    let mut waiting = vec![0u32; n];
    for (v, &p) in parent.iter().enumerate() {
        if v != root {
            waiting[p as usize] += 1;
        }
    }
    let mut below = vec![empty; n];
    let mut done = 0;
    for leaf in 0..n {
        if waiting[leaf] != 0 {
            continue;
        }
        // Up from a leaf for as long as each vertex reached has all its children done.
        let mut v = leaf;
        loop {
            waiting[v] = DONE;
            done += 1;
            let value = finish(v, below[v].clone());
            if v == root {
                // The root is done last in a tree: every vertex lies below it.
                return (done == n).then_some(value);
            }
            let p = parent[v] as usize;
            add(&mut below[p], value);
            waiting[p] -= 1;
            if waiting[p] != 0 {
                break;
            }
            v = p;
        }
    }
    // Not reached: the root's subtree holds no cycle, so the root is always done.
    None
}

/// The degree of every vertex of the tree with these edges on vertices `0..vertices`; `None`
/// unless the edges form a tree (one fewer than vertices, no loop, repeat or cycle).
///
/// No adjacency lists: each vertex keeps its degree and the exclusive or of its neighbours, so
/// a leaf knows its one neighbour, and leaves are peeled off until no edge is left; an edge on
/// a cycle is never peeled, and with one edge fewer than vertices, no cycle means a tree.
///
/// # Panics
/// If an edge names a vertex not below `vertices`.
///
/// # Complexity
/// O(vertices + edges), no recursion, 12 bytes a vertex.
///
/// # Example
/// ```
/// use grundy::algo::tree::degrees;
/// assert_eq!(degrees(3, &[(1, 0), (1, 2)]), Some(vec![1, 2, 1]));
/// assert_eq!(degrees(4, &[(0, 1), (1, 2), (2, 0)]), None);
/// ```
pub fn degrees(vertices: usize, edges: &[(usize, usize)]) -> Option<Vec<u32>> {
    assert!(vertices < u32::MAX as usize, "fewer than 2^32 - 1 vertices");
    let mut degree = vec![0u32; vertices];
    let mut neighbours = vec![0u32; vertices];
    let count = edges.len();
    for &(a, b) in edges {
        degree[a] += 1;
        degree[b] += 1;
        neighbours[a] ^= b as u32;
        neighbours[b] ^= a as u32;
    }
    if count + 1 != vertices {
        return None;
    }
    let mut left = degree.clone();
    let mut peeled = 0;
    for leaf in 0..vertices {
        let mut v = leaf;
        // Peel v while it is a leaf, then its neighbour if that has become one.
        while left[v] == 1 {
            let u = neighbours[v] as usize;
            left[v] = 0;
            left[u] -= 1;
            neighbours[u] ^= v as u32;
            peeled += 1;
            v = u;
        }
    }
    (peeled == count).then_some(degree)
}

/// The children of every vertex but `root` grouped by parent, as (start, list).
fn children_of(root: usize, parent: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let n = parent.len();
    let mut start = vec![0u32; n + 1];
    for (v, &p) in parent.iter().enumerate() {
        if v != root {
            start[p as usize] += 1;
        }
    }
    for v in 1..=n {
        start[v] += start[v - 1];
    }
    let mut children = vec![0; start[n] as usize];
    for (v, &p) in parent.iter().enumerate().rev() {
        if v != root {
            start[p as usize] -= 1;
            children[start[p as usize] as usize] = v as u32;
        }
    }
    (start, children)
}
