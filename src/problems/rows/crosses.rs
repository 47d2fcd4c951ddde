//! Crosses and Crosses (Treblecross): a 1×n strip; players in turn put a cross in an empty
//! cell; whoever first makes three crosses in a row wins.
//!
//! A cross within two cells of another lets the opponent complete three at once, so no one
//! puts one there while another move is left; the player who has no other move loses. A cross
//! in a free stretch of cells removes itself and the two cells on each side, leaving what is
//! left of the stretch on either side: the octal game `0.11337` (take 1 or 2 only as a whole
//! stretch; 3 or 4 from an end; 5 from anywhere). `tests/proofs/crosses.rs` checks this against
//! a search over real strips.

use crate::search::octal::Code;

/// The octal code of Crosses and Crosses.
pub const CODE: &str = "0.11337";

/// Values of strips of `0..len` free cells.
///
/// # Complexity
/// O(len²).
///
/// # Example
/// ```
/// use grundy::problems::rows::crosses;
/// let values = crosses::values(7);
/// assert_ne!(values[3], 0); // a cross in the middle leaves no safe cell
/// assert_eq!(values[6], 0);
/// ```
pub fn values(len: usize) -> Vec<u64> {
    Code::parse(CODE)
        .expect("the code of Crosses and Crosses parses")
        .values(len)
}
