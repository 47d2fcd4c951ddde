//! `sg matrix` as a user runs it: exact values and strategies, checked by the optimality
//! certificate (min_j p·A_j = v = max_i A_i·q, in fractions of big integers, read from the
//! printed text), and one error line with status 1 for every kind of bad file.

use crate::common::sg_with_input;
use num_bigint::BigInt;

/// A fraction as (numerator, denominator), the denominator positive.
type Fraction = (BigInt, BigInt);

/// A printed fraction `a/b` or `a`.
fn fraction(word: &str) -> Fraction {
    let (a, b) = word.split_once('/').unwrap_or((word, "1"));
    let (a, b): (BigInt, BigInt) = (a.parse().unwrap(), b.parse().unwrap());
    assert!(b > BigInt::from(0), "{word}");
    (a, b)
}

/// The three lines' numbers: value, row strategy, column strategy.
fn read(out: &str) -> (Fraction, Vec<Fraction>, Vec<Fraction>) {
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    let words = |line: &str, head: &str| -> Vec<Fraction> {
        let rest = line.strip_prefix(head).unwrap_or_else(|| panic!("{out}"));
        rest.split(' ').map(fraction).collect()
    };
    (
        words(lines[0], "value ")[0].clone(),
        words(lines[1], "row "),
        words(lines[2], "column "),
    )
}

/// Σ w_k x_k over fractions w and integers x, as one fraction.
fn weighted(w: &[Fraction], x: impl Iterator<Item = i64>) -> Fraction {
    let mut total = (BigInt::from(0), BigInt::from(1));
    for ((a, b), x) in w.iter().zip(x) {
        total = (&total.0 * b + a * x * &total.1, &total.1 * b);
    }
    total
}

fn same(x: &Fraction, y: &Fraction) -> bool {
    &x.0 * &y.1 == &y.0 * &x.1
}

fn less(x: &Fraction, y: &Fraction) -> bool {
    &x.0 * &y.1 < &y.0 * &x.1
}

/// Runs `sg matrix` on `a` and checks the answer is the value and optimal strategies.
fn certified(a: &[Vec<i64>]) -> String {
    let (m, n) = (a.len(), a[0].len());
    let mut input = format!("{m} {n}\n");
    for row in a {
        let words: Vec<String> = row.iter().map(i64::to_string).collect();
        input += &(words.join(" ") + "\n");
    }
    let (code, out, err) = sg_with_input(&["matrix"], &input);
    assert!(code == 0 && err.is_empty(), "{input}: {err}");
    let (v, p, q) = read(&out);
    assert_eq!((p.len(), q.len()), (m, n), "{out}");
    let zero = (BigInt::from(0), BigInt::from(1));
    for x in p.iter().chain(&q) {
        assert!(!less(x, &zero), "{out}");
    }
    let one = (BigInt::from(1), BigInt::from(1));
    assert!(same(&weighted(&p, std::iter::repeat(1)), &one), "{out}");
    assert!(same(&weighted(&q, std::iter::repeat(1)), &one), "{out}");
    for j in 0..n {
        let gain = weighted(&p, a.iter().map(|r| r[j]));
        assert!(!less(&gain, &v), "{input}{out}: column {j}");
    }
    for row in a {
        let loss = weighted(&q, row.iter().copied());
        assert!(!less(&v, &loss), "{input}{out}: {row:?}");
    }
    out
}

