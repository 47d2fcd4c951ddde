//! A zero-sum game of simultaneous moves: the row player picks a row, the column player a
//! column, and the row player gets the entry (the column player loses it). By von Neumann's
//! minimax theorem mixed strategies p, q and a value v exist with p·A_j ≥ v for every column j
//! and A_i·q ≤ v for every row i; they are the two sides of one pair of dual linear programs,
//! solved here by the simplex method.
//!
//! First a saddle point (an entry least in its row and greatest in its column) settles the
//! game in pure strategies; else (in exact arithmetic) dominated rows (another row at least as good everywhere) and
//! columns are removed, which keeps the value and leaves optimal strategies optimal. What is
//! left is shifted to positive entries A' and the program max Σy subject to A'y ≤ 1, y ≥ 0 is
//! solved; its optimum is 1/v', q = y·v', and its dual (read off the final tableau) gives p.
//! Bland's rule picks the pivots, so the method ends in exact arithmetic.

use super::number::{Overflow, Scalar};

/// The value of a matrix game and an optimal mixed strategy for each player.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution<T> {
    /// What the row player gets on average under optimal play.
    pub value: T,
    /// The row player's probabilities, one per row, summing to 1.
    pub row: Vec<T>,
    /// The column player's probabilities, one per column, summing to 1.
    pub column: Vec<T>,
}

/// The least of `xs` and where it is (the first such).
fn least<T: Scalar>(xs: impl Iterator<Item = T>) -> (usize, T) {
    let mut best: Option<(usize, T)> = None;
    for (i, x) in xs.enumerate() {
        if best.map_or(true, |(_, b)| x < b) {
            best = Some((i, x));
        }
    }
    best.expect("a row or column of at least one entry")
}

/// The greatest of `xs` and where it is (the first such).
fn greatest<T: Scalar>(xs: impl Iterator<Item = T>) -> (usize, T) {
    let mut best: Option<(usize, T)> = None;
    for (i, x) in xs.enumerate() {
        if best.map_or(true, |(_, b)| x > b) {
            best = Some((i, x));
        }
    }
    best.expect("a row or column of at least one entry")
}

/// A pure strategy: probability 1 on `at` among `len`.
fn pure<T: Scalar>(len: usize, at: usize) -> Vec<T> {
    let mut p = vec![T::int(0); len];
    p[at] = T::int(1);
    p
}

/// A saddle point `(row, column)`: an entry that is the least of its row and the greatest of
/// its column, if the game has one.
pub fn saddle_point<T: Scalar>(payoffs: &[Vec<T>]) -> Option<(usize, usize)> {
    saddle_point_of(payoffs.len(), payoffs[0].len(), |i, j| payoffs[i][j])
}

/// [`saddle_point`] of the `m` × `n` matrix with entries `at(i, j)`.
fn saddle_point_of<T: Scalar>(
    m: usize,
    n: usize,
    at: impl Fn(usize, usize) -> T,
) -> Option<(usize, usize)> {
    // The row whose least entry is greatest, and the column whose greatest entry is least.
    let row_least = (0..m).map(|i| least((0..n).map(|j| at(i, j))).1);
    let (i, maximin) = greatest(row_least);
    let column_greatest = (0..n).map(|j| greatest((0..m).map(|i| at(i, j))).1);
    let (j, minimax) = least(column_greatest);
    // maximin <= A[i][j] <= minimax always; equality makes (i, j) a saddle point.
    (maximin >= minimax).then_some((i, j))
}

/// The rows and columns left after removing, again and again, a row that another row is at
/// least as good as everywhere (for the row player, who maximises) and a column that another
/// is at most as large as everywhere; of equal rows (columns) the first is kept.
pub fn undominated<T: Scalar>(payoffs: &[Vec<T>]) -> (Vec<usize>, Vec<usize>) {
    let (mut rows, mut columns) = (Vec::new(), Vec::new());
    undominated_of(
        payoffs.len(),
        payoffs[0].len(),
        |i, j| payoffs[i][j],
        &mut rows,
        &mut columns,
    );
    (rows, columns)
}

