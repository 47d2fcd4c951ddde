//! Games on graphs, each at its statement's largest input.

use crate::bench::case::{Case, READ_LIMIT};
use std::io::Write;

pub(super) const CASES: &[Case] = &[
    Case {
        binary: "agc017_d",
        about: "N = 10^5, a random tree (each vertex joined to an earlier one), labels and edges \
                shuffled (its statement's largest input)",
        generate: |rng, out, scale| {
            let n = (100_000 / scale as usize).max(2);
            let mut label: Vec<usize> = (1..=n).collect();
            rng.shuffle(&mut label);
            let mut edges: Vec<(usize, usize)> = (1..n)
                .map(|v| {
                    let (a, b) = (label[v], label[rng.below(v as u64) as usize]);
                    if rng.below(2) == 0 {
                        (a, b)
                    } else {
                        (b, a)
                    }
                })
                .collect();
            rng.shuffle(&mut edges);
            writeln!(out, "{n}").unwrap();
            for (a, b) in edges {
                writeln!(out, "{a} {b}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "abc209_e",
        about: "2·10^5 words of 3 to 8 letters from 12 (1728 positions)",
        generate: |rng, out, scale| {
            let n = 200_000 / scale;
            writeln!(out, "{n}").unwrap();
            let letters = b"abcdefABCDEF";
            for _ in 0..n {
                let len = 3 + rng.below(6) as usize;
                let word: String = (0..len)
                    .map(|_| letters[rng.below(12) as usize] as char)
                    .collect();
                writeln!(out, "{word}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p6560",
        about: "n = 10^5, m = 5·10^5 edges u → u + 1..u + 10 (no cycle, so every round decides \
                every position the start needs), q = 500 random rounds",
        generate: |rng, out, scale| {
            let (n, m, q) = (100_000, 500_000 / scale, 500 / scale);
            writeln!(out, "{n} {m} {q}").unwrap();
            for _ in 0..m {
                let u = 1 + rng.below(n - 1);
                writeln!(out, "{u} {}", (u + 1 + rng.below(10)).min(n)).unwrap();
            }
            for _ in 0..q {
                let x = 1 + rng.below(n);
                let y = 1 + (x + rng.below(n - 1)) % n;
                writeln!(out, "{x} {y}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p4232",
        about: "n = t = 20, every edge a -> b for a < b (190), Kuu on the first vertex and Rin \
                on the second (6860 matrix games of up to 20 x 20), labels and edges shuffled",
        generate: |rng, out, _| {
            let n = 20;
            let mut label: Vec<usize> = (1..=n).collect();
            rng.shuffle(&mut label);
            let mut edges: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .map(|(a, b)| (label[a], label[b]))
                .collect();
            rng.shuffle(&mut edges);
            writeln!(out, "{n} {} {} {} 20", edges.len(), label[1], label[0]).unwrap();
            for (a, b) in edges {
                writeln!(out, "{a} {b}").unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_786a",
        about: "n = 7000, both players with every step 1..6999",
        generate: |_, out, scale| {
            let n = 7000 / scale;
            writeln!(out, "{n}").unwrap();
            for _ in 0..2 {
                write!(out, "{}", n - 1).unwrap();
                for s in 1..n {
                    write!(out, " {s}").unwrap();
                }
                writeln!(out).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
];
