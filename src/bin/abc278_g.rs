//! AtCoder ABC 278 G, Generalized Subtraction Game (interactive): the judge sends `N L R`; the
//! program says `First` or `Second` and plays, a move `x y` removing cards x..x+y−1, until the
//! judge answers `0 0` (it cannot move) or `-1 -1`.
use grundy::io::{fail, play, Usize, I64};
use grundy::problems::rows::card_row::CardRow;
use proconio::input;

fn main() {
    play(|src, out| {
        input! { from &mut *src, n: Usize, least: Usize, most: Usize }
        if !(1..=2000).contains(&n) || !(1..=most).contains(&least) || most > n {
            fail(
                "1 <= L <= R <= N <= 2000",
                &format!("N = {n}, L = {least}, R = {most}"),
            );
        }
        let mut row = CardRow::new(n, least, most);
        let mut my_turn = row.winning_move().is_some();
        out.line(if my_turn { "First" } else { "Second" });
        loop {
            if my_turn {
                // The winning side always has a winning move: none is a bug, not a `0 0`.
                let Some((first, count)) = row.winning_move() else {
                    panic!("no winning move for the winning side");
                };
                row.remove(first, count);
                out.numbers([first as u64, count as u64]);
            } else {
                input! { from &mut *src, first: I64, count: I64 }
                if first <= 0 && first == count {
                    return; // 0 0: the judge cannot move; -1 -1: the game is lost
                }
                if !row.remove(first.max(0) as usize, count.max(0) as usize) {
                    fail("a legal move", &format!("{first} {count}"));
                }
            }
            my_turn = !my_turn;
        }
    });
}
