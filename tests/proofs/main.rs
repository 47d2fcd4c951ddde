//! Proofs by exhaustion: every closed form in `grundy::games` against a search of the game tree
//! that shares no formula with it. `brute` decides wins and losses from the move rules alone;
//! the library's own `sg` engine, itself checked against `brute`, supplies Grundy values.

// Move generators take `&Vec<u64>` because the positions they are keyed by are `Vec<u64>`.
#![allow(clippy::ptr_arg)]

mod brute;
mod fraction;

mod anti_diagonal;
mod anti_sg;
mod bash;
mod bean_splitting;
mod board_chase;
mod candy_piles;
mod card_row;
mod coin_groups;
mod coins;
mod colouring;
mod conventions;
mod counting;
mod crosses;
mod cut_cake;
mod cutting;
mod delay_duel;
mod delete_and_keep;
mod digit_row;
mod discard_split;
mod empty_neighbour;
mod end_piles;
mod euclid;
mod every_sg;
mod fibonacci_nim;
mod game_on_sum;
mod generalized_sg;
mod geography;
mod grundys_game;
mod hackenbush;
mod heap_rules;
mod integer_game;
mod kiki;
mod lasker;
mod leaf_removal;
mod loopy;
mod matrix_game;
mod maundy_cake;
mod merging;
mod minimax;
mod misere;
mod momotetsu;
mod moore;
mod multi_sg;
mod multiples;
mod nim;
mod nimber;
mod northcott;
mod octal;
mod partizan;
mod partizan_subtraction;
mod partizan_thermograph;
mod partizan_trees;
mod path_painting;
mod quotient_blocks;
mod recurrence;
mod retrograde;
mod row_ends;
mod sg;
mod sharti;
mod staircase;
mod stone_walk;
mod subtraction;
mod tartan;
mod top_and_bottom;
mod tree;
mod used_takes;
mod wythoff;
mod xor_battle;
mod xor_trie;
mod zeckendorf;
mod zigzag;

/// The samples of `binary` (`samples/<binary>/sample-N.in` and `.out`): the file name, the
/// input and the expected output of each, for proofs that decide the samples by search.
pub fn samples_of(binary: &str) -> Vec<(std::path::PathBuf, String, String)> {
    // The checkout under test, where Cargo runs the test (not a path fixed at compile time).
    let dir = xtask::workspace_root().join("samples").join(binary);
    let mut samples = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let input = entry.unwrap().path();
        if input.extension().map_or(true, |e| e != "in") {
            continue;
        }
        let text = std::fs::read_to_string(&input).unwrap();
        let expected = std::fs::read_to_string(input.with_extension("out")).unwrap();
        samples.push((input, text, expected));
    }
    samples
}
