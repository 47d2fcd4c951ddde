//! HDU 3094, A tree game (Green Hackenbush on a tree rooted at vertex 1): `T`, then per case
//! `N` and N − 1 edges `I J`. Prints `Alice` if the first player wins, else `Bob`.
use grundy::games::hackenbush::Graph;
use grundy::io::{edges, judge, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: Usize }
        for _ in 0..cases {
            input! { from &mut *src, n: Usize, tree: with edges(n.saturating_sub(1), n) }
            let alice_wins = n > 0 && Graph::new(n, &tree).value(0) != 0;
            out.line(if alice_wins { "Alice" } else { "Bob" });
        }
    });
}
