//! Short partizan games `{L | R}` in canonical form, each stored once in an arena ([`Games`]),
//! so a game is a small handle ([`Game`]) and two games are equal exactly when their handles
//! are: sum, negative, comparison, outcome class, and recognition of numbers, nimbers, ups
//! and switches.
//!
//! G ≤ H holds when no G^L ≥ H and no H^R ≤ G (Conway's definition), and the canonical form
//! is what remains once dominated options are removed and reversible ones bypassed: a Left
//! option G^L with some G^LR ≤ G is replaced by the Left options of that G^LR (and dually);
//! two games are equal exactly when their canonical forms are identical (Conway), which is why
//! storing each canonical form once makes equality a comparison of handles. Numbers are kept
//! as dyadic rationals and never expanded: `{a | b}` with numbers a < b is the simplest number
//! between (simplicity theorem), x + G is `{x + G^L | x + G^R}` when G is not a number (number
//! translation), and x ≤ G holds exactly when no G^R ≤ x (number avoidance: if a player can win
//! G − x, some winning move is in G), so an integer n costs one node, not n.
//!
//! Most comparisons are settled by stops alone. L(G) is the number play reaches when Left
//! starts and both keep playing until a number, adorned x⁺ if it is reached with Right to move
//! (Left moved last) and x⁻ if with Left to move, ordered x⁻ < x⁺ < y⁻ for x < y; R(G) when
//! Right starts, likewise (a number x has L = x⁻, R = x⁺). By number avoidance Left, moving
//! first in G − x, may keep to G, and at x − x the player to move loses: so Left moving first
//! wins G − x exactly when L(G) ≥ x⁺, that is G ≤ x exactly when L(G) ≤ x⁻, and dually G ≥ x
//! exactly when R(G) ≥ x⁺. Then G ≤ H forces L(G) ≤ L(H) (each x with H ≤ x has G ≤ x) and
//! R(G) ≤ R(H), and L(G) < R(H) gives a number x with L(G) ≤ x⁻ and x⁺ ≤ R(H), so G ≤ x ≤ H.
//! The same holds for G + * and H + * (G ≤ H exactly when G + * ≤ H + *), whose adorned stops
//! are kept too: G + * is `{G^L + *, G | G^R + *, G}`, so L(G + *) is the largest of R(G) and
//! the R(G^L + *), and dually; the one exception is G = x*, where G + * is the number x.
//!
//! When G is canonical and not a number, `{x + G^L | x + G^R}` (each option canonical) is
//! already the canonical form of x + G, so it is stored with no comparison. No option is
//! dominated, since x + A ≤ x + B exactly when A ≤ B. None is reversible: for G^L not a
//! number, by induction x + G^L is `{x + G^LL | x + G^LR}`, and x + G^LR ≤ x + G would make
//! G^L reversible in G. For G^L a number y, the Right option of the number x + y is a number
//! z above x + y; if z ≤ x + G then w = z − x is a number with y < w ≤ G, so R(G) ≥ w (stops
//! are monotone) and L(G) ≥ R(G) (G is not a number), so some G^L' has R(G^L') ≥ w > y,
//! which makes G^L' > y (a game whose Right stop exceeds a number exceeds it): y was
//! dominated. Dually for Right.

use super::dyadic::Dyadic;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// A game stored in a [`Games`] arena: a handle to its canonical form, so two handles of one
/// arena are equal exactly when the games are equal.
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// let mut games = Games::new();
/// let (star, zero) = (games.star(), games.zero());
/// let twice = games.sum(star, star).unwrap();
/// assert_eq!(twice, zero); // * + * = 0
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Game(u32);

impl Game {
    /// The position of this game in its arena (games are numbered from 0 as they are stored).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let zero = games.zero();
    /// assert!(zero.index() < games.stored());
    /// ```
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Who wins a game, whoever starts: Conway's four outcome classes.
///
/// # Example
/// ```
/// use grundy::partizan::game::{Games, Outcome};
/// let mut games = Games::new();
/// let star = games.star();
/// assert_eq!(games.outcome(star), Outcome::Next);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Left wins moving first or second: G > 0.
    Left,
    /// Right wins moving first or second: G < 0.
    Right,
    /// The first player wins: G is confused with 0.
    Next,
    /// The second player wins: G = 0.
    Previous,
}

impl Outcome {
    /// `L`, `R`, `N` or `P`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Outcome;
    /// assert_eq!(Outcome::Previous.letter(), 'P');
    /// ```
    pub fn letter(self) -> char {
        match self {
            Outcome::Left => 'L',
            Outcome::Right => 'R',
            Outcome::Next => 'N',
            Outcome::Previous => 'P',
        }
    }

    /// Whether Left wins when Left moves first (classes L and N).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Outcome;
    /// assert!(Outcome::Next.left_wins_moving_first());
    /// assert!(!Outcome::Previous.left_wins_moving_first());
    /// ```
    pub fn left_wins_moving_first(self) -> bool {
        matches!(self, Outcome::Left | Outcome::Next)
    }

    /// Whether Right wins when Right moves first (classes R and N).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Outcome;
    /// assert!(Outcome::Right.right_wins_moving_first());
    /// ```
    pub fn right_wins_moving_first(self) -> bool {
        matches!(self, Outcome::Right | Outcome::Next)
    }
}

/// Why a game could not be built.
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::Dyadic;
/// use grundy::partizan::game::{Error, Games};
/// let mut games = Games::new();
/// let huge = games.number(Dyadic::new(i64::MAX, 0).unwrap());
/// assert_eq!(games.sum(huge, huge), Err(Error::Overflow));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Error {
    /// A number in it does not fit in a [`Dyadic`] (64-bit numerator, denominator at most
    /// 2^62).
    Overflow,
    /// It needs more games than the arena's limit ([`Games::with_limit`]).
    TooManyGames,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Overflow => write!(
                f,
                "a number does not fit in 64 bits (numerator below 2^63, denominator at most 2^62)"
            ),
            Error::TooManyGames => write!(f, "the game needs more subgames than the limit"),
        }
    }
}

/// A number plus a multiple of up plus a nimber, `x + n·↑ + *m`: the games CGSuite writes
/// `x^n*m` (`^*`, `1/2v`, `3*2`).
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::Dyadic;
/// use grundy::partizan::game::{Games, Nus};
/// let mut games = Games::new();
/// let (up, star) = (games.up(), games.star());
/// let up_star = games.sum(up, star).unwrap();
/// let expected = Nus { number: Dyadic::ZERO, ups: 1, star: 1 };
/// assert_eq!(games.as_nus(up_star), Some(expected));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Nus {
    /// The number x.
    pub number: Dyadic,
    /// n: how many ups (negative: downs).
    pub ups: i64,
    /// m of the nimber *m.
    pub star: u32,
}

/// One stored canonical form: what comparisons read, in one cache line.
#[derive(Clone, Debug)]
struct Node {
    left_stop: Dyadic,
    right_stop: Dyadic,
    /// The Left options are `options[start..start + left]`, the Right ones follow; a number's
    /// options are not stored (see [`Dyadic::left_option`]).
    start: u32,
    left: u32,
    right: u32,
    /// Whether this is a number (then both stops are its value).
    number: bool,
    /// Whether Left's stop is reached with Right to move (Left made the last move): the
    /// adornment of the stop, see [`Games::le`].
    left_plus: bool,
    /// Whether Right's stop is reached with Right to move (Left made the last move).
    right_plus: bool,
    /// The adorned stops (Left's, Right's) of G + *.
    starred: (Adorned, Adorned),
}

