//! The Sprague–Grundy engine: the value of a position is the mex (least excluded value) of its
//! options' values, and a sum of games has the XOR of its parts' values.
//!
//! A position is lost for the player to move exactly when its value is 0: from value 0 every
//! move reaches a nonzero value, and from a nonzero value some move reaches 0, by the
//! definition of mex. This module computes values from move rules directly (tables over one or
//! two dimensions, games given as graphs, memoised search of any game); the closed forms
//! elsewhere are checked against it.

use std::collections::HashMap;
use std::hash::Hash;

/// The least non-negative integer not among `values`.
///
/// # Complexity
/// O(n) for n values.
///
/// # Example
/// ```
/// assert_eq!(grundy::search::sg::mex([0, 1, 3]), 2);
/// ```
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let values: Vec<u64> = values.into_iter().collect();
    mex_marking(&values, &mut Vec::new(), 0)
}

/// The mex of `values`, marking each value seen with `mark` in `seen`, which is kept between
/// calls so that a table allocates it once: a slot counts as seen only if it holds this call's
/// `mark`, so each call must pass a mark no earlier call on the same `seen` used.
fn mex_marking(values: &[u64], seen: &mut Vec<usize>, mark: usize) -> u64 {
    // One slot more than there are values, so the run of seen values ends within `seen`.
    if seen.len() <= values.len() {
        seen.resize(values.len() + 1, usize::MAX);
    }
    for &v in values {
        if v < values.len() as u64 {
            seen[v as usize] = mark;
        }
    }
    seen.iter().take_while(|&&s| s == mark).count() as u64
}

/// Values of positions `0..len` of a game whose options from position `x` are smaller
/// positions or sums of them: `options(x, values, out)` pushes onto `out` the value of each
/// option of `x`, given `values` of all positions below `x`.
///
/// # Complexity
/// The total work of `options`, plus O(number of options) for the mex of each position.
///
/// # Example
/// Subtraction game with moves {1, 2}:
/// ```
/// use grundy::search::sg;
/// let t = sg::table(6, |x, v, out| out.extend([1, 2].iter().filter(|&&s| s <= x).map(|&s| v[x - s])));
/// assert_eq!(t, [0, 1, 2, 0, 1, 2]);
/// ```
pub fn table(len: usize, mut options: impl FnMut(usize, &[u64], &mut Vec<u64>)) -> Vec<u64> {
    let mut values = Vec::with_capacity(len);
    let mut buf = Vec::new();
    let mut seen = Vec::new();
    for x in 0..len {
        buf.clear();
        options(x, &values, &mut buf);
        // Position `x` marks with `x`, a mark no earlier position used.
        values.push(mex_marking(&buf, &mut seen, x));
    }
    values
}

/// Values of two-dimensional positions `(w, h)`, `w < width`, `h < height`, stored row by row.
/// Built by [`table_2d`]; a split game (a piece becomes two pieces) has for each option the
/// XOR of the two pieces' values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    height: usize,
    values: Vec<u64>,
}

impl Grid {
    /// The value of `(w, h)`.
    ///
    /// # Panics
    /// If `(w, h)` is outside the grid or, while the grid is being built, not yet computed.
    pub fn value(&self, w: usize, h: usize) -> u64 {
        assert!(h < self.height);
        self.values[w * self.height + h]
    }
}

/// Values of positions `(w, h)` for `w < width`, `h < height` of a game whose options from
/// `(w, h)` are positions (or sums of positions) `(w', h')` with `w' < w`, or `w' = w` and
/// `h' < h`: `options(w, h, grid, out)` pushes the value of each option onto `out`, reading
/// values from `grid`. The cutting game (a W×H piece splits into two) is such a game.
///
/// # Complexity
/// The total work of `options`, plus O(number of options) for the mex of each position.
///
/// # Example
/// A bar `w × h` splits along either side into two bars with sides at least 1:
/// ```
/// use grundy::search::sg;
/// let grid = sg::table_2d(4, 4, |w, h, g, out| {
///     out.extend((1..w).map(|a| g.value(a, h) ^ g.value(w - a, h)));
///     out.extend((1..h).map(|b| g.value(w, b) ^ g.value(w, h - b)));
/// });
/// assert_eq!(grid.value(1, 1), 0);
/// assert_eq!(grid.value(2, 1), 1);
/// assert_eq!(grid.value(2, 2), 1);
/// ```
pub fn table_2d(
    width: usize,
    height: usize,
    mut options: impl FnMut(usize, usize, &Grid, &mut Vec<u64>),
) -> Grid {
    let mut grid = Grid {
        height,
        values: Vec::with_capacity(width * height),
    };
    let mut buf = Vec::new();
    for w in 0..width {
        for h in 0..height {
            buf.clear();
            options(w, h, &grid, &mut buf);
            let v = mex(buf.iter().copied());
            grid.values.push(v);
        }
    }
    grid
}

