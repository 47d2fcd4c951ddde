//! Exact elimination in big integers with no fraction ever formed (Bareiss, Edmonds): after a
//! pivot p, each entry x of a row becomes (p·x − f·y) / previous pivot, f the row's entry in the
//! pivot's column and y the pivot row's. By Sylvester's identity every entry is then a minor of
//! the start, so the division is exact and numbers grow as determinants do (linearly in the
//! pivots), where reduced fractions pay a gcd at every operation (on a 40 × 40 game, 100 times
//! as long).

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};
use std::cmp::Ordering;

/// Numbers `nums[k] / den` over one positive denominator.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Over {
    pub(crate) nums: Vec<BigInt>,
    pub(crate) den: BigInt,
}

/// `row[j] = (p·row[j] − f·pivot_row[j]) / previous` for every `j` but `skip`, where
/// `f = row[skip]`; the division is exact by Sylvester's identity.
fn eliminate(row: &mut [BigInt], pivot_row: &[BigInt], p: &BigInt, previous: &BigInt, skip: usize) {
    let f = row[skip].clone();
    for (j, (x, y)) in row.iter_mut().zip(pivot_row).enumerate() {
        if j != skip {
            let mut z = &*x * p;
            if !f.is_zero() {
                z -= &f * y;
            }
            *x = if previous.is_one() { z } else { z / previous };
        }
    }
}

/// The one solution of the equations `rows` (each `unknowns` coefficients, then the right-hand
/// side), over its denominator: Gauss–Jordan elimination, fraction-free. `None` if the
/// equations leave an unknown free or contradict one another.
///
/// # Complexity
/// O(rows · unknowns²) operations on numbers the size of the system's minors.
pub(crate) fn solve_system(mut rows: Vec<Vec<BigInt>>, unknowns: usize) -> Option<Over> {
    let mut previous = BigInt::one();
    for k in 0..unknowns {
        let r = (k..rows.len()).find(|&r| !rows[r][k].is_zero())?;
        rows.swap(k, r);
        let pivot_row = std::mem::take(&mut rows[k]);
        let p = pivot_row[k].clone();
        for row in rows.iter_mut() {
            if !row.is_empty() {
                eliminate(row, &pivot_row, &p, &previous, k);
                row[k] = BigInt::zero();
            }
        }
        rows[k] = pivot_row;
        previous = p;
    }
    // Rows past the unknowns now read 0 = their right-hand side.
    if rows[unknowns..].iter().any(|row| !row[unknowns].is_zero()) {
        return None;
    }
    // Every pivot row's diagonal entry is now the last pivot.
    let sign = if previous.is_negative() { -1 } else { 1 };
    Some(Over {
        nums: rows[..unknowns]
            .iter()
            .map(|row| &row[unknowns] * sign)
            .collect(),
        den: previous.abs(),
    })
}

/// A game's value and optimal strategies over one positive denominator.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Exact {
    pub(crate) value: BigInt,
    pub(crate) row: Vec<BigInt>,
    pub(crate) column: Vec<BigInt>,
    pub(crate) den: BigInt,
}

