use super::brute::Brute;
use grundy::games::coins::Rule;
use grundy::problems::boards::coin_groups::{board_value, coin_exponent, first_player_wins};
use grundy::search::sg::mex;

/// Which cells count as touching: the statement's shared sides, or sides and corners (which
/// it says gives the same game).
#[derive(Clone, Copy, Debug)]
enum Touching {
    Sides,
    SidesAndCorners,
}

/// A `rows × cols` board; cell `(r, c)` (from 0) is bit `r · cols + c` of a mask.
#[derive(Clone, Copy, Debug)]
struct Board {
    rows: usize,
    cols: usize,
    touching: Touching,
}

impl Board {
    fn bit(&self, r: usize, c: usize) -> u64 {
        1 << (r * self.cols + c)
    }

    /// The cells touching cell `(r, c)`, as a mask.
    fn neighbours(&self, r: usize, c: usize) -> u64 {
        let mut out = 0;
        for dr in -1i64..=1 {
            for dc in -1i64..=1 {
                let side = (dr == 0) != (dc == 0);
                let corner = dr != 0 && dc != 0;
                let allowed = match self.touching {
                    Touching::Sides => side,
                    Touching::SidesAndCorners => side || corner,
                };
                let (a, b) = (r as i64 + dr, c as i64 + dc);
                let rows = 0..self.rows as i64;
                if allowed && rows.contains(&a) && (0..self.cols as i64).contains(&b) {
                    out |= self.bit(a as usize, b as usize);
                }
            }
        }
        out
    }

    /// Whether the cells of `group` form one connected piece: a flood fill from one of them,
    /// given each cell's neighbours.
    fn connected(&self, group: u64, neighbours: &[u64]) -> bool {
        let mut reached = group & group.wrapping_neg();
        loop {
            let grown = (0..self.rows * self.cols)
                .filter(|&i| reached >> i & 1 == 1)
                .fold(reached, |m, i| m | neighbours[i] & group);
            if grown == reached {
                return reached == group;
            }
            reached = grown;
        }
    }

    /// Every group a move from the tails coin `(r, c)` may turn over, as the statement words
    /// it: a connected set of coins containing it, in rows up to `r` and columns up to `c`.
    /// Found by trying every set of the other coins of that quadrant.
    fn groups(&self, r: usize, c: usize) -> Vec<u64> {
        let neighbours: Vec<u64> = (0..self.rows * self.cols)
            .map(|i| self.neighbours(i / self.cols, i % self.cols))
            .collect();
        let coin = self.bit(r, c);
        let others = (0..=r)
            .flat_map(|a| (0..=c).map(move |b| (a, b)))
            .fold(0, |m, (a, b)| m | self.bit(a, b))
            & !coin;
        // Every subset of `others`, from all of them down to none.
        let mut found = Vec::new();
        let mut pick = others;
        loop {
            if self.connected(coin | pick, &neighbours) {
                found.push(coin | pick);
            }
            if pick == 0 {
                return found;
            }
            pick = (pick - 1) & others;
        }
    }

    /// The groups of every coin, indexed by bit.
    fn all_groups(&self) -> Vec<Vec<u64>> {
        (0..self.rows * self.cols)
            .map(|i| self.groups(i / self.cols, i % self.cols))
            .collect()
    }

    /// The positions a move leads to from `tails` (a mask of the tails coins).
    fn moves(&self, groups: &[Vec<u64>], tails: u64) -> Vec<u64> {
        (0..self.rows * self.cols)
            .filter(|&i| tails >> i & 1 == 1)
            .flat_map(|i| groups[i].iter().map(move |&g| tails ^ g))
            .collect()
    }

    /// Grundy values of every position, by the mex definition: a move turns its coin to heads
    /// and only coins at smaller bits otherwise, so every option is a smaller mask.
    fn grundy_values(&self) -> Vec<u64> {
        let groups = self.all_groups();
        let mut values = vec![0u64; 1 << (self.rows * self.cols)];
        for tails in 0..values.len() {
            let options = self.moves(&groups, tails as u64);
            assert!(options.iter().all(|&o| o < tails as u64));
            values[tails] = mex(options.iter().map(|&o| values[o as usize]));
        }
        values
    }

    /// The position as rows of coins, `true` where tails.
    fn rows_of(&self, tails: u64) -> Vec<Vec<bool>> {
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| tails & self.bit(r, c) != 0)
                    .collect()
            })
            .collect()
    }
}

/// Rows of `bool`s as the library reads them.
fn coins(board: &[Vec<bool>]) -> impl Iterator<Item = impl Iterator<Item = bool> + '_> {
    board.iter().map(|row| row.iter().copied())
}

/// The library's value of a position, as a number (the boards here are worth less than 2^64).
fn library_value(rows: &[Vec<bool>]) -> u64 {
    let words = board_value(coins(rows));
    assert!(words[1..].iter().all(|&w| w == 0));
    words[0]
}

const SIZES: [(usize, usize); 9] = [
    (1, 12),
    (12, 1),
    (2, 6),
    (6, 2),
    (2, 7),
    (3, 4),
    (4, 3),
    (3, 5),
    (4, 4),
];

#[test]
fn every_position_of_small_boards_is_worth_the_xor_of_its_coins() {
    for (rows, cols) in SIZES {
        for touching in [Touching::Sides, Touching::SidesAndCorners] {
            let board = Board {
                rows,
                cols,
                touching,
            };
            for (tails, &value) in board.grundy_values().iter().enumerate() {
                let position = board.rows_of(tails as u64);
                assert_eq!(library_value(&position), value, "{board:?} {tails:b}");
            }
        }
    }
}

