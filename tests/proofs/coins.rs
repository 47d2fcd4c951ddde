use grundy::games::coins::Rule;
use grundy::search::sg::Solver;

const COINS: usize = 12;

/// The sets of coin numbers a move may turn over with coin `x` as its rightmost, read straight
/// from each rule's wording.
fn turn_sets(rule: &Rule, x: i64) -> Vec<Vec<i64>> {
    let first = rule.first_coin() as i64;
    let mut sets: Vec<Vec<i64>> = Vec::new();
    match rule {
        Rule::SingleCoin => sets.push(vec![x]),
        Rule::TurningTurtles => {
            sets.push(vec![x]);
            sets.extend((first..x).map(|y| vec![x, y]));
        }
        Rule::Consecutive(k) => {
            let k = *k as i64;
            if x - k + 1 >= first {
                sets.push((x - k + 1..=x).collect());
            }
        }
        Rule::Partner(set) => {
            for &s in set {
                let y = x - s as i64;
                if y == 0 {
                    sets.push(vec![x]); // the partner is the imaginary coin 0
                } else if y >= first {
                    sets.push(vec![x, y]);
                }
            }
        }
        Rule::Twins(set) => {
            for &s in set {
                if x - s as i64 >= first {
                    sets.push(vec![x, x - s as i64]);
                }
            }
        }
        Rule::MockTurtles => {
            sets.push(vec![x]);
            for y in first..x {
                sets.push(vec![x, y]);
                sets.extend((first..y).map(|z| vec![x, y, z]));
            }
        }
        Rule::Ruler => sets.extend((first..=x).map(|y| (y..=x).collect())),
        Rule::Grunt => {
            for a in 1..x {
                if a < x - a {
                    sets.push(vec![0, a, x - a, x]);
                }
            }
        }
    }
    sets
}

/// Rows as bit masks: bit i is coin number `first + i`, set when heads.
fn moves_for(rule: &Rule) -> impl Fn(&u32) -> Vec<u32> + '_ {
    move |&row| {
        let first = rule.first_coin() as i64;
        let mut out = Vec::new();
        for i in 0..COINS {
            if row >> i & 1 == 0 {
                continue;
            }
            for set in turn_sets(rule, first + i as i64) {
                let flipped = set.iter().fold(0u32, |m, &c| m ^ (1 << (c - first)));
                out.push(row ^ flipped);
            }
        }
        out
    }
}

fn rules() -> Vec<Rule> {
    vec![
        Rule::SingleCoin,
        Rule::TurningTurtles,
        Rule::Consecutive(1),
        Rule::Consecutive(2),
        Rule::Consecutive(3),
        Rule::Consecutive(5),
        Rule::Partner(vec![1, 2, 3]),
        Rule::Partner(vec![2, 5]),
        Rule::Twins(vec![1, 2, 3]),
        Rule::Twins(vec![1, 4]),
        Rule::MockTurtles,
        Rule::Ruler,
        Rule::Grunt,
    ]
}

#[test]
fn every_row_of_up_to_12_coins_matches_search() {
    for rule in rules() {
        let mut solver = Solver::new(moves_for(&rule));
        for row in 0u32..1 << COINS {
            let coins: Vec<bool> = (0..COINS).map(|i| row >> i & 1 == 1).collect();
            let value = u128::from(solver.value(&row));
            assert_eq!(rule.row_value_of(&coins), value, "{rule:?} row {row:012b}");
        }
    }
}

#[test]
fn single_coin_values_match_the_table_and_the_seed() {
    assert_eq!(
        (1..=8)
            .map(|x| Rule::Partner(vec![1, 2, 3]).coin_value(x))
            .collect::<Vec<_>>(),
        [1, 2, 3, 0, 1, 2, 3, 0]
    );
    assert_eq!(
        (0..15)
            .map(|x| Rule::MockTurtles.coin_value(x))
            .collect::<Vec<_>>(),
        [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28]
    );
    assert_eq!(
        (1..=16)
            .map(|x| Rule::Ruler.coin_value(x))
            .collect::<Vec<_>>(),
        [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]
    );
    for rule in rules() {
        let table = rule.values(40);
        for x in rule.first_coin()..40 {
            assert_eq!(rule.coin_value(x), table[x as usize], "{rule:?} coin {x}");
        }
    }
}

#[test]
fn named_twice_is_still_one_heads_coin() {
    assert_eq!(
        Rule::MockTurtles.row_value(&[5, 5]),
        Rule::MockTurtles.coin_value(5)
    );
    assert_eq!(Rule::MockTurtles.row_value(&[3, 0, 3, 0]), 7 ^ 1);
    assert_eq!(Rule::MockTurtles.row_value(&[]), 0);
}

#[test]
fn closed_forms_hold_at_the_top_of_u64() {
    // 64 one bits, an even number.
    assert_eq!(
        Rule::MockTurtles.coin_value(u64::MAX),
        2 * u128::from(u64::MAX) + 1
    );
    assert_eq!(Rule::Ruler.coin_value(1 << 63), 1 << 63);
    assert_eq!(
        Rule::TurningTurtles.coin_value(u64::MAX),
        u128::from(u64::MAX)
    );
}

#[test]
fn duplicates_count_once_in_short_and_long_lists() {
    // Short lists go through a bitset with exact checks, long ones or those with many repeats
    // are sorted: both must agree with a plain set, including u64::MAX and zero.
    for len in [0usize, 1, 2, 7, 100, 256, 257, 1000] {
        let mut values: Vec<u64> = (0..len as u64).map(|i| (i * 7919) % 97).collect();
        values.extend([u64::MAX, 0, u64::MAX]);
        let set: std::collections::BTreeSet<u64> = values.iter().copied().collect();
        let expected = set
            .iter()
            .fold(0, |s, &x| s ^ Rule::Ruler.coin_value(x | 1 << 40));
        let got = grundy::games::coins::row_value(&values, |x| Rule::Ruler.coin_value(x | 1 << 40));
        assert_eq!(got, expected, "{len}");
        let count = grundy::games::coins::row_value(&values, |_| 1u128 << 100) >> 100;
        assert_eq!(count as usize % 2, set.len() % 2, "{len}");
    }
}

#[test]
fn the_explorers_turn_sets_are_the_rules() {
    for rule in rules() {
        for x in rule.first_coin()..COINS as u64 {
            let mut listed: Vec<Vec<i64>> = rule
                .turn_sets(x)
                .into_iter()
                .map(|set| {
                    let mut set: Vec<i64> = set.into_iter().map(|c| c as i64).collect();
                    set.sort_unstable();
                    set
                })
                .collect();
            let mut expected: Vec<Vec<i64>> = turn_sets(&rule, x as i64)
                .into_iter()
                .map(|mut set| {
                    set.sort_unstable();
                    set
                })
                .collect();
            listed.sort();
            expected.sort();
            assert_eq!(listed, expected, "{rule:?} coin {x}");
        }
    }
}

proptest::proptest! {
    #[test]
    fn a_row_counts_each_named_coin_once(
        heads in proptest::collection::vec(proptest::prop_oneof![0u64..300, proptest::num::u64::ANY], 0..700)
    ) {
        let set: std::collections::BTreeSet<u64> = heads.iter().copied().collect();
        let expected = set.iter().fold(0, |s, &x| s ^ Rule::MockTurtles.coin_value(x));
        proptest::prop_assert_eq!(Rule::MockTurtles.row_value(&heads), expected);
    }
}
