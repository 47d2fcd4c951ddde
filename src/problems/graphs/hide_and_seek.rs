//! Hide and seek on a DAG without sight (Luogu P4232): at each time step 1, 2, … both players
//! at once stay or walk one edge; the seeker catches the hider by standing on the same vertex,
//! and play ends then, or at time t + 1 if the hider is never caught. The hider maximises the
//! expected ending time, the seeker minimises it.
//!
//! Each (time, hider, seeker) is a matrix game over the next step's pairs of choices: a meeting
//! pays its time, the last step pays t + 1, any other pair leads to the next state. Edges go
//! forward, so the two never pass each other on an edge, and the states form a DAG solved by
//! [`staged::values`].

use crate::zero_sum::number::Scalar;
use crate::zero_sum::staged::{self, Cell, Matrix, StagedError};

/// The expected ending time under optimal play, on the graph of out-neighbour lists `next`
/// (vertices from 0, no cycle), the hider starting on `hider`, the seeker on `seeker` and play
/// lasting at most `t` steps: 0 if they start together.
///
/// # Complexity
/// Up to t·n² matrix games, each (d + 1) × (d + 1) for out-degrees d.
///
/// # Example
/// ```
/// use grundy::problems::graphs::hide_and_seek::expected_end;
/// // 1 -> 3 <- 2: the hider on 1 stays there, out of reach, until time t + 1 = 11.
/// let next = vec![vec![2], vec![2], vec![]];
/// assert_eq!(expected_end::<f64>(&next, 0, 1, 10).unwrap(), 11.0);
/// ```
pub fn expected_end<T: Scalar>(
    next: &[Vec<usize>],
    hider: usize,
    seeker: usize,
    t: usize,
) -> Result<T, StagedError> {
    if hider == seeker {
        return Ok(T::int(0));
    }
    if t == 0 {
        return Ok(T::int(1));
    }
    let n = next.len();
    let index = |time: usize, h: usize, s: usize| (time * n + h) * n + s;
    // Where a player on v may stand a step later: v itself, then its out-neighbours.
    let choices = |v: usize| std::iter::once(v).chain(next[v].iter().copied());
    let matrix = |state: usize, matrix: &mut Matrix<T>| {
        let (time, h, s) = (state / (n * n), state / n % n, state % n);
        let cell = |a: usize, b: usize| match () {
            _ if a == b => Cell::Payoff(T::int(time as i64 + 1)),
            _ if time + 1 == t => Cell::Payoff(T::int(t as i64 + 1)),
            _ => Cell::State(index(time + 1, a, b)),
        };
        for a in choices(h) {
            matrix.row(choices(s).map(|b| cell(a, b)));
        }
    };
    let root = index(0, hider, seeker);
    let values = staged::values(t * n * n, &[root], matrix)?;
    Ok(values[root].expect("the root is valued"))
}
