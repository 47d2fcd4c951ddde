//! The partizan subtraction game against the brute-force search of `partizan.rs`: a heap of n
//! is the form {n − a | n − b} built from the rule, and who wins a heap or a sum of heaps is
//! found by playing it out. A second, plain recursion on the rule (who wins moving first)
//! checks long tables and proven periods where the search would be slow.

use crate::partizan::{Forms, Rng};
use grundy::partizan::dyadic::Dyadic;
use grundy::partizan::game::{Games, Outcome};
use grundy::partizan::subtraction::{outcome_of_classes, outcome_of_switches, Subtraction};
use std::collections::HashMap;

fn subsets(up_to: u64) -> Vec<Vec<u64>> {
    (0..1u64 << up_to)
        .map(|m| (1..=up_to).filter(|i| m >> (i - 1) & 1 == 1).collect())
        .collect()
}

/// The forms of heaps 0..len by the rule.
fn heap_forms(forms: &mut Forms, left: &[u64], right: &[u64], len: usize) -> Vec<usize> {
    let mut heaps: Vec<usize> = Vec::new();
    for n in 0..len {
        let take = |set: &[u64]| -> Vec<usize> {
            set.iter()
                .filter(|&&a| a as usize <= n)
                .map(|&a| heaps[n - a as usize])
                .collect()
        };
        let f = forms.form(take(left), take(right));
        heaps.push(f);
    }
    heaps
}

/// Who wins each heap moving first, by the rule alone: (Left does, Right does).
fn plain_classes(left: &[u64], right: &[u64], len: usize) -> Vec<Outcome> {
    let mut wins: Vec<(bool, bool)> = Vec::new();
    for n in 0..len {
        let l = left
            .iter()
            .any(|&a| a as usize <= n && !wins[n - a as usize].1);
        let r = right
            .iter()
            .any(|&b| b as usize <= n && !wins[n - b as usize].0);
        wins.push((l, r));
    }
    wins.iter()
        .map(|&w| match w {
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (true, true) => Outcome::Next,
            (false, false) => Outcome::Previous,
        })
        .collect()
}

#[test]
fn classes_of_every_pair_of_small_sets_against_search() {
    let mut forms = Forms::default();
    for left in subsets(4) {
        for right in subsets(4) {
            let game = Subtraction::new(&left, &right).unwrap();
            let classes = game.classes(20);
            let heaps = heap_forms(&mut forms, &left, &right, 20);
            for n in 0..20 {
                assert_eq!(
                    classes[n],
                    forms.outcome(&[heaps[n]]),
                    "{left:?} {right:?} {n}"
                );
            }
        }
    }
    // Long tables, both ways of computing (takes up to 128 as bits, larger ones by the sets).
    let mut rng = Rng(31);
    for round in 0..300 {
        let most = if round % 3 == 0 { 300 } else { 128 };
        let mut set = || -> Vec<u64> {
            (0..1 + rng.below(4))
                .map(|_| 1 + rng.below(most) as u64)
                .collect()
        };
        let (left, right) = (set(), set());
        let game = Subtraction::new(&left, &right).unwrap();
        assert_eq!(
            game.classes(2000),
            plain_classes(&left, &right, 2000),
            "{left:?} {right:?}"
        );
    }
    assert!(Subtraction::new(&[0, 1], &[1]).is_none());
}

#[test]
fn proven_periods_hold_far_past_their_proof() {
    for left in subsets(5) {
        for right in subsets(5).iter().step_by(3) {
            let game = Subtraction::new(&left, right).unwrap();
            let periodic = game.period(1 << 16).unwrap();
            let far = periodic.pre_period() + 4 * periodic.period() + 3000;
            let plain = plain_classes(&left, right, far);
            for (n, &class) in plain.iter().enumerate() {
                assert_eq!(*periodic.value(n as u64), class, "{left:?} {right:?} {n}");
            }
        }
    }
    let mut rng = Rng(5);
    for _ in 0..40 {
        let mut set = || -> Vec<u64> {
            (0..1 + rng.below(3))
                .map(|_| 1 + rng.below(40) as u64)
                .collect()
        };
        let (left, right) = (set(), set());
        let periodic = Subtraction::new(&left, &right)
            .unwrap()
            .period(1 << 20)
            .unwrap();
        let far = periodic.pre_period() + 3 * periodic.period() + 5000;
        let plain = plain_classes(&left, &right, far);
        for (n, &class) in plain.iter().enumerate() {
            assert_eq!(*periodic.value(n as u64), class, "{left:?} {right:?} {n}");
        }
    }
}

#[test]
fn values_and_sums_against_search() {
    let mut forms = Forms::default();
    let mut rng = Rng(2024);
    let (mut by_classes, mut by_switches) = (0, 0);
    for left in subsets(3) {
        for right in subsets(3) {
            let game = Subtraction::new(&left, &right).unwrap();
            let mut games = Games::with_limit(1 << 20);
            let values = game.values(&mut games, 11).unwrap();
            let heaps = heap_forms(&mut forms, &left, &right, 11);
            let mut cache = HashMap::new();
            for n in 0..11 {
                let vf = forms.of_game(&mut games, values[n], &mut cache);
                assert!(
                    forms.equal_sums(&[heaps[n]], &[vf]),
                    "{left:?} {right:?} {n}"
                );
            }
            let classes = game.classes(11);
            for _ in 0..12 {
                let sum: Vec<u64> = (0..1 + rng.below(3))
                    .map(|_| rng.below(11) as u64)
                    .collect();
                let parts: Vec<usize> = sum.iter().map(|&n| heaps[n as usize]).collect();
                let searched = forms.outcome(&parts);
                let of_classes: Vec<Outcome> = sum.iter().map(|&n| classes[n as usize]).collect();
                if let Some(o) = outcome_of_classes(&of_classes) {
                    assert_eq!(o, searched, "{left:?} {right:?} {sum:?}");
                    by_classes += 1;
                }
                if let Some(o) = game.sum_outcome(&mut games, &sum) {
                    assert_eq!(o, searched, "{left:?} {right:?} {sum:?}");
                    by_switches += 1;
                }
            }
        }
    }
    assert!(
        by_classes > 300 && by_switches > by_classes + 50,
        "{by_classes} {by_switches}"
    );
}

#[test]
fn sums_of_switches_by_the_hot_strategy_against_search() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let mut rng = Rng(8);
    let mut cache = HashMap::new();
    let mut number = |games: &mut Games, forms: &mut Forms, quarters: i64| {
        let g = games.number(Dyadic::new(quarters, 2).unwrap());
        forms.of_game(games, g, &mut cache)
    };
    for _ in 0..1500 {
        let centre = rng.below(13) as i64 - 6;
        let mut parts = vec![number(&mut games, &mut forms, centre)];
        let mut switches = Vec::new();
        for _ in 0..rng.below(4) {
            let b = rng.below(9) as i64 - 4;
            let a = b + rng.below(6) as i64;
            let (af, bf) = (
                number(&mut games, &mut forms, a),
                number(&mut games, &mut forms, b),
            );
            parts.push(forms.form(vec![af], vec![bf]));
            switches.push((Dyadic::new(a, 2).unwrap(), Dyadic::new(b, 2).unwrap()));
        }
        let x = Dyadic::new(centre, 2).unwrap();
        assert_eq!(
            outcome_of_switches(x, &switches),
            Some(forms.outcome(&parts)),
            "{x} {switches:?}"
        );
    }
}
