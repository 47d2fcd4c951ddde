//! AtCoder ABC 209 E, Shiritori: `N`, then N words of 3 to 8 letters. Prints per word
//! `Takahashi` if the player who opens with it wins, `Aoki` if the other player does, else
//! `Draw`.
use grundy::io::{fail, judge, within, Usize};
use grundy::problems::graphs::shiritori::Dictionary;
use grundy::search::loopy::Outcome;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        within(n, 1..=200_000, "N from 1 to 200000");
        let mut words = Dictionary::new();
        for _ in 0..n {
            let word = src.letters();
            if !(3..=8).contains(&word.len()) {
                fail(
                    "a word of 3 to 8 letters",
                    &format!("{} letters", word.len()),
                );
            }
            words.add(word);
        }
        for outcome in words.outcomes() {
            out.line(match outcome {
                Outcome::Win => "Takahashi",
                Outcome::Loss => "Aoki",
                Outcome::Draw => "Draw",
            });
        }
    });
}
