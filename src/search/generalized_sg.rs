//! The generalized Sprague–Grundy function of an impartial game that may never end (C. A. B.
//! Smith 1966; Fraenkel and Yesha 1986): each position is worth a nimber `n`, or `∞(K)` with K
//! the finite values among its options, and a sum of such games is decided by its parts' values.
//!
//! A position is worth `m` when no option is worth `m`, options are worth each of `0..m`, and
//! every other option (worth more, or infinite) has an option worth `m`; the positions given
//! no finite value are `∞`. As with mex, a player facing a sum of finite values with XOR b ≠ 0
//! moves to XOR 0, and a move that raises a value (or makes it infinite) is answered by moving
//! back to the old value, so the sum is decided as in Nim ([`sum_outcome`]). With one part
//! `∞(K)` and the rest XORing to b, the first player wins iff b ∈ K (move the infinite part to
//! b), else neither can afford to leave the infinite part, a draw; with two infinite parts,
//! each player can always keep one infinite: a draw. The values are found round by round: in
//! round m, a retrograde count over the positions not yet valued gives `m` to each position
//! whose options are worth all of `0..m` and whose other options all reach an `m`, which the
//! definition says is exactly the positions worth `m` (Fraenkel and Yesha's algorithm).
//! O((largest finite value + 1) · (V + E)).

use super::loopy::{Game, Outcome};

/// The generalized Sprague–Grundy value of a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A nimber: the position plays like a Nim heap of this size.
    Finite(u64),
    /// `∞(K)`: play from here may go on forever; `K` (ascending) holds the finite values of
    /// its options.
    Infinite(Vec<u64>),
}

impl Value {
    /// What the player to move from this position alone can force.
    pub fn outcome(&self) -> Outcome {
        sum_outcome([self])
    }
}

impl std::fmt::Display for Value {
    /// `3`, or `∞(0,2)`, `∞()`.
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Value::Finite(n) => write!(f, "{n}"),
            Value::Infinite(k) => {
                let k: Vec<String> = k.iter().map(u64::to_string).collect();
                write!(f, "∞({})", k.join(","))
            }
        }
    }
}

/// The generalized Sprague–Grundy value of every position of `game`.
///
/// # Complexity
/// O((m + 1) · (V + E)) for the largest finite value m.
///
/// # Example
/// Positions 0 and 1 move to each other and nowhere else; 2 moves to 0 or to 3, which has no
/// move:
/// ```
/// use grundy::search::generalized_sg::{values, Value::*};
/// use grundy::search::loopy::GameGraph;
/// let game = GameGraph::new(4, &[(0, 1), (1, 0), (2, 0), (2, 3)]);
/// let infinite = |k: &[u64]| Infinite(k.to_vec());
/// assert_eq!(values(&game), [infinite(&[]), infinite(&[]), infinite(&[0]), Finite(0)]);
/// ```
pub fn values<G: Game>(game: &G) -> Vec<Value> {
    values_watched(game, |_, _| {})
}

