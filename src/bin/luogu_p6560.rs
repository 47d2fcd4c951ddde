//! Luogu P6560, [SBCOI2020] 时光的流逝: `n m q`, m edges `u v` of a directed graph, then q
//! rounds `x y`: the token starts on x, and whoever moves it onto y wins. Prints per round `1`
//! if the first player wins, `-1` if the second does, `0` if neither can force a win.
use grundy::io::{fail, judge, vertex, Usize};
use grundy::search::loopy::{GameGraph, Outcome};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize, m: Usize, q: Usize }
        let game = GameGraph::new(n, &src.edges(m, n));
        for _ in 0..q {
            let start = vertex(src.next_bytes(), n);
            let target = vertex(src.next_bytes(), n);
            if start == target {
                fail("a target other than the start", "the start again");
            }
            out.line(match game.outcome_from(start, &[target]) {
                Outcome::Win => "1",
                Outcome::Loss => "-1",
                Outcome::Draw => "0",
            });
        }
    });
}