/// A stop with its adornment: whether it is reached with Right to move (`true`, written
/// x⁺) or with Left to move (x⁻); ordered x⁻ < x⁺ < y⁻ for x < y.
type Adorned = (Dyadic, bool);

impl Node {
    fn left_adorned(&self) -> Adorned {
        (self.left_stop, self.left_plus)
    }

    fn right_adorned(&self) -> Adorned {
        (self.right_stop, self.right_plus)
    }
}

/// What the rest of a stored form's description needs.
#[derive(Clone, Debug)]
struct About {
    nus: Option<Nus>,
    /// 0 for a number, else 1 + the largest height of an option: how deep recursion on the
    /// game can go.
    height: u32,
}

/// A fast hash for small integer keys (the multiplicative hash rustc uses).
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn write_i64(&mut self, n: i64) {
        self.add(n as u64);
    }

    fn write_u8(&mut self, n: u8) {
        self.add(n as u64);
    }
}

/// A hash map with [`FxHasher`], for keys that are small integers.
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// Sorts tagged options and merges repeats of a game into one, with the families of all.
fn merge_duplicates(options: &mut Vec<(Game, u8)>) {
    options.sort_unstable();
    options.dedup_by(|later, kept| {
        let same = later.0 == kept.0;
        if same {
            kept.1 |= later.1;
        }
        same
    });
}

/// Comparisons already decided, keyed by the pair of games: open addressing over one array
/// of words, each a key with the answer in its top bit (game indices stay below 2^31), so a
/// lookup reads one cache line. 0 marks an empty slot (no pair (0, 0) is stored: g ≤ g is
/// answered before). Kept at most half full.
#[derive(Clone, Default)]
struct Answers {
    slots: Vec<u64>,
    len: usize,
    /// 64 − log2(slots): the slot of a key is the top bits of its multiplicative hash.
    shift: u32,
}

const ANSWER: u64 = 1 << 63;

impl Answers {
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    fn get(&self, key: u64) -> Option<bool> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        loop {
            let word = self.slots[i];
            if word == 0 {
                return None;
            }
            if word & !ANSWER == key {
                return Some(word & ANSWER != 0);
            }
            i = (i + 1) & mask;
        }
    }

    /// Asks the processor to bring the slot of `key` into cache, so that several lookups
    /// wait for memory together rather than one after another.
    fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        if !self.slots.is_empty() {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let slot = self.slots.as_ptr().wrapping_add(self.slot(key));
            // SAFETY: a prefetch is only a hint: it reads nothing and never faults, whatever the
            // address, and SSE, which it needs, is part of every x86-64 processor.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
        }
    }

    fn insert(&mut self, key: u64, answer: bool) {
        if 2 * (self.len + 1) > self.slots.len() {
            let old = std::mem::take(&mut self.slots);
            self.slots = vec![0; (old.len() * 2).max(1 << 10)];
            self.shift = 64 - self.slots.len().trailing_zeros();
            self.len = 0;
            for word in old.into_iter().filter(|&w| w != 0) {
                self.insert(word & !ANSWER, word & ANSWER != 0);
            }
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        while self.slots[i] != 0 && self.slots[i] & !ANSWER != key {
            i = (i + 1) & mask;
        }
        if self.slots[i] == 0 {
            self.len += 1;
        }
        self.slots[i] = key | if answer { ANSWER } else { 0 };
    }
}

/// A tag bit marking an option found dominated, while [`Games::remove_dominated`] runs.
const DOMINATED: u8 = 0x80;

/// The sides of a game, for [`Games::side_len`] and [`Games::side_option`].
const LEFT: bool = true;
const RIGHT: bool = false;

/// Marks the end of the Left options in a key of [`Games::by_options`].
const BAR: u32 = u32::MAX;

/// A game under construction, `{left | right}`, compared with stored games while its
/// reversible options are found; its value never changes while they are bypassed.
struct Form {
    left: Vec<Game>,
    right: Vec<Game>,
}

/// Games known not to reverse any option of a form G under construction: none in `below` is
/// ≤ G, none in `above` is ≥ G. For G = g + h with g and h canonical these are the stored
/// sums g^LR + h (and g + h^LR): g^LR + h ≤ g + h would mean g^LR ≤ g, making g^L reversible
/// in g's canonical form; dually g^RL + h and g + h^RL. They are typically the Right options
/// of the Left options g^L + h, so most of the search for reversible options is skipped.
/// Gathered when first needed.
#[derive(Default)]
struct NeverReversing {
    /// (g, h) while not yet gathered.
    of: Option<(Game, Game)>,
    /// Sorted.
    below: Vec<Game>,
    /// Sorted.
    above: Vec<Game>,
}

/// Bounds on the stops of a form `{L | R}` under construction, from its options alone:
/// a = max R(G^L) and b = min L(G^R). These are G's stops unless G equals a number x, and
/// then a ≤ x ≤ b (no G^L ≥ x, so R(G^L) ≤ x, and dually). So L(G) lies in [a, max(a, b)]
/// and R(G) in [min(a, b), b]; `None` is an infinite bound (no option on that side).
struct FormStops {
    /// Lower and upper bounds on L(G).
    left: (Option<Dyadic>, Option<Dyadic>),
    /// Lower and upper bounds on R(G).
    right: (Option<Dyadic>, Option<Dyadic>),
}

impl FormStops {
    fn of(games: &Games, left: &[Game], right: &[Game]) -> FormStops {
        let a = left.iter().map(|&l| games.right_stop(l)).max();
        let b = right.iter().map(|&r| games.left_stop(r)).min();
        let (min, max) = match (a, b) {
            (Some(a), Some(b)) => (Some(a.min(b)), Some(a.max(b))),
            // min(a, +∞) = a, max(a, +∞) = +∞; min(−∞, b) = −∞, max(−∞, b) = b.
            (Some(a), None) => (Some(a), None),
            (None, b) => (None, b),
        };
        FormStops {
            left: (a, max),
            right: (min, b),
        }
    }

    /// Whether x ≤ G, if the stops (l, r) of x decide it: not if r > R(G) or l > L(G) can
    /// hold for sure (stops are monotone), yes if l < R(G) surely (a number between them).
    fn compare_below(&self, l: Dyadic, r: Dyadic) -> Option<bool> {
        let above = |x: Dyadic, upper: Option<Dyadic>| upper.is_some_and(|u| x > u);
        if above(r, self.right.1) || above(l, self.left.1) {
            return Some(false);
        }
        match self.right.0 {
            Some(low) if l < low => Some(true),
            _ => None,
        }
    }

    /// Whether x ≥ G, if the stops (l, r) of x decide it (dually).
    fn compare_above(&self, l: Dyadic, r: Dyadic) -> Option<bool> {
        let below = |x: Dyadic, lower: Option<Dyadic>| lower.is_some_and(|v| x < v);
        if below(l, self.left.0) || below(r, self.right.0) {
            return Some(false);
        }
        match self.left.1 {
            Some(high) if r > high => Some(true),
            _ => None,
        }
    }
}

