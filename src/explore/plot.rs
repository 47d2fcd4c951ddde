//! `sg plot`: pictures of a game's values, drawn with plotters' bitmap backend. A heap rule is
//! a row of columns, one per position, with a dot at the height of its value and the
//! P-positions (value 0) marked red along the bottom; Wythoff's game is a grid of positions
//! `(a, b)` coloured by value, its P-positions black.
use super::rules::TableRule;
use crate::games::sg;
use plotters::prelude::*;

/// Pixels per position of a grid, and the most positions per side.
pub const CELL: u32 = 4;
pub const MOST_SIDE: usize = 512;
/// The most positions of a one-dimensional picture, its column width and a value's height.
pub const MOST_POSITIONS: usize = 4096;
pub const COLUMN: u32 = 2;
pub const ROW: u32 = 4;
/// Where the P-positions of a one-dimensional picture are marked.
pub const MARK: RGBColor = RED;

/// The colour of a non-zero value up to `top`: hues from red-orange (small) to violet (large),
/// so values that grow along a direction show as a gradient.
fn colour(value: u64, top: u64) -> HSLColor {
    HSLColor(0.05 + 0.75 * value as f64 / top.max(1) as f64, 0.75, 0.55)
}

fn drawn<E: std::fmt::Display>(e: E) -> String {
    format!("cannot draw the picture: {e}")
}

/// Positions `0..len` of `rule`: `len·COLUMN` pixels wide, `(largest value + 2)·ROW` high.
pub fn heaps(rule: &TableRule, len: usize, path: &str) -> Result<(), String> {
    if !(1..=MOST_POSITIONS).contains(&len) {
        return Err(format!(
            "N is from 1 to {MOST_POSITIONS} for a picture, found {len}"
        ));
    }
    let values = rule.values_up_to(len)?;
    let top = values.iter().copied().max().unwrap_or(0);
    let top = u64::try_from(top).ok().filter(|&t| t < 1024);
    let Some(top) = top else {
        return Err("values up to 1023 fit in a picture".into());
    };
    let height = (top as u32 + 2) * ROW;
    let area = BitMapBackend::new(path, (len as u32 * COLUMN, height)).into_drawing_area();
    area.fill(&WHITE).map_err(drawn)?;
    for (n, &value) in values.iter().enumerate() {
        let x = n as i32 * COLUMN as i32;
        let value = value as u64;
        let (y, style) = if value == 0 {
            (height - ROW, MARK.filled())
        } else {
            (
                height - (value as u32 + 1) * ROW,
                colour(value, top).filled(),
            )
        };
        let corners = [(x, y as i32), (x + COLUMN as i32, (y + ROW) as i32)];
        area.draw(&Rectangle::new(corners, style)).map_err(drawn)?;
    }
    area.present().map_err(drawn)
}

/// Wythoff's game on positions `(a, b)` with `a, b < side`: `side·CELL` pixels square, `a`
/// across and `b` down, each cell coloured by its value and the P-positions black.
pub fn wythoff(side: usize, path: &str) -> Result<(), String> {
    if !(1..=MOST_SIDE).contains(&side) {
        return Err(format!(
            "N is from 1 to {MOST_SIDE} for a grid, found {side}"
        ));
    }
    // Take from one heap, or the same from both.
    let grid = sg::table_2d(side, side, |a, b, g, out| {
        out.extend((0..a).map(|x| g.value(x, b)));
        out.extend((0..b).map(|y| g.value(a, y)));
        out.extend((1..=a.min(b)).map(|k| g.value(a - k, b - k)));
    });
    let top = (0..side * side)
        .map(|i| grid.value(i / side, i % side))
        .max();
    let top = top.unwrap_or(0);
    let pixels = side as u32 * CELL;
    let area = BitMapBackend::new(path, (pixels, pixels)).into_drawing_area();
    area.fill(&WHITE).map_err(drawn)?;
    for a in 0..side {
        for b in 0..side {
            let (x, y) = ((a as u32 * CELL) as i32, (b as u32 * CELL) as i32);
            let corners = [(x, y), (x + CELL as i32, y + CELL as i32)];
            let value = grid.value(a, b);
            let style = if value == 0 {
                BLACK.filled()
            } else {
                colour(value, top).filled()
            };
            area.draw(&Rectangle::new(corners, style)).map_err(drawn)?;
        }
    }
    area.present().map_err(drawn)
}
