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

/// A state's matrix, as the `matrix` function of [`values`] writes it: one [`row`](Self::row)
/// call per row. Its room is kept from one state to the next.
#[derive(Clone, Debug)]
pub struct Matrix<T> {
    /// The entries, rows one after another.
    cells: Vec<Cell<T>>,
    rows: usize,
    columns: usize,
    /// A row of another length than the first came.
    ragged: bool,
}

impl<T> Matrix<T> {
    fn new() -> Self {
        Matrix {
            cells: Vec::new(),
            rows: 0,
            columns: 0,
            ragged: false,
        }
    }

    /// Adds a row, the entries in order.
    pub fn row(&mut self, entries: impl IntoIterator<Item = Cell<T>>) {
        let before = self.cells.len();
        self.cells.extend(entries);
        let length = self.cells.len() - before;
        if self.rows == 0 {
            self.columns = length;
        } else if length != self.columns {
            self.ragged = true;
        }
        self.rows += 1;
    }
}

/// One state under way: its matrix and the next entry to look at.
struct Frame<T> {
    state: usize,
    matrix: Matrix<T>,
    next: usize,
}

/// The values of the states `0..count` reachable from `roots`, where `matrix(s, m)` writes
/// state `s`'s matrix into `m` (the row player maximises); `None` for the states not reached.
/// `matrix` is called once per state reached, only the matrices of the states on the current
/// path are kept, and their room is reused.
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
/// use grundy::zero_sum::staged::{values, Cell, Matrix};
/// // State 0: the column player picks 5 or state 1, where matching pennies for ±2 is played.
/// let game = |s: usize, m: &mut Matrix<f64>| match s {
///     0 => m.row([Cell::Payoff(5.0), Cell::State(1)]),
///     _ => {
///         m.row([Cell::Payoff(2.0), Cell::Payoff(-2.0)]);
///         m.row([Cell::Payoff(-2.0), Cell::Payoff(2.0)]);
///     }
/// };
/// let v = values(2, &[0], game).unwrap();
/// assert!(v[0].unwrap().abs() < 1e-9 && v[1].unwrap().abs() < 1e-9);
/// ```
pub fn values<T: Scalar>(
    count: usize,
    roots: &[usize],
    mut matrix: impl FnMut(usize, &mut Matrix<T>),
) -> Result<Vec<Option<T>>, StagedError> {
    let mut value: Vec<Option<T>> = vec![None; count];
    let mut on_path = vec![false; count];
    // The frames of the states on the path are `path[..depth]`; those beyond keep their room.
    let mut path: Vec<Frame<T>> = Vec::new();
    let mut depth = 0;
    let mut open = |s: usize, frame: &mut Frame<T>, on_path: &mut [bool]| {
        let m = &mut frame.matrix;
        m.cells.clear();
        (m.rows, m.ragged) = (0, false);
        matrix(s, m);
        if m.cells.is_empty() || m.columns == 0 || m.ragged {
            return Err(StagedError::Shape { state: s });
        }
        on_path[s] = true;
        (frame.state, frame.next) = (s, 0);
        Ok(())
    };
    let mut solver = matrix_game::Solver::default();
    let mut payoffs: Vec<T> = Vec::new();
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
        let mut to_open = Some(root);
        while let Some(s) = to_open.take() {
            if path.len() == depth {
                path.push(Frame {
                    state: s,
                    matrix: Matrix::new(),
                    next: 0,
                });
            }
            open(s, &mut path[depth], &mut on_path)?;
            depth += 1;
            // Walk the top state's entries to its first state not yet valued, else value it.
            while depth > 0 {
                let top = &mut path[depth - 1];
                let cells = &top.matrix.cells;
                while let Some(&cell) = cells.get(top.next) {
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
                            to_open = Some(s);
                            break;
                        }
                    }
                }
                if to_open.is_some() {
                    break;
                }
                payoffs.clear();
                payoffs.extend(cells.iter().map(|c| match *c {
                    Cell::Payoff(x) => x,
                    Cell::State(s) => value[s].expect("a later state is valued first"),
                }));
                value[top.state] = Some(solver.value(&payoffs, top.matrix.columns)?);
                on_path[top.state] = false;
                depth -= 1;
            }
        }
    }
    Ok(value)
}