/// An arena of canonical forms: every game built in it is stored once, with its options, and
/// comparisons and sums already computed are remembered.
///
/// # Panics
/// A [`Game`] is an index into the arena that made it: handed to another arena, it may
/// panic (out of bounds) or name another game.
///
/// # Example
/// ```
/// use grundy::partizan::game::{Games, Outcome};
/// let mut games = Games::new();
/// let (one, minus_one) = (games.integer(1), games.integer(-1));
/// let switch = games.from_options(&[one], &[minus_one]).unwrap(); // ±1
/// let up = games.up();
/// let g = games.sum(switch, up).unwrap();
/// assert_eq!(games.outcome(g), Outcome::Next);
/// let zero = games.zero();
/// assert!(games.compare(g, zero).is_none()); // confused with 0
/// ```
#[derive(Clone)]
pub struct Games {
    nodes: Vec<Node>,
    about: Vec<About>,
    options: Vec<Game>,
    by_options: FastMap<Box<[u32]>, Game>,
    by_number: FastMap<Dyadic, Game>,
    le_memo: Answers,
    sum_memo: FastMap<u64, Game>,
    neg_memo: FastMap<u32, Game>,
    limit: usize,
}

impl Default for Games {
    fn default() -> Self {
        Games::new()
    }
}

impl fmt::Debug for Games {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Games({} stored)", self.nodes.len())
    }
}

fn key(g: Game, h: Game) -> u64 {
    (g.0 as u64) << 32 | h.0 as u64
}

impl Games {
    /// An empty arena with no limit on its size.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let zero = games.zero();
    /// assert_eq!(games.as_number(zero).unwrap().to_string(), "0");
    /// ```
    pub fn new() -> Games {
        Games::with_limit(usize::MAX)
    }

    /// An empty arena in which [`Games::from_options`] and [`Games::sum`] fail with
    /// [`Error::TooManyGames`] once `max_games` games are stored (numbers, nimbers and
    /// negatives are always built), so that a caller can bound time and memory.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::{Error, Games};
    /// let mut games = Games::with_limit(3);
    /// let (zero, one, two) = (games.zero(), games.integer(1), games.integer(2));
    /// assert_eq!(games.from_options(&[two], &[zero]), Err(Error::TooManyGames));
    /// ```
    pub fn with_limit(max_games: usize) -> Games {
        Games {
            nodes: Vec::new(),
            about: Vec::new(),
            options: Vec::new(),
            by_options: FastMap::default(),
            by_number: FastMap::default(),
            le_memo: Answers::default(),
            sum_memo: FastMap::default(),
            neg_memo: FastMap::default(),
            limit: max_games,
        }
    }

    /// How many games are stored.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// games.nimber(3); // 0, *, *2, *3
    /// assert_eq!(games.stored(), 4);
    /// ```
    pub fn stored(&self) -> usize {
        self.nodes.len()
    }

    /// The number `x`.
    ///
    /// # Complexity
    /// O(1): a number's options are made only when asked for.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let half = games.number(Dyadic::new(1, 1).unwrap());
    /// let one = games.integer(1);
    /// let zero = games.zero();
    /// assert_eq!(games.from_options(&[zero], &[one]), Ok(half));
    /// ```
    pub fn number(&mut self, x: Dyadic) -> Game {
        if let Some(&g) = self.by_number.get(&x) {
            return g;
        }
        let g = Game(self.nodes.len() as u32);
        self.nodes.push(Node {
            left_stop: x,
            right_stop: x,
            start: self.options.len() as u32,
            left: 0,
            right: 0,
            number: true,
            left_plus: false,
            right_plus: true,
            starred: ((x, true), (x, false)),
        });
        self.about.push(About {
            nus: Some(Nus {
                number: x,
                ups: 0,
                star: 0,
            }),
            height: 0,
        });
        self.by_number.insert(x, g);
        g
    }

    /// The integer `n`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (a, b) = (games.integer(2), games.integer(-3));
    /// let c = games.sum(a, b).unwrap();
    /// assert_eq!(c, games.integer(-1));
    /// ```
    pub fn integer(&mut self, n: i32) -> Game {
        self.number(Dyadic::integer(n))
    }

    /// 0 = `{ | }`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let zero = games.zero();
    /// assert!(games.left_options(zero).is_empty() && games.right_options(zero).is_empty());
    /// ```
    pub fn zero(&mut self) -> Game {
        self.number(Dyadic::ZERO)
    }

    /// The nimber *n = `{0, *, …, *(n-1) | 0, *, …, *(n-1)}`.
    ///
    /// # Complexity
    /// Stores *0 to *n, with O(n²) options in all.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (a, b) = (games.nimber(3), games.nimber(5));
    /// let c = games.sum(a, b).unwrap();
    /// assert_eq!(games.as_nimber(c), Some(6)); // 3 XOR 5
    /// ```
    pub fn nimber(&mut self, n: u32) -> Game {
        self.number_plus_nimber(Dyadic::ZERO, n)
    }

    /// `x + *n`, stored as it is: its options x + *k (k < n) are pairwise incomparable, so none
    /// dominates another, and none is reversible since no x + *j ≤ x + *k for j ≠ k.
    fn number_plus_nimber(&mut self, x: Dyadic, n: u32) -> Game {
        let mut all = vec![self.number(x)];
        for _ in 0..n {
            let g = self.intern(all.clone(), all.clone());
            all.push(g);
        }
        all[n as usize]
    }

    /// * = `{0 | 0}`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let star = games.star();
    /// assert_eq!(games.as_nimber(star), Some(1));
    /// ```
    pub fn star(&mut self) -> Game {
        self.nimber(1)
    }

    /// ↑ = `{0 | *}`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, zero, star) = (games.up(), games.zero(), games.star());
    /// assert_eq!(games.from_options(&[zero], &[star]), Ok(up));
    /// assert!(games.le(zero, up) && games.compare(up, star).is_none());
    /// ```
    pub fn up(&mut self) -> Game {
        let (zero, star) = (self.zero(), self.star());
        self.intern(vec![zero], vec![star])
    }

    /// ↓ = `{* | 0}`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, down) = (games.up(), games.down());
    /// assert_eq!(games.neg(up), down);
    /// ```
    pub fn down(&mut self) -> Game {
        let up = self.up();
        self.neg(up)
    }

