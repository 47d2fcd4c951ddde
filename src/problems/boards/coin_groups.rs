//! Turning connected groups of coins (ZJOI 2009, 染色游戏): a board of coins, rows and columns
//! numbered from 1; a move picks a tails coin `(i, j)` and a group of coins connected through
//! shared sides that contains it and lies in rows `≤ i` and columns `≤ j`, and turns the whole
//! group over (the picked coin goes tails → heads, the others either way); whoever cannot move
//! (every coin heads) loses. Tails here plays the part of heads in [`coins`](crate::games::coins).
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
/// value of coin `row + col − 1` ([`coins::ruler`](crate::games::coins::ruler)); elsewhere
/// `row + col − 2`.
///
/// # Panics
/// If `row` or `col` is 0.
///
/// # Example
/// ```
/// use grundy::problems::boards::coin_groups::coin_exponent;
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
/// is bit `e % 64` of word `e / 64`), with no zero word at the top (0 is `[0]`). Rows may
/// differ in length.
///
/// # Complexity
/// O(cells), with no branch on a coin's face.
///
/// # Example
/// ```
/// use grundy::problems::boards::coin_groups::board_value;
/// let board = ["HHH", "TTH"];
/// let tails = board.iter().map(|row| row.bytes().map(|c| c == b'T'));
/// assert_eq!(board_value(tails), [0b110]); // coins (2, 1) and (2, 2)
/// let corner = (0..100).map(|r| (0..100).map(move |c| r == 99 && c == 99));
/// assert_eq!(board_value(corner), [0, 0, 0, 1 << (198 - 192)]);
/// ```
pub fn board_value<Row: IntoIterator<Item = bool>>(
    rows: impl IntoIterator<Item = Row>,
) -> Vec<u64> {
    let mut value = vec![0u64];
    // XORs `bits` (coins in a row of consecutive exponents from `low`) into the value.
    let mut toggle = |bits: u64, low: usize| {
        let (word, shift) = (low / 64, low % 64);
        if value.len() < word + 2 {
            value.resize(word + 2, 0);
        }
        value[word] ^= bits << shift;
        value[word + 1] ^= (u128::from(bits) << shift >> 64) as u64;
    };
    for (r, row) in rows.into_iter().enumerate() {
        let mut coins = row.into_iter();
        if r == 0 {
            // The first row: the Ruler rule, exponents tz(c) below 64.
            let word = coins
                .enumerate()
                .fold(0, |w, (c, t)| w ^ u64::from(t) << (c + 1).trailing_zeros());
            toggle(word, 0);
            continue;
        }
        // Column 1, then columns 2, 3, … worth 2^(r + 1), 2^(r + 2), … (r counted from 0),
        // gathered 64 coins at a time without a branch on their faces.
        if let Some(t) = coins.next() {
            toggle(u64::from(t), (r + 1).trailing_zeros() as usize);
        }
        let (mut bits, mut count, mut low) = (0u64, 0, r + 1);
        for t in coins {
            bits |= u64::from(t) << count;
            count += 1;
            if count == 64 {
                toggle(bits, low);
                (bits, count, low) = (0, 0, low + 64);
            }
        }
        toggle(bits, low);
    }
    let used = value.iter().rposition(|&w| w != 0).map_or(1, |i| i + 1);
    value.truncate(used);
    value
}

/// Whether the first player wins the board (rows of coins, `true` where tails; see
/// [`board_value`]).
///
/// # Example
/// ```
/// use grundy::problems::boards::coin_groups::first_player_wins;
/// let tails = |board: &[&'static str]| {
///     board.to_vec().into_iter().map(|row| row.bytes().map(|c| c == b'T'))
/// };
/// assert!(!first_player_wins(tails(&["HHH", "HHH"])));
/// assert!(first_player_wins(tails(&["T", "H"])));
/// assert!(!first_player_wins(tails(&["HT", "TH"]))); // coins (1, 2) and (2, 1), worth 2 each
/// ```
pub fn first_player_wins<Row: IntoIterator<Item = bool>>(
    rows: impl IntoIterator<Item = Row>,
) -> bool {
    board_value(rows).iter().any(|&w| w != 0)
}