#[test]
fn every_position_of_small_boards_is_won_or_lost_by_search() {
    for (rows, cols) in [(3, 4), (4, 3), (2, 6), (1, 12)] {
        let board = Board {
            rows,
            cols,
            touching: Touching::Sides,
        };
        let groups = board.all_groups();
        let mut brute = Brute::normal(|&tails: &u64| board.moves(&groups, tails));
        for tails in 0..1u64 << (rows * cols) {
            let position = board.rows_of(tails);
            assert_eq!(
                first_player_wins(coins(&position)),
                brute.wins(&tails),
                "{board:?} {tails:b}"
            );
        }
    }
}

/// A lone coin's value from its own moves, given that every other coin of its quadrant has the
/// library's value (the coin-turning theorem, checked above on whole boards): the mex, over
/// the groups it may turn, of the XOR of the other coins' values. Coin by coin this is the
/// induction step of the closed form, so it proves the form on every coin it reaches.
#[test]
fn a_lone_coin_is_worth_the_mex_of_its_groups_on_quadrants_up_to_22_coins() {
    let value = |r: usize, c: usize| 1u64 << coin_exponent(r + 1, c + 1);
    for touching in [Touching::Sides, Touching::SidesAndCorners] {
        for rows in 1..=22 {
            for cols in (1..=22).filter(|&c| rows * c <= 22) {
                let board = Board {
                    rows,
                    cols,
                    touching,
                };
                let (r, c) = (rows - 1, cols - 1);
                let options = board.groups(r, c).into_iter().map(|g| {
                    let others = g & !board.bit(r, c);
                    (0..rows * cols)
                        .filter(|&i| others >> i & 1 == 1)
                        .fold(0, |x, i| x ^ value(i / cols, i % cols))
                });
                assert_eq!(
                    mex(options),
                    value(r, c),
                    "coin ({rows}, {cols}), {touching:?}"
                );
            }
        }
    }
}

#[test]
fn the_first_row_and_column_are_the_ruler_game() {
    for x in 1..=200u64 {
        let ruler = Rule::Ruler.coin_value(x);
        assert_eq!(1u128 << coin_exponent(1, x as usize), ruler, "(1, {x})");
        assert_eq!(1u128 << coin_exponent(x as usize, 1), ruler, "({x}, 1)");
    }
}

#[test]
fn values_past_128_bits_are_kept_exactly() {
    let mut board = vec![vec![false; 100]; 100];
    board[99][99] = true; // 2^198
    assert!(first_player_wins(coins(&board)));
    board[98][99] = true; // 2^197, twice: they cancel, 2^198 stays
    board[99][98] = true;
    assert_eq!(board_value(coins(&board)), [0, 0, 0, 1 << 6]);
    board[99][99] = false;
    assert!(!first_player_wins(coins(&board)));
    // A board equal to its mirror image, heads on the diagonal, is worth 0.
    let symmetric: Vec<Vec<bool>> = (0..100)
        .map(|r| {
            (0..100)
                .map(|c| r != c && (r * c + r + c) % 3 == 0)
                .collect()
        })
        .collect();
    assert!(!first_player_wins(coins(&symmetric)));
    // Rows of different lengths.
    assert_eq!(
        board_value(coins(&[vec![true; 3], vec![], vec![false, true]])),
        [1 ^ 2 ^ 1 ^ 8]
    );
}

/// The boards of `samples/luogu_p2594/` with at most 12 coins, decided by search: the expected
/// outputs there are not the closed form's word alone.
#[test]
fn the_samples_small_boards_are_decided_by_search() {
    let mut checked = 0;
    for (input, text, expected) in crate::samples_of("luogu_p2594") {
        let mut tokens = text.split_ascii_whitespace();
        let mut next = || tokens.next().unwrap();
        let games: usize = next().parse().unwrap();
        for answer in expected.lines().take(games) {
            let (rows, cols): (usize, usize) = (next().parse().unwrap(), next().parse().unwrap());
            let cells: Vec<&str> = (0..rows).map(|_| next()).collect();
            if rows * cols > 12 {
                continue;
            }
            let board = Board {
                rows,
                cols,
                touching: Touching::Sides,
            };
            let tails = (0..rows * cols)
                .filter(|&i| cells[i / cols].as_bytes()[i % cols] == b'T')
                .fold(0u64, |m, i| m | 1 << i);
            let groups = board.all_groups();
            let wins = Brute::normal(|&t: &u64| board.moves(&groups, t)).wins(&tails);
            assert_eq!(
                answer,
                if wins { "-_-" } else { "=_=" },
                "{input:?} {cells:?}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked} boards");
}

#[test]
fn a_board_of_one_tails_coin_is_worth_that_coin() {
    for (rows, cols) in [(100, 100), (3, 300), (300, 2), (1, 200)] {
        for r in 0..rows {
            for c in 0..cols {
                let lone = (0..rows).map(|a| (0..cols).map(move |b| (a, b) == (r, c)));
                let e = coin_exponent(r + 1, c + 1) as usize;
                let mut expected = vec![0; e / 64 + 1];
                expected[e / 64] = 1 << (e % 64);
                assert_eq!(
                    board_value(lone),
                    expected,
                    "({}, {}) of {rows} × {cols}",
                    r + 1,
                    c + 1
                );
            }
        }
    }
}
