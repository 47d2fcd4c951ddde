//! Periods proven from a window of values: games whose positions remember the opponent's last
//! take (values as tuples) against a search of the game itself, far past the proof; moves that
//! remember the last move against the same search; tables valued in a stated order against a
//! search of the split game.

use super::brute::Brute;
use super::loopy::Lcg;
use grundy::search::recurrence::{proven_period, Periodic};
use grundy::search::sg::{self, mex, remembering, values_in_order, AfterMove, NotYetValued};

/// `values[n][i]`: the value of heap n when the opponent just took `set[i]` (i = |S|: no take
/// yet); a take may not repeat the opponent's.
fn no_repeat_values(set: &[usize], values: &[Vec<u64>]) -> Vec<u64> {
    let n = values.len();
    (0..=set.len())
        .map(|last| {
            let options = set
                .iter()
                .enumerate()
                .filter(|&(i, &t)| t <= n && i != last)
                .map(|(i, &t)| values[n - t][i]);
            mex(options)
        })
        .collect()
}

#[test]
fn games_remembering_the_last_take_are_periodic_as_proven() {
    let mut rng = Lcg(13);
    for _ in 0..60 {
        let mut set: Vec<usize> = (1..=6).filter(|_| rng.below(2) == 0).collect();
        if set.is_empty() {
            set.push(1 + rng.below(6));
        }
        let window = *set.iter().max().unwrap();
        let game = Periodic::find(window, 1 << 16, |v: &[Vec<u64>]| no_repeat_values(&set, v))
            .expect("a period within 2^16 values");
        // The search plays the game: (heap, the take just made).
        let moves = |&(n, last): &(usize, Option<usize>)| -> Vec<(usize, Option<usize>)> {
            set.iter()
                .filter(|&&t| t <= n && Some(t) != last)
                .map(|&t| (n - t, Some(t)))
                .collect()
        };
        let mut search = sg::Solver::new(moves);
        let mut brute = Brute::normal(moves);
        for n in 0..4 * (game.pre_period() + game.period()) + 50 {
            for (i, last) in set.iter().map(|&t| Some(t)).chain([None]).enumerate() {
                let value = game.value(n as u64)[i];
                assert_eq!(
                    value,
                    search.value(&(n, last)),
                    "{set:?} at {n} after {last:?}"
                );
                assert_eq!(value != 0, brute.wins(&(n, last)), "{set:?} at {n}");
            }
        }
    }
}

#[test]
fn proven_periods_are_the_smallest_and_need_every_value() {
    let mut rng = Lcg(29);
    for _ in 0..200 {
        let set: Vec<usize> = (1..=5).filter(|_| rng.below(2) == 0).chain([6]).collect();
        let table = {
            let mut values: Vec<Vec<u64>> = Vec::new();
            for _ in 0..3000 {
                let next = no_repeat_values(&set, &values);
                values.push(next);
            }
            values
        };
        let (e, p) = proven_period(6, &table).expect("proven in 3000 values");
        // Holds on the whole table; no smaller period does from any pre-period.
        assert!((e..3000 - p).all(|n| table[n] == table[n + p]), "{set:?}");
        for q in 1..p {
            assert!(
                (2000..3000 - q).any(|n| table[n] != table[n + q]),
                "{set:?}: {q}"
            );
        }
        assert!(e == 0 || table[e - 1] != table[e - 1 + p], "{set:?}");
        // e + p + 6 values prove it, one fewer does not.
        assert_eq!(proven_period(6, &table[..e + p + 6]), Some((e, p)));
        assert_eq!(proven_period(6, &table[..e + p + 5]), None);
        let again = Periodic::from_values(6, table[..e + p + 6].to_vec()).unwrap();
        assert_eq!(again.value(2999), &table[2999]);
    }
}

#[test]
fn moves_remembering_the_last_move_match_the_search() {
    for set in [&[1, 2][..], &[1, 2, 3], &[1, 3, 4], &[2, 3, 5]] {
        let mut game = remembering(|&n: &usize, last: Option<&usize>| {
            set.iter()
                .filter(|&&t| t <= n && Some(&t) != last)
                .map(|&t| (t, n - t))
                .collect()
        });
        let mut brute = Brute::normal(|&(n, last): &(usize, Option<usize>)| {
            set.iter()
                .filter(|&&t| t <= n && Some(t) != last)
                .map(|&t| (n - t, Some(t)))
                .collect::<Vec<_>>()
        });
        for n in 0..200 {
            for last in set.iter().map(|&t| Some(t)).chain([None]) {
                let state = AfterMove { position: n, last };
                assert_eq!(
                    game.value(&state) != 0,
                    brute.wins(&(n, last)),
                    "{set:?} {n} {last:?}"
                );
            }
        }
    }
}

#[test]
fn splits_valued_in_a_stated_order_match_the_search() {
    // Take one pin or two adjacent pins from a row of segments (Kayles): segments (start, end)
    // ordered by length, against the search of the row length alone.
    let n = 30;
    let rows: Vec<(usize, usize)> = (0..=n)
        .flat_map(|len| (0..=n - len).map(move |s| (s, s + len)))
        .collect();
    let kayles = |&(s, e): &(usize, usize)| {
        let mut options = Vec::new();
        for i in s..e {
            options.push(vec![(s, i), (i + 1, e)]);
            if i + 1 < e {
                options.push(vec![(s, i), (i + 2, e)]);
            }
        }
        options
    };
    let values = values_in_order(&rows, kayles).unwrap();
    let mut search = sg::Solver::new(|row: &Vec<usize>| {
        let mut options = Vec::new();
        for (k, &len) in row.iter().enumerate() {
            for take in 1..=2.min(len) {
                for left in 0..=len - take {
                    let mut next = row.clone();
                    next[k] = left;
                    next.push(len - take - left);
                    next.retain(|&l| l > 0);
                    next.sort_unstable();
                    options.push(next);
                }
            }
        }
        options
    });
    for len in 0..=12 {
        let row = if len == 0 { vec![] } else { vec![len] };
        assert_eq!(values[&(3, 3 + len)], search.value(&row), "row of {len}");
    }
    // A segment listed before one of its parts is named.
    let mut shuffled = rows.clone();
    shuffled.swap(0, rows.len() - 1);
    let error = values_in_order(&shuffled, kayles).unwrap_err();
    assert_eq!(error.position, (0, n));
    assert!(matches!(error, NotYetValued { option, .. } if option.1 - option.0 < n));
}
