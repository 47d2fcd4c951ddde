//! Retrograde analysis with values, on game graphs that may cycle: how many rounds a game lasts
//! when the winner hurries and the loser delays, and totals along the moves when one player
//! minimises and the other maximises, a play that never ends being worth infinity. Both run on
//! the game-graph interface of [`loopy`](crate::search::loopy) (a stored
//! [`GameGraph`](crate::search::loopy::GameGraph) or moves computed from rules).
//!
//! Rounds ([`rounds`]): loopy's analysis with a first-in, first-out queue decides positions in
//! rounds that never decrease, so a position is won at its first lost successor (the nearest:
//! the winner hurries) and lost at its last won one (the farthest: the loser delays); won
//! positions end in an odd number of rounds, lost ones in an even number, and the positions
//! never decided are draws. Totals ([`costs`]): Dijkstra's order generalised to two players
//! (Khachiyan et al., 2008): with prices of at least 0, positions are settled in nondecreasing
//! value, the minimiser's at its cheapest settled move, the maximiser's once all its moves are
//! settled, at the dearest; the positions never settled keep every minimiser move and some
//! maximiser move among themselves, so the maximiser keeps play there forever.

use crate::search::loopy::{Game, Outcome};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

const NONE: u32 = u32::MAX;

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

/// How every position of `game` ends, the winner hurrying and the loser delaying, where a
/// position with no move, and each position of `ends` whatever its moves, is lost for the
/// player to move in 0 rounds; a won position takes one round more than its quickest move to
/// a lost position, a lost one one more than its slowest move (all to won positions).
///
/// # Panics
/// If an end is not a position, or there are `u32::MAX - 1` positions or more.
///
/// # Complexity
/// O(V + E), plus the work of `moves_into`.
///
/// # Example
/// 0 → 1 → 2 → 3, 0 → 3, and 4 ↔ 5: from 0 the winner takes the move straight to the end.
/// ```
/// use grundy::search::loopy::GameGraph;
/// use grundy::zero_sum::retrograde::{rounds, Finish::*};
/// let game = GameGraph::new(6, &[(0, 1), (1, 2), (2, 3), (0, 3), (4, 5), (5, 4)]);
/// let solved = rounds(&game, &[]);
/// let finish: Vec<_> = (0..6).map(|p| solved.finish(p)).collect();
/// assert_eq!(finish, [Win(1), Loss(2), Win(1), Loss(0), Draw, Draw]);
/// ```
pub fn rounds<G: Game>(game: &G, ends: &[usize]) -> Rounds {
    Rounds {
        rounds: analyse_rounds(game, ends, None),
    }
}

/// How `start` ends, as [`rounds`] gives it, with the analysis stopped as soon as `start` is
/// decided (its rounds are final then).
///
/// # Panics
/// As [`rounds`], and if `start` is not a position.
///
/// # Complexity
/// O(V + E) at worst, plus the work of `moves_into`.
pub fn finish_from<G: Game>(game: &G, start: usize, ends: &[usize]) -> Finish {
    assert!(start < game.positions());
    Finish::of(analyse_rounds(game, ends, Some(start))[start])
}

/// The result of [`rounds`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rounds {
    rounds: Vec<u32>,
}

impl Rounds {
    /// How position `p` ends.
    pub fn finish(&self, p: usize) -> Finish {
        Finish::of(self.rounds[p])
    }
}

/// In [`analyse_rounds`]'s state of a position: `DECIDED | rounds` once decided, else the
/// number of its moves not yet known to reach a won position; one word per position, so each
/// move looked at touches one word.
const DECIDED: u32 = 1 << 31;

/// Each position's rounds (`NONE`: undecided), stopped once `until` is decided, if given.
fn analyse_rounds<G: Game>(game: &G, ends: &[usize], until: Option<usize>) -> Vec<u32> {
    let n = game.positions();
    assert!(n < DECIDED as usize - 1);
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
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for &p in ends {
        if state[p] < DECIDED {
            state[p] = DECIDED;
            queue.push(p as u32);
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
            if !lost {
                *s -= 1;
                if *s > 0 {
                    return;
                }
            }
            *s = DECIDED | (r + 1);
            queue.push(a as u32);
        });
    }
    for s in &mut state {
        *s = if *s >= DECIDED { *s - DECIDED } else { NONE };
    }
    state
}

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