/// [`undominated`] of the `m` × `n` matrix with entries `at(i, j)`, into `rows` and `columns`.
fn undominated_of<T: Scalar>(
    m: usize,
    n: usize,
    at: impl Fn(usize, usize) -> T,
    rows: &mut Vec<usize>,
    columns: &mut Vec<usize>,
) {
    rows.clear();
    rows.extend(0..m);
    columns.clear();
    columns.extend(0..n);
    // Passes over rows and columns take turns; one that removes nothing (but the first) leaves
    // the other side as its last pass found it, so nothing more goes.
    let mut lines = Vec::new();
    for pass in 0.. {
        let by_rows = pass % 2 == 0;
        // The kept part as lines to compare, each contiguous: rows or columns.
        let (kept, across) = if by_rows {
            (&mut *rows, &*columns)
        } else {
            (&mut *columns, &*rows)
        };
        let width = across.len();
        lines.clear();
        for &x in kept.iter() {
            lines.extend(
                across
                    .iter()
                    .map(|&y| if by_rows { at(x, y) } else { at(y, x) }),
            );
        }
        let line = |k: usize| &lines[k * width..(k + 1) * width];
        // Row i goes when some row k is at least as large everywhere, and larger somewhere or
        // earlier; column i when some column k is at most as large (the column player pays).
        // Of equal lines the first stays.
        let mut gone = vec![false; kept.len()];
        for i in 0..kept.len() {
            gone[i] = (0..kept.len()).any(|k| {
                let (better, worse) = if by_rows { (k, i) } else { (i, k) };
                k != i && !gone[k] && covers(line(better), line(worse), k < i)
            });
        }
        let before = kept.len();
        let mut at = 0;
        kept.retain(|_| {
            at += 1;
            !gone[at - 1]
        });
        if pass > 0 && kept.len() == before {
            break;
        }
    }
}

/// Whether `x` is at least `y` everywhere, and greater somewhere or `tie`.
fn covers<T: Scalar>(x: &[T], y: &[T], tie: bool) -> bool {
    let mut greater = tie;
    for (a, b) in x.iter().zip(y) {
        if a < b {
            return false;
        }
        greater |= a > b;
    }
    greater
}

/// The value and optimal strategies of the game with the row player's `payoffs` (`m` rows of
/// `n` entries): a saddle point if there is one, else the simplex method on what dominance
/// leaves. Exact for [`Ratio`](super::ratio::Ratio), which reports an overflow of its
/// integers; in `f64` the result is as accurate as the pivots allow (about 1e-12 on
/// entries near 1).
///
/// # Panics
/// If `payoffs` is empty, a row is empty, or the rows differ in length.
///
/// # Complexity
/// O(m² n + m n²) for dominance, then O(m n) per pivot; Bland's rule takes few pivots on
/// games of contest size (the method is exponential only on contrived programs).
///
/// # Example
/// ```
/// use grundy::zero_sum::matrix_game::solve;
/// use grundy::zero_sum::ratio::Ratio;
/// // Matching pennies where heads against heads pays 3: value 1/3.
/// let a = |x| Ratio::whole(x);
/// let game = solve(&[vec![a(3), a(-1)], vec![a(-1), a(1)]]).unwrap();
/// assert_eq!(game.value.to_string(), "1/3");
/// ```
pub fn solve<T: Scalar>(payoffs: &[Vec<T>]) -> Result<Solution<T>, Overflow> {
    let (m, n) = (payoffs.len(), payoffs.first().map_or(0, Vec::len));
    assert!(m > 0 && n > 0, "a matrix game has a row and a column");
    assert!(payoffs.iter().all(|r| r.len() == n), "rows of one length");
    let mut solver = Solver::default();
    let at = |i: usize, j: usize| payoffs[i][j];
    let settled = solver.settle(m, n, at)?;
    solver.solution(settled, m, n, at)
}

/// The value of the game alone: [`solve`] without the strategies' bookkeeping.
pub fn value<T: Scalar>(payoffs: &[Vec<T>]) -> Result<T, Overflow> {
    solve(payoffs).map(|s| s.value)
}

