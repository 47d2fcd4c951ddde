use super::brute::Brute;
use grundy::problems::boards::kiki::{first_player_wins, is_p_position};

/// The coin `(left, down)` cells from the bottom-left corner.
fn moves(&(left, down): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    if left > 0 {
        out.push((left - 1, down));
    }
    if down > 0 {
        out.push((left, down - 1));
    }
    if left > 0 && down > 0 {
        out.push((left - 1, down - 1));
    }
    out
}

#[test]
fn p_positions_match_search() {
    let mut brute = Brute::normal(moves);
    for left in 0..60 {
        for down in 0..60 {
            assert_eq!(is_p_position(left, down), !brute.wins(&(left, down)));
        }
    }
    for rows in 1..=60 {
        for cols in 1..=60 {
            let start = (cols - 1, rows - 1);
            assert_eq!(first_player_wins(rows, cols), brute.wins(&start));
        }
    }
}
