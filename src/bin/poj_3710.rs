//! POJ 3710, Christmas Game (Green Hackenbush, cycles hanging on trees): until end of input,
//! `N`, then N graphs `m k` with k edges `a b` (root 1). Prints `Sally` if the first player wins,
//! else `Harry`.
use grundy::games::hackenbush::Graph;
use grundy::io::{fail, judge, Usize};
use proconio::input;

fn main() {
    judge(|src, out| {
        while !src.at_end() {
            input! { from &mut *src, graphs: Usize }
            if graphs >= 100 {
                fail("N below 100", &graphs.to_string());
            }
            let mut sum = 0;
            for _ in 0..graphs {
                input! { from &mut *src, m: Usize, k: Usize }
                if m >= 100 || k >= 500 {
                    fail("m below 100 and k below 500", &format!("{m} {k}"));
                }
                let graph = src.edges(k, m);
                if m > 0 {
                    sum ^= Graph::new(m, &graph).value(0);
                }
            }
            out.line(if sum != 0 { "Sally" } else { "Harry" });
        }
    });
}
