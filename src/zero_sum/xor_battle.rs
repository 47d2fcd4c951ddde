//! Xor Battle (AtCoder AGC 045 A): x starts at 0, and in round i the owner of the round either
//! XORs the round's value into x or leaves x alone. One player wants x to end at 0, the other
//! wants it not to; the owners' order is given, so a player may own many rounds in a row.
//!
//! Theorem: the zero-seeker wins iff every round of the other player has its value in the span
//! over GF(2) of the zero-seeker's values in the later rounds. Proof idea: the values of x from
//! which the zero-seeker wins after round i form a set W_i, with W_N = {0}; a round of his
//! makes it W_i + {0, a_i}, a round of the other keeps only the x with both x and x ⊕ a_i in
//! W_i, which is W_i when a_i ∈ W_i and empty otherwise (W_i is a linear space by induction, so
//! x and x ⊕ a_i cannot both lie in it), and an empty set stays empty; so W_0 ∋ 0 iff no round
//! of the other empties it. One linear basis ([`LinearBasis`]) of the zero-seeker's values,
//! grown from the last round back, decides it in O(64 N).

use crate::algo::counting::LinearBasis;

/// Whether x ends at 0 under optimal play, when round i has value `values[i]` and belongs to
/// the player who wants x not to be 0 where `wants_nonzero[i]` (to the zero-seeker elsewhere).
///
/// # Panics
/// If the two slices differ in length.
///
/// # Complexity
/// O(64 N).
///
/// # Example
/// AGC 045 A's samples: the non-zero-seeker's 1 cannot be undone by a later 2, but a later 1
/// undoes it.
/// ```
/// use grundy::zero_sum::xor_battle::ends_at_zero;
/// assert!(!ends_at_zero(&[1, 2], &[true, false]));
/// assert!(ends_at_zero(&[1, 1], &[true, false]));
/// assert!(ends_at_zero(&[2, 3, 4, 5, 6, 7], &[true, true, true, false, false, false]));
/// ```
pub fn ends_at_zero(values: &[u64], wants_nonzero: &[bool]) -> bool {
    assert_eq!(values.len(), wants_nonzero.len(), "one owner per round");
    let mut later = LinearBasis::new();
    for (&a, &nonzero) in values.iter().zip(wants_nonzero).rev() {
        if !nonzero {
            later.insert(a);
        } else if !later.contains(a) {
            return false;
        }
    }
    true
}
