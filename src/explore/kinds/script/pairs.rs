//! A rule's two-dimensional game (`fn moves(a, b)`): its options, and the values of the
//! positions in a square by the engine for games that end.

use super::{in_parallel, threads, Script};
use crate::explore::kinds::expected::describe;
use crate::search::sg;

impl Script {
    /// The values of the positions (a, b) below `side` of a two-dimensional game that ends, at
    /// `a · side + b`: options inside the square, and no cycle.
    pub(crate) fn pair_values(&self, side: usize) -> Result<Vec<u64>, String> {
        if self.loopy {
            return Err(format!(
                "{}: a two-dimensional game with cycles (LOOPY) has no grid of values here; \
                 sg graph takes its positions as a graph",
                self.file
            ));
        }
        let mut successors = Vec::with_capacity(side * side);
        let all = in_parallel(0..side * side, threads(), |i| {
            self.pair_options(i / side, i % side)
        });
        for (i, options) in all.into_iter().enumerate() {
            let (a, b) = (i / side, i % side);
            {
                let mut next = Vec::new();
                for (a2, b2) in options? {
                    if a2 >= side || b2 >= side {
                        return Err(format!(
                            "{}: moves({a}, {b}) gave ({a2}, {b2}), outside the positions below \
                             {side}: ask for more",
                            self.file
                        ));
                    }
                    next.push(a2 * side + b2);
                }
                successors.push(next);
            }
        }
        sg::dag_values(&successors).map_err(|e| match e {
            sg::BadGraph::Cycle { position } => format!(
                "{}: play can come back to ({}, {}): a game with cycles says const LOOPY = true; \
                 at the top of the script",
                self.file,
                position / side,
                position % side
            ),
            sg::BadGraph::OutOfRange { .. } => unreachable!("options are checked"),
        })
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