    /// The game `x + n·↑ + *m`, or an error if `n` is so large that the arena's limit is
    /// reached first.
    ///
    /// # Complexity
    /// O(|n| + m²) new games at most.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::{Games, Nus};
    /// let mut games = Games::new();
    /// let double_up = Nus { number: Dyadic::ZERO, ups: 2, star: 0 };
    /// let g = games.nus(double_up).unwrap();
    /// let up = games.up();
    /// assert_eq!(games.sum(up, up), Ok(g));
    /// ```
    pub fn nus(&mut self, nus: Nus) -> Result<Game, Error> {
        let Nus {
            number: x,
            ups: n,
            star: m,
        } = nus;
        if n.unsigned_abs() as usize >= self.limit.saturating_sub(self.nodes.len()) {
            return Err(Error::TooManyGames);
        }
        let steps = n.unsigned_abs();
        // x + k·↑ + *(m XOR parity of n - k), from k = 0 up to |n|, each {x | the last} for
        // ups (or {the last | x} for downs); x + ↑* is {x, x* | x}.
        let star_at = |k: u64| m ^ ((steps - k) & 1) as u32;
        let mut g = self.number_plus_nimber(x, star_at(0));
        let xg = self.number(x);
        for k in 1..=steps {
            let s = star_at(k);
            g = if k == 1 && s == 1 {
                let x_star = self.number_plus_nimber(x, 1);
                if n > 0 {
                    self.intern(vec![xg, x_star], vec![xg])
                } else {
                    self.intern(vec![xg], vec![xg, x_star])
                }
            } else if n > 0 {
                self.intern(vec![xg], vec![g])
            } else {
                self.intern(vec![g], vec![xg])
            };
        }
        Ok(g)
    }

    /// The canonical form of `{left | right}`.
    ///
    /// # Errors
    /// [`Error::Overflow`] if it is a number that does not fit (`{0 | 1/2^62}`), or
    /// [`Error::TooManyGames`] past the arena's limit.
    ///
    /// # Complexity
    /// O(k²) comparisons for k options, each remembered once computed.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (zero, star, up) = (games.zero(), games.star(), games.up());
    /// // {0, * | 0} is ↑*; {0, ↑ | 0}: ↑ is reversible through *, so it is {0, 0 | 0} = *.
    /// let up_star = games.from_options(&[zero, star], &[zero]).unwrap();
    /// assert_eq!(games.sum(up, star), Ok(up_star));
    /// assert_eq!(games.from_options(&[zero, up], &[zero]), Ok(star));
    /// ```
    pub fn from_options(&mut self, left: &[Game], right: &[Game]) -> Result<Game, Error> {
        if let Some(x) = self.number_between(left.iter().copied(), right.iter().copied())? {
            return Ok(self.number(x));
        }
        self.canonical(left.to_vec(), right.to_vec())
    }

    /// The Left options of `g` in canonical form.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let g = games.number(Dyadic::new(3, 2).unwrap()); // 3/4 = {1/2 | 1}
    /// let half = games.number(Dyadic::new(1, 1).unwrap());
    /// assert_eq!(games.left_options(g), vec![half]);
    /// ```
    pub fn left_options(&mut self, g: Game) -> Vec<Game> {
        match self.as_number(g) {
            Some(x) => x
                .left_option()
                .map(|y| self.number(y))
                .into_iter()
                .collect(),
            None => self.lefts(g).to_vec(),
        }
    }

    /// The Right options of `g` in canonical form.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, star) = (games.up(), games.star());
    /// assert_eq!(games.right_options(up), vec![star]);
    /// ```
    pub fn right_options(&mut self, g: Game) -> Vec<Game> {
        match self.as_number(g) {
            Some(x) => x
                .right_option()
                .map(|y| self.number(y))
                .into_iter()
                .collect(),
            None => self.rights(g).to_vec(),
        }
    }

    /// How many options `g` has on one side ([`LEFT`] or [`RIGHT`]), a number's included.
    fn side_len(&self, g: Game, side: bool) -> usize {
        match self.as_number(g) {
            Some(x) if side => x.left_option().is_some() as usize,
            Some(x) => x.right_option().is_some() as usize,
            None if side => self.nodes[g.index()].left as usize,
            None => self.nodes[g.index()].right as usize,
        }
    }

    /// The `i`-th option of `g` on one side, `i` below [`Games::side_len`]: what
    /// [`Games::left_options`] and [`Games::right_options`] list, with no list made.
    fn side_option(&mut self, g: Game, side: bool, i: usize) -> Game {
        match self.as_number(g) {
            Some(x) => {
                let y = if side {
                    x.left_option()
                } else {
                    x.right_option()
                };
                self.number(y.expect("an option below side_len"))
            }
            None if side => self.lefts(g)[i],
            None => self.rights(g)[i],
        }
    }

    /// The stored Left options (none for a number).
    pub(crate) fn lefts(&self, g: Game) -> &[Game] {
        let node = &self.nodes[g.index()];
        &self.options[node.start as usize..(node.start + node.left) as usize]
    }

    /// The stored Right options (none for a number).
    pub(crate) fn rights(&self, g: Game) -> &[Game] {
        let node = &self.nodes[g.index()];
        let from = (node.start + node.left) as usize;
        &self.options[from..from + node.right as usize]
    }

    /// `g` as a number, if it is one.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (zero, one) = (games.zero(), games.integer(1));
    /// let half = games.from_options(&[zero], &[one]).unwrap();
    /// assert_eq!(games.as_number(half).unwrap().to_string(), "1/2");
    /// ```
    pub fn as_number(&self, g: Game) -> Option<Dyadic> {
        let node = &self.nodes[g.index()];
        if node.number {
            Some(node.left_stop)
        } else {
            None
        }
    }

    /// n if `g` is the nimber *n.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let zero = games.zero();
    /// let star = games.from_options(&[zero], &[zero]).unwrap();
    /// assert_eq!(games.as_nimber(star), Some(1));
    /// ```
    pub fn as_nimber(&self, g: Game) -> Option<u32> {
        match self.about[g.index()].nus {
            Some(n) if n.number == Dyadic::ZERO && n.ups == 0 => Some(n.star),
            _ => None,
        }
    }

    /// `g` as x + n·↑ + *m, if it is one.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let down = games.down();
    /// assert_eq!(games.as_nus(down).unwrap().ups, -1);
    /// ```
    pub fn as_nus(&self, g: Game) -> Option<Nus> {
        self.about[g.index()].nus
    }

