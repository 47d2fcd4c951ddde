use super::brute::Brute;
use grundy::problems::boards::cutting;

/// The real game: sorted pieces `(short side, long side)`. A cut that makes a 1×1 piece wins
/// at once: it leads to the empty position, where the opponent cannot move.
fn moves(pieces: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
    let mut out = Vec::new();
    for (i, &(a, b)) in pieces.iter().enumerate() {
        let cuts = (1..a).map(|x| ((x, b), (a - x, b)));
        for (p, q) in cuts.chain((1..b).map(|y| ((a, y), (a, b - y)))) {
            if p == (1, 1) || q == (1, 1) {
                out.push(Vec::new());
                continue;
            }
            let mut next = pieces.clone();
            next.remove(i);
            for (w, h) in [p, q] {
                next.push((w.min(h), w.max(h)));
            }
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

#[test]
fn values_match_search_of_the_real_game() {
    let grid = cutting::values(9);
    let mut brute = Brute::normal(moves);
    for w in 2..=9 {
        for h in 2..=9 {
            let sheet = vec![(w.min(h), w.max(h))];
            let value = grid.value(w as usize, h as usize);
            assert_eq!(value != 0, brute.wins(&sheet), "{w}×{h}");
        }
    }
    // Two sheets side by side: the values add by XOR, as the engine assumes.
    for (a, b) in [(2, 2), (2, 3), (2, 4), (3, 3), (2, 5), (3, 4)] {
        for (c, d) in [(2, 2), (2, 3), (2, 4), (3, 3)] {
            let sum = grid.value(a, b) ^ grid.value(c, d);
            let mut pieces = vec![(a as u64, b as u64), (c as u64, d as u64)];
            pieces.sort_unstable();
            assert_eq!(sum != 0, brute.wins(&pieces), "{a}×{b} + {c}×{d}");
        }
    }
}

#[test]
fn values_are_symmetric_and_match_the_samples() {
    let grid = cutting::values(200);
    for w in 2..=200 {
        for h in 2..=200 {
            assert_eq!(grid.value(w, h), grid.value(h, w), "{w}×{h}");
        }
    }
    assert_eq!(
        [grid.value(2, 2), grid.value(3, 2), grid.value(4, 2)],
        [0, 0, 1]
    );
}
