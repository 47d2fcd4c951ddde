//! Games of states, each a matrix game whose entries are payoffs or later states: both
//! players choose at once, and the pair of choices either ends play with a payoff or leads to
//! another state, worth its own value. When the states form no cycle, a state's value is the
//! value of its matrix with each state entry replaced by that state's value (backward
//! induction: an optimal strategy plays the later state's optimal strategies from there on),
//! so the values are found from the last states back.

use super::matrix_game;
use super::number::{Overflow, Scalar};
use std::fmt;

/// An entry of a state's matrix.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Cell<T> {
    /// Play ends and the row player gets this.
    Payoff(T),
    /// Play goes on from this state.
    State(usize),
}

/// Why the states have no values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StagedError {
    /// Play can come back to `state`.
    Cycle { state: usize },
    /// `state`'s matrix names `to`, which is not a state.
    OutOfRange { state: usize, to: usize },
    /// `state`'s matrix has no entry, or rows of different lengths.
    Shape { state: usize },
    /// Exact fractions grew past their integers.
    Overflow,
}

impl fmt::Display for StagedError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            StagedError::Cycle { state } => write!(f, "play can come back to state {state}"),
            StagedError::OutOfRange { state, to } => {
                write!(f, "state {state} leads to {to}, which is not a state")
            }
            StagedError::Shape { state } => {
                write!(f, "state {state} is not a matrix with a row and a column")
            }
            StagedError::Overflow => write!(f, "{Overflow}"),
        }
    }
}

impl From<Overflow> for StagedError {
    fn from(_: Overflow) -> Self {
        StagedError::Overflow
    }
}

/// One state under way: its matrix and the next entry to look at.
struct Frame<T> {
    state: usize,
    cells: Vec<Vec<Cell<T>>>,
    next: usize,
}

/// The values of the states `0..count` reachable from `roots`, where `matrix(s)` gives state
/// `s`'s matrix (the row player maximises); `None` for the states not reached. `matrix` is
/// called once per state reached, and only one matrix per state on the current path is kept.
///
/// # Errors
/// A cycle among the states reached, an entry naming no state, a matrix without an entry or
/// with rows of different lengths, or (in exact arithmetic) an overflow.
///
/// # Complexity
/// The states' matrix games (see [`matrix_game::solve`]) plus O(entries) to walk them.
///
/// # Example
/// ```
/// use grundy::zero_sum::staged::{values, Cell};
/// // State 0: the column player picks 5 or state 1, where matching pennies for ±2 is played.
/// let game = |s: usize| match s {
///     0 => vec![vec![Cell::Payoff(5.0), Cell::State(1)]],
///     _ => vec![
///         vec![Cell::Payoff(2.0), Cell::Payoff(-2.0)],
///         vec![Cell::Payoff(-2.0), Cell::Payoff(2.0)],
///     ],
/// };
/// let v = values(2, &[0], game).unwrap();
/// assert!(v[0].unwrap().abs() < 1e-9 && v[1].unwrap().abs() < 1e-9);
/// ```
pub fn values<T: Scalar>(
    count: usize,
    roots: &[usize],
    mut matrix: impl FnMut(usize) -> Vec<Vec<Cell<T>>>,
) -> Result<Vec<Option<T>>, StagedError> {
    let mut value: Vec<Option<T>> = vec![None; count];
    let mut on_path = vec![false; count];
    let mut path: Vec<Frame<T>> = Vec::new();
    let mut open = |s: usize, on_path: &mut Vec<bool>| -> Result<Frame<T>, StagedError> {
        let cells = matrix(s);
        let width = cells.first().map_or(0, Vec::len);
        if width == 0 || cells.iter().any(|r| r.len() != width) {
            return Err(StagedError::Shape { state: s });
        }
        on_path[s] = true;
        Ok(Frame {
            state: s,
            cells,
            next: 0,
        })
    };
    for &root in roots {
        if root >= count {
            return Err(StagedError::OutOfRange {
                state: root,
                to: root,
            });
        }
        if value[root].is_some() {
            continue;
        }
        let first = open(root, &mut on_path)?;
        path.push(first);
        while let Some(top) = path.last_mut() {
            let width = top.cells[0].len();
            let mut child = None;
            while top.next < top.cells.len() * width {
                let cell = top.cells[top.next / width][top.next % width];
                top.next += 1;
                if let Cell::State(s) = cell {
                    if s >= count {
                        let state = top.state;
                        return Err(StagedError::OutOfRange { state, to: s });
                    }
                    if value[s].is_none() {
                        if on_path[s] {
                            return Err(StagedError::Cycle { state: s });
                        }
                        child = Some(s);
                        break;
                    }
                }
            }
            if let Some(s) = child {
                let frame = open(s, &mut on_path)?;
                path.push(frame);
                continue;
            }
            let payoffs: Vec<Vec<T>> = top
                .cells
                .iter()
                .map(|row| {
                    let entry = |c: &Cell<T>| match *c {
                        Cell::Payoff(x) => x,
                        Cell::State(s) => value[s].expect("a later state is valued first"),
                    };
                    row.iter().map(entry).collect()
                })
                .collect();
            value[top.state] = Some(matrix_game::value(&payoffs)?);
            on_path[top.state] = false;
            path.pop();
        }
    }
    Ok(value)
}
