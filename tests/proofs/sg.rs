use super::brute::{all_vectors, nim_moves, Brute};
use grundy::games::sg::{self, mex, Solver};

#[test]
fn mex_of_small_sets() {
    assert_eq!(mex([]), 0);
    assert_eq!(mex([1, 2]), 0);
    assert_eq!(mex([0, 0, 2, 1, 4]), 3);
    assert_eq!(mex([5, 0, u64::MAX, 1]), 2);
}

#[test]
fn value_is_zero_exactly_on_losses() {
    let mut solver = Solver::new(nim_moves);
    let mut brute = Brute::normal(nim_moves);
    for piles in (1..=3).flat_map(|n| all_vectors(n, 5)) {
        assert_eq!(solver.value(&piles) != 0, brute.wins(&piles), "{piles:?}");
    }
}

#[test]
fn sums_take_the_xor_of_their_parts() {
    // Two subtraction games played side by side, searched as one game.
    let moves = |&(a, b): &(u64, u64)| {
        let mut out = Vec::new();
        out.extend([1, 3, 4].iter().filter(|&&s| s <= a).map(|s| (a - s, b)));
        out.extend([2, 5].iter().filter(|&&s| s <= b).map(|s| (a, b - s)));
        out
    };
    let left = sg::table(30, |x, v, out| {
        out.extend([1, 3, 4].iter().filter(|&&s| s <= x).map(|&s| v[x - s]))
    });
    let right = sg::table(30, |x, v, out| {
        out.extend([2, 5].iter().filter(|&&s| s <= x).map(|&s| v[x - s]))
    });
    let mut solver = Solver::new(moves);
    for (a, &l) in left.iter().enumerate() {
        for (b, &r) in right.iter().enumerate() {
            assert_eq!(solver.value(&(a as u64, b as u64)), l ^ r);
        }
    }
}
