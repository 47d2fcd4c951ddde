//! Fibonacci Nim: one pile; the first move takes at least one stone but not all, and each later
//! move takes at least one and at most twice what the previous move took; whoever takes the
//! last stone wins.
//!
//! Theorem (Whinihan): with `n` stones left and at most `m` allowed, the player to move wins
//! exactly when the smallest term `z` of the Zeckendorf representation of `n` (the sum of
//! non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, …) is at most `m`, and taking `z` wins.
//! Proof idea: after taking `z` the smallest term of what is left is a Fibonacci number at least
//! two places above `z`, so more than `2z`; and any take `t < z'` from a losing position leaves a
//! smallest term at most `2t`. The opening move may take `n − 1`, so the first player loses
//! exactly when `n` is itself a Fibonacci number.

/// The smallest term of the Zeckendorf representation of `n` (`n` for `n = 0`).
///
/// # Complexity
/// O(log n); exact for all `u64`.
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::smallest_zeckendorf_term;
/// assert_eq!(smallest_zeckendorf_term(12), 1); // 12 = 8 + 3 + 1
/// assert_eq!(smallest_zeckendorf_term(11), 3); // 11 = 8 + 3
/// assert_eq!(smallest_zeckendorf_term(13), 13);
/// ```
pub fn smallest_zeckendorf_term(n: u64) -> u64 {
    crate::algo::zeckendorf::smallest_term(n)
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, … up to `max` (with 1 once).
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::fibonacci_numbers;
/// assert_eq!(fibonacci_numbers(20), [1, 2, 3, 5, 8, 13]);
/// assert_eq!(fibonacci_numbers(u64::MAX).len(), 92);
/// ```
pub fn fibonacci_numbers(max: u64) -> Vec<u64> {
    let mut fibonacci: Vec<u64> = vec![1, 2];
    fibonacci.retain(|&f| f <= max);
    while let [.., a, b] = fibonacci[..] {
        match a.checked_add(b) {
            Some(next) if next <= max => fibonacci.push(next),
            _ => break,
        }
    }
    fibonacci
}

/// The winning take with `stones` left when at most `max_take` may be taken, or `None` if the
/// player to move loses (including when no stone is left or nothing may be taken).
///
/// # Complexity
/// O(log stones).
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::winning_take;
/// assert_eq!(winning_take(12, 1), Some(1));
/// assert_eq!(winning_take(11, 2), None);
/// assert_eq!(winning_take(11, 3), Some(3));
/// ```
pub fn winning_take(stones: u64, max_take: u64) -> Option<u64> {
    let take = smallest_zeckendorf_term(stones);
    (stones > 0 && take <= max_take).then_some(take)
}

/// Whether the first player wins a game that starts with `stones` (the opening move may take
/// anything but the whole pile): exactly when `stones` is not a Fibonacci number.
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::first_player_wins;
/// assert!(!first_player_wins(13));
/// assert!(first_player_wins(10_000));
/// ```
pub fn first_player_wins(stones: u64) -> bool {
    // The same as `winning_take(stones, stones - 1).is_some()`: the smallest term is below
    // `stones` unless it is the only term.
    stones > 0 && !crate::algo::zeckendorf::is_fibonacci(stones)
}

/// The least winning opening take when the opening move may take the whole pile (COCI HRPA):
/// the smallest Zeckendorf term of `stones`, or `stones` itself when that is a Fibonacci number
/// (then every smaller take loses, by the theorem, and only taking everything wins). 0 for an
/// empty pile.
///
/// # Complexity
/// O(log stones); exact for all `u64`.
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::least_winning_opening_take;
/// assert_eq!(least_winning_opening_take(4), 1); // 4 = 3 + 1
/// assert_eq!(least_winning_opening_take(7), 2); // 7 = 5 + 2
/// assert_eq!(least_winning_opening_take(8), 8);
/// ```
pub fn least_winning_opening_take(stones: u64) -> u64 {
    smallest_zeckendorf_term(stones)
}

/// The misère game of SNOI 2020 (取石子): the first move takes at most `max_first_take`, each
/// later one at most twice the one before, and whoever takes the last stone **loses**. Whether
/// the first player wins with `stones` on the table.
///
/// Nobody takes the last stone while another move exists, so the game on `n` stones is the
/// normal game on the `n − 1` stones above the last one: whoever takes the last of those wins.
/// By Whinihan's theorem the first player wins exactly when `n ≥ 2` and the smallest
/// Zeckendorf term of `n − 1` is at most `max_first_take`.
///
/// # Complexity
/// O(log stones).
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::last_stone_loses_first_player_wins;
/// assert!(last_stone_loses_first_player_wins(5, 1)); // 4 = 3 + 1
/// assert!(!last_stone_loses_first_player_wins(4, 1)); // 3 is a Fibonacci number
/// ```
pub fn last_stone_loses_first_player_wins(stones: u64, max_first_take: u64) -> bool {
    winning_take(stones.saturating_sub(1), max_first_take).is_some()
}

/// How many `n` with `1 ≤ n ≤ max_stones` the first player wins in the game of
/// [`last_stone_loses_first_player_wins`]: the `m = n − 1 ≤ max_stones − 1`, `m ≥ 1`, whose
/// smallest Zeckendorf term is at most `max_first_take`, counted by Zeckendorf digits.
///
/// # Complexity
/// O(log max_stones), exact for all `u64`.
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::last_stone_loses_wins_up_to;
/// assert_eq!(last_stone_loses_wins_up_to(1, 10), 4); // n = 2, 5, 7, 10
/// ```
pub fn last_stone_loses_wins_up_to(max_first_take: u64, max_stones: u64) -> u64 {
    let m = max_stones.saturating_sub(1);
    match max_first_take.checked_add(1) {
        Some(above) => m - crate::algo::zeckendorf::count_smallest_term_at_least(m, above),
        None => m,
    }
}
