use super::brute::Brute;
use grundy::problems::rows::digit_row::{first_player_wins, run_value};
use grundy::search::sg::Solver;

/// A row by the rule alone: `None` an empty cell; a move writes a digit that neither
/// neighbour holds.
type Row = Vec<Option<u8>>;

fn moves(row: &Row) -> Vec<Row> {
    let mut out = Vec::new();
    for i in 0..row.len() {
        if row[i].is_some() {
            continue;
        }
        for d in 0..2 {
            let clash = (i > 0 && row[i - 1] == Some(d)) || row.get(i + 1) == Some(&Some(d));
            if !clash {
                let mut next = row.clone();
                next[i] = Some(d);
                out.push(next);
            }
        }
    }
    out
}

/// Every row of `n` cells whose digits never clash.
fn rows(n: usize) -> Vec<Row> {
    (0..3usize.pow(n as u32))
        .map(|mut code| {
            (0..n)
                .map(|_| {
                    let c = code % 3;
                    code /= 3;
                    [None, Some(0), Some(1)][c]
                })
                .collect::<Row>()
        })
        .filter(|row| row.windows(2).all(|w| w[0].is_none() || w[0] != w[1]))
        .collect()
}

#[test]
fn run_values_match_search() {
    let mut solver = Solver::new(moves);
    for len in 0..=10usize {
        let empty = vec![None; len];
        for left in [None, Some(0), Some(1)] {
            for right in [None, Some(0), Some(1)] {
                if len == 0 && left.is_some() && left == right {
                    continue;
                }
                let row: Row = left
                    .into_iter()
                    .map(Some)
                    .chain(empty.iter().copied())
                    .chain(right.map(Some))
                    .collect();
                assert_eq!(
                    run_value(left, right, len as u64),
                    solver.value(&row),
                    "{row:?}"
                );
            }
        }
    }
}

#[test]
fn every_row_of_up_to_8_cells_matches_search() {
    let mut brute = Brute::normal(moves);
    for n in 1..=8 {
        for row in rows(n) {
            let given: Vec<(u64, u8)> = row
                .iter()
                .enumerate()
                .filter_map(|(i, d)| d.map(|d| (i as u64 + 1, d)))
                .collect();
            assert_eq!(
                first_player_wins(n as u64, &given),
                brute.wins(&row),
                "{row:?}"
            );
        }
    }
}

#[test]
fn rows_of_10_to_the_18_cells() {
    let n = 1_000_000_000_000_000_000;
    assert!(!first_player_wins(n, &[]));
    assert!(first_player_wins(n - 1, &[]));
    // Runs of 1 and 1 at the ends cancel; of 1 and 2 they do not.
    assert!(!first_player_wins(n, &[(2, 0), (n - 1, 1)]));
    assert!(first_player_wins(n, &[(2, 0), (n - 2, 1)]));
    assert!(first_player_wins(n, &[(2, 0), (n - 2, 0)]));
    assert!(!first_player_wins(n, &[(n / 2, 1), (n / 2 + 1, 0)]));
}
