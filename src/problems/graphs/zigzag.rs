//! A token on the complete bipartite graph K(n, n) with distinct edge weights; one player is
//! "increasing", the other "decreasing"; each move takes the token to an unvisited node along an
//! edge heavier (increasing) or lighter (decreasing) than the edge used last; who cannot move
//! loses. Alice picks her direction and the start, Bob moves first (Codeforces 1147 F, Zigzag
//! Game, played against the judge).
//!
//! Theorem: Bob wins, moving each time to the node matched with the token's node in a stable
//! matching where the nodes across from the start rank their edges in Alice's direction and the
//! start's side ranks them in Bob's. Proof idea: Alice moves from x (matched with the node she
//! arrived from) to y along an edge she prefers to x's matched edge; were Bob's matched edge
//! at y not a legal answer, y would prefer x too, and (x, y) would block the matching; the
//! visited nodes are matched pairs (and the start with its partner), so Bob's node is unvisited.

/// A game being played: the weights, the visited nodes, the token, and Bob's matching.
#[derive(Clone, Debug)]
pub struct Zigzag {
    /// `weights[i][j]`: the edge between node `i` and node `n + j` (0-based).
    weights: Vec<Vec<u64>>,
    visited: Vec<bool>,
    token: usize,
    /// The weight of the edge used last; `None` before Bob's first move.
    last: Option<u64>,
    /// Whether the player to move is increasing.
    increasing_to_move: bool,
    /// Bob's matching: the partner of each node.
    partner: Vec<usize>,
}

impl Zigzag {
    /// The game on `weights` (n rows of n distinct weights) after Alice chose her direction and
    /// put the token on `start` (0-based, `0..2n`): Bob to move.
    ///
    /// # Constraints
    /// `weights` is square, its weights distinct, `start < 2n`.
    ///
    /// # Complexity
    /// O(n² log n): each node's ranking of its edges, then Gale–Shapley in O(n²).
    ///
    /// # Example
    /// ```
    /// use grundy::problems::graphs::zigzag::Zigzag;
    /// // The statement's sample: Alice increasing from node 1 (0-based 0).
    /// let weights = vec![vec![3, 1, 9], vec![2, 5, 7], vec![6, 4, 8]];
    /// let mut game = Zigzag::new(weights, true, 0);
    /// let bob = game.bob_move();
    /// assert!(game.move_to(bob));
    /// // Alice, increasing, has no answer or only answers Bob can follow.
    /// for alice in game.moves() {
    ///     let mut after = game.clone();
    ///     after.move_to(alice);
    ///     assert!(after.is_legal(after.bob_move()));
    /// }
    /// ```
    pub fn new(weights: Vec<Vec<u64>>, alice_increasing: bool, start: usize) -> Self {
        let n = weights.len();
        let partner = stable_matching(&weights, alice_increasing, start < n);
        let mut visited = vec![false; 2 * n];
        visited[start] = true;
        Zigzag {
            weights,
            visited,
            token: start,
            last: None,
            increasing_to_move: !alice_increasing,
            partner,
        }
    }

    /// n, the number of nodes on each side.
    pub fn n(&self) -> usize {
        self.weights.len()
    }

    /// The node the token is on.
    pub fn token(&self) -> usize {
        self.token
    }

    /// The weight of the edge between `u` and `v`, `None` if they are on the same side (or out
    /// of range).
    pub fn weight(&self, u: usize, v: usize) -> Option<u64> {
        let n = self.n();
        match (u < n, v < n) {
            _ if u >= 2 * n || v >= 2 * n => None,
            (true, false) => Some(self.weights[u][v - n]),
            (false, true) => Some(self.weights[v][u - n]),
            _ => None,
        }
    }

    /// Whether the player to move may take the token to `v`.
    pub fn is_legal(&self, v: usize) -> bool {
        match self.weight(self.token, v) {
            Some(w) if !self.visited[v] => match self.last {
                None => true,
                Some(last) => (w > last) == self.increasing_to_move && w != last,
            },
            _ => false,
        }
    }

    /// The legal moves of the player to move, in increasing order of node.
    pub fn moves(&self) -> Vec<usize> {
        (0..2 * self.n()).filter(|&v| self.is_legal(v)).collect()
    }

    /// Moves the token to `v`; false, and nothing changed, if that is not legal.
    pub fn move_to(&mut self, v: usize) -> bool {
        let legal = self.is_legal(v);
        if legal {
            self.last = self.weight(self.token, v);
            self.visited[v] = true;
            self.token = v;
            self.increasing_to_move = !self.increasing_to_move;
        }
        legal
    }

    /// Bob's move: the token node's partner in the matching. On Bob's turn in a game where
    /// Bob played only these moves it is legal, and Alice eventually has none.
    pub fn bob_move(&self) -> usize {
        self.partner[self.token]
    }
}

/// A stable matching of K(n, n) (the partner of each of the 2n nodes): the nodes on the
/// start's side (`start_left`: nodes 0..n) rank their edges in Bob's direction, the others in
/// Alice's; by Gale–Shapley, the start's side proposing.
fn stable_matching(weights: &[Vec<u64>], alice_increasing: bool, start_left: bool) -> Vec<usize> {
    let n = weights.len();
    // w(i, j) with i on the start's side and j across, both 0..n.
    let w = |i: usize, j: usize| {
        if start_left {
            weights[i][j]
        } else {
            weights[j][i]
        }
    };
    // The start's side prefers heavier edges when Bob is increasing, i.e. Alice is not.
    let proposer_prefers = |a: u64, b: u64| (a > b) != alice_increasing;
    let mut order: Vec<Vec<usize>> = (0..n)
        .map(|i| {
            let mut js: Vec<usize> = (0..n).collect();
            js.sort_by(|&a, &b| {
                let (wa, wb) = (w(i, a), w(i, b));
                if wa == wb {
                    std::cmp::Ordering::Equal
                } else if proposer_prefers(wa, wb) {
                    std::cmp::Ordering::Less
                } else {
                    std::cmp::Ordering::Greater
                }
            });
            js
        })
        .collect();
    for list in &mut order {
        list.reverse(); // proposals are popped from the back
    }
    let mut holder: Vec<Option<usize>> = vec![None; n]; // across j -> proposer i
    let mut free: Vec<usize> = (0..n).collect();
    while let Some(i) = free.pop() {
        let Some(j) = order[i].pop() else { continue };
        match holder[j] {
            None => holder[j] = Some(i),
            // Across, Alice's direction: heavier is better when she is increasing.
            Some(k) if (w(i, j) > w(k, j)) == alice_increasing => {
                holder[j] = Some(i);
                free.push(k);
            }
            Some(_) => free.push(i),
        }
    }
    let mut partner = vec![0; 2 * n];
    for (j, i) in holder.iter().enumerate() {
        let i = i.expect("Gale–Shapley matches everyone in a complete graph");
        let (left, right) = if start_left { (i, n + j) } else { (j, n + i) };
        partner[left] = right;
        partner[right] = left;
    }
    partner
}
