use super::brute::Brute;
use super::tree::{edges_of, every_tree};
use grundy::{
    algo::tree::{degrees, Rooted},
    problems::graphs::delete_and_keep,
};

/// The game by its rule alone: a position is the set of vertices left (a connected set, as a
/// bit mask); a move deletes one and keeps one component of the rest. A move that keeps a
/// single vertex loses at once, so no player makes it while another exists: it is left out,
/// and a player with only such moves loses.
fn options(adjacent: &[u32], left: u32) -> Vec<u32> {
    let mut options = Vec::new();
    for v in 0..adjacent.len() {
        if left >> v & 1 == 0 {
            continue;
        }
        let mut rest = left & !(1 << v);
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            loop {
                let grown = (0..adjacent.len())
                    .filter(|&u| part >> u & 1 == 1)
                    .fold(part, |p, u| p | adjacent[u] & rest);
                if grown == part {
                    break;
                }
                part = grown;
            }
            rest &= !part;
            if part.count_ones() >= 2 {
                options.push(part);
            }
        }
    }
    options
}

#[test]
fn an_even_degree_decides_every_small_tree() {
    for n in 2..=9 {
        for parent in every_tree(n) {
            let label: Vec<usize> = (0..n).rev().collect();
            let edges = edges_of(&parent, &label);
            let mut adjacent = vec![0u32; n];
            for &(a, b) in &edges {
                adjacent[a] |= 1 << b;
                adjacent[b] |= 1 << a;
            }
            let wins = Brute::normal(|&left: &u32| options(&adjacent, left)).wins(&((1 << n) - 1));
            let tree = Rooted::from_edges(n, &edges, 0).unwrap();
            assert_eq!(delete_and_keep::first_player_wins(&tree), wins, "{edges:?}");
            let degree = degrees(n, &edges).unwrap();
            assert_eq!(delete_and_keep::first_player_wins_by_degrees(&degree), wins);
        }
    }
}
