use super::brute::Brute;
use super::tree::every_tree;
use grundy::{algo::tree::Rooted, problems::graphs::leaf_removal};

/// The game by its rule alone: a position is the set of vertices left (a bit mask); the leaves
/// are the vertices left none of whose children is left, and a move removes any non-empty set
/// of them. The game is over when nothing is left: the last mover removed the root.
fn options(parent: &[usize], left: u32) -> Vec<u32> {
    let n = parent.len();
    let has_child = |v: usize| (0..n).any(|w| w != v && parent[w] == v && left >> w & 1 == 1);
    let leaves: Vec<usize> = (0..n)
        .filter(|&v| left >> v & 1 == 1 && !has_child(v))
        .collect();
    (1u32..1 << leaves.len())
        .map(|pick| {
            let taken = leaves
                .iter()
                .enumerate()
                .filter(|&(i, _)| pick >> i & 1 == 1)
                .fold(0, |t, (_, &v)| t | 1 << v);
            left & !taken
        })
        .collect()
}

#[test]
fn outcomes_of_every_small_tree_in_both_plays() {
    for n in 1..=9 {
        for parent in every_tree(n) {
            // Relabelled so that a parent's label is not always the smaller one.
            let label: Vec<usize> = (0..n).map(|v| (v + n / 2) % n).collect();
            let mut relabelled = vec![0; n];
            for v in 0..n {
                relabelled[label[v]] = label[parent[v]];
            }
            let tree = Rooted::from_parents(&relabelled, label[0]).unwrap();
            let outcome = leaf_removal::outcomes(&tree)[label[0]];
            let all = (1u32 << n) - 1;
            let normal = Brute::normal(|&left: &u32| options(&relabelled, left)).wins(&all);
            let misere = Brute::misere(|&left: &u32| options(&relabelled, left)).wins(&all);
            assert_eq!(outcome.normal, normal, "{parent:?}");
            assert_eq!(outcome.misere, misere, "{parent:?}");
            assert_eq!(leaf_removal::first_player_wins(&tree), normal);
            let parent: Vec<u32> = relabelled.iter().map(|&p| p as u32).collect();
            assert_eq!(
                leaf_removal::root_outcome(&parent, label[0]),
                Some(outcome),
                "{parent:?}"
            );
        }
    }
}
