use super::brute::Brute;
use grundy::problems::rows::northcott::{first_player_wins, gap};

/// A position of the game as the statement plays it: each line's `(black, white)` positions,
/// the backward moves each player has left (`[black's, white's]`), and whether black (the
/// first player) is to move.
type Position = (Vec<(i64, i64)>, [u32; 2], bool);

/// The moves of the player to move: on one line, their own piece forward toward the other by
/// any distance short of reaching it, or, while they have backward moves left, backward by 1
/// to `d` (spending one). The line is unbounded, so a backward move is always there; positions
/// stay within `k · d` of where they started beyond the other piece, so the search is finite
/// without any bound of ours.
fn moves(d: i64) -> impl Fn(&Position) -> Vec<Position> {
    move |(lines, left, black_to_move)| {
        let me = usize::from(!black_to_move);
        let mut out = Vec::new();
        for (i, &(b, w)) in lines.iter().enumerate() {
            let (mine, theirs) = if *black_to_move { (b, w) } else { (w, b) };
            let toward = (theirs - mine).signum();
            let mut steps: Vec<(i64, bool)> = (1..(theirs - mine).abs())
                .map(|t| (mine + toward * t, false))
                .collect();
            if left[me] > 0 {
                steps.extend((1..=d).map(|t| (mine - toward * t, true)));
            }
            for (to, backward) in steps {
                let mut next = lines.clone();
                next[i] = if *black_to_move { (to, w) } else { (b, to) };
                let mut spent = *left;
                spent[me] -= u32::from(backward);
                out.push((next, spent, !black_to_move));
            }
        }
        out
    }
}

/// Every game of `lines` lines with gaps up to `max_gap`, black left of white or right of it,
/// for backward budgets `0..=max_k` of each player and steps `1..=max_d`: the winner by search
/// against Nim on the gaps. Returns how many games were checked.
fn check_all(lines: usize, max_gap: i64, max_k: u32, max_d: i64) -> usize {
    let mut checked = 0;
    for d in 1..=max_d {
        let mut brute = Brute::normal(moves(d));
        let mut games: Vec<Vec<(i64, i64)>> = vec![Vec::new()];
        for line in 0..lines as i64 {
            games = games
                .into_iter()
                .flat_map(|g| {
                    (0..=max_gap).flat_map(move |gap| {
                        // Black at 10·line, white past it on either side.
                        let b = 10 * line;
                        let g = g.clone();
                        [b + gap + 1, b - gap - 1].map(move |w| {
                            let mut g = g.clone();
                            g.push((b, w));
                            g
                        })
                    })
                })
                .collect();
        }
        // Unequal budgets too (the statement gives both players k, but a game in progress
        // has them unequal): the winner never needs one.
        for game in &games {
            for budgets in (0..=max_k).flat_map(|a| (0..=max_k).map(move |b| [a, b])) {
                let searched = brute.wins(&(game.clone(), budgets, true));
                let expected = first_player_wins(game);
                assert_eq!(expected, searched, "{game:?} budgets {budgets:?}, d = {d}");
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn one_line_is_its_gap_whatever_the_backward_moves() {
    assert!(check_all(1, 8, 4, 4) > 0);
}

#[test]
fn two_lines_are_nim_on_the_gaps_though_the_budget_is_shared() {
    assert!(check_all(2, 4, 2, 3) > 0);
}

#[test]
fn three_lines_are_nim_on_the_gaps() {
    assert!(check_all(3, 2, 2, 2) > 0);
}

#[test]
fn gaps_count_the_empty_cells_between() {
    assert_eq!(gap(0, 1), 0);
    assert_eq!(gap(1, 0), 0);
    assert_eq!(gap(-3, 4), 6);
    assert_eq!(gap(1000, -1000), 1999);
}

/// The small games of `samples/luogu_p7589/` (budgets up to 2, steps up to 3 unless the
/// budgets are 0, gaps adding up to at most 6), decided by search: the expected outputs there are not the theorem's word
/// alone.
#[test]
fn the_samples_small_games_are_decided_by_search() {
    let mut checked = 0;
    for (input, text, expected) in crate::samples_of("luogu_p7589") {
        let mut tokens = text.split_ascii_whitespace();
        let mut next = || tokens.next().unwrap().parse::<i64>().unwrap();
        let tests = next();
        for answer in expected.lines().take(tests as usize) {
            let (n, k, d) = (next(), next(), next());
            let lines: Vec<(i64, i64)> = (0..n)
                .map(|_| (next(), next(), next()))
                .map(|(_, b, w)| (b, w))
                .collect();
            let gaps: i64 = lines.iter().map(|&(b, w)| (b - w).abs() - 1).sum();
            if k > 2 || (k > 0 && d > 3) || gaps > 6 {
                continue;
            }
            let budgets = [k as u32, k as u32];
            let alice_wins = Brute::normal(moves(d)).wins(&(lines.clone(), budgets, true));
            assert_eq!(
                answer,
                if alice_wins { "Yes" } else { "No" },
                "{input:?} {lines:?}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 9, "{checked} games");
}
