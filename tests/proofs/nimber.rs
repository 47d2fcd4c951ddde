use grundy::algo::nimber::{Nimbers, GENERATOR};
use proptest::prelude::*;
use std::sync::OnceLock;

fn field() -> &'static Nimbers {
    static FIELD: OnceLock<Nimbers> = OnceLock::new();
    FIELD.get_or_init(Nimbers::new)
}

fn product(a: u64, b: u64) -> u64 {
    field().product(a, b)
}

/// Nim products of all pairs below `n` (at most 256, so products stay below 256) by the mex
/// definition alone.
fn mex_table(n: usize) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut seen = [false; 257];
            for a2 in 0..a {
                for b2 in 0..b {
                    let v = t[a2][b] ^ t[a][b2] ^ t[a2][b2];
                    seen[v as usize] = true;
                }
            }
            t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
    }
    t
}

/// 2^i ⊗ 2^j from two laws only: a Fermat 2-power F = 2^(2^k) times a smaller nimber is their
/// ordinary product, and F ⊗ F = F ⊕ F/2 (with F/2 times a smaller nimber expanded bit by bit).
fn power_product(i: u32, j: u32) -> u64 {
    let top = 31 - (i | j).leading_zeros().min(31);
    if i | j == 0 {
        return 1;
    }
    let k = 1u32 << top;
    match (i & k != 0, j & k != 0) {
        (true, true) => {
            let y = power_product(i - k, j - k);
            (y << k) ^ by_bits(1 << (k - 1), y)
        }
        (true, false) => power_product(i - k, j) << k,
        (false, true) => power_product(i, j - k) << k,
        (false, false) => unreachable!("top is a bit of i or j"),
    }
}

/// a ⊗ b as the XOR of the products of their bits.
fn by_bits(a: u64, b: u64) -> u64 {
    let bits = |x: u64| (0..64).filter(move |&i| x >> i & 1 == 1);
    bits(a).fold(0, |acc, i| {
        bits(b).fold(acc, |acc, j| acc ^ power_product(i, j))
    })
}

#[test]
fn products_below_64_are_the_mex_definition() {
    let t = mex_table(64);
    for a in 0..64 {
        for b in 0..64 {
            assert_eq!(product(a, b), t[a as usize][b as usize], "{a} ⊗ {b}");
        }
    }
}

#[test]
fn products_of_powers_of_two_follow_the_fermat_laws() {
    let t = mex_table(16);
    for a in 0..16 {
        for b in 0..16 {
            assert_eq!(
                by_bits(a, b),
                t[a as usize][b as usize],
                "the reference itself"
            );
        }
    }
    for i in 0..64 {
        for j in 0..64 {
            assert_eq!(
                product(1 << i, 1 << j),
                power_product(i, j),
                "2^{i} ⊗ 2^{j}"
            );
        }
    }
}

#[test]
fn the_generator_generates_the_group_of_gf_2_16() {
    let mut seen = vec![false; 1 << 16];
    let mut x = 1u64;
    for _ in 0..65_535 {
        assert!(!seen[x as usize], "{GENERATOR} has order below 65535");
        seen[x as usize] = true;
        x = by_bits(x, u64::from(GENERATOR));
    }
    assert_eq!(x, 1);
}

#[test]
fn library_checker_sample() {
    let got: Vec<u64> = (0..9).map(|b| product(5, b)).collect();
    assert_eq!(got, [0, 5, 10, 15, 2, 7, 8, 13, 3]);
    assert_eq!(product(3141, 5926), 14994);
    assert_eq!(product(u64::MAX, u64::MAX), 11290409524105353207);
}

proptest! {
    #[test]
    fn product_matches_the_bitwise_reference(a: u64, b: u64) {
        prop_assert_eq!(product(a, b), by_bits(a, b));
    }

    #[test]
    fn field_laws(a: u64, b: u64, c: u64) {
        prop_assert_eq!(product(a, b), product(b, a));
        prop_assert_eq!(product(product(a, b), c), product(a, product(b, c)));
        prop_assert_eq!(product(a, b ^ c), product(a, b) ^ product(a, c));
        prop_assert_eq!(product(a, 1), a);
    }

    #[test]
    fn fermat_powers(k in 0u32..6, x: u64) {
        let f = 1u64 << (1 << k);
        let below = x % f;
        prop_assert_eq!(product(f, below), f * below);
        if k < 5 {
            prop_assert_eq!(product(f, f), f ^ (f / 2));
        }
    }

    #[test]
    fn inverse_square_root_and_power(a: u64, e in 0u64..50) {
        let field = field();
        match field.inverse(a) {
            Some(inv) => prop_assert_eq!(product(a, inv), 1),
            None => prop_assert_eq!(a, 0),
        }
        let r = field.sqrt(a);
        prop_assert_eq!(product(r, r), a);
        let by_hand = (0..e).fold(1, |p, _| product(p, a));
        prop_assert_eq!(field.power(a, e), by_hand);
    }

    #[test]
    fn products_of_128_bit_nimbers(a: u128, b: u128, c: u128, small: u64, other: u64) {
        let field = field();
        let p = |x, y| field.product128(x, y);
        prop_assert_eq!(p(u128::from(small), u128::from(other)), u128::from(product(small, other)));
        prop_assert_eq!(p(p(a, b), c), p(a, p(b, c)));
        prop_assert_eq!(p(a, b ^ c), p(a, b) ^ p(a, c));
        prop_assert_eq!(p(1 << 64, 1 << 64), (1 << 64) ^ (1 << 63));
    }
}