/// Why [`dag_values`] refused a graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadGraph {
    /// Position `from` has a move to `to`, which is not a position of the graph.
    OutOfRange { from: usize, to: usize },
    /// The graph has a cycle through `position`: play could go on forever.
    Cycle { position: usize },
}

/// Grundy values of the positions `0..n` of a game given as a graph: `successors[p]` lists the
/// positions one move from `p` (repeats allowed). Positions are valued in topological order,
/// each after all its successors (the post-order of a depth-first search kept on an explicit
/// stack, so no recursion); a cycle is an error, never a loop.
///
/// # Complexity
/// O(n + number of edges).
///
/// # Example
/// ```
/// use grundy::search::sg::{dag_values, BadGraph};
/// assert_eq!(dag_values(&[vec![1, 2], vec![], vec![1]]), Ok(vec![2, 0, 1]));
/// assert_eq!(dag_values(&[vec![1], vec![0]]), Err(BadGraph::Cycle { position: 0 }));
/// assert_eq!(dag_values(&[vec![1]]), Err(BadGraph::OutOfRange { from: 0, to: 1 }));
/// ```
pub fn dag_values(successors: &[Vec<usize>]) -> Result<Vec<u64>, BadGraph> {
    let n = successors.len();
    let mut values = vec![None; n];
    // The positions whose search is under way: the path from the root to the top of `path`.
    let mut on_path = vec![false; n];
    for root in 0..n {
        // Each entry is a position and the index of the next successor to search from it.
        let mut path = vec![(root, 0)];
        while let Some((p, i)) = path.pop() {
            if values[p].is_some() {
                continue;
            }
            on_path[p] = true;
            match successors[p].get(i) {
                Some(&to) if to >= n => return Err(BadGraph::OutOfRange { from: p, to }),
                Some(&to) if on_path[to] => return Err(BadGraph::Cycle { position: to }),
                Some(&to) => path.extend([(p, i + 1), (to, 0)]),
                None => {
                    let options = successors[p].iter().map(|&s| values[s].unwrap_or(0));
                    values[p] = Some(mex(options));
                    on_path[p] = false;
                }
            }
        }
    }
    Ok(values.into_iter().flatten().collect())
}

/// A value of each position computed from its options' values, `combine(&values)`, by
/// searching the game tree with memoisation: the Grundy value ([`Solver`], `combine` = mex) or
/// another evaluation, such as Every-SG step counts.
pub struct Search<P, F, C> {
    moves: F,
    combine: C,
    memo: HashMap<P, u64>,
}

/// How a [`Search`] values a position from its options' values.
pub type Rule = fn(&[u64]) -> u64;

/// Grundy values of arbitrary positions: a [`Search`] whose values are mexes.
pub type Solver<P, F> = Search<P, F, Rule>;

impl<P: Clone + Eq + Hash, F: FnMut(&P) -> Vec<P>> Solver<P, F> {
    /// A solver for the game whose options from `p` are `moves(&p)`. The game must be finite.
    pub fn new(moves: F) -> Self {
        Search::with(moves, |values| mex(values.iter().copied()))
    }
}

impl<P: Clone + Eq + Hash, F: FnMut(&P) -> Vec<P>, C: Fn(&[u64]) -> u64> Search<P, F, C> {
    /// A search of the game whose options from `p` are `moves(&p)`, valuing a position by
    /// `combine` of its options' values. The game must be finite.
    pub fn with(moves: F, combine: C) -> Self {
        Search {
            moves,
            combine,
            memo: HashMap::new(),
        }
    }

    /// How many positions have been valued: the memo's size.
    pub fn valued(&self) -> usize {
        self.memo.len()
    }

    /// The value of `position`.
    ///
    /// # Complexity
    /// Each reachable position is expanded once; recursion depth is the longest play.
    pub fn value(&mut self, position: &P) -> u64 {
        if let Some(&v) = self.memo.get(position) {
            return v;
        }
        let options = (self.moves)(position);
        let values: Vec<u64> = options.iter().map(|o| self.value(o)).collect();
        let v = (self.combine)(&values);
        self.memo.insert(position.clone(), v);
        v
    }
}

/// Why [`values_in_order`] stopped: `position` has an option that leaves `option`, which the
/// order does not put before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotYetValued<P> {
    pub position: P,
    pub option: P,
}

