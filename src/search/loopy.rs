//! Games that may never end: the win, loss or draw of every position of a finite game graph
//! (cycles, self-loops and parallel moves allowed), by retrograde analysis.
//!
//! A position with no move is lost; a position with a move to a lost position is won; a
//! position all of whose moves lead to won positions is lost; every position these rules never
//! reach is a draw, since from it the player to move can always avoid a loss and the opponent
//! can always avoid letting them win. The analysis runs backwards from the positions with no
//! move, counting down each position's moves not yet known to reach a won position, so each
//! move is looked at once: O(V + E), with a queue, no recursion.
//!
//! The queue is first-in, first-out, so positions are decided in rounds that never decrease:
//! a position is won at its first lost successor (the nearest: the winner hurries) and lost at
//! its last won one (the farthest: the loser delays), and the same pass gives how many moves
//! each game lasts ([`Finish`]): won positions end in an odd number, lost ones in an even one.
//!
//! Variants are built into the graph, not into the algorithm: a move into a target that wins
//! at once is a move into a position where the game has ended ([`GameGraph::solve_with_ends`]);
//! a game where the two players have different moves (Berzerk) is a graph on the pairs
//! (place, player to move).

/// What the player to move from a position can force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins.
    Win,
    /// The player to move loses.
    Loss,
    /// Neither player can force a win: with best play the game goes on forever.
    Draw,
}

const NONE: u32 = u32::MAX;

/// A game graph on positions `0..n`, stored for retrograde analysis: the moves into each
/// position, and the number of moves out of it.
#[derive(Clone, Debug)]
pub struct GameGraph {
    /// The moves into position `p` come from `from[into_start[p]..into_start[p + 1]]`.
    into_start: Vec<u32>,
    from: Vec<u32>,
    moves_out: Vec<u32>,
}

impl GameGraph {
    /// The game on positions `0..positions` with a move from `a` to `b` for each `(a, b)` in
    /// `moves` (repeats and moves from a position to itself allowed).
    ///
    /// # Panics
    /// If a move names a position `positions` or beyond, or there are `u32::MAX` positions or
    /// moves or more.
    ///
    /// # Complexity
    /// O(V + E).
    pub fn new(positions: usize, moves: &[(usize, usize)]) -> Self {
        assert!(positions < NONE as usize && moves.len() < NONE as usize);
        let mut into_start = vec![0u32; positions + 1];
        let mut moves_out = vec![0u32; positions];
        for &(a, b) in moves {
            assert!(
                a < positions && b < positions,
                "move {} -> {} outside 0..{}",
                a,
                b,
                positions
            );
            moves_out[a] += 1;
            into_start[b + 1] += 1;
        }
        for p in 0..positions {
            into_start[p + 1] += into_start[p];
        }
        let mut next = into_start.clone();
        let mut from = vec![0u32; moves.len()];
        for &(a, b) in moves {
            from[next[b] as usize] = a as u32;
            next[b] += 1;
        }
        GameGraph {
            into_start,
            from,
            moves_out,
        }
    }

    /// The outcome of every position, and a winning move from each won position.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// Position 0 moves to 1 or to itself, 1 moves to 2, 2 has no move, 3 and 4 move to each
    /// other:
    /// ```
    /// use grundy::search::loopy::{GameGraph, Outcome::*};
    /// let game = GameGraph::new(5, &[(0, 1), (0, 0), (1, 2), (3, 4), (4, 3)]);
    /// let solved = game.solve();
    /// assert_eq!(solved.outcomes(), [Draw, Win, Loss, Draw, Draw]);
    /// assert_eq!(solved.winning_move(1), Some(2));
    /// ```
    pub fn solve(&self) -> Solved {
        self.solve_with_ends(&[])
    }

    /// As [`solve`](Self::solve), where play also stops at each position of `ends`, whatever
    /// moves it has: the player to move there has lost (the opponent has just reached a target
    /// that wins).
    ///
    /// # Panics
    /// If an end is not a position.
    ///
    /// # Example
    /// The token moves along 0 → 1 → 2 → 0; whoever moves it onto 2 wins:
    /// ```
    /// use grundy::search::loopy::{GameGraph, Outcome::*};
    /// let game = GameGraph::new(3, &[(0, 1), (1, 2), (2, 0)]);
    /// assert_eq!(game.solve_with_ends(&[2]).outcomes(), [Loss, Win, Loss]);
    /// ```
    pub fn solve_with_ends(&self, ends: &[usize]) -> Solved {
        solve(self, ends)
    }

