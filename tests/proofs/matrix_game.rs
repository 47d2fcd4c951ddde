//! Matrix games, exact and in floating point, against checks that share nothing with the
//! simplex method: the optimality certificate min_j p·A_j = v = max_i A_i·q in big-integer
//! fractions (which holds only for the value and optimal strategies), the 2×2 closed form, and
//! the value by support enumeration (Shapley–Snow: some extreme optimal strategy equalises a
//! square submatrix, so the best such candidate is the value) for hide and seek on small DAGs.

use crate::loopy::Lcg;
use grundy::problems::graphs::hide_and_seek::expected_end;
use grundy::zero_sum::matrix_game::{solve, Solution, Solver};
use grundy::zero_sum::number::{Overflow, Scalar};
use grundy::zero_sum::ratio::Ratio;
use grundy::zero_sum::staged::{values, Cell, Matrix, StagedError};
use num_bigint::BigInt;
use std::cmp::Ordering;

/// A fraction of big integers, denominator positive (not kept in lowest terms).
#[derive(Clone, Debug)]
struct Q(BigInt, BigInt);

impl Q {
    fn int(n: i64) -> Q {
        Q(n.into(), 1.into())
    }
    fn of(r: Ratio) -> Q {
        Q(r.numer().into(), r.denom().into())
    }
    fn add(&self, o: &Q) -> Q {
        Q(&self.0 * &o.1 + &o.0 * &self.1, &self.1 * &o.1)
    }
    fn sub(&self, o: &Q) -> Q {
        Q(&self.0 * &o.1 - &o.0 * &self.1, &self.1 * &o.1)
    }
    fn mul(&self, o: &Q) -> Q {
        Q(&self.0 * &o.0, &self.1 * &o.1)
    }
    fn div(&self, o: &Q) -> Q {
        let (n, d) = (&self.0 * &o.1, &self.1 * &o.0);
        if d < BigInt::from(0) {
            Q(-n, -d)
        } else {
            Q(n, d)
        }
    }
    fn is_zero(&self) -> bool {
        self.0 == BigInt::from(0)
    }
    fn cmp(&self, o: &Q) -> Ordering {
        (&self.0 * &o.1).cmp(&(&o.0 * &self.1))
    }
}

fn ratio_matrix(a: &[Vec<i64>]) -> Vec<Vec<Ratio>> {
    a.iter()
        .map(|r| r.iter().map(|&x| Ratio::int(x)).collect())
        .collect()
}

/// Checks that `s` is the value and a pair of optimal strategies of `a`, in big fractions.
fn certify(a: &[Vec<i64>], s: &Solution<Ratio>) {
    let (m, n) = (a.len(), a[0].len());
    let p: Vec<Q> = s.row.iter().map(|&x| Q::of(x)).collect();
    let q: Vec<Q> = s.column.iter().map(|&x| Q::of(x)).collect();
    let v = Q::of(s.value);
    for x in p.iter().chain(&q) {
        assert!(x.cmp(&Q::int(0)) != Ordering::Less, "{a:?}: {s:?}");
    }
    let sum = |xs: &[Q]| xs.iter().fold(Q::int(0), |t, x| t.add(x));
    assert_eq!(sum(&p).cmp(&Q::int(1)), Ordering::Equal, "{a:?}: {s:?}");
    assert_eq!(sum(&q).cmp(&Q::int(1)), Ordering::Equal, "{a:?}: {s:?}");
    let column_gain = |j: usize| {
        sum(&(0..m)
            .map(|i| p[i].mul(&Q::int(a[i][j])))
            .collect::<Vec<_>>())
    };
    let row_gain = |i: usize| {
        sum(&(0..n)
            .map(|j| q[j].mul(&Q::int(a[i][j])))
            .collect::<Vec<_>>())
    };
    let worst = (0..n).map(column_gain).min_by(|x, y| x.cmp(y)).unwrap();
    let best = (0..m).map(row_gain).max_by(|x, y| x.cmp(y)).unwrap();
    assert_eq!(worst.cmp(&v), Ordering::Equal, "{a:?}: {s:?}");
    assert_eq!(best.cmp(&v), Ordering::Equal, "{a:?}: {s:?}");
}

