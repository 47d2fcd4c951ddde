//! Candy Piles (AtCoder AGC 002 E): a move eats a whole pile with the most candies, or one
//! candy from every pile; whoever eats the last candy loses. With the piles sorted in
//! decreasing order they form a Young diagram, and a move removes its first row (the largest
//! pile) or its first column (a candy from each): a walk from the corner, one step right or up,
//! that must not leave the diagram.
//!
//! Theorem: a cell and the cell diagonally after it have the same outcome while that one lies
//! in the diagram, so walk the diagonal to the last such cell; from there the diagram is two
//! arms, and the mover wins iff one arm's length is odd. Proof idea: if (x+1, y+1) is in the
//! diagram, each step from (x, y) is answered by the other step to (x+1, y+1), and a winning
//! step from (x+1, y+1) came from a cell whose two steps both lose, so the outcomes agree (by
//! induction from the far corner); on an arm every step but the one along it leaves the
//! diagram, which loses. The tests check it against a search of the piles themselves.

/// Whether the player to move wins with these piles.
///
/// # Complexity
/// O(n log n): a sort, then a walk along the diagonal.
///
/// # Example
/// ```
/// use grundy::problems::heaps::candy_piles::first_player_wins;
/// assert!(first_player_wins(&[1, 3]));
/// assert!(!first_player_wins(&[1, 2, 3]));
/// assert!(first_player_wins(&[]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    let mut rows: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
    rows.sort_unstable_by(|a, b| b.cmp(a));
    let inside = |x: usize, y: u64| x < rows.len() && rows[x] > y;
    if !inside(0, 0) {
        // The last candy is gone: the player before ate it and lost.
        return true;
    }
    let mut k = 0;
    while inside(k + 1, k as u64 + 1) {
        k += 1;
    }
    let up = rows[k] - k as u64 - 1;
    let right = rows[k + 1..].partition_point(|&p| p > k as u64);
    up % 2 == 1 || right % 2 == 1
}
