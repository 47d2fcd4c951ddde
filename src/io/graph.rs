//! Graphs in the input: edges between vertices numbered from 1, checked against the vertex
//! count.

use super::markers::{FromToken, U64};
use super::runner::stop;
use super::{Input, BLOCK};
use std::io::Read;

/// `count` edges `a b` between vertices numbered from 1 to `vertices`, read as pairs of indices
/// from 0: `input! { from src, m: Usize, k: Usize, graph: with edges(k, m) }`. A vertex out of
/// range is bad input, so a graph that names a vertex it does not have stops with a one-line
/// error. Memory is reserved as edges arrive, like [`many`](super::many).
pub fn edges(count: usize, vertices: usize) -> Edges {
    Edges(count, vertices)
}

/// See [`edges`].
pub struct Edges(pub usize, pub usize);

impl Edges {
    /// Reads the edges from `input`.
    pub fn read_from<R: Read>(self, input: &mut Input<R>) -> Vec<(usize, usize)> {
        self.collect(|n| vertex(input.next_bytes(), n))
    }

    /// The edges that `read` gives vertex by vertex, `read(n)` reading a vertex of `1..=n`.
    pub(super) fn collect(self, mut read: impl FnMut(usize) -> usize) -> Vec<(usize, usize)> {
        let mut edges = Vec::with_capacity(self.0.min(BLOCK));
        for _ in 0..self.0 {
            let a = read(self.1);
            edges.push((a, read(self.1)));
        }
        edges
    }
}

/// The vertex `token` names, from 1 to `vertices`, as an index from 0.
pub(super) fn vertex(token: Option<&[u8]>, vertices: usize) -> usize {
    let number = U64::from_token(token);
    if number == 0 || number > vertices as u64 {
        stop(&format!("a vertex from 1 to {vertices}"), token);
    }
    number as usize - 1
}
