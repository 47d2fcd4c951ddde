//! Turning connected groups of coins (ZJOI 2009, 染色游戏): a board of coins, rows and columns
//! numbered from 1; a move picks a tails coin `(i, j)` and a group of coins connected through
//! shared sides that contains it and lies in rows `≤ i` and columns `≤ j`, and turns the whole
//! group over (the picked coin goes tails → heads, the others either way); whoever cannot move
//! (every coin heads) loses. Tails here plays the part of heads in [`coins`](super::coins).
//!
//! Theorem: a board is worth the XOR of its tails coins, each valued alone (the coin-turning
//! theorem, since the groups a coin may turn do not depend on the other coins), and a lone
//! tails coin at `(i, j)` is worth `ruler(i + j − 1)` (the largest power of 2 dividing it) on
//! the first row or column, and `2^(i+j−2)` elsewhere; every value is a power of two, up to
//! `2^(rows+cols−2)`. Proof idea: every other coin of the quadrant of `(i, j)` is worth less
//! than `2^(i+j−2)`, so no group reaches it, while for `i, j ≥ 3` the coin with any group of
//! its left neighbour (worth `[2^(i+j−3), 2^(i+j−2))` by induction), with or without its upper
//! neighbour (worth `2^(i+j−3)`), reaches every smaller value (on the second row the whole
//! first row, or all but its first one or two coins, with any coins below it, gives the lower
//! half); counting shared corners as connected only adds groups under the same bound, so the
//! values stay the same, as the statement says.

/// The exponent of the value of a lone tails coin at `(row, col)`, numbered from 1: the coin
/// is worth `2^coin_exponent(row, col)`. On the first row or column that is the Ruler rule's
/// value of coin `row + col − 1` ([`coins::ruler`](super::coins::ruler)); elsewhere
/// `row + col − 2`.
///
/// # Panics
/// If `row` or `col` is 0.
///
/// # Example
/// ```
/// use grundy::games::coin_groups::coin_exponent;
/// assert_eq!([1, 2, 3, 4].map(|col| coin_exponent(1, col)), [0, 1, 0, 2]);
/// assert_eq!(coin_exponent(2, 2), 2);
/// assert_eq!(coin_exponent(100, 100), 198);
/// ```
pub fn coin_exponent(row: usize, col: usize) -> u32 {
    assert!(row >= 1 && col >= 1, "coins are numbered from (1, 1)");
    if row == 1 || col == 1 {
        (row + col - 1).trailing_zeros()
    } else {
        (row + col - 2) as u32
    }
}

/// The value of a board given as rows of coins, top row first, each row leftmost coin first,
/// `true` where tails: its bits as 64-bit words, least significant first (bit `e` of the value
/// is bit `e % 64` of word `e / 64`), as many words as the board's largest value needs.
/// Rows may differ in length.
///
/// # Complexity
/// O(cells).
///
/// # Example
/// ```
/// use grundy::games::coin_groups::board_value;
/// let tails = |rows: &[&str]| -> Vec<Vec<bool>> {
///     rows.iter().map(|r| r.bytes().map(|c| c == b'T').collect()).collect()
/// };
/// assert_eq!(board_value(&tails(&["HHH", "TTH"])), [0b110]); // coins (2, 1) and (2, 2)
/// let mut corner = vec![vec![false; 100]; 100];
/// corner[99][99] = true;
/// assert_eq!(board_value(&corner), [0, 0, 0, 1 << (198 - 192)]);
/// ```
pub fn board_value(tails: &[Vec<bool>]) -> Vec<u64> {
    let cols = tails.iter().map(Vec::len).max().unwrap_or(0);
    // Exponents stay below rows + cols − 1.
    let mut words = vec![0u64; (tails.len() + cols) / 64 + 1];
    for (r, row) in tails.iter().enumerate() {
        for (c, _) in row.iter().enumerate().filter(|&(_, &t)| t) {
            let e = coin_exponent(r + 1, c + 1) as usize;
            words[e / 64] ^= 1 << (e % 64);
        }
    }
    words
}

/// Whether the first player wins the board (rows of coins, `true` where tails; see
/// [`board_value`]).
///
/// # Example
/// ```
/// use grundy::games::coin_groups::first_player_wins;
/// assert!(!first_player_wins(&[vec![false; 3], vec![false; 3]]));
/// assert!(first_player_wins(&[vec![true], vec![false]]));
/// // Coins (1, 2) and (2, 1) are both worth 2.
/// assert!(!first_player_wins(&[vec![false, true], vec![true, false]]));
/// ```
pub fn first_player_wins(tails: &[Vec<bool>]) -> bool {
    board_value(tails).iter().any(|&w| w != 0)
}
