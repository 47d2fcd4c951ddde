//! Fox and Card Game's split against a search of the game as played: every set of up to four
//! piles holding up to six cards of values 1 to 3, and random larger ones.

use super::loopy::Lcg;
use grundy::problems::rows::top_and_bottom::totals;
use std::collections::HashMap;

/// Surpluses found: by each pile's (top, bottom) in play and whether the top player moves.
type Memo = HashMap<(Vec<(usize, usize)>, bool), i64>;

/// The mover's surplus: `cut[i]` is pile i's (top, bottom) still in play; the top player
/// takes `piles[i][top]`, the bottom player `piles[i][bottom - 1]`.
fn surplus(
    piles: &[Vec<u64>],
    cut: &mut Vec<(usize, usize)>,
    top_moves: bool,
    memo: &mut Memo,
) -> i64 {
    if let Some(&v) = memo.get(&(cut.clone(), top_moves)) {
        return v;
    }
    let mut best: Option<i64> = None;
    for i in 0..piles.len() {
        let (t, b) = cut[i];
        if t == b {
            continue;
        }
        let card = if top_moves {
            piles[i][t]
        } else {
            piles[i][b - 1]
        };
        cut[i] = if top_moves { (t + 1, b) } else { (t, b - 1) };
        let v = card as i64 - surplus(piles, cut, !top_moves, memo);
        cut[i] = (t, b);
        best = Some(best.map_or(v, |x| x.max(v)));
    }
    let v = best.unwrap_or(0);
    memo.insert((cut.clone(), top_moves), v);
    v
}

fn check(piles: &[Vec<u64>]) {
    let mut cut: Vec<(usize, usize)> = piles.iter().map(|p| (0, p.len())).collect();
    let d = surplus(piles, &mut cut, true, &mut HashMap::new());
    let sum: u64 = piles.iter().flatten().sum();
    let (top, bottom) = totals(piles);
    assert_eq!(top + bottom, sum, "{piles:?}");
    assert_eq!(top as i64 - bottom as i64, d, "{piles:?}");
}

/// Every list of piles (as many as `piles` more) of up to `cards` cards in all, values 1..=3.
fn every_set(prefix: &mut Vec<Vec<u64>>, piles: usize, cards: usize, seen: &mut usize) {
    if !prefix.is_empty() {
        check(prefix);
        *seen += 1;
    }
    if piles == 0 {
        return;
    }
    for len in 1..=cards {
        for code in 0..3usize.pow(len as u32) {
            let pile: Vec<u64> = (0..len)
                .map(|i| (code / 3usize.pow(i as u32) % 3) as u64 + 1)
                .collect();
            prefix.push(pile);
            every_set(prefix, piles - 1, cards - len, seen);
            prefix.pop();
        }
    }
}

#[test]
fn the_split_is_the_game_on_every_small_set_of_piles() {
    let mut seen = 0;
    every_set(&mut Vec::new(), 4, 6, &mut seen);
    assert!(seen > 20_000, "{seen}");
}

#[test]
fn the_split_is_the_game_on_random_larger_piles() {
    let mut rng = Lcg(388);
    for _ in 0..300 {
        let piles: Vec<Vec<u64>> = (0..1 + rng.below(4))
            .map(|_| {
                (0..1 + rng.below(5))
                    .map(|_| 1 + rng.below(9) as u64)
                    .collect()
            })
            .collect();
        check(&piles);
    }
}