    /// The outcome of `start` where play also stops at `ends`, as
    /// [`solve_with_ends`](Self::solve_with_ends) gives it, found by an analysis that stops
    /// as soon as `start` is decided.
    ///
    /// # Example
    /// ```
    /// use grundy::search::loopy::{GameGraph, Outcome::*};
    /// let game = GameGraph::new(3, &[(0, 1), (1, 2), (2, 0)]);
    /// assert_eq!(game.outcome_from(1, &[2]), Win);
    /// ```
    pub fn outcome_from(&self, start: usize, ends: &[usize]) -> Outcome {
        outcome_from(self, start, ends)
    }
}

impl Game for GameGraph {
    fn positions(&self) -> usize {
        self.moves_out.len()
    }

    fn moves_out(&self, p: usize) -> usize {
        self.moves_out[p] as usize
    }

    fn moves_into(&self, p: usize, mut visit: impl FnMut(usize)) {
        let range = self.into_start[p] as usize..self.into_start[p + 1] as usize;
        for &a in &self.from[range] {
            visit(a as usize);
        }
    }
}

/// A game graph given by rules rather than stored: what retrograde analysis needs of it.
pub trait Game {
    /// The number of positions, `0..positions()`.
    fn positions(&self) -> usize;
    /// The number of moves out of `p` (a repeated move counted each time).
    fn moves_out(&self, p: usize) -> usize;
    /// Calls `visit(a)` once for each move `a → p`.
    fn moves_into(&self, p: usize, visit: impl FnMut(usize));
}

/// The outcome and rounds of every position of `game`, where play also stops at each position
/// of `ends` (the player to move there has lost), and a winning move from each won position:
/// the retrograde analysis behind [`GameGraph::solve`], for games whose moves are computed.
///
/// # Panics
/// If an end is not a position, or there are `2^31 - 1` positions or more, or `2^31` moves out
/// of one position or more.
///
/// # Complexity
/// O(V + E), plus the work of `moves_into`.
///
/// # Example
/// 0 → 1 → 2 → 3, 0 → 3, and 4 ↔ 5: from 0 the winner takes the move straight to the end.
/// ```
/// use grundy::search::loopy::{solve, GameGraph, Finish::*};
/// let game = GameGraph::new(6, &[(0, 1), (1, 2), (2, 3), (0, 3), (4, 5), (5, 4)]);
/// let solved = solve(&game, &[]);
/// let finish: Vec<_> = (0..6).map(|p| solved.finish(p)).collect();
/// assert_eq!(finish, [Win(1), Loss(2), Win(1), Loss(0), Draw, Draw]);
/// ```
pub fn solve<G: Game>(game: &G, ends: &[usize]) -> Solved {
    let mut winning_move = vec![NONE; game.positions()];
    let state = retrograde(game, ends, None, |a, p| winning_move[a] = p as u32);
    Solved {
        rounds: state.into_iter().map(rounds_of).collect(),
        winning_move,
    }
}

/// The outcome of `start` alone, as [`solve`] would give it, with the analysis stopped as soon
/// as `start` is decided: a game asked about one position often needs only the positions
/// near the ends of play.
///
/// # Panics
/// As [`solve`], and if `start` is not a position.
///
/// # Complexity
/// O(V + E) at worst, plus the work of `moves_into`.
pub fn outcome_from<G: Game>(game: &G, start: usize, ends: &[usize]) -> Outcome {
    finish_from(game, start, ends).outcome()
}

/// How `start` ends, as [`solve`] gives it, with the analysis stopped as soon as `start` is
/// decided (its rounds are final then).
///
/// # Panics
/// As [`solve`], and if `start` is not a position.
///
/// # Complexity
/// O(V + E) at worst, plus the work of `moves_into`.
pub fn finish_from<G: Game>(game: &G, start: usize, ends: &[usize]) -> Finish {
    assert!(start < game.positions());
    let state = retrograde(game, ends, Some(start), |_, _| {});
    Finish::of(rounds_of(state[start]))
}

