//! Codeforces 1375 F, Integer Game (interactive): the judge sends `a b c`; the program plays
//! `First`, naming a number each turn, the judge answering the pile it adds it to, until the
//! judge sends `0` (it cannot choose a pile without making two equal) or `-1`.
use grundy::io::{fail, play, I64, U64};
use grundy::problems::heaps::integer_game::IntegerGame;
use proconio::input;

fn main() {
    play(|src, out| {
        input! { from &mut *src, a: U64, b: U64, c: U64 }
        let piles = [a, b, c];
        if a == b || b == c || a == c || piles.iter().any(|p| !(1..=1_000_000_000).contains(p)) {
            fail(
                "three distinct piles from 1 to 10^9",
                &format!("{a} {b} {c}"),
            );
        }
        let mut game = IntegerGame::new(piles);
        out.line("First");
        loop {
            let stones = game.number_to_name();
            out.numbers([stones]);
            input! { from &mut *src, pile: I64 }
            if pile <= 0 {
                return; // 0: the judge cannot choose; -1: the game is lost
            }
            if !(1..=3).contains(&pile) || !game.add(pile as usize - 1, stones) {
                fail("a pile other than the last one", &pile.to_string());
            }
            if game.two_piles_equal() {
                fail("a pile that leaves no two equal (or 0)", &pile.to_string());
            }
        }
    });
}
