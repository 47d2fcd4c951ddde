//! Luogu P6560, [SBCOI2020] 时光的流逝: `n m q`, m edges `u v` of a directed graph, then q
//! rounds `x y`: the token starts on x, and whoever moves it onto y wins. Prints per round `1`
//! if the first player wins, `-1` if the second does, `0` if neither can force a win.
use grundy::io::{fail, judge, vertex, Usize};
use grundy::search::loopy::{GameGraph, Outcome};

fn main() {
    judge(|src, out| {
        let n = src.within::<Usize>(1..=100_000, "n from 1 to 10^5");
        let m = src.within::<Usize>(1..=500_000, "m from 1 to 5*10^5");
        let q = src.within::<Usize>(1..=500, "q from 1 to 500");
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
