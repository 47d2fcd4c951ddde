//! The memos of the scored search ([`minimax`](super::minimax)): what is known about each
//! position, in a hash map ([`Hashed`]) or an array indexed by the position ([`Dense`]).
//!
//! A dense key is a tuple or array of small numbers, each below its bound, and its index the
//! mixed-radix number they spell: a bijection between the positions within the bounds and the
//! array's indices. With a [`Step`] per number, each number that moves only up is stored
//! reversed (`bound − 1 − d`), so that when every move takes each number only its own way
//! and changes one, every option has a smaller index than its position (the reversed numbers
//! fall, the others fall or stay, and the first that changes decides the order): the order in
//! which `Search::fill` values the array bottom-up. [`Dense::segments`] holds only the
//! segments `(i, j)`, `i ≤ j ≤ n`, of a row, by `i` falling and then `j` rising: a segment
//! inside another either starts later (an earlier row) or starts with it and ends sooner.
//!
//! ```
//! use grundy::zero_sum::memo::{Dense, Memo, Slot};
//! let mut memo = Dense::grid(&[3, 4]);
//! memo.set(&(2usize, 1usize), Slot::Valued(5i64));
//! assert_eq!(memo.get(&(2usize, 1usize)), Some(Slot::Valued(5)));
//! assert_eq!(memo.get(&(1usize, 2usize)), None);
//! ```

use std::collections::HashMap;
use std::hash::Hash;

/// What a memo holds for a position: its value, or that its search is under way (met again
/// below itself, it would be a cycle).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Slot<V> {
    Searching,
    Valued(V),
}

/// Where a [`Search`](super::minimax::Search) keeps what it has found about each position.
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
pub trait DenseKey: Sized {
    /// The key's numbers as an array, `[usize; N]` for N numbers.
    type Digits: AsRef<[usize]> + AsMut<[usize]> + Copy + Default;

    /// The key's numbers, the first the most significant.
    fn digits(&self) -> Self::Digits;

    /// The key whose numbers are `digits` (each below its bound, so it fits its type).
    fn from_digits(digits: &Self::Digits) -> Self;

    /// The position's index among `bounds[0] × bounds[1] × …` positions, the first number the
    /// most significant; `None` if a number is not below its bound or the count differs.
    fn index_in(&self, bounds: &[usize]) -> Option<usize> {
        mixed_radix(self.digits().as_ref().iter().copied(), bounds)
    }
}

/// One number of a [`DenseKey`]: an unsigned integer or a `bool`.
pub trait DenseDigit: Copy {
    fn digit(self) -> usize;
    /// The number `d`, which fits the type (it is below a bound that does).
    fn from_digit(d: usize) -> Self;
}

macro_rules! dense_digit {
    ($($t:ty),*) => {$(
        impl DenseDigit for $t {
            fn digit(self) -> usize {
                self as usize
            }
            fn from_digit(d: usize) -> Self {
                d as $t
            }
        }
        impl DenseKey for $t {
            type Digits = [usize; 1];
            fn digits(&self) -> [usize; 1] {
                [self.digit()]
            }
            fn from_digits(digits: &[usize; 1]) -> Self {
                <$t>::from_digit(digits[0])
            }
        }
    )*};
}
dense_digit!(u8, u16, u32, u64, usize);

impl DenseDigit for bool {
    fn digit(self) -> usize {
        self as usize
    }
    fn from_digit(d: usize) -> Self {
        d != 0
    }
}

impl DenseKey for bool {
    type Digits = [usize; 1];
    fn digits(&self) -> [usize; 1] {
        [self.digit()]
    }
    fn from_digits(digits: &[usize; 1]) -> Self {
        digits[0] != 0
    }
}

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

impl<T: DenseDigit, const N: usize> DenseKey for [T; N]
where
    [usize; N]: Default,
{
    type Digits = [usize; N];
    fn digits(&self) -> [usize; N] {
        self.map(|d| d.digit())
    }
    fn from_digits(digits: &[usize; N]) -> Self {
        digits.map(T::from_digit)
    }
}

macro_rules! dense_tuple {
    ($(($n:literal; $($t:ident $i:tt),+)),*) => {$(
        impl<$($t: DenseDigit),+> DenseKey for ($($t,)+) {
            type Digits = [usize; $n];
            fn digits(&self) -> [usize; $n] {
                [$(self.$i.digit()),+]
            }
            fn from_digits(digits: &[usize; $n]) -> Self {
                ($($t::from_digit(digits[$i]),)+)
            }
        }
    )*};
}
dense_tuple!(
    (2; A 0, B 1),
    (3; A 0, B 1, C 2),
    (4; A 0, B 1, C 2, D 3),
    (5; A 0, B 1, C 2, D 3, E 4),
    (6; A 0, B 1, C 2, D 3, E 4, F 5)
);

