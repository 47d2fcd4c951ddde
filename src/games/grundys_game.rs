//! Grundy's game: heaps of tokens; a move splits one heap into two non-empty heaps of
//! different sizes; whoever cannot move loses. Grunt, a coin-turning game, has the same values.
//!
//! No formula for its values is known (OEIS A002188; they are conjectured, not proven, to be
//! eventually periodic), so they are computed: the value of heap `n` is the mex of
//! `G(a) ^ G(n − a)` over `1 ≤ a < n − a`. [`values_by_definition`] does exactly that in
//! O(n²); [`values`] uses the sparse-space method (Winning Ways, "Sparse space spells speed";
//! Gangolli and Plambeck 1989), exact for any mask and fast for a good one.
//!
//! Sparse space: call a value *rare* when the bits it shares with a mask have even parity
//! (with the mask `!1`, all bits but bit 0), *common* otherwise. Parity is additive under XOR,
//! so a common option value needs exactly one rare part, and those splits are found by scanning
//! the few rare heaps seen so far. The rare values below the smallest common value missing must
//! be options too: a scan of the first thousand splits finds most of them, a direct search for a
//! split with a common larger part finds the rest, and only when one is missing (the mex) does
//! the scan run on to `n/2`.

use super::sg;

/// Values of heaps `0..len` by the definition: O(len²).
///
/// # Example
/// ```
/// use grundy::games::grundys_game::values_by_definition;
/// assert_eq!(values_by_definition(10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// ```
pub fn values_by_definition(len: usize) -> Vec<u64> {
    sg::table(len, |n, values, out| {
        out.extend((1..(n + 1) / 2).map(|a| values[a] ^ values[n - a]))
    })
}

/// Values of heaps `0..len` by the sparse-space method with the mask `!1`.
///
/// # Complexity
/// About O(len · R) for R rare heaps below `len` (1274 below 2^22, the last at 82 860), plus
/// the searches for rare values: all values below 2^22 take seconds
/// (`cargo run --release --example grundy_bench`).
///
/// # Example
/// ```
/// use grundy::games::grundys_game::{values, values_by_definition};
/// assert_eq!(values(5000), values_by_definition(5000));
/// ```
pub fn values(len: usize) -> Vec<u64> {
    values_with_mask(len, !1)
}

/// Values of heaps `0..len` by the sparse-space method with the given mask. Exact for every
/// mask; a mask for which rare values are not rare only makes it slower.
///
/// # Panics
/// If `len > 2^32` (heaps and values are kept in 32 bits).
pub fn values_with_mask(len: usize, mask: u64) -> Vec<u64> {
    assert!(len as u64 <= 1 << 32, "heaps are kept in 32 bits");
    let mut heaps = Heaps {
        mask,
        g: Vec::with_capacity(len),
        rare_heaps: Vec::new(),
        size: 1,
        rare_values: vec![0],
        heaps_of: vec![Vec::new()],
        count: vec![0],
        most_common: Vec::new(),
    };
    let mut options = Vec::new();
    while heaps.g.len() < len {
        heaps.batch(len.min(heaps.g.len() + BATCH), &mut options);
    }
    heaps.g.into_iter().map(u64::from).collect()
}

/// The heaps so far and what the sparse-space method keeps about them.
struct Heaps {
    mask: u64,
    g: Vec<u32>,
    rare_heaps: Vec<(usize, u32)>, // heaps ≥ 1 with rare values, in order
    // Values stay small (hundreds below 2^22, never above n/2): all are below `size`, a power
    // of two, and so is every XOR of two of them.
    size: usize,
    rare_values: Vec<usize>, // every rare value below `size` (0 always is)
    heaps_of: Vec<Vec<u32>>, // the heaps from FIRST_SCAN up with each value, in order
    count: Vec<u64>,         // how many heaps have each value
    most_common: Vec<u32>,   // a few values with the largest counts (refreshed now and then)
}

/// Heaps whose splits with a rare part are marked together, one rare heap at a time (so the
/// values read for each are consecutive).
const BATCH: usize = 64;
/// Splits scanned in one go before checking which rare values have been seen.
const CHUNK: usize = 128;
/// Splits scanned from the small end before the rare values still missing are searched for
/// one at a time.
const FIRST_SCAN: usize = 1024;
/// Partner values tried for each missing rare value, and heaps tried for each partner.
const PARTNERS: usize = 64;
const TRIES: usize = 32;

impl Heaps {
    fn rare(&self, v: u64) -> bool {
        is_rare(v, self.mask)
    }

    /// Values the heaps from the next one up to `end` (or fewer, if the values outgrow
    /// `size`), using `options` for a table of option values (one row of `size` per heap).
    fn batch(&mut self, end: usize, options: &mut Vec<u8>) {
        let (first, size) = (self.g.len(), self.size);
        options.clear();
        options.resize((end - first) * size, 0);
        // Splits {r, n − r} with a rare part give every common option value (and some rare).
        // Those with r ≥ BATCH (and r < first) have n − r below `first`: mark them here.
        let far = &self.rare_heaps[self.rare_heaps.partition_point(|&(r, _)| r < BATCH)..];
        for &(r, value) in far {
            let parts = &self.g[first - r..end - r];
            for (i, part) in parts.iter().enumerate() {
                options[i * size + ((value ^ part) as usize & (size - 1))] = 1;
            }
        }
        // That marked {r, r} for a heap 2r: mark its row again without it.
        for (r, _) in far
            .iter()
            .filter(|&&(r, _)| (first..end).contains(&(2 * r)))
        {
            let row = &mut options[(2 * r - first) * size..][..size];
            row.fill(0);
            for &(other, value) in far.iter().filter(|&&(other, _)| other != *r) {
                row[(value ^ self.g[2 * r - other]) as usize & (size - 1)] = 1;
            }
        }
        // The rest: rare heaps below BATCH, and those found in this batch.
        let (near, found) = (self.rare_heaps.len() - far.len(), self.rare_heaps.len());
        for (n, row) in (first..end).zip(options.chunks_exact_mut(size)) {
            for &(r, value) in self.rare_heaps[..near]
                .iter()
                .chain(&self.rare_heaps[found..])
            {
                if r < n && n != 2 * r {
                    row[(value ^ self.g[n - r]) as usize & (size - 1)] = 1;
                }
            }
            let value = self.value(n, row);
            self.push(value);
            if self.size != size {
                return; // the rows are too short now
            }
        }
    }

