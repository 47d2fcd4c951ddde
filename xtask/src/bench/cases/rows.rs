//! Zero-sum games on rows and piles, totals and last items: each at its statement's largest
//! input.

use crate::bench::case::{Case, READ_LIMIT};
use std::io::Write;

pub(super) const CASES: &[Case] = &[
    Case {
        binary: "cf_794e",
        about: "n = 3·10^5 carrots up to 10^9 (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "300000").unwrap();
            let row: Vec<String> = (0..300_000)
                .map(|_| (1 + rng.below(1_000_000_000)).to_string())
                .collect();
            writeln!(out, "{}", row.join(" ")).unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p2734",
        about: "N = 100 numbers up to 200 (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "100").unwrap();
            let row: Vec<String> = (0..100).map(|_| (1 + rng.below(200)).to_string()).collect();
            writeln!(out, "{}", row.join(" ")).unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_388c",
        about: "n = 100 piles of 99 or 100 cards up to 1000 (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "100").unwrap();
            for i in 0..100 {
                let s = 99 + i % 2;
                let cards: Vec<String> =
                    (0..s).map(|_| (1 + rng.below(1000)).to_string()).collect();
                writeln!(out, "{s} {}", cards.join(" ")).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p3210",
        about: "N = 10^6 piles up to 10^8, one in 100 a gap (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "1000000").unwrap();
            let row: Vec<String> = (0..1_000_000)
                .map(|_| {
                    if rng.below(100) == 0 {
                        0
                    } else {
                        1 + rng.below(100_000_000)
                    }
                    .to_string()
                })
                .collect();
            writeln!(out, "0 {}", row[1..].join(" ")).unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "dp_l",
        about: "N = 3000 numbers up to 10^9 (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "3000").unwrap();
            let row: Vec<String> = (0..3000)
                .map(|_| (1 + rng.below(1_000_000_000)).to_string())
                .collect();
            writeln!(out, "{}", row.join(" ")).unwrap();
        },
        limit: READ_LIMIT,
    },
];