fn random_matrix(rng: &mut Lcg, m: usize, n: usize, spread: usize) -> Vec<Vec<i64>> {
    (0..m)
        .map(|_| {
            (0..n)
                .map(|_| rng.below(2 * spread + 1) as i64 - spread as i64)
                .collect()
        })
        .collect()
}

#[test]
fn exact_solutions_are_certified_optimal_on_random_matrices() {
    let mut rng = Lcg(35);
    // One solver of each kind for every game, of every size in turn: its room is reused.
    let (mut exact, mut floating) = (Solver::default(), Solver::default());
    for round in 0..3000 {
        let (m, n) = (1 + rng.below(6), 1 + rng.below(6));
        let spread = [1, 3, 10, 1000][round % 4];
        let a = random_matrix(&mut rng, m, n, spread);
        let s = solve(&ratio_matrix(&a)).unwrap();
        certify(&a, &s);
        let flat: Vec<Ratio> = ratio_matrix(&a).concat();
        assert_eq!(exact.value(&flat, n).unwrap(), s.value, "{a:?}");
        // The same game in floating point has the same value.
        let f: Vec<Vec<f64>> = a
            .iter()
            .map(|r| r.iter().map(|&x| x as f64).collect())
            .collect();
        let float = solve(&f).unwrap();
        assert_eq!(
            floating.value(&f.concat(), n).unwrap(),
            float.value,
            "{a:?}"
        );
        let gap = (float.value - s.value.to_f64()).abs();
        assert!(
            gap < 1e-9 * (spread as f64),
            "{a:?}: {} {}",
            float.value,
            s.value
        );
    }
}

#[test]
fn games_built_to_be_degenerate_are_certified() {
    // Repeated rows and columns, constant games, scaled identities, Rock–Paper–Scissors.
    let games: Vec<Vec<Vec<i64>>> = vec![
        vec![vec![0, 1, -1], vec![-1, 0, 1], vec![1, -1, 0]],
        vec![vec![2, 2], vec![2, 2]],
        vec![vec![1, 0, 0], vec![0, 1, 0], vec![0, 0, 1]],
        vec![vec![1, -1], vec![1, -1], vec![-1, 1], vec![-1, 1]],
        vec![vec![3, 3, -1, -1], vec![-1, -1, 3, 3]],
        vec![vec![i64::from(i32::MAX), -1], vec![-1, 1]],
        vec![vec![5]],
    ];
    for a in &games {
        certify(a, &solve(&ratio_matrix(a)).unwrap());
    }
    // Rock–Paper–Scissors: value 0, a third each.
    let rps = solve(&ratio_matrix(&games[0])).unwrap();
    let third = Ratio::new(1, 3).unwrap();
    assert_eq!(rps.row, vec![third; 3]);
    assert_eq!(rps.column, vec![third; 3]);
}

#[test]
fn two_by_two_games_match_the_closed_form() {
    // Without a saddle point, v = (ad - bc) / (a + d - b - c); with one, the saddle entry, found
    // here by trying every pure pair.
    let range = -3..=3i64;
    for a in range.clone() {
        for b in range.clone() {
            for c in range.clone() {
                for d in range.clone() {
                    let m = [[a, b], [c, d]];
                    let saddle =
                        (0..2)
                            .flat_map(|i| (0..2).map(move |j| (i, j)))
                            .find(|&(i, j)| {
                                m[i][j] == m[i].iter().copied().min().unwrap()
                                    && m[i][j] == m[0][j].max(m[1][j])
                            });
                    let expected = match saddle {
                        Some((i, j)) => Ratio::int(m[i][j]),
                        None => Ratio::new(i128::from(a * d - b * c), i128::from(a + d - b - c))
                            .unwrap(),
                    };
                    let got = solve(&ratio_matrix(&[vec![a, b], vec![c, d]])).unwrap();
                    assert_eq!(got.value, expected, "{m:?}");
                }
            }
        }
    }
}

