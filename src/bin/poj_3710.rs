//! POJ 3710, Christmas Game (Green Hackenbush, cycles hanging on trees): until end of input,
//! `N`, then N graphs `m k` with k edges `a b` (root 1). Prints `Sally` if the first player wins,
//! else `Harry`.
use grundy::games::hackenbush::Graph;
use grundy::io::{judge, within, Usize};

fn main() {
    judge(|src, out| {
        while let Some(graphs) = src.next_or_end::<Usize>() {
            within(graphs, 0..=99, "N below 100");
            let mut sum = 0;
            for _ in 0..graphs {
                let m = src.within::<Usize>(0..=99, "m below 100");
                let k = src.within::<Usize>(0..=499, "k below 500");
                let graph = src.edges(k, m);
                if m > 0 {
                    sum ^= Graph::new(m, &graph).value(0);
                }
            }
            out.line(if sum != 0 { "Sally" } else { "Harry" });
        }
    });
}
