//! A zero-sum game of simultaneous moves: the row player picks a row, the column player a
//! column, and the row player gets the entry (the column player loses it). By von Neumann's
//! minimax theorem mixed strategies p, q and a value v exist with p·A_j ≥ v for every column j
//! and A_i·q ≤ v for every row i; they are the two sides of one pair of dual linear programs,
//! solved here by the simplex method.
//!
//! First a saddle point (an entry least in its row and greatest in its column) settles the
//! game in pure strategies; else dominated rows (another row at least as good everywhere) and
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
    let columns = payoffs[0].len();
    // The row whose least entry is greatest, and the column whose greatest entry is least.
    let row_least = payoffs.iter().map(|r| least(r.iter().copied()).1);
    let (i, maximin) = greatest(row_least);
    let column_greatest = (0..columns).map(|j| greatest(payoffs.iter().map(|r| r[j])).1);
    let (j, minimax) = least(column_greatest);
    // maximin <= A[i][j] <= minimax always; equality makes (i, j) a saddle point.
    (maximin >= minimax).then_some((i, j))
}

/// The rows and columns left after removing, again and again, a row that another row is at
/// least as good as everywhere (for the row player, who maximises) and a column that another
/// is at most as large as everywhere; of equal rows (columns) the first is kept.
pub fn undominated<T: Scalar>(payoffs: &[Vec<T>]) -> (Vec<usize>, Vec<usize>) {
    let mut rows: Vec<usize> = (0..payoffs.len()).collect();
    let mut columns: Vec<usize> = (0..payoffs[0].len()).collect();
    loop {
        let before = rows.len() + columns.len();
        // Row i goes when some row k kept beats or ties it on every kept column.
        let row_dominated = |i: usize, rows: &[usize], columns: &[usize]| {
            rows.iter().any(|&k| {
                let at_least = columns.iter().all(|&j| payoffs[k][j] >= payoffs[i][j]);
                let better = columns.iter().any(|&j| payoffs[k][j] > payoffs[i][j]);
                k != i && at_least && (better || k < i)
            })
        };
        let mut i = 0;
        while i < rows.len() && rows.len() > 1 {
            if row_dominated(rows[i], &rows, &columns) {
                rows.remove(i);
            } else {
                i += 1;
            }
        }
        let column_dominated = |j: usize, rows: &[usize], columns: &[usize]| {
            columns.iter().any(|&l| {
                let at_most = rows.iter().all(|&i| payoffs[i][l] <= payoffs[i][j]);
                let better = rows.iter().any(|&i| payoffs[i][l] < payoffs[i][j]);
                l != j && at_most && (better || l < j)
            })
        };
        let mut j = 0;
        while j < columns.len() && columns.len() > 1 {
            if column_dominated(columns[j], &rows, &columns) {
                columns.remove(j);
            } else {
                j += 1;
            }
        }
        if rows.len() + columns.len() == before {
            return (rows, columns);
        }
    }
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
    if let Some((i, j)) = saddle_point(payoffs) {
        return Ok(Solution {
            value: payoffs[i][j],
            row: pure(m, i),
            column: pure(n, j),
        });
    }
    let (rows, columns) = undominated(payoffs);
    let reduced: Vec<Vec<T>> = rows
        .iter()
        .map(|&i| columns.iter().map(|&j| payoffs[i][j]).collect())
        .collect();
    let small = solve_program(&reduced)?;
    let mut row = vec![T::int(0); m];
    for (&i, &p) in rows.iter().zip(&small.row) {
        row[i] = p;
    }
    let mut column = vec![T::int(0); n];
    for (&j, &q) in columns.iter().zip(&small.column) {
        column[j] = q;
    }
    Ok(Solution {
        value: small.value,
        row,
        column,
    })
}

/// The value of the game alone: [`solve`] without the strategies' bookkeeping.
pub fn value<T: Scalar>(payoffs: &[Vec<T>]) -> Result<T, Overflow> {
    solve(payoffs).map(|s| s.value)
}

/// The most pivots in floating point, where rounding could in principle make Bland's rule
/// cycle: far more than any game of contest size takes.
const MOST_PIVOTS: usize = 100_000;

/// [`solve`] by the simplex method alone, on any matrix.
fn solve_program<T: Scalar>(payoffs: &[Vec<T>]) -> Result<Solution<T>, Overflow> {
    let (m, n) = (payoffs.len(), payoffs[0].len());
    let lowest = least(payoffs.iter().flat_map(|r| r.iter().copied())).1;
    let shift = T::int(1).minus(lowest)?;
    // The tableau: rows 0..m are the constraints (A'y + s = 1), row m the objective; column n
    // holds the right-hand sides. Variables 0..n are y, n..n + m the slacks.
    let mut d = vec![vec![T::int(0); n + 1]; m + 1];
    for i in 0..m {
        for j in 0..n {
            d[i][j] = payoffs[i][j].plus(shift)?;
        }
        d[i][n] = T::int(1);
    }
    for j in 0..n {
        d[m][j] = T::int(-1);
    }
    let mut basic: Vec<usize> = (n..n + m).collect();
    let mut free: Vec<usize> = (0..n).collect();
    for _ in 0..MOST_PIVOTS {
        // Bland's rule: the entering variable of least index among the improving ones.
        let entering = (0..n)
            .filter(|&s| d[m][s].is_negative())
            .min_by_key(|&s| free[s]);
        let Some(s) = entering else { break };
        let mut leaving: Option<(usize, T)> = None;
        for r in 0..m {
            if !d[r][s].is_positive() {
                continue;
            }
            let ratio = d[r][n].over(d[r][s])?;
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
        pivot(&mut d, r, s)?;
        std::mem::swap(&mut basic[r], &mut free[s]);
    }
    let total = d[m][n];
    let mut column = vec![T::int(0); n];
    for (r, &b) in basic.iter().enumerate() {
        if b < n {
            column[b] = d[r][n].over(total)?;
        }
    }
    let mut row = vec![T::int(0); m];
    for (s, &f) in free.iter().enumerate() {
        if f >= n {
            row[f - n] = d[m][s].over(total)?;
        }
    }
    let value = T::int(1).over(total)?.minus(shift)?;
    Ok(Solution { value, row, column })
}

/// Exchanges the basic variable of row `r` with the free variable of column `s`.
fn pivot<T: Scalar>(d: &mut [Vec<T>], r: usize, s: usize) -> Result<(), Overflow> {
    let p = d[r][s];
    let width = d[r].len();
    for j in 0..width {
        if j != s {
            d[r][j] = d[r][j].over(p)?;
        }
    }
    for i in 0..d.len() {
        let f = d[i][s];
        if i == r {
            continue;
        }
        if f.is_positive() || f.is_negative() {
            for j in 0..width {
                if j != s {
                    d[i][j] = d[i][j].minus(f.times(d[r][j])?)?;
                }
            }
        }
        d[i][s] = T::int(0).minus(f.over(p)?)?;
    }
    d[r][s] = T::int(1).over(p)?;
    Ok(())
}
