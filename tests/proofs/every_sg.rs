use grundy::games::euclid;
use grundy::games::every_sg::{first_player_wins, steps};

fn euclid_steps(a: u64, b: u64) -> u64 {
    euclid::steps(a, b)
}
use std::collections::HashMap;

/// Euclid's game: subtract a positive multiple of the smaller number from the larger, leaving
/// it non-negative; finished when a number is 0.
fn euclid_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    if a == 0 || b == 0 {
        return Vec::new();
    }
    let (big, small) = (a.max(b), a.min(b));
    (1..=big / small)
        .map(|k| (big - k * small, small))
        .collect()
}

/// Subtraction game {1, 2, 3} on one heap.
fn take_up_to_three(&n: &u64) -> Vec<u64> {
    (1..=3.min(n)).map(|k| n - k).collect()
}

/// Who wins an Every-SG sum, by searching the sum itself: a turn picks one option in every
/// game that has one; the player who cannot move loses.
struct EverySum<P, F> {
    moves: F,
    memo: HashMap<Vec<P>, bool>,
}

impl<P: Clone + Eq + std::hash::Hash + Ord, F: Fn(&P) -> Vec<P>> EverySum<P, F> {
    fn wins(&mut self, games: &[P]) -> bool {
        let mut key = games.to_vec();
        key.sort();
        if let Some(&w) = self.memo.get(&key) {
            return w;
        }
        let options: Vec<Vec<P>> = key.iter().map(|g| (self.moves)(g)).collect();
        let w = if options.iter().all(Vec::is_empty) {
            false
        } else {
            // Every combination: games with no option stay as they are.
            let mut turns: Vec<Vec<P>> = vec![Vec::new()];
            for (g, opts) in key.iter().zip(&options) {
                let choices = if opts.is_empty() {
                    vec![g.clone()]
                } else {
                    opts.clone()
                };
                turns = turns
                    .into_iter()
                    .flat_map(|t| {
                        choices.iter().map(move |c| {
                            let mut t = t.clone();
                            t.push(c.clone());
                            t
                        })
                    })
                    .collect();
            }
            turns.iter().any(|t| !self.wins(t))
        };
        self.memo.insert(key, w);
        w
    }
}

#[test]
fn euclid_steps_match_the_search_of_step_counts() {
    let mut searched = steps(euclid_moves);
    for a in 0..=60 {
        for b in 0..=60 {
            assert_eq!(euclid_steps(a, b), searched.value(&(a, b)), "({a}, {b})");
        }
    }
    for (a, b) in [(1000, 3), (987, 610), (999, 500), (1000, 999)] {
        assert_eq!(euclid_steps(a, b), searched.value(&(a, b)), "({a}, {b})");
    }
}

#[test]
fn step_counts_decide_euclid_sums() {
    let mut sums = EverySum {
        moves: euclid_moves,
        memo: HashMap::new(),
    };
    let small: Vec<(u64, u64)> = (1..=7).flat_map(|a| (1..=a).map(move |b| (a, b))).collect();
    for &g in &small {
        for &h in &small {
            let predicted = first_player_wins([euclid_steps(g.0, g.1), euclid_steps(h.0, h.1)]);
            assert_eq!(sums.wins(&[g, h]), predicted, "{g:?} + {h:?}");
        }
    }
    for triple in [
        [(1, 1), (1, 1), (1, 1)],
        [(3, 2), (5, 3), (2, 1)],
        [(7, 3), (4, 4), (6, 5)],
    ] {
        let predicted = first_player_wins(triple.iter().map(|&(a, b)| euclid_steps(a, b)));
        assert_eq!(sums.wins(&triple), predicted, "{triple:?}");
    }
}

#[test]
fn step_counts_decide_sums_of_another_game() {
    let mut searched = steps(take_up_to_three);
    let mut sums = EverySum {
        moves: take_up_to_three,
        memo: HashMap::new(),
    };
    for a in 0..12u64 {
        for b in 0..12 {
            for c in [0, 5, 9] {
                let predicted = first_player_wins([a, b, c].map(|n| searched.value(&n)));
                assert_eq!(sums.wins(&[a, b, c]), predicted, "{a} {b} {c}");
            }
        }
    }
}

#[test]
fn odd_step_counts_are_the_euclid_verdict() {
    for a in 0..300 {
        for b in 0..300 {
            assert_eq!(
                euclid_steps(a, b) % 2 == 1,
                euclid::first_player_wins(a, b),
                "({a}, {b})"
            );
        }
    }
}
