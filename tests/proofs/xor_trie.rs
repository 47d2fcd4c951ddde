use grundy::algo::xor_trie::{Set, XorTries};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// An operation on a pool of sets: insert into one, XOR one, merge two (the second emptied).
#[derive(Clone, Debug)]
enum Op {
    Insert(usize, u64),
    Xor(usize, u64),
    Merge(usize, usize),
}

fn op(bits: u32) -> impl Strategy<Value = Op> {
    let value = 0..1u64 << bits;
    prop_oneof![
        (0..4usize, value.clone()).prop_map(|(s, v)| Op::Insert(s, v)),
        (0..4usize, value).prop_map(|(s, v)| Op::Xor(s, v)),
        (0..4usize, 0..4usize).prop_map(|(a, b)| Op::Merge(a, b)),
    ]
}

proptest! {
    /// Every operation against plain sets of numbers, with the mex, the size and membership
    /// of every set checked after each step.
    #[test]
    fn tries_behave_as_sets(bits in 1u32..5, ops in prop::collection::vec(op(4), 0..60)) {
        let mut tries = XorTries::new(bits);
        let mut sets = [XorTries::EMPTY; 4];
        let mut model: [BTreeSet<u64>; 4] = Default::default();
        let mask = (1u64 << bits) - 1;
        for op in ops {
            match op {
                Op::Insert(s, v) => {
                    sets[s] = tries.insert(sets[s], v & mask);
                    model[s].insert(v & mask);
                }
                Op::Xor(s, x) => {
                    sets[s] = tries.xor_all(sets[s], x & mask);
                    model[s] = model[s].iter().map(|v| v ^ (x & mask)).collect();
                }
                Op::Merge(a, b) if a != b => {
                    sets[a] = tries.merge(sets[a], sets[b]);
                    sets[b] = XorTries::EMPTY;
                    let taken = std::mem::take(&mut model[b]);
                    model[a].extend(taken);
                }
                Op::Merge(..) => {}
            }
            for (&set, model) in sets.iter().zip(&model) {
                let mex = (0..).find(|v| !model.contains(v)).unwrap();
                prop_assert_eq!(tries.mex(set), mex);
                prop_assert_eq!(tries.len(set), model.len() as u64);
                prop_assert_eq!(tries.is_empty(set), model.is_empty());
                for v in 0..=mask + 1 {
                    prop_assert_eq!(tries.contains(set, v), model.contains(&v));
                }
            }
        }
    }
}

#[test]
fn a_full_set_has_mex_past_its_values() {
    let mut tries = XorTries::new(3);
    let mut set: Set = XorTries::EMPTY;
    for v in (0..8).rev() {
        set = tries.insert(set, v);
    }
    assert_eq!(tries.mex(set), 8);
    let set = tries.xor_all(set, 5);
    assert_eq!(tries.mex(set), 8);
}
