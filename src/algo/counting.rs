//! Counting positions modulo a prime, for problems that ask how many set-ups a player wins
//! rather than who wins one: binomials, a linear basis over GF(2) and the Walsh–Hadamard
//! transform for nim-sums, a digit DP over binary digits for the carry-free sums of Nim-k and
//! staircase Nim, and subsets counted by nim-sum and size.
//!
//! The two facts behind them: the nim-sums of the subsets of a multiset of values are the span
//! of its linear basis over GF(2), each reached by exactly `2^(n − rank)` subsets (the values
//! outside a basis can be chosen freely, and then the basis vectors are forced); and a tuple's
//! binary digits can be chosen digit by digit, each digit adding `c · 2^b` to the total when it
//! is set in `c` entries, so a condition on every digit's count is a DP over digits and totals.
//! Moduli are below 2^30, so sums of two residues and sixteen products fit the word.

/// `base^exp` modulo `modulus`.
///
/// # Complexity
/// O(log exp).
pub fn pow_mod(base: u64, mut exp: u64, modulus: u32) -> u32 {
    let m = modulus as u64;
    let (mut result, mut base) = (1 % m, base % m);
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % m;
        }
        base = base * base % m;
        exp >>= 1;
    }
    result as u32
}

/// Binomial coefficients `C(n, k)` modulo a prime, from factorials and their inverses.
pub struct Binomials {
    factorial: Vec<u32>,
    inverse_factorial: Vec<u32>,
    modulus: u32,
}

impl Binomials {
    /// Tables for every `n ≤ max`.
    ///
    /// # Constraints
    /// `modulus` is a prime above `max` and below 2^30.
    ///
    /// # Complexity
    /// O(max + log modulus).
    ///
    /// # Example
    /// ```
    /// let binomials = grundy::algo::counting::Binomials::new(10, 1_000_000_007);
    /// assert_eq!(binomials.choose(10, 4), 210);
    /// assert_eq!(binomials.choose(4, 10), 0);
    /// ```
    pub fn new(max: usize, modulus: u32) -> Self {
        let m = modulus as u64;
        let mut factorial = vec![1 % modulus; max + 1];
        for i in 1..=max {
            factorial[i] = (factorial[i - 1] as u64 * i as u64 % m) as u32;
        }
        let mut inverse_factorial = vec![0; max + 1];
        inverse_factorial[max] = pow_mod(factorial[max] as u64, m - 2, modulus);
        for i in (1..=max).rev() {
            inverse_factorial[i - 1] = (inverse_factorial[i] as u64 * i as u64 % m) as u32;
        }
        Binomials {
            factorial,
            inverse_factorial,
            modulus,
        }
    }

    /// `C(n, k)`, 0 when `k > n`.
    ///
    /// # Panics
    /// If `n` exceeds the `max` of the tables.
    pub fn choose(&self, n: usize, k: usize) -> u32 {
        if k > n {
            return 0;
        }
        let m = self.modulus as u64;
        let x = self.factorial[n] as u64 * self.inverse_factorial[k] as u64 % m;
        (x * self.inverse_factorial[n - k] as u64 % m) as u32
    }
}

/// A basis over GF(2) of the values inserted so far, in reduced row echelon form: each
/// vector's top bit is set in no other vector, so the span in increasing order is the basis
/// combinations in increasing binary order.
#[derive(Clone)]
pub struct LinearBasis {
    /// `rows[b]`: the vector whose top bit is `b`, or 0.
    rows: [u64; 64],
}

impl Default for LinearBasis {
    fn default() -> Self {
        Self::new()
    }
}

impl LinearBasis {
    pub fn new() -> Self {
        LinearBasis { rows: [0; 64] }
    }

    /// Adds `value`; false if it was already in the span (the rank stays).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// let mut basis = grundy::algo::counting::LinearBasis::new();
    /// assert!(basis.insert(6) && basis.insert(5));
    /// assert!(!basis.insert(3)); // 6 ^ 5
    /// assert_eq!(basis.rank(), 2);
    /// ```
    pub fn insert(&mut self, mut value: u64) -> bool {
        for b in (0..64).rev() {
            if value >> b & 1 == 0 {
                continue;
            }
            if self.rows[b] != 0 {
                value ^= self.rows[b];
                continue;
            }
            // Clear bit b from the rows above, and the new row's lower top bits from it.
            for lower in (0..b).rev() {
                if value >> lower & 1 == 1 && self.rows[lower] != 0 {
                    value ^= self.rows[lower];
                }
            }
            for row in &mut self.rows[b + 1..] {
                if *row >> b & 1 == 1 {
                    *row ^= value;
                }
            }
            self.rows[b] = value;
            return true;
        }
        false
    }

