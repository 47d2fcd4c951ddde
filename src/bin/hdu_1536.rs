//! HDU 1536 (= POJ 2960), S-Nim: test cases until `0`: `k` and k subtractions, `m`, then m
//! positions `l` and l heap sizes (at most 10 000). Prints per case one line of `W` (winning)
//! or `L` (losing), one letter per position.
use grundy::games::subtraction::SNim;
use grundy::io::{judge, within, Usize, U64};
use proconio::input;

const MAX_HEAP: u64 = 10_000;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, k: Usize }
            if k == 0 {
                break;
            }
            within(k, 1..=100, "k from 1 to 100 (or 0 to end)");
            let set = src.many_within::<U64>(k, 1..=MAX_HEAP, "subtractions from 1 to 10000");
            let game = SNim::new(&set, MAX_HEAP as usize);
            input! { from &mut *src, positions: Usize }
            within(positions, 1..=100, "m from 1 to 100");
            let mut letters = String::new();
            for _ in 0..positions {
                input! { from &mut *src, l: Usize }
                within(l, 1..=100, "l from 1 to 100");
                let heaps = src.many_within::<U64>(l, 0..=MAX_HEAP, "heaps from 0 to 10000");
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
