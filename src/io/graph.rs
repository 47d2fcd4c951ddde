//! Graphs in the input: edges between vertices numbered from 1, checked against the vertex
//! count.

use super::markers::{FromToken, U64};
use super::runner::stop;
use super::{Input, BLOCK};
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
}

/// The vertex `token` names, from 1 to `vertices`, as an index from 0.
pub fn vertex(token: Option<&[u8]>, vertices: usize) -> usize {
    let number = U64::from_token(token);
    if number == 0 || number > vertices as u64 {
        stop(&format!("a vertex from 1 to {vertices}"), token);
    }
    number as usize - 1
}
