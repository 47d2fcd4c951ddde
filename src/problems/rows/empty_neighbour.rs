//! A row of piles where a move takes a whole pile next to one already gone, the mover keeping
//! its stones (\[HNOI2010\] 取石头游戏, Luogu P3210), both maximising their own total. Pile 1's
//! only neighbour is pile 2 and pile N's is pile N − 1, so the piles before the first gap and
//! after the last are taken from one side only, and those between two gaps from both.
//!
//! Theorem: (1) three piles x ≤ y ≥ z in a row may be replaced by one pile x + z − y: whoever
//! takes x or z first is answered by the other taking y and then takes the third, so the three
//! act as one pile worth x + z − y to the one who opens them (repeat until no such three are
//! left: each run between gaps falls, then rises). (2) At an outer end, a pile at least as
//! large as the one inside it forms a pair that neither wants to open (the opener gives away
//! the larger); the pairs are opened last, all by the same player, who loses their
//! differences. (3) Every other pile is taken greedily in decreasing order. Proof idea: once
//! the merges are done every pile that can be reached is at least as large as the one behind
//! it, so taking the largest reachable pile loses nothing (an exchange argument);
//! `tests/proofs/empty_neighbour.rs` checks the totals against a search of every small row.

/// A pile of the row as it is reduced: its worth, or a gap.
#[derive(Clone, Copy)]
enum Pile {
    Gap,
    Worth(i64),
}

/// The first player's total and the second player's; a pile of 0 is a gap (gone before the
/// game).
///
/// # Constraints
/// The total of all piles must fit in `i64`.
///
/// # Complexity
/// O(n log n): the merges are one pass with a stack, then a sort of what is left.
///
/// # Example
/// ```
/// use grundy::problems::rows::empty_neighbour::totals;
/// assert_eq!(totals(&[1, 2, 0, 3, 7, 4, 0, 9]), (17, 9));
/// ```
pub fn totals(piles: &[u64]) -> (u64, u64) {
    // (1): merge every x ≤ y ≥ z among three piles in a row.
    let mut row: Vec<Pile> = Vec::with_capacity(piles.len());
    let mut sum: i64 = 0;
    for &a in piles {
        sum += a as i64;
        row.push(if a == 0 {
            Pile::Gap
        } else {
            Pile::Worth(a as i64)
        });
        while let [.., Pile::Worth(x), Pile::Worth(y), Pile::Worth(z)] = row[..] {
            if x <= y && y >= z {
                row.truncate(row.len() - 3);
                row.push(Pile::Worth(x + z - y));
            } else {
                break;
            }
        }
    }
    // (2): pairs at the outer ends, the outer pile at least as large as the inner one.
    let mut pairs: i64 = 0;
    let (mut from, mut to) = (0, row.len());
    while let [Pile::Worth(outer), Pile::Worth(inner), ..] = row[from..to] {
        if outer < inner {
            break;
        }
        pairs += outer - inner;
        from += 2;
    }
    while let [.., Pile::Worth(inner), Pile::Worth(outer)] = row[from..to] {
        if outer < inner {
            break;
        }
        pairs += outer - inner;
        to -= 2;
    }
    // (3): the rest in decreasing order, alternately.
    let mut rest: Vec<i64> = row[from..to]
        .iter()
        .filter_map(|p| match p {
            Pile::Worth(w) => Some(*w),
            Pile::Gap => None,
        })
        .collect();
    rest.sort_unstable_by(|a, b| b.cmp(a));
    let mut surplus: i64 = rest
        .iter()
        .enumerate()
        .map(|(i, &w)| if i % 2 == 0 { w } else { -w })
        .sum();
    // The player to move once the rest is gone opens every pair.
    if rest.len() % 2 == 0 {
        surplus -= pairs;
    } else {
        surplus += pairs;
    }
    (((sum + surplus) / 2) as u64, ((sum - surplus) / 2) as u64)
}