/// Which way every move takes one number of a [`DenseKey`], for [`Dense::bottom_up`]: never
/// up (`Down`, as a pile that shrinks) or never down (`Up`, as a token moving right).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Down,
    Up,
}

/// How a [`Dense`] memo lays out its positions.
pub(super) enum Shape {
    /// Every key below the bounds, in mixed radix. Per number of the key, `(mask, offset)`:
    /// its place in the layout is `(d ^ mask) + offset`, `d` itself for [`Step::Down`] and
    /// `bound − 1 − d` for [`Step::Up`].
    Grid(Vec<(usize, usize)>),
    /// The segments `(i, j)` with `i ≤ j ≤ n`, by `i` from `n` down and then `j` up from `i`:
    /// `(i, j)` is at `T(n − i) + j − i`, where `T(m) = m(m + 1)/2` counts the segments that
    /// start after `i`.
    Segments(usize),
}

/// A memo that is an array indexed by the position: for states that are small integers or bit
/// masks below a length ([`Dense::new`]), or tuples or arrays of them below a bound each
/// ([`Dense::grid`]); [`Dense::bottom_up`] lays them out in an order that
/// [`Search::fill`](super::minimax::Search::fill) fills without recursion.
pub struct Dense<V> {
    /// Each number's bound (shown in messages).
    pub(super) bounds: Vec<usize>,
    pub(super) shape: Shape,
    pub(super) values: Vec<V>,
    /// 0: nothing known, 1: searching, 2: valued.
    pub(super) state: Vec<u8>,
    /// Every position is valued (by `Search::fill`); `state` is not kept.
    pub(super) filled: bool,
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
    /// use grundy::zero_sum::minimax::{Dense, Options, Search};
    /// let mut game = Search::negamax(
    ///     |&(r, c): &(usize, usize), out: &mut Options<(usize, usize), i64>| {
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
        Self::bottom_up(bounds, &vec![Step::Down; bounds.len()])
    }

    /// A memo as [`Dense::grid`] for a game whose every move takes the `k`-th number of the
    /// position only the way `steps[k]` says (or leaves it), and changes some number: then
    /// [`Search::fill`](super::minimax::Search::fill) values every position in one pass, each
    /// option before its position.
    /// A segment `(i, j)` whose moves take an item from either end is `[Step::Up,
    /// Step::Down]`; a token moving right or down, `[Step::Up, Step::Up]`.
    ///
    /// # Panics
    /// If `steps` and `bounds` differ in length, or the number of positions overflows `usize`.
    ///
    /// # Complexity
    /// O(product of the bounds) time and memory.
    ///
    /// # Example
    /// A token on a 3 × 4 board moves one square right or down, scoring the square it
    /// enters for the mover, until it reaches the far corner; the first player's surplus.
    /// ```
    /// use grundy::zero_sum::minimax::{Dense, Options, Search, Step};
    /// let board = [[0, 3, 1, 2], [2, 5, 1, 1], [4, 1, 3, 0]];
    /// let mut game = Search::negamax(
    ///     |&(r, c): &(usize, usize), out: &mut Options<(usize, usize), i64>| {
    ///         if r + 1 < 3 {
    ///             out.push(((r + 1, c), board[r + 1][c]));
    ///         }
    ///         if c + 1 < 4 {
    ///             out.push(((r, c + 1), board[r][c + 1]));
    ///         }
    ///     },
    ///     |_| 0,
    ///     Dense::bottom_up(&[3, 4], &[Step::Up, Step::Up]),
    /// );
    /// game.fill();
    /// // Five moves, three of them the first player's: the second comes out 4 ahead.
    /// assert_eq!(game.value(&(0, 0)), -4);
    /// assert_eq!(game.valued(), 12);
    /// ```
    pub fn bottom_up(bounds: &[usize], steps: &[Step]) -> Self {
        assert_eq!(
            bounds.len(),
            steps.len(),
            "a dense memo needs one step per number of its key"
        );
        let len = bounds
            .iter()
            .try_fold(1usize, |n, &b| n.checked_mul(b))
            .unwrap_or_else(|| panic!("a dense memo over {:?} holds too many positions", bounds));
        let flips = bounds
            .iter()
            .zip(steps)
            .map(|(&b, step)| match step {
                Step::Down => (0, 0),
                // !d + b = b − 1 − d in wrapping arithmetic; a d past its bound wraps past it.
                Step::Up => (!0, b),
            })
            .collect();
        Dense {
            bounds: bounds.to_vec(),
            shape: Shape::Grid(flips),
            values: vec![V::default(); len],
            state: vec![0; len],
            filled: false,
        }
    }

    /// A memo for the segments of a row of `n` items: the positions `(i, j)` with `i ≤ j ≤ n`,
    /// the items `i..j`, and nothing else, so half the memory of [`Dense::grid`] over `[n +
    /// 1, n + 1]`. For a game whose every move leaves a shorter segment inside its position
    /// (takes from either end, or cuts), [`Search::fill`](super::minimax::Search::fill) values
    /// every segment in one pass, shortest rows of the table first: `i` from `n` down, and
    /// for each `i`, `j` up from `i`.
    ///
    /// # Panics
    /// If the number of segments overflows `usize`.
    ///
    /// # Complexity
    /// O(n²) time and memory: (n + 1)(n + 2)/2 values.
    ///
    /// # Example
    /// A row of numbers, each player in turn takes one from either end and keeps it; the
    /// first player's surplus over the second on every segment.
    /// ```
    /// use grundy::zero_sum::minimax::{Dense, Options, Search};
    /// let row = [4, 7, 2, 9, 5, 2];
    /// let mut game = Search::negamax(
    ///     |&(i, j): &(usize, usize), out: &mut Options<(usize, usize), i64>| {
    ///         if i < j {
    ///             out.push(((i + 1, j), row[i]));
    ///             out.push(((i, j - 1), row[j - 1]));
    ///         }
    ///     },
    ///     |_| 0,
    ///     Dense::segments(6),
    /// );
    /// game.fill();
    /// assert_eq!(game.looked_up(&(0, 6)), Some(18 - 11));
    /// assert_eq!(game.looked_up(&(3, 5)), Some(9 - 5));
    /// // (5, 3) is no segment: not in the memo.
    /// assert_eq!(game.valued(), 28);
    /// ```
    pub fn segments(n: usize) -> Self {
        let len = n
            .checked_add(2)
            .and_then(|m| (n + 1).checked_mul(m))
            .map(|m| m / 2)
            .unwrap_or_else(|| {
                panic!(
                    "a dense memo over the segments of {} items holds too many positions",
                    n
                )
            });
        Dense {
            bounds: vec![n + 1, n + 1],
            shape: Shape::Segments(n),
            values: vec![V::default(); len],
            state: vec![0; len],
            filled: false,
        }
    }
}

