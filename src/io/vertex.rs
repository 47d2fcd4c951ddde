//! Vertices and edges of a graph in the input, vertices numbered from 1 and checked against the
//! vertex count.

use super::{stop, FromToken, Input, BLOCK, U64};
use std::io::Read;

/// A vertex numbered from 1 to `count`, read as its index from 0, for proconio's `with` form:
/// `input! { from src, a: with vertex(m) }`. A number out of range is bad input, so a graph
/// that names a vertex it does not have stops with a one-line error.
pub fn vertex(count: usize) -> Vertex {
    Vertex(count)
}

/// See [`vertex`].
#[derive(Clone, Copy)]
pub struct Vertex(pub usize);

impl Vertex {
    /// Reads the vertex from `input`.
    pub fn read_from<R: Read>(self, input: &mut Input<R>) -> usize {
        self.check(input.next_bytes())
    }

    pub(super) fn check(self, token: Option<&[u8]>) -> usize {
        let number = U64::from_token(token);
        if number == 0 || number > self.0 as u64 {
            stop(&format!("a vertex from 1 to {}", self.0), token);
        }
        number as usize - 1
    }
}

/// `count` edges `a b` between vertices numbered from 1 to `vertices`, read as pairs of indices
/// from 0: `input! { from src, m: Usize, k: Usize, graph: with edges(k, m) }`. Memory is
/// reserved as edges arrive, like [`many`](super::many).
pub fn edges(count: usize, vertices: usize) -> Edges {
    Edges(count, vertices)
}

/// See [`edges`].
pub struct Edges(pub usize, pub usize);

impl Edges {
    /// Reads the edges from `input`.
    pub fn read_from<R: Read>(self, input: &mut Input<R>) -> Vec<(usize, usize)> {
        self.collect(|v| v.check(input.next_bytes()))
    }

    /// The edges that `read` gives vertex by vertex.
    pub(super) fn collect(self, mut read: impl FnMut(Vertex) -> usize) -> Vec<(usize, usize)> {
        let end = Vertex(self.1);
        let mut edges = Vec::with_capacity(self.0.min(BLOCK));
        for _ in 0..self.0 {
            let a = read(end);
            edges.push((a, read(end)));
        }
        edges
    }
}
