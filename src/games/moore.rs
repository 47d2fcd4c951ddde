//! Moore's Nim-k: Nim where a move takes stones from at least one and at most `k` piles (any
//! positive amount from each). Nim is Nim-1.
//!
//! Theorem (Moore 1910): the player to move loses exactly when, for every bit, the number of
//! piles with that bit set is a multiple of `k + 1`. Proof idea: a move lowers at most `k`
//! piles, so at the highest changed bit the count changes by 1 to `k` and stops being a
//! multiple; conversely, going from the highest bit down, each bit can be fixed using piles
//! already lowered (whose lower bits are free) plus a few new ones, never more than `k` in all.

/// Whether the player to move wins Nim-k.
///
/// # Complexity
/// O(64 n).
///
/// # Example
/// ```
/// use grundy::games::moore;
/// assert!(!moore::first_player_wins(&[1, 1, 1], 2));
/// assert!(moore::first_player_wins(&[1, 1], 2));
/// ```
pub fn first_player_wins(piles: &[u64], k: u64) -> bool {
    (0..64).any(|bit| bit_count(piles, bit) % (k as u128 + 1) != 0)
}

fn bit_count(piles: &[u64], bit: u32) -> u128 {
    piles.iter().filter(|&&p| p >> bit & 1 == 1).count() as u128
}

/// One winning move as `(pile index, stones left)` pairs, one per pile it changes (at most
/// `k`, in pile order); `None` if the player to move loses.
///
/// # Complexity
/// O(64 n).
///
/// # Example
/// ```
/// use grundy::games::moore;
/// assert_eq!(moore::winning_move(&[1, 1, 1, 1], 2), Some(vec![(0, 0)]));
/// ```
pub fn winning_move(piles: &[u64], k: u64) -> Option<Vec<(usize, u64)>> {
    let modulus = k as u128 + 1;
    let mut lowered = vec![false; piles.len()];
    let mut lowered_count: u128 = 0;
    let mut new = piles.to_vec();
    for bit in (0..64).rev() {
        let mask = 1u64 << bit;
        let untouched_ones: Vec<usize> = (0..piles.len())
            .filter(|&i| !lowered[i] && piles[i] & mask != 0)
            .collect();
        let residue = untouched_ones.len() as u128 % modulus;
        let missing = (modulus - residue) % modulus;
        // Lowered piles take any bits below their first change: set exactly `missing` of them.
        let lowered_piles = (0..piles.len()).filter(|&i| lowered[i]);
        if missing <= lowered_count {
            for (n, i) in lowered_piles.enumerate() {
                if (n as u128) < missing {
                    new[i] |= mask;
                } else {
                    new[i] &= !mask;
                }
            }
        } else {
            // Otherwise clear the bit in `residue` more piles, lowering them; this fits in k
            // because `lowered_count + residue < modulus`.
            for i in lowered_piles {
                new[i] &= !mask;
            }
            for &i in untouched_ones.iter().take(residue as usize) {
                lowered[i] = true;
                lowered_count += 1;
                new[i] = (piles[i] & !mask) & !(mask - 1);
            }
        }
    }
    let changes: Vec<(usize, u64)> = (0..piles.len())
        .filter(|&i| lowered[i])
        .map(|i| (i, new[i]))
        .collect();
    (!changes.is_empty()).then_some(changes)
}

/// The strip of SDOI 2011 (黑白棋): `cells` cells in a row hold `pairs` pairs of a white piece and
/// a black piece, alternately from the left (white, black, white, …); white pieces move right
/// only, black ones left only, never onto or over another piece, and a turn moves between 1
/// and `k` of the mover's pieces, each any distance. Returns, modulo `modulus`, how many of
/// the `C(cells, 2 pairs)` layouts the first player wins.
///
/// The gap inside each pair is a Nim-k pile: either player can shrink any of them (white from
/// the left, black from the right), and nothing else moves a piece, so this is Nim-k on the
/// gaps whoever is to move. A losing layout is a losing Nim-k position (counted by total with
/// [`carry_free_tuples_by_total`](crate::algo::counting::carry_free_tuples_by_total)) with the
/// other empty cells spread over the `pairs + 1` places outside the pairs.
///
/// # Constraints
/// `2 pairs ≤ cells`; `modulus` a prime above `cells`, below 2^30.
///
/// # Complexity
/// O(cells · log cells · (pairs / (k + 1) + 1) + pairs²).
///
/// # Example
/// ```
/// assert_eq!(grundy::games::moore::winning_strip_layouts(10, 2, 2, 1_000_000_007), 182);
/// ```
pub fn winning_strip_layouts(cells: usize, pairs: usize, k: usize, modulus: u32) -> u32 {
    use crate::algo::counting::{carry_free_tuples_by_total, layouts_not_lost};
    let free = cells - 2 * pairs;
    let losses_by_gaps = carry_free_tuples_by_total(pairs, k + 1, free, modulus);
    layouts_not_lost(cells, 2 * pairs, &losses_by_gaps, pairs + 1, modulus)
}
