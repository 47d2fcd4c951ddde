//! Conventions on a road network with no cycle (Codeforces 1149E, Election Promises): a
//! convention in city `v` lowers its tax `h_v` and may set the tax of every city a road from
//! `v` leads to to any value; whoever holds the last convention wins.
//!
//! Theorem: give each city its level, the mex of the levels of the cities its roads lead to
//! (its Grundy value as a token on the roads). The player to move loses exactly when, for every
//! level, the taxes of the cities of that level XOR to 0. Proof idea: a convention at a city
//! of level `k` lowers one tax of level `k` and changes none other of that level (no road joins
//! two cities of one level), so from all-zero XORs it breaks level `k`'s; otherwise take the
//! highest level `k` with XOR `x ≠ 0` and a city there whose tax has `x`'s top bit, lower that
//! tax to `h ⊕ x`, and through one road to each lower level `j` (one exists, by the mex) repair
//! that level's XOR. Play ends, since the taxes of the cities with no road in only go down.

use crate::search::sg::{dag_values, BadGraph};

/// A winning convention from `taxes` (`roads[v]` lists the cities a road from `v` leads to):
/// the taxes right after it, or `None` when the player to move loses. The new taxes are below
/// twice the largest tax, so below 2^31 for taxes up to 10^9.
///
/// # Errors
/// The roads' [`BadGraph`]: a cycle, or a road to a city that is not there.
///
/// # Complexity
/// O(n + number of roads).
///
/// # Example
/// ```
/// use grundy::problems::graphs::conventions::winning_convention;
/// // Roads 0 -> 1 and 2 -> 3 (Codeforces' first sample).
/// let roads = [vec![1], vec![], vec![3], vec![]];
/// assert_eq!(winning_convention(&[2, 1, 1, 5], &roads), Ok(Some(vec![1, 5, 1, 5])));
/// assert_eq!(winning_convention(&[1, 5, 1, 5], &roads), Ok(None));
/// ```
pub fn winning_convention(
    taxes: &[u64],
    roads: &[Vec<usize>],
) -> Result<Option<Vec<u64>>, BadGraph> {
    let level = dag_values(roads)?;
    let levels = level.iter().max().map_or(0, |&l| l as usize + 1);
    let mut xor = vec![0; levels];
    for (v, &h) in taxes.iter().enumerate() {
        xor[level[v] as usize] ^= h;
    }
    let Some(top) = xor.iter().rposition(|&x| x != 0) else {
        return Ok(None);
    };
    let high_bit = 1 << (63 - xor[top].leading_zeros());
    let Some(city) =
        (0..taxes.len()).find(|&v| level[v] as usize == top && taxes[v] & high_bit != 0)
    else {
        unreachable!("a level's XOR has its top bit in one of its taxes");
    };
    let mut after = taxes.to_vec();
    after[city] ^= xor[top];
    for &to in &roads[city] {
        let l = level[to] as usize;
        if l < top {
            after[to] ^= xor[l];
            // One city per level: the level is repaired.
            xor[l] = 0;
        }
    }
    Ok(Some(after))
}
