//! Zeckendorf digits against the definition: sums of non-consecutive Fibonacci numbers.
use grundy::algo::zeckendorf::{
    count_smallest_term_at_least, digits, is_fibonacci, smallest_term, terms, FIBONACCI,
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
fn smallest_term_of_large_numbers() {
    // Sums of non-consecutive positions up to 90 (below F(91), so within u64) built by a
    // pseudo-random walk, and every pair of a top and a bottom position: the smallest term is
    // the lowest position's number.
    let check = |positions: &[usize]| {
        let n: u64 = positions.iter().map(|&i| FIBONACCI[i]).sum();
        let smallest = positions.iter().min().map_or(0, |&i| FIBONACCI[i]);
        assert_eq!(smallest_term(n), smallest, "{n} = {positions:?}");
    };
    for top in 0..FIBONACCI.len() {
        check(&[top]);
        for bottom in 0..top.saturating_sub(1) {
            check(&[top, bottom]);
        }
    }
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..20_000 {
        let mut positions = Vec::new();
        let mut i = 90usize;
        loop {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            if state % 3 == 0 {
                positions.push(i);
                if i < 2 {
                    break;
                }
                i -= 2;
            } else if i == 0 {
                break;
            } else {
                i -= 1;
            }
        }
        check(&positions);
    }
}

#[test]
fn fibonacci_numbers_are_the_single_terms() {
    // Against the representation: below F(18) every number, then each Fibonacci number and its
    // neighbours up to u64::MAX.
    for n in 0..FIBONACCI[18] {
        assert_eq!(is_fibonacci(n), digits(n).len() == 1, "{n}");
    }
    for &f in &FIBONACCI {
        assert!(is_fibonacci(f), "{f}");
        assert!(!is_fibonacci(f + 1) || f <= 2, "{f} + 1");
        assert!(!is_fibonacci(f - 1) || f <= 3, "{f} - 1");
    }
    assert!(!is_fibonacci(u64::MAX));
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
