//! Prime factors of numbers up to 2^64, for the functions of n that `sg guess` evaluates at
//! heaps up to 10^18: Miller–Rabin with the first twelve primes as bases (deterministic below
//! 3.3·10^24) and Pollard's rho (Brent's variant) for the factors it finds composite.

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

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
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
}