    /// The basis vectors, largest first.
    pub fn rows(&self) -> impl Iterator<Item = u64> + '_ {
        self.rows.iter().rev().copied().filter(|&r| r != 0)
    }

    /// The dimension of the span.
    pub fn rank(&self) -> u32 {
        self.rows.iter().filter(|&&r| r != 0).count() as u32
    }

    /// Whether `value` is the XOR of some subset of the inserted values.
    pub fn contains(&self, mut value: u64) -> bool {
        for b in (0..64).rev() {
            if value >> b & 1 == 1 {
                value ^= self.rows[b];
            }
        }
        value == 0
    }

    /// How many elements of the span are less than `bound` (0 included).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// let mut basis = grundy::algo::counting::LinearBasis::new();
    /// basis.insert(4);
    /// basis.insert(5); // span {0, 1, 4, 5}
    /// assert_eq!(basis.count_below(4), 2);
    /// assert_eq!(basis.count_below(6), 4);
    /// ```
    pub fn count_below(&self, bound: u64) -> u128 {
        let (mut count, mut chosen) = (0u128, 0u64);
        let mut left = self.rank();
        for b in (0..64).rev() {
            let row = self.rows[b];
            if row == 0 {
                continue;
            }
            left -= 1;
            // Bits above b are settled by the rows already chosen.
            let (high, bound_high) = (shr(chosen, b + 1), shr(bound, b + 1));
            if high != bound_high {
                if high < bound_high {
                    count += 1u128 << (left + 1);
                }
                return count;
            }
            if bound >> b & 1 == 1 {
                count += 1u128 << left; // bit b clear: below the bound whatever follows
                chosen ^= row;
            }
        }
        count + u128::from(chosen < bound)
    }
}

fn shr(x: u64, by: usize) -> u64 {
    x.checked_shr(by as u32).unwrap_or(0)
}

/// For every nim-sum `s < 2^bits`, how many subsets of `values` (told apart by index, the
/// empty one included) have nim-sum `s`, modulo `modulus`: `2^(n − rank)` for `s` in the span
/// of the values, 0 elsewhere.
///
/// # Constraints
/// Every value is below `2^bits`; `bits ≤ 30`.
///
/// # Complexity
/// O(64 n + 2^bits).
///
/// # Example
/// ```
/// use grundy::algo::counting::subsets_by_nim_sum;
/// assert_eq!(subsets_by_nim_sum(&[1, 2, 3], 2, 1_000_000_007), [2, 2, 2, 2]);
/// ```
pub fn subsets_by_nim_sum(values: &[u64], bits: u32, modulus: u32) -> Vec<u32> {
    let mut basis = LinearBasis::new();
    for &v in values {
        basis.insert(v);
    }
    let each = pow_mod(2, values.len() as u64 - basis.rank() as u64, modulus);
    (0..1u64 << bits)
        .map(|s| if basis.contains(s) { each } else { 0 })
        .collect()
}

/// The Walsh–Hadamard transform modulo `modulus`, in place: `t[s] = Σ_x (−1)^popcount(s & x)
/// a[x]`. It turns XOR convolution into pointwise products; applied twice it multiplies by
/// the length.
///
/// # Constraints
/// The length is a power of two; `modulus` is below 2^30.
///
/// # Complexity
/// O(L log L) for length L.
pub fn walsh_hadamard(values: &mut [u32], modulus: u32) {
    let mut half = 1;
    while half < values.len() {
        for block in values.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high) {
                let (x, y) = (*a, *b);
                *a = add(x, y, modulus);
                *b = add(x, modulus - y, modulus);
            }
        }
        half *= 2;
    }
}

fn add(x: u32, y: u32, modulus: u32) -> u32 {
    let s = x + y;
    if s >= modulus {
        s - modulus
    } else {
        s
    }
}