/// Room for solving many games one after another: the simplex tableau and its bookkeeping
/// stay allocated from one game to the next, so a game costs its arithmetic alone.
///
/// # Example
/// ```
/// use grundy::zero_sum::matrix_game::Solver;
/// let mut solver = Solver::default();
/// // Rows one after another: matching pennies for 1, then a game with a saddle point.
/// assert!(solver.value(&[1.0, -1.0, -1.0, 1.0], 2).unwrap().abs() < 1e-9);
/// assert_eq!(solver.value(&[3.0, 2.0, 1.0, 0.0], 2).unwrap(), 2.0);
/// ```
#[derive(Clone, Debug)]
pub struct Solver<T> {
    /// Rows of `n + 1`: the constraints, then the objective; see [`Solver::simplex`].
    tableau: Vec<T>,
    basic: Vec<usize>,
    free: Vec<usize>,
    pivot_row: Vec<T>,
    /// The rows and columns of the game the simplex method is run on (all, or what dominance
    /// leaves).
    rows: Vec<usize>,
    columns: Vec<usize>,
}

impl<T> Default for Solver<T> {
    fn default() -> Self {
        Solver {
            tableau: Vec::new(),
            basic: Vec::new(),
            free: Vec::new(),
            pivot_row: Vec::new(),
            rows: Vec::new(),
            columns: Vec::new(),
        }
    }
}

/// How [`Solver::settle`] settled a game.
#[derive(Clone, Copy)]
enum Settled<T> {
    /// A saddle point.
    Saddle(usize, usize),
    /// The simplex method on `rows` × `columns`, every entry raised by `shift`; the final
    /// tableau is the solver's.
    Program { shift: T },
}

impl<T: Scalar> Solver<T> {
    /// The value of the game whose row player's payoffs are `payoffs`, rows of `columns`
    /// entries one after another, as [`value`] gives it.
    ///
    /// # Panics
    /// If `payoffs` is empty or `columns` is 0 or does not divide its length.
    ///
    /// # Complexity
    /// As [`solve`], with no allocation once the solver has held a game as large.
    pub fn value(&mut self, payoffs: &[T], columns: usize) -> Result<T, Overflow> {
        assert!(
            !payoffs.is_empty() && columns > 0,
            "a matrix game has a row and a column"
        );
        assert!(payoffs.len() % columns == 0, "rows of one length");
        let (m, n) = (payoffs.len() / columns, columns);
        let at = |i: usize, j: usize| payoffs[i * n + j];
        Ok(match self.settle(m, n, at)? {
            Settled::Saddle(i, j) => at(i, j),
            Settled::Program { shift } => self.program_value(shift)?,
        })
    }

    /// A saddle point if there is one; else the simplex method run on the `m` × `n` game of
    /// entries `at(i, j)` (in exact arithmetic, on what dominance leaves).
    fn settle(
        &mut self,
        m: usize,
        n: usize,
        at: impl Fn(usize, usize) -> T,
    ) -> Result<Settled<T>, Overflow> {
        if let Some((i, j)) = saddle_point_of(m, n, &at) {
            return Ok(Settled::Saddle(i, j));
        }
        // Dominance keeps exact fractions small; in floating point a pivot costs less than the
        // search for it (on luogu_p4232's largest input, half as many instructions again).
        if T::EXACT {
            undominated_of(m, n, &at, &mut self.rows, &mut self.columns);
        } else {
            self.rows.clear();
            self.rows.extend(0..m);
            self.columns.clear();
            self.columns.extend(0..n);
        }
        let shift = self.simplex(at)?;
        Ok(Settled::Program { shift })
    }

    /// The value of the program [`simplex`](Self::simplex) left.
    fn program_value(&self, shift: T) -> Result<T, Overflow> {
        let total = self.tableau[self.rows.len() * (self.columns.len() + 1) + self.columns.len()];
        T::int(1).over(total)?.minus(shift)
    }

    /// The value and both strategies of the `m` × `n` game [`settle`](Self::settle) settled.
    fn solution(
        &self,
        settled: Settled<T>,
        m: usize,
        n: usize,
        at: impl Fn(usize, usize) -> T,
    ) -> Result<Solution<T>, Overflow> {
        let shift = match settled {
            Settled::Saddle(i, j) => {
                return Ok(Solution {
                    value: at(i, j),
                    row: pure(m, i),
                    column: pure(n, j),
                })
            }
            Settled::Program { shift } => shift,
        };
        // Strategies of the program's game, put back at its rows' and columns' places.
        let (k, w) = (self.columns.len(), self.columns.len() + 1);
        let d = &self.tableau;
        let total = d[self.rows.len() * w + k];
        let mut column = vec![T::int(0); n];
        for (r, &b) in self.basic.iter().enumerate() {
            if b < k {
                column[self.columns[b]] = d[r * w + k].over(total)?;
            }
        }
        let mut row = vec![T::int(0); m];
        for (s, &f) in self.free.iter().enumerate() {
            if f >= k {
                row[self.rows[f - k]] = d[self.rows.len() * w + s].over(total)?;
            }
        }
        let value = self.program_value(shift)?;
        Ok(Solution { value, row, column })
    }