/// How a position ends with best play, the winner hurrying and the loser delaying.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Finish {
    /// The player to move wins, after this many moves (an odd number) of both players.
    Win(u32),
    /// The player to move loses, after this many moves (an even number; 0 at an end of play).
    Loss(u32),
    /// Neither player can force a win: the game goes on forever.
    Draw,
}

impl Finish {
    fn of(rounds: u32) -> Finish {
        match rounds {
            NONE => Finish::Draw,
            r if r % 2 == 1 => Finish::Win(r),
            r => Finish::Loss(r),
        }
    }

    /// Who wins, forgetting how fast.
    pub fn outcome(self) -> Outcome {
        match self {
            Finish::Win(_) => Outcome::Win,
            Finish::Loss(_) => Outcome::Loss,
            Finish::Draw => Outcome::Draw,
        }
    }

    /// The number of moves until the game ends, `None` for a draw.
    pub fn rounds(self) -> Option<u32> {
        match self {
            Finish::Win(r) | Finish::Loss(r) => Some(r),
            Finish::Draw => None,
        }
    }
}

/// In [`retrograde`]'s state of a position: `DECIDED | rounds` once decided, else the number
/// of its moves not yet known to reach a won position; one word per position, so each move
/// looked at touches one word.
const DECIDED: u32 = 1 << 31;

/// A position's rounds from its state, `NONE` if undecided (a draw).
fn rounds_of(state: u32) -> u32 {
    if state >= DECIDED {
        state - DECIDED
    } else {
        NONE
    }
}

/// The retrograde analysis: each position's state (see [`DECIDED`]), stopped once `until` is
/// decided, if given; `won(a, p)` hears each position `a` won by its move to `p`.
fn retrograde<G: Game>(
    game: &G,
    ends: &[usize],
    until: Option<usize>,
    mut won: impl FnMut(usize, usize),
) -> Vec<u32> {
    let n = game.positions();
    assert!(n < DECIDED as usize - 1, "fewer than 2^31 - 1 positions");
    let mut state: Vec<u32> = (0..n)
        .map(|p| {
            let moves = game.moves_out(p);
            assert!(
                moves < DECIDED as usize,
                "fewer than 2^31 moves out of {}",
                p
            );
            moves as u32
        })
        .collect();
    // Positions decided whose movers-in are still to be visited.
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for &end in ends {
        if state[end] < DECIDED {
            state[end] = DECIDED;
            queue.push(end as u32);
        }
    }
    for (p, s) in state.iter_mut().enumerate() {
        if *s == 0 {
            *s = DECIDED;
            queue.push(p as u32);
        }
    }
    let mut head = 0;
    while let Some(&p) = queue.get(head) {
        if until.is_some_and(|u| state[u] >= DECIDED) {
            break;
        }
        head += 1;
        // Rounds never exceed the positions decided before, so `DECIDED | r + 1` cannot carry.
        let r = state[p as usize] - DECIDED;
        let lost = r % 2 == 0;
        game.moves_into(p as usize, |a| {
            let s = &mut state[a];
            if *s >= DECIDED {
                return;
            }
            if lost {
                won(a, p as usize);
            } else {
                *s -= 1;
                if *s > 0 {
                    return;
                }
            }
            *s = DECIDED | (r + 1);
            queue.push(a as u32);
        });
    }
    state
}

/// The result of a retrograde analysis: see [`GameGraph::solve`] and [`solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Each position's rounds to the end, `NONE` for a draw.
    rounds: Vec<u32>,
    winning_move: Vec<u32>,
}

impl Solved {
    /// The outcome of every position.
    pub fn outcomes(&self) -> Vec<Outcome> {
        (0..self.rounds.len()).map(|p| self.outcome(p)).collect()
    }

    /// The outcome of position `p`.
    pub fn outcome(&self, p: usize) -> Outcome {
        self.finish(p).outcome()
    }

    /// How position `p` ends, the winner hurrying and the loser delaying: won in an odd number
    /// of moves, lost in an even number, or a draw.
    pub fn finish(&self, p: usize) -> Finish {
        Finish::of(self.rounds[p])
    }

    /// For a won position, a move to a lost position (the quickest win); `None` for a
    /// position that is not won.
    pub fn winning_move(&self, p: usize) -> Option<usize> {
        let to = self.winning_move[p];
        (to != NONE).then_some(to as usize)
    }
}
