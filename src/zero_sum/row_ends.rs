//! Rows taken from both ends: players alternately remove the first or the last item of a row.
//!
//! Totals (USACO's A Game): each keeps what they take and maximises their own total. The
//! totals add up to the row's sum, so the game is zero-sum and a segment is worth the mover's
//! best surplus, `max(a[i] − d[i+1..=j], a[j] − d[i..j])`: interval DP over lengths, O(n²)
//! time and O(n) memory.
//!
//! The last item (Codeforces 794 E, Choosing Carrot): the maximiser moves first, then they
//! alternate until one item is left, whose value is the payoff. Theorem: a row of m items is
//! worth its middle item's value if m = 1, `max(a[c], a[c+1])` for its two middle items if m
//! is even, and `max(min(a[c−1], a[c]), min(a[c], a[c+1]))` around its middle c if m ≥ 3 is
//! odd. Proof idea: m − 1 moves are made, so the maximiser makes both the first and the last
//! move when m is even: his first move puts the middle item he prefers at the centre of an odd
//! row, and answering each of the minimiser's moves from the other end keeps it there; when m
//! is odd the minimiser moves last, and the maximiser decides which of the two middle pairs
//! (each around c) the end comes down to, the minimiser its smaller item. With the minimiser
//! first the roles swap, max and min exchanged (negate every item). `tests/proofs/row_ends.rs`
//! checks each form against a search of every small row.
//! With k free moves first the maximiser chooses any window of m = n − k items; the windows'
//! middles of one parity of m grow by one on each side as m falls by two, so every k takes
//! O(n) in all.

use super::minimax::{Dense, Options, Search, Side};

/// The first player's surplus over the second when each in turn takes the first or the last
/// item of `row` and keeps it, both maximising their own total.
///
/// # Constraints
/// The sum of the absolute values must fit in `i64`.
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use grundy::zero_sum::row_ends::surplus;
/// assert_eq!(surplus(&[4, 7, 2, 9, 5, 2]), 18 - 11);
/// assert_eq!(surplus(&[]), 0);
/// ```
pub fn surplus(row: &[i64]) -> i64 {
    // best[i]: the surplus of the segment of the current length starting at i.
    let mut best = row.to_vec();
    for len in 2..=row.len() {
        for i in 0..=row.len() - len {
            // best[i] and best[i + 1] still hold length len − 1.
            let take_first = row[i] - best[i + 1];
            let take_last = row[i + len - 1] - best[i];
            best[i] = take_first.max(take_last);
        }
    }
    best.first().copied().unwrap_or(0)
}

/// [`surplus`] found by the scored search, as a contestant writes it for AtCoder's EDPC L
/// (Deque): the first player maximises X − Y and the second minimises it, a segment `i..j` is
/// the position `(i, j)` of a [`Search::minimax`] with a [`Dense`] memo of the segments
/// ([`Dense::segments`], filled bottom-up), and the side to move is the parity of the items
/// taken.
///
/// # Constraints
/// The sum of the absolute values must fit in `i64`.
///
/// # Complexity
/// O(n²) time and memory (a value and a byte per segment: 41 MB for n = 3000), where
/// [`surplus`] needs O(n) memory.
///
/// # Example
/// ```
/// use grundy::zero_sum::row_ends::surplus_by_search;
/// assert_eq!(surplus_by_search(&[10, 80, 90, 30]), 10);
/// assert_eq!(surplus_by_search(&[10, 100, 10]), -80);
/// ```
pub fn surplus_by_search(row: &[i64]) -> i64 {
    let n = row.len();
    let mover = |i: usize, j: usize| {
        if (n - (j - i)) % 2 == 0 {
            Side::Max
        } else {
            Side::Min
        }
    };
    let mut game = Search::minimax(
        |&(i, j): &(usize, usize), out: &mut Options<(usize, usize), i64>| {
            if i < j {
                // Gains are X − Y's: the second player's takes count against it.
                let sign = if mover(i, j) == Side::Max { 1 } else { -1 };
                out.push(((i + 1, j), sign * row[i]));
                out.push(((i, j - 1), sign * row[j - 1]));
            }
        },
        |_| 0,
        |&(i, j)| mover(i, j),
        // Every move leaves a shorter segment inside its position.
        Dense::segments(n),
    );
    game.fill();
    game.looked_up(&(0, n))
        .expect("every segment is valued by the fill")
}

