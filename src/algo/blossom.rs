//! Maximum matchings of any graph by Edmonds' blossom algorithm, and the Gallai–Edmonds set
//! D: the vertices that some maximum matching leaves uncovered.
//!
//! A search grows alternating trees from uncovered vertices; an edge between two outer
//! vertices of one tree closes an odd cycle (a blossom), which is shrunk to its base, since a
//! path to any vertex of it can be rerouted around the cycle to leave it at the base. With the
//! matching maximum, one search grown from every uncovered vertex at once finds no augmenting
//! path, and its outer vertices are exactly D (Gallai–Edmonds structure theorem): an outer
//! vertex is reached by an even alternating path from an uncovered vertex, along which the
//! matching can be swapped to miss it, and a vertex of D must be outer.

const NONE: usize = usize::MAX;

/// The alternating forest of Edmonds' search, over the graph `adjacent`.
struct Forest<'a> {
    adjacent: &'a [Vec<usize>],
    mate: &'a mut [usize],
    /// Vertices left out of the search (the trees of earlier failed searches).
    removed: &'a [bool],
    /// The base of the blossom each vertex is shrunk into (itself when in none).
    base: Vec<usize>,
    /// For an inner vertex, the outer vertex it was reached from; for an outer vertex inside a
    /// blossom, the way around the blossom's cycle.
    parent: Vec<usize>,
    outer: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a> Forest<'a> {
    fn new(
        adjacent: &'a [Vec<usize>],
        mate: &'a mut [usize],
        removed: &'a [bool],
        roots: &[usize],
    ) -> Self {
        let n = adjacent.len();
        let mut forest = Forest {
            adjacent,
            mate,
            removed,
            base: (0..n).collect(),
            parent: vec![NONE; n],
            outer: vec![false; n],
            queue: Vec::new(),
        };
        for &r in roots {
            forest.outer[r] = true;
            forest.queue.push(r);
        }
        forest
    }

    /// Grows the forest; returns the far end of an augmenting path when one is found (only
    /// possible when some uncovered vertex is not a root).
    fn grow(&mut self) -> Option<usize> {
        let mut head = 0;
        while let Some(&v) = self.queue.get(head) {
            head += 1;
            for &to in &self.adjacent[v] {
                if self.removed[to] || self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if self.outer[to] {
                    self.shrink(v, to);
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    let m = self.mate[to];
                    if m == NONE {
                        return Some(to);
                    }
                    self.outer[m] = true;
                    self.queue.push(m);
                }
            }
        }
        None
    }

    /// The base of the smallest blossom holding outer vertices `a` and `b` of one tree.
    fn common_base(&self, mut a: usize, mut b: usize) -> usize {
        let mut on_path = vec![false; self.base.len()];
        loop {
            a = self.base[a];
            on_path[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if on_path[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    /// Shrinks the blossom closed by the edge between outer vertices `v` and `to`.
    fn shrink(&mut self, v: usize, to: usize) {
        let base = self.common_base(v, to);
        let mut in_blossom = vec![false; self.base.len()];
        self.mark_path(v, base, to, &mut in_blossom);
        self.mark_path(to, base, v, &mut in_blossom);
        for i in 0..self.base.len() {
            if in_blossom[self.base[i]] {
                self.base[i] = base;
                if !self.outer[i] {
                    self.outer[i] = true;
                    self.queue.push(i);
                }
            }
        }
    }

    fn mark_path(&mut self, mut v: usize, base: usize, mut child: usize, in_blossom: &mut [bool]) {
        while self.base[v] != base {
            in_blossom[self.base[v]] = true;
            in_blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }
}

/// A maximum matching of the graph whose vertex `v` has neighbours `adjacent[v]`: the partner
/// of each vertex, `None` where uncovered. Self-loops and repeated edges are allowed.
///
/// # Panics
/// If a neighbour is not a vertex.
///
/// # Complexity
/// O(V³); the tree of a failed search is left out of the later ones, so the failed searches
/// scan each edge once in all.
///
/// # Example
/// A triangle with a pendant edge 2 – 3 has a perfect matching:
/// ```
/// use grundy::algo::blossom::maximum_matching;
/// let mates = maximum_matching(&[vec![1, 2], vec![0, 2], vec![0, 1, 3], vec![2]]);
/// assert!(mates.iter().all(Option::is_some));
/// ```
pub fn maximum_matching(adjacent: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = adjacent.len();
    let mut mate = vec![NONE; n];
    for v in 0..n {
        if mate[v] == NONE {
            if let Some(&w) = adjacent[v].iter().find(|&&w| w != v && mate[w] == NONE) {
                mate[v] = w;
                mate[w] = v;
            }
        }
    }
    // A search that fails leaves a frustrated tree: every edge from its outer vertices (the
    // blossoms shrunk) ends at its inner ones, whose mates are in it. Edmonds: its matched
    // edges and a maximum matching of the rest of the graph make a maximum matching, so its
    // vertices keep their mates and later searches skip them, and each edge is scanned by at
    // most one failed search.
    let mut removed = vec![false; n];
    for root in 0..n {
        if mate[root] != NONE || removed[root] {
            continue;
        }
        let mut forest = Forest::new(adjacent, &mut mate, &removed, &[root]);
        let found = forest.grow();
        let (parent, outer) = (forest.parent, forest.outer);
        if let Some(mut v) = found {
            while v != NONE {
                let p = parent[v];
                let next = mate[p];
                mate[v] = p;
                mate[p] = v;
                v = next;
            }
        } else {
            for v in 0..n {
                if outer[v] || parent[v] != NONE {
                    removed[v] = true;
                }
            }
        }
    }
    mate.iter().map(|&m| (m != NONE).then_some(m)).collect()
}

/// For each vertex, whether some maximum matching leaves it uncovered (the Gallai–Edmonds set
/// D), given the graph and one maximum matching `mates` of it.
///
/// # Panics
/// If `mates` is not a maximum matching of the graph (an augmenting path turns up).
///
/// # Complexity
/// O(V²).
///
/// # Example
/// In the path 0 – 1 – 2 – 3 – 4 the even places can be missed, in a triangle every vertex:
/// ```
/// use grundy::algo::blossom::{maximum_matching, missed_by_some};
/// let path = [vec![1], vec![0, 2], vec![1, 3], vec![2, 4], vec![3]];
/// let missed = missed_by_some(&path, &maximum_matching(&path));
/// assert_eq!(missed, [true, false, true, false, true]);
/// let triangle = [vec![1, 2], vec![0, 2], vec![0, 1]];
/// assert_eq!(missed_by_some(&triangle, &maximum_matching(&triangle)), [true; 3]);
/// ```
pub fn missed_by_some(adjacent: &[Vec<usize>], mates: &[Option<usize>]) -> Vec<bool> {
    let mut mate: Vec<usize> = mates.iter().map(|m| m.unwrap_or(NONE)).collect();
    let roots: Vec<usize> = (0..adjacent.len()).filter(|&v| mate[v] == NONE).collect();
    let removed = vec![false; adjacent.len()];
    let mut forest = Forest::new(adjacent, &mut mate, &removed, &roots);
    assert!(forest.grow().is_none(), "the matching is not maximum");
    forest.outer
}
