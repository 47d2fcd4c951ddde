//! Game in Momotetsu World (`problems::boards::momotetsu`), the scored search filled
//! bottom-up, against play by the rules.

use grundy::problems::boards::momotetsu;

/// The surplus of `board`, its rows given as lines of text, as the judge's input has them.
fn surplus(board: &[Vec<u8>]) -> i32 {
    let lines: Vec<u8> = board
        .iter()
        .flat_map(|row| row.iter().chain(b"\n"))
        .copied()
        .collect();
    momotetsu::surplus(&lines, board[0].len())
}

/// Game in Momotetsu World (ABC 201 D), filled bottom-up, against play by its rules on every
/// board of `+` and `-` up to 9 cells: the first player maximises the first's score less the
/// second's, the second minimises it, each scoring the cell they enter.
#[test]
fn momotetsu_is_the_played_score_difference_on_every_small_board() {
    fn played(board: &[Vec<u8>], r: usize, c: usize, first: bool) -> i32 {
        let (h, w) = (board.len(), board[0].len());
        let mut results = Vec::new();
        for (nr, nc) in [(r + 1, c), (r, c + 1)] {
            if nr < h && nc < w {
                let cell = if board[nr][nc] == b'+' { 1 } else { -1 };
                let own = if first { cell } else { -cell };
                results.push(own + played(board, nr, nc, !first));
            }
        }
        let best = if first {
            results.iter().max()
        } else {
            results.iter().min()
        };
        best.copied().unwrap_or(0)
    }
    for h in 1..=4 {
        for w in 1..=(9 / h).min(4) {
            for mask in 0..1u32 << (h * w) {
                let board: Vec<Vec<u8>> = (0..h)
                    .map(|r| {
                        (0..w)
                            .map(|c| {
                                if mask >> (r * w + c) & 1 == 1 {
                                    b'+'
                                } else {
                                    b'-'
                                }
                            })
                            .collect()
                    })
                    .collect();
                assert_eq!(surplus(&board), played(&board, 0, 0, true), "{board:?}");
            }
        }
    }
}

/// Past 32 767 moves the surplus no longer fits the 16-bit table of the judge's boards: on a
/// single row or column (every move forced) it is the alternating sum of the cells entered,
/// whose largest is the number of moves, on both sides of that size.
#[test]
fn momotetsu_on_a_forced_line_past_16_bits_of_moves_is_the_number_of_moves() {
    for len in [32_768usize, 32_769, 40_001] {
        // `-` on the start and every even cell, `+` on the odd ones: the first player enters
        // the odd cells (+1 each) and the second the even ones (−1 each, +1 to the first's
        // surplus), so every move adds 1 and the surplus is the number of moves, the largest
        // there is; 32 767 moves still fit 16 bits, 32 768 do not.
        let row: Vec<u8> = (0..len)
            .map(|c| if c % 2 == 1 { b'+' } else { b'-' })
            .collect();
        let expected = len as i32 - 1;
        assert_eq!(
            surplus(std::slice::from_ref(&row)),
            expected,
            "a row of {len}"
        );
        let column: Vec<Vec<u8>> = row.iter().map(|&cell| vec![cell]).collect();
        assert_eq!(surplus(&column), expected, "a column of {len}");
    }
}
