//! Counting problems: how many set-ups, layouts or deletions a player wins or loses, each at
//! its statement's largest input.

use crate::bench::case::{Case, READ_LIMIT};
use crate::bench::input::{Rng, Text};
use std::io::Write;

pub(super) const CASES: &[Case] = &[
    Case {
        binary: "cf_1628d2",
        about: "t = 10^5: 99 999 tests of n = 5 and one of n = 500 005, m = 250 000 (sum of n \
                10^6), m and k random elsewhere",
        generate: |rng, out, _| {
            writeln!(out, "100000").unwrap();
            for _ in 1..100_000 {
                let m = 1 + rng.below(5);
                writeln!(out, "5 {m} {}", rng.below(1_000_000_007)).unwrap();
            }
            writeln!(out, "500005 250000 {}", rng.below(1_000_000_007)).unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p5675",
        about: "N = 200 piles from 1 to 200 (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "200").unwrap();
            let piles: Vec<String> = (0..200).map(|_| (1 + rng.below(200)).to_string()).collect();
            writeln!(out, "{}", piles.join(" ")).unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p6791",
        about: "T = 10^5 queries, k and N up to 10^18 (its statement's largest input)",
        generate: |rng, out, scale| {
            let t = 100_000 / scale;
            writeln!(out, "{t}").unwrap();
            for _ in 0..t {
                let (k, n) = (
                    1 + rng.below(1_000_000_000_000_000_000),
                    1 + rng.below(1_000_000_000_000_000_000),
                );
                writeln!(out, "{k} {n}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p2490",
        about: "n = 10^4, k = 100, d = 1 (its statement's largest input: the most digit counts)",
        generate: |_, out, _| writeln!(out, "10000 100 1").unwrap(),
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p5363",
        about: "n = 150 000, m = 50 (its statement's largest input)",
        generate: |_, out, _| writeln!(out, "150000 50").unwrap(),
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p5970",
        about: "n = 5·10^5 piles, d = 10: 18 piles of 2^19 + 1 (the widest table for their total) \
                and the rest ones, shuffled, total 9.94·10^6",
        generate: nim_deletions,
        limit: READ_LIMIT,
    },
];

fn nim_deletions(rng: &mut Rng, out: &mut Text, _: u64) {
    let n = 500_000;
    let mut piles = vec![1u64; n];
    piles[..18].iter_mut().for_each(|p| *p = (1 << 19) + 1);
    rng.shuffle(&mut piles);
    let line: Vec<String> = piles.iter().map(u64::to_string).collect();
    writeln!(out, "{n} 10\n{}", line.join(" ")).unwrap();
}
