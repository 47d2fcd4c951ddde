//! Flipping multiples (HAOI 2015 数组游戏, Luogu P3179): cells 1 … n, each white or black; a
//! move picks a white cell x and a k from 1 to ⌊n / x⌋ and flips the colours of x, 2x, …, kx.
//! Whoever cannot move loses. As in every coin-turning game, a position is the sum of its
//! white cells each alone, so its value is the XOR of theirs.
//!
//! Theorem: a lone white cell x is worth g(⌊n / x⌋), where g(q) is the mex over k = 1 … q of
//! g(⌊q / 2⌋) ⊕ … ⊕ g(⌊q / k⌋) (k = 1: the empty XOR, 0), since the multiples ix of x have
//! ⌊n / (ix)⌋ = ⌊q / i⌋. Those quotients are again quotients of n, fewer than 2√n of them
//! ([`quotient_blocks`]), and over a block of i with one quotient c the prefix XORs alternate
//! between two values, so g(q) takes O(√q) steps and all of them O(n^(3/4)).

use crate::search::quotient_blocks::quotient_blocks;

/// The values of the lone white cells of a row of `n` cells, by their quotient ⌊n / x⌋.
#[derive(Clone, Debug)]
pub struct Multiples {
    n: u64,
    /// g(q) for q ≤ √n, at q.
    small: Vec<u32>,
    /// g(⌊n / d⌋) for d ≤ √n, at d.
    large: Vec<u32>,
}

impl Multiples {
    /// The values for a row of `n` cells.
    ///
    /// # Complexity
    /// O(n^(3/4)) time, O(√n) memory: 0.1 s for n = 10^9.
    ///
    /// # Example
    /// Luogu P3179's sample: with n = 3, cells 1 and 2 white is a win (flip 1 and 2), cells 2
    /// and 3 a loss.
    /// ```
    /// use grundy::games::multiples::Multiples;
    /// let row = Multiples::new(3);
    /// assert_ne!(row.value(1) ^ row.value(2), 0);
    /// assert_eq!(row.value(2) ^ row.value(3), 0);
    /// ```
    pub fn new(n: u64) -> Self {
        let root = (1..)
            .find(|&r: &u64| (r + 1).saturating_mul(r + 1) > n)
            .unwrap_or(0);
        let mut row = Multiples {
            n,
            small: vec![0; root as usize + 1],
            large: vec![0; root as usize + 1],
        };
        let quotients: Vec<u64> = quotient_blocks(n).map(|(q, _)| q).collect();
        // At most 2√q + 2 blocks of i for q, two values each and the empty flip: the mex is
        // below 4√n + 8; larger values cannot be it.
        let mut seen: Vec<u32> = vec![0; 4 * root as usize + 8];
        for (stamp, &q) in (1u32..).zip(quotients.iter().rev()) {
            let mark = |v: u32, seen: &mut Vec<u32>| {
                if (v as usize) < seen.len() {
                    seen[v as usize] = stamp;
                }
            };
            mark(0, &mut seen);
            let mut prefix = 0;
            for (c, is) in quotient_blocks(q) {
                let (from, to) = ((*is.start()).max(2), *is.end());
                if from > to {
                    continue;
                }
                let g = row.get(c);
                mark(prefix ^ g, &mut seen);
                if to > from {
                    mark(prefix, &mut seen);
                }
                if (to - from + 1) % 2 == 1 {
                    prefix ^= g;
                }
            }
            let value = (0..)
                .find(|&v| seen[v as usize] != stamp)
                .expect("a free value");
            row.set(q, value);
        }
        row
    }

    /// The value of a lone white cell `x` (from 1 to n).
    ///
    /// # Panics
    /// If x is 0 or above n.
    pub fn value(&self, x: u64) -> u32 {
        assert!((1..=self.n).contains(&x), "cell {x} outside 1..={}", self.n);
        self.get(self.n / x)
    }

    fn get(&self, q: u64) -> u32 {
        if q < self.small.len() as u64 {
            self.small[q as usize]
        } else {
            self.large[(self.n / q) as usize]
        }
    }

    fn set(&mut self, q: u64, value: u32) {
        if q < self.small.len() as u64 {
            self.small[q as usize] = value;
        } else {
            self.large[(self.n / q) as usize] = value;
        }
    }
}
