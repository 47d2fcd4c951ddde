//! yLOI 2020 牵丝戏 (Luogu P7097): two players A and B with delays d_A, d_B and base damages
//! x_A, x_B play exactly n turns, the one with the smaller delay taking the next (A on a tie).
//! On a turn the player picks a set of items, each type at most once, deals its base damage
//! times 1 + Σk/10^5 and adds w + Σp to its own delay, keeping |d_A − d_B| ≤ 100 afterwards.
//! A maximises A's damage less B's, B minimises it.
//!
//! Only the gap D = d_A − d_B matters, and it stays in −100..=100: A moves at D ≤ 0 to
//! D + w + P ≤ 100, B at D > 0 to D − w − P ≥ −100, so a turn adds P ≤ 200 − w of items'
//! delay, and the best bonus for each exact P is a 0/1 knapsack over the items, where of the
//! items of delay p only the ⌊(200 − w)/p⌋ largest bonuses can matter (a set holds no more of
//! them, and a smaller bonus swaps for a larger of the same delay). Then backward induction
//! over (turns left, D): O(m + 200 · Σ_p ⌊200/p⌋ + 200² n).

/// The value of the duel to A (A's damage less B's) with best play: `turns` turns, `w` added
/// to the attacker's delay after each attack, `items` as `(k, p)` pairs (bonus k/10^5 of the
/// base damage, delay p), base damages `base = [x_A, x_B]` and delays `delays = [d_A, d_B]`.
///
/// # Constraints
/// `w ≤ 100`, every p ≥ 1, each base damage a multiple of 10^5, |d_A − d_B| ≤ 100 (with no
/// items the constraint then always holds), every k at most (2^63 − 1)/200, and `turns` · x/10^5 · (10^5 + 199 · max k) below
/// 2^61 for each base damage x (the statement's limits give at most 2·10^18 < 2^61).
///
/// # Panics
/// If a constraint does not hold.
///
/// # Complexity
/// O(m + 200 · Σ_p ⌊200/p⌋ + 201 · 200 · turns) time, O(m) memory.
///
/// # Example
/// The statement's sample: A takes a turn without items and one with the bonus of 50, then B
/// one with both items.
/// ```
/// use grundy::problems::heaps::delay_duel::damage_difference;
/// let items = [(50, 20), (1, 100)];
/// assert_eq!(damage_difference(3, 1, &items, [100_000, 200_000], [2, 3]), -52);
/// ```
pub fn damage_difference(
    turns: usize,
    w: u32,
    items: &[(u64, u32)],
    base: [u64; 2],
    delays: [u64; 2],
) -> i64 {
    const UNIT: u64 = 100_000;
    const GAP: i64 = 100;
    assert!(w as i64 <= GAP, "w at most 100");
    assert!(
        base.iter().all(|&x| x % UNIT == 0),
        "base damages multiples of 10^5"
    );
    let gap = delays[0] as i128 - delays[1] as i128;
    assert!(gap.abs() <= GAP as i128, "delays at most 100 apart");
    let cap = (2 * GAP - w as i64) as usize;
    let best = best_bonus(items, cap);
    let most = best.iter().copied().max().unwrap_or(0) as u128;
    // A turn's damage by its items' delay P; where no set has delay P, −2^62, which loses to
    // every real move (A's `damage + value` is then below −2^61, B's `value − damage` above
    // 2^61), without overflow.
    let damage = |x: u64, none: i64| -> Vec<i64> {
        let units = x / UNIT;
        let worst = turns as u128 * units as u128 * (UNIT as u128 + most);
        assert!(worst < 1 << 61, "totals below 2^61");
        best.iter()
            .map(|&b| match b {
                -1 => none,
                b => (units as i128 * (UNIT as i128 + b as i128)) as i64,
            })
            .collect()
    };
    let damage_a = damage(base[0], -(1 << 62));
    // B's damage by P, from P = cap down to 0: B's moves from gap D are the values at gaps
    // D − w − P, increasing with the index into this list.
    let mut damage_b = damage(base[1], -(1 << 62));
    damage_b.reverse();
    // value[D + 100]: the value to A with the turns counted so far left and gap D; every value
    // lies strictly between −2^61 and 2^61.
    let mut value = vec![0i64; 201];
    let mut next = vec![0i64; 201];
    let step = w as usize;
    for _ in 0..turns {
        // A at gap D ≤ 0 moves to D + w + P ≤ 100: P up to `room`, contiguous slices.
        for (i, slot) in next[..=GAP as usize].iter_mut().enumerate() {
            let room = 2 * GAP as usize - i - step;
            let after = &value[i + step..=i + step + room];
            let moves = damage_a[..=room].iter().zip(after);
            *slot = moves.map(|(d, v)| d + v).max().unwrap();
        }
        // B at gap D > 0 moves to D − w − P ≥ −100, index j = i − w − P from 0 up.
        for (i, slot) in next.iter_mut().enumerate().skip(GAP as usize + 1) {
            let room = i - step;
            let moves = value[..=room].iter().zip(&damage_b[cap - room..]);
            *slot = moves.map(|(v, d)| v - d).min().unwrap();
        }
        std::mem::swap(&mut value, &mut next);
    }
    value[(gap as i64 + GAP) as usize]
}

/// `best[P]`: the largest total bonus of a set of items of total delay exactly P, for P from 0
/// to `cap`, −1 where no set has that delay.
fn best_bonus(items: &[(u64, u32)], cap: usize) -> Vec<i64> {
    let mut by_delay: Vec<Vec<u64>> = vec![Vec::new(); cap + 1];
    for &(k, p) in items {
        assert!(p >= 1, "item delays at least 1");
        if (p as usize) <= cap {
            by_delay[p as usize].push(k);
        }
    }
    let mut best = vec![-1i64; cap + 1];
    best[0] = 0;
    for (p, bonuses) in by_delay.iter_mut().enumerate().skip(1) {
        let keep = (cap / p).min(bonuses.len());
        if keep < bonuses.len() {
            bonuses.select_nth_unstable_by(keep, |a, b| b.cmp(a));
        }
        for &k in &bonuses[..keep] {
            assert!(
                k <= (i64::MAX / 200) as u64,
                "bonuses at most (2^63 - 1) / 200"
            );
            let k = k as i64;
            for total in (p..=cap).rev() {
                if best[total - p] >= 0 {
                    best[total] = best[total].max(best[total - p] + k);
                }
            }
        }
    }
    best
}