#[test]
fn values_and_strategies_are_exact() {
    assert_eq!(
        certified(&[vec![3, -1], vec![-1, 1]]),
        "value 1/3\nrow 1/3 2/3\ncolumn 1/3 2/3\n"
    );
    // A saddle point at -2: pure strategies.
    assert_eq!(
        certified(&[vec![-2, 5], vec![-3, 7], vec![-4, -5]]),
        "value -2\nrow 1 0 0\ncolumn 1 0\n"
    );
    assert_eq!(
        certified(&[vec![0, 1, -1], vec![-1, 0, 1], vec![1, -1, 0]]),
        "value 0\nrow 1/3 1/3 1/3\ncolumn 1/3 1/3 1/3\n"
    );
    // Value 3/2 with a dominated third row.
    assert!(certified(&[vec![2, 1], vec![1, 2], vec![0, 0]]).starts_with("value 3/2\n"));
    certified(&[
        vec![1_000_000_000, -1_000_000_000],
        vec![-999_999_999, 1_000_000_000],
    ]);
    let mut seed = 35u64;
    for _ in 0..60 {
        let mut next = |k: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % k
        };
        let (m, n) = (1 + next(6) as usize, 1 + next(6) as usize);
        let a: Vec<Vec<i64>> = (0..m)
            .map(|_| (0..n).map(|_| next(21) as i64 - 10).collect())
            .collect();
        certified(&a);
    }
}

/// An `m` × `m` game of pseudo-random payoffs from -`spread` to `spread`.
fn random_game(m: usize, spread: u64, mut seed: u64) -> Vec<Vec<i64>> {
    let mut next = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) % (2 * spread + 1)) as i64 - spread as i64
    };
    (0..m).map(|_| (0..m).map(|_| next()).collect()).collect()
}

#[test]
fn games_past_128_bit_fractions_are_exact() {
    // 100 × 100 at the largest payoffs, and 60 × 60 of payoffs to 1000: in both the value's
    // denominator is past i128, so the 128-bit fractions could not have found it.
    for (m, spread) in [(100, 1_000_000_000), (60, 1000)] {
        let out = certified(&random_game(m, spread, 2024));
        let (value, p, q) = read(&out);
        assert!(value.1 > BigInt::from(i128::MAX), "{}", &out[..200]);
        // Mixed strategies: neither player has a pure answer.
        let support = |x: &[Fraction]| x.iter().filter(|x| x.0 != BigInt::from(0)).count();
        assert!(support(&p) > 1 && support(&q) > 1);
    }
}

#[test]
fn bad_files_are_one_error_line_with_status_1() {
    for (input, words) in [
        ("", "the number of rows"),
        ("2", "the number of columns"),
        ("0 2\n", "from 1 to 100"),
        ("2 0\n", "from 1 to 100"),
        ("101 1\n", "from 1 to 100"),
        ("-1 2\n", "from 1 to 100"),
        ("2 2\n1 2\n3\n", "expected 2 payoffs in row 2, found 1"),
        ("2 2\n1 2\n", "ending before row 2"),
        // Ragged rows whose payoffs add up to m × n: read as one stream they passed.
        ("2 2\n1 2 3\n4\n", "expected 2 payoffs in row 1, found 3"),
        ("3 2\n1 2\n3\n4 5 6\n", "in row 2, found 1"),
        ("2 2 2\n1 2\n3 4\n", "alone on the first line"),
        ("1 1\n-9223372036854775808\n", "from -1000000000"),
        ("1 1\n-1000000001\n", "from -1000000000"),
        ("1 2\n1 2\n3\n", "nothing after them, found '3'"),
        ("2 2\n1 x\n3 4\n", "row 1, column 2, found 'x'"),
        ("1 2\n1 2.5\n", "found '2.5'"),
        ("1 1\n1000000001\n", "from -1000000000 to 1000000000"),
        ("1 1\n99999999999999999999999\n", "from -1000000000"),
        ("1 2\n1 2 3\n", "expected 2 payoffs in row 1, found 3"),
        ("a b\n", "found 'a'"),
    ] {
        let (code, out, err) = sg_with_input(&["matrix"], input);
        assert!(
            code == 1 && out.is_empty() && err.lines().count() == 1,
            "{input:?}: {code} {err}"
        );
        assert!(
            err.starts_with("error: ") && err.contains(words),
            "{input:?}: {err}"
        );
    }
    let (code, _, err) = sg_with_input(&["matrix", "/nonexistent/game.txt"], "");
    assert!(code == 1 && err.starts_with("error: cannot read"), "{err}");
}
