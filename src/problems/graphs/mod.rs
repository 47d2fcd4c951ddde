//! Games played on a graph or a tree: a token or a piece moved along edges, vertices or leaves
//! removed, paths painted, each module one judge problem's rule with its solution.

pub mod berzerk;
pub mod conventions;
pub mod delete_and_keep;
pub mod hide_and_seek;
pub mod leaf_removal;
pub mod path_painting;
pub mod shiritori;
pub mod stone_walk;
pub mod zigzag;