/// How many sequences of `length` piles, each pile size `x` chosen in `choices[x]` ways, have
/// each nim-sum (index), modulo a prime: the `length`-th XOR-convolution power of `choices`,
/// by Walsh–Hadamard transform. `choices[x] = 1` for `x ≤ max` counts the Nim positions of
/// `length` piles up to `max`; entry 0 is then the number the player to move loses.
///
/// # Constraints
/// `choices.len()` is a power of two; `modulus` is an odd prime below 2^30.
///
/// # Complexity
/// O(L log L + L log length) for L = `choices.len()`.
///
/// # Example
/// ```
/// use grundy::algo::counting::sequences_by_nim_sum;
/// // Two piles of 0..=3 lose when equal: 4 of the 16.
/// assert_eq!(sequences_by_nim_sum(&[1, 1, 1, 1], 2, 1_000_000_007)[0], 4);
/// ```
pub fn sequences_by_nim_sum(choices: &[u32], length: u64, modulus: u32) -> Vec<u32> {
    let mut t: Vec<u32> = choices.iter().map(|&c| c % modulus).collect();
    walsh_hadamard(&mut t, modulus);
    for x in &mut t {
        *x = pow_mod(*x as u64, length, modulus);
    }
    walsh_hadamard(&mut t, modulus);
    let scale = pow_mod(t.len() as u64 % modulus as u64, modulus as u64 - 2, modulus) as u64;
    t.iter()
        .map(|&x| (x as u64 * scale % modulus as u64) as u32)
        .collect()
}

/// How many layouts of `placed` pieces on `cells` cells are not lost, modulo `modulus`, where
/// `losses[g]` counts the losing ways to put `g` of the `free = cells − placed` empty cells in
/// the gaps the game is played on, and the other empty cells lie anywhere in `slots` further
/// places: C(cells, placed) − `Σ_g losses[g]` · C(free − g + slots − 1, slots − 1). The lost
/// layouts are counted as the product of the two choices (stars and bars for the spread).
///
/// # Constraints
/// `placed ≤ cells`, `1 ≤ slots`, `free + slots − 1 ≤ cells`; `modulus` a prime above `cells`,
/// below 2^30.
///
/// # Complexity
/// O(cells + losses.len()).
pub fn layouts_not_lost(
    cells: usize,
    placed: usize,
    losses: &[u32],
    slots: usize,
    modulus: u32,
) -> u32 {
    let free = cells - placed;
    let binomials = Binomials::new(cells, modulus);
    let m = modulus as u64;
    let lost = losses.iter().enumerate().fold(0, |sum, (gaps, &ways)| {
        let spread = binomials.choose(free - gaps + slots - 1, slots - 1) as u64;
        (sum + ways as u64 * spread) % m
    });
    ((binomials.choose(cells, placed) as u64 + m - lost) % m) as u32
}

/// For every total `s ≤ max_total`, how many tuples of `length` non-negative integers with sum
/// `s` have every binary digit set in a multiple of `multiple` of their entries, modulo
/// `modulus`. These are Nim-k's losing positions for `multiple = k + 1` (Moore), Nim's for 2.
///
/// # Constraints
/// `multiple ≥ 1`; `modulus` below 2^30 (need not be prime).
///
/// # Complexity
/// O(log(max_total) · max_total · (length / multiple + 1)) time, O(max_total + length²) memory.
///
/// # Example
/// ```
/// use grundy::algo::counting::carry_free_tuples_by_total;
/// // Pairs with equal entries: one for each even total.
/// assert_eq!(carry_free_tuples_by_total(2, 2, 5, 1_000_000_007), [1, 0, 1, 0, 1, 0]);
/// ```
pub fn carry_free_tuples_by_total(
    length: usize,
    multiple: usize,
    max_total: usize,
    modulus: u32,
) -> Vec<u32> {
    let m = modulus as u64;
    // C(length, c) for the counts c that a digit may have, by Pascal's rule (any modulus).
    let mut row = vec![1 % m];
    for _ in 0..length {
        let mut next = vec![1 % m; row.len() + 1];
        for c in 1..row.len() {
            next[c] = (row[c - 1] + row[c]) % m;
        }
        row = next;
    }
    let counts: Vec<(usize, u64)> = (0..=length)
        .step_by(multiple.max(1))
        .map(|c| (c, row[c]))
        .collect();
    let mut ways = vec![0u32; max_total + 1];
    ways[0] = 1 % modulus;
    let mut bit = 0;
    while counts.len() > 1 && counts[1].0.checked_shl(bit).is_some_and(|w| w <= max_total) {
        let mut next = vec![0u32; max_total + 1];
        for (s, slot) in next.iter_mut().enumerate() {
            // Sixteen products below 2^60 fit a u64: reduce every fifteen.
            let mut sum = 0u64;
            for (i, &(c, choose)) in counts.iter().enumerate() {
                let Some(before) = s.checked_sub(c << bit) else {
                    break;
                };
                sum += ways[before] as u64 * choose;
                if i % 15 == 14 {
                    sum %= m;
                }
            }
            *slot = (sum % m) as u32;
        }
        ways = next;
        bit += 1;
    }
    ways
}