/// The game of the row player's `payoffs` solved by the simplex method on its program, as
/// `zero_sum::matrix_game` does (entries shifted to at least 1, max Σy subject to A'y ≤ 1,
/// y ≥ 0, the row strategy read off the dual), in an integer tableau `T` over the current
/// basis' determinant `D`. The entering column is the most negative reduced cost (Dantzig),
/// and after a pivot that leaves the objective where it was, the least index among the
/// improving ones (Bland) until one moves it: a run of such pivots is then one of Bland's rule,
/// which does not cycle, and the others raise the objective, so no basis comes twice.
/// `pivoted(k)` is told of each pivot.
///
/// # Panics
/// If `payoffs` is empty or its rows are empty or differ in length.
///
/// # Complexity
/// O(m n) operations per pivot on numbers the size of the game's minors.
pub(crate) fn simplex(payoffs: &[Vec<i64>], mut pivoted: impl FnMut(usize)) -> Exact {
    let (m, n) = (payoffs.len(), payoffs[0].len());
    assert!(m > 0 && n > 0 && payoffs.iter().all(|r| r.len() == n));
    let lowest = payoffs.iter().flatten().min().copied().expect("an entry");
    let shift = BigInt::from(1) - lowest;
    let w = n + 1;
    // Rows 0..m: A'y + s = 1; row m: the objective; column n: the right-hand sides.
    let mut t: Vec<BigInt> = Vec::with_capacity((m + 1) * w);
    for row in payoffs {
        t.extend(row.iter().map(|&x| x + &shift));
        t.push(BigInt::one());
    }
    t.extend((0..n).map(|_| BigInt::from(-1)));
    t.push(BigInt::zero());
    // Variables 0..n are y, n..n + m the slacks.
    let mut basic: Vec<usize> = (n..n + m).collect();
    let mut free: Vec<usize> = (0..n).collect();
    let mut d = BigInt::one();
    let mut bland = false;
    for pivots in 1.. {
        let improving = (0..n).filter(|&s| t[m * w + s].is_negative());
        let entering = if bland {
            improving.min_by_key(|&s| free[s])
        } else {
            improving.min_by(|&x, &y| t[m * w + x].cmp(&t[m * w + y]).then(free[x].cmp(&free[y])))
        };
        let Some(s) = entering else { break };
        // The ratio test t[r][n] / t[r][s] over positive t[r][s], by cross products; ties to
        // the least basic variable.
        let mut leaving: Option<usize> = None;
        for r in (0..m).filter(|&r| t[r * w + s].is_positive()) {
            let better = leaving.map_or(true, |b| {
                let order = (&t[r * w + n] * &t[b * w + s]).cmp(&(&t[b * w + n] * &t[r * w + s]));
                order == Ordering::Less || (order == Ordering::Equal && basic[r] < basic[b])
            });
            if better {
                leaving = Some(r);
            }
        }
        // Entries are positive, so every column has a positive entry: never unbounded.
        let r = leaving.expect("a bounded program");
        bland = t[r * w + n].is_zero();
        let pivot_row: Vec<BigInt> = t[r * w..(r + 1) * w].to_vec();
        let p = pivot_row[s].clone();
        for (i, row) in t.chunks_exact_mut(w).enumerate() {
            if i != r {
                eliminate(row, &pivot_row, &p, &d, s);
                row[s] = -std::mem::take(&mut row[s]);
            }
        }
        // The pivot row is kept as it is: over the new determinant p it is divided by p.
        t[r * w + s] = std::mem::replace(&mut d, p);
        std::mem::swap(&mut basic[r], &mut free[s]);
        pivoted(pivots);
    }
    // The program's optimum is t[m][n] / d = 1 / (v + shift); y = q / (v + shift), and the
    // dual's z = p / (v + shift) is the objective row under the slacks.
    let total = t[m * w + n].clone();
    let mut column = vec![BigInt::zero(); n];
    for (r, &b) in basic.iter().enumerate() {
        if b < n {
            column[b] = t[r * w + n].clone();
        }
    }
    let mut row = vec![BigInt::zero(); m];
    for (s, &f) in free.iter().enumerate() {
        if f >= n {
            row[f - n] = t[m * w + s].clone();
        }
    }
    Exact {
        value: d - &shift * &total,
        row,
        column,
        den: total,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(xs: &[i64]) -> Vec<BigInt> {
        xs.iter().map(|&x| BigInt::from(x)).collect()
    }

    #[test]
    fn systems_are_solved_or_refused() {
        // 2x + y = 5, x − y = 1 (and a third equation that agrees): x = 2, y = 1.
        let rows = vec![big(&[2, 1, 5]), big(&[1, -1, 1]), big(&[3, 0, 6])];
        let x = solve_system(rows.clone(), 2).unwrap();
        assert_eq!(
            x.nums.iter().map(|v| v / &x.den).collect::<Vec<_>>(),
            big(&[2, 1])
        );
        // One that disagrees, and one that leaves y free.
        let mut wrong = rows;
        wrong[2] = big(&[3, 0, 7]);
        assert_eq!(solve_system(wrong, 2), None);
        assert_eq!(
            solve_system(vec![big(&[1, 1, 1]), big(&[2, 2, 2])], 2),
            None
        );
        // x / 3 over a negative last pivot: -3x = -1.
        let x = solve_system(vec![big(&[-3, -1])], 1).unwrap();
        assert_eq!((x.nums, x.den), (big(&[1]), BigInt::from(3)));
    }

    #[test]
    fn matching_pennies_for_three() {
        let game = simplex(&[vec![3, -1], vec![-1, 1]], |_| {});
        let reduce = |x: &BigInt| (x * 3 / &game.den, (x * 3) % &game.den);
        assert_eq!(reduce(&game.value), (BigInt::from(1), BigInt::zero()));
        assert_eq!(
            game.row.iter().map(reduce).collect::<Vec<_>>()[1].0,
            BigInt::from(2)
        );
        assert_eq!(
            game.column.iter().map(reduce).collect::<Vec<_>>()[0].0,
            BigInt::from(1)
        );
    }
}
