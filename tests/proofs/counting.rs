//! The counting tools against direct enumeration, and against search of the games they count.
use super::brute::{all_vectors, nim_moves, Brute};
use grundy::algo::counting::{
    carry_free_tuples_by_total, sequences_by_nim_sum, subsets_by_nim_sum, Binomials, LinearBasis,
    NimSumsBySize,
};

const P: u32 = 1_000_000_007;

/// The nim-sum of every subset of `values`, with its size, one entry per subset.
fn subsets(values: &[u64]) -> Vec<(u64, usize)> {
    (0u32..1 << values.len())
        .map(|mask| {
            let chosen = (0..values.len()).filter(|&i| mask >> i & 1 == 1);
            chosen.fold((0, 0), |(x, n), i| (x ^ values[i], n + 1))
        })
        .collect()
}

#[test]
fn binomials_match_pascal() {
    let binomials = Binomials::new(60, P);
    let mut row = vec![1u64];
    for n in 0..=60 {
        for k in 0..=n + 2 {
            let expected = row.get(k).map_or(0, |&c| c % P as u64);
            assert_eq!(binomials.choose(n, k) as u64, expected, "C({n}, {k})");
        }
        row = (0..=n + 1)
            .map(|k| {
                if k == 0 || k == n + 1 {
                    1
                } else {
                    (row[k - 1] + row[k]) % P as u64
                }
            })
            .collect();
    }
}

#[test]
fn basis_span_and_counts_match_enumeration() {
    for values in (0..=4).flat_map(|n| all_vectors(n, 7)) {
        let mut basis = LinearBasis::new();
        values.iter().for_each(|&v| {
            basis.insert(v);
        });
        let mut span: Vec<u64> = subsets(&values).iter().map(|&(x, _)| x).collect();
        span.sort_unstable();
        span.dedup();
        assert_eq!(1 << basis.rank(), span.len(), "{values:?}");
        for x in 0..10 {
            assert_eq!(basis.contains(x), span.contains(&x), "{values:?} {x}");
            let below = span.iter().filter(|&&s| s < x).count() as u128;
            assert_eq!(basis.count_below(x), below, "{values:?} below {x}");
        }
        let by_sum = subsets_by_nim_sum(&values, 3, P);
        for (x, &count) in by_sum.iter().enumerate() {
            let direct = subsets(&values).iter().filter(|s| s.0 == x as u64).count();
            assert_eq!(count as usize, direct, "{values:?} nim-sum {x}");
        }
    }
}

#[test]
fn count_below_at_full_width() {
    let mut basis = LinearBasis::new();
    for b in 0..64 {
        basis.insert(u64::MAX >> b);
    }
    assert_eq!(basis.rank(), 64);
    assert_eq!(basis.count_below(u64::MAX), u64::MAX as u128);
    assert_eq!(basis.count_below(12345), 12345);
    let mut high = LinearBasis::new();
    high.insert(1 << 63);
    high.insert(3 << 62);
    assert_eq!(high.count_below(u64::MAX), 4);
    assert_eq!(high.count_below(1 << 63), 2);
}

/// Nim positions of `length` piles up to `max`, by nim-sum, counted by transform and decided
/// by search: the losing ones are those of nim-sum 0.
#[test]
fn sequences_by_nim_sum_count_nim_losses() {
    let mut brute = Brute::normal(nim_moves);
    for max in 0..=5u64 {
        let mut choices = vec![0u32; 8];
        choices[..=max as usize].iter_mut().for_each(|c| *c = 1);
        for length in 0..=4 {
            let counted = sequences_by_nim_sum(&choices, length as u64, P);
            let positions = all_vectors(length, max);
            let losses = positions.iter().filter(|p| !brute.wins(p)).count();
            assert_eq!(counted[0] as usize, losses, "{length} piles up to {max}");
            for (x, &c) in counted.iter().enumerate() {
                let direct = positions
                    .iter()
                    .filter(|p| p.iter().fold(0, |s, &a| s ^ a) == x as u64)
                    .count();
                assert_eq!(
                    c as usize, direct,
                    "{length} piles up to {max}, nim-sum {x}"
                );
            }
        }
    }
}

/// Nim-k moves: lower between 1 and k piles.
fn nim_k_moves(k: usize) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |piles: &Vec<u64>| {
        let mut out = Vec::new();
        for chosen in 1u32..1 << piles.len() {
            let idx: Vec<usize> = (0..piles.len()).filter(|&i| chosen >> i & 1 == 1).collect();
            if idx.len() > k || idx.iter().any(|&i| piles[i] == 0) {
                continue;
            }
            for lowered in all_vectors(idx.len(), 7) {
                if idx.iter().zip(&lowered).all(|(&i, &l)| l < piles[i]) {
                    let mut next = piles.clone();
                    idx.iter().zip(&lowered).for_each(|(&i, &l)| next[i] = l);
                    out.push(next);
                }
            }
        }
        out
    }
}

/// The digit DP counts exactly the positions of Nim-k that search finds lost, by total.
#[test]
fn carry_free_tuples_are_the_nim_k_losses() {
    for k in 1..=3 {
        let mut brute = Brute::normal(nim_k_moves(k));
        for length in 0..=4 {
            let max_total = if length <= 3 { 7 } else { 5 };
            let counted = carry_free_tuples_by_total(length, k + 1, max_total, P);
            for (total, &count) in counted.iter().enumerate() {
                let losses = all_vectors(length, total as u64)
                    .into_iter()
                    .filter(|p| p.iter().sum::<u64>() == total as u64)
                    .filter(|p| !brute.wins(p))
                    .count();
                assert_eq!(
                    count as usize, losses,
                    "k={k} {length} piles, total {total}"
                );
            }
        }
    }
}

#[test]
fn nim_sums_by_size_match_enumeration() {
    for residues in 1..=4 {
        for values in (0..=5).flat_map(|n| all_vectors(n, 5)) {
            let mut sorted: Vec<u32> = values.iter().map(|&v| v as u32).collect();
            let table = NimSumsBySize::new(&mut sorted, residues, P);
            let all = subsets(&values);
            for j in 0..residues {
                for x in 0..9u64 {
                    let direct = all
                        .iter()
                        .filter(|&&(s, n)| s == x && n % residues == j)
                        .count();
                    assert_eq!(
                        table.count(j, x) as usize,
                        direct,
                        "{values:?} d={residues} j={j} x={x}"
                    );
                }
            }
        }
    }
}

#[test]
fn residues_up_to_sixteen() {
    let values: Vec<u64> = (1..=17).collect();
    let mut sorted: Vec<u32> = values.iter().map(|&v| v as u32).collect();
    for residues in [7, 10, 16] {
        let table = NimSumsBySize::new(&mut sorted, residues, P);
        let all = subsets(&values);
        for j in 0..residues {
            let direct = all
                .iter()
                .filter(|&&(s, n)| s == 5 && n % residues == j)
                .count();
            assert_eq!(table.count(j, 5) as usize, direct);
        }
    }
}
