//! yLOI 2020 牵丝戏 against the duel played from its rules: the real delays d_A and d_B (not
//! their gap), every set of items on every turn, a set allowed when |d_A − d_B| ≤ 100 after
//! it, the player with the smaller delay moving (A on a tie), memoised on (turns left, d_A,
//! d_B).

use super::loopy::Lcg;
use grundy::problems::heaps::delay_duel::damage_difference;
use std::collections::HashMap;

struct Duel<'a> {
    w: u64,
    items: &'a [(u64, u32)],
    base: [u64; 2],
    memo: HashMap<(usize, u64, u64), i64>,
}

impl Duel<'_> {
    fn value(&mut self, turns: usize, d: [u64; 2]) -> i64 {
        if turns == 0 {
            return 0;
        }
        if let Some(&v) = self.memo.get(&(turns, d[0], d[1])) {
            return v;
        }
        let mover = usize::from(d[1] < d[0]);
        let mut best: Option<i64> = None;
        for set in 0..1u32 << self.items.len() {
            let chosen = (0..self.items.len()).filter(|&i| set >> i & 1 == 1);
            let (bonus, delay) = chosen.fold((0, 0), |(k, p), i| {
                (k + self.items[i].0, p + self.items[i].1 as u64)
            });
            let mut after = d;
            after[mover] += self.w + delay;
            if after[0].abs_diff(after[1]) > 100 {
                continue;
            }
            // t + t·k/10^5, exact as t is a multiple of 10^5.
            let damage = (self.base[mover] + self.base[mover] / 100_000 * bonus) as i64;
            let v = self.value(turns - 1, after) + if mover == 0 { damage } else { -damage };
            best = Some(match best {
                None => v,
                Some(b) if mover == 0 => b.max(v),
                Some(b) => b.min(v),
            });
        }
        let v = best.expect("no items is always allowed");
        self.memo.insert((turns, d[0], d[1]), v);
        v
    }
}

fn check(rng: &mut Lcg, turns: usize, items: usize, w: (usize, usize), p: (usize, usize)) {
    let w = (w.0 + rng.below(w.1 - w.0 + 1)) as u64;
    let items: Vec<(u64, u32)> = (0..items)
        .map(|_| {
            let most = if rng.below(2) == 0 { 10 } else { 1_000_000_000 };
            let k = 1 + rng.below(most);
            (k as u64, (p.0 + rng.below(p.1 - p.0 + 1)) as u32)
        })
        .collect();
    let base = [
        100_000 * (1 + rng.below(3)) as u64,
        100_000 * (1 + rng.below(10_000)) as u64,
    ];
    let d_a = 1 + rng.below(150) as u64;
    let gap = 1 + rng.below(100) as u64;
    let d = if rng.below(2) == 0 || d_a <= gap {
        [d_a, d_a + gap]
    } else {
        [d_a, d_a - gap]
    };
    let mut duel = Duel {
        w,
        items: &items,
        base,
        memo: HashMap::new(),
    };
    assert_eq!(
        damage_difference(turns, w as u32, &items, base, d),
        duel.value(turns, d),
        "turns {turns}, w {w}, items {items:?}, base {base:?}, delays {d:?}"
    );
}

#[test]
fn random_duels_of_up_to_5_turns_and_5_items() {
    let mut rng = Lcg(7097);
    for _ in 0..800 {
        let turns = rng.below(6);
        let items = rng.below(6);
        check(&mut rng, turns, items, (1, 100), (1, 100));
    }
}

#[test]
fn random_duels_where_only_the_largest_bonuses_of_a_delay_fit() {
    // Delays of 48 to 52 after w of 60 to 100: at most 2 items of a delay fit in a turn, so of
    // the 2 or so items of each delay some are never worth taking.
    let mut rng = Lcg(1);
    for _ in 0..120 {
        let turns = 1 + rng.below(3);
        check(&mut rng, turns, 10, (60, 100), (48, 52));
    }
}
