//! Zeckendorf digits against the definition: sums of non-consecutive Fibonacci numbers.
use grundy::algo::zeckendorf::{
    count_smallest_term_at_least, digits, smallest_term, terms, FIBONACCI,
};

#[test]
fn representation_is_the_unique_one() {
    // Every set of non-consecutive positions below 18, once: its sum's digits are that set.
    let mut seen = vec![false; FIBONACCI[18] as usize];
    for mask in 0u32..1 << 18 {
        if mask & mask >> 1 != 0 {
            continue;
        }
        let positions: Vec<usize> = (0..18).rev().filter(|&i| mask >> i & 1 == 1).collect();
        let n: u64 = positions.iter().map(|&i| FIBONACCI[i]).sum();
        assert!(!seen[n as usize], "{n} twice");
        seen[n as usize] = true;
        assert_eq!(digits(n), positions, "{n}");
        assert_eq!(terms(n).iter().sum::<u64>(), n);
        let smallest = positions.last().map_or(0, |&i| FIBONACCI[i]);
        assert_eq!(smallest_term(n), smallest, "{n}");
    }
    assert!(
        seen.iter().all(|&s| s),
        "every number below F(18) is reached"
    );
    assert_eq!(FIBONACCI[91], 12_200_160_415_121_876_738);
    assert!(FIBONACCI[91].checked_add(FIBONACCI[90]).is_none());
}

#[test]
fn counts_match_enumeration() {
    for term in 0..=40 {
        let mut count = 0;
        for n in 0..=3000u64 {
            count += u64::from(n > 0 && smallest_term(n) >= term);
            assert_eq!(
                count_smallest_term_at_least(n, term),
                count,
                "n={n} term={term}"
            );
        }
    }
}

/// Below F(j) the numbers whose positions are all at least i are the strings on positions
/// i..j, F(j − i) of them with 0: a check at the full width of u64.
#[test]
fn counts_below_a_fibonacci_number() {
    for j in 1..FIBONACCI.len() {
        for i in 0..=j {
            let term = FIBONACCI[i];
            let expected = FIBONACCI[j - i] - 1;
            assert_eq!(
                count_smallest_term_at_least(FIBONACCI[j] - 1, term),
                expected,
                "{i} {j}"
            );
        }
    }
    assert_eq!(count_smallest_term_at_least(u64::MAX, 1), u64::MAX);
}
