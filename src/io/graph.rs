//! Graphs and trees in the input: edges between vertices numbered from 1, checked against the
//! vertex count (those of a simple graph: no loop, no pair twice; [`check_connected`] for a
//! connected one), and edges `u v C` whose label C is read through a marker. A tree's edges are
//! read here and rooted by the library ([`crate::algo::tree::Rooted::from_edges`]).

use super::markers::{FromToken, U64};
use super::runner::{fail, stop};
use super::{Input, BLOCK};
use std::collections::HashSet;
use std::io::Read;

impl<R: Read> Input<R> {
    /// `count` edges `a b` between vertices numbered from 1 to `vertices`, read as pairs of
    /// indices from 0. A vertex out of range is bad input, so a graph that names a vertex it
    /// does not have stops with a one-line error. Memory is reserved as edges arrive, like
    /// [`many`](super::many).
    ///
    /// # Example
    /// ```
    /// use grundy::io::Input;
    /// let mut input = Input::new(&b"3 2\n1 2\n2 3\n"[..]);
    /// input.next_bytes();
    /// input.next_bytes();
    /// assert_eq!(input.edges(2, 3), [(0, 1), (1, 2)]);
    /// ```
    pub fn edges(&mut self, count: usize, vertices: usize) -> Vec<(usize, usize)> {
        let mut edges = Vec::with_capacity(count.min(BLOCK));
        for _ in 0..count {
            let a = vertex(self.next_bytes(), vertices);
            edges.push((a, vertex(self.next_bytes(), vertices)));
        }
        edges
    }

    /// `count` edges `a b` of a simple graph, as [`edges`](Self::edges) reads them: an edge
    /// from a vertex to itself, or a pair of vertices joined a second time, stops the solver
    /// at that edge.
    ///
    /// # Example
    /// ```
    /// use grundy::io::Input;
    /// let mut input = Input::new(&b"1 2\n3 2\n"[..]);
    /// assert_eq!(input.simple_edges(2, 3), [(0, 1), (2, 1)]);
    /// ```
    pub fn simple_edges(&mut self, count: usize, vertices: usize) -> Vec<(usize, usize)> {
        let mut edges = Vec::with_capacity(count.min(BLOCK));
        let mut simple = Simple::new(count);
        for _ in 0..count {
            edges.push(simple.edge(self, vertices));
        }
        edges
    }

