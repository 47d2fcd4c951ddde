//! The arena: every canonical form is stored once, so a game is a 32-bit handle ([`Game`])
//! and, since two games are equal exactly when their canonical forms are identical (Conway),
//! equality of games is equality of handles. A form is found again by its sorted options
//! ([`Games::intern`]), and stored with what comparisons read in one cache line (its stops,
//! adorned, and those of G + *, see the `compare` module) and its height; a number is stored
//! as its value alone and its options are made when asked for.
//!
//! A new form's stops come from its options': L(G) is the largest R(G^L) and R(G) the smallest
//! L(G^R), each with the adornment of the option's stop (G is not a number, so play goes on
//! into its options). It is recognised as x + n·↑ + *m ([`Nus`]) from the shape of its options
//! alone: `{x | x + k·↑ + *j}` (k ≥ 0) is x + (k+1)·↑ + *(j XOR 1), since canonical forms are
//! unique and that is the canonical form of x + (k+1)·↑ + *(j XOR 1).

use super::le_memo::Answers;
use crate::algo::fast_map::FastMap;
use crate::partizan::dyadic::Dyadic;
use std::cmp::Ordering;
use std::fmt;

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
pub struct Game(pub(super) u32);

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
pub(super) struct Node {
    pub(super) left_stop: Dyadic,
    pub(super) right_stop: Dyadic,
    /// The Left options are `options[start..start + left]`, the Right ones follow; a number's
    /// options are not stored (see [`Dyadic::left_option`]).
    pub(super) start: u32,
    pub(super) left: u32,
    pub(super) right: u32,
    /// Whether this is a number (then both stops are its value).
    pub(super) number: bool,
    /// Whether Left's stop is reached with Right to move (Left made the last move): the
    /// adornment of the stop, see [`Games::le`].
    pub(super) left_plus: bool,
    /// Whether Right's stop is reached with Right to move (Left made the last move).
    pub(super) right_plus: bool,
    /// The adorned stops (Left's, Right's) of G + *.
    pub(super) starred: (Adorned, Adorned),
}

/// A stop with its adornment: whether it is reached with Right to move (`true`, written
/// x⁺) or with Left to move (x⁻); ordered x⁻ < x⁺ < y⁻ for x < y.
pub(super) type Adorned = (Dyadic, bool);

impl Node {
    pub(super) fn left_adorned(&self) -> Adorned {
        (self.left_stop, self.left_plus)
    }

    pub(super) fn right_adorned(&self) -> Adorned {
        (self.right_stop, self.right_plus)
    }
}

/// What the rest of a stored form's description needs.
#[derive(Clone, Debug)]
pub(super) struct About {
    pub(super) nus: Option<Nus>,
    /// 0 for a number, else 1 + the largest height of an option: how deep recursion on the
    /// game can go.
    pub(super) height: u32,
}

/// The sides of a game, for [`Games::side_len`] and [`Games::side_option`].
pub(super) const LEFT: bool = true;
pub(super) const RIGHT: bool = false;

/// Marks the end of the Left options in a key of [`Games::by_options`].
const BAR: u32 = u32::MAX;

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
    pub(super) nodes: Vec<Node>,
    pub(super) about: Vec<About>,
    pub(super) options: Vec<Game>,
    pub(super) by_options: FastMap<Box<[u32]>, Game>,
    pub(super) by_number: FastMap<Dyadic, Game>,
    /// Every x + n·↑ + *m built by [`Games::nus`], so that building it again costs a lookup,
    /// not the |n| steps of its chain.
    pub(super) by_nus: FastMap<Nus, Game>,
    pub(super) le_memo: Answers,
    pub(super) sum_memo: FastMap<u64, Game>,
    pub(super) neg_memo: FastMap<u32, Game>,
    pub(super) limit: usize,
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

/// The key of the pair (g, h) in the maps of comparisons and sums.
pub(super) fn key(g: Game, h: Game) -> u64 {
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
            by_nus: FastMap::default(),
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
    pub(super) fn side_len(&self, g: Game, side: bool) -> usize {
        match self.as_number(g) {
            Some(x) if side => x.left_option().is_some() as usize,
            Some(x) => x.right_option().is_some() as usize,
            None if side => self.nodes[g.index()].left as usize,
            None => self.nodes[g.index()].right as usize,
        }
    }

    /// The `i`-th option of `g` on one side, `i` below [`Games::side_len`]: what
    /// [`Games::left_options`] and [`Games::right_options`] list, with no list made.
    pub(super) fn side_option(&mut self, g: Game, side: bool, i: usize) -> Game {
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

    /// Stores the canonical form `{left | right}` (not a number) if it is new.
    pub(super) fn intern(&mut self, mut left: Vec<Game>, mut right: Vec<Game>) -> Game {
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
    pub(super) fn recognise_nus(&self, left: &[Game], right: &[Game]) -> Option<Nus> {
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
