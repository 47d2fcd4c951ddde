//! The explorer's two-dimensional games: positions `(a, b)`, each game given by its moves as
//! data (the positions a move leaves, summed when it leaves two), valued by one engine,
//! [`sg::table_2d`]; and `pair RULE`, two heaps of any one-dimensional rule, worth the XOR of
//! their values.
use super::kinds::script::Script;
pub use super::names::PAIR_NAMES;
use super::rules::{rule, BoxedRule};
use crate::search::sg;
use std::rc::Rc;

/// The most positions along a side of a grid (`sg table`, `sg plot`, `sg moves`).
pub const MOST_SIDE: usize = 512;

/// A position `(a, b)`.
pub type Position = (usize, usize);
/// Called with each option of a position: the positions the move leaves (XORed when two).
pub type Leave<'a> = &'a mut dyn FnMut(&[Position]);
/// A game's moves: calls `leave` with each option of `(a, b)`.
pub type Options = fn(usize, usize, Leave);

/// A two-dimensional game: positions `(a, b)` with `first ≤ a, b`, their values on a square,
/// and the options of a position if the game has its own moves (not `pair RULE`).
pub struct PairRule {
    pub name: String,
    pub first: usize,
    pub options: Option<Options>,
    sum_of: Option<BoxedRule>,
    /// A user's script (`--rule FILE` with `moves(a, b)`).
    pub script: Option<Rc<Script>>,
}

/// The values of positions `(a, b)`, `a, b < side`, at `a · side + b`.
pub struct PairGrid {
    pub side: usize,
    pub values: Vec<u64>,
    /// Positions outside the square valued on the way (options that leave it).
    pub outside: usize,
}

impl PairGrid {
    pub fn value(&self, a: usize, b: usize) -> u64 {
        self.values[a * self.side + b]
    }
}

/// Wythoff's game: take from one pile, or the same number from both.
fn wythoff(a: usize, b: usize, leave: Leave) {
    (0..a).for_each(|x| leave(&[(x, b)]));
    (0..b).for_each(|y| leave(&[(a, y)]));
    (1..=a.min(b)).for_each(|k| leave(&[(a - k, b - k)]));
}

/// kiki's game: the coin `a` columns and `b` rows from the corner moves one step left, down,
/// or diagonally left and down.
fn kiki(a: usize, b: usize, leave: Leave) {
    if a > 0 {
        leave(&[(a - 1, b)]);
    }
    if b > 0 {
        leave(&[(a, b - 1)]);
    }
    if a > 0 && b > 0 {
        leave(&[(a - 1, b - 1)]);
    }
}

/// The cutting game on an `a × b` piece (both sides at least 2): a cut leaves two pieces with
/// both sides at least 2 (leaving a side of 1 loses at once; see `problems::boards::cutting`), each cut
/// listed once, its narrower piece first.
fn cutting(a: usize, b: usize, leave: Leave) {
    (2..=a / 2).for_each(|x| leave(&[(x, b), (a - x, b)]));
    (2..=b / 2).for_each(|y| leave(&[(a, y), (a, b - y)]));
}

/// Euclid's game: subtract a positive multiple of the smaller number from the larger, leaving it
/// non-negative; a position with a 0 is over (whoever made it won).
fn euclid(a: usize, b: usize, leave: Leave) {
    if a == 0 || b == 0 {
        return;
    }
    if a >= b {
        (1..=a / b).for_each(|k| leave(&[(a - k * b, b)]));
    } else {
        (1..=b / a).for_each(|k| leave(&[(a, b - k * a)]));
    }
}

impl PairRule {
    /// The two-dimensional game a user's script gives.
    pub fn from_script(script: Script) -> PairRule {
        PairRule {
            name: format!("--rule {}", script.name()),
            first: 0,
            options: None,
            sum_of: None,
            script: Some(Rc::new(script)),
        }
    }

    /// The values of positions `(a, b)` with `a, b < side`.
    pub fn grid(&self, side: usize) -> Result<PairGrid, String> {
        if let Some(script) = &self.script {
            let (values, outside) = script.pair_values(side)?;
            return Ok(PairGrid {
                side,
                values,
                outside,
            });
        }
        if let Some(heaps) = &self.sum_of {
            let values = heaps.values(side)?;
            let values: Vec<u64> = values
                .into_iter()
                .map(|v| u64::try_from(v).map_err(|_| "values past 2^64".to_string()))
                .collect::<Result<_, _>>()?;
            let sums = (0..side * side).map(|i| values[i / side] ^ values[i % side]);
            return Ok(PairGrid {
                side,
                values: sums.collect(),
                outside: 0,
            });
        }
        let options = self.options.expect("a game with its own moves");
        let grid = sg::table_2d(side, side, |a, b, g, out| {
            options(a, b, &mut |parts| {
                out.push(parts.iter().fold(0, |s, &(x, y)| s ^ g.value(x, y)));
            });
        });
        let values = (0..side * side).map(|i| grid.value(i / side, i % side));
        Ok(PairGrid {
            side,
            values: values.collect(),
            outside: 0,
        })
    }
}

/// The two-dimensional game named at the front of `args`, and the arguments left; `None` if the
/// name is not one.
pub fn pair_rule<'a>(args: &'a [&'a str]) -> Result<Option<(PairRule, &'a [&'a str])>, String> {
    let Some((&name, rest)) = args.split_first() else {
        return Ok(None);
    };
    let (first, options): (usize, Options) = match name {
        "wythoff" => (0, wythoff),
        "kiki" => (0, kiki),
        "cutting" => (2, cutting),
        "euclid" => (1, euclid),
        "pair" => {
            let (heaps, rest) = rule(rest).map_err(|e| format!("pair RULE: {e}"))?;
            let name = format!("pair {}", args[1..args.len() - rest.len()].join(" "));
            let rule = PairRule {
                name,
                first: heaps.first(),
                options: None,
                sum_of: Some(heaps),
                script: None,
            };
            return Ok(Some((rule, rest)));
        }
        _ => return Ok(None),
    };
    let rule = PairRule {
        name: name.to_string(),
        first,
        options: Some(options),
        sum_of: None,
        script: None,
    };
    Ok(Some((rule, rest)))
}

/// The side `text` gives for a grid: positions below it, from 1 to [`MOST_SIDE`].
pub fn side(text: &str, rule: &PairRule) -> Result<usize, String> {
    let n = super::rules::number(text)?;
    if n <= rule.first as u64 || n > MOST_SIDE as u64 {
        return Err(format!(
            "N is from {} to {MOST_SIDE} for {} (positions below N), found {n}",
            rule.first + 1,
            rule.name
        ));
    }
    Ok(n as usize)
}
