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
    // Passes over rows and columns take turns; one that removes nothing (but the first) leaves
    // the other side as its last pass found it, so nothing more goes.
    let mut lines = Vec::new();
    for pass in 0.. {
        let by_rows = pass % 2 == 0;
        // The kept part as lines to compare, each contiguous: rows or columns.
        let (kept, across) = if by_rows {
            (&mut rows, &columns)
        } else {
            (&mut columns, &rows)
        };
        let width = across.len();
        lines.clear();
        for &x in kept.iter() {
            lines.extend(across.iter().map(|&y| {
                if by_rows {
                    payoffs[x][y]
                } else {
                    payoffs[y][x]
                }
            }));
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
    (rows, columns)
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
    if let Some((i, j)) = saddle_point(payoffs) {
        return Ok(Solution {
            value: payoffs[i][j],
            row: pure(m, i),
            column: pure(n, j),
        });
    }
    // Dominance keeps exact fractions small; in floating point a pivot costs less than the
    // search for it (on luogu_p4232's largest input, half as many instructions again).
    if !T::EXACT {
        return solve_program(payoffs);
    }
    let (rows, columns) = undominated(payoffs);
    if rows.len() == m && columns.len() == n {
        return solve_program(payoffs);
    }
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
    // The tableau, a row of `w` after another: rows 0..m are the constraints (A'y + s = 1),
    // row m the objective; column n holds the right-hand sides. Variables 0..n are y, n..n + m
    // the slacks.
    let w = n + 1;
    let mut d = vec![T::int(0); (m + 1) * w];
    for (i, row) in payoffs.iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            d[i * w + j] = x.plus(shift)?;
        }
        d[i * w + n] = T::int(1);
    }
    for j in 0..n {
        d[m * w + j] = T::int(-1);
    }
    let mut basic: Vec<usize> = (n..n + m).collect();
    let mut free: Vec<usize> = (0..n).collect();
    let mut pivot_row = vec![T::int(0); w];
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
        pivot(&mut d, w, r, s, &mut pivot_row)?;
        std::mem::swap(&mut basic[r], &mut free[s]);
    }
    let total = d[m * w + n];
    let mut column = vec![T::int(0); n];
    for (r, &b) in basic.iter().enumerate() {
        if b < n {
            column[b] = d[r * w + n].over(total)?;
        }
    }
    let mut row = vec![T::int(0); m];
    for (s, &f) in free.iter().enumerate() {
        if f >= n {
            row[f - n] = d[m * w + s].over(total)?;
        }
    }
    let value = T::int(1).over(total)?.minus(shift)?;
    Ok(Solution { value, row, column })
}

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