/// Each player's total, the first player's first, when each in turn takes the first or the
/// last item of `row` and keeps it, both maximising their own total.
///
/// # Constraints
/// The sum of the absolute values must fit in `i64`.
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use grundy::zero_sum::row_ends::totals;
/// assert_eq!(totals(&[4, 7, 2, 9, 5, 2]), (18, 11));
/// ```
pub fn totals(row: &[i64]) -> (i64, i64) {
    let sum: i64 = row.iter().sum();
    let d = surplus(row);
    // first + second = sum and first − second = d, so sum and d have the same parity.
    ((sum + d) / 2, (sum - d) / 2)
}

/// The item left when the maximiser, then alternately the minimiser, eats the first or the
/// last item of `row` until one is left.
///
/// # Panics
/// If `row` is empty.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::zero_sum::row_ends::last_item;
/// assert_eq!(last_item(&[1, 2, 3, 5]), 3);
/// assert_eq!(last_item(&[7]), 7);
/// ```
pub fn last_item<T: Ord + Copy>(row: &[T]) -> T {
    let m = row.len();
    assert!(m > 0, "a row of at least one item");
    if m == 1 {
        row[0]
    } else if m % 2 == 0 {
        even_middle(row, m / 2 - 1)
    } else {
        odd_middle(row, m / 2)
    }
}

/// The item left when the minimiser, then alternately the maximiser, eats the first or the
/// last item of `row` until one is left: [`last_item`] with max and min exchanged.
///
/// # Panics
/// If `row` is empty.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::zero_sum::row_ends::last_item_minimiser_first;
/// // The minimiser eats 5, the maximiser 1, and the minimiser leaves 2 of [2, 3].
/// assert_eq!(last_item_minimiser_first(&[1, 2, 3, 5]), 2);
/// assert_eq!(last_item_minimiser_first(&[4, 1, 4]), 4);
/// ```
pub fn last_item_minimiser_first<T: Ord + Copy>(row: &[T]) -> T {
    let m = row.len();
    assert!(m > 0, "a row of at least one item");
    if m == 1 {
        row[0]
    } else if m % 2 == 0 {
        let c = m / 2 - 1;
        row[c].min(row[c + 1])
    } else {
        let c = m / 2;
        row[c - 1].max(row[c]).min(row[c].max(row[c + 1]))
    }
}

/// A row of even length with middle items `c` and `c + 1`.
fn even_middle<T: Ord + Copy>(row: &[T], c: usize) -> T {
    row[c].max(row[c + 1])
}

/// A row of odd length at least 3 around the middle item `c`.
fn odd_middle<T: Ord + Copy>(row: &[T], c: usize) -> T {
    row[c - 1].min(row[c]).max(row[c].min(row[c + 1]))
}

/// For every k from 0 to n − 1, the item left when the maximiser first makes k moves alone
/// and then the game of [`last_item`] is played on what remains, the maximiser first
/// (Choosing Carrot): `result[k]`.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::zero_sum::row_ends::last_item_after_free_moves;
/// assert_eq!(last_item_after_free_moves(&[1, 2, 3, 5]), [3, 3, 5, 5]);
/// assert!(last_item_after_free_moves::<u64>(&[]).is_empty());
/// ```
pub fn last_item_after_free_moves<T: Ord + Copy>(row: &[T]) -> Vec<T> {
    let n = row.len();
    let mut result = row.to_vec();
    if n == 0 {
        return result;
    }
    // Windows of m items (m = n − k) are valued at their middle; as m falls by 2 the middles
    // reach one place further on each side. Even m: middle pairs (c, c + 1) for c from m/2 − 1
    // to n − 1 − m/2; odd m ≥ 3: middles c from (m − 1)/2 to n − 1 − (m − 1)/2.
    let middles = |m: usize| ((m - 1) / 2, n - 1 - m / 2);
    for even in [true, false] {
        let middle = |c: usize| {
            if even {
                even_middle(row, c)
            } else {
                odd_middle(row, c)
            }
        };
        let mut m = if (n % 2 == 0) == even { n } else { n - 1 };
        if m < 2 {
            continue;
        }
        let (from, to) = middles(m);
        let mut best = (from..=to).map(middle).max().expect("a window");
        loop {
            result[n - m] = best;
            m -= 2;
            if m < 2 {
                break;
            }
            // Two items fewer: the middles reach one place further on each side.
            let (from, to) = middles(m);
            best = best.max(middle(from)).max(middle(to));
        }
    }
    result[n - 1] = *row.iter().max().expect("a row of at least one item");
    result
}
