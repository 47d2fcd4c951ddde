//! `sg plot`: pictures of a game's values, drawn with plotters' bitmap backend. A heap rule is
//! a row of columns, one per position, with a dot at the height of its value and the
//! P-positions (value 0) marked red along the bottom; a two-dimensional game is a grid of
//! positions `(a, b)` coloured by value, its P-positions black.
use super::pairs::PairGrid;
use super::rule::HeapRule;
use plotters::prelude::*;

/// Pixels per position of a grid.
pub const CELL: u32 = 4;
/// The most positions of a one-dimensional picture, its column width, a value's height (less
/// when the values are large) and the most pixels up.
pub const MOST_POSITIONS: usize = 4096;
pub const COLUMN: u32 = 2;
pub const ROW: u32 = 4;
pub const MOST_HEIGHT: u32 = 4098;
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

/// A white canvas of `size` pixels to be written to `path` as a PNG. A path not ending in
/// `.png` is a usage error; a file that cannot be written ends the program with the reason and
/// status 1, as output that cannot be written does.
fn canvas(
    path: &str,
    size: (u32, u32),
) -> Result<DrawingArea<BitMapBackend<'_>, plotters::coord::Shift>, String> {
    if !path.to_lowercase().ends_with(".png") {
        return Err(format!(
            "the picture is a PNG: FILE.png must end in .png, found '{path}'"
        ));
    }
    if let Err(e) = std::fs::File::create(path) {
        eprintln!("error: cannot write {path}: {e}");
        std::process::exit(1);
    }
    let area = BitMapBackend::new(path, size).into_drawing_area();
    area.fill(&WHITE).map_err(drawn)?;
    Ok(area)
}

/// `len` positions of `rule` from its first: `len·COLUMN` pixels wide, `(largest value + 2)·row`
/// high, `row` being ROW pixels or fewer (at least 1) to keep within MOST_HEIGHT.
pub fn heaps(rule: &dyn HeapRule, len: usize, path: &str) -> Result<(), String> {
    if !(1..=MOST_POSITIONS).contains(&len) {
        return Err(format!(
            "N is from 1 to {MOST_POSITIONS} for a picture, found {len}"
        ));
    }
    let first = rule.first();
    let mut values = rule.values(first + len)?;
    values.drain(..first);
    let top = values.iter().copied().max().unwrap_or(0);
    let most = u128::from(MOST_HEIGHT - 2);
    if top > most {
        return Err(format!(
            "the largest value here is {top}; a picture holds values up to {most}"
        ));
    }
    let top = top as u64;
    let row = (MOST_HEIGHT / (top as u32 + 2)).min(ROW);
    let height = (top as u32 + 2) * row;
    let area = canvas(path, (len as u32 * COLUMN, height))?;
    for (n, &value) in values.iter().enumerate() {
        let x = n as i32 * COLUMN as i32;
        let value = value as u64;
        let (y, style) = if value == 0 {
            (height - row, MARK.filled())
        } else {
            (
                height - (value as u32 + 1) * row,
                colour(value, top).filled(),
            )
        };
        let corners = [(x, y as i32), (x + COLUMN as i32, (y + row) as i32)];
        area.draw(&Rectangle::new(corners, style)).map_err(drawn)?;
    }
    area.present().map_err(drawn)
}

/// A two-dimensional game on positions `(a, b)` with `first ≤ a, b < side`: `CELL` pixels a
/// position, `a` across and `b` down, each cell coloured by its value and the P-positions black.
pub fn grid(grid: &PairGrid, first: usize, path: &str) -> Result<(), String> {
    let shown = |i: usize| (i / grid.side >= first && i % grid.side >= first).then_some(i);
    let top = (0..grid.side * grid.side)
        .filter_map(shown)
        .map(|i| grid.values[i])
        .max();
    let top = top.unwrap_or(0);
    let pixels = (grid.side - first) as u32 * CELL;
    let area = canvas(path, (pixels, pixels))?;
    for a in first..grid.side {
        for b in first..grid.side {
            let x = ((a - first) as u32 * CELL) as i32;
            let y = ((b - first) as u32 * CELL) as i32;
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