/// `m(m + 1)/2`: how many segments start after `i` among those of `n` items, for `m = n − i`.
#[inline]
fn triangle(m: usize) -> usize {
    m * (m + 1) / 2
}

/// The order in which [`Search::fill`](super::minimax::Search::fill) visits a dense memo, row
/// by row: in each row only the key's last number changes, one step at a time; `D` is the
/// key's numbers.
pub(super) trait Order<D> {
    /// The index of the position whose numbers are `digits`, or `usize::MAX` (which no memo
    /// reaches) if it is outside the memo.
    fn place(&self, digits: &D) -> usize;
    /// The first row (its last number unset).
    fn first(&self) -> D;
    /// Along the row of `digits`: the last number's first value, how many values, and
    /// whether it falls (else it rises).
    fn row(&self, digits: &D) -> (usize, usize, bool);
    /// Moves `digits` to the next row; false after the last.
    fn next_row(&self, digits: &mut D) -> bool;
}

/// The order of [`Shape::Grid`]: every number from where its moves cannot come from, the
/// last fastest. A position's index is `base + Σ coefficient_k · d_k` in wrapping
/// arithmetic: the mixed-radix number of its numbers, each `d` or, if it steps up, `bound −
/// 1 − d`.
pub(super) struct GridOrder<D> {
    bounds: D,
    coefficients: D,
    ups: D,
    base: usize,
}

impl<D: AsRef<[usize]> + AsMut<[usize]> + Default> GridOrder<D> {
    pub(super) fn new(bounds: &[usize], flips: &[(usize, usize)]) -> Self {
        let mut order = GridOrder {
            bounds: D::default(),
            coefficients: D::default(),
            ups: D::default(),
            base: 0,
        };
        assert_eq!(
            order.bounds.as_ref().len(),
            bounds.len(),
            "positions of another length than the dense memo's bounds {:?}",
            bounds
        );
        let mut stride = 1usize;
        for k in (0..bounds.len()).rev() {
            let up = flips[k].0 != 0;
            order.bounds.as_mut()[k] = bounds[k];
            order.ups.as_mut()[k] = usize::from(up);
            order.coefficients.as_mut()[k] = if up {
                order.base += (bounds[k] - 1) * stride;
                stride.wrapping_neg()
            } else {
                stride
            };
            stride *= bounds[k];
        }
        order
    }
}

impl<D: AsRef<[usize]> + AsMut<[usize]> + Default> Order<D> for GridOrder<D> {
    #[inline]
    fn place(&self, digits: &D) -> usize {
        let mut index = self.base;
        for (k, &d) in digits.as_ref().iter().enumerate() {
            if d >= self.bounds.as_ref()[k] {
                return usize::MAX;
            }
            index = index.wrapping_add(d.wrapping_mul(self.coefficients.as_ref()[k]));
        }
        index
    }

