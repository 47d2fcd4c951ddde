//! Retrograde analysis with values, on game graphs that may cycle: totals along the moves when
//! one player minimises and the other maximises, a play that never ends being worth infinity,
//! on the game-graph interface of [`loopy`](crate::search::loopy) (a stored
//! [`GameGraph`](crate::search::loopy::GameGraph) or moves computed from rules); how many
//! rounds a game lasts is loopy's own ([`Finish`](crate::search::loopy::Finish)).
//!
//! Dijkstra's order generalised to two players (Khachiyan et al., 2008): with prices of at
//! least 0, positions are settled in nondecreasing value, the minimiser's at its cheapest
//! settled move, the maximiser's once all its moves are settled, at the dearest; the positions
//! never settled keep every minimiser move and some maximiser move among themselves, so the
//! maximiser keeps play there forever.

use crate::search::loopy::Game;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

const NONE: u32 = u32::MAX;

/// Who chooses the move at a position of [`costs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Wants the total as small as possible, and play to end.
    Min,
    /// Wants the total as large as possible; a play that never ends is worth infinity.
    Max,
}

/// The value of every position of `game` when `owner(p)` chooses the move at `p`, a move
/// `a → b` costs `price(a, b)`, and play stops at each `(position, value)` of `ends` (adding
/// that value, whatever moves the position has) and at each position with no move (adding
/// 0): the total of the prices along the play and the value where it stops, which the
/// minimiser wants small and the maximiser large, infinite (`None`) where the maximiser can
/// keep play from ever stopping. Repeated moves between two positions share a price.
///
/// # Panics
/// If an end is not a position or is listed twice, if a total reaches `u64::MAX`, or there
/// are `u32::MAX` positions or more.
///
/// # Complexity
/// O((V + E) log V), plus the work of `moves_into`, `owner` and `price`.
///
/// # Example
/// Min at 0 can pay 5 to stop at 3, or 1 to pass to Max at 1, who can pay 1 to stop at 3 or
/// 0 to move on to 2, where Min must return to 1 or pay 9 to stop:
/// ```
/// use grundy::search::loopy::GameGraph;
/// use grundy::zero_sum::retrograde::{costs, Player::*};
/// let game = GameGraph::new(4, &[(0, 3), (0, 1), (1, 3), (1, 2), (2, 1), (2, 3)]);
/// let owner = |p: usize| if p == 1 { Max } else { Min };
/// let price = |a: usize, b: usize| match (a, b) { (0, 3) => 5, (0, 1) | (1, 3) => 1, (2, 3) => 9, _ => 0 };
/// let solved = costs(&game, owner, price, &[]);
/// assert_eq!((0..4).map(|p| solved.value(p)).collect::<Vec<_>>(), [Some(5), Some(9), Some(9), Some(0)]);
/// assert_eq!(solved.best_move(1), Some(2));
/// // Without Min's way out at 2, Max keeps the play going forever.
/// let game = GameGraph::new(4, &[(0, 3), (0, 1), (1, 3), (1, 2), (2, 1)]);
/// let solved = costs(&game, owner, price, &[]);
/// assert_eq!((0..3).map(|p| solved.value(p)).collect::<Vec<_>>(), [Some(5), None, None]);
/// ```
pub fn costs<G: Game>(
    game: &G,
    owner: impl Fn(usize) -> Player,
    price: impl Fn(usize, usize) -> u64,
    ends: &[(usize, u64)],
) -> Costs {
    let n = game.positions();
    assert!(n < NONE as usize);
    const OPEN: u8 = 0;
    const END: u8 = 1;
    const SETTLED: u8 = 2;
    let mut state = vec![OPEN; n];
    // A minimiser's cheapest move so far, a maximiser's dearest; final once settled.
    let mut value = vec![u64::MAX; n];
    let mut best = vec![NONE; n];
    // A maximiser's moves into positions not yet settled.
    let mut left: Vec<u32> = (0..n)
        .map(|p| {
            // (Not `u32::try_from`: edition 2018 has no `TryFrom` in its prelude.)
            let moves = game.moves_out(p);
            assert!(moves <= u32::MAX as usize, "fewer than 2^32 moves out");
            moves as u32
        })
        .collect();
    let mut heap = BinaryHeap::new();
    for &(p, v) in ends {
        assert!(state[p] == OPEN, "end {} listed twice", p);
        assert!(v < u64::MAX, "the value at end {} reaches u64::MAX", p);
        state[p] = END;
        value[p] = v;
        heap.push(Reverse((v, p as u32)));
    }
    for p in 0..n {
        if state[p] == OPEN && left[p] == 0 {
            state[p] = END;
            value[p] = 0;
            heap.push(Reverse((0, p as u32)));
        }
    }
    while let Some(Reverse((v, p))) = heap.pop() {
        if state[p as usize] == SETTLED {
            continue;
        }
        state[p as usize] = SETTLED;
        game.moves_into(p as usize, |a| {
            if state[a] != OPEN {
                return;
            }
            let total = price(a, p as usize)
                .checked_add(v)
                .filter(|&t| t < u64::MAX)
                .expect("a total below u64::MAX");
            match owner(a) {
                Player::Min => {
                    if total < value[a] {
                        value[a] = total;
                        best[a] = p;
                        heap.push(Reverse((total, a as u32)));
                    }
                }
                Player::Max => {
                    if best[a] == NONE || total > value[a] {
                        value[a] = total;
                        best[a] = p;
                    }
                    left[a] -= 1;
                    if left[a] == 0 {
                        heap.push(Reverse((value[a], a as u32)));
                    }
                }
            }
        });
    }
    for p in 0..n {
        if state[p] != SETTLED {
            value[p] = u64::MAX;
            best[p] = NONE;
        }
    }
    Costs { value, best }
}

/// The result of [`costs`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Costs {
    value: Vec<u64>,
    best: Vec<u32>,
}

impl Costs {
    /// The value of position `p`, `None` for infinity (play that never stops).
    pub fn value(&self, p: usize) -> Option<u64> {
        (self.value[p] != u64::MAX).then_some(self.value[p])
    }

    /// For a position of finite value that play does not stop at, a move that keeps to its
    /// value; `None` at an end of play and where the value is infinite.
    pub fn best_move(&self, p: usize) -> Option<usize> {
        (self.best[p] != NONE).then_some(self.best[p] as usize)
    }
}
