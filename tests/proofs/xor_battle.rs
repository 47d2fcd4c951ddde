//! Xor Battle against the game played out: every round sequence of up to 5 rounds with values
//! below 8 and every order of owners, 6 rounds with values below 4, and random longer ones.

use super::brute::all_vectors;
use super::loopy::Lcg;
use grundy::zero_sum::xor_battle::ends_at_zero;

/// Whether the zero-seeker wins from round `i` with `x`, by trying both choices of every round.
fn played(values: &[u64], nonzero: &[bool], i: usize, x: u64) -> bool {
    if i == values.len() {
        return x == 0;
    }
    let keep = played(values, nonzero, i + 1, x);
    let xor = played(values, nonzero, i + 1, x ^ values[i]);
    if nonzero[i] {
        keep && xor
    } else {
        keep || xor
    }
}

fn check(values: &[u64]) {
    let n = values.len();
    for mask in 0..1u32 << n {
        let nonzero: Vec<bool> = (0..n).map(|i| mask >> i & 1 == 1).collect();
        assert_eq!(
            ends_at_zero(values, &nonzero),
            played(values, &nonzero, 0, 0),
            "{values:?} {nonzero:?}"
        );
    }
}

#[test]
fn the_span_of_later_rounds_decides_every_small_battle() {
    for n in 1..=5 {
        for v in all_vectors(n, 6) {
            check(&v.iter().map(|&a| a + 1).collect::<Vec<u64>>());
        }
    }
    for v in all_vectors(6, 2) {
        check(&v.iter().map(|&a| a + 1).collect::<Vec<u64>>());
    }
    let mut rng = Lcg(45);
    for _ in 0..300 {
        let n = 7 + rng.below(4);
        // Values of up to 60 bits, some repeated or XORs of others.
        let mut values: Vec<u64> = Vec::new();
        for _ in 0..n {
            let a = match rng.below(3) {
                0 if values.len() >= 2 => {
                    values[rng.below(values.len())] ^ values[rng.below(values.len())]
                }
                1 => 1 + rng.below(15) as u64,
                _ => (rng.below(1 << 30) as u64) << 30 | rng.below(1 << 30) as u64,
            };
            values.push(a.max(1));
        }
        check(&values);
    }
}
