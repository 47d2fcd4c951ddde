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
//! its own stack, so a play of 10^6 moves needs no deep recursion. [`AlphaBeta`] remembers
//! nothing and prunes the options that cannot change the value: for trees too large to
//! memoise.

use std::collections::HashMap;
use std::hash::Hash;
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

/// What a memo holds for a position: its value, or that its search is under way (met again
/// below itself, it would be a cycle).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Slot<V> {
    Searching,
    Valued(V),
}

/// Where a [`Search`] keeps what it has found about each position.
pub trait Memo<P, V> {
    /// What is known about `position`; `None` if nothing.
    fn get(&self, position: &P) -> Option<Slot<V>>;
    /// Records `slot` for `position`.
    fn set(&mut self, position: &P, slot: Slot<V>);
}

/// A memo keyed by hashing: any position that is `Clone + Eq + Hash`.
pub struct Hashed<P, V>(HashMap<P, Slot<V>>);

impl<P, V> Hashed<P, V> {
    pub fn new() -> Self {
        Hashed(HashMap::new())
    }
}

impl<P, V> Default for Hashed<P, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: Clone + Eq + Hash, V: Copy> Memo<P, V> for Hashed<P, V> {
    fn get(&self, position: &P) -> Option<Slot<V>> {
        self.0.get(position).copied()
    }
    fn set(&mut self, position: &P, slot: Slot<V>) {
        self.0.insert(position.clone(), slot);
    }
}

/// A position that indexes a [`Dense`] memo: a small integer, a bit mask or a `bool` (one
/// number), or a tuple or array of them (several numbers, each below its own bound: the index
/// is the mixed-radix number they spell, so no packing by hand).
pub trait DenseKey {
    /// The position's index among `bounds[0] × bounds[1] × …` positions, the first number the
    /// most significant; `None` if a number is not below its bound or the count differs.
    fn index_in(&self, bounds: &[usize]) -> Option<usize>;
}

/// One number of a [`DenseKey`]: an unsigned integer or a `bool`.
pub trait DenseDigit: Copy {
    fn digit(self) -> usize;
}

macro_rules! dense_digit {
    ($($t:ty),*) => {$(
        impl DenseDigit for $t {
            fn digit(self) -> usize {
                self as usize
            }
        }
        impl DenseKey for $t {
            fn index_in(&self, bounds: &[usize]) -> Option<usize> {
                mixed_radix(std::iter::once(self.digit()), bounds)
            }
        }
    )*};
}
dense_digit!(u8, u16, u32, u64, usize, bool);

/// The mixed-radix index of `digits` below `bounds`.
fn mixed_radix(digits: impl ExactSizeIterator<Item = usize>, bounds: &[usize]) -> Option<usize> {
    if digits.len() != bounds.len() {
        return None;
    }
    let mut index = 0;
    for (digit, &bound) in digits.zip(bounds) {
        if digit >= bound {
            return None;
        }
        index = index * bound + digit;
    }
    Some(index)
}

impl<T: DenseDigit, const N: usize> DenseKey for [T; N] {
    fn index_in(&self, bounds: &[usize]) -> Option<usize> {
        mixed_radix(self.iter().map(|d| d.digit()), bounds)
    }
}

macro_rules! dense_tuple {
    ($(($($t:ident $i:tt),+)),*) => {$(
        impl<$($t: DenseDigit),+> DenseKey for ($($t,)+) {
            fn index_in(&self, bounds: &[usize]) -> Option<usize> {
                mixed_radix([$(self.$i.digit()),+].iter().copied(), bounds)
            }
        }
    )*};
}
dense_tuple!(
    (A 0, B 1),
    (A 0, B 1, C 2),
    (A 0, B 1, C 2, D 3),
    (A 0, B 1, C 2, D 3, E 4),
    (A 0, B 1, C 2, D 3, E 4, F 5)
);

/// A memo that is an array indexed by the position: for states that are small integers or bit
/// masks below a length ([`Dense::new`]), or tuples or arrays of them below a bound each
/// ([`Dense::grid`]).
pub struct Dense<V> {
    bounds: Vec<usize>,
    values: Vec<V>,
    /// 0: nothing known, 1: searching, 2: valued.
    state: Vec<u8>,
}

impl<V: Default + Clone> Dense<V> {
    /// A memo for positions `0..len`.
    ///
    /// # Complexity
    /// O(len) time and memory (one value and one byte per position).
    pub fn new(len: usize) -> Self {
        Self::grid(&[len])
    }

    /// A memo for positions of several numbers, the `k`-th below `bounds[k]`: a tuple
    /// `(row, column)` below `[rows, columns]`, an array `[u8; 4]` below four bounds.
    ///
    /// # Panics
    /// If the number of positions overflows `usize`.
    ///
    /// # Complexity
    /// O(product of the bounds) time and memory.
    ///
    /// # Example
    /// A queen that moves left, down or diagonally down-left on a board (Wythoff's game): the
    /// mover loses at the positions whose squares are P-positions.
    /// ```
    /// use grundy::zero_sum::minimax::{Dense, Search};
    /// let mut game = Search::negamax(
    ///     |&(r, c): &(usize, usize), out: &mut Vec<((usize, usize), i64)>| {
    ///         out.extend((1..=r).map(|k| ((r - k, c), 0)));
    ///         out.extend((1..=c).map(|k| ((r, c - k), 0)));
    ///         out.extend((1..=r.min(c)).map(|k| ((r - k, c - k), 0)));
    ///     },
    ///     |_| -1,
    ///     Dense::grid(&[8, 8]),
    /// );
    /// let lost: Vec<(usize, usize)> = (0..8)
    ///     .flat_map(|r| (0..r).map(move |c| (r, c)))
    ///     .filter(|p| game.value(p) == -1)
    ///     .collect();
    /// assert_eq!(lost, [(2, 1), (5, 3), (7, 4)]);
    /// ```
    pub fn grid(bounds: &[usize]) -> Self {
        let len = bounds
            .iter()
            .try_fold(1usize, |n, &b| n.checked_mul(b))
            .unwrap_or_else(|| panic!("a dense memo over {:?} holds too many positions", bounds));
        Dense {
            bounds: bounds.to_vec(),
            values: vec![V::default(); len],
            state: vec![0; len],
        }
    }
}

