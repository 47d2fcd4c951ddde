//! Win or loss by searching the game tree, with memoisation: nothing but the move rules.

use std::collections::HashMap;
use std::hash::Hash;

/// Who wins from each position of a finite game, under normal play (a player who cannot move
/// loses) or misère play (a player who cannot move wins).
pub struct Brute<P, F> {
    moves: F,
    misere: bool,
    memo: HashMap<P, bool>,
}

impl<P: Clone + Eq + Hash, F: Fn(&P) -> Vec<P>> Brute<P, F> {
    pub fn normal(moves: F) -> Self {
        Brute {
            moves,
            misere: false,
            memo: HashMap::new(),
        }
    }

    pub fn misere(moves: F) -> Self {
        Brute {
            moves,
            misere: true,
            memo: HashMap::new(),
        }
    }

    /// Whether the player to move from `p` wins.
    pub fn wins(&mut self, p: &P) -> bool {
        if let Some(&w) = self.memo.get(p) {
            return w;
        }
        let options = (self.moves)(p);
        let w = if options.is_empty() {
            self.misere
        } else {
            options.iter().any(|o| !self.wins(o))
        };
        self.memo.insert(p.clone(), w);
        w
    }

    /// The options of `p` from which the opponent loses.
    pub fn winning_options(&mut self, p: &P) -> Vec<P> {
        (self.moves)(p)
            .into_iter()
            .filter(|o| !self.wins(o))
            .collect()
    }
}

/// Every vector of `len` entries from `0..=max`.
pub fn all_vectors(len: usize, max: u64) -> Vec<Vec<u64>> {
    (0..len).fold(vec![Vec::new()], |acc, _| {
        acc.into_iter()
            .flat_map(|v| {
                (0..=max).map(move |x| {
                    let mut w = v.clone();
                    w.push(x);
                    w
                })
            })
            .collect()
    })
}

/// Nim's moves on a vector of piles: lower one pile.
pub fn nim_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..piles.len() {
        for left in 0..piles[i] {
            let mut next = piles.clone();
            next[i] = left;
            out.push(next);
        }
    }
    out
}

/// Sorted `piles` with pile `i` replaced by `parts` (none: the pile is gone).
pub fn replace_pile(piles: &[u64], i: usize, parts: &[u64]) -> Vec<u64> {
    let mut next: Vec<u64> = piles[..i]
        .iter()
        .chain(&piles[i + 1..])
        .chain(parts)
        .copied()
        .collect();
    next.sort_unstable();
    next
}

/// The positions that `(pile index, stones left)` moves lead to, checking each lowers a pile.
pub fn after_pile_moves(
    piles: &[u64],
    moves: impl IntoIterator<Item = (usize, u64)>,
) -> Vec<Vec<u64>> {
    moves
        .into_iter()
        .map(|(i, left)| {
            assert!(left < piles[i], "{piles:?}: pile {i} to {left}");
            let mut next = piles.to_vec();
            next[i] = left;
            next
        })
        .collect()
}
