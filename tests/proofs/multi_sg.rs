use super::brute::{all_vectors, replace_pile, Brute};
use grundy::games::multi_sg::{
    first_player_wins_split_three, split_three_value, take_one_or_split_even_value,
};
use grundy::search::sg::Solver;
use grundy::{games::lasker, search::octal::Code};

/// The code of "take any number, or split without taking", written out to `len` digits: for
/// heaps up to `len` the finite code allows the same moves as the infinite one.
fn take_any_or_split(split: char, len: usize) -> Code {
    Code::parse(&format!("{split}.{}", "3".repeat(len))).unwrap()
}

#[test]
fn split_three_is_the_hexadecimal_code_8_333() {
    let values = take_any_or_split('8', 120).values(121);
    for (n, &v) in values.iter().enumerate() {
        assert_eq!(u128::from(v), split_three_value(n as u64), "heap {n}");
    }
}

#[test]
fn lasker_is_the_octal_code_4_333() {
    let values = take_any_or_split('4', 120).values(121);
    for (n, &v) in values.iter().enumerate() {
        assert_eq!(u128::from(v), lasker::pile_value(n as u64), "heap {n}");
    }
}

/// Take any positive number from one heap, or split it into three non-empty heaps.
fn moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for left in 0..h {
            let parts: &[u64] = if left == 0 { &[] } else { &[left] };
            out.push(replace_pile(heaps, i, parts));
        }
        for a in 1..h {
            for b in a..h - a {
                let c = h - a - b;
                if b <= c {
                    out.push(replace_pile(heaps, i, &[a, b, c]));
                }
            }
        }
    }
    out
}

#[test]
fn split_three_positions_match_search() {
    let mut brute = Brute::normal(moves);
    for heaps in all_vectors(3, 9) {
        let mut position: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        position.sort_unstable();
        assert_eq!(
            brute.wins(&position),
            first_player_wins_split_three(&heaps),
            "{heaps:?}"
        );
    }
}

/// Lieges of Legendre by its rules: take one cow from a pile, or replace a pile of 2x by `k`
/// piles of x. Positions are sorted, without empty piles.
fn lieges_moves(k: u64) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |heaps| {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let parts: &[u64] = if h > 1 { &[h - 1] } else { &[] };
            out.push(replace_pile(heaps, i, parts));
            if h % 2 == 0 {
                out.push(replace_pile(heaps, i, &vec![h / 2; k as usize]));
            }
        }
        out
    }
}

#[test]
fn lieges_heap_values_match_search() {
    for (k, largest) in [
        (1, 40),
        (2, 16),
        (3, 16),
        (4, 12),
        (5, 12),
        (6, 10),
        (7, 10),
    ] {
        let mut solver = Solver::new(lieges_moves(k));
        for n in 0..=largest {
            let heap = if n == 0 { vec![] } else { vec![n] };
            assert_eq!(
                take_one_or_split_even_value(n, k),
                solver.value(&heap),
                "k = {k}, heap {n}"
            );
        }
    }
}

#[test]
fn lieges_positions_match_search() {
    for k in 1..=4 {
        let mut brute = Brute::normal(lieges_moves(k));
        for heaps in all_vectors(3, 8) {
            let mut position: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
            position.sort_unstable();
            let xor = heaps
                .iter()
                .fold(0, |s, &h| s ^ take_one_or_split_even_value(h, k));
            assert_eq!(brute.wins(&position), xor != 0, "k = {k}, {heaps:?}");
        }
    }
}

#[test]
fn lieges_values_of_huge_heaps() {
    // Odd k: 2^j for j ≥ 2 is worth 2 for even j, 1 for odd j (4 is worth 2); 3 · 2^j, from
    // 3 (worth 1), is worth 2 for odd j, 1 for even j.
    assert_eq!(take_one_or_split_even_value(1 << 62, 1_000_000_001), 2);
    assert_eq!(take_one_or_split_even_value(1 << 63, 999_999_999), 1);
    assert_eq!(take_one_or_split_even_value(3 << 62, 3), 1);
    assert_eq!(take_one_or_split_even_value(u64::MAX, 1), 0);
    assert_eq!(take_one_or_split_even_value(u64::MAX - 1, 1_000_000_000), 1);
}

/// 江南乐 on the piles themselves: split a pile of at least `threshold` into `m ≥ 2` piles
/// whose sizes differ by at most one; piles kept sorted.
fn even_splits(piles: &Vec<u64>, threshold: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &x) in piles.iter().enumerate() {
        if x < threshold {
            continue;
        }
        for m in 2..=x {
            let mut next = piles.clone();
            next.remove(i);
            // Deal x stones one at a time round m piles.
            let mut parts = vec![0; m as usize];
            for s in 0..x {
                parts[(s % m) as usize] += 1;
            }
            next.extend(parts);
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

#[test]
fn even_split_values_match_search() {
    use grundy::games::multi_sg::even_split_values;
    for threshold in 1..=6 {
        let values = even_split_values(threshold, 30);
        let mut brute = Brute::normal(move |p: &Vec<u64>| even_splits(p, threshold));
        for a in 0..=11u64 {
            for b in a..=11 {
                let p = vec![a, b];
                let xor = values[a as usize] ^ values[b as usize];
                assert_eq!(xor != 0, brute.wins(&p), "F = {threshold}, {p:?}");
            }
        }
        // Values by the definition, every m, to 30.
        let mut by_definition = vec![0u64; 31];
        for x in 2..=30usize {
            if (x as u64) >= threshold {
                let options = (2..=x).map(|m| {
                    let (q, r) = (x / m, x % m);
                    let big = if r % 2 == 1 { by_definition[q + 1] } else { 0 };
                    big ^ if (m - r) % 2 == 1 {
                        by_definition[q]
                    } else {
                        0
                    }
                });
                by_definition[x] = grundy::search::sg::mex(options);
            }
        }
        assert_eq!(values, by_definition, "F = {threshold}");
    }
}
