//! Scored search over any state: the value of a finite game of perfect information in which
//! each move may score and the end of play is valued from the final position.
//!
//! Two forms, one engine. Negamax: a position is worth the mover's best surplus, the largest
//! `gain − value(option)` over its options (each player maximises their own total in a game
//! whose totals add up to a constant, so one's surplus is the other's deficit). Maximiser
//! against minimiser: [`Side`] says who picks at each position, and a position is worth the
//! largest or the smallest `gain + value(option)` (a player may move twice in a row). Theorem
//! (backward induction, Zermelo–von Neumann): these recurrences give the payoff that the player
//! to move can guarantee and the opponent can hold them to, since a strategy that picks the
//! best option at every position guarantees it, by induction on the longest play that remains.
//! Win/lose is the case of values ±1 ([`Search::negamax`]'s example).
//!
//! [`Search`] remembers every position it values, in a [`Dense`] memo for states that are
//! small integers or bit masks (an array, no hashing) or a [`Hashed`] one otherwise; it keeps
//! its own stack, so a play of 10^6 moves needs no deep recursion. Where every move takes
//! each number of a dense position only one way (segments, tokens moving right or down),
//! [`Search::fill`] values the whole memo bottom-up instead, as a loop over a table does: each
//! option comes before its position in the memo's order, so its value is there to be read
//! ([`memo`](super::memo) says why). [`AlphaBeta`] remembers
//! nothing and prunes the options that cannot change the value: for trees too large to
//! memoise.

pub use super::memo::{Dense, DenseDigit, DenseKey, Hashed, Memo, Slot, Step};
use super::memo::{Order, Walk};
pub use super::options::Options;
use std::ops::{Add, Sub};

/// A payoff: `i64`, `i128`, `f64` and any type with zero (its default), sums, differences and
/// a comparison.
pub trait Score: Copy + PartialOrd + Default + Add<Output = Self> + Sub<Output = Self> {}

impl<T: Copy + PartialOrd + Default + Add<Output = T> + Sub<Output = T>> Score for T {}

/// Who picks at a position of a game in the maximiser-against-minimiser form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The player whose payoff the value is: picks the largest.
    Max,
    /// The other: picks the smallest.
    Min,
}

/// How a position is valued from its options' values: the mover's surplus, or each position's
/// [`Side`].
#[derive(Clone, Copy)]
enum Form<S> {
    Negamax,
    Sides(S),
}

/// The form of [`Search::negamax`] and [`AlphaBeta::negamax`], which ask no [`Side`].
pub type NoSides<P> = fn(&P) -> Side;

/// The best of `gain ⊕ value` over `valued` options: `gain − value` under negamax, `gain +
/// value` maximised or minimised by side.
fn best<V: Score, S: Fn(&P) -> Side, P>(
    form: &Form<S>,
    position: &P,
    mut valued: impl Iterator<Item = (V, V)>,
) -> Option<V> {
    // A position without options is valued by `end`: no one picks there, so `side` is not
    // asked (it may index the input by round, which has run out).
    let (gain, value) = valued.next()?;
    let (sign, max): (bool, bool) = match form {
        Form::Negamax => (false, true),
        Form::Sides(side) => (true, side(position) == Side::Max),
    };
    let through = |gain: V, value: V| if sign { gain + value } else { gain - value };
    let mut best = through(gain, value);
    for (gain, value) in valued {
        let v = through(gain, value);
        if if max { v > best } else { v < best } {
            best = v;
        }
    }
    Some(best)
}

/// A position being expanded: its options, each with its gain, and the first option that may
/// not have been valued yet.
struct Frame<P, V> {
    position: P,
    options: Vec<(P, V)>,
    next: usize,
}

/// Memoised minimax of a finite game: `moves(p, out)` pushes onto `out` each option of `p`
/// with its gain (`out.push((option, gain))`, as into a `Vec`: [`Options`]), and `end(p)` values a position with no options. Under negamax a gain is the
/// mover's and `end(p)` is the payoff to the player who would move at `p`; in the
/// maximiser-against-minimiser form both are the maximiser's.
pub struct Search<P, V, M, E, S, Mm> {
    moves: M,
    end: E,
    form: Form<S>,
    memo: Mm,
    /// Option lists of finished frames, kept for reuse.
    spare: Vec<Vec<(P, V)>>,
    valued: usize,
}

