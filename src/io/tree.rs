//! Trees and labelled edges in the input: a tree's edges read and rooted (as the library's
//! [`Rooted`]), and edges `u v C` whose label C is read through a marker.

use super::graph::vertex;
use super::markers::FromToken;
use super::runner::{fail, stop};
use super::{Input, BLOCK};
use crate::algo::tree::Rooted;
use std::io::Read;

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
    /// assert_eq!(tree.children(0).collect::<Vec<_>>(), [1, 2]);
    /// ```
    pub fn tree(&mut self, vertices: usize, root: usize) -> Rooted {
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

/// [`Rooted::from_edges`], or the solver stopped with a one-line error saying why it is not a
/// tree. The edges name vertices below `vertices` ([`Input::edges`] checks them).
pub fn rooted_or_fail(vertices: usize, edges: &[(usize, usize)], root: usize) -> Rooted {
    if root >= vertices {
        fail("a tree with a root", "no vertex")
    }
    match Rooted::from_edges(vertices, edges, root) {
        Some(tree) => tree,
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
