use grundy::algo::nimber::Nimbers;
use grundy::games::coins::Rule;
use grundy::games::tartan::{grid_value, turning_corners, Product};
use grundy::search::sg::mex;

/// Grundy values of every position of a `width × height` grid (cells numbered from `first`,
/// bit `y·width + x` heads), by search: `moves(x, y)` lists the cell sets a move with corner
/// `(x, y)` turns, and every turned cell lies at or before the corner in that numbering, so
/// each option is a smaller mask.
fn grid_search(
    width: u64,
    height: u64,
    first: (u64, u64),
    moves: impl Fn(u64, u64) -> Vec<Vec<(u64, u64)>>,
) -> Vec<u64> {
    let bit = |(x, y): (u64, u64)| (y - first.1) * width + (x - first.0);
    let cells: Vec<(u64, u64)> = (0..height)
        .flat_map(|j| (0..width).map(move |i| (first.0 + i, first.1 + j)))
        .collect();
    let flips: Vec<Vec<u64>> = cells
        .iter()
        .map(|&(x, y)| {
            moves(x, y)
                .iter()
                .map(|set| set.iter().fold(0u64, |m, &c| m ^ 1 << bit(c)))
                .collect()
        })
        .collect();
    let mut values = vec![0u64; 1 << cells.len()];
    for mask in 0..values.len() {
        let seen = &values;
        let options: Vec<u64> = (0..cells.len())
            .filter(|&c| mask >> c & 1 == 1)
            .flat_map(|c| flips[c].iter().map(move |&f| seen[mask ^ f as usize]))
            .collect();
        values[mask] = mex(options);
    }
    values
}

fn heads_of(mask: usize, width: u64, first: (u64, u64)) -> Vec<(u64, u64)> {
    (0..64)
        .filter(|&b| mask >> b & 1 == 1)
        .map(|b| (first.0 + b % width, first.1 + b / width))
        .collect()
}

#[test]
fn products_of_coin_rules_are_worth_nim_products() {
    let field = Nimbers::new();
    let rules = [
        (Rule::TurningTurtles, Rule::TurningTurtles, 4, 4),
        (Rule::Ruler, Rule::MockTurtles, 4, 3),
        (Rule::SingleCoin, Rule::TurningTurtles, 4, 4),
        (Rule::Twins(vec![1, 2]), Rule::Ruler, 4, 4),
        (Rule::Consecutive(2), Rule::MockTurtles, 4, 3),
        (Rule::MockTurtles, Rule::Partner(vec![1, 3]), 3, 4),
    ];
    for (columns, rows, width, height) in rules {
        let first = (columns.first_coin(), rows.first_coin());
        let game = Product { columns, rows };
        let searched = grid_search(width, height, first, |x, y| game.turn_sets(x, y));
        for (mask, &v) in searched.iter().enumerate() {
            let heads = heads_of(mask, width, first);
            let value = grid_value(&heads, |x, y| game.coin_value(x, y, &field)).unwrap();
            assert_eq!(
                u128::from(v),
                value,
                "{:?} × {:?}, heads {heads:?}",
                game.columns,
                game.rows
            );
        }
    }
}

/// The rectangles of HDU 3404 and of Turning Corners written out directly: corners
/// `x1 ≤ x2, y1 ≤ y2` (strictly less for Turning Corners), each distinct corner turned once.
fn rectangles(x2: u64, y2: u64, low: u64, strict: bool) -> Vec<Vec<(u64, u64)>> {
    let mut sets = Vec::new();
    for x1 in low..=x2 {
        for y1 in low..=y2 {
            if strict && (x1 == x2 || y1 == y2) {
                continue;
            }
            let mut corners = vec![(x1, y1), (x1, y2), (x2, y1), (x2, y2)];
            corners.sort_unstable();
            corners.dedup();
            sets.push(corners);
        }
    }
    sets
}

#[test]
fn switch_lights_and_turning_corners_by_search() {
    let field = Nimbers::new();
    // HDU 3404: lights from (1, 1), degenerate rectangles allowed: worth x ⊗ y.
    let lights = grid_search(4, 4, (1, 1), |x, y| rectangles(x, y, 1, false));
    // Turning Corners: coins from (0, 0), proper rectangles only: worth x ⊗ y too.
    let corners = grid_search(4, 4, (0, 0), |x, y| rectangles(x, y, 0, true));
    for mask in 0..lights.len() {
        let value = |first| {
            let heads = heads_of(mask, 4, first);
            grid_value(&heads, |x, y| u128::from(turning_corners(x, y, &field))).unwrap()
        };
        assert_eq!(u128::from(lights[mask]), value((1, 1)), "lights {mask:b}");
        assert_eq!(u128::from(corners[mask]), value((0, 0)), "corners {mask:b}");
    }
}