/// As [`values`], calling `after_round(m, valued)` after each round m with the number of
/// positions given a finite value so far (a long run can show its progress).
pub fn values_watched<G: Game>(game: &G, mut after_round: impl FnMut(u64, usize)) -> Vec<Value> {
    const UNVALUED: u64 = u64::MAX;
    let mut valued = 0;
    let n = game.positions();
    let mut value = vec![UNVALUED; n];
    // Options of each position not yet given a value (whatever round they get one in).
    let mut unvalued_options = vec![0u32; n];
    for (p, options) in unvalued_options.iter_mut().enumerate() {
        *options = game.moves_out(p) as u32;
    }
    // Positions that have an option worth each value below the current round, not yet valued.
    let mut candidates: Vec<usize> = (0..n).collect();
    // Per round: options not valued and not yet known to reach an `m`; whether a position
    // reaches an `m` (then it is not worth `m`).
    let mut left = vec![0u32; n];
    let mut reaches = vec![false; n];
    let mut round = 0u64;
    while !candidates.is_empty() {
        let mut reached: Vec<usize> = Vec::new();
        let mut queue: Vec<usize> = Vec::new();
        left.copy_from_slice(&unvalued_options);
        let mut candidate = vec![false; n];
        for &p in &candidates {
            candidate[p] = true;
            if left[p] == 0 {
                value[p] = round;
                queue.push(p);
            }
        }
        let mut head = 0;
        while let Some(&p) = queue.get(head) {
            head += 1;
            game.moves_into(p, |a| {
                unvalued_options[a] -= 1;
                if value[a] != UNVALUED || reaches[a] {
                    return;
                }
                reaches[a] = true;
                reached.push(a);
                // `a` is no longer an obstacle for the positions that move to it.
                game.moves_into(a, |b| {
                    left[b] -= 1;
                    if left[b] == 0 && candidate[b] && !reaches[b] && value[b] == UNVALUED {
                        value[b] = round;
                        queue.push(b);
                    }
                });
            });
        }
        candidates = reached
            .iter()
            .copied()
            .filter(|&p| candidate[p] && value[p] == UNVALUED)
            .collect();
        for &p in &reached {
            reaches[p] = false;
        }
        valued += queue.len();
        after_round(round, valued);
        round += 1;
    }
    // K of each infinite position: the finite values among its options, found in one pass
    // over the moves.
    let mut finite_options: Vec<Vec<u64>> = vec![Vec::new(); n];
    for to in 0..n {
        if value[to] != UNVALUED {
            game.moves_into(to, |a| {
                if value[a] == UNVALUED {
                    finite_options[a].push(value[to]);
                }
            });
        }
    }
    value
        .iter()
        .zip(finite_options)
        .map(|(&v, mut k)| match v {
            UNVALUED => {
                k.sort_unstable();
                k.dedup();
                Value::Infinite(k)
            }
            v => Value::Finite(v),
        })
        .collect()
}

/// The value of the sum of games whose positions have these values (Smith; Fraenkel and
/// Yesha): finite parts XOR; one part `∞(K)` with the rest XORing to b is `∞(K ⊕ b)` (its
/// finite options are those moving the infinite part to a finite value, each XORed with b);
/// two or more infinite parts are `∞()` (every option keeps one part infinite).
///
/// # Example
/// ```
/// use grundy::search::generalized_sg::{sum_value, Value::*};
/// assert_eq!(sum_value(&[Finite(3), Finite(5)]), Finite(6));
/// assert_eq!(sum_value(&[Finite(1), Infinite(vec![0, 2])]), Infinite(vec![1, 3]));
/// assert_eq!(sum_value(&[Infinite(vec![0]), Infinite(vec![1])]), Infinite(vec![]));
/// ```
pub fn sum_value<'a>(parts: impl IntoIterator<Item = &'a Value>) -> Value {
    let mut xor = 0;
    let mut infinite: Option<&Vec<u64>> = None;
    for part in parts {
        match part {
            Value::Finite(v) => xor ^= v,
            Value::Infinite(_) if infinite.is_some() => return Value::Infinite(Vec::new()),
            Value::Infinite(k) => infinite = Some(k),
        }
    }
    match infinite {
        None => Value::Finite(xor),
        Some(k) => {
            let mut k: Vec<u64> = k.iter().map(|v| v ^ xor).collect();
            k.sort_unstable();
            Value::Infinite(k)
        }
    }
}

/// What the player to move can force in the sum of games whose positions have these values:
/// all finite, a win iff their XOR is not 0; exactly one `∞(K)` and the rest XORing to b, a
/// win iff b ∈ K, else a draw; two or more infinite, a draw.
///
/// # Example
/// ```
/// use grundy::search::generalized_sg::{sum_outcome, Value::*};
/// use grundy::search::loopy::Outcome::*;
/// assert_eq!(sum_outcome(&[Finite(3), Finite(3)]), Loss);
/// assert_eq!(sum_outcome(&[Finite(2), Infinite(vec![0, 2])]), Win);
/// assert_eq!(sum_outcome(&[Finite(1), Infinite(vec![0, 2])]), Draw);
/// assert_eq!(sum_outcome(&[Infinite(vec![0]), Infinite(vec![0])]), Draw);
/// ```
pub fn sum_outcome<'a>(parts: impl IntoIterator<Item = &'a Value>) -> Outcome {
    let mut xor = 0;
    let mut infinite = None;
    for part in parts {
        match part {
            Value::Finite(v) => xor ^= v,
            Value::Infinite(_) if infinite.is_some() => return Outcome::Draw,
            Value::Infinite(k) => infinite = Some(k),
        }
    }
    match infinite {
        None if xor == 0 => Outcome::Loss,
        None => Outcome::Win,
        Some(k) if k.binary_search(&xor).is_ok() => Outcome::Win,
        Some(_) => Outcome::Draw,
    }
}
