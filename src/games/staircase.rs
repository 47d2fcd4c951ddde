//! Staircase Nim: coins on the stairs of a staircase; a move takes any positive number of
//! coins from one stair down to the stair below; coins on the ground (stair 0) are out of
//! play; whoever cannot move loses.
//!
//! Theorem: the player to move loses exactly when the XOR of the coins on the odd stairs is 0.
//! Proof idea: the odd stairs form a Nim position; a move from an odd stair is a Nim move, and a
//! move from an even stair adds coins to an odd stair, which the opponent can carry down one
//! more stair at once, restoring the odd stairs as they were.
//!
//! Men on a line (POJ 1704, Georgia and Bob) is staircase Nim on the gaps between the men:
//! moving a man left shrinks the gap in front of him and widens the gap behind him.

/// XOR of the coins on the odd stairs; `stairs[i]` is the number of coins on stair `i`
/// (`stairs[0]`, the ground, is ignored).
pub fn odd_stair_sum(stairs: &[u64]) -> u64 {
    stairs.iter().skip(1).step_by(2).fold(0, |s, &c| s ^ c)
}

/// Whether the player to move wins.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::staircase;
/// assert!(!staircase::first_player_wins(&[9, 3, 5, 3]));
/// ```
pub fn first_player_wins(stairs: &[u64]) -> bool {
    odd_stair_sum(stairs) != 0
}

/// Every winning move as `(stair, coins moved down one stair)`, by stair; empty if the player
/// to move loses. Moves from odd stairs are Nim moves; a move from an even stair `i ≥ 2` adds
/// to odd stair `i − 1` exactly what Nim would ask that pile to grow by.
///
/// # Complexity
/// O(n).
pub fn winning_moves(stairs: &[u64]) -> Vec<(usize, u64)> {
    let s = odd_stair_sum(stairs);
    if s == 0 {
        return Vec::new();
    }
    (1..stairs.len())
        .filter_map(|i| {
            // The odd stair this move changes, and what Nim wants it to hold.
            let odd = if i % 2 == 1 { i } else { i - 1 };
            let (old, new) = (stairs[odd], stairs[odd] ^ s);
            let moved = if odd == i {
                old.checked_sub(new)
            } else {
                new.checked_sub(old)
            };
            moved.filter(|&m| m > 0 && m <= stairs[i]).map(|m| (i, m))
        })
        .collect()
}

/// The staircase of Georgia and Bob: men on distinct cells `1, 2, 3, …` of a line, each move
/// shifting one man left by at least one cell without reaching or passing another man or
/// leaving the line. Stair `j` holds the gap in front of the `j`-th man from the right (the
/// empty cells between him and the next man to his left, or cell 1). Returns `None` if two men
/// share a cell or a man stands on cell 0.
///
/// # Complexity
/// O(n log n) for the sort.
///
/// # Example
/// ```
/// use grundy::games::staircase::{first_player_wins, men_on_a_line};
/// assert!(!first_player_wins(&men_on_a_line(&[1, 2, 3]).unwrap()));
/// assert!(first_player_wins(&men_on_a_line(&[1, 5, 6, 7, 9, 12, 14, 17]).unwrap()));
/// ```
pub fn men_on_a_line(cells: &[u64]) -> Option<Vec<u64>> {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    let mut stairs = vec![0; cells.len() + 1];
    let mut left = 0;
    for (i, &cell) in cells.iter().enumerate() {
        stairs[cells.len() - i] = cell.checked_sub(left)?.checked_sub(1)?;
        left = cell;
    }
    Some(stairs)
}

/// The staircase of piles kept in non-decreasing order (POI 2009, KAM-Pebbles): a move takes
/// stones from one pile as long as the row stays non-decreasing. Stair `j` holds the step
/// `a[n−j] − a[n−j−1]` between the `j`-th pile from the right and its left neighbour (0 left of
/// the first): taking from a pile lowers its step and raises the step of the pile to its right
/// by as much, and the last pile's step goes to the ground. Returns `None` if the row
/// decreases somewhere.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::staircase::{first_player_wins, non_decreasing_piles};
/// assert!(!first_player_wins(&non_decreasing_piles(&[2, 2]).unwrap()));
/// assert!(first_player_wins(&non_decreasing_piles(&[1, 2, 4]).unwrap()));
/// assert_eq!(non_decreasing_piles(&[3, 1]), None);
/// ```
pub fn non_decreasing_piles(piles: &[u64]) -> Option<Vec<u64>> {
    let mut stairs = vec![0; piles.len() + 1];
    let mut left = 0;
    for (i, &pile) in piles.iter().enumerate() {
        stairs[piles.len() - i] = pile.checked_sub(left)?;
        left = pile;
    }
    Some(stairs)
}

/// Coins on a strip (SDOI 2019, 移动金币): `coins` coins on distinct cells of a strip of `cells`,
/// a move sliding one coin left over empty cells only. Returns, modulo `modulus`, how many of
/// the `C(cells, coins)` placements the player to move wins.
///
/// As men on a line ([`men_on_a_line`]) this is staircase Nim on the gaps, lost exactly when
/// the odd stairs (every other gap from the right) form a lost Nim position. So the losing
/// placements are the Nim losses among the `⌈coins / 2⌉` odd gaps, by total (a DP over binary
/// digits, [`carry_free_tuples_by_total`](crate::algo::counting::carry_free_tuples_by_total) with
/// multiple 2), times the ways to spread the other empty cells over the even gaps and the
/// cells right of the last coin.
///
/// # Constraints
/// `coins ≤ cells`; `modulus` a prime above `cells`, below 2^30.
///
/// # Complexity
/// O(cells · log cells · coins).
///
/// # Example
/// ```
/// assert_eq!(grundy::games::staircase::winning_coin_layouts(10, 3, 1_000_000_009), 100);
/// ```
pub fn winning_coin_layouts(cells: usize, coins: usize, modulus: u32) -> u32 {
    use crate::algo::counting::{carry_free_tuples_by_total, layouts_not_lost};
    let free = cells - coins;
    let (odd, others) = ((coins + 1) / 2, coins / 2 + 1);
    let losses_by_odd_gaps = carry_free_tuples_by_total(odd, 2, free, modulus);
    layouts_not_lost(cells, coins, &losses_by_odd_gaps, others, modulus)
}