/// Subsets of some values counted by their nim-sum and by their size modulo `residues`:
/// `count(j, s)` is the number of subsets (told apart by index, the empty one included) with
/// size `≡ j (mod residues)` and nim-sum `s`, modulo the prime given.
pub struct NimSumsBySize {
    residues: usize,
    /// `counts[s * residues + j]`.
    counts: Vec<u32>,
}

impl NimSumsBySize {
    /// Counts every subset of `values`, which it sorts in place. The values are added in
    /// increasing order, so while the largest so far has `b` bits only the nim-sums below `2^b`
    /// are touched: the work is `O(residues · Σ 2^bits(v))`, at most twice the total of the
    /// values, and the table holds `residues · 2^bits(max)` entries of four bytes in one
    /// allocation (40 MiB for 10 residues and values below 2^20), updated in place two nim-sums
    /// at a time.
    ///
    /// # Constraints
    /// `1 ≤ residues ≤ 16`; values below 2^28; `modulus` below 2^31.
    ///
    /// # Complexity
    /// O(residues · (Σ 2^bits(v) + 2^bits(max))) time, plus the sort.
    ///
    /// # Example
    /// ```
    /// use grundy::algo::counting::NimSumsBySize;
    /// let table = NimSumsBySize::new(&mut [1, 3, 2], 2, 1_000_000_007);
    /// assert_eq!(table.count(0, 0), 1); // the empty subset
    /// assert_eq!(table.count(1, 0), 1); // {1, 3, 2}
    /// assert_eq!(table.count(0, 2), 1); // {1, 3}
    /// ```
    pub fn new(values: &mut [u32], residues: usize, modulus: u32) -> Self {
        values.sort_unstable();
        let width = values.last().map_or(1, |&v| bit_ceil(v));
        let mut counts = vec![0u32; width * residues];
        counts[0] = 1 % modulus;
        macro_rules! add_all {
            ($($d:literal)*) => {
                match residues {
                    $($d => values.iter().for_each(|&v| add_value::<$d>(&mut counts, v, modulus)),)*
                    _ => panic!("residues from 1 to 16"),
                }
            };
        }
        add_all!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16);
        NimSumsBySize { residues, counts }
    }

    /// Subsets of size `≡ size_residue` with nim-sum `nim_sum` (0 past the table).
    pub fn count(&self, size_residue: usize, nim_sum: u64) -> u32 {
        let at = (nim_sum as usize)
            .checked_mul(self.residues)
            .map(|i| i + size_residue % self.residues);
        at.and_then(|i| self.counts.get(i)).copied().unwrap_or(0)
    }
}

/// The least power of two above `v` (1 for 0).
fn bit_ceil(v: u32) -> usize {
    1usize << (32 - v.leading_zeros())
}

/// Counts the subsets with `v` in them too: each pair of nim-sums `x`, `x ^ v` (below the
/// power of two above `v`, where every count so far lies) trades its counts, shifted one size.
fn add_value<const D: usize>(counts: &mut [u32], v: u32, modulus: u32) {
    let step = |old_x: &[u32; D], old_y: &[u32; D], new_x: &mut [u32], new_y: &mut [u32]| {
        for j in 0..D {
            let before = (j + D - 1) % D;
            new_x[j] = add(old_x[j], old_y[before], modulus);
            new_y[j] = add(old_y[j], old_x[before], modulus);
        }
    };
    let (mut old_x, mut old_y) = ([0u32; D], [0u32; D]);
    if v == 0 {
        // Every subset gains a twin one larger with the same nim-sum.
        for row in counts.chunks_exact_mut(D) {
            old_x.copy_from_slice(row);
            let mut unused = [0u32; D];
            step(&old_x, &old_x, row, &mut unused);
        }
        return;
    }
    let top = 1usize << (31 - v.leading_zeros());
    let v = v as usize;
    // Below `top` the top bit of v is clear, so x < x ^ v: each pair once.
    let (low, high) = counts.split_at_mut(top * D);
    for x in 0..top {
        let y = (x ^ v) - top;
        let (row_x, row_y) = (&mut low[x * D..x * D + D], &mut high[y * D..y * D + D]);
        old_x.copy_from_slice(row_x);
        old_y.copy_from_slice(row_y);
        step(&old_x, &old_y, row_x, row_y);
    }
}
