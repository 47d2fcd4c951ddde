use super::brute::{all_vectors, Brute};
use grundy::problems::rows::bean_splitting::winning_moves;

fn after(beans: &[u64], (i, j, k): (usize, usize, usize)) -> Vec<u64> {
    let mut next = beans.to_vec();
    next[i] -= 1;
    next[j] += 1;
    next[k] += 1;
    next
}

/// Every legal move `(i, j, k)`: bottle i not empty, i < j ≤ k.
fn legal(beans: &[u64]) -> Vec<(usize, usize, usize)> {
    let n = beans.len();
    let mut out = Vec::new();
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                out.push((i, j, k));
            }
        }
    }
    out
}

#[test]
fn winning_moves_match_search() {
    let mut brute = Brute::normal(|b: &Vec<u64>| {
        legal(b)
            .into_iter()
            .map(|m| after(b, m))
            .collect::<Vec<_>>()
    });
    let rows = (1..=4)
        .flat_map(|n| all_vectors(n, 2))
        .chain(all_vectors(5, 1))
        .chain(all_vectors(6, 1));
    for beans in rows {
        let found: Vec<_> = legal(&beans)
            .into_iter()
            .filter(|&m| !brute.wins(&after(&beans, m)))
            .collect();
        assert_eq!(winning_moves(&beans), found, "{beans:?}");
        assert_eq!(found.is_empty(), !brute.wins(&beans), "{beans:?}");
    }
}
