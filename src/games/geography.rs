//! Undirected vertex geography (OI-wiki's 二分图博弈): a token on a vertex of a graph is moved
//! along an edge to a vertex never visited before; the player who cannot move loses.
//!
//! The player to move from v wins iff every maximum matching covers v. If one does, moving
//! along v's matched edge keeps the opponent on a matched vertex: a move from there to a new
//! vertex w leaves w covered (else swapping the path v … w would give a maximum matching
//! missing v), and so on until the opponent is stuck. If a maximum matching M misses v, every
//! move v → w lands on a covered vertex (else M + vw is larger), and the opponent answers
//! along M, never leaving the player on an uncovered vertex. So the winners' starts are the
//! complement of the Gallai–Edmonds set D: by Hopcroft–Karp on bipartite graphs (grids), by
//! Edmonds' blossom algorithm on the others; [`Replay`] follows a game move by move, updating
//! the matching as visited vertices are deleted instead of starting again.

use crate::algo::{blossom, matching::Bipartite};

/// For each vertex v of the graph on `0..n` with `edges`: whether the player who moves the
/// token first from v wins (v is in every maximum matching).
///
/// # Panics
/// If an edge names a vertex `n` or beyond.
///
/// # Complexity
/// O(E √V) on a bipartite graph, O(V³) on any other.
///
/// # Example
/// On the path 0 – 1 – 2 only a start in the middle wins; on a triangle none does, and a
/// pendant vertex makes every start of a triangle win:
/// ```
/// use grundy::games::geography::mover_wins;
/// assert_eq!(mover_wins(3, &[(0, 1), (1, 2)]), [false, true, false]);
/// assert_eq!(mover_wins(3, &[(0, 1), (1, 2), (2, 0)]), [false; 3]);
/// assert_eq!(mover_wins(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]), [true; 4]);
/// ```
pub fn mover_wins(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let missed = match Bipartite::new(n, edges) {
        Some(matching) => matching.missed_by_some(),
        None => {
            let adjacent = adjacency(n, edges);
            blossom::missed_by_some(&adjacent, &blossom::maximum_matching(&adjacent))
        }
    };
    missed.into_iter().map(|m| !m).collect()
}

/// A game of vertex geography on a bipartite graph followed move by move: the vertices the
/// token has left are deleted, and a maximum matching of the rest is kept up to date.
#[derive(Clone, Debug)]
pub struct Replay {
    matching: Bipartite,
}

impl Replay {
    /// The game on the graph on `0..n` with `edges`, nothing visited yet; `None` if the graph
    /// is not bipartite.
    ///
    /// # Complexity
    /// O(E √V).
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Option<Self> {
        Bipartite::new(n, edges).map(|matching| Replay { matching })
    }

    /// Whether the player to move wins with the token on `v`, every vertex left so far
    /// forbidden.
    ///
    /// # Panics
    /// If the token has left `v` before.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// On the path 0 – 1 – 2 – 3, from 1 the mover wins (to 0); once the token has gone
    /// 1 → 2, the player at 2 wins too (to 3).
    /// ```
    /// use grundy::games::geography::Replay;
    /// let mut game = Replay::new(4, &[(0, 1), (1, 2), (2, 3)]).unwrap();
    /// assert!(game.mover_wins(1));
    /// game.leave(1);
    /// assert!(game.mover_wins(2));
    /// ```
    pub fn mover_wins(&mut self, v: usize) -> bool {
        self.matching.always_covered(v)
    }

    /// The token leaves `v`, which can never be entered again; returns whether the player who
    /// moved it had a win at `v` (as [`mover_wins`](Self::mover_wins) would have said).
    ///
    /// # Complexity
    /// O(V + E).
    pub fn leave(&mut self, v: usize) -> bool {
        self.matching.delete(v)
    }
}

/// The graph of the cells of a board of `rows` × `cols` cells, cell (r, c) numbered
/// `r * cols + c`, with an edge between each two cells side by side that are both `in_graph`.
///
/// # Example
/// ```
/// use grundy::games::geography::grid_edges;
/// let board = [b".#", b".."];
/// let edges = grid_edges(2, 2, |r, c| board[r][c] == b'.');
/// assert_eq!(edges, [(0, 2), (2, 3)]);
/// ```
pub fn grid_edges(
    rows: usize,
    cols: usize,
    in_graph: impl Fn(usize, usize) -> bool,
) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if !in_graph(r, c) {
                continue;
            }
            let v = r * cols + c;
            if c + 1 < cols && in_graph(r, c + 1) {
                edges.push((v, v + 1));
            }
            if r + 1 < rows && in_graph(r + 1, c) {
                edges.push((v, v + cols));
            }
        }
    }
    edges
}

/// For each vertex v: a winning first move from v (along an edge of a maximum matching, which
/// covers v), or `None` if the player to move from v loses.
///
/// # Complexity
/// As [`mover_wins`].
///
/// # Example
/// ```
/// use grundy::games::geography::winning_moves;
/// assert_eq!(winning_moves(3, &[(0, 1), (1, 2)]), [None, Some(0), None]);
/// ```
pub fn winning_moves(n: usize, edges: &[(usize, usize)]) -> Vec<Option<usize>> {
    let (missed, mates): (Vec<bool>, Vec<Option<usize>>) = match Bipartite::new(n, edges) {
        Some(matching) => {
            let mates = (0..n).map(|v| matching.mate(v)).collect();
            (matching.missed_by_some(), mates)
        }
        None => {
            let adjacent = adjacency(n, edges);
            let mates = blossom::maximum_matching(&adjacent);
            (blossom::missed_by_some(&adjacent, &mates), mates)
        }
    };
    (0..n)
        .map(|v| if missed[v] { None } else { mates[v] })
        .collect()
}

fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in edges {
        if a != b {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
    }
    adjacent
}
