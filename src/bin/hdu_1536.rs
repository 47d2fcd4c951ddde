//! HDU 1536 (= POJ 2960), S-Nim: test cases until `0`: `k` and k subtractions, `m`, then m
//! positions `l` and l heap sizes (at most 10 000). Prints per case one line of `W` (winning)
//! or `L` (losing), one letter per position.
use grundy::games::subtraction::SNim;
use grundy::io::{fail, judge, many, Usize, U64};
use proconio::input;

const MAX_HEAP: u64 = 10_000;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, k: Usize }
            if k == 0 {
                break;
            }
            input! { from &mut *src, set: with many::<U64>(k) }
            if let Some(zero) = set.iter().find(|&&s| s == 0) {
                fail("subtractions of at least 1", &zero.to_string());
            }
            let game = SNim::new(&set, MAX_HEAP as usize);
            input! { from &mut *src, positions: Usize }
            let mut letters = String::new();
            for _ in 0..positions {
                input! { from &mut *src, l: Usize, heaps: with many::<U64>(l) }
                if let Some(heap) = heaps.iter().find(|&&h| h > MAX_HEAP) {
                    fail("heaps of at most 10000", &heap.to_string());
                }
                letters.push(if game.first_player_wins(&heaps) {
                    'W'
                } else {
                    'L'
                });
            }
            out.line(&letters);
        }
    });
}
