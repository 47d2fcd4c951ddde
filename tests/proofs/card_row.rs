//! ABC 278 G's strategy (`card_row`) replayed against every reply of the opponent: from the
//! side it picks, its moves are legal and it never runs out of moves, on every row of up to 14
//! cards with every L ≤ R; and at every position it reaches, it has a winning move exactly when
//! a search of the cards on the table says the player to move wins.

use super::brute::Brute;
use grundy::problems::rows::card_row::CardRow;
use std::collections::HashSet;

/// The removals from the cards on the table (bit i − 1 for card i), as the remaining sets.
fn options(n: usize, least: usize, most: usize) -> impl Fn(&u32) -> Vec<u32> {
    move |&mask| {
        let mut out = Vec::new();
        for y in least..=most.min(n) {
            for x in 0..=n - y {
                let run = ((1u32 << y) - 1) << x;
                if mask & run == run {
                    out.push(mask & !run);
                }
            }
        }
        out
    }
}

fn mask_of(row: &CardRow) -> u32 {
    (1..=row.len())
        .filter(|&c| row.is_on_table(c))
        .fold(0, |m, c| m | 1 << (c - 1))
}

/// Plays the strategy at `row` (its turn) against every reply; the positions it has already
/// answered are in `seen`.
fn replay(
    row: CardRow,
    (least, most): (usize, usize),
    brute: &mut Brute<u32, impl Fn(&u32) -> Vec<u32>>,
    seen: &mut HashSet<u32>,
) {
    let n = row.len();
    let mask = mask_of(&row);
    if !seen.insert(mask) {
        return;
    }
    let what = format!("n = {n}, {least}..={most}, cards {mask:b}");
    assert!(brute.wins(&mask), "{what}: the strategy's side is lost");
    let (first, count) = row
        .winning_move()
        .unwrap_or_else(|| panic!("{what}: no move"));
    let mut after = row.clone();
    assert!(
        after.remove(first, count),
        "{what}: illegal {first} {count}"
    );
    let left = mask_of(&after);
    assert!(options(n, least, most)(&mask).contains(&left), "{what}");
    for reply in options(n, least, most)(&left) {
        let mut next = after.clone();
        let removed = left & !reply;
        let (x, y) = (
            removed.trailing_zeros() as usize + 1,
            removed.count_ones() as usize,
        );
        assert!(next.remove(x, y), "{what}: the reply {x} {y} was refused");
        assert_eq!(
            next.winning_move().is_some(),
            brute.wins(&reply),
            "{what}, after {x} {y}"
        );
        replay(next, (least, most), brute, seen);
    }
}

#[test]
fn the_strategy_wins_from_the_side_it_picks_against_every_reply() {
    for n in 1..=14 {
        for least in 1..=n {
            for most in least..=n {
                let mut brute = Brute::normal(options(n, least, most));
                let row = CardRow::new(n, least, most);
                let full = (1u32 << n) - 1;
                let first = row.winning_move().is_some();
                assert_eq!(first, brute.wins(&full), "n = {n}, {least}..={most}");
                let mut seen = HashSet::new();
                if first {
                    replay(row, (least, most), &mut brute, &mut seen);
                } else {
                    // The opponent moves first: answer each of its openings.
                    for reply in options(n, least, most)(&full) {
                        let mut next = row.clone();
                        let removed = full & !reply;
                        let x = removed.trailing_zeros() as usize + 1;
                        assert!(next.remove(x, removed.count_ones() as usize));
                        replay(next, (least, most), &mut brute, &mut seen);
                    }
                }
            }
        }
    }
}

#[test]
fn illegal_moves_are_refused_and_change_nothing() {
    let mut row = CardRow::new(6, 2, 3);
    for (x, y) in [(0, 2), (5, 3), (1, 1), (1, 4), (7, 2), (usize::MAX, 2)] {
        assert!(!row.remove(x, y), "{x} {y}");
    }
    assert!(row.remove(2, 3));
    assert!(!row.remove(1, 2) && !row.remove(4, 2));
    assert_eq!(row.runs(), [(1, 1), (5, 2)]);
    assert_eq!(row.next_move(), Some((5, 2)));
}