    /// The simplex method on the game of entries `at(i, j)` for `i` in `rows` and `j` in
    /// `columns`, shifted positive (by the returned shift): max Σy subject to A'y ≤ 1, y ≥ 0.
    /// The tableau, a row of `w = k + 1` after another (`k` columns): rows 0..m are the
    /// constraints (A'y + s = 1), row m the objective; column k holds the right-hand sides.
    /// Variables 0..k are y, k..k + m the slacks.
    fn simplex(&mut self, at: impl Fn(usize, usize) -> T) -> Result<T, Overflow> {
        let (m, n) = (self.rows.len(), self.columns.len());
        let (rows, columns) = (&self.rows, &self.columns);
        let entries = rows
            .iter()
            .flat_map(|&i| columns.iter().map(move |&j| (i, j)));
        let lowest = least(entries.map(|(i, j)| at(i, j))).1;
        let shift = T::int(1).minus(lowest)?;
        let w = n + 1;
        let d = &mut self.tableau;
        d.clear();
        for &i in rows {
            for &j in columns {
                d.push(at(i, j).plus(shift)?);
            }
            d.push(T::int(1));
        }
        d.extend((0..n).map(|_| T::int(-1)));
        d.push(T::int(0));
        self.basic.clear();
        self.basic.extend(n..n + m);
        self.free.clear();
        self.free.extend(0..n);
        self.pivot_row.clear();
        self.pivot_row.resize(w, T::int(0));
        let (basic, free) = (&mut self.basic, &mut self.free);
        for _ in 0..MOST_PIVOTS {
            // Bland's rule: the entering variable of least index among the improving ones.
            let entering = (0..n)
                .filter(|&s| d[m * w + s].is_negative())
                .min_by_key(|&s| free[s]);
            let Some(s) = entering else { break };
            let mut leaving: Option<(usize, T)> = None;
            for r in 0..m {
                if !d[r * w + s].is_positive() {
                    continue;
                }
                let ratio = d[r * w + n].over(d[r * w + s])?;
                let better = match leaving {
                    None => true,
                    Some((b, best)) => {
                        let diff = ratio.minus(best)?;
                        diff.is_negative() || (!diff.is_positive() && basic[r] < basic[b])
                    }
                };
                if better {
                    leaving = Some((r, ratio));
                }
            }
            // Entries are positive, so every column has a positive entry: never unbounded.
            let (r, _) = leaving.expect("a bounded program");
            pivot(d, w, r, s, &mut self.pivot_row)?;
            std::mem::swap(&mut basic[r], &mut free[s]);
        }
        Ok(shift)
    }
}

/// The most pivots in floating point, where rounding could in principle make Bland's rule
/// cycle: far more than any game of contest size takes.
const MOST_PIVOTS: usize = 100_000;

/// Exchanges the basic variable of row `r` with the free variable of column `s` in the tableau
/// `d` of rows of `w` (`buffer` holds the pivot row).
fn pivot<T: Scalar>(
    d: &mut [T],
    w: usize,
    r: usize,
    s: usize,
    buffer: &mut [T],
) -> Result<(), Overflow> {
    let p = d[r * w + s];
    for (j, x) in d[r * w..(r + 1) * w].iter_mut().enumerate() {
        if j != s {
            *x = x.over(p)?;
        }
    }
    buffer.copy_from_slice(&d[r * w..(r + 1) * w]);
    // Column s is set apart below: no product for it.
    buffer[s] = T::int(0);
    for (i, row) in d.chunks_exact_mut(w).enumerate() {
        if i == r {
            continue;
        }
        let f = row[s];
        if f.is_positive() || f.is_negative() {
            for (x, &y) in row.iter_mut().zip(buffer.iter()) {
                *x = x.minus(f.times(y)?)?;
            }
        }
        row[s] = T::int(0).minus(f.over(p)?)?;
    }
    d[r * w + s] = T::int(1).over(p)?;
    Ok(())
}
