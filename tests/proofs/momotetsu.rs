//! Game in Momotetsu World (`problems::boards::momotetsu`), the scored search filled
//! bottom-up, against play by the rules.

use grundy::problems::boards::momotetsu::surplus;

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
