use super::brute::Brute;
use grundy::games::bash;

#[test]
fn verdict_and_take_match_search() {
    for max_take in 0..=10u64 {
        let moves = |&n: &u64| (1..=max_take.min(n)).map(|t| n - t).collect::<Vec<_>>();
        let mut brute = Brute::normal(moves);
        for stones in 0..=80 {
            assert_eq!(
                bash::first_player_wins(stones, max_take),
                brute.wins(&stones)
            );
            let takes: Vec<u64> = brute
                .winning_options(&stones)
                .into_iter()
                .map(|left| stones - left)
                .collect();
            assert_eq!(
                bash::winning_take(stones, max_take)
                    .into_iter()
                    .collect::<Vec<_>>(),
                takes
            );
        }
    }
}

#[test]
fn no_overflow_at_the_top() {
    assert!(bash::first_player_wins(u64::MAX, u64::MAX));
    assert_eq!(bash::winning_take(5, u64::MAX), Some(5));
    // u64::MAX = 3 · (u64::MAX / 3): a multiple of max_take + 1.
    assert!(!bash::first_player_wins(u64::MAX, u64::MAX / 3 - 1));
}

#[test]
fn public_sale_bids_match_search() {
    for goal in 1..=30u64 {
        for max_raise in 1..=30u64 {
            // to_move_wins[b]: the player about to raise a bid of b (below the goal) wins.
            let mut to_move_wins = vec![false; goal as usize];
            for bid in (0..goal).rev() {
                to_move_wins[bid as usize] =
                    (1..=max_raise).any(|r| bid + r >= goal || !to_move_wins[(bid + r) as usize]);
            }
            let winning: Vec<u64> = (1..=max_raise)
                .filter(|&b| b >= goal || !to_move_wins[b as usize])
                .collect();
            let listed: Vec<u64> = bash::winning_first_bids(goal, max_raise).collect();
            assert_eq!(listed, winning, "goal {goal}, raise {max_raise}");
        }
    }
}

#[test]
fn largest_winning_max_take_matches_search() {
    use grundy::games::bash::{largest_winning_max_take, LargestMaxTake};
    for len in 1..=4 {
        for piles in super::brute::all_vectors(len, if len == 4 { 5 } else { 7 }) {
            if piles.contains(&0) {
                continue;
            }
            let largest = *piles.iter().max().unwrap();
            // Past the largest pile a limit changes nothing, so limits up to it decide.
            let wins: Vec<bool> = (1..=largest)
                .map(|m| {
                    let moves = |ps: &Vec<u64>| {
                        let mut out = Vec::new();
                        for i in 0..ps.len() {
                            for t in 1..=m.min(ps[i]) {
                                let mut next = ps.clone();
                                next[i] -= t;
                                out.push(next);
                            }
                        }
                        out
                    };
                    Brute::normal(moves).wins(&piles)
                })
                .collect();
            let expected = if wins[largest as usize - 1] {
                LargestMaxTake::Unbounded
            } else {
                match wins.iter().rposition(|&w| w) {
                    Some(i) => LargestMaxTake::Largest(i as u64 + 1),
                    None => LargestMaxTake::Never,
                }
            };
            assert_eq!(largest_winning_max_take(&piles), expected, "{piles:?}");
        }
    }
}
