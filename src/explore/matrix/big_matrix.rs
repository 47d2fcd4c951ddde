//! `sg matrix` past 128-bit fractions: a matrix game solved exactly in big integers. The
//! floating-point simplex method (`zero_sum::matrix_game` over `f64`) names each strategy's
//! support and the lines the other strategy holds level; the equations these make are solved
//! exactly, and the answer stands only if the optimality certificate min_j p·A_j = v =
//! max_i A_i·q holds exactly, which proves it (the row player secures v, the column player
//! concedes no more). Else (rounding misled, or the game is degenerate) the exact simplex method
//! in an integer tableau solves what dominance leaves, its progress shown on stderr.

use super::fraction_free::{simplex, solve_system, Exact, Over};
use crate::explore::output::Progress;
use crate::zero_sum::matrix_game::{self, undominated, Solution};
use crate::zero_sum::ratio::Ratio;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};
use std::fmt;

/// A fraction in lowest terms, its denominator positive; printed `a/b`, or `a` if b is 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fraction {
    num: BigInt,
    den: BigInt,
}

impl Fraction {
    /// `num / den`, `den` positive.
    fn new(num: &BigInt, den: &BigInt) -> Fraction {
        let g = num.gcd(den);
        Fraction {
            num: num / &g,
            den: den / &g,
        }
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.den.is_one() {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// How far a probability of the floating-point solution must be above 0 to be in a support.
const SUPPORT: f64 = 1e-9;
/// How near a line's payoff (payoffs scaled to at most 1) must be to the floating-point value
/// to be held level.
const LEVEL: f64 = 1e-6;

/// The value and optimal strategies of the game of the row player's `payoffs` (rows of one
/// length, at least one of one entry), exact.
///
/// # Complexity
/// The floating-point simplex method, two systems of support size solved exactly, and O(m n)
/// to check them; at worst the exact simplex method, O(m n) operations per pivot on numbers the
/// size of the game's minors (a 100 × 100 game of random payoffs up to 10^9: 300 pivots on
/// numbers of 1700 bits).
pub(crate) fn solve(payoffs: &[Vec<i64>]) -> Solution<Fraction> {
    let exact = guided(payoffs)
        .filter(|game| certified(payoffs, game))
        .unwrap_or_else(|| by_simplex(payoffs));
    let over = |xs: &[BigInt]| xs.iter().map(|x| Fraction::new(x, &exact.den)).collect();
    Solution {
        value: Fraction::new(&exact.value, &exact.den),
        row: over(&exact.row),
        column: over(&exact.column),
    }
}

/// The answer the floating-point solution points to, if its equations have one solution.
fn guided(a: &[Vec<i64>]) -> Option<Exact> {
    let (m, n) = (a.len(), a[0].len());
    // Payoffs scaled to at most 1 either way: the floating-point method's signs are absolute.
    let largest = a
        .iter()
        .flatten()
        .map(|x| x.abs())
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let floats: Vec<Vec<f64>> = a
        .iter()
        .map(|row| row.iter().map(|&x| x as f64 / largest).collect())
        .collect();
    let game = matrix_game::solve(&floats).ok()?;
    let level = LEVEL;
    let support = |p: &[f64]| -> Vec<usize> { (0..p.len()).filter(|&k| p[k] > SUPPORT).collect() };
    let (rows, columns) = (support(&game.row), support(&game.column));
    // q on `columns` and v: Σq = 1 and A_i·q = v on every row the floating q holds level.
    let level_rows = (0..m).filter(|&i| {
        let payoff: f64 = (0..n).map(|j| floats[i][j] * game.column[j]).sum();
        payoff >= game.value - level
    });
    let q = strategy(&columns, level_rows, |i, j| a[i][j])?;
    // p on `rows` and v: Σp = 1 and p·A_j = v on every column the floating p holds level.
    let level_columns = (0..n).filter(|&j| {
        let payoff: f64 = (0..m).map(|i| floats[i][j] * game.row[i]).sum();
        payoff <= game.value + level
    });
    let p = strategy(&rows, level_columns, |j, i| a[i][j])?;
    // Both over the product of the two denominators.
    let spread = |x: &Over, len: usize, support: &[usize], by: &BigInt| {
        let mut all = vec![BigInt::zero(); len];
        for (&k, y) in support.iter().zip(&x.nums) {
            all[k] = y * by;
        }
        all
    };
    Some(Exact {
        value: &q.nums[columns.len()] * &p.den,
        row: spread(&p, m, &rows, &q.den),
        column: spread(&q, n, &columns, &p.den),
        den: &p.den * &q.den,
    })
}

/// The solution, over its denominator, of Σ_k x_k = 1 and Σ_k entry(line, k) x_k = v for each of
/// `lines`, the unknowns x_k for k in `support` and then v.
fn strategy(
    support: &[usize],
    lines: impl Iterator<Item = usize>,
    entry: impl Fn(usize, usize) -> i64,
) -> Option<Over> {
    let unknowns = support.len() + 1;
    let mut equations = vec![];
    let mut sum: Vec<BigInt> = vec![BigInt::one(); unknowns + 1];
    sum[support.len()] = BigInt::zero();
    equations.push(sum);
    for line in lines {
        let mut equation: Vec<BigInt> = support.iter().map(|&k| entry(line, k).into()).collect();
        equation.extend([BigInt::from(-1), BigInt::zero()]);
        equations.push(equation);
    }
    if equations.len() < unknowns {
        return None;
    }
    solve_system(equations, unknowns)
}

/// Whether `game` is the value and optimal strategies of the game `a`: probabilities that sum to
/// 1, the row strategy getting at least the value against every column and the column strategy
/// conceding at most the value against every row.
fn certified(a: &[Vec<i64>], game: &Exact) -> bool {
    let probabilities =
        |p: &[BigInt]| p.iter().all(|x| !x.is_negative()) && p.iter().sum::<BigInt>() == game.den;
    let gets = |j: usize| -> BigInt { a.iter().zip(&game.row).map(|(r, p)| p * r[j]).sum() };
    let concedes = |r: &[i64]| -> BigInt { r.iter().zip(&game.column).map(|(&x, q)| q * x).sum() };
    game.den.is_positive()
        && probabilities(&game.row)
        && probabilities(&game.column)
        && (0..a[0].len()).all(|j| gets(j) >= game.value)
        && a.iter().all(|r| concedes(r) <= game.value)
}

/// The exact simplex method on what dominance leaves of `a`, its strategies put back in place.
///
/// # Panics
/// If the simplex method's answer fails the certificate (a defect, never seen).
fn by_simplex(a: &[Vec<i64>]) -> Exact {
    let ratios: Vec<Vec<Ratio>> = a
        .iter()
        .map(|r| r.iter().map(|&x| Ratio::whole(x.into())).collect())
        .collect();
    let (rows, columns) = undominated(&ratios);
    let kept: Vec<Vec<i64>> = rows
        .iter()
        .map(|&i| columns.iter().map(|&j| a[i][j]).collect())
        .collect();
    let mut progress = Progress::new(None, true).counting("pivots");
    let game = simplex(&kept, |pivots| progress.show_values(pivots));
    progress.clear();
    let place = |xs: Vec<BigInt>, at: &[usize], len: usize| {
        let mut all = vec![BigInt::zero(); len];
        for (&k, x) in at.iter().zip(xs) {
            all[k] = x;
        }
        all
    };
    let game = Exact {
        row: place(game.row, &rows, a.len()),
        column: place(game.column, &columns, a[0].len()),
        ..game
    };
    assert!(
        certified(a, &game),
        "the exact simplex method's answer is optimal"
    );
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random games, degenerate ones among them (payoffs from few values): both routes give the
    /// same certified value.
    #[test]
    fn both_routes_agree() {
        let mut seed = 7u64;
        let mut next = |k: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % k
        };
        let (mut guided_ones, mut games) = (0, 0);
        for spread in [1, 2, 5, 1000, 1_000_000_000] {
            for _ in 0..40 {
                let (m, n) = (1 + next(12) as usize, 1 + next(12) as usize);
                let a: Vec<Vec<i64>> = (0..m)
                    .map(|_| {
                        (0..n)
                            .map(|_| next(2 * spread + 1) as i64 - spread as i64)
                            .collect()
                    })
                    .collect();
                let exact = by_simplex(&a);
                let value = Fraction::new(&exact.value, &exact.den);
                if let Some(game) = guided(&a).filter(|game| certified(&a, game)) {
                    assert_eq!(Fraction::new(&game.value, &game.den), value, "{a:?}");
                    guided_ones += 1;
                }
                assert_eq!(solve(&a).value, value);
                games += 1;
            }
        }
        // The floating-point guide is right on most games.
        assert!(guided_ones * 10 >= games * 8, "{guided_ones} of {games}");
    }
}