    fn first(&self) -> D {
        let mut digits = D::default();
        for (k, d) in digits.as_mut().iter_mut().enumerate() {
            *d = self.ups.as_ref()[k] * (self.bounds.as_ref()[k] - 1);
        }
        digits
    }

    #[inline]
    fn row(&self, _: &D) -> (usize, usize, bool) {
        match self.bounds.as_ref().len() {
            // A key of no numbers is one position: a row of one.
            0 => (0, 1, false),
            n => {
                let (bound, up) = (self.bounds.as_ref()[n - 1], self.ups.as_ref()[n - 1] == 1);
                (if up { bound - 1 } else { 0 }, bound, up)
            }
        }
    }

    #[inline]
    fn next_row(&self, digits: &mut D) -> bool {
        // The number before the last one step on, carrying into the one before it.
        let n = self.bounds.as_ref().len();
        for k in (0..n.saturating_sub(1)).rev() {
            let (d, bound) = (&mut digits.as_mut()[k], self.bounds.as_ref()[k]);
            if self.ups.as_ref()[k] == 1 {
                if *d > 0 {
                    *d -= 1;
                    return true;
                }
                *d = bound - 1;
            } else {
                if *d + 1 < bound {
                    *d += 1;
                    return true;
                }
                *d = 0;
            }
        }
        false
    }
}

/// The order of [`Shape::Segments`] over `n` items: `i` from `n` down, `j` up from `i`.
pub(super) struct SegmentOrder(pub(super) usize);

impl<D: AsRef<[usize]> + AsMut<[usize]> + Default> Order<D> for SegmentOrder {
    #[inline]
    fn place(&self, digits: &D) -> usize {
        match *digits.as_ref() {
            [i, j] if i <= j && j <= self.0 => triangle(self.0 - i) + (j - i),
            _ => usize::MAX,
        }
    }

    fn first(&self) -> D {
        let mut digits = D::default();
        assert_eq!(
            digits.as_ref().len(),
            2,
            "a segment is a position of two numbers"
        );
        digits.as_mut()[0] = self.0;
        digits
    }

    #[inline]
    fn row(&self, digits: &D) -> (usize, usize, bool) {
        let i = digits.as_ref()[0];
        (i, self.0 - i + 1, false)
    }

    #[inline]
    fn next_row(&self, digits: &mut D) -> bool {
        let i = &mut digits.as_mut()[0];
        *i = match i.checked_sub(1) {
            Some(i) => i,
            None => return false,
        };
        true
    }
}

/// The order of a [`Dense`] memo's shape, for keys of numbers `D`.
pub(super) enum Walk<D> {
    Grid(GridOrder<D>),
    Segments(SegmentOrder),
}

impl<V> Dense<V> {
    /// The order in which [`Search::fill`](super::minimax::Search::fill) visits the memo.
    pub(super) fn walk<D: AsRef<[usize]> + AsMut<[usize]> + Default>(&self) -> Walk<D> {
        match self.shape {
            Shape::Grid(ref flips) => Walk::Grid(GridOrder::new(&self.bounds, flips)),
            Shape::Segments(n) => Walk::Segments(SegmentOrder(n)),
        }
    }

    fn index<P: DenseKey>(&self, position: &P) -> usize {
        self.layout(position).unwrap_or_else(|| {
            panic!(
                "a position outside a dense memo over {:?} (a number past its bound, or a \
                 position of another length)",
                self.bounds
            )
        })
    }

    /// Where `position` is held: the mixed-radix number of its numbers, each flipped if it
    /// steps up; `None` if a number is past its bound or the length differs.
    #[inline]
    fn layout<P: DenseKey>(&self, position: &P) -> Option<usize> {
        let digits = position.digits();
        let digits = digits.as_ref();
        if digits.len() != self.bounds.len() {
            return None;
        }
        let flips = match self.shape {
            Shape::Grid(ref flips) => flips,
            Shape::Segments(n) => {
                return (digits[0] <= digits[1] && digits[1] <= n)
                    .then(|| triangle(n - digits[0]) + digits[1] - digits[0]);
            }
        };
        let mut index = 0;
        for ((&d, &bound), &(mask, offset)) in digits.iter().zip(&self.bounds).zip(flips) {
            let place = (d ^ mask).wrapping_add(offset);
            if place >= bound {
                return None;
            }
            index = index * bound + place;
        }
        Some(index)
    }
}

impl<P: DenseKey, V: Copy> Memo<P, V> for Dense<V> {
    /// # Panics
    /// If the position is outside the bounds the memo was made with.
    fn get(&self, position: &P) -> Option<Slot<V>> {
        let i = self.index(position);
        if self.filled {
            return Some(Slot::Valued(self.values[i]));
        }
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
