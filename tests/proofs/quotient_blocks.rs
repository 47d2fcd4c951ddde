use grundy::search::quotient_blocks::quotient_blocks;

/// The blocks of every n up to 3000 against the quotients computed one x at a time: they cover
/// 1..=n in order, each holds one quotient, neighbours differ, and there are at most 2√n.
#[test]
fn blocks_are_the_classes_of_the_quotient() {
    for n in 0..=3000u64 {
        let mut classes: Vec<(u64, Vec<u64>)> = Vec::new();
        for x in 1..=n {
            match classes.last_mut() {
                Some((q, xs)) if *q == n / x => xs.push(x),
                _ => classes.push((n / x, vec![x])),
            }
        }
        let blocks: Vec<(u64, Vec<u64>)> = quotient_blocks(n)
            .map(|(q, xs)| (q, xs.collect()))
            .collect();
        assert_eq!(blocks, classes, "n = {n}");
        let root = (1..).find(|r: &u64| (r + 1) * (r + 1) > n).unwrap_or(0);
        assert!(blocks.len() as u64 <= 2 * root, "n = {n}");
    }
}

#[test]
fn large_n_in_few_blocks() {
    let n = 1_000_000_000_000u64;
    let mut next = 1;
    let mut count = 0;
    let mut sum = 0u128;
    for (q, xs) in quotient_blocks(n) {
        assert_eq!((*xs.start(), n / xs.start(), n / xs.end()), (next, q, q));
        assert!(xs.end() == &n || n / (xs.end() + 1) < q);
        next = xs.end() + 1;
        count += 1;
        sum += u128::from(q) * u128::from(xs.end() - xs.start() + 1);
    }
    assert_eq!(next, n + 1);
    assert!(count <= 2_000_000);
    // Σ ⌊n/x⌋ = Σ_d (number of multiples of d up to n) = the number of pairs (d, m) with d·m ≤ n,
    // counted here a second way: by m ≤ √n and d ≤ √n, twice, less the square.
    let r = 1_000_000u128;
    let pairs: u128 = 2 * (1..=r).map(|m| u128::from(n) / m).sum::<u128>() - r * r;
    assert_eq!(sum, pairs);
}
