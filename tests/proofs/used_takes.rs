use grundy::problems::heaps::used_takes::{UsedTakes, MAX_TAKE};
use grundy::search::sg::Solver;
use std::collections::{BTreeSet, HashMap};

/// Grundy values of Game of Stones by search over full histories: a position is the heap and
/// every take made on it, nothing forgotten.
#[derive(Default)]
struct History {
    memo: HashMap<(u64, BTreeSet<u64>), u64>,
}

impl History {
    fn value(&mut self, heap: u64, used: &BTreeSet<u64>) -> u64 {
        if let Some(&v) = self.memo.get(&(heap, used.clone())) {
            return v;
        }
        let mut values = BTreeSet::new();
        for take in (1..=heap).filter(|t| !used.contains(t)) {
            let mut after = used.clone();
            after.insert(take);
            values.insert(self.value(heap - take, &after));
        }
        let v = (0..).find(|v| !values.contains(v)).unwrap();
        self.memo.insert((heap, used.clone()), v);
        v
    }
}

/// Every history of takes from a heap of `start`, as the takes in the order made.
fn histories(start: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    out.push(prefix.clone());
    let left = start - prefix.iter().sum::<u64>();
    for take in 1..=left {
        if prefix.contains(&take) {
            continue;
        }
        prefix.push(take);
        histories(start, prefix, out);
        prefix.pop();
    }
}

#[test]
fn canonical_states_have_the_values_of_full_histories() {
    let mut full = History::default();
    let mut solver = Solver::new(|p: &UsedTakes| p.options().collect());
    for start in 0..=14 {
        let mut all = Vec::new();
        histories(start, &mut Vec::new(), &mut all);
        for history in all {
            let mut position = UsedTakes::new(start);
            for &take in &history {
                position = position.take(take).unwrap();
            }
            let used: BTreeSet<u64> = history.iter().copied().collect();
            let heap = start - history.iter().sum::<u64>();
            assert_eq!(
                solver.value(&position),
                full.value(heap, &used),
                "{start} after {history:?}"
            );
        }
    }
    // The point of the canonical state: fewer positions to remember (136 against 485 here).
    assert!(
        solver.valued() * 3 < full.memo.len(),
        "{} vs {}",
        solver.valued(),
        full.memo.len()
    );
}

/// Codeforces 768E: a fresh heap of n is worth the largest k with 1 + 2 + … + k ≤ n (the most
/// distinct takes it holds), for every heap of its statement (n ≤ 60).
#[test]
fn game_of_stones_closed_form() {
    let mut solver = Solver::new(|p: &UsedTakes| p.options().collect());
    for n in 0..=60 {
        let k = (0..=n).filter(|k| k * (k + 1) / 2 <= n).max().unwrap();
        assert_eq!(solver.value(&UsedTakes::new(n)), k, "heap {n}");
    }
}

#[test]
fn takes_out_of_reach_are_forgotten_and_bad_takes_refused() {
    let heap = UsedTakes::new(10);
    let after = heap.take(7).unwrap().take(2).unwrap();
    assert_eq!(after, UsedTakes::new(1));
    let after = heap.take(2).unwrap();
    assert!(after.is_used(2) && !after.is_used(7) && after.heap() == 8);
    assert_eq!(after.take(2), None);
    assert_eq!(heap.take(0), None);
    assert_eq!(heap.take(11), None);
    let big = UsedTakes::new(1000);
    assert_eq!(big.take(MAX_TAKE + 1), None);
    assert_eq!(big.options().count() as u64, MAX_TAKE);
    assert!(big.take(MAX_TAKE).unwrap().is_used(MAX_TAKE));
}