impl<P, V, M, E, Mm> Search<P, V, M, E, NoSides<P>, Mm>
where
    P: Clone,
    V: Score,
    M: FnMut(&P, &mut Options<'_, P, V>),
    E: FnMut(&P) -> V,
    Mm: Memo<P, V>,
{
    /// The mover's best surplus: a position is worth `max(gain − value(option))`, and `end(p)`
    /// at a position without options, both from the view of the player to move.
    ///
    /// # Example
    /// Win/lose as ±1: take 1 or 2 stones, whoever cannot move loses (worth −1 to them). The
    /// mover loses exactly on multiples of 3.
    /// ```
    /// use grundy::zero_sum::minimax::{Dense, Options, Search};
    /// let mut game = Search::negamax(
    ///     |&n: &u32, out: &mut Options<u32, i64>| out.extend((1..=2.min(n)).map(|t| (n - t, 0))),
    ///     |_| -1,
    ///     Dense::new(100),
    /// );
    /// let lost: Vec<u32> = (0..12).filter(|&n| game.value(&n) == -1).collect();
    /// assert_eq!(lost, [0, 3, 6, 9]);
    /// ```
    /// Scores: a row of numbers, each player in turn takes one from either end and keeps it;
    /// the first player's surplus over the second.
    /// ```
    /// use grundy::zero_sum::minimax::{Hashed, Options, Search};
    /// let row = [4, 7, 2, 9, 5, 2];
    /// let mut game = Search::negamax(
    ///     |&(i, j): &(usize, usize), out: &mut Options<(usize, usize), i64>| {
    ///         if i < j {
    ///             out.push(((i + 1, j), row[i]));
    ///             out.push(((i, j - 1), row[j - 1]));
    ///         }
    ///     },
    ///     |_| 0,
    ///     Hashed::new(),
    /// );
    /// assert_eq!(game.value(&(0, 6)), 18 - 11);
    /// ```
    pub fn negamax(moves: M, end: E, memo: Mm) -> Self {
        Search::with_form(moves, end, Form::Negamax, memo)
    }
}

impl<P, V, M, E, S, Mm> Search<P, V, M, E, S, Mm>
where
    P: Clone,
    V: Score,
    M: FnMut(&P, &mut Options<'_, P, V>),
    E: FnMut(&P) -> V,
    S: Fn(&P) -> Side,
    Mm: Memo<P, V>,
{
    /// The maximiser against the minimiser: `side(p)` picks at `p`, a position is worth the
    /// largest (or smallest) `gain + value(option)`, and `end(p)` at a position without
    /// options, all payoffs to the maximiser. The side may repeat: a player may move twice.
    /// `side` is asked only at positions with options, never at the end of play.
    ///
    /// # Example
    /// Choosing Carrot with a bit mask: the maximiser, then alternately from the minimiser,
    /// eats a carrot from either end of a row until one is left, which is the payoff. The
    /// row is the set bits of the mask (contiguous), so the mask is the position.
    /// ```
    /// use grundy::zero_sum::minimax::{Dense, Options, Search, Side};
    /// let carrots = [1, 2, 3, 5];
    /// let mut game = Search::minimax(
    ///     |&mask: &u32, out: &mut Options<u32, i64>| {
    ///         if mask.count_ones() > 1 {
    ///             let low = mask & mask.wrapping_neg();
    ///             let high = 1 << (31 - mask.leading_zeros());
    ///             out.extend([(mask ^ low, 0), (mask ^ high, 0)]);
    ///         }
    ///     },
    ///     |&mask| carrots[mask.trailing_zeros() as usize],
    ///     // With 4 carrots the maximiser moves when an even number is left.
    ///     |&mask| if mask.count_ones() % 2 == 0 { Side::Max } else { Side::Min },
    ///     Dense::new(16),
    /// );
    /// assert_eq!(game.value(&0b1111), 3);
    /// ```
    pub fn minimax(moves: M, end: E, side: S, memo: Mm) -> Self {
        Search::with_form(moves, end, Form::Sides(side), memo)
    }

    fn with_form(moves: M, end: E, form: Form<S>, memo: Mm) -> Self {
        Search {
            moves,
            end,
            form,
            memo,
            spare: Vec::new(),
            valued: 0,
        }
    }

    /// How many positions have been valued.
    pub fn valued(&self) -> usize {
        self.valued
    }

    /// The value of `position` if it has been valued (every position after
    /// [`Search::fill`]): a look-up that never searches.
    ///
    /// # Example
    /// ```
    /// use grundy::zero_sum::minimax::{Dense, Options, Search, Step};
    /// // Take 1 or 2 stones; whoever cannot move loses.
    /// let mut game = Search::negamax(
    ///     |&n: &u32, out: &mut Options<u32, i64>| out.extend((1..=2.min(n)).map(|t| (n - t, 0))),
    ///     |_| -1,
    ///     Dense::bottom_up(&[10], &[Step::Down]),
    /// );
    /// assert_eq!(game.looked_up(&9), None);
    /// game.fill();
    /// assert_eq!(game.looked_up(&9), Some(-1));
    /// ```
    pub fn looked_up(&self, position: &P) -> Option<V> {
        match self.memo.get(position) {
            Some(Slot::Valued(v)) => Some(v),
            _ => None,
        }
    }

    /// The value of `start`.
    ///
    /// # Complexity
    /// Each position reachable from `start` and not valued before is expanded once: the work
    /// of `moves` on it and one memo look-up per option. Memory: the memo, and a stack as deep
    /// as the longest play (on the heap, not the call stack).
    ///
    /// # Panics
    /// If the game has a cycle (a position among its own later options): play could go on
    /// forever, and such games need retrograde analysis instead.
    pub fn value(&mut self, start: &P) -> V {
        let mut stack = Vec::new();
        if let Some(v) = self.known(start) {
            return v;
        }
        self.open(start.clone(), &mut stack);
        while let Some(top) = stack.last_mut() {
            let mut unvalued = None;
            while let Some((option, _)) = top.options.get(top.next) {
                if self.known(option).is_some() {
                    top.next += 1;
                } else {
                    unvalued = Some(option.clone());
                    break;
                }
            }
            if let Some(option) = unvalued {
                self.open(option, &mut stack);
                continue;
            }
            let Frame {
                position,
                mut options,
                ..
            } = stack.pop().expect("the stack's top");
            let v = self.combine(&position, &options);
            self.memo.set(&position, Slot::Valued(v));
            self.valued += 1;
            options.clear();
            self.spare.push(options);
        }
        self.known(start).expect("the start is valued last")
    }

    /// The options of `position` that attain its value, each with its gain.
    ///
    /// # Example
    /// ```
    /// use grundy::zero_sum::minimax::{Dense, Options, Search};
    /// // Take 1 to 3 stones; taking the last one scores 1, and nothing else scores.
    /// let mut game = Search::negamax(
    ///     |&n: &u32, out: &mut Options<u32, i64>| out.extend((1..=3.min(n)).map(|t| (n - t, 0))),
    ///     |_| -1,
    ///     Dense::new(20),
    /// );
    /// assert_eq!(game.best_options(&10), [(8, 0)]);
    /// ```
    pub fn best_options(&mut self, position: &P) -> Vec<(P, V)> {
        let target = self.value(position);
        let mut options = Vec::new();
        (self.moves)(
            position,
            &mut Options::new(&mut |o, g| options.push((o, g))),
        );
        options.retain(|(option, gain)| {
            let v = self.value(option);
            let through = match self.form {
                Form::Negamax => *gain - v,
                Form::Sides(_) => *gain + v,
            };
            through == target
        });
        options
    }

    /// The value of `position` if it is known; a search under way there is a cycle.
    fn known(&self, position: &P) -> Option<V> {
        match self.memo.get(position) {
            None => None,
            Some(Slot::Valued(v)) => Some(v),
            Some(Slot::Searching) => {
                panic!("the game has a cycle: a position is among its own later options")
            }
        }
    }

    fn open(&mut self, position: P, stack: &mut Vec<Frame<P, V>>) {
        self.memo.set(&position, Slot::Searching);
        let mut options = self.spare.pop().unwrap_or_default();
        (self.moves)(
            &position,
            &mut Options::new(&mut |o, g| options.push((o, g))),
        );
        stack.push(Frame {
            position,
            options,
            next: 0,
        });
    }

    fn combine(&mut self, position: &P, options: &[(P, V)]) -> V {
        let memo = &self.memo;
        let valued = options.iter().map(|(option, gain)| match memo.get(option) {
            Some(Slot::Valued(v)) => (*gain, v),
            _ => unreachable!("every option is valued before its position"),
        });
        match best(&self.form, position, valued) {
            Some(v) => v,
            None => (self.end)(position),
        }
    }
}

impl<P, V, M, E, S> Search<P, V, M, E, S, Dense<V>>
where
    P: DenseKey,
    V: Score,
    M: FnMut(&P, &mut Options<'_, P, V>),
    E: FnMut(&P) -> V,
    S: Fn(&P) -> Side,
{
    /// Values every position of the memo bottom-up, as a loop over a table does: in the
    /// memo's order ([`Dense::bottom_up`]: each number from where its moves cannot come from,
    /// the last number fastest; [`Dense::segments`]: the segments starting last first),
    /// calling `moves` once per position and valuing each option as `moves` gives it, from
    /// the table, with no recursion, no stack and no list of options. Afterwards
    /// [`Search::value`] is a look-up. Correct because every option comes before its
    /// position in that order, which is checked at each option.
    ///
    /// # Panics
    /// If an option does not come before its position: a move takes a number against its
    /// [`Step`] or changes none, leaves a segment for one not inside it, or leaves the memo.
    ///
    /// # Complexity
    /// The work of `moves` on every position of the memo, reachable or not, and one table
    /// read per option; no memory beyond the memo's.
    ///
    /// # Example
    /// A row of numbers, each player in turn takes one from either end and keeps it; the
    /// first player's surplus over the second on the segment `(i, j)` = `row[i..j]`.
    /// ```
    /// use grundy::zero_sum::minimax::{Dense, Options, Search, Step};
    /// let row = [4, 7, 2, 9, 5, 2];
    /// let mut game = Search::negamax(
    ///     |&(i, j): &(usize, usize), out: &mut Options<(usize, usize), i64>| {
    ///         if i < j {
    ///             out.push(((i + 1, j), row[i]));
    ///             out.push(((i, j - 1), row[j - 1]));
    ///         }
    ///     },
    ///     |_| 0,
    ///     // Taking the first item moves i up, taking the last moves j down.
    ///     Dense::bottom_up(&[7, 7], &[Step::Up, Step::Down]),
    /// );
    /// game.fill();
    /// assert_eq!(game.value(&(0, 6)), 18 - 11);
    /// assert_eq!(game.value(&(3, 5)), 9 - 5);
    /// ```
    pub fn fill(&mut self) {
        let Search {
            moves,
            end,
            form,
            memo,
            valued,
            ..
        } = self;
        let len = memo.values.len();
        if memo.filled || len == 0 {
            return;
        }
        // One loop per form and shape, so that none asks which it is at each position.
        match (&*form, memo.walk()) {
            (Form::Negamax, Walk::Grid(order)) => fill_table(
                memo,
                order,
                moves,
                end,
                |gain, value| gain - value,
                |_| true,
            ),
            (Form::Negamax, Walk::Segments(order)) => fill_table(
                memo,
                order,
                moves,
                end,
                |gain, value| gain - value,
                |_| true,
            ),
            (Form::Sides(side), Walk::Grid(order)) => {
                let max = |p: &P| side(p) == Side::Max;
                fill_table(memo, order, moves, end, |gain, value| gain + value, max)
            }
            (Form::Sides(side), Walk::Segments(order)) => {
                let max = |p: &P| side(p) == Side::Max;
                fill_table(memo, order, moves, end, |gain, value| gain + value, max)
            }
        }
        memo.filled = true;
        memo.state = Vec::new();
        *valued = len;
    }
}

/// [`Search::fill`]'s loop for one form and order: `through(gain, value)` is what an option
/// is worth to whoever picks at its position, and `maximise(p)` whether they pick the largest
/// (asked only where there are options). Each option is valued as `moves` gives it, from the
/// table, and only the largest and smallest so far are kept: no list of options is built.
fn fill_table<P, V, M, E>(
    memo: &mut Dense<V>,
    order: impl Order<P::Digits>,
    moves: &mut M,
    end: &mut E,
    through: impl Fn(V, V) -> V,
    maximise: impl Fn(&P) -> bool,
) where
    P: DenseKey,
    V: Score,
    M: FnMut(&P, &mut Options<'_, P, V>),
    E: FnMut(&P) -> V,
{
    let shown = &memo.bounds;
    let values = &mut memo.values[..];
    // Values the position `digits` at `index`, every option's index below it.
    let mut visit = |index: usize, digits: &P::Digits| {
        let position = P::from_digits(digits);
        let (done, rest) = values.split_at_mut(index);
        let (mut count, mut high, mut low) = (0usize, V::default(), V::default());
        moves(
            &position,
            &mut Options::new(&mut |option, gain| {
                let v = match done.get(order.place(&option.digits())) {
                    Some(&value) => through(gain, value),
                    None => out_of_order(shown),
                };
                if count == 0 || v > high {
                    high = v;
                }
                if count == 0 || v < low {
                    low = v;
                }
                count += 1;
            }),
        );
        if count > 0 {
            rest[0] = if maximise(&position) { high } else { low };
        } else {
            // The table was made of defaults (zeros): an end of play valued zero is not
            // stored, so the pages of keys that are no position (no options, valued 0 by
            // `end`) are never written, and for integers and floats never mapped. (A float's
            // −0.0 stays the +0.0 it equals.)
            let v = end(&position);
            if v != V::default() {
                rest[0] = v;
            }
        }
    };
    let n = P::Digits::default().as_ref().len();
    let mut digits = order.first();
    let mut index = 0;
    loop {
        let (start, count, falls) = order.row(&digits);
        for t in 0..count {
            if n > 0 {
                digits.as_mut()[n - 1] = if falls { start - t } else { start + t };
            }
            // The one call of `visit`, so that it is inlined, and `moves` and the options'
            // valuation with it.
            visit(index, &digits);
            index += 1;
        }
        if !order.next_row(&mut digits) {
            return;
        }
    }
}

/// The panic of [`Search::fill`] at an option that has no value yet, out of the loop's way.
#[cold]
#[inline(never)]
fn out_of_order(bounds: &[usize]) -> ! {
    panic!(
        "an option that does not come before its position in the dense memo's order: a move \
         against its step, a move that changes no number, or one past the bounds {:?}",
        bounds
    )
}

/// Minimax with alpha–beta pruning and no memo, for game trees too large to remember: an option
/// is left unsearched once the value can no longer depend on it. Same conventions as
/// [`Search`]; the options are searched in the order `moves` gives them, and the best first
/// prunes the most.
pub struct AlphaBeta<P, V, M, E, S> {
    moves: M,
    end: E,
    form: Form<S>,
    /// One option list per depth, reused.
    buffers: Vec<Vec<(P, V)>>,
    visited: u64,
}

impl<P, V, M, E> AlphaBeta<P, V, M, E, NoSides<P>>
where
    V: Score,
    M: FnMut(&P, &mut Options<'_, P, V>),
    E: FnMut(&P) -> V,
{
    /// The mover's best surplus, as [`Search::negamax`].
    ///
    /// # Example
    /// Nim on three heaps, ±1: the first player wins iff the nim-sum is not 0. Pruning visits
    /// a fraction of the tree.
    /// ```
    /// use grundy::zero_sum::minimax::{AlphaBeta, Options};
    /// let mut game = AlphaBeta::negamax(
    ///     |heaps: &[u8; 3], out: &mut Options<[u8; 3], i64>| {
    ///         for i in 0..3 {
    ///             for left in 0..heaps[i] {
    ///                 let mut next = *heaps;
    ///                 next[i] = left;
    ///                 out.push((next, 0));
    ///             }
    ///         }
    ///     },
    ///     |_| -1,
    /// );
    /// assert_eq!(game.value(&[3, 5, 6]), -1);
    /// assert_eq!(game.value(&[3, 5, 7]), 1);
    /// ```
    pub fn negamax(moves: M, end: E) -> Self {
        AlphaBeta::with_form(moves, end, Form::Negamax)
    }
}

impl<P, V, M, E, S> AlphaBeta<P, V, M, E, S>
where
    V: Score,
    M: FnMut(&P, &mut Options<'_, P, V>),
    E: FnMut(&P) -> V,
    S: Fn(&P) -> Side,
{
    /// The maximiser against the minimiser, as [`Search::minimax`].
    pub fn minimax(moves: M, end: E, side: S) -> Self {
        AlphaBeta::with_form(moves, end, Form::Sides(side))
    }

    fn with_form(moves: M, end: E, form: Form<S>) -> Self {
        AlphaBeta {
            moves,
            end,
            form,
            buffers: Vec::new(),
            visited: 0,
        }
    }

    /// How many positions have been visited over all searches so far.
    pub fn visited(&self) -> u64 {
        self.visited
    }

    /// The value of `start`.
    ///
    /// # Complexity
    /// At most the whole tree, the square root of it when the best option comes first; the
    /// recursion is as deep as the longest play.
    pub fn value(&mut self, start: &P) -> V {
        self.search(start, None, None, 0)
    }

    /// The value of `position` if it lies strictly between `alpha` and `beta` (`None`: no
    /// bound); else a bound on the far side of the one it passed (fail-soft).
    fn search(&mut self, position: &P, alpha: Option<V>, beta: Option<V>, depth: usize) -> V {
        self.visited += 1;
        if self.buffers.len() <= depth {
            self.buffers.push(Vec::new());
        }
        let mut options = std::mem::take(&mut self.buffers[depth]);
        options.clear();
        (self.moves)(
            position,
            &mut Options::new(&mut |o, g| options.push((o, g))),
        );
        let (mut alpha, mut beta) = (alpha, beta);
        let (negamax, max) = match &self.form {
            Form::Negamax => (true, true),
            // No one picks at the end of play: `side` is asked only where someone moves.
            Form::Sides(_) if options.is_empty() => (false, true),
            Form::Sides(side) => (false, side(position) == Side::Max),
        };
        let mut best: Option<V> = None;
        for (option, gain) in &options {
            let gain = *gain;
            // The window for the option's value that keeps this position's in (alpha, beta).
            let v = if negamax {
                let (a, b) = (beta.map(|b| gain - b), alpha.map(|a| gain - a));
                gain - self.search(option, a, b, depth + 1)
            } else {
                let (a, b) = (alpha.map(|a| a - gain), beta.map(|b| b - gain));
                gain + self.search(option, a, b, depth + 1)
            };
            if max {
                if best.map_or(true, |b| v > b) {
                    best = Some(v);
                }
                if alpha.map_or(true, |a| v > a) {
                    alpha = Some(v);
                }
            } else {
                if best.map_or(true, |b| v < b) {
                    best = Some(v);
                }
                if beta.map_or(true, |b| v < b) {
                    beta = Some(v);
                }
            }
            if let (Some(a), Some(b)) = (alpha, beta) {
                if a >= b {
                    break;
                }
            }
        }
        self.buffers[depth] = options;
        match best {
            Some(v) => v,
            None => (self.end)(position),
        }
    }
}
