use super::brute::{all_vectors, Brute};
use grundy::games::staircase;

/// Move any positive number of coins from stair i ≥ 1 to stair i − 1.
fn stair_moves(stairs: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 1..stairs.len() {
        for moved in 1..=stairs[i] {
            let mut next = stairs.clone();
            next[i] -= moved;
            next[i - 1] += moved;
            out.push(next);
        }
    }
    out
}

#[test]
fn verdict_and_moves_match_search() {
    let mut brute = Brute::normal(stair_moves);
    for stairs in (1..=5).flat_map(|n| all_vectors(n, 3)) {
        assert_eq!(
            staircase::first_player_wins(&stairs),
            brute.wins(&stairs),
            "{stairs:?}"
        );
        let listed: Vec<Vec<u64>> = staircase::winning_moves(&stairs)
            .into_iter()
            .map(|(i, moved)| {
                let mut next = stairs.clone();
                next[i] -= moved;
                next[i - 1] += moved;
                next
            })
            .collect();
        let mut found = brute.winning_options(&stairs);
        found.sort();
        let mut sorted = listed.clone();
        sorted.sort();
        assert_eq!(sorted, found, "{stairs:?}");
    }
}

/// Georgia and Bob on the line itself: shift one man left, not onto or past another man, not
/// past cell 1. Men are kept sorted.
fn line_moves(men: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..men.len() {
        let lowest = if i == 0 { 1 } else { men[i - 1] + 1 };
        for cell in lowest..men[i] {
            let mut next = men.clone();
            next[i] = cell;
            out.push(next);
        }
    }
    out
}

#[test]
fn men_on_a_line_matches_search() {
    let mut brute = Brute::normal(line_moves);
    for n in 1..=4 {
        for men in all_vectors(n, 10) {
            if men.windows(2).any(|w| w[0] >= w[1]) || men[0] == 0 {
                continue;
            }
            // The reduction takes the men in any order.
            let mut shuffled = men.clone();
            shuffled.reverse();
            let stairs = staircase::men_on_a_line(&shuffled).unwrap();
            assert_eq!(
                staircase::first_player_wins(&stairs),
                brute.wins(&men),
                "{men:?}"
            );
        }
    }
}

#[test]
fn men_on_a_line_rejects_shared_cells_and_cell_zero() {
    assert_eq!(staircase::men_on_a_line(&[3, 1, 3]), None);
    assert_eq!(staircase::men_on_a_line(&[0, 2]), None);
    assert_eq!(staircase::men_on_a_line(&[1]), Some(vec![0, 0]));
}

/// KAM-Pebbles on the piles themselves: lower one pile, keeping the row non-decreasing.
fn sorted_pile_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..piles.len() {
        let lowest = if i == 0 { 0 } else { piles[i - 1] };
        for left in lowest..piles[i] {
            let mut next = piles.clone();
            next[i] = left;
            out.push(next);
        }
    }
    out
}

#[test]
fn non_decreasing_piles_match_search() {
    let mut brute = Brute::normal(sorted_pile_moves);
    let mut checked = 0;
    for n in 1..=4 {
        for piles in all_vectors(n, 7) {
            let stairs = staircase::non_decreasing_piles(&piles);
            if piles.windows(2).any(|w| w[0] > w[1]) {
                assert_eq!(stairs, None, "{piles:?}");
                continue;
            }
            checked += 1;
            assert_eq!(
                staircase::first_player_wins(&stairs.unwrap()),
                brute.wins(&piles),
                "{piles:?}"
            );
        }
    }
    assert!(checked > 300);
}

/// SDOI 2019: every placement of every small strip decided by search of the coins themselves
/// (cells 1..=n; `line_moves` slides one coin left over empty cells).
#[test]
fn winning_coin_layouts_match_search() {
    let mut brute = Brute::normal(line_moves);
    for cells in 1..=11u32 {
        for coins in 1..=cells.min(6) {
            let won = (0u32..1 << cells)
                .filter(|m| m.count_ones() == coins)
                .filter(|&m| {
                    let men: Vec<u64> = (0..cells)
                        .filter(|&c| m >> c & 1 == 1)
                        .map(|c| c as u64 + 1)
                        .collect();
                    brute.wins(&men)
                })
                .count();
            let counted =
                staircase::winning_coin_layouts(cells as usize, coins as usize, 1_000_000_009);
            assert_eq!(counted as usize, won, "n={cells} m={coins}");
        }
    }
}
