//! Games on trees and on a road network with no cycle, each at its statement's largest input.

use crate::bench::case::{Case, READ_LIMIT};
use crate::bench::input::{Rng, Text};
use std::io::Write;

pub(super) const CASES: &[Case] = &[
    Case {
        binary: "luogu_p7864",
        about: "T = 10 trees of n = 10^6 vertices, five paths and five random trees (each vertex \
                below one of the three added before it, labels shuffled)",
        generate: |rng, out, scale| {
            let n = (1_000_000 / scale as usize).max(2);
            writeln!(out, "10").unwrap();
            for test in 0..10 {
                writeln!(out, "{n}").unwrap();
                let label = shuffled_from_root(rng, n);
                let mut parent = vec![0; n + 1];
                for i in 1..n {
                    let above = if test % 2 == 0 {
                        i - 1
                    } else {
                        i - 1 - rng.below(i.min(3) as u64) as usize
                    };
                    parent[label[i]] = label[above];
                }
                let line: Vec<String> = parent[2..].iter().map(usize::to_string).collect();
                writeln!(out, "{}", line.join(" ")).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p8347",
        about: "T = 5 random trees of n = 10^5 vertices, labels and edges shuffled",
        generate: |rng, out, scale| {
            let n = (100_000 / scale as usize).max(2);
            writeln!(out, "5").unwrap();
            for _ in 0..5 {
                writeln!(out, "{n}").unwrap();
                write_edges(out, &random_tree(rng, n));
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "agc010_f",
        about: "N = 3000, stones up to 10^9, a random tree, labels and edges shuffled",
        generate: |rng, out, scale| {
            let n = (3000 / scale as usize).max(2);
            writeln!(out, "{n}").unwrap();
            let stones: Vec<String> = (0..n)
                .map(|_| rng.below(1_000_000_001).to_string())
                .collect();
            writeln!(out, "{}", stones.join(" ")).unwrap();
            write_edges(out, &random_tree(rng, n));
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "spoj_cot3",
        about: "n = 10^5, one node in four black, a random tree, labels and edges shuffled",
        generate: |rng, out, scale| {
            let n = (100_000 / scale as usize).max(2);
            writeln!(out, "{n}").unwrap();
            let colours: Vec<&str> = (0..n)
                .map(|_| if rng.below(4) == 0 { "1" } else { "0" })
                .collect();
            writeln!(out, "{}", colours.join(" ")).unwrap();
            write_edges(out, &random_tree(rng, n));
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "cf_1149e",
        about: "n = m = 2·10^5, taxes up to 10^9, each road from a city to one later in a \
                shuffled order (no cycle; a winning convention exists)",
        generate: |rng, out, scale| {
            let n = (200_000 / scale as usize).max(2);
            writeln!(out, "{n} {n}").unwrap();
            let taxes: Vec<String> = (0..n)
                .map(|_| rng.below(1_000_000_001).to_string())
                .collect();
            writeln!(out, "{}", taxes.join(" ")).unwrap();
            let label = shuffled_from_root(rng, n);
            let mut roads = std::collections::HashSet::new();
            while roads.len() < n {
                let a = rng.below(n as u64 - 1) as usize;
                let b = a + 1 + rng.below((n - a - 1).min(50) as u64) as usize;
                if roads.insert((a, b)) {
                    writeln!(out, "{} {}", label[a], label[b]).unwrap();
                }
            }
        },
        limit: READ_LIMIT,
    },
];

/// The labels 1..=n shuffled, with label 1 first.
fn shuffled_from_root(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut label: Vec<usize> = (1..=n).collect();
    for i in (2..n).rev() {
        label.swap(i, 1 + rng.below(i as u64) as usize);
    }
    label
}

/// A random tree on 1..=n (each vertex joined to an earlier one), labels and edges shuffled.
fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let label = shuffled_from_root(rng, n);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| (label[v], label[rng.below(v as u64) as usize]))
        .collect();
    rng.shuffle(&mut edges);
    edges
}

fn write_edges(out: &mut Text, edges: &[(usize, usize)]) {
    for &(a, b) in edges {
        writeln!(out, "{a} {b}").unwrap();
    }
}
