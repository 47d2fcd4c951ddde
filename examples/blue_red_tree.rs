//! A Blue-Red Hackenbush tree valued as a contestant would write it: `n`, then the n − 1 edges
//! `u v C` (vertices 1 to n, vertex 1 the ground, C one of `B` and `R`); prints the tree's
//! value and who wins (`Left`, `Right`, or `second` for the second player at 0). No judge
//! problem of this repository plays it; tests/process/bundles.rs bundles it and pins its size,
//! since its local `tree` once kept the library's function `tree` and the game arena behind it.
use grundy::io::{fail, judge, Usize};
use grundy::partizan::hackenbush::Colour;
use grundy::partizan::hackenbush_tree::blue_red_tree;
use proconio::input;
use std::cmp::Ordering;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, n: Usize }
        if n == 0 {
            fail("a number of vertices from 1 (the ground)", "0");
        }
        let tree = src.labelled_edges::<Colour>(n - 1, n);
        if let Some(edge) = tree.iter().position(|e| e.2 == Colour::Green) {
            fail("edges coloured B or R", &format!("G on edge {}", edge + 1));
        }
        let Some(value) = blue_red_tree(n, &tree) else {
            fail("a tree", "edges that close a cycle")
        };
        out.line(&value.to_string());
        out.line(match value.sign() {
            Ordering::Greater => "Left",
            Ordering::Less => "Right",
            Ordering::Equal => "second",
        });
    });
}