/// Grundy values of `positions`, valued in the order given, for games whose options are not
/// all at smaller indices of a table (a segment split in two, a move within the same row):
/// `options(p)` lists each option of `p` as the positions it leaves (worth the XOR of their
/// values; an empty list is a finished game, worth 0), and each of those must come earlier in
/// `positions`. A position out of order is an error naming it, never an index out of bounds.
///
/// # Complexity
/// The work of `options`, plus one hash look-up per position an option leaves.
///
/// # Example
/// A row of n pins where a move knocks down one pin, splitting the row (the octal game `0.7`
/// with splits), as segments `(start, end)` ordered by length:
/// ```
/// use grundy::search::sg::{values_in_order, NotYetValued};
/// let rows: Vec<(usize, usize)> = (0..=5).flat_map(|len| (0..=5 - len).map(move |s| (s, s + len))).collect();
/// let knock_one = |&(s, e): &(usize, usize)| (s..e).map(|i| vec![(s, i), (i + 1, e)]).collect();
/// let values = values_in_order(&rows, knock_one).unwrap();
/// assert_eq!(values[&(0, 5)], 1);
/// // Listing the long rows first is an error that names the row.
/// let mut backwards = rows.clone();
/// backwards.reverse();
/// let error = values_in_order(&backwards, knock_one).unwrap_err();
/// assert_eq!(error, NotYetValued { position: (0, 5), option: (0, 0) });
/// ```
pub fn values_in_order<P: Clone + Eq + Hash>(
    positions: &[P],
    mut options: impl FnMut(&P) -> Vec<Vec<P>>,
) -> Result<HashMap<P, u64>, NotYetValued<P>> {
    let mut values: HashMap<P, u64> = HashMap::with_capacity(positions.len());
    for position in positions {
        let mut option_values = Vec::new();
        for parts in options(position) {
            let mut sum = 0;
            for part in parts {
                match values.get(&part) {
                    Some(v) => sum ^= v,
                    None => {
                        return Err(NotYetValued {
                            position: position.clone(),
                            option: part,
                        })
                    }
                }
            }
            option_values.push(sum);
        }
        values.insert(position.clone(), mex(option_values));
    }
    Ok(values)
}

/// A position of a game whose rules look at the move just made (a take may not repeat the
/// opponent's, an attack may not follow one of the same kind): the position and that move
/// alone, so the state searched stays as small as the rule needs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AfterMove<P, M> {
    pub position: P,
    /// The move that led here; `None` at the start.
    pub last: Option<M>,
}

/// A [`Solver`] for a game whose moves depend on the move just made: `moves(p, last)` lists
/// each move allowed from `p` after `last` and the position it leads to.
///
/// # Example
/// Take 1, 2 or 3 stones, but never the number the opponent just took:
/// ```
/// use grundy::search::sg::{remembering, AfterMove};
/// let mut game = remembering(|&n: &u64, last: Option<&u64>| {
///     (1..=3.min(n)).filter(|t| Some(t) != last).map(|t| (t, n - t)).collect()
/// });
/// let start = |n| AfterMove { position: n, last: None };
/// let losing: Vec<u64> = (0..20).filter(|&n| game.value(&start(n)) == 0).collect();
/// assert_eq!(losing, [0, 4, 8, 12, 16]);
/// ```
#[allow(clippy::type_complexity)]
pub fn remembering<P, M, F>(
    moves: F,
) -> Solver<AfterMove<P, M>, impl FnMut(&AfterMove<P, M>) -> Vec<AfterMove<P, M>>>
where
    P: Clone + Eq + Hash,
    M: Clone + Eq + Hash,
    F: Fn(&P, Option<&M>) -> Vec<(M, P)>,
{
    Solver::new(move |state: &AfterMove<P, M>| {
        moves(&state.position, state.last.as_ref())
            .into_iter()
            .map(|(m, position)| AfterMove {
                position,
                last: Some(m),
            })
            .collect()
    })
}

/// An eventually (arithmetic-)periodic sequence: from `pre_period` on, the value `period`
/// places later is `saltus` more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodicity {
    pub pre_period: usize,
    pub period: usize,
    pub saltus: i128,
}

/// The shortest period (then the shortest pre-period, and its saltus) that `values` shows,
/// counted only when the periodic part seen is at least as long as the pre-period plus two
/// periods; `None` if there is none. A finite table can only suggest periodicity: for octal
/// games a proof needs the periodicity theorem's bound (see `sg period`).
///
/// # Complexity
/// O(n²) in the worst case.
///
/// # Example
/// ```
/// use grundy::search::sg::{periodicity, Periodicity};
/// let values = [0, 5, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2];
/// assert_eq!(periodicity(&values), Some(Periodicity { pre_period: 2, period: 2, saltus: 0 }));
/// ```
pub fn periodicity<V: Copy + Into<i128>>(values: &[V]) -> Option<Periodicity> {
    let len = values.len();
    let step = |n: usize, p: usize| values[n + p].into() - values[n].into();
    (1..=len / 3).find_map(|period| {
        let saltus = step(len - 1 - period, period);
        let mut pre_period = len - period;
        while pre_period > 0 && step(pre_period - 1, period) == saltus {
            pre_period -= 1;
        }
        (len - pre_period >= pre_period + 2 * period).then_some(Periodicity {
            pre_period,
            period,
            saltus,
        })
    })
}
