//! Game on Sum (Codeforces 1628 D): in each of n turns Alice picks a real x in [0, k] and Bob,
//! seeing it, adds it to the score or subtracts it, adding on at least m turns; Alice
//! maximises the final score, Bob minimises it.
//!
//! With t turns left of which Bob must add on r, the value is V(t, r) = t·k when r = t, 0 when
//! r = 0, and otherwise max over x of min(V(t−1, r−1) + x, V(t−1, r) − x) = the mean of the
//! two (Alice picks x half their difference, which lies in [0, k]). Unrolled, each V(i, i) =
//! i·k reaches V(n, m) through its step to (i+1, i) and then any of the C(n−i−1, m−i) paths
//! on, halved at each of the n − i steps: V(n, m) = Σ_{i=1}^{m} i·k·C(n−i−1, m−i) / 2^(n−i)
//! for m < n.

use crate::algo::counting::{pow_mod, Binomials};

/// The prime the value is reported modulo.
pub const MODULUS: u32 = 1_000_000_007;

/// Factorials and powers of 1/2 modulo [`MODULUS`] for games of up to `turns` turns.
pub struct GameOnSum {
    binomials: Binomials,
    /// `half_powers[j]` = 2^(−j).
    half_powers: Vec<u32>,
}

impl GameOnSum {
    /// Tables for games of up to `turns` turns.
    ///
    /// # Complexity
    /// O(turns + log MODULUS).
    pub fn new(turns: usize) -> Self {
        let half = pow_mod(2, MODULUS as u64 - 2, MODULUS) as u64;
        let mut half_powers = vec![1u32; turns + 1];
        for j in 1..=turns {
            half_powers[j] = (half_powers[j - 1] as u64 * half % MODULUS as u64) as u32;
        }
        GameOnSum {
            binomials: Binomials::new(turns, MODULUS),
            half_powers,
        }
    }

    /// The most turns these tables serve.
    pub fn turns(&self) -> usize {
        self.half_powers.len() - 1
    }

    /// The value of the game of `n` turns, Bob adding on at least `m`, Alice's numbers from 0
    /// to `k`, as p · q⁻¹ modulo [`MODULUS`] for the value p/q.
    ///
    /// # Panics
    /// If `m > n` or `n` exceeds [`turns`](Self::turns).
    ///
    /// # Complexity
    /// O(m).
    ///
    /// # Example
    /// ```
    /// use grundy::problems::heaps::game_on_sum::GameOnSum;
    /// let tables = GameOnSum::new(10);
    /// assert_eq!(tables.value(2, 1, 10), 5);
    /// assert_eq!(tables.value(6, 3, 10), 375_000_012); // 75/8
    /// ```
    pub fn value(&self, n: usize, m: usize, k: u64) -> u32 {
        assert!(m <= n && n <= self.turns(), "m ≤ n ≤ {}", self.turns());
        let p = MODULUS as u64;
        let k = k % p;
        if m == n {
            return (n as u64 % p * k % p) as u32;
        }
        let mut sum = 0u64;
        for i in 1..=m {
            let paths = self.binomials.choose(n - i - 1, m - i) as u64;
            let term = paths * self.half_powers[n - i] as u64 % p * i as u64 % p;
            sum += term;
        }
        (sum % p * k % p) as u32
    }
}
