//! Nimbers: the numbers below 2^(2^k) form a field under XOR and nim multiplication,
//! a ⊗ b = mex{(a′ ⊗ b) ⊕ (a ⊗ b′) ⊕ (a′ ⊗ b′) : a′ < a, b′ < b}, the value of the product of two
//! coin games (a heads coin at `(x, y)` of the product is worth g(x) ⊗ h(y): the Tartan theorem).
//!
//! Products are computed in the tower of fields: with X = 2^(2^k) and a = a₁X ⊕ a₀ (halves below
//! X), X ⊗ X = X ⊕ X/2, so a ⊗ b takes three half-size products (Karatsuba) and one product by
//! the constant X/2; at 16 bits a product is a sum of discrete logarithms in GF(2^16). Proof
//! idea (Conway, ONAG ch. 6): the mex definition makes the numbers below each X a field in which
//! X ⊗ x = Xx for x < X and X² = 3X/2; the tests check the result against the mex definition and
//! against products of powers of two computed from those two laws alone.

/// The size of the multiplicative group of GF(2^16).
const ORDER: usize = 65_535;

/// A generator of that group: the least one above the subfield GF(2^8) (the nimbers below 256,
/// whose orders divide 255), found by search; the tests check that its powers are all distinct.
pub const GENERATOR: u32 = 258;

/// Logarithm and exponential tables of the nimbers below 2^16 to [`GENERATOR`]: 384 KiB, built
/// in about a millisecond.
pub struct Nimbers {
    log: Vec<u16>,
    /// `exp[i] = g^i` for `i < 3 · ORDER`, so a sum of three logarithms needs no reduction.
    exp: Vec<u16>,
    /// The logarithms of 1, 2^15 and 2^15 ⊗ 2^15, the factors that halves of the tower bring.
    halves: [usize; 3],
}

impl Nimbers {
    /// Builds the tables.
    ///
    /// # Complexity
    /// O(2^16).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Self {
        // Multiplying by the generator is linear over GF(2): from its images of each byte (by
        // the tower recursion), every next power takes two look-ups.
        let step: Vec<u32> = (0..512)
            .map(|i| {
                let bits = (0..8).filter(|b| i >> b & 1 == 1);
                bits.fold(0, |p, b| {
                    p ^ by_tower(GENERATOR, 1 << (b + i / 256 * 8), 16)
                })
            })
            .collect();
        let (mut log, mut exp) = (vec![0; 1 << 16], Vec::with_capacity(3 * ORDER));
        let mut x = 1;
        for i in 0..3 * ORDER {
            exp.push(x as u16);
            log[x as usize] = (i % ORDER) as u16;
            x = step[x as usize & 255] ^ step[256 + (x as usize >> 8)];
        }
        let half = usize::from(log[1 << 15]);
        let halves = [0, half, 2 * half % ORDER];
        Nimbers { log, exp, halves }
    }

    /// `a ⊗ b ⊗ (2^15)^k` for `a, b < 2^16` and `k ≤ 2`, by one sum of logarithms.
    #[inline]
    fn product16(&self, a: u32, b: u32, k: usize) -> u32 {
        let sum = self.log[a as usize] as usize + self.log[b as usize] as usize;
        let p = self.exp[sum + self.halves[k]];
        // Zero has no logarithm: a product with it is zero.
        u32::from(p) * u32::from(a != 0 && b != 0)
    }

    #[inline]
    fn product32(&self, a: u32, b: u32) -> u32 {
        let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
        let low = self.product16(a0, b0, 0);
        let cross = self.product16(a1 ^ a0, b1 ^ b0, 0);
        (cross ^ low) << 16 | (low ^ self.product16(a1, b1, 1))
    }

    /// The nim product of two 64-bit nimbers.
    ///
    /// # Complexity
    /// O(1): 11 products in GF(2^16), each three table look-ups.
    ///
    /// # Example
    /// ```
    /// use grundy::algo::nimber::Nimbers;
    /// let field = Nimbers::new();
    /// assert_eq!(field.product(5, 7), 13);
    /// assert_eq!(field.product(u64::MAX, u64::MAX), 11290409524105353207);
    /// ```
    #[inline]
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let (a1, a0) = ((a >> 32) as u32, a as u32);
        let (b1, b0) = ((b >> 32) as u32, b as u32);
        let low = self.product32(a0, b0);
        let cross = self.product32(a1 ^ a0, b1 ^ b0);
        let high = self.product32(a1, b1);
        // high ⊗ 2^31, with 2^31 = 2^15 ⊗ 2^16 and high = h₁2^16 ⊕ h₀.
        let (h1, h0) = (high >> 16, high & 0xffff);
        let half = self.product16(h1 ^ h0, 1, 1) << 16 | self.product16(h1, 1, 2);
        u64::from(cross ^ low) << 32 | u64::from(low ^ half)
    }

    /// The nim product of two 128-bit nimbers (coin values of some rules exceed 64 bits).
    ///
    /// # Complexity
    /// O(1): three 64-bit products and one product by 2^63.
    pub fn product128(&self, a: u128, b: u128) -> u128 {
        let (a1, a0) = ((a >> 64) as u64, a as u64);
        let (b1, b0) = ((b >> 64) as u64, b as u64);
        let low = self.product(a0, b0);
        let cross = self.product(a1 ^ a0, b1 ^ b0);
        let high = self.product(a1, b1);
        u128::from(cross ^ low) << 64 | u128::from(low ^ self.product(high, 1 << 63))
    }

    /// `a` raised to the ordinary power `e` under nim multiplication.
    ///
    /// # Complexity
    /// O(log e) products.
    pub fn power(&self, a: u64, mut e: u64) -> u64 {
        let (mut base, mut result) = (a, 1);
        while e > 0 {
            if e & 1 == 1 {
                result = self.product(result, base);
            }
            base = self.product(base, base);
            e >>= 1;
        }
        result
    }

    /// The nim inverse of a nonzero `a` (`a^(2^64 − 2)`, by Lagrange); `None` for 0.
    ///
    /// # Example
    /// ```
    /// use grundy::algo::nimber::Nimbers;
    /// let field = Nimbers::new();
    /// assert_eq!(field.inverse(2), Some(3)); // 2 ⊗ 3 = 1
    /// ```
    pub fn inverse(&self, a: u64) -> Option<u64> {
        (a != 0).then(|| self.power(a, u64::MAX - 1))
    }

    /// The nim square root: the one `r` with `r ⊗ r = a` (squaring is a bijection in
    /// characteristic 2, so `r = a^(2^63)`).
    pub fn sqrt(&self, a: u64) -> u64 {
        self.power(a, 1 << 63)
    }
}

/// The nim product of two `bits`-bit nimbers (a power of two up to 32) by the tower recursion
/// alone, without tables: the halves multiply as in [`Nimbers::product`].
fn by_tower(a: u32, b: u32, bits: u32) -> u32 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = by_tower(a0, b0, half);
    let cross = by_tower(a1 ^ a0, b1 ^ b0, half);
    let high = by_tower(a1, b1, half);
    (cross ^ low) << half | (low ^ by_tower(high, 1 << (half - 1), half))
}
