//! Vertex geography against a search over (token, visited set) on every graph of up to 7
//! vertices (those of 7 up to relabelling: vertices ordered by degree) and random larger ones;
//! the matchings against the largest matching found by trying every edge set; a replayed game
//! against the search at each move.

use super::loopy::Lcg;
use grundy::{
    algo::{blossom, matching::Bipartite},
    games::geography,
};

/// Whether the player to move wins with the token on `v`, the vertices in `visited` (a bit
/// set, holding `v`) not to be entered: the game tree searched, memoised.
fn wins(adjacent: &[u32], v: usize, visited: u32, memo: &mut [u8]) -> bool {
    let key = (visited as usize) * adjacent.len() + v;
    if memo[key] != 0 {
        return memo[key] == 2;
    }
    let mut free = adjacent[v] & !visited;
    let mut win = false;
    while free != 0 {
        let w = free.trailing_zeros() as usize;
        free &= free - 1;
        if !wins(adjacent, w, visited | 1 << w, memo) {
            win = true;
            break;
        }
    }
    memo[key] = if win { 2 } else { 1 };
    win
}

fn searched(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let adjacent = bit_sets(n, edges);
    let mut memo = vec![0u8; n << n];
    (0..n)
        .map(|v| wins(&adjacent, v, 1 << v, &mut memo))
        .collect()
}

fn bit_sets(n: usize, edges: &[(usize, usize)]) -> Vec<u32> {
    let mut adjacent = vec![0u32; n];
    for &(a, b) in edges {
        if a != b {
            adjacent[a] |= 1 << b;
            adjacent[b] |= 1 << a;
        }
    }
    adjacent
}

/// The size of a largest matching, by trying every set of edges.
fn largest_matching(edges: &[(usize, usize)]) -> usize {
    let mut best = 0;
    for set in 0..1u32 << edges.len() {
        let mut used = 0u32;
        let mut ok = true;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if set >> i & 1 == 1 {
                let both = (1 << a) | (1 << b);
                if a == b || used & both != 0 {
                    ok = false;
                    break;
                }
                used |= both;
            }
        }
        if ok {
            best = best.max(set.count_ones() as usize);
        }
    }
    best
}

fn all_pairs(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect()
}

fn edges_of(pairs: &[(usize, usize)], set: u32) -> Vec<(usize, usize)> {
    (0..pairs.len())
        .filter(|&i| set >> i & 1 == 1)
        .map(|i| pairs[i])
        .collect()
}

#[test]
fn every_graph_up_to_six_vertices() {
    for n in 1..=6 {
        let pairs = all_pairs(n);
        for set in 0..1u32 << pairs.len() {
            let edges = edges_of(&pairs, set);
            assert_eq!(
                geography::mover_wins(n, &edges),
                searched(n, &edges),
                "{edges:?}"
            );
        }
    }
}

