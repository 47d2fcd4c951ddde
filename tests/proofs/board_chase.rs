//! CQOI 2013's chase against the definition of rounds iterated to its fixed point
//! (`loopy::rounds_by_definition`) on the positions (white, black, mover) of every board
//! up to 6 × 6, their moves generated forward from the rules.

use super::loopy::rounds_by_definition;
use grundy::problems::boards::board_chase::chase;

/// The moves of every position `((w · cells) + b) · 2 + mover`, from the rules: white one
/// step, black one or two in a line; a position with both pieces on one cell has none.
fn moves(side: usize) -> Vec<Vec<usize>> {
    let cells = side * side;
    let reach = |cell: usize, steps: &[usize]| -> Vec<usize> {
        let (r, c) = ((cell / side) as i32, (cell % side) as i32);
        let mut to = Vec::new();
        for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            for &k in steps {
                let (r, c) = (r + dr * k as i32, c + dc * k as i32);
                if r >= 0 && c >= 0 && r < side as i32 && c < side as i32 {
                    to.push(r as usize * side + c as usize);
                }
            }
        }
        to
    };
    let mut next = vec![Vec::new(); 2 * cells * cells];
    for w in 0..cells {
        for b in 0..cells {
            if w == b {
                continue;
            }
            let white_to_move = 2 * (w * cells + b);
            next[white_to_move] = reach(w, &[1])
                .into_iter()
                .map(|to| 2 * (to * cells + b) + 1)
                .collect();
            next[white_to_move + 1] = reach(b, &[1, 2])
                .into_iter()
                .map(|to| 2 * (w * cells + to))
                .collect();
        }
    }
    next
}

#[test]
fn every_start_on_boards_up_to_6_by_6() {
    for side in 1..=6 {
        let cells = side * side;
        let expected = rounds_by_definition(&moves(side), &[]);
        for w in 0..cells {
            for b in (0..cells).filter(|&b| b != w) {
                let (white, black) = ((w / side, w % side), (b / side, b % side));
                assert_eq!(
                    chase(side, white, black),
                    expected[2 * (w * cells + b)],
                    "side {side}, white {white:?}, black {black:?}"
                );
            }
        }
    }
}
