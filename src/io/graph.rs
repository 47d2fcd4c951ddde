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
        let mut seen = HashSet::with_capacity(count.min(BLOCK));
        for _ in 0..count {
            let a = vertex(self.next_bytes(), vertices);
            let token = self.next_bytes();
            let b = vertex(token, vertices);
            if a == b {
                stop("an edge between two different vertices", token);
            }
            if !seen.insert((a.min(b), a.max(b))) {
                stop(
                    &format!("no second edge between {} and {}", a + 1, b + 1),
                    token,
                );
            }
            edges.push((a, b));
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