impl<V> Dense<V> {
    fn index<P: DenseKey>(&self, position: &P) -> usize {
        position.index_in(&self.bounds).unwrap_or_else(|| {
            panic!(
                "a position outside a dense memo over {:?} (a number past its bound, or a \
                 position of another length)",
                self.bounds
            )
        })
    }
}

impl<P: DenseKey, V: Copy> Memo<P, V> for Dense<V> {
    /// # Panics
    /// If the position is outside the bounds the memo was made with.
    fn get(&self, position: &P) -> Option<Slot<V>> {
        let i = self.index(position);
        match self.state[i] {
            0 => None,
            1 => Some(Slot::Searching),
            _ => Some(Slot::Valued(self.values[i])),
        }
    }

    fn set(&mut self, position: &P, slot: Slot<V>) {
        let i = self.index(position);
        match slot {
            Slot::Searching => self.state[i] = 1,
            Slot::Valued(v) => {
                self.state[i] = 2;
                self.values[i] = v;
            }
        }
    }
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
    valued: impl Iterator<Item = (V, V)>,
) -> Option<V> {
    let mut valued = valued.peekable();
    // A position without options is valued by `end`: no one picks there, so `side` is not
    // asked (it may index the input by round, which has run out).
    valued.peek()?;
    let (sign, max): (bool, bool) = match form {
        Form::Negamax => (false, true),
        Form::Sides(side) => (true, side(position) == Side::Max),
    };
    let mut best: Option<V> = None;
    for (gain, value) in valued {
        let v = if sign { gain + value } else { gain - value };
        if best.map_or(true, |b| if max { v > b } else { v < b }) {
            best = Some(v);
        }
    }
    best
}

/// A position being expanded: its options, each with its gain, and the first option that may
/// not have been valued yet.
struct Frame<P, V> {
    position: P,
    options: Vec<(P, V)>,
    next: usize,
}

/// Memoised minimax of a finite game: `moves(p, out)` pushes onto `out` each option of `p`
/// with its gain, and `end(p)` values a position with no options. Under negamax a gain is the
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
    M: FnMut(&P, &mut Vec<(P, V)>),
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
    /// use grundy::zero_sum::minimax::{Dense, Search};
    /// let mut game = Search::negamax(
    ///     |&n: &u32, out: &mut Vec<(u32, i64)>| out.extend((1..=2.min(n)).map(|t| (n - t, 0))),
    ///     |_| -1,
    ///     Dense::new(100),
    /// );
    /// let lost: Vec<u32> = (0..12).filter(|&n| game.value(&n) == -1).collect();
    /// assert_eq!(lost, [0, 3, 6, 9]);
    /// ```
    /// Scores: a row of numbers, each player in turn takes one from either end and keeps it;
    /// the first player's surplus over the second.
    /// ```
    /// use grundy::zero_sum::minimax::{Hashed, Search};
    /// let row = [4, 7, 2, 9, 5, 2];
    /// let mut game = Search::negamax(
    ///     |&(i, j): &(usize, usize), out: &mut Vec<((usize, usize), i64)>| {
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
    M: FnMut(&P, &mut Vec<(P, V)>),
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
    /// use grundy::zero_sum::minimax::{Dense, Search, Side};
    /// let carrots = [1, 2, 3, 5];
    /// let mut game = Search::minimax(
    ///     |&mask: &u32, out: &mut Vec<(u32, i64)>| {
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
    /// use grundy::zero_sum::minimax::{Dense, Search};
    /// // Take 1 to 3 stones; taking the last one scores 1, and nothing else scores.
    /// let mut game = Search::negamax(
    ///     |&n: &u32, out: &mut Vec<(u32, i64)>| out.extend((1..=3.min(n)).map(|t| (n - t, 0))),
    ///     |_| -1,
    ///     Dense::new(20),
    /// );
    /// assert_eq!(game.best_options(&10), [(8, 0)]);
    /// ```
    pub fn best_options(&mut self, position: &P) -> Vec<(P, V)> {
        let target = self.value(position);
        let mut options = Vec::new();
        (self.moves)(position, &mut options);
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
        (self.moves)(&position, &mut options);
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
    M: FnMut(&P, &mut Vec<(P, V)>),
    E: FnMut(&P) -> V,
{
    /// The mover's best surplus, as [`Search::negamax`].
    ///
    /// # Example
    /// Nim on three heaps, ±1: the first player wins iff the nim-sum is not 0. Pruning visits
    /// a fraction of the tree.
    /// ```
    /// use grundy::zero_sum::minimax::AlphaBeta;
    /// let mut game = AlphaBeta::negamax(
    ///     |heaps: &[u8; 3], out: &mut Vec<([u8; 3], i64)>| {
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
    M: FnMut(&P, &mut Vec<(P, V)>),
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
        (self.moves)(position, &mut options);
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
