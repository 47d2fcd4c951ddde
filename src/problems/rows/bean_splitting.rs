//! Splitting beans forward (HNOI 2007, 分裂游戏): bottles `0..n` hold beans; a move takes one
//! bean out of a bottle `i` and puts one bean into each of two bottles `j` and `k` with
//! `i < j ≤ k` (possibly the same); whoever cannot move loses.
//!
//! Each bean is a game of its own, so a position is worth the XOR of its beans' values, and two
//! beans in one bottle cancel. A bean with `d` bottles after it is worth
//! `g(d) = mex{g(x) ^ g(y) : x ≤ y < d}`, `g(0) = 0`; a move is winning exactly when it removes
//! `g` of bottle `i` and adds those of `j` and `k` to bring the XOR to 0.

/// The value of one bean in each bottle of a row of `bottles`: `values[i]` for bottle `i`.
///
/// # Complexity
/// O(bottles³).
///
/// # Example
/// ```
/// use grundy::problems::rows::bean_splitting::bean_values;
/// assert_eq!(bean_values(5), [7, 4, 2, 1, 0]);
/// ```
pub fn bean_values(bottles: usize) -> Vec<u64> {
    // by_distance[d]: a bean with d bottles after it.
    let mut by_distance: Vec<u64> = Vec::with_capacity(bottles);
    for d in 0..bottles {
        let options = (0..d).flat_map(|x| (x..d).map(move |y| (x, y)));
        let reached: Vec<u64> = options
            .map(|(x, y)| by_distance[x] ^ by_distance[y])
            .collect();
        by_distance.push(crate::search::sg::mex(reached));
    }
    by_distance.reverse();
    by_distance
}

/// Every winning move `(i, j, k)`, `i < j ≤ k`, from the row `beans` (beans per bottle), in
/// lexicographic order; empty if the player to move loses.
///
/// # Complexity
/// O(n³) for n bottles.
///
/// # Example
/// ```
/// use grundy::problems::rows::bean_splitting::winning_moves;
/// assert_eq!(winning_moves(&[1, 0, 1, 5000]), [(0, 2, 3)]);
/// assert!(winning_moves(&[0, 0, 1]).is_empty());
/// ```
pub fn winning_moves(beans: &[u64]) -> Vec<(usize, usize, usize)> {
    let n = beans.len();
    let values = bean_values(n);
    let total = (0..n)
        .filter(|&i| beans[i] % 2 == 1)
        .fold(0, |s, i| s ^ values[i]);
    let mut moves = Vec::new();
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                if total ^ values[i] ^ values[j] ^ values[k] == 0 {
                    moves.push((i, j, k));
                }
            }
        }
    }
    moves
}