    /// `(a, b)` if `g` is the switch `{a | b}` with numbers a > b.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (one, minus_one) = (games.integer(1), games.integer(-1));
    /// let pm_one = games.from_options(&[one], &[minus_one]).unwrap();
    /// assert_eq!(games.as_switch(pm_one), Some((Dyadic::integer(1), Dyadic::integer(-1))));
    /// ```
    pub fn as_switch(&self, g: Game) -> Option<(Dyadic, Dyadic)> {
        match (self.lefts(g), self.rights(g)) {
            (&[l], &[r]) => match (self.as_number(l), self.as_number(r)) {
                (Some(a), Some(b)) if a > b => Some((a, b)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Left's stop: the number play reaches when Left starts and both keep playing until a
    /// number is reached (a number is its own stop).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (three, one) = (games.integer(3), games.integer(1));
    /// let g = games.from_options(&[three], &[one]).unwrap();
    /// assert_eq!(games.left_stop(g).to_string(), "3");
    /// assert_eq!(games.right_stop(g).to_string(), "1");
    /// ```
    pub fn left_stop(&self, g: Game) -> Dyadic {
        self.nodes[g.index()].left_stop
    }

    /// Right's stop (see [`Games::left_stop`]).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let up = games.up();
    /// assert_eq!(games.right_stop(up).to_string(), "0");
    /// ```
    pub fn right_stop(&self, g: Game) -> Dyadic {
        self.nodes[g.index()].right_stop
    }

    /// 0 for a number, else 1 + the largest height of an option: how deep the recursion of a
    /// comparison or a sum involving `g` can go.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, seven) = (games.up(), games.integer(7));
    /// assert_eq!((games.height(up), games.height(seven)), (2, 0));
    /// ```
    pub fn height(&self, g: Game) -> u32 {
        self.about[g.index()].height
    }

    /// Whether g ≤ h: no g^L ≥ h and no h^R ≤ g.
    ///
    /// # Complexity
    /// Each pair of subgames is compared once and remembered; recursion at most
    /// `height(g) + height(h)` deep.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (zero, up, star) = (games.zero(), games.up(), games.star());
    /// assert!(games.le(zero, up) && !games.le(up, zero));
    /// assert!(!games.le(zero, star) && !games.le(star, zero));
    /// ```
    pub fn le(&mut self, g: Game, h: Game) -> bool {
        if g == h {
            return true;
        }
        let (x, y) = (self.as_number(g), self.as_number(h));
        if let (Some(a), Some(b)) = (x, y) {
            return a <= b;
        }
        // Adorned stops are monotone: g ≤ h forces both of g's to be at most h's.
        let (a, b) = (&self.nodes[g.index()], &self.nodes[h.index()]);
        if a.left_adorned() > b.left_adorned() || a.right_adorned() > b.right_adorned() {
            return false;
        }
        // A number x with L(g) ≤ x⁻ and R(h) ≥ x⁺ has g ≤ x ≤ h.
        if a.left_adorned() < b.right_adorned() {
            return true;
        }
        // The same for g + * and h + *.
        let (a, b) = (self.nodes[g.index()].starred, self.nodes[h.index()].starred);
        if a.0 > b.0 || a.1 > b.1 {
            return false;
        }
        if a.0 < b.1 {
            return true;
        }
        let k = key(g, h);
        if let Some(known) = self.le_memo.get(k) {
            return known;
        }
        if x.is_none() {
            for &gl in self.lefts(g) {
                self.le_memo.prefetch(key(h, gl));
            }
        }
        if y.is_none() {
            for &hr in self.rights(h) {
                self.le_memo.prefetch(key(hr, g));
            }
        }
        let mut result = true;
        if x.is_none() {
            // By number avoidance, against a number y only g's own Left options matter.
            for i in 0..self.nodes[g.index()].left as usize {
                let gl = self.lefts(g)[i];
                if self.le(h, gl) {
                    result = false;
                    break;
                }
            }
        }
        if result && y.is_none() {
            for i in 0..self.nodes[h.index()].right as usize {
                let hr = self.rights(h)[i];
                if self.le(hr, g) {
                    result = false;
                    break;
                }
            }
        }
        if k & ANSWER == 0 {
            self.le_memo.insert(k, result);
        }
        result
    }

    /// Whether g ≥ h.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (one, up) = (games.integer(1), games.up());
    /// assert!(games.ge(one, up));
    /// ```
    pub fn ge(&mut self, g: Game, h: Game) -> bool {
        self.le(h, g)
    }

    /// How g compares with h: `None` when they are confused (neither ≤ holds).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// use std::cmp::Ordering;
    /// let mut games = Games::new();
    /// let (up, star, zero) = (games.up(), games.star(), games.zero());
    /// assert_eq!(games.compare(up, zero), Some(Ordering::Greater));
    /// assert_eq!(games.compare(up, star), None);
    /// ```
    pub fn compare(&mut self, g: Game, h: Game) -> Option<Ordering> {
        match (self.le(g, h), self.le(h, g)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }

    /// Who wins `g`: Left moving first wins unless g ≤ 0, Right moving first unless g ≥ 0.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::{Games, Outcome};
    /// let mut games = Games::new();
    /// let (up, down, zero) = (games.up(), games.down(), games.zero());
    /// assert_eq!(games.outcome(up), Outcome::Left);
    /// assert_eq!(games.outcome(down), Outcome::Right);
    /// assert_eq!(games.outcome(zero), Outcome::Previous);
    /// ```
    pub fn outcome(&mut self, g: Game) -> Outcome {
        let zero = self.zero();
        match (self.le(g, zero), self.le(zero, g)) {
            (false, true) => Outcome::Left,
            (true, false) => Outcome::Right,
            (false, false) => Outcome::Next,
            (true, true) => Outcome::Previous,
        }
    }

    /// −g: Left's and Right's options swapped, recursively.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (two, zero) = (games.integer(2), games.zero());
    /// let g = games.from_options(&[two], &[zero]).unwrap();
    /// let minus_g = games.neg(g);
    /// assert_eq!(games.sum(g, minus_g), Ok(zero));
    /// ```
    pub fn neg(&mut self, g: Game) -> Game {
        if let Some(x) = self.as_number(g) {
            return self.number(-x);
        }
        if let Some(&known) = self.neg_memo.get(&g.0) {
            return known;
        }
        let left: Vec<Game> = self.rights(g).to_vec();
        let right: Vec<Game> = self.lefts(g).to_vec();
        let mut left: Vec<Game> = left.into_iter().map(|r| self.neg(r)).collect();
        let mut right: Vec<Game> = right.into_iter().map(|l| self.neg(l)).collect();
        left.sort_unstable();
        right.sort_unstable();
        // The negative of a canonical form is canonical.
        let result = self.intern(left, right);
        self.neg_memo.insert(g.0, result);
        self.neg_memo.insert(result.0, g);
        result
    }

    /// g + h: `{g^L + h, g + h^L | g^R + h, g + h^R}` in canonical form.
    ///
    /// # Errors
    /// [`Error::Overflow`] if a number in it does not fit; [`Error::TooManyGames`] past the
    /// arena's limit.
    ///
    /// # Complexity
    /// At most one sum per pair of subgames of g and h, each remembered.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, star) = (games.up(), games.star());
    /// let up_star = games.sum(up, star).unwrap();
    /// let double_up_star = games.sum(up_star, up).unwrap();
    /// assert_eq!(games.as_nus(double_up_star).map(|n| (n.ups, n.star)), Some((2, 1)));
    /// ```
    pub fn sum(&mut self, g: Game, h: Game) -> Result<Game, Error> {
        let (g, h) = (g.min(h), g.max(h));
        match (self.as_number(g), self.as_number(h)) {
            (Some(x), Some(y)) => {
                let z = x.checked_add(y).ok_or(Error::Overflow)?;
                return Ok(self.number(z));
            }
            (Some(x), None) if x == Dyadic::ZERO => return Ok(h),
            (None, Some(y)) if y == Dyadic::ZERO => return Ok(g),
            _ => {}
        }
        let k = key(g, h);
        if let Some(&known) = self.sum_memo.get(&k) {
            return Ok(known);
        }
        let result = match (self.as_nus(g), self.as_nus(h)) {
            (Some(a), Some(b)) => {
                let number = a.number.checked_add(b.number).ok_or(Error::Overflow)?;
                let ups = a.ups.checked_add(b.ups).ok_or(Error::Overflow)?;
                self.nus(Nus {
                    number,
                    ups,
                    star: a.star ^ b.star,
                })?
            }
            (Some(a), _) if self.as_number(g).is_some() => self.translate(h, a.number)?,
            (_, Some(b)) if self.as_number(h).is_some() => self.translate(g, b.number)?,
            _ => {
                let (mut left, mut right) = (Vec::new(), Vec::new());
                for (family, (a, b)) in [(1, (g, h)), (2, (h, g))] {
                    for i in 0..self.nodes[a.index()].left as usize {
                        let al = self.lefts(a)[i];
                        left.push((self.sum(al, b)?, family));
                    }
                    for i in 0..self.nodes[a.index()].right as usize {
                        let ar = self.rights(a)[i];
                        right.push((self.sum(ar, b)?, family));
                    }
                }
                let mut known = NeverReversing {
                    of: Some((g, h)),
                    ..NeverReversing::default()
                };
                self.canonical_tagged(left, right, &mut known)?
            }
        };
        self.sum_memo.insert(k, result);
        Ok(result)
    }

    /// g + x for a number x ≠ 0 and a game g that is not a number: `{g^L + x | g^R + x}`,
    /// each option translated in turn, stored as it is with no search for dominated or
    /// reversible options, since there are none (the module's documentation proves it).
    /// Remembered as sums are.
    fn translate(&mut self, g: Game, x: Dyadic) -> Result<Game, Error> {
        if let Some(y) = self.as_number(g) {
            let z = y.checked_add(x).ok_or(Error::Overflow)?;
            return Ok(self.number(z));
        }
        let xg = self.number(x);
        let k = key(g.min(xg), g.max(xg));
        if let Some(&known) = self.sum_memo.get(&k) {
            return Ok(known);
        }
        if self.nodes.len() >= self.limit {
            return Err(Error::TooManyGames);
        }
        let node = &self.nodes[g.index()];
        let (left, right) = (node.left as usize, node.right as usize);
        let mut options = Vec::with_capacity(left + right);
        for i in 0..left + right {
            let o = self.options[self.nodes[g.index()].start as usize + i];
            options.push(self.translate(o, x)?);
        }
        let right_options = options.split_off(left);
        let result = self.intern(options, right_options);
        self.sum_memo.insert(k, result);
        Ok(result)
    }

    /// g − h.
    ///
    /// # Errors
    /// As [`Games::sum`].
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, zero) = (games.up(), games.zero());
    /// assert_eq!(games.difference(up, up), Ok(zero));
    /// ```
    pub fn difference(&mut self, g: Game, h: Game) -> Result<Game, Error> {
        let minus_h = self.neg(h);
        self.sum(g, minus_h)
    }

    /// The sum of all of `parts` (0 for none), added from the smallest (by height, then by
    /// number of options).
    ///
    /// # Errors
    /// As [`Games::sum`].
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let star = games.star();
    /// let three_stars = games.sum_all(&[star, star, star]).unwrap();
    /// assert_eq!(three_stars, star);
    /// ```
    pub fn sum_all(&mut self, parts: &[Game]) -> Result<Game, Error> {
        // Smallest first: the cost of adding a part grows with the size of the total so far
        // times the part's, so the big parts come last, when the fewest additions remain.
        let mut order = parts.to_vec();
        order.sort_by_key(|&g| {
            let node = &self.nodes[g.index()];
            (self.height(g), node.left + node.right)
        });
        let mut total = self.zero();
        for g in order {
            total = self.sum(total, g)?;
        }
        Ok(total)
    }

    /// The canonical form of `{left | right}`, options already canonical.
    fn canonical(&mut self, left: Vec<Game>, right: Vec<Game>) -> Result<Game, Error> {
        let untagged = |v: Vec<Game>| v.into_iter().map(|g| (g, 0)).collect();
        let mut known = NeverReversing::default();
        self.canonical_tagged(untagged(left), untagged(right), &mut known)
    }

    /// g + h if it is already known: numbers added, or a sum remembered.
    fn known_sum(&self, g: Game, h: Game) -> Option<Game> {
        match (self.as_number(g), self.as_number(h)) {
            (Some(x), Some(y)) => x
                .checked_add(y)
                .and_then(|z| self.by_number.get(&z).copied()),
            (Some(x), None) if x == Dyadic::ZERO => Some(h),
            (None, Some(y)) if y == Dyadic::ZERO => Some(g),
            _ => self.sum_memo.get(&key(g.min(h), g.max(h))).copied(),
        }
    }

    /// Whether `x` is known not to reverse: not ≤ the form if `below`, else not ≥ it.
    fn never_reverses(&mut self, known: &mut NeverReversing, x: Game, below: bool) -> bool {
        if let Some((g, h)) = known.of.take() {
            self.never_reversing(g, h, known);
        }
        let v = if below { &known.below } else { &known.above };
        v.binary_search(&x).is_ok()
    }

    /// Gathers the sums g^LR + h and g + h^LR (and g^RL + h, g + h^RL) already stored, for g
    /// and h canonical: none reverses an option of g + h (see [`NeverReversing`]).
    fn never_reversing(&mut self, g: Game, h: Game, known: &mut NeverReversing) {
        for (a, b) in [(g, h), (h, g)] {
            for (side, found) in [(LEFT, &mut known.below), (RIGHT, &mut known.above)] {
                for i in 0..self.side_len(a, side) {
                    let o = self.side_option(a, side, i);
                    for j in 0..self.side_len(o, !side) {
                        let oo = self.side_option(o, !side, j);
                        found.extend(self.known_sum(oo, b));
                    }
                }
            }
        }
        for v in [&mut known.below, &mut known.above] {
            v.sort_unstable();
            v.dedup();
        }
    }

    /// The canonical form of `{left | right}`, each option tagged with the families it is
    /// known to belong to (bits): two options sharing a family are incomparable, so neither
    /// can dominate the other. In g + h the options g^L + h are one family (g^L1 + h ≤ g^L2 +
    /// h exactly when g^L1 ≤ g^L2, which g's canonical form rules out) and g + h^L another.
    fn canonical_tagged(
        &mut self,
        mut left: Vec<(Game, u8)>,
        mut right: Vec<(Game, u8)>,
        known: &mut NeverReversing,
    ) -> Result<Game, Error> {
        if self.nodes.len() >= self.limit {
            return Err(Error::TooManyGames);
        }
        loop {
            merge_duplicates(&mut left);
            merge_duplicates(&mut right);
            let games = |v: &[(Game, u8)]| -> Vec<Game> { v.iter().map(|o| o.0).collect() };
            let (l, r) = (left.iter().map(|o| o.0), right.iter().map(|o| o.0));
            if let Some(x) = self.number_between(l, r)? {
                return Ok(self.number(x));
            }
            let options = left.len() + right.len();
            self.remove_dominated(&mut left, true);
            self.remove_dominated(&mut right, false);
            let (mut l, mut r) = (games(&left), games(&right));
            if l.len() + r.len() < options {
                // What dominated may have been all that was not a number: {1, * | } is 2.
                if let Some(x) = self.number_between(l.iter().copied(), r.iter().copied())? {
                    return Ok(self.number(x));
                }
            }
            if !self.bypass_reversible(&mut l, &mut r, known) {
                return Ok(self.intern(l, r));
            }
            // Options that stayed keep their families; those brought in by bypassing have
            // none known.
            let tag = |old: &[(Game, u8)], v: Vec<Game>| -> Vec<(Game, u8)> {
                v.into_iter()
                    .map(|g| match old.iter().find(|o| o.0 == g) {
                        Some(&(_, t)) => (g, t),
                        None => (g, 0),
                    })
                    .collect()
            };
            left = tag(&left, l);
            right = tag(&right, r);
        }
    }

    /// The simplest number between the options if all are numbers and every Left one is
    /// below every Right one (the simplicity theorem); `None` if not.
    fn number_between(
        &self,
        left: impl IntoIterator<Item = Game>,
        right: impl IntoIterator<Item = Game>,
    ) -> Result<Option<Dyadic>, Error> {
        let mut low: Option<Dyadic> = None;
        for l in left {
            match self.as_number(l) {
                Some(x) => low = Some(low.map_or(x, |a| a.max(x))),
                None => return Ok(None),
            }
        }
        let mut high: Option<Dyadic> = None;
        for r in right {
            match self.as_number(r) {
                Some(x) => high = Some(high.map_or(x, |b| b.min(x))),
                None => return Ok(None),
            }
        }
        if let (Some(a), Some(b)) = (low, high) {
            if a >= b {
                return Ok(None);
            }
        }
        Dyadic::simplest_between(low, high)
            .map(Some)
            .ok_or(Error::Overflow)
    }

    /// Removes each option that another one dominates: for Left (`is_left`) one that is ≤
    /// another, for Right one that is ≥ another. The options are distinct games, so no two
    /// are equal; two that share a family (a tag bit) are not compared.
    fn remove_dominated(&mut self, options: &mut Vec<(Game, u8)>, is_left: bool) {
        // The likeliest dominators first: for Left, the options with the highest stops.
        options.sort_unstable_by(|x, y| {
            let stops = |g: Game| (self.left_stop(g), self.right_stop(g));
            let order = stops(y.0).cmp(&stops(x.0));
            if is_left {
                order
            } else {
                order.reverse()
            }
        });
        for i in 0..options.len() {
            for j in 0..options.len() {
                let ((a, ta), (b, tb)) = (options[i], options[j]);
                if i == j || tb & DOMINATED != 0 || ta & tb != 0 {
                    continue;
                }
                let dominated = if is_left {
                    self.le(a, b)
                } else {
                    self.le(b, a)
                };
                if dominated {
                    options[i].1 |= DOMINATED;
                    break;
                }
            }
        }
        options.retain(|o| o.1 & DOMINATED == 0);
    }

    /// Bypasses every reversible option of `{left | right}` once: a Left option with a Right
    /// option at most the whole game is replaced by that one's Left options, and dually.
    /// Returns whether anything changed.
    fn bypass_reversible(
        &mut self,
        left: &mut Vec<Game>,
        right: &mut Vec<Game>,
        known: &mut NeverReversing,
    ) -> bool {
        let form = Form {
            left: left.clone(),
            right: right.clone(),
        };
        let stops = FormStops::of(self, left, right);
        let mut memo = FastMap::default();
        let mut changed = false;
        let mut new_left = Vec::with_capacity(left.len());
        for &gl in left.iter() {
            let mut reversed = false;
            for i in 0..self.side_len(gl, RIGHT) {
                let glr = self.side_option(gl, RIGHT, i);
                let (l, r) = (self.left_stop(glr), self.right_stop(glr));
                let below = match stops.compare_below(l, r) {
                    Some(known) => known,
                    None if self.never_reverses(known, glr, true) => false,
                    None => self.le_form(glr, &form, &mut memo),
                };
                if below {
                    new_left.extend(self.left_options(glr));
                    reversed = true;
                    break;
                }
            }
            if !reversed {
                new_left.push(gl);
            }
            changed |= reversed;
        }
        let mut new_right = Vec::with_capacity(right.len());
        for &gr in right.iter() {
            let mut reversed = false;
            for i in 0..self.side_len(gr, LEFT) {
                let grl = self.side_option(gr, LEFT, i);
                let (l, r) = (self.left_stop(grl), self.right_stop(grl));
                let above = match stops.compare_above(l, r) {
                    Some(known) => known,
                    None if self.never_reverses(known, grl, false) => false,
                    None => self.form_le(&form, grl, &mut memo),
                };
                if above {
                    new_right.extend(self.right_options(grl));
                    reversed = true;
                    break;
                }
            }
            if !reversed {
                new_right.push(gr);
            }
            changed |= reversed;
        }
        *left = new_left;
        *right = new_right;
        changed
    }

    /// Whether x ≤ form, by the definition (the form may equal a number, so number avoidance
    /// does not apply to it).
    fn le_form(&mut self, x: Game, form: &Form, memo: &mut FastMap<(Game, bool), bool>) -> bool {
        if let Some(&known) = memo.get(&(x, true)) {
            return known;
        }
        let mut result = true;
        for &r in &form.right {
            if self.le(r, x) {
                result = false;
                break;
            }
        }
        if result {
            for i in 0..self.side_len(x, LEFT) {
                let xl = self.side_option(x, LEFT, i);
                if self.form_le(form, xl, memo) {
                    result = false;
                    break;
                }
            }
        }
        memo.insert((x, true), result);
        result
    }

    /// Whether form ≤ y, by the definition.
    fn form_le(&mut self, form: &Form, y: Game, memo: &mut FastMap<(Game, bool), bool>) -> bool {
        if let Some(&known) = memo.get(&(y, false)) {
            return known;
        }
        let mut result = true;
        for &l in &form.left {
            if self.le(y, l) {
                result = false;
                break;
            }
        }
        if result {
            for i in 0..self.side_len(y, RIGHT) {
                let yr = self.side_option(y, RIGHT, i);
                if self.le_form(yr, form, memo) {
                    result = false;
                    break;
                }
            }
        }
        memo.insert((y, false), result);
        result
    }

    /// Stores the canonical form `{left | right}` (not a number) if it is new.
    fn intern(&mut self, mut left: Vec<Game>, mut right: Vec<Game>) -> Game {
        // Sorted, so that one canonical form has one key whatever order its options came in.
        left.sort_unstable();
        right.sort_unstable();
        let mut k: Vec<u32> = Vec::with_capacity(left.len() + right.len() + 1);
        k.extend(left.iter().map(|g| g.0));
        k.push(BAR);
        k.extend(right.iter().map(|g| g.0));
        if let Some(&g) = self.by_options.get(&k[..]) {
            return g;
        }
        let stop = |games: &Games, side: &[Game], of: fn(&Node) -> Adorned, best: Ordering| {
            side.iter()
                .map(|o| of(&games.nodes[o.index()]))
                .reduce(|a, b| if a.cmp(&b) == best { a } else { b })
                .unwrap_or((Dyadic::ZERO, false))
        };
        let (left_stop, left_plus) = stop(self, &left, Node::right_adorned, Ordering::Greater);
        let (right_stop, right_plus) = stop(self, &right, Node::left_adorned, Ordering::Less);
        let height = 1 + left
            .iter()
            .chain(&right)
            .map(|o| self.height(*o))
            .max()
            .unwrap_or(0);
        let nus = self.recognise_nus(&left, &right);
        let starred = match nus {
            // G = x* makes G + * = x.
            Some(n) if n.ups == 0 && n.star == 1 => ((n.number, false), (n.number, true)),
            _ => {
                let mut high = (right_stop, right_plus);
                for &o in &left {
                    high = high.max(self.nodes[o.index()].starred.1);
                }
                let mut low = (left_stop, left_plus);
                for &o in &right {
                    low = low.min(self.nodes[o.index()].starred.0);
                }
                (high, low)
            }
        };
        let g = Game(self.nodes.len() as u32);
        self.nodes.push(Node {
            left_stop,
            right_stop,
            start: self.options.len() as u32,
            left: left.len() as u32,
            right: right.len() as u32,
            number: false,
            left_plus,
            right_plus,
            starred,
        });
        self.about.push(About { nus, height });
        // Stored best first, Left's options from the highest stops and Right's from the
        // lowest: a comparison looks for a witness among them, found soonest this way.
        left.sort_by_key(|&o| std::cmp::Reverse((self.left_stop(o), self.right_stop(o))));
        right.sort_by_key(|&o| (self.left_stop(o), self.right_stop(o)));
        self.options.extend(left);
        self.options.extend(right);
        self.by_options.insert(k.into_boxed_slice(), g);
        g
    }

    /// x + n·↑ + *m from the shape of a canonical form that is not a number: `{x | x + k·↑ +
    /// *j}` (k ≥ 0) is x + (k+1)·↑ + *(j XOR 1), `{x, x* | x}` is x + ↑*, `x + *m` has the
    /// options x + *j (j < m) on both sides, and downs are the negatives.
    fn recognise_nus(&self, left: &[Game], right: &[Game]) -> Option<Nus> {
        let nus = |g: &Game| self.as_nus(*g);
        let star_of = |g: &Game, x: Dyadic| match nus(g) {
            Some(n) if n.number == x && n.ups == 0 => Some(n.star),
            _ => None,
        };
        match (left, right) {
            ([l], [r]) => {
                let (a, b) = (nus(l)?, nus(r)?);
                if a == b && a.ups == 0 && a.star == 0 {
                    return Some(Nus { star: 1, ..a });
                }
                if a.ups == 0 && a.star == 0 && b.number == a.number && b.ups >= 0 {
                    if b.ups == 0 && b.star == 0 {
                        return None;
                    }
                    return Some(Nus {
                        number: a.number,
                        ups: b.ups.checked_add(1)?,
                        star: b.star ^ 1,
                    });
                }
                if b.ups == 0 && b.star == 0 && a.number == b.number && a.ups <= 0 {
                    if a.ups == 0 && a.star == 0 {
                        return None;
                    }
                    return Some(Nus {
                        number: b.number,
                        ups: a.ups.checked_sub(1)?,
                        star: a.star ^ 1,
                    });
                }
                None
            }
            ([l1, l2], [r]) | ([r], [l1, l2]) => {
                let x = self.as_number(*r)?;
                let stars = (star_of(l1, x)?, star_of(l2, x)?);
                if stars != (0, 1) && stars != (1, 0) {
                    return None;
                }
                let ups = if left.len() == 2 { 1 } else { -1 };
                Some(Nus {
                    number: x,
                    ups,
                    star: 1,
                })
            }
            _ if left == right => {
                let x = nus(left.first()?)?.number;
                let mut seen = vec![false; left.len()];
                for g in left {
                    let s = star_of(g, x)? as usize;
                    *seen.get_mut(s)? = true;
                }
                Some(Nus {
                    number: x,
                    ups: 0,
                    star: left.len() as u32,
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_one_and_small_values() {
        let mut games = Games::new();
        let (zero, one, minus_one, star) = (
            games.zero(),
            games.integer(1),
            games.integer(-1),
            games.star(),
        );
        assert_eq!(games.from_options(&[], &[]), Ok(zero));
        assert_eq!(games.from_options(&[zero], &[]), Ok(one));
        assert_eq!(games.from_options(&[], &[zero]), Ok(minus_one));
        assert_eq!(games.from_options(&[zero], &[zero]), Ok(star));
        // {1 | } = 2, {-1 | 1} = 0, {* | } = 0 (* reverses through 0).
        let two = games.integer(2);
        assert_eq!(games.from_options(&[one], &[]), Ok(two));
        assert_eq!(games.from_options(&[minus_one], &[one]), Ok(zero));
        assert_eq!(games.from_options(&[star], &[]), Ok(zero));
        let up = games.up();
        let down = games.down();
        let s = games.sum(up, down).unwrap();
        assert_eq!(s, zero);
        assert_eq!(games.outcome(star), Outcome::Next);
    }

    #[test]
    fn nus_built_directly_equals_nus_built_by_sums() {
        let mut games = Games::new();
        for ups in -4i64..=4 {
            for s in 0..4u32 {
                for x in [
                    Dyadic::ZERO,
                    Dyadic::new(-1, 1).unwrap(),
                    Dyadic::integer(2),
                ] {
                    let direct = games
                        .nus(Nus {
                            number: x,
                            ups,
                            star: s,
                        })
                        .unwrap();
                    // The same game by sums through the general algorithm, with no shortcut.
                    let mut slow = Games::new();
                    let sup = slow.up();
                    let mut g = slow.number(x);
                    let step = if ups < 0 { slow.neg(sup) } else { sup };
                    for _ in 0..ups.abs() {
                        g = general_sum(&mut slow, g, step);
                    }
                    let nim = slow.nimber(s);
                    g = general_sum(&mut slow, g, nim);
                    assert_eq!(
                        slow.as_nus(g),
                        Some(Nus {
                            number: x,
                            ups,
                            star: s
                        }),
                        "{x} {ups} {s}"
                    );
                    assert_eq!(games.as_nus(direct), slow.as_nus(g));
                }
            }
        }
    }

    #[test]
    fn the_answer_table_holds_what_a_hash_map_holds() {
        let mut table = Answers::default();
        let mut map = HashMap::new();
        let mut x: u64 = 12345;
        for round in 0..200_000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Keys as the comparisons make them: two indices below 2^31, never (0, 0).
            let key = (x >> 33) << 32 | (x & 0x7fff_ffff) | 1;
            let key = if round % 3 == 0 {
                key & 0xffff_0000_ffff
            } else {
                key
            };
            let answer = x >> 17 & 1 == 1;
            assert_eq!(table.get(key), map.get(&key).copied());
            table.insert(key, answer);
            map.insert(key, answer);
        }
        assert_eq!(table.len, map.len());
        for (&k, &v) in &map {
            assert_eq!(table.get(k), Some(v));
        }
    }

    /// g + h by the definition alone (no shortcut for numbers or nus), for the test above.
    fn general_sum(games: &mut Games, g: Game, h: Game) -> Game {
        let mut left = Vec::new();
        let mut right = Vec::new();
        for (a, b) in [(g, h), (h, g)] {
            for al in games.left_options(a) {
                left.push(general_sum(games, al, b));
            }
            for ar in games.right_options(a) {
                right.push(general_sum(games, ar, b));
            }
        }
        games.from_options(&left, &right).unwrap()
    }
}
