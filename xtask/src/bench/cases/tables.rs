//! Problems whose answer needs a table of values or a structure built from the input: Grundy
//! tables of subtraction and cutting games, games on a DAG, Green Hackenbush on trees and
//! cacti, a linear basis, a matching; each at its statement's largest input (a few megabytes
//! of cases where the input runs on to its end).

use crate::bench::case::{Case, READ_LIMIT};
use crate::bench::input::{numbers, Rng, Text};
use std::io::Write;

pub(super) const CASES: &[Case] = &[
    Case {
        binary: "poj_2311",
        about: "every sheet from 2 × 2 to 200 × 200, ten times (396 010 lines)",
        generate: |_, out, _| {
            for _ in 0..10 {
                for w in 2..=200 {
                    for h in 2..=200 {
                        writeln!(out, "{w} {h}").unwrap();
                    }
                }
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_1848",
        about: "3·10^6 lines of three piles up to 1000",
        generate: |rng, out, scale| {
            (0..3_000_000 / scale).for_each(|_| numbers(rng, out, 3, 1001));
            writeln!(out, "0 0 0").unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "poj_3537",
        about: "10^6 strips of 3 to 2000 cells",
        generate: |rng, out, scale| {
            for _ in 0..1_000_000 / scale {
                writeln!(out, "{}", 3 + rng.below(1998)).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_1536",
        about: "20 sets of k = 100 takes up to 10^4, each with m = 100 positions of 100 heaps up \
                to 10^4",
        generate: |rng, out, _| {
            for _ in 0..20 {
                let takes: Vec<String> = (0..100)
                    .map(|_| (1 + rng.below(10_000)).to_string())
                    .collect();
                writeln!(out, "100 {}\n100", takes.join(" ")).unwrap();
                for _ in 0..100 {
                    let heaps: Vec<String> =
                        (0..100).map(|_| rng.below(10_001).to_string()).collect();
                    writeln!(out, "100 {}", heaps.join(" ")).unwrap();
                }
            }
            writeln!(out, "0").unwrap();
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_1524",
        about: "5 DAGs of N = 1000 positions, each moving to every later one with probability \
                1/2 (about 250 000 edges), with 10^4 queries of 10 chessmen",
        generate: dags,
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_3595",
        about: "100 cases of N = 1000 games `p q` up to 1000",
        generate: |rng, out, _| {
            for _ in 0..100 {
                writeln!(out, "1000").unwrap();
                (0..1000).for_each(|_| numbers(rng, out, 2, 1001));
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_3094",
        about: "T = 10 trees of N = 10^5, five random and five paths, labels and edges shuffled",
        generate: |rng, out, _| {
            writeln!(out, "10").unwrap();
            for t in 0..10 {
                writeln!(out, "100000").unwrap();
                tree(rng, out, 100_000, t % 2 == 1);
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "hdu_3590",
        about: "100 cases of 99 trees of 99 vertices, one in ten a path, labels and edges shuffled",
        generate: |rng, out, _| {
            for _ in 0..100 {
                writeln!(out, "99").unwrap();
                for _ in 0..99 {
                    writeln!(out, "99").unwrap();
                    let path = rng.below(10) == 0;
                    tree(rng, out, 99, path);
                }
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "poj_3710",
        about: "100 cases of 99 graphs of under 100 vertices: random trees with cycles of 2 to 6 \
                edges hanging from them, edges shuffled",
        generate: cacti,
        limit: READ_LIMIT,
    },
    Case {
        binary: "agc045_a",
        about: "T = 100 cases of N = 200 rounds, A_i up to 10^18 from a random subspace of 1 to \
                60 dimensions (its statement's largest input)",
        generate: xor_battles,
        limit: READ_LIMIT,
    },
    Case {
        binary: "luogu_p3179",
        about: "N = 10^9, K = 100 queries of W = 100 white cells (its statement's largest input)",
        generate: |rng, out, _| {
            writeln!(out, "1000000000 100").unwrap();
            for _ in 0..100 {
                let mut cells = std::collections::BTreeSet::new();
                while cells.len() < 100 {
                    cells.insert(1 + rng.below(1_000_000_000));
                }
                let cells: Vec<String> = cells.iter().map(u64::to_string).collect();
                writeln!(out, "100\n{}", cells.join(" ")).unwrap();
            }
        },
        limit: READ_LIMIT,
    },
    Case {
        binary: "codechef_hamilg",
        about: "N = 2000, a clique of 580 joined to every other vertex (991 510 edges, 1420 \
                winning starts), labels and edges shuffled",
        generate: clique_and_others,
        limit: READ_LIMIT,
    },
];

/// A random tree on `n` vertices (a path if `path`) as `n − 1` edges, labels and edges
/// shuffled, each edge's ends in random order.
fn tree(rng: &mut Rng, out: &mut Text, n: u64, path: bool) {
    let mut label: Vec<u64> = (1..=n).collect();
    rng.shuffle(&mut label[1..]);
    let mut edges: Vec<(u64, u64)> = (1..n)
        .map(|v| (if path { v - 1 } else { rng.below(v) }, v))
        .map(|(p, v)| (label[p as usize], label[v as usize]))
        .collect();
    rng.shuffle(&mut edges);
    for (a, b) in edges {
        let (a, b) = if rng.below(2) == 0 { (a, b) } else { (b, a) };
        writeln!(out, "{a} {b}").unwrap();
    }
}

fn dags(rng: &mut Rng, out: &mut Text, _: u64) {
    for _ in 0..5 {
        writeln!(out, "1000").unwrap();
        for i in 0..1000 {
            let later: Vec<String> = (i + 1..1000)
                .filter(|_| rng.below(2) == 0)
                .map(|j: u64| j.to_string())
                .collect();
            writeln!(out, "{} {}", later.len(), later.join(" ")).unwrap();
        }
        for _ in 0..10_000 {
            let men: Vec<String> = (0..10).map(|_| rng.below(1000).to_string()).collect();
            writeln!(out, "10 {}", men.join(" ")).unwrap();
        }
        writeln!(out, "0").unwrap();
    }
}

/// Rooted graphs as POJ 3710 allows them: from the root, each step hangs an edge or a cycle of
/// 2 to 6 edges (2: two parallel edges) from a vertex that is not inside a cycle, until the
/// next would pass 99 vertices or 499 edges.
fn cacti(rng: &mut Rng, out: &mut Text, _: u64) {
    for _ in 0..100 {
        writeln!(out, "99").unwrap();
        for _ in 0..99 {
            let (mut vertices, mut edges, mut free) = (1u64, Vec::new(), vec![1u64]);
            loop {
                let at = free[rng.below(free.len() as u64) as usize];
                let length = if rng.below(2) == 0 {
                    1
                } else {
                    2 + rng.below(5)
                };
                let added = if length == 1 { 1 } else { length - 1 };
                if vertices + added > 99 || edges.len() as u64 + length > 499 {
                    break;
                }
                if length == 1 {
                    vertices += 1;
                    edges.push((at, vertices));
                    free.push(vertices);
                } else {
                    let cycle: Vec<u64> = std::iter::once(at)
                        .chain(vertices + 1..vertices + length)
                        .collect();
                    vertices += length - 1;
                    for i in 0..cycle.len() {
                        edges.push((cycle[i], cycle[(i + 1) % cycle.len()]));
                    }
                }
            }
            rng.shuffle(&mut edges);
            writeln!(out, "{vertices} {}", edges.len()).unwrap();
            for (a, b) in edges {
                writeln!(out, "{a} {b}").unwrap();
            }
        }
    }
}

fn xor_battles(rng: &mut Rng, out: &mut Text, _: u64) {
    writeln!(out, "100").unwrap();
    for _ in 0..100 {
        let dimension = 1 + rng.below(60);
        let basis: Vec<u64> = (0..dimension).map(|_| rng.below(1 << 59)).collect();
        let rounds: Vec<String> = (0..200)
            .map(|_| loop {
                let a = basis
                    .iter()
                    .filter(|_| rng.below(2) == 0)
                    .fold(0, |a, b| a ^ b);
                if a != 0 {
                    break a.to_string();
                }
            })
            .collect();
        let s: String = (0..200)
            .map(|_| if rng.below(2) == 0 { '0' } else { '1' })
            .collect();
        writeln!(out, "200\n{}\n{s}", rounds.join(" ")).unwrap();
    }
}

/// HAMILG's hardest shape: a clique on 580 of 2000 vertices, each other vertex joined to all
/// of the clique. Every largest matching covers the clique, and each other vertex is missed
/// by some, so Askar wins at the 1420 others.
fn clique_and_others(rng: &mut Rng, out: &mut Text, _: u64) {
    let (n, k) = (2000u64, 580u64);
    let mut label: Vec<u64> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut edges = Vec::new();
    for a in n - k..n {
        for b in 0..a {
            edges.push((label[a as usize], label[b as usize]));
        }
    }
    rng.shuffle(&mut edges);
    writeln!(out, "1\n{n} {}", edges.len()).unwrap();
    for (a, b) in edges {
        writeln!(out, "{a} {b}").unwrap();
    }
}
