use super::brute::Brute;
use grundy::algo::rect_union::{xor_of_and, Rect};
use grundy::problems::boards::sharti::{board_value, cell_value};
use grundy::search::sg::mex;

/// A small deterministic generator, so failures repeat.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

fn cell(i: u64, j: u64) -> Rect {
    Rect {
        top: i,
        left: j,
        bottom: i,
        right: j,
    }
}

#[test]
fn lone_cells_by_the_mex_over_squares() {
    // A coin-turning game: a white cell is worth the mex, over the squares it can be the
    // lower-right cell of, of the XOR of the other cells of the square.
    let n = 16;
    for k in 1..=n + 1 {
        let mut value = vec![vec![0u64; n + 1]; n + 1];
        for i in 1..=n {
            for j in 1..=n {
                let options = (1..=i.min(j).min(k)).map(|side| {
                    let rows = value[i + 1 - side..=i].iter();
                    let cells = rows.flat_map(|row| &row[j + 1 - side..=j]);
                    // The square's XOR, less the lower-right cell itself (not yet valued: 0).
                    cells.fold(0, |x, v| x ^ v)
                });
                value[i][j] = mex(options);
                assert_eq!(
                    cell_value(i as u64, j as u64, k as u64),
                    value[i][j],
                    "({i}, {j}), k = {k}"
                );
            }
        }
    }
}

#[test]
fn every_board_of_up_to_4_by_4_matches_search() {
    for n in 1..=4usize {
        for k in 1..=n {
            // Cell (i, j) from 1 is bit (i − 1)·n + (j − 1); a position is its white cells.
            let bit = |i: usize, j: usize| 1u32 << ((i - 1) * n + (j - 1));
            let moves = |&white: &u32| {
                let mut out = Vec::new();
                for i in 1..=n {
                    for j in 1..=n {
                        if white & bit(i, j) == 0 {
                            continue;
                        }
                        for side in 1..=i.min(j).min(k) {
                            let mut flip = 0;
                            for a in i + 1 - side..=i {
                                for b in j + 1 - side..=j {
                                    flip |= bit(a, b);
                                }
                            }
                            out.push(white ^ flip);
                        }
                    }
                }
                out
            };
            let mut brute = Brute::normal(moves);
            for white in 0..1u32 << (n * n) {
                let rects: Vec<Rect> = (1..=n)
                    .flat_map(|i| (1..=n).map(move |j| (i, j)))
                    .filter(|&(i, j)| white & bit(i, j) != 0)
                    .map(|(i, j)| cell(i as u64, j as u64))
                    .collect();
                assert_eq!(
                    board_value(&rects, k as u64) != 0,
                    brute.wins(&white),
                    "n = {n}, k = {k}, white = {white:b}"
                );
            }
        }
    }
}

/// The union of `rects` within 1..=n, cell by cell.
fn covered(rects: &[Rect], n: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    for i in 1..=n {
        for j in 1..=n {
            let inside =
                |r: &Rect| (r.top..=r.bottom).contains(&i) && (r.left..=r.right).contains(&j);
            if rects.iter().any(inside) {
                out.push((i, j));
            }
        }
    }
    out
}

fn random_rects(rng: &mut Lcg, n: u64, count: usize) -> Vec<Rect> {
    (0..count)
        .map(|_| {
            let (a, c) = (1 + rng.below(n), 1 + rng.below(n));
            let (b, d) = (1 + rng.below(n), 1 + rng.below(n));
            Rect {
                top: a.min(c),
                left: b.min(d),
                bottom: a.max(c),
                right: b.max(d),
            }
        })
        .collect()
}

#[test]
fn sweeps_match_the_union_cell_by_cell() {
    let mut rng = Lcg(7);
    for round in 0..400 {
        let n = 1 + rng.below(40);
        let count = 1 + rng.below(8) as usize;
        let rects = random_rects(&mut rng, n, count);
        let cells = covered(&rects, n);
        // Arbitrary masks, given to the sweep as prefix XORs.
        let row_mask = |r: u64| {
            r.wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(round % 64)
        };
        let col_mask = |c: u64| (c ^ 0x5555).wrapping_mul(0xff51_afd7_ed55_8ccd) >> (round % 7);
        let prefix = |mask: &dyn Fn(u64) -> u64, x: u64| (0..x).fold(0, |acc, r| acc ^ mask(r));
        let direct = cells
            .iter()
            .fold(0, |acc, &(i, j)| acc ^ (row_mask(i) & col_mask(j)));
        let swept = xor_of_and(&rects, |x| prefix(&row_mask, x), |y| prefix(&col_mask, y));
        assert_eq!(swept, direct, "{rects:?}");

        let k = 1 + rng.below(n + 2);
        let values = cells
            .iter()
            .fold(0, |acc, &(i, j)| acc ^ cell_value(i, j, k));
        assert_eq!(board_value(&rects, k), values, "k = {k}, {rects:?}");
    }
}

#[test]
fn boards_of_side_10_to_the_9() {
    let n = 1_000_000_000;
    let whole = Rect {
        top: 1,
        left: 1,
        bottom: n,
        right: n,
    };
    // With every cell white, 2^t divides both coordinates of ⌊n / 2^t⌋² cells, odd exactly
    // when bit t of n is set: n = 10^9 has bits 9, 11, ... and none below 9.
    assert_eq!(board_value(&[whole], 1), 0);
    assert_eq!(board_value(&[whole], 511), 0);
    assert_eq!(board_value(&[whole], 512), 512 ^ 256);
    let corner = cell(1 << 29, 1 << 29);
    assert_eq!(board_value(&[corner], n), 1 << 29);
    assert_eq!(board_value(&[corner], 5), 4);
    assert_eq!(board_value(&[corner, whole], 5), 0);
}
