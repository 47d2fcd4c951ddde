//! The classic closed forms of HDU, POJ and hihoCoder: one number or letter string per case,
//! 40 MB or so where the statement lets cases run on to the end of input, each statement's
//! largest input where it bounds them.

use crate::bench::case::{Case, READ_LIMIT};
use crate::bench::input::{numbers, Rng, Text};
use std::io::Write;

pub(super) const CASES: &[Case] = &[
    Case {
        binary: "hihocoder_1172",
        about: "4000 rows of N = 10^4 coins, each heads or tails at random",
        generate: |rng, out, scale| {
            for _ in 0..4000 / scale {
                let coins: String = (0..10_000)
                    .map(|_| if rng.below(2) == 0 { 'H' } else { 'T' })
                    .collect();
                writeln!(out, "10000\n{coins}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_1846",
        about: "C = 5·10^6 games `n m` up to 1000",
        generate: |rng, out, scale| {
            let c = 5_000_000 / scale;
            writeln!(out, "{c}").unwrap();
            (0..c).for_each(|_| numbers(rng, out, 2, 1001));
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_1527",
        about: "2 000 000 lines `a b` up to 10^9",
        generate: super::piles::wythoff_pairs,
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p4279",
        about: "T = 500 cases of N = 50 piles up to 5000, one case in four of piles 0 and 1 \
                (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "500").unwrap();
            for case in 0..500 {
                let top = if case % 4 == 0 { 2 } else { 5001 };
                let piles: Vec<String> = (0..50).map(|_| rng.below(top).to_string()).collect();
                writeln!(out, "50\n{}", piles.join(" ")).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "poj_1704",
        about: "T = 20 cases of N = 1000 distinct men on cells up to 10^4, shuffled (its \
                statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "20").unwrap();
            for _ in 0..20 {
                let mut cells: Vec<u64> = (1..=10_000).collect();
                rng.shuffle(&mut cells);
                let men: Vec<String> = cells[..1000].iter().map(u64::to_string).collect();
                writeln!(out, "1000\n{}", men.join(" ")).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_3032",
        about: "T = 4 cases of N = 10^6 piles up to 2^31 − 1",
        generate: |rng, out, scale| million_piles(rng, out, scale, 1 << 31),
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_1850",
        about: "60 000 groups of M = 100 piles up to 10^6",
        generate: |rng, out, scale| {
            for _ in 0..60_000 / scale {
                writeln!(out, "100").unwrap();
                numbers(rng, out, 100, 1_000_001);
            }
            writeln!(out, "0").unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_2149",
        about: "10^4 sales `M N` up to 1099 (half of them print every bid from M to N)",
        generate: |rng, out, _| {
            (0..10_000).for_each(|_| numbers(rng, out, 2, 1100));
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_1847",
        about: "10^7 lines `n` up to 1000",
        generate: |rng, out, scale| {
            (0..10_000_000 / scale).for_each(|_| numbers(rng, out, 1, 1001));
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_5795",
        about: "T = 4 cases of n = 10^6 heaps up to 10^9",
        generate: |rng, out, scale| million_piles(rng, out, scale, 1_000_000_001),
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_2147",
        about: "4·10^6 boards `n m` up to 2000",
        generate: |rng, out, scale| {
            (0..4_000_000 / scale).for_each(|_| numbers(rng, out, 2, 2001));
            writeln!(out, "0 0").unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_2516",
        about: "4·10^6 piles below 2^31, one in eight a Fibonacci number",
        generate: fibonacci_piles,
        limit: READ_LIMIT,
    },
    Case {
        binary: "poj_2348",
        about: "2·10^6 pairs below 2^31, one in four two consecutive Fibonacci numbers (the \
                longest games)",
        generate: euclid_pairs,
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_3404",
        about: "T = 100 cases of n = 1000 distinct lights up to 10^4 (its statement's largest \
                input)",
        generate: |rng, out, _| {
            writeln!(out, "100").unwrap();
            for _ in 0..100 {
                writeln!(out, "1000").unwrap();
                let mut lights = std::collections::BTreeSet::new();
                while lights.len() < 1000 {
                    let light = (1 + rng.below(10_000), 1 + rng.below(10_000));
                    if lights.insert(light) {
                        writeln!(out, "{} {}", light.0, light.1).unwrap();
                    }
                }
            }
        },
        limit: READ_LIMIT,
    },
];

/// T = 4 cases (fewer at a larger scale) of 10^6 piles in `1..below`.
fn million_piles(rng: &mut Rng, out: &mut Text, scale: u64, below: u64) {
    let cases = 4 / scale.min(4);
    writeln!(out, "{cases}").unwrap();
    for _ in 0..cases {
        writeln!(out, "1000000").unwrap();
        numbers(rng, out, 1_000_000, below);
    }
}

/// The Fibonacci numbers 1, 2, 3, 5, … below 2^31.
fn fibonacci() -> Vec<u64> {
    let mut f = vec![1, 2];
    while f[f.len() - 1] + f[f.len() - 2] < 1 << 31 {
        f.push(f[f.len() - 1] + f[f.len() - 2]);
    }
    f
}

fn fibonacci_piles(rng: &mut Rng, out: &mut Text, scale: u64) {
    let f = fibonacci();
    for _ in 0..4_000_000 / scale {
        let n = if rng.below(8) == 0 {
            f[1 + rng.below(f.len() as u64 - 1) as usize]
        } else {
            2 + rng.below((1 << 31) - 2)
        };
        writeln!(out, "{n}").unwrap();
    }
    writeln!(out, "0").unwrap();
}

fn euclid_pairs(rng: &mut Rng, out: &mut Text, scale: u64) {
    let f = fibonacci();
    for _ in 0..2_000_000 / scale {
        let (a, b) = if rng.below(4) == 0 {
            let i = rng.below(f.len() as u64 - 1) as usize;
            (f[i], f[i + 1])
        } else {
            (1 + rng.below((1 << 31) - 1), 1 + rng.below((1 << 31) - 1))
        };
        writeln!(out, "{a} {b}").unwrap();
    }
    writeln!(out, "0 0").unwrap();
}
