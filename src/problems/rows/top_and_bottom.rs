//! Piles of cards where one player takes from the tops and the other from the bottoms, each
//! keeping the cards' values (Codeforces 388 C, Fox and Card Game), both maximising their own
//! total.
//!
//! Theorem: the top player (who moves first) gets the upper half of every pile, the bottom
//! player the lower half, and the middle cards of the odd piles go alternately in decreasing
//! order, the top player first. Proof idea: each can guarantee it alone. The top player always
//! takes the top of the pile whose middle card is largest among those still whole, or else
//! follows the other into the pile just taken from, so no upper-half card is lost and she
//! reaches the largest middle before him; the bottom player's strategy is the mirror, so
//! neither can get more. `tests/proofs/top_and_bottom.rs` checks it against a search of every
//! set of small piles.

/// The top player's total and the bottom player's when the top player moves first; each
/// pile is listed from top to bottom.
///
/// # Constraints
/// The total of all cards must fit in `u64`.
///
/// # Complexity
/// O(total cards + p log p), p the number of odd piles.
///
/// # Example
/// ```
/// use grundy::problems::rows::top_and_bottom::totals;
/// assert_eq!(totals(&[vec![100], vec![1, 10]]), (101, 10));
/// assert_eq!(totals(&[vec![2, 8, 6, 5, 9, 4, 7, 1, 3]]), (30, 15));
/// ```
pub fn totals(piles: &[Vec<u64>]) -> (u64, u64) {
    let (mut top, mut bottom) = (0, 0);
    let mut middles = Vec::new();
    for pile in piles {
        let half = pile.len() / 2;
        top += pile[..half].iter().sum::<u64>();
        bottom += pile[pile.len() - half..].iter().sum::<u64>();
        if pile.len() % 2 == 1 {
            middles.push(pile[half]);
        }
    }
    middles.sort_unstable_by(|a, b| b.cmp(a));
    for (i, card) in middles.into_iter().enumerate() {
        if i % 2 == 0 {
            top += card;
        } else {
            bottom += card;
        }
    }
    (top, bottom)
}
