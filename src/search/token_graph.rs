//! A token on a graph whose edges may carry prices, moved by the two players in turn: the game
//! on the pairs (vertex, player to move), built once from an edge list as the input gives it
//! (`src.labelled_edges::<U64>(m, n)`), for loopy's outcomes, the generalized Sprague–Grundy
//! values and retrograde costs alike.
//!
//! Position `2v + p` is the token on vertex `v` with player `p` (0 or 1) to move; an edge
//! `a → b` is a move from `2a + p` to `2b + (1 − p)` for each `p`, priced as the edge. Keeping
//! the mover in the position is what lets the players differ (one minimises the total, the
//! other maximises it; or each has a target of their own), and it is the only difference
//! from the plain graph, so the engines' proofs carry over unchanged.

use super::loopy::{Game, GameGraph};
use std::collections::HashMap;

/// The doubled game of a token on a graph, with the price of each move.
#[derive(Clone, Debug)]
pub struct TokenGraph {
    vertices: usize,
    game: GameGraph,
    prices: HashMap<(usize, usize), u64>,
}

impl TokenGraph {
    /// The game of a token on `vertices` vertices (numbered from 0) with `edges` `(a, b,
    /// price)`: moves from `a` to `b` only if `directed`, else both ways. Parallel edges with
    /// one price are one move; with two prices, an error naming them (which price a player
    /// would pay depends on their goal: give the one the statement means).
    ///
    /// # Panics
    /// If an edge names a vertex `vertices` or beyond.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// Min and Max move a token in turn, Min first, paying the edge's price; a vertex without
    /// a move ends the game. From 0, Min pays 1 to reach 1, where Max must pay 7 to reach 2.
    /// ```
    /// use grundy::search::token_graph::TokenGraph;
    /// use grundy::zero_sum::retrograde::{costs, Player};
    /// let graph = TokenGraph::new(3, &[(0, 1, 1), (1, 2, 7), (0, 2, 5)], true).unwrap();
    /// let owner = |p: usize| if TokenGraph::player(p) == 0 { Player::Min } else { Player::Max };
    /// let solved = costs(&graph, owner, |a, b| graph.price(a, b), &[]);
    /// assert_eq!(solved.value(graph.position(0, 0)), Some(5));
    /// assert_eq!(solved.value(graph.position(1, 1)), Some(7));
    /// ```
    pub fn new(
        vertices: usize,
        edges: &[(usize, usize, u64)],
        directed: bool,
    ) -> Result<TokenGraph, String> {
        let mut prices = HashMap::with_capacity(4 * edges.len());
        let mut moves = Vec::with_capacity(4 * edges.len());
        for &(a, b, price) in edges {
            assert!(
                a < vertices && b < vertices,
                "edge {a} - {b} outside 0..{vertices}"
            );
            let ways: &[(usize, usize)] = if directed {
                &[(a, b)]
            } else {
                &[(a, b), (b, a)]
            };
            for &(from, to) in ways {
                match prices.insert((from, to), price) {
                    Some(old) if old != price => {
                        return Err(format!(
                            "the edge from {} to {} is given twice, with prices {old} and {price}",
                            from + 1,
                            to + 1
                        ))
                    }
                    Some(_) => {}
                    None => {
                        for p in 0..2 {
                            moves.push((2 * from + p, 2 * to + 1 - p));
                        }
                    }
                }
            }
        }
        Ok(TokenGraph {
            vertices,
            game: GameGraph::new(2 * vertices, &moves),
            prices,
        })
    }

    /// The number of vertices of the graph (half the positions).
    pub fn vertices(&self) -> usize {
        self.vertices
    }

    /// The position of the token on `vertex` with `player` (0 or 1) to move.
    pub fn position(&self, vertex: usize, player: usize) -> usize {
        2 * vertex + player
    }

    /// The vertex of `position`.
    pub fn vertex(position: usize) -> usize {
        position / 2
    }

    /// The player to move at `position` (0 or 1).
    pub fn player(position: usize) -> usize {
        position % 2
    }

    /// The price of the move from position `a` to position `b` (0 if there is none).
    pub fn price(&self, a: usize, b: usize) -> u64 {
        let key = (Self::vertex(a), Self::vertex(b));
        self.prices.get(&key).copied().unwrap_or(0)
    }
}

impl Game for TokenGraph {
    fn positions(&self) -> usize {
        self.game.positions()
    }

    fn moves_out(&self, p: usize) -> usize {
        self.game.moves_out(p)
    }

    fn moves_into(&self, p: usize, visit: impl FnMut(usize)) {
        self.game.moves_into(p, visit)
    }
}