    /// The value of heap `n`, given those of every smaller heap, and in `options` its option
    /// values from splits with a rare part.
    fn value(&self, n: usize, options: &mut [u8]) -> u64 {
        // The smallest common value missing bounds the mex from above, and so does the number
        // of splits (a mask can make every value rare).
        let splits = (n.saturating_sub(1) / 2) as u64;
        let mut limit = 0;
        while limit <= splits && (self.rare(limit) || options.get(limit as usize) == Some(&1)) {
            limit += 1;
        }
        // The rare values below it must be found among the splits with two common parts (or two
        // rare ones). Rare values from `size` up can't be options.
        let wanted = &self.rare_values[..self.rare_values.partition_point(|&v| (v as u64) < limit)];
        let half = (n + 1) / 2;
        let scanned = self.scan(n, 1, FIRST_SCAN.min(half), wanted, options);
        if scanned < half && missing(wanted, options).is_some() {
            self.search(n, wanted, options);
            self.scan(n, scanned, half, wanted, options);
        }
        match missing(wanted, options) {
            Some(v) => v as u64,
            None => (self.size as u64..limit)
                .find(|&v| self.rare(v))
                .unwrap_or(limit),
        }
    }

    /// Marks the option values of splits {a, n − a} for `a` from `from` up to `to`, a chunk at a
    /// time (a byte store per split), stopping early once every wanted rare value has been
    /// seen. Returns where it stopped.
    fn scan(
        &self,
        n: usize,
        from: usize,
        to: usize,
        wanted: &[usize],
        options: &mut [u8],
    ) -> usize {
        let (mut a, mut next_wanted) = (from, 0);
        while a < to {
            // Everything before `next_wanted` has been seen; marks only accumulate.
            while next_wanted < wanted.len() && options[wanted[next_wanted]] != 0 {
                next_wanted += 1;
            }
            if next_wanted == wanted.len() {
                break;
            }
            let end = (a + CHUNK).min(to);
            let small = &self.g[a..end];
            let large = &self.g[n + 1 - end..=n - a];
            for (x, y) in small.iter().zip(large.iter().rev()) {
                options[(x ^ y) as usize & (self.size - 1)] = 1;
            }
            a = end;
        }
        a
    }

    /// Looks for each missing wanted rare value `v` directly: a split {a, n − a} with
    /// `G(n − a) = d` and `G(a) = d ^ v`, for the most common values `d`, trying the smallest
    /// heaps `a` with value `d ^ v` past the first scan. Finds most of them in a few dozen
    /// tries; those it misses are left to the scan.
    fn search(&self, n: usize, wanted: &[usize], options: &mut [u8]) {
        let half = (n + 1) / 2;
        for &v in wanted {
            if options[v] != 0 {
                continue;
            }
            'partners: for &d in &self.most_common {
                let Some(heaps) = self.heaps_of.get((d as usize) ^ v) else {
                    continue;
                };
                for &a in heaps.iter().take(TRIES) {
                    let a = a as usize;
                    if a >= half {
                        break;
                    }
                    if self.g[n - a] == d {
                        options[v] = 1;
                        break 'partners;
                    }
                }
            }
        }
    }

    fn push(&mut self, value: u64) {
        let n = self.g.len();
        let value = u32::try_from(value).expect("a mex of at most n/2 options fits");
        if n >= 1 && self.rare(value.into()) {
            self.rare_heaps.push((n, value));
        }
        self.g.push(value);
        while value as usize >= self.size {
            let (size, mask) = (self.size, self.mask);
            self.rare_values
                .extend((size..2 * size).filter(|&v| is_rare(v as u64, mask)));
            self.size *= 2;
            self.heaps_of.resize(self.size, Vec::new());
            self.count.resize(self.size, 0);
        }
        if n >= FIRST_SCAN {
            self.heaps_of[value as usize].push(n as u32);
        }
        self.count[value as usize] += 1;
        if n.is_power_of_two() || n % 4096 == 0 {
            let mut by_count: Vec<u32> = (0..self.size as u32).collect();
            by_count.sort_by_key(|&v| std::cmp::Reverse(self.count[v as usize]));
            by_count.truncate(PARTNERS);
            self.most_common = by_count;
        }
    }
}

/// The first of the `wanted` values that no option has yet.
fn missing(wanted: &[usize], options: &[u8]) -> Option<usize> {
    wanted.iter().copied().find(|&v| options[v] == 0)
}

/// Whether the bits of `v` inside `mask` have even parity.
fn is_rare(v: u64, mask: u64) -> bool {
    (v & mask).count_ones() % 2 == 0
}
