//! Games on piles and pairs of numbers: inputs that are lists of numbers, 40 MB or more for
//! the binaries that only read numbers, each statement's largest input for the others.

use crate::bench::case::{Case, READ_LIMIT};
use crate::bench::input::{numbers, Rng, Text};
use std::io::Write;

pub(super) const CASES: &[Case] = &[
    Case {
        binary: "luogu_p7097",
        about: "n = 1000 turns, m = 10^5 items (k up to 10^9, p from 1 to 100), w = 1: the most \
                room for items in every turn",
        generate: |rng, out, _| {
            writeln!(out, "6\n1000 100000 1").unwrap();
            crate::bench::input::numbers(rng, out, 100_000, 1_000_000_001);
            let delays: Vec<String> = (0..100_000)
                .map(|_| (1 + rng.below(100)).to_string())
                .collect();
            writeln!(out, "{}", delays.join(" ")).unwrap();
            writeln!(out, "1000000000 900000000 1000 1001").unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p2197",
        about: "T = 10 cases of n = 10^4 piles below 10^4 (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "10").unwrap();
            for _ in 0..10 {
                writeln!(out, "10000").unwrap();
                numbers(rng, out, 10_000, 10_000);
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_2176",
        about: "20 groups of 200 000 piles up to 10^9",
        generate: |rng, out, scale| {
            for _ in 0..20 / scale {
                writeln!(out, "200000").unwrap();
                numbers(rng, out, 200_000, 1_000_000_000);
            }
            writeln!(out, "0").unwrap();
        },
        limit: "limit_nim_moves",
    },
    Case {
        binary: "poj_1067",
        about: "2 000 000 lines `a b` up to 10^9",
        generate: wythoff_pairs,
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_3537",
        about: "100 000 cases of 100 coins below 10^8",
        generate: |rng, out, scale| {
            for _ in 0..100_000 / scale {
                writeln!(out, "100").unwrap();
                numbers(rng, out, 100, 100_000_000);
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "lc_nim_product_64",
        about: "10^6 nim products of random 64-bit pairs",
        generate: |rng, out, scale| {
            let cases = 1_000_000 / scale;
            writeln!(out, "{cases}").unwrap();
            for _ in 0..cases {
                let (a, b) = (rng.below(u64::MAX), rng.below(u64::MAX));
                writeln!(out, "{a} {b}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "abc297_g",
        about: "N = 2·10^5 piles up to 10^9, L ≤ R up to 10^9 (its statement's largest input)",
        generate: |rng, out, scale| {
            let n = 200_000 / scale as usize;
            let least = 1 + rng.below(1_000_000_000);
            let most = least + rng.below(1_000_000_001 - least);
            writeln!(out, "{n} {least} {most}").unwrap();
            numbers(rng, out, n, 1_000_000_001);
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_603c",
        about: "n = 10^5 piles up to 10^9, odd k (halvings to follow; its statement's largest \
                input)",
        generate: |rng, out, scale| {
            let n = 100_000 / scale as usize;
            writeln!(out, "{n} {}", 1 + 2 * rng.below(500_000_000)).unwrap();
            numbers(rng, out, n, 1_000_000_001);
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_1194d",
        about: "T = 100 games, n and k up to 10^9, k a multiple of 3 in half of them (its \
                statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "100").unwrap();
            for i in 0..100 {
                let n = rng.below(1_000_000_001);
                let k = if i % 2 == 0 {
                    3 * (1 + rng.below(333_333_333))
                } else {
                    3 + rng.below(999_999_998)
                };
                writeln!(out, "{n} {k}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "arc151_c",
        about: "N = 10^18, M = 2·10^5 given cells spread over the row (its statement's largest \
                input)",
        generate: |rng, out, scale| {
            let m = 200_000 / scale;
            writeln!(out, "1000000000000000000 {m}").unwrap();
            let (mut cell, mut digit) = (0u64, 2u64);
            for _ in 0..m {
                let next = cell + 1 + rng.below(4_999_999_999_999);
                let mut d = rng.below(2);
                if next == cell + 1 && d == digit {
                    d ^= 1;
                }
                (cell, digit) = (next, d);
                writeln!(out, "{cell} {digit}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "arc168_b",
        about: "N = 250 000 piles up to 10^9 of XOR 0 (pairs of equal piles and four odd ones), \
                shuffled (its statement's largest input)",
        generate: |rng, out, scale| {
            let n = 250_000 / scale as usize;
            let mut piles = Vec::with_capacity(n);
            while piles.len() + 4 < n {
                let pile = 1 + rng.below(1_000_000_000);
                piles.extend([pile, pile]);
            }
            loop {
                let [w, x, y] = [0; 3].map(|_| 1 + rng.below((1 << 29) - 1));
                if w ^ x ^ y != 0 {
                    piles.extend([w, x, y, w ^ x ^ y]);
                    break;
                }
            }
            rng.shuffle(&mut piles);
            writeln!(out, "{}", piles.len()).unwrap();
            for (i, pile) in piles.iter().enumerate() {
                let sep = if i + 1 == piles.len() { '\n' } else { ' ' };
                write!(out, "{pile}{sep}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p4101",
        about: "T = 100 games, n and m up to 10^9 (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "100").unwrap();
            for _ in 0..100 {
                let (n, m) = (1 + rng.below(1_000_000_000), 1 + rng.below(1_000_000_000));
                writeln!(out, "{n} {m}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p6487",
        about: "n = 10^15 (its statement's largest input)",
        generate: |_, out, _| writeln!(out, "1000000000000000").unwrap(),
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p3480",
        about: "u = 10 arrangements of n = 1000 piles, under 10^4 pebbles each (its statement's \
                largest input)",
        generate: |rng, out, _| {
            writeln!(out, "10").unwrap();
            for _ in 0..10 {
                let mut piles: Vec<u64> = (0..1000).map(|_| rng.below(19)).collect();
                piles.sort_unstable();
                let line: Vec<String> = piles.iter().map(u64::to_string).collect();
                writeln!(out, "1000\n{}", line.join(" ")).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p2148",
        about: "T = 20 cases of N = 20 000 piles up to 2·10^9 (its statement's largest input)",
        generate: |rng, out, scale| {
            writeln!(out, "20").unwrap();
            for _ in 0..20 {
                let n = 20_000 / scale as usize;
                writeln!(out, "{n}").unwrap();
                numbers(rng, out, n, 2_000_000_001);
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p3185",
        about: "t = 10 cases of n = 21 bottles of up to 10^4 beans (its statement's largest \
                input)",
        generate: |rng, out, _| {
            writeln!(out, "10").unwrap();
            for _ in 0..10 {
                let beans: Vec<String> = (0..21).map(|_| rng.below(10_001).to_string()).collect();
                writeln!(out, "21\n{}", beans.join(" ")).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p3235",
        about: "F = 1, 99 games of 99 piles from 99000 to 99999",
        generate: |rng, out, _| {
            writeln!(out, "99 1").unwrap();
            for _ in 0..99 {
                write!(out, "99").unwrap();
                for _ in 0..99 {
                    write!(out, " {}", 99_000 + rng.below(1000)).unwrap();
                }
                writeln!(out).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "agc002_e",
        about: "N = 10^5 piles up to 10^9",
        generate: |rng, out, _| {
            writeln!(out, "100000").unwrap();
            numbers(rng, out, 100_000, 1_000_000_001);
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p2599",
        about: "T = 10 rows of n = 1000 piles up to 10^9",
        generate: |rng, out, _| {
            writeln!(out, "10").unwrap();
            for _ in 0..10 {
                writeln!(out, "1000").unwrap();
                numbers(rng, out, 1000, 1_000_000_001);
            }
        },
        limit: READ_LIMIT,
    },
];

/// Wythoff's game (poj_1067 and hdu_1527): 2 000 000 lines `a b` up to 10^9.
pub(super) fn wythoff_pairs(rng: &mut Rng, out: &mut Text, scale: u64) {
    for _ in 0..2_000_000 / scale {
        let (a, b) = (rng.below(1_000_000_001), rng.below(1_000_000_001));
        writeln!(out, "{a} {b}").unwrap();
    }
}
