//! Luogu P8347, 「Wdoi-6」另一侧的月: `T`, then per test `n` and the n − 1 edges of a tree. A
//! move deletes a vertex and keeps one component; leaving a single vertex loses. Prints
//! `Hifuu` if the first player wins, else `Luna`.
use grundy::io::{fail, judge, Usize};
use grundy::{algo::tree::degrees, problems::graphs::delete_and_keep};
use proconio::input;

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=5, "T from 1 to 5") {
            input! { from &mut *src, n: Usize }
            if !(2..=100_000).contains(&n) {
                fail("a vertex count from 2 to 100000", &n.to_string());
            }
            let Some(degree) = degrees(n, &src.edges(n - 1, n)) else {
                fail("a tree", "edges that close a cycle");
            };
            let hifuu_wins = delete_and_keep::first_player_wins_by_degrees(&degree);
            out.line(if hifuu_wins { "Hifuu" } else { "Luna" });
        }
    });
}