#[test]
fn fractions_agree_with_big_integers_or_report_overflow() {
    let mut rng = Lcg(4232);
    let big = |rng: &mut Lcg| -> i128 {
        let bits = rng.below(126) as u32;
        let magnitude = ((rng.below(1 << 30) as i128) << 96 | rng.below(1 << 30) as i128)
            >> (126 - bits).min(126);
        if rng.below(2) == 0 {
            -magnitude
        } else {
            magnitude
        }
    };
    let fits = |q: &Q| -> Option<Ratio> {
        // The reduced fraction, if it fits in i128.
        let g = num_integer_gcd(&q.0, &q.1);
        let (n, d) = (&q.0 / &g, &q.1 / &g);
        let n = i128::try_from(n).ok()?;
        let d = i128::try_from(d).ok()?;
        Ratio::new(n, d).ok()
    };
    for _ in 0..20000 {
        let mut pick = || loop {
            let d = big(&mut rng).abs();
            if d > 0 {
                return Ratio::new(big(&mut rng), d).unwrap();
            }
        };
        let (x, y) = (pick(), pick());
        let (qx, qy) = (Q::of(x), Q::of(y));
        assert_eq!(x.cmp(&y), qx.cmp(&qy), "{x} {y}");
        let ops: [(Result<Ratio, Overflow>, Q); 3] = [
            (x.plus(y), qx.add(&qy)),
            (x.minus(y), qx.sub(&qy)),
            (x.times(y), qx.mul(&qy)),
        ];
        for (got, want) in ops {
            match (got, fits(&want)) {
                (Ok(r), Some(w)) => assert_eq!(r, w, "{x} {y}"),
                (Err(Overflow), None) => {}
                // An intermediate product may overflow where the reduced result would fit.
                (Err(Overflow), Some(_)) => {}
                (Ok(r), None) => panic!("{x} {y}: {r} does not fit"),
            }
        }
        if !qy.is_zero() {
            if let Ok(r) = x.over(y) {
                assert_eq!(Q::of(r).cmp(&qx.div(&qy)), Ordering::Equal, "{x} / {y}");
            }
        }
    }
}

fn num_integer_gcd(a: &BigInt, b: &BigInt) -> BigInt {
    let (mut a, mut b) = (a.clone(), b.clone());
    let zero = BigInt::from(0);
    while b != zero {
        let r = &a % &b;
        a = b;
        b = r;
    }
    if a < zero {
        -a
    } else {
        a
    }
}

/// The solution of the square system `rows · x = rhs` by Gaussian elimination, if unique.
fn solve_system(mut rows: Vec<Vec<Q>>, mut rhs: Vec<Q>) -> Option<Vec<Q>> {
    let k = rows.len();
    for c in 0..k {
        let p = (c..k).find(|&r| !rows[r][c].is_zero())?;
        rows.swap(c, p);
        rhs.swap(c, p);
        for r in 0..k {
            if r != c && !rows[r][c].is_zero() {
                let f = rows[r][c].div(&rows[c][c]);
                let pivot_row = rows[c].clone();
                for (x, y) in rows[r].iter_mut().zip(&pivot_row) {
                    *x = x.sub(&f.mul(y));
                }
                rhs[r] = rhs[r].sub(&f.mul(&rhs[c]));
            }
        }
    }
    Some((0..k).map(|i| rhs[i].div(&rows[i][i])).collect())
}

/// All subsets of `0..n` of size `k`.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    (0u32..1 << n)
        .filter(|s| s.count_ones() as usize == k)
        .map(|s| (0..n).filter(|&i| s >> i & 1 == 1).collect())
        .collect()
}

