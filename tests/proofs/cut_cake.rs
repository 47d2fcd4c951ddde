//! Cut-Cake against play: who wins a cake of pieces is found by searching every line of
//! cutting (the player to move wins when some cut leaves a cake the other loses moving
//! first), and a piece is worth the integer v exactly when the piece together with a strip
//! worth −v, a row of pieces that only the other player can cut, is a second-player win. Nothing
//! of the formula, and nothing of the library's canonical forms, is used to judge it.

use grundy::partizan::cut_cake::{outcome, value};
use grundy::partizan::game::Outcome;
use std::collections::HashMap;

/// Pieces `(x, y)`: Left cuts between columns (x), Right between rows (y).
type Cake = Vec<(u64, u64)>;

/// Who wins moving first, searched: `left` whether Left moves.
struct Play(HashMap<(Cake, bool), bool>);

impl Play {
    fn mover_wins(&mut self, cake: &[(u64, u64)], left: bool) -> bool {
        // A 1 × 1 piece has no cut for either player: it changes nothing.
        let mut key: Cake = cake.iter().copied().filter(|&p| p != (1, 1)).collect();
        key.sort_unstable();
        if let Some(&known) = self.0.get(&(key.clone(), left)) {
            return known;
        }
        let mut wins = false;
        'cuts: for (i, &(x, y)) in key.iter().enumerate() {
            let (side, other) = if left { (x, y) } else { (y, x) };
            for a in 1..side {
                let mut next = key.clone();
                let (one, two) = match left {
                    true => ((a, other), (side - a, other)),
                    false => ((other, a), (other, side - a)),
                };
                next[i] = one;
                next.push(two);
                if !self.mover_wins(&next, !left) {
                    wins = true;
                    break 'cuts;
                }
            }
        }
        self.0.insert((key, left), wins);
        wins
    }

    /// The class of a cake: who wins moving first, each way.
    fn class(&mut self, cake: &[(u64, u64)]) -> Outcome {
        Outcome::from_wins(self.mover_wins(cake, true), self.mover_wins(cake, false))
    }
}

/// A strip worth the integer `v`: `v + 1` columns in one row gives Left v cuts and Right none;
/// one column of `1 − v` rows gives Right −v.
fn strip(v: i128) -> (u64, u64) {
    match v >= 0 {
        true => (v as u64 + 1, 1),
        false => (1, (1 - v) as u64),
    }
}

#[test]
fn every_piece_up_to_6_by_6_is_worth_its_integer() {
    let mut play = Play(HashMap::new());
    for x in 1..=6 {
        for y in 1..=6 {
            let v = value(x, y);
            // The piece minus v is a second-player win: the piece equals v.
            assert_eq!(
                play.class(&[(x, y), strip(-v)]),
                Outcome::Previous,
                "{x} × {y} = {v}"
            );
        }
    }
    // The strips themselves, by play: a strip worth v is one more than one worth v − 1.
    for v in -6..=6 {
        assert_eq!(play.class(&[strip(v), strip(-v)]), Outcome::Previous);
        assert_eq!(play.class(&[strip(v), strip(1 - v)]), Outcome::Left);
    }
}

#[test]
fn sums_of_pieces_are_won_as_their_total_says() {
    let mut play = Play(HashMap::new());
    let pieces: Vec<(u64, u64)> = (1..=5).flat_map(|x| (1..=5).map(move |y| (x, y))).collect();
    for (i, &p) in pieces.iter().enumerate() {
        for &q in &pieces[i..] {
            assert_eq!(outcome(&[p, q]), play.class(&[p, q]), "{p:?} + {q:?}");
        }
    }
    // Far past the search, the closed form at the ends of u64.
    assert_eq!(value(u64::MAX, 1), i128::from(u64::MAX) - 1);
    assert_eq!(value(1, u64::MAX), 1 - i128::from(u64::MAX));
    assert_eq!(value(u64::MAX, u64::MAX), 0);
}
