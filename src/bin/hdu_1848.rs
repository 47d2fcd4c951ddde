//! HDU 1848, Fibonacci again and again (three piles, take a Fibonacci number): lines `m n p`
//! (at most 1000) until `0 0 0`. Prints `Fibo` if the first player wins, else `Nacci`.
use grundy::games::fibonacci_nim::fibonacci_numbers;
use grundy::games::subtraction::SNim;
use grundy::io::{fail, judge, U64};
use proconio::input;

const MAX_PILE: u64 = 1000;

fn main() {
    judge(|src, out| {
        let game = SNim::new(&fibonacci_numbers(MAX_PILE), MAX_PILE as usize);
        while !src.at_end() {
            let mut pile = || {
                input! { from &mut *src, pile: U64 }
                if pile > MAX_PILE {
                    fail("a pile of at most 1000", &pile.to_string());
                }
                pile
            };
            let piles = [pile(), pile(), pile()];
            if piles == [0, 0, 0] {
                break;
            }
            if piles.contains(&0) {
                fail("piles from 1 to 1000 (or 0 0 0 to end)", "a pile of 0");
            }
            out.line(if game.first_player_wins(&piles) {
                "Fibo"
            } else {
                "Nacci"
            });
        }
    });
}