/// The value of the game `a` by support enumeration: the best guarantee min_j p·A_j over the
/// strategies p that make the row player indifferent among a set of columns as large as p's
/// support.
fn value_by_supports(a: &[Vec<Q>]) -> Q {
    let (m, n) = (a.len(), a[0].len());
    let mut best: Option<Q> = None;
    for k in 1..=m.min(n) {
        for rows in subsets(m, k) {
            for columns in subsets(n, k) {
                // Unknowns p_rows and v: Σ p_i a_ij - v = 0 for j in columns, Σ p_i = 1.
                let mut system = Vec::new();
                let mut rhs = Vec::new();
                for &j in &columns {
                    let mut line: Vec<Q> = rows.iter().map(|&i| a[i][j].clone()).collect();
                    line.push(Q::int(-1));
                    system.push(line);
                    rhs.push(Q::int(0));
                }
                let mut total = vec![Q::int(1); k];
                total.push(Q::int(0));
                system.push(total);
                rhs.push(Q::int(1));
                let Some(x) = solve_system(system, rhs) else {
                    continue;
                };
                if x[..k].iter().any(|p| p.cmp(&Q::int(0)) == Ordering::Less) {
                    continue;
                }
                let guarantee = (0..n)
                    .map(|j| {
                        rows.iter()
                            .enumerate()
                            .fold(Q::int(0), |t, (r, &i)| t.add(&x[r].mul(&a[i][j])))
                    })
                    .min_by(|x, y| x.cmp(y))
                    .unwrap();
                if best
                    .as_ref()
                    .map_or(true, |b| guarantee.cmp(b) == Ordering::Greater)
                {
                    best = Some(guarantee);
                }
            }
        }
    }
    best.unwrap()
}

#[test]
fn support_enumeration_agrees_with_the_simplex_method() {
    let mut rng = Lcg(7);
    for _ in 0..300 {
        let (m, n) = (1 + rng.below(4), 1 + rng.below(4));
        let a = random_matrix(&mut rng, m, n, 4);
        let big: Vec<Vec<Q>> = a
            .iter()
            .map(|r| r.iter().map(|&x| Q::int(x)).collect())
            .collect();
        let v = solve(&ratio_matrix(&a)).unwrap().value;
        assert_eq!(
            value_by_supports(&big).cmp(&Q::of(v)),
            Ordering::Equal,
            "{a:?}"
        );
    }
}

/// The expected ending time of hide and seek, from the rules: at time `time` the hider on `h`
/// and the seeker on `s` (apart) each pick to stay or walk an edge; meeting ends play at the
/// next time, and surviving step t ends it at t + 1.
fn hide_and_seek(next: &[Vec<usize>], time: usize, h: usize, s: usize, t: usize) -> Q {
    if time == t {
        return Q::int(t as i64 + 1);
    }
    let stand = |v: usize| {
        let mut all = vec![v];
        all.extend(&next[v]);
        all
    };
    let matrix: Vec<Vec<Q>> = stand(h)
        .into_iter()
        .map(|a| {
            stand(s)
                .into_iter()
                .map(|b| match a == b {
                    true => Q::int(time as i64 + 1),
                    false => hide_and_seek(next, time + 1, a, b, t),
                })
                .collect()
        })
        .collect();
    value_by_supports(&matrix)
}

/// Every DAG on `n` vertices as out-neighbour lists: each subset of ordered pairs without a
/// cycle.
fn all_dags(n: usize) -> Vec<Vec<Vec<usize>>> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (0..n).filter(move |&b| b != a).map(move |b| (a, b)))
        .collect();
    let mut dags = Vec::new();
    for mask in 0u32..1 << pairs.len() {
        let mut next = vec![Vec::new(); n];
        for (i, &(a, b)) in pairs.iter().enumerate() {
            if mask >> i & 1 == 1 {
                next[a].push(b);
            }
        }
        if grundy::search::sg::dag_values(&next).is_ok() {
            dags.push(next);
        }
    }
    dags
}

fn check_hide_and_seek(next: &[Vec<usize>], t: usize) {
    let n = next.len();
    for h in 0..n {
        for s in 0..n {
            let expected = match h == s {
                true => Q::int(0),
                false => hide_and_seek(next, 0, h, s, t),
            };
            let exact: Result<Ratio, StagedError> = expected_end(next, h, s, t);
            let exact = exact.unwrap();
            assert_eq!(
                Q::of(exact).cmp(&expected),
                Ordering::Equal,
                "{next:?} {h} {s} {t}"
            );
            let float: f64 = expected_end(next, h, s, t).unwrap();
            assert!(
                (float - exact.to_f64()).abs() < 1e-9,
                "{next:?} {h} {s} {t}"
            );
        }
    }
}

