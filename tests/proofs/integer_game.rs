//! Codeforces 1375 F's strategy (`integer_game`) replayed against every answer of the second
//! player: from every start of distinct piles up to 14, and from random large ones, the piles
//! the second player may choose all make two piles equal by the strategy's third number. And,
//! apart from the strategy, a search over small numbers finds that the first player can force
//! the win within three numbers from every small start (so "First" is the side to pick), and
//! not always within two.

use grundy::problems::heaps::integer_game::IntegerGame;

/// Plays the strategy against every answer; `numbers` is how many it has named.
fn replay(game: &IntegerGame, numbers: u32, limit: u64) {
    assert!(numbers < 3, "{game:?}: a fourth number");
    let y = game.number_to_name();
    assert!((1..=limit).contains(&y), "{game:?}: names {y}");
    for pile in 0..3 {
        let mut next = game.clone();
        if !next.add(pile, y) {
            assert_eq!(game.last(), Some(pile), "{game:?}: {pile} refused");
            continue;
        }
        if !next.two_piles_equal() {
            replay(&next, numbers + 1, limit);
        }
    }
}

#[test]
fn the_strategy_wins_within_three_numbers_against_every_answer() {
    for a in 1..=14 {
        for b in 1..=14 {
            for c in 1..=14 {
                if a != b && b != c && a != c {
                    replay(&IntegerGame::new([a, b, c]), 0, 4 * 14);
                }
            }
        }
    }
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    for _ in 0..2000 {
        let mut pile = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            1_000_000_000 - x % 1000
        };
        let piles = [pile(), pile(), pile()];
        if piles[0] != piles[1] && piles[1] != piles[2] && piles[0] != piles[2] {
            replay(&IntegerGame::new(piles), 0, 1_000_000_000_000);
        }
    }
}

/// Whether the first player can make the second lose within `turns` numbers, each at most
/// `most`, by trying them all.
fn first_forces(piles: [u64; 3], last: Option<usize>, turns: u32, most: u64) -> bool {
    turns > 0
        && (1..=most).any(|y| {
            (0..3).filter(|&i| Some(i) != last).all(|i| {
                let mut next = piles;
                next[i] += y;
                let equal = next[0] == next[1] || next[1] == next[2] || next[0] == next[2];
                equal || first_forces(next, Some(i), turns - 1, most)
            })
        })
}

#[test]
fn search_finds_the_first_player_wins_in_three_and_not_always_in_two() {
    let mut needs_three = 0;
    for a in 1..=5u64 {
        for b in 1..=5 {
            for c in 1..=5 {
                if a != b && b != c && a != c {
                    assert!(first_forces([a, b, c], None, 3, 20), "{a} {b} {c}");
                    needs_three += usize::from(!first_forces([a, b, c], None, 2, 20));
                }
            }
        }
    }
    assert!(needs_three > 0);
}

#[test]
fn a_pile_chosen_twice_in_a_row_or_out_of_range_is_refused() {
    let mut game = IntegerGame::new([1, 2, 4]);
    assert!(!game.add(3, 1));
    assert!(game.add(0, 5));
    assert!(!game.add(0, 5) && !game.add(1, u64::MAX));
    assert_eq!((game.piles(), game.last()), ([6, 2, 4], Some(0)));
}
