//! A rule's two-dimensional game (`fn moves(a, b)`): its options, and the values of the
//! positions in a square by the engine for games that end.

use super::{in_parallel, threads, Script};
use crate::explore::kinds::expected::describe;
use crate::search::sg;
use std::collections::HashMap;

/// The most positions outside the square a two-dimensional game's table values.
pub const MOST_OUTSIDE: usize = 1 << 20;

impl Script {
    /// The values of the positions (a, b) below `side` of a two-dimensional game that ends, at
    /// `a · side + b`, and how many positions outside the square were valued on the way: an
    /// option may leave the square (a move that adds to a pile), and the positions reached so
    /// are searched too, at most [`MOST_OUTSIDE`] of them, with no cycle anywhere.
    pub(crate) fn pair_values(&self, side: usize) -> Result<(Vec<u64>, usize), String> {
        if self.loopy {
            return Err(format!(
                "{}: a two-dimensional game with cycles (LOOPY) has no grid of values here; \
                 sg graph takes its positions as a graph",
                self.file
            ));
        }
        let all = in_parallel(0..side * side, threads(), |i| {
            self.pair_options(i / side, i % side)
        });
        // Positions outside the square get the numbers from side² on, as they are met.
        let mut outside: HashMap<(usize, usize), usize> = HashMap::new();
        let mut met: Vec<(usize, usize)> = Vec::new();
        let mut number = |p: (usize, usize), met: &mut Vec<(usize, usize)>| {
            if p.0 < side && p.1 < side {
                return Ok(p.0 * side + p.1);
            }
            let next = side * side + outside.len();
            let index = *outside.entry(p).or_insert(next);
            if index == next {
                if outside.len() > MOST_OUTSIDE {
                    return Err(format!(
                        "{}: more than {MOST_OUTSIDE} positions outside the {side} × {side} \
                         square are reachable (({}, {}) among them): does play end?",
                        self.file, p.0, p.1
                    ));
                }
                met.push(p);
            }
            Ok(index)
        };
        let mut successors = Vec::with_capacity(side * side);
        for options in all {
            let next: Result<Vec<usize>, String> =
                options?.into_iter().map(|p| number(p, &mut met)).collect();
            successors.push(next?);
        }
        // Each position outside, in the order met, has its options listed in turn.
        let mut listed = 0;
        while listed < met.len() {
            let (a, b) = met[listed];
            listed += 1;
            let mut fresh = Vec::new();
            let next: Result<Vec<usize>, String> = self
                .pair_options(a, b)?
                .into_iter()
                .map(|p| number(p, &mut fresh))
                .collect();
            successors.push(next?);
            met.extend(fresh);
        }
        let at = |position: usize| match position.checked_sub(side * side) {
            None => (position / side, position % side),
            Some(k) => met[k],
        };
        let mut values = sg::dag_values(&successors).map_err(|e| match e {
            sg::BadGraph::Cycle { position } => {
                let (a, b) = at(position);
                format!(
                    "{}: play can come back to ({a}, {b}): a game with cycles says const LOOPY \
                     = true; at the top of the script",
                    self.file
                )
            }
            sg::BadGraph::OutOfRange { .. } => unreachable!("options are numbered"),
        })?;
        values.truncate(side * side);
        Ok((values, met.len()))
    }

    /// The options of the position (a, b): the positions each leads to.
    pub(crate) fn pair_options(&self, a: usize, b: usize) -> Result<Vec<(usize, usize)>, String> {
        let shown = format!("{a}, {b}");
        let wants = "an array of options, each a position [a2, b2]";
        let array = self.call((a as i64, b as i64), &shown, wants)?;
        array
            .iter()
            .map(|option| {
                let pair = option.clone().into_array().ok().filter(|p| p.len() == 2);
                let Some(pair) = pair else {
                    return Err(format!(
                        "{}: moves({shown}) gave {}, not a position [a2, b2]: moves returns \
                         {wants}",
                        self.file,
                        describe(option)
                    ));
                };
                Ok((
                    self.number(&pair[0], &shown, wants)?,
                    self.number(&pair[1], &shown, wants)?,
                ))
            })
            .collect()
    }
}
