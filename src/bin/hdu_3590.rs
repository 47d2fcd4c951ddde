//! HDU 3590, PP and QQ (misère Green Hackenbush on trees rooted at vertex 1): until end of
//! input, `N`, then N trees: `m` and m − 1 edges `a b`. Prints `PP` if the first player wins
//! (whoever cannot move wins), else `QQ`. A sum of trees is one tree with the roots merged, so
//! the components for the SJ theorem are the branches at the roots.
use grundy::games::{anti_sg, hackenbush::Graph};
use grundy::io::{fail, judge, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, trees: Usize }
            if trees >= 100 {
                fail("N below 100", &trees.to_string());
            }
            let mut branches = Vec::new();
            for _ in 0..trees {
                input! { from &mut *src, m: Usize }
                if !(1..100).contains(&m) {
                    fail("m from 1 to 99", &m.to_string());
                }
                let tree = src.edges(m.saturating_sub(1), m);
                match Graph::new(m.max(1), &tree).root_branches(0) {
                    Some(values) => branches.extend(values),
                    None => fail("a tree", "edges that close a cycle"),
                }
            }
            out.line(if anti_sg::first_player_wins(branches) {
                "PP"
            } else {
                "QQ"
            });
        }
    });
}