#[test]
fn every_graph_on_seven_vertices_up_to_relabelling() {
    let pairs = all_pairs(7);
    let mut checked = 0;
    for set in 0..1u32 << pairs.len() {
        let mut degree = [0u8; 7];
        for (i, &(a, b)) in pairs.iter().enumerate() {
            if set >> i & 1 == 1 {
                degree[a] += 1;
                degree[b] += 1;
            }
        }
        // Every graph has a relabelling with its degrees falling: check only those.
        if degree.windows(2).any(|w| w[0] < w[1]) {
            continue;
        }
        let edges = edges_of(&pairs, set);
        assert_eq!(
            geography::mover_wins(7, &edges),
            searched(7, &edges),
            "{edges:?}"
        );
        checked += 1;
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn random_larger_graphs_bipartite_and_not() {
    let mut rng = Lcg(3);
    for round in 0..1500 {
        let n = 8 + rng.below(7);
        let density = 1 + rng.below(3);
        let edges: Vec<(usize, usize)> = (0..density * n / 2 + rng.below(n))
            .map(|_| (rng.below(n), rng.below(n)))
            .filter(|&(a, b)| {
                // Half the graphs join only vertices of different parity: bipartite.
                round % 2 == 0 || (a + b) % 2 == 1
            })
            .collect();
        assert_eq!(
            geography::mover_wins(n, &edges),
            searched(n, &edges),
            "{edges:?}"
        );
    }
}

#[test]
fn matchings_are_maximum() {
    let mut rng = Lcg(11);
    for round in 0..3000 {
        let n = 1 + rng.below(10);
        let count = rng.below(14);
        let edges: Vec<(usize, usize)> = (0..count)
            .map(|_| (rng.below(n), rng.below(n)))
            .filter(|&(a, b)| round % 2 == 0 || (a + b) % 2 == 1)
            .collect();
        let best = largest_matching(&edges);
        let mut adjacent = vec![Vec::new(); n];
        for &(a, b) in &edges {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
        let mates = blossom::maximum_matching(&adjacent);
        for (v, m) in mates.iter().enumerate() {
            if let Some(w) = *m {
                assert!(adjacent[v].contains(&w) && w != v && mates[w] == Some(v));
            }
        }
        assert_eq!(mates.iter().flatten().count(), 2 * best, "{edges:?}");
        if let Some(bipartite) = Bipartite::new(n, &edges) {
            assert_eq!(bipartite.size(), best, "{edges:?}");
        }
    }
}

#[test]
fn replayed_games_match_the_search_at_every_move() {
    let mut rng = Lcg(17);
    for round in 0..800 {
        // A random part of a grid of up to 4 × 4 cells, cells joined to their neighbours.
        let (rows, cols) = (1 + rng.below(4), 1 + rng.below(4));
        let n = rows * cols;
        let free: Vec<bool> = (0..n).map(|_| rng.below(5) != 0).collect();
        let mut edges = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let v = r * cols + c;
                if c + 1 < cols && free[v] && free[v + 1] {
                    edges.push((v, v + 1));
                }
                if r + 1 < rows && free[v] && free[v + cols] {
                    edges.push((v, v + cols));
                }
            }
        }
        let adjacent = bit_sets(n, &edges);
        let mut memo = vec![0u8; n << n];
        let mut game = geography::Replay::new(n, &edges).unwrap();
        let Some(mut token) = (0..n).find(|&v| free[v]) else {
            continue;
        };
        let mut visited = 1u32 << token;
        loop {
            let expected = wins(&adjacent, token, visited, &mut memo);
            // Half the games ask before leaving; the others learn the verdict from `leave`.
            let asked = round % 2 == 0;
            if asked {
                let verdict = game.mover_wins(token);
                assert_eq!(verdict, expected, "{edges:?} at {token}, {visited:b}");
            }
            let choices: Vec<usize> = (0..n)
                .filter(|&w| adjacent[token] >> w & 1 == 1 && visited >> w & 1 == 0)
                .collect();
            if choices.is_empty() {
                break;
            }
            let verdict = game.leave(token);
            if !asked {
                assert_eq!(verdict, expected, "{edges:?} leaving {token}, {visited:b}");
            }
            token = choices[rng.below(choices.len())];
            visited |= 1 << token;
        }
    }
}

/// The size of a largest matching of the vertex set `set` for every set, by the first vertex
/// of each set: left unmatched, or matched to a neighbour in the set (bit masks, no formula).
fn largest_matchings_of_every_set(adjacent: &[u32]) -> Vec<u8> {
    let n = adjacent.len();
    let mut best = vec![0u8; 1 << n];
    for set in 1..1usize << n {
        let v = set.trailing_zeros() as usize;
        let rest = set & !(1 << v);
        let mut b = best[rest];
        let mut partners = adjacent[v] as usize & rest;
        while partners != 0 {
            let w = partners.trailing_zeros() as usize;
            partners &= partners - 1;
            b = b.max(1 + best[rest & !(1 << w)]);
        }
        best[set] = b;
    }
    best
}

#[test]
fn connected_graphs_of_up_to_18_vertices_with_blossoms_and_unmatched_vertices() {
    // HAMILG's starts at a size the game search cannot reach: Askar (placing, Bob moving first)
    // wins at v iff a largest matching of the graph without v is as large as the graph's.
    // Graphs are trees with extra edges (odd cycles) and many leaves (failed searches whose
    // trees the blossom algorithm then skips).
    let mut rng = Lcg(2000);
    for round in 0..400 {
        let n = 10 + rng.below(9);
        let mut edges: Vec<(usize, usize)> = (1..n)
            .map(|v| (rng.below(if round % 2 == 0 { v } else { v.min(3) }), v))
            .collect();
        for _ in 0..rng.below(n) {
            let (a, b) = (rng.below(n), rng.below(n));
            if a != b && !edges.contains(&(a, b)) && !edges.contains(&(b, a)) {
                edges.push((a, b));
            }
        }
        let best = largest_matchings_of_every_set(&bit_sets(n, &edges));
        let all = (1usize << n) - 1;
        let askar: Vec<bool> = (0..n).map(|v| best[all & !(1 << v)] == best[all]).collect();
        let mover = geography::mover_wins(n, &edges);
        let placer: Vec<bool> = mover.iter().map(|&w| !w).collect();
        assert_eq!(placer, askar, "{edges:?}");
    }
}
