//! Nim: piles of stones; a move takes any positive number of stones from one pile; whoever
//! takes the last stone wins.
//!
//! Theorem (Bouton): the player to move loses exactly when the nim-sum (XOR) of the piles is 0.
//! Proof idea: a move changes one pile, so it cannot keep a nim-sum of 0; from a nonzero
//! nim-sum `s`, a pile with the top bit of `s` set shrinks to `pile ^ s` and leaves 0.

use std::borrow::Borrow;

/// XOR of all pile sizes: of a slice (`&piles`) or of any iterator of values, like
/// [`mex`](crate::search::sg::mex) (`values.iter().map(|&v| v / 2)`).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::nim::nim_sum;
/// assert_eq!(nim_sum(&[3u64, 6, 9]), 12);
/// assert_eq!(nim_sum((1..=4u64).map(|x| x * x)), 1 ^ 4 ^ 9 ^ 16);
/// ```
pub fn nim_sum<V: Borrow<u64>>(piles: impl IntoIterator<Item = V>) -> u64 {
    piles.into_iter().fold(0, |s, p| s ^ *p.borrow())
}

/// Whether the player to move wins.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles) != 0
}

/// Every winning move as `(pile index, stones left)`, in pile order; none if the player to
/// move loses. Equal piles give equal, separate moves.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// let moves: Vec<_> = grundy::games::nim::winning_moves(&[5, 7, 8, 9, 10]).collect();
/// assert_eq!(moves, [(2, 1), (3, 0), (4, 3)]);
/// ```
pub fn winning_moves(piles: &[u64]) -> impl Iterator<Item = (usize, u64)> + '_ {
    let s = nim_sum(piles);
    piles
        .iter()
        .enumerate()
        .filter(move |&(_, &p)| p ^ s < p)
        .map(move |(i, &p)| (i, p ^ s))
}

/// The number of winning moves (0 if the player to move loses): the piles that have the top
/// bit of the nim-sum set.
///
/// # Complexity
/// O(n).
pub fn count_winning_moves(piles: &[u64]) -> usize {
    winning_moves(piles).count()
}

/// Nim set-ups with a named pile (GZOI 2017, 取石子游戏): some of the `piles` (told apart by
/// index) are picked and one of them named, and the first move must be made on the named pile.
/// Returns how many set-ups (subset, named pile) the first player loses, modulo `modulus`.
///
/// Bound to pile `a`, the first player wins exactly when the nim-sum `x` of the other picked
/// piles is below `a`: she leaves `x` on the named pile, and no other move leaves 0. So for each
/// named pile `i` the losing set-ups are the subsets of the other piles with nim-sum at least
/// `a_i`; each element of their linear basis's span is the nim-sum of `2^(n − 1 − rank)` of them.
///
/// # Constraints
/// `modulus` below 2^30. Memory: a 512-byte basis per pile.
///
/// # Complexity
/// O(64² n).
///
/// # Example
/// ```
/// use grundy::games::nim::losing_named_pile_setups;
/// assert_eq!(losing_named_pile_setups(&[2, 4, 5], 1_000_000_007), 5);
/// ```
pub fn losing_named_pile_setups(piles: &[u64], modulus: u32) -> u32 {
    use crate::algo::counting::{pow_mod, LinearBasis};
    let mut prefix = vec![LinearBasis::new()];
    for &p in piles {
        let mut next = prefix[prefix.len() - 1].clone();
        next.insert(p);
        prefix.push(next);
    }
    let (mut suffix, mut total) = (LinearBasis::new(), 0u64);
    for (i, &named) in piles.iter().enumerate().rev() {
        let mut others = prefix[i].clone();
        suffix.rows().for_each(|r| {
            others.insert(r);
        });
        let rank = others.rank();
        let at_least = (1u128 << rank) - others.count_below(named);
        let each = pow_mod(2, (piles.len() - 1) as u64 - rank as u64, modulus) as u128;
        total = ((total as u128 + at_least % modulus as u128 * each) % modulus as u128) as u64;
        suffix.insert(named);
    }
    total as u32
}

/// Deletions before a game of Nim (POI 2016, Nim z utrudnieniem): the second player throws
/// away some of the `piles` (told apart by index), a multiple of `multiple` of them and not
/// all, and then the first player moves first on the rest. Returns, modulo `modulus`, how
/// many deletions leave the first player a lost position: those whose deleted piles have the
/// nim-sum of all the piles, so that the rest have nim-sum 0 (Bouton). `piles` is sorted in
/// place.
///
/// # Constraints
/// `1 ≤ multiple ≤ 16`; piles below 2^28; `modulus` below 2^31. Memory: `4 · multiple · 2^b`
/// bytes for piles of `b` bits (40 MiB for 10 and piles up to 10^6), see
/// [`counting::NimSumsBySize`](crate::algo::counting::NimSumsBySize).
///
/// # Complexity
/// O(multiple · (Σ piles + 2^b)) and the sort.
///
/// # Example
/// ```
/// use grundy::games::nim::deletions_leaving_a_loss;
/// assert_eq!(deletions_leaving_a_loss(&mut [1, 3, 4, 1, 2], 2, 1_000_000_007), 2);
/// ```
pub fn deletions_leaving_a_loss(piles: &mut [u32], multiple: usize, modulus: u32) -> u32 {
    let all = piles.iter().fold(0, |s, &p| s ^ p);
    let table = crate::algo::counting::NimSumsBySize::new(piles, multiple, modulus);
    let count = table.count(0, all as u64);
    // Deleting every pile is counted there (its nim-sum is `all`) but not allowed.
    if piles.len() % multiple == 0 {
        (count + modulus - 1) % modulus
    } else {
        count
    }
}
