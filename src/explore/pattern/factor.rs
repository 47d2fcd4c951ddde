//! Prime factors of numbers up to 2^64, for the functions of n that `sg guess` evaluates at
//! heaps up to 10^18: Miller–Rabin with the first twelve primes as bases (deterministic below
//! 3.3·10^24) and Pollard's rho (Brent's variant) for the factors it finds composite; and π(x),
//! the number of primes up to x, by Lucy's method (S(v, p) = S(v, p − 1) − (S(v/p, p − 1) −
//! π(p − 1)) over the values v = ⌊x/i⌋, O(x^(3/4)) steps).

use crate::algo::arith::gcd;

fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

fn pow_mod(mut base: u64, mut exp: u64, m: u64) -> u64 {
    let mut result = 1 % m;
    base %= m;
    while exp > 0 {
        if exp & 1 == 1 {
            result = mul_mod(result, base, m);
        }
        base = mul_mod(base, base, m);
        exp >>= 1;
    }
    result
}

const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];

/// Whether `n` is prime.
pub fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for p in BASES {
        if n % p == 0 {
            return n == p;
        }
    }
    let (d, s) = (
        (n - 1) >> (n - 1).trailing_zeros(),
        (n - 1).trailing_zeros(),
    );
    BASES.iter().all(|&a| {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            return true;
        }
        (1..s).any(|_| {
            x = mul_mod(x, x, n);
            x == n - 1
        })
    })
}

/// A nontrivial factor of the odd composite `n`.
fn rho(n: u64) -> u64 {
    for c in 1.. {
        let f = |x: u64| (mul_mod(x, x, n) + c) % n;
        let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
        while d == 1 {
            x = f(x);
            y = f(f(y));
            d = gcd(x.abs_diff(y), n);
        }
        if d != n {
            return d;
        }
    }
    unreachable!("some constant finds a factor")
}

/// The prime factors of `n` (n ≥ 1) with multiplicity, ascending.
pub fn prime_factors(n: u64) -> Vec<u64> {
    let mut factors = Vec::new();
    let mut rest = n;
    for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        while rest % p == 0 && rest > 1 {
            factors.push(p);
            rest /= p;
        }
    }
    let mut stack = vec![rest];
    while let Some(m) = stack.pop() {
        if m == 1 {
            continue;
        }
        if is_prime(m) {
            factors.push(m);
        } else {
            let d = rho(m);
            stack.extend([d, m / d]);
        }
    }
    factors.sort_unstable();
    factors
}

/// The largest x whose π(x) [`prime_count`] computes (about 0.1 s of work).
pub const MOST_PRIME_COUNT: u64 = 100_000_000_000;

/// π(x), the number of primes up to `x`; `None` above [`MOST_PRIME_COUNT`].
pub fn prime_count(x: u64) -> Option<u64> {
    if x > MOST_PRIME_COUNT {
        return None;
    }
    if x < 2 {
        return Some(0);
    }
    let r = (x as f64).sqrt() as usize;
    let r = (r.saturating_sub(2)..=r + 2)
        .rev()
        .find(|&r| (r * r) as u64 <= x)
        .expect("a root");
    let x = x as usize;
    // small[v] = S(v) for v ≤ r, large[i] = S(⌊x/i⌋) for i ≤ r: the numbers up to v that are
    // prime or have no prime factor below the primes sieved so far.
    let mut small: Vec<usize> = (0..=r).map(|v| v.saturating_sub(1)).collect();
    let mut large: Vec<usize> = (0..=r)
        .map(|i| x.checked_div(i).map_or(0, |q| q - 1))
        .collect();
    for p in 2..=r {
        if small[p] == small[p - 1] {
            continue; // p is not prime
        }
        let below = small[p - 1];
        let square = p * p;
        for i in 1..=r.min(x / square) {
            let d = i * p;
            let s = if d <= r { large[d] } else { small[x / d] };
            large[i] -= s - below;
        }
        for v in (square..=r).rev() {
            small[v] -= small[v / p] - below;
        }
    }
    Some(large[1] as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factors_multiply_back_and_are_prime() {
        for n in (1..3000u64).chain([1 << 61, 999_999_999_999_999_989, 600_851_475_143]) {
            let f = prime_factors(n);
            assert_eq!(f.iter().product::<u64>(), n);
            assert!(f
                .iter()
                .all(|&p| (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0)));
        }
        assert!(is_prime(999_999_999_999_999_989));
        assert!(!is_prime(1_000_000_007 * 998_244_353));
        let big = prime_factors(1_000_000_007 * 998_244_353);
        assert_eq!(big, [998_244_353, 1_000_000_007]);
    }

    #[test]
    fn prime_counts_match_a_sieve_and_known_values() {
        let mut composite = vec![false; 20_001];
        let mut count = 0;
        for n in 0..=20_000usize {
            if n >= 2 && !composite[n] {
                count += 1;
                (n * n..=20_000)
                    .step_by(n)
                    .for_each(|m| composite[m] = true);
            }
            assert_eq!(prime_count(n as u64), Some(count), "π({n})");
        }
        assert_eq!(prime_count(1_000_000_000), Some(50_847_534));
        assert_eq!(prime_count(MOST_PRIME_COUNT), Some(4_118_054_813));
        assert_eq!(prime_count(MOST_PRIME_COUNT + 1), None);
    }
}
