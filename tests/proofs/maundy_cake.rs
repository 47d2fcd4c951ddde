//! Maundy Cake against play: who wins a cake of pieces is found by searching every line of
//! cutting (the player to move wins when some cut leaves a cake the other loses moving
//! first), and a piece is worth the integer v exactly when the piece together with −v, that many
//! free moves for the other player, is a second-player win. Past what play can search, each
//! piece is valued from its cuts by the definition of a game's value (the simplest number
//! between the players' best options, when those are numbers). Nothing of the formula, and
//! nothing of the library's canonical forms, is used to judge it.

use grundy::partizan::game::Outcome;
use grundy::partizan::maundy_cake::{outcome, value};
use std::collections::HashMap;

/// Pieces `(a, b)`: Left cuts the width `a` into equal parts, Right the height `b`; and a count
/// of free moves, Left's when positive (each takes one), Right's when negative.
type Cake = (Vec<(u64, u64)>, i128);

/// Who wins moving first, searched: `left` whether Left moves.
struct Play(HashMap<(Cake, bool), bool>);

impl Play {
    fn mover_wins(&mut self, pieces: &[(u64, u64)], free: i128, left: bool) -> bool {
        // A 1 × 1 piece has no cut for either player: it changes nothing. A piece and its
        // mirror image (a × b and b × a) are won by the second player alone, who answers each
        // cut in one by the same cut in the other: they change nothing either.
        let mut key: Vec<(u64, u64)> = Vec::new();
        for &(a, b) in pieces.iter().filter(|&&p| p != (1, 1)) {
            match key.iter().position(|&p| p == (b, a)) {
                Some(mirror) => drop(key.swap_remove(mirror)),
                None => key.push((a, b)),
            }
        }
        key.sort_unstable();
        let cake = (key, free);
        if let Some(&known) = self.0.get(&(cake.clone(), left)) {
            return known;
        }
        let (pieces, free) = (&cake.0, cake.1);
        let mut wins = match left {
            true => free > 0 && !self.mover_wins(pieces, free - 1, false),
            false => free < 0 && !self.mover_wins(pieces, free + 1, true),
        };
        'cuts: for (i, &(a, b)) in pieces.iter().enumerate() {
            let side = if left { a } else { b };
            for parts in (2..=side).filter(|k| side % k == 0) {
                let part = match left {
                    true => (a / parts, b),
                    false => (a, b / parts),
                };
                if wins {
                    break 'cuts;
                }
                let mut next = pieces.clone();
                next[i] = part;
                next.extend(std::iter::repeat(part).take(parts as usize - 1));
                wins = !self.mover_wins(&next, free, !left);
            }
        }
        self.0.insert((cake, left), wins);
        wins
    }

    /// The class of a cake with `free` free moves: who wins moving first, each way.
    fn class(&mut self, pieces: &[(u64, u64)], free: i128) -> Outcome {
        Outcome::from_wins(
            self.mover_wins(pieces, free, true),
            self.mover_wins(pieces, free, false),
        )
    }
}

/// The value of an `a × b` piece from its cuts: a cut into k parts is k copies of a piece,
/// worth k times it; the piece is the simplest number above Left's best cut and below Right's
/// (Conway's simplicity rule), here an integer, else `None` (a piece whose best cuts are a half
/// apart or cross would not be an integer).
fn by_cuts(a: u64, b: u64, known: &mut HashMap<(u64, u64), Option<i128>>) -> Option<i128> {
    if let Some(&v) = known.get(&(a, b)) {
        return v;
    }
    let mut best = |side: u64, part: &dyn Fn(u64) -> (u64, u64), left: bool| {
        let mut best: Option<i128> = None;
        for k in (2..=side).filter(|k| side % k == 0) {
            let (x, y) = part(k);
            let v = i128::from(k) * by_cuts(x, y, known)?;
            best = Some(best.map_or(v, |b| if left { b.max(v) } else { b.min(v) }));
        }
        Some(best)
    };
    let left = best(a, &|k| (a / k, b), true);
    let right = best(b, &|k| (a, b / k), false);
    let v = match (left?, right?) {
        (None, None) => Some(0),
        (Some(l), None) => Some(l.max(-1) + 1),
        (None, Some(r)) => Some(r.min(1) - 1),
        (Some(l), Some(r)) if r - l < 2 => None,
        (Some(l), Some(r)) if l < 0 && 0 < r => Some(0),
        (Some(l), Some(_)) if l >= 0 => Some(l + 1),
        (Some(_), Some(r)) => Some(r - 1),
    };
    known.insert((a, b), v);
    v
}

#[test]
fn every_piece_up_to_64_by_64_is_worth_its_integer_by_its_cuts() {
    let mut known = HashMap::new();
    for a in 1..=64 {
        for b in 1..=64 {
            assert_eq!(Some(value(a, b)), by_cuts(a, b, &mut known), "{a} × {b}");
        }
    }
}

#[test]
fn every_piece_up_to_10_by_10_is_worth_its_integer_in_play() {
    // (12 × 12 alone is beyond 6 GB of positions.)
    let mut play = Play(HashMap::new());
    for a in 1..=10 {
        for b in 1..=10 {
            let v = value(a, b);
            // The piece minus v is a second-player win: the piece equals v.
            assert_eq!(
                play.class(&[(a, b)], -v),
                Outcome::Previous,
                "{a} × {b} = {v}"
            );
        }
    }
}

#[test]
fn sums_of_pieces_are_won_as_their_total_says() {
    // (Pairs up to 8 × 8 take 84 s and 2 GB.)
    let mut play = Play(HashMap::new());
    let pieces: Vec<(u64, u64)> = (1..=6).flat_map(|a| (1..=6).map(move |b| (a, b))).collect();
    for (i, &p) in pieces.iter().enumerate() {
        for &q in &pieces[i..] {
            assert_eq!(outcome(&[p, q]), play.class(&[p, q], 0), "{p:?} + {q:?}");
        }
    }
    // Far past the search, the closed form at the ends of u64: 2^63 is 63 halvings for Left.
    assert_eq!(value(1 << 63, 1), i128::from(u64::MAX >> 1));
    assert_eq!(value(1, 1 << 63), -i128::from(u64::MAX >> 1));
    assert_eq!(value(u64::MAX, u64::MAX), 0);
}