    /// `count` edges `a b C` of a simple graph, as [`labelled_edges`](Self::labelled_edges)
    /// reads them: an edge from a vertex to itself, or a pair of vertices joined a second time
    /// (whatever the labels), stops the solver at that edge.
    ///
    /// # Example
    /// ```
    /// use grundy::io::{Input, U64};
    /// let mut input = Input::new(&b"1 2 5\n3 2 7\n"[..]);
    /// assert_eq!(input.simple_labelled_edges::<U64>(2, 3), [(0, 1, 5), (2, 1, 7)]);
    /// ```
    pub fn simple_labelled_edges<T: FromToken>(
        &mut self,
        count: usize,
        vertices: usize,
    ) -> Vec<(usize, usize, T::Output)> {
        let mut edges = Vec::with_capacity(count.min(BLOCK));
        let mut simple = Simple::new(count);
        for _ in 0..count {
            let (a, b) = simple.edge(self, vertices);
            edges.push((a, b, T::from_token(self.next_bytes())));
        }
        edges
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

/// The pairs of vertices joined so far, for the edges of a simple graph.
struct Simple(HashSet<(usize, usize)>);

impl Simple {
    fn new(count: usize) -> Simple {
        Simple(HashSet::with_capacity(count.min(BLOCK)))
    }

    /// The next edge `a b` of `input`, stopping the solver at `b` on a loop or a pair joined
    /// before.
    fn edge<R: Read>(&mut self, input: &mut Input<R>, vertices: usize) -> (usize, usize) {
        let a = vertex(input.next_bytes(), vertices);
        let token = input.next_bytes();
        let b = vertex(token, vertices);
        if a == b {
            stop("an edge between two different vertices", token);
        }
        if !self.0.insert((a.min(b), a.max(b))) {
            stop(
                &format!("no second edge between {} and {}", a + 1, b + 1),
                token,
            );
        }
        (a, b)
    }
}

/// Each vertex's neighbours along the undirected labelled `edges` on vertices `0..vertices`
/// (as [`Input::labelled_edges`] reads them): entry v lists `(w, label)` for each edge
/// between v and w, in the order of the edges (a loop listed once).
///
/// # Panics
/// If an edge names a vertex not below `vertices`.
///
/// # Example
/// ```
/// use grundy::io::labelled_adjacency;
/// let edges = [(0, 1, b'B'), (1, 2, b'R')];
/// let adjacent = labelled_adjacency(3, &edges);
/// assert_eq!(adjacent, [vec![(1, b'B')], vec![(0, b'B'), (2, b'R')], vec![(1, b'R')]]);
/// ```
///
/// # Complexity
/// O(vertices + edges).
pub fn labelled_adjacency<L: Clone>(
    vertices: usize,
    edges: &[(usize, usize, L)],
) -> Vec<Vec<(usize, L)>> {
    let mut adjacent = vec![Vec::new(); vertices];
    for (a, b, label) in edges {
        adjacent[*a].push((*b, label.clone()));
        if a != b {
            adjacent[*b].push((*a, label.clone()));
        }
    }
    adjacent
}

/// The vertex `token` names, from 1 to `vertices`, as an index from 0.
pub fn vertex(token: Option<&[u8]>, vertices: usize) -> usize {
    let number = U64::from_token(token);
    if number == 0 || number > vertices as u64 {
        stop(&format!("a vertex from 1 to {vertices}"), token);
    }
    number as usize - 1
}

/// Stops the solver unless the graph on `vertices` with `edges` (indices from 0) is
/// connected, naming a vertex that vertex 1 cannot reach.
///
/// # Complexity
/// O(V + E).
pub fn check_connected(vertices: usize, edges: &[(usize, usize)]) {
    // Union–find with path halving, every root the smallest vertex of its part.
    let mut parent: Vec<usize> = (0..vertices).collect();
    fn root(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    for &(a, b) in edges {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        parent[ra.max(rb)] = ra.min(rb);
    }
    if let Some(v) = (0..vertices).find(|&v| root(&mut parent, v) != 0) {
        fail(
            "a connected graph",
            &format!("no path from vertex 1 to vertex {}", v + 1),
        );
    }
}

/// One ASCII letter of either case, as its byte (an edge's colour `B`, `R`, `G`); where a
/// statement allows lower case only, read `word::<Lower>(1)` ([`word`](super::word)).
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

#[cfg(test)]
mod tests {
    use crate::io::tests::outcome;
    use crate::io::{labelled_adjacency, Letter};

    #[test]
    fn simple_labelled_edges_refuse_loops_and_repeats_at_the_edge() {
        let read = |text: &str| {
            outcome(text, |input, _| {
                input.simple_labelled_edges::<Letter>(2, 3);
            })
            .1
        };
        assert_eq!(read("1 2 B\n2 3 R\n"), Ok(()));
        let message = "error: line 2, token 5: expected no second edge between 2 and 1, \
                       found \"1\"";
        assert_eq!(read("1 2 B\n2 1 R\n"), Err(message.into()));
        let message = "error: line 2, token 5: expected an edge between two different \
                       vertices, found \"3\"";
        assert_eq!(read("1 2 B\n3 3 R\n"), Err(message.into()));
        let adjacent = labelled_adjacency(2, &[(0, 1, 7u64), (1, 1, 8)]);
        assert_eq!(adjacent, [vec![(1, 7)], vec![(0, 7), (1, 8)]]);
    }
}
