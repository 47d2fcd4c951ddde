//! AtCoder ABC 209 E, Shiritori: `N`, then N words of 3 to 8 letters. Prints per word
//! `Takahashi` if the player who opens with it wins, `Aoki` if the other player does, else
//! `Draw`.
use grundy::games::loopy::Outcome;
use grundy::games::shiritori;
use grundy::io::{fail, judge, Letters, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        let mut words = Vec::with_capacity(n.min(1 << 18));
        for _ in 0..n {
            input! { from &mut *src, word: Letters }
            if !(3..=8).contains(&word.len()) {
                fail(
                    "a word of 3 to 8 letters",
                    &format!("{} letters", word.len()),
                );
            }
            words.push(word);
        }
        for outcome in shiritori::outcomes(&words) {
            out.line(match outcome {
                Outcome::Win => "Takahashi",
                Outcome::Loss => "Aoki",
                Outcome::Draw => "Draw",
            });
        }
    });
}