#[test]
fn hide_and_seek_matches_support_enumeration_on_every_small_dag() {
    for n in 1..=3 {
        for next in all_dags(n) {
            for t in 0..=3 {
                check_hide_and_seek(&next, t);
            }
        }
    }
    // Larger random DAGs (edges from lower to higher vertices of a shuffled order).
    let mut rng = Lcg(4);
    for _ in 0..30 {
        let n = 4 + rng.below(2);
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let mut next = vec![Vec::new(); n];
        for a in 0..n {
            for b in a + 1..n {
                if rng.below(2) == 0 {
                    next[order[a]].push(order[b]);
                }
            }
        }
        check_hide_and_seek(&next, 1 + rng.below(3));
    }
}

#[test]
fn hide_and_seek_samples() {
    for (file, text, expected) in crate::samples_of("luogu_p4232") {
        let numbers: Vec<usize> = text
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        let (n, m, h, s, t) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4]);
        let mut next = vec![Vec::new(); n];
        for e in 0..m {
            next[numbers[5 + 2 * e] - 1].push(numbers[6 + 2 * e] - 1);
        }
        let end: f64 = expected_end(&next, h - 1, s - 1, t).unwrap();
        assert_eq!(format!("{end:.3}\n"), expected, "{file:?}");
    }
}

#[test]
fn staged_games_report_cycles_missing_states_and_bad_shapes() {
    let pennies = |m: &mut Matrix<f64>| {
        m.row([Cell::Payoff(1.0), Cell::Payoff(-1.0)]);
        m.row([Cell::Payoff(-1.0), Cell::Payoff(1.0)]);
    };
    // 0 -> 1 -> 2 -> 1 is a cycle through 1.
    let cycle = |s: usize, m: &mut Matrix<f64>| match s {
        0 | 2 => m.row([Cell::State(1)]),
        _ => m.row([Cell::Payoff(0.0), Cell::State(2)]),
    };
    assert_eq!(values(3, &[0], cycle), Err(StagedError::Cycle { state: 1 }));
    let beyond = |_: usize, m: &mut Matrix<f64>| m.row([Cell::State(7)]);
    let out = StagedError::OutOfRange { state: 0, to: 7 };
    assert_eq!(values(2, &[0], beyond), Err(out));
    let root = StagedError::OutOfRange { state: 5, to: 5 };
    assert_eq!(
        values(2, &[5], |_, m: &mut Matrix<f64>| pennies(m)),
        Err(root)
    );
    // No row, an empty row (first or later), rows of different lengths.
    let shape = |k: usize, m: &mut Matrix<f64>| match k {
        0 => {}
        1 => {
            m.row([]);
            m.row([Cell::Payoff(1.0)]);
        }
        2 => {
            m.row([Cell::Payoff(1.0)]);
            m.row([]);
        }
        _ => {
            m.row([Cell::Payoff(1.0), Cell::Payoff(2.0)]);
            m.row([Cell::Payoff(1.0)]);
        }
    };
    for k in 0..4 {
        let game = |s: usize, m: &mut Matrix<f64>| match s {
            0 => m.row([Cell::State(1), Cell::Payoff(1.0)]),
            _ => shape(k, m),
        };
        assert_eq!(
            values(2, &[0], game),
            Err(StagedError::Shape { state: 1 }),
            "{k}"
        );
    }
    // Many roots, states shared between them and the room of each depth reused: the same
    // values as each root alone.
    let chain = |s: usize, m: &mut Matrix<f64>| match s {
        0 => pennies(m),
        _ => {
            m.row([Cell::State(s - 1), Cell::Payoff(s as f64)]);
            m.row([Cell::Payoff(-(s as f64)), Cell::State(s / 2)]);
        }
    };
    let all = values(9, &[8, 3, 6, 0], chain).unwrap();
    for root in [8, 3, 6, 0] {
        assert_eq!(
            values(9, &[root], chain).unwrap()[root],
            all[root],
            "{root}"
        );
    }
}
