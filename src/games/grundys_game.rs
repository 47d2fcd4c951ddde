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
//! the few rare heaps seen so far. A rare value is an option if some split gives it, which a
//! scan from the small end finds quickly; only when it is missing does the scan run to `n/2`.

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
/// About O(len · R) for R rare heaps below `len` (a few hundred below 2^22), plus the searches
/// for rare values.
///
/// # Example
/// ```
/// use grundy::games::grundys_game::{values, values_by_definition};
/// assert_eq!(values(2000), values_by_definition(2000));
/// ```
pub fn values(len: usize) -> Vec<u64> {
    values_with_mask(len, !1)
}

/// Values of heaps `0..len` by the sparse-space method with the given mask. Exact for every
/// mask; a mask for which rare values are not rare only makes it slower.
///
/// # Panics
/// If `len ≥ 2^33` (values are kept in 32 bits).
pub fn values_with_mask(len: usize, mask: u64) -> Vec<u64> {
    let rare = |v: u64| (v & mask).count_ones() % 2 == 0;
    // Values stay small (hundreds below 2^22; never above n/2), so tables over every value an
    // XOR of two of them can take are short.
    let mut g: Vec<u32> = Vec::with_capacity(len);
    let mut value_bits = 0; // every value so far is below 2^value_bits
    let mut rare_heaps: Vec<(usize, u32)> = Vec::new();
    let mut heap_is_rare: Vec<bool> = Vec::with_capacity(len);
    let mut common_seen: Vec<u64> = Vec::new();
    let mut split_seen: Vec<u8> = Vec::new();
    for n in 0..len {
        let words = ((1usize << value_bits) + 63) / 64 + 1;
        // Splits {r, n − r} with r rare and n − r common give every common option value.
        common_seen.clear();
        common_seen.resize(words, 0);
        for &(r, value) in &rare_heaps {
            let other = n - r;
            if r >= 1 && other >= 1 && r != other && !heap_is_rare[other] {
                mark(&mut common_seen, u64::from(value ^ g[other]));
            }
        }
        // The smallest common value missing bounds the mex from above, and so does the number
        // of splits (a mask can make every value rare).
        let splits = (n.saturating_sub(1) / 2) as u64;
        let mut limit = 0;
        while limit <= splits && (rare(limit) || is_marked(&common_seen, limit)) {
            limit += 1;
        }
        // The rare values below it are looked for together: the splits are scanned from the
        // small end, marking every value seen (a byte each: a plain store), until all the
        // wanted ones have turned up (a few thousand splits) or the splits run out (only when
        // the mex is a rare value itself).
        split_seen.clear();
        split_seen.resize((words * 64).max(limit as usize + 1), 0);
        let wanted_values: Vec<usize> = (0..limit as usize).filter(|&v| rare(v as u64)).collect();
        let half = (n + 1) / 2;
        let (mut a, mut next_wanted) = (1, 0);
        while a < half {
            // Everything before `next_wanted` has been seen; marks only accumulate.
            while next_wanted < wanted_values.len() && split_seen[wanted_values[next_wanted]] != 0 {
                next_wanted += 1;
            }
            if next_wanted == wanted_values.len() {
                break;
            }
            let end = (a + 128).min(half);
            let small = &g[a..end];
            let large = &g[n + 1 - end..=n - a];
            for (x, y) in small.iter().zip(large.iter().rev()) {
                split_seen[(x ^ y) as usize] = 1;
            }
            a = end;
        }
        let value = wanted_values
            .iter()
            .find(|&&v| split_seen[v] == 0)
            .map_or(limit, |&v| v as u64);
        heap_is_rare.push(rare(value));
        if rare(value) {
            rare_heaps.push((n, value as u32));
        }
        while value >> value_bits != 0 {
            value_bits += 1;
        }
        g.push(u32::try_from(value).expect("a mex of at most n/2 options fits for n < 2^33"));
    }
    g.into_iter().map(u64::from).collect()
}

fn mark(seen: &mut Vec<u64>, v: u64) {
    let word = (v / 64) as usize;
    if word >= seen.len() {
        seen.resize(word + 1, 0);
    }
    seen[word] |= 1 << (v % 64);
}

fn is_marked(seen: &[u64], v: u64) -> bool {
    seen.get((v / 64) as usize)
        .is_some_and(|w| w >> (v % 64) & 1 == 1)
}
