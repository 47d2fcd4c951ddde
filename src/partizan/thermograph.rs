//! Thermographs of short partizan games: the left and right walls (the stops of G cooled by t,
//! as functions of the temperature t ≥ −1), the mast where they meet, the mean and the
//! temperature, and cooling G_t itself, all as CGSuite defines them.
//!
//! Cooling (Siegel, *Combinatorial Game Theory* II.5): an integer is never cooled; any other G
//! has G_t = `{G^L_t − t | G^R_t + t}` until the first t at which that is infinitesimally
//! close to a number m (the temperature, with m the mean), and m from there on. Taking stops
//! of that formula gives the walls from the options' walls alone: the left scaffold
//! max RW(G^L)(t) − t and the right scaffold min LW(G^R)(t) + t are the walls below the
//! temperature, which is where they first meet, and the mast rises from there. An integer's
//! thermograph is a mast from −1 (temperature −1), so m/2^k (m odd, k ≥ 1), built from its
//! options m/2^k ∓ 1/2^k, has temperature −1/2^k, and an infinitesimal has temperature 0.
//! Every wall is straight between breakpoints with slope −1, 0 or 1, so breakpoints, means and
//! temperatures are dyadic. `tests/proofs/partizan_thermograph.rs` checks all of it against an
//! independent computation on game trees in exact rationals, and the walls against the stops
//! of the cooled games.
//!
//! # Example
//! ```
//! use grundy::partizan::dyadic::Dyadic;
//! use grundy::partizan::game::Games;
//! use grundy::partizan::notation::parse;
//! use grundy::partizan::thermograph::Thermographs;
//! let mut games = Games::new();
//! let g = parse(&mut games, "{3|{2|-1}}").unwrap();
//! let th = Thermographs::new().of(&mut games, g).unwrap();
//! assert_eq!((th.mean().to_string(), th.temperature().to_string()), ("2".into(), "1".into()));
//! assert_eq!(th.left_wall().at(Dyadic::ZERO), Some(Dyadic::integer(3)));
//! ```

use super::dyadic::Dyadic;
use super::game::{Error, Game, Games};
use crate::algo::fast_map::FastMap;

/// One straight piece of a wall: from the temperature `from` on (to the next piece's `from`),
/// the wall is `value + slope · (t − from)`.
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::Dyadic;
/// use grundy::partizan::thermograph::Wall;
/// let wall = Wall::constant(Dyadic::integer(2));
/// assert_eq!(wall.pieces()[0].slope, 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Where the piece starts.
    pub from: Dyadic,
    /// The wall's value there.
    pub value: Dyadic,
    /// The wall's slope from there on.
    pub slope: i64,
}

/// A continuous piecewise linear function of the temperature t ≥ −1: the pieces start at −1,
/// in increasing order, and two neighbours never have the same slope.
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::Dyadic;
/// use grundy::partizan::game::Games;
/// use grundy::partizan::thermograph::Thermographs;
/// let mut games = Games::new();
/// let half = games.number(Dyadic::new(1, 1).unwrap());
/// let th = Thermographs::new().of(&mut games, half).unwrap();
/// // 1/2 = {0 | 1}: its left wall is 0 − t up to t = −1/2, then the mast at 1/2.
/// let left: Vec<(String, String, i64)> = th
///     .left_wall()
///     .pieces()
///     .iter()
///     .map(|p| (p.from.to_string(), p.value.to_string(), p.slope))
///     .collect();
/// assert_eq!(left, [("-1".into(), "1".into(), -1), ("-1/2".into(), "1/2".into(), 0)]);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Wall {
    pieces: Vec<Piece>,
}

/// `d · k` if it fits.
fn times(d: Dyadic, k: i64) -> Option<Dyadic> {
    Dyadic::new(d.numerator().checked_mul(k)?, d.exponent())
}

/// `d / k` for k = ±2^j, the only divisors slopes of walls give; `None` for others.
fn divided(d: Dyadic, k: i64) -> Option<Dyadic> {
    let d = if k < 0 { -d } else { d };
    let k = k.unsigned_abs();
    if !k.is_power_of_two() {
        return None;
    }
    (0..k.trailing_zeros()).try_fold(d, |x, _| x.half())
}

impl Piece {
    fn at(&self, t: Dyadic) -> Option<Dyadic> {
        self.value
            .checked_add(times(t.checked_sub(self.from)?, self.slope)?)
    }
}

impl Wall {
    /// The vertical wall at `x` (a mast from −1).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::thermograph::Wall;
    /// assert_eq!(Wall::constant(Dyadic::integer(3)).at(Dyadic::integer(7)), Some(Dyadic::integer(3)));
    /// ```
    pub fn constant(x: Dyadic) -> Wall {
        Wall {
            pieces: vec![Piece {
                from: Dyadic::integer(-1),
                value: x,
                slope: 0,
            }],
        }
    }

    /// The pieces, from t = −1 up.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::thermograph::Wall;
    /// assert_eq!(Wall::constant(Dyadic::ZERO).pieces()[0].from, Dyadic::integer(-1));
    /// ```
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The piece that holds at `t` (the first one for t < −1).
    fn piece_at(&self, t: Dyadic) -> &Piece {
        let i = self.pieces.partition_point(|p| p.from <= t);
        &self.pieces[i.saturating_sub(1)]
    }

    /// The wall's value at the temperature `t`, or `None` if `t` < −1 or the value does not
    /// fit in a [`Dyadic`].
    ///
    /// # Complexity
    /// O(log pieces).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::Games;
    /// use grundy::partizan::thermograph::Thermographs;
    /// let mut games = Games::new();
    /// let star = games.star();
    /// let th = Thermographs::new().of(&mut games, star).unwrap();
    /// let minus_half = Dyadic::new(-1, 1).unwrap();
    /// assert_eq!(th.right_wall().at(minus_half), Some(minus_half)); // R(*_t) = t below 0
    /// ```
    pub fn at(&self, t: Dyadic) -> Option<Dyadic> {
        if t < Dyadic::integer(-1) {
            return None;
        }
        self.piece_at(t).at(t)
    }

    /// This wall plus `slope · t`.
    fn tilted(&self, slope: i64) -> Option<Wall> {
        let pieces = self
            .pieces
            .iter()
            .map(|p| {
                Some(Piece {
                    from: p.from,
                    value: p.value.checked_add(times(p.from, slope)?)?,
                    slope: p.slope.checked_add(slope)?,
                })
            })
            .collect::<Option<Vec<Piece>>>()?;
        Some(Wall { pieces })
    }

    /// The pointwise larger (`larger`) or smaller of two walls.
    fn either(&self, other: &Wall, larger: bool) -> Option<Wall> {
        let mut starts: Vec<Dyadic> = self
            .pieces
            .iter()
            .chain(&other.pieces)
            .map(|p| p.from)
            .collect();
        starts.sort_unstable();
        starts.dedup();
        let mut pieces = Vec::new();
        for (i, &from) in starts.iter().enumerate() {
            let (a, b) = (self.piece_at(from), other.piece_at(from));
            let (va, vb) = (a.at(from)?, b.at(from)?);
            let a_first = if larger {
                (va, a.slope) >= (vb, b.slope)
            } else {
                (va, -a.slope) <= (vb, -b.slope)
            };
            let (first, second, v1, v2) = if a_first {
                (a, b, va, vb)
            } else {
                (b, a, vb, va)
            };
            pieces.push(Piece {
                from,
                value: v1,
                slope: first.slope,
            });
            // The other one overtakes where the gap closes, if that is before the next start.
            let closing = if larger {
                second.slope - first.slope
            } else {
                first.slope - second.slope
            };
            if closing > 0 {
                let gap = if larger {
                    v1.checked_sub(v2)?
                } else {
                    v2.checked_sub(v1)?
                };
                let cross = from.checked_add(divided(gap, closing)?)?;
                if starts.get(i + 1).map_or(true, |&next| cross < next) {
                    pieces.push(Piece {
                        from: cross,
                        value: second.at(cross)?,
                        slope: second.slope,
                    });
                }
            }
        }
        Some(Wall { pieces }.merged())
    }

    /// The same function with neighbouring pieces of one slope joined.
    fn merged(mut self) -> Wall {
        self.pieces.dedup_by(|next, kept| next.slope == kept.slope);
        self
    }

    /// This wall up to `t`, then vertical.
    fn masted_at(&self, t: Dyadic, mast: Dyadic) -> Wall {
        let mut pieces: Vec<Piece> = self.pieces.iter().copied().filter(|p| p.from < t).collect();
        pieces.push(Piece {
            from: t,
            value: mast,
            slope: 0,
        });
        Wall { pieces }.merged()
    }
}

/// The thermograph of a game: its walls, its mean (where the mast stands) and its temperature
/// (where the mast starts).
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::Dyadic;
/// use grundy::partizan::game::Games;
/// use grundy::partizan::thermograph::Thermographs;
/// let mut games = Games::new();
/// let (five, minus_one) = (games.integer(5), games.integer(-1));
/// let switch = games.from_options(&[five], &[minus_one]).unwrap();
/// let th = Thermographs::new().of(&mut games, switch).unwrap();
/// assert_eq!((th.mean(), th.temperature()), (Dyadic::integer(2), Dyadic::integer(3)));
/// assert_eq!(th.right_wall().at(Dyadic::integer(1)), Some(Dyadic::ZERO));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Thermograph {
    left: Wall,
    right: Wall,
    mean: Dyadic,
    temperature: Dyadic,
}

impl Thermograph {
    /// The left wall: Left's stop of G_t.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::Games;
    /// use grundy::partizan::thermograph::Thermographs;
    /// let mut games = Games::new();
    /// let up = games.up();
    /// let th = Thermographs::new().of(&mut games, up).unwrap();
    /// assert_eq!(th.left_wall().at(Dyadic::integer(-1)), Some(Dyadic::integer(1)));
    /// ```
    pub fn left_wall(&self) -> &Wall {
        &self.left
    }

    /// The right wall: Right's stop of G_t.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::Games;
    /// use grundy::partizan::thermograph::Thermographs;
    /// let mut games = Games::new();
    /// let up = games.up();
    /// let th = Thermographs::new().of(&mut games, up).unwrap();
    /// assert_eq!(th.right_wall().at(Dyadic::integer(-1)), Some(Dyadic::ZERO));
    /// ```
    pub fn right_wall(&self) -> &Wall {
        &self.right
    }

    /// The mean (the mast's value): n·G − n·mean stays within a bounded distance of 0 as n grows,
    /// and the mean of a sum is the sum of the means.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// use grundy::partizan::notation::parse;
    /// use grundy::partizan::thermograph::Thermographs;
    /// let mut games = Games::new();
    /// let g = parse(&mut games, "{4|1}").unwrap();
    /// assert_eq!(Thermographs::new().of(&mut games, g).unwrap().mean().to_string(), "5/2");
    /// ```
    pub fn mean(&self) -> Dyadic {
        self.mean
    }

    /// The temperature: where the mast starts (−1 for an integer, −1/2^k for m/2^k, 0 for an
    /// infinitesimal, above 0 for a hot game).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// use grundy::partizan::notation::parse;
    /// use grundy::partizan::thermograph::Thermographs;
    /// let mut games = Games::new();
    /// let g = parse(&mut games, "{4|1}").unwrap();
    /// assert_eq!(Thermographs::new().of(&mut games, g).unwrap().temperature().to_string(), "3/2");
    /// ```
    pub fn temperature(&self) -> Dyadic {
        self.temperature
    }

    /// The thermograph of the integer `n`: a mast from −1.
    fn integer(n: Dyadic) -> Thermograph {
        Thermograph {
            left: Wall::constant(n),
            right: Wall::constant(n),
            mean: n,
            temperature: Dyadic::integer(-1),
        }
    }

    /// The thermograph with these (tilted) scaffolds: they are the walls up to the first
    /// temperature at which the left one is no longer to the right of the right one, and the
    /// mast stands there. `None` if a number does not fit.
    fn from_scaffolds(left: &Wall, right: &Wall) -> Option<Thermograph> {
        // L − R is continuous and straight between the pieces' starts: it is first ≤ 0 at a
        // start, or where it crosses 0 inside a piece.
        let mut starts: Vec<Dyadic> = left
            .pieces
            .iter()
            .chain(&right.pieces)
            .map(|p| p.from)
            .collect();
        starts.sort_unstable();
        starts.dedup();
        let mut meet = None;
        for (i, &from) in starts.iter().enumerate() {
            let (l, r) = (left.piece_at(from), right.piece_at(from));
            let (at_l, at_r) = (l.at(from)?, r.at(from)?);
            // L − R at t = −1 is up to twice the largest number plus 2 ({x | −x}: 2x + 2), which
            // may not fit where the mean and temperature do: then it is taken by halves.
            let (difference, halved) = match at_l.checked_sub(at_r) {
                Some(d) => (d, false),
                None => (at_l.half()?.checked_sub(at_r.half()?)?, true),
            };
            if difference <= Dyadic::ZERO {
                meet = Some(from);
                break;
            }
            let closing = r.slope - l.slope;
            if closing > 0 {
                let step = match halved {
                    false => divided(difference, closing)?,
                    true if closing % 2 == 0 => divided(difference, closing / 2)?,
                    true => divided(difference.checked_add(difference)?, closing)?,
                };
                let cross = from.checked_add(step)?;
                if starts.get(i + 1).map_or(true, |&next| cross < next) {
                    meet = Some(cross);
                    break;
                }
            }
        }
        // The right scaffold ends rising and the left one falling (slopes +1 and −1 above every
        // option's temperature), so they meet.
        let temperature = meet?;
        let (at_left, at_right) = (left.at(temperature)?, right.at(temperature)?);
        let mean = if at_left >= at_right {
            at_left
        } else {
            // The scaffolds start apart, Left's below Right's (never seen for a canonical
            // form): as CGSuite, the mast stands at 0 if 0 is between them, else at the nearer.
            Dyadic::ZERO.clamp(at_left, at_right)
        };
        Some(Thermograph {
            left: left.masted_at(temperature, mean),
            right: right.masted_at(temperature, mean),
            mean,
            temperature,
        })
    }
}

/// Thermographs of the games of one arena, each computed once.
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::Dyadic;
/// use grundy::partizan::game::Games;
/// use grundy::partizan::thermograph::Thermographs;
/// let mut games = Games::new();
/// let mut thermographs = Thermographs::new();
/// let (star, three) = (games.star(), games.integer(3));
/// assert_eq!(thermographs.of(&mut games, star).unwrap().temperature(), Dyadic::ZERO);
/// assert_eq!(thermographs.of(&mut games, three).unwrap().temperature(), Dyadic::integer(-1));
/// ```
#[derive(Clone, Default, Debug)]
pub struct Thermographs {
    memo: FastMap<Game, Thermograph>,
}

impl Thermographs {
    /// No thermograph computed yet.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::thermograph::Thermographs;
    /// let _ = Thermographs::new();
    /// ```
    pub fn new() -> Thermographs {
        Thermographs::default()
    }

    /// The thermograph of `g` (a game of `games`): a mast from −1 for an integer, else from
    /// the scaffolds of its canonical options' walls.
    ///
    /// # Errors
    /// [`Error::Overflow`] if a breakpoint does not fit in a [`Dyadic`].
    ///
    /// # Complexity
    /// Each subgame's thermograph once, each from its options' walls in time about their
    /// total number of pieces (times a logarithm); recursion as deep as `g` is high.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// use grundy::partizan::notation::parse;
    /// use grundy::partizan::thermograph::Thermographs;
    /// let mut games = Games::new();
    /// let g = parse(&mut games, "{2|-1} + {1|-1}").unwrap();
    /// let th = Thermographs::new().of(&mut games, g).unwrap();
    /// assert_eq!((th.mean().to_string(), th.temperature().to_string()), ("1/2".into(), "3/2".into()));
    /// ```
    pub fn of(&mut self, games: &mut Games, g: Game) -> Result<Thermograph, Error> {
        if let Some(known) = self.memo.get(&g) {
            return Ok(known.clone());
        }
        let thermograph = match games.as_number(g) {
            Some(n) if n.is_integer() => Thermograph::integer(n),
            _ => {
                let mut left: Option<Wall> = None;
                for o in games.left_options(g) {
                    let wall = self.of(games, o)?.right;
                    left = Some(match left {
                        Some(w) => w.either(&wall, true).ok_or(Error::Overflow)?,
                        None => wall,
                    });
                }
                let mut right: Option<Wall> = None;
                for o in games.right_options(g) {
                    let wall = self.of(games, o)?.left;
                    right = Some(match right {
                        Some(w) => w.either(&wall, false).ok_or(Error::Overflow)?,
                        None => wall,
                    });
                }
                // A canonical form that is not an integer has options on both sides.
                let (left, right) = left.zip(right).expect("options on both sides");
                let left = left.tilted(-1).ok_or(Error::Overflow)?;
                let right = right.tilted(1).ok_or(Error::Overflow)?;
                Thermograph::from_scaffolds(&left, &right).ok_or(Error::Overflow)?
            }
        };
        self.memo.insert(g, thermograph.clone());
        Ok(thermograph)
    }

    /// G cooled by `t` (t ≥ −1), G_t: G if it is an integer, the mean if `t` is above the
    /// temperature, else `{G^L_t − t | G^R_t + t}`.
    ///
    /// # Errors
    /// As [`Games::sum`].
    ///
    /// # Panics
    /// If `t` < −1 (cooling is defined from −1 up).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::Games;
    /// use grundy::partizan::notation::parse;
    /// use grundy::partizan::thermograph::Thermographs;
    /// let mut games = Games::new();
    /// let mut thermographs = Thermographs::new();
    /// let g = parse(&mut games, "{3|-1}").unwrap();
    /// let cooled = thermographs.cool(&mut games, g, Dyadic::integer(1)).unwrap();
    /// assert_eq!(cooled, parse(&mut games, "{2|0}").unwrap());
    /// let cold = thermographs.cool(&mut games, g, Dyadic::integer(2)).unwrap();
    /// assert_eq!(cold, parse(&mut games, "1*").unwrap()); // infinitesimally close to 1
    /// let colder = thermographs.cool(&mut games, g, Dyadic::integer(3)).unwrap();
    /// assert_eq!(colder, games.integer(1));
    /// ```
    pub fn cool(&mut self, games: &mut Games, g: Game, t: Dyadic) -> Result<Game, Error> {
        assert!(t >= Dyadic::integer(-1), "cooling is defined for t ≥ −1");
        let minus_t = games.number(-t);
        let plus_t = games.number(t);
        self.cooled(games, g, t, (minus_t, plus_t), &mut FastMap::default())
    }

    fn cooled(
        &mut self,
        games: &mut Games,
        g: Game,
        t: Dyadic,
        shifts: (Game, Game),
        memo: &mut FastMap<Game, Game>,
    ) -> Result<Game, Error> {
        if let Some(&known) = memo.get(&g) {
            return Ok(known);
        }
        if games.as_number(g).is_some_and(Dyadic::is_integer) {
            return Ok(g);
        }
        let thermograph = self.of(games, g)?;
        let cooled = if t > thermograph.temperature {
            games.number(thermograph.mean)
        } else {
            let mut left = Vec::new();
            for o in games.left_options(g) {
                let c = self.cooled(games, o, t, shifts, memo)?;
                left.push(games.sum(c, shifts.0)?);
            }
            let mut right = Vec::new();
            for o in games.right_options(g) {
                let c = self.cooled(games, o, t, shifts, memo)?;
                right.push(games.sum(c, shifts.1)?);
            }
            games.from_options(&left, &right)?
        };
        memo.insert(g, cooled);
        Ok(cooled)
    }
}

/// The thermograph of `g` alone (see [`Thermographs::of`], which remembers them).
///
/// # Errors
/// As [`Thermographs::of`].
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::notation::parse;
/// use grundy::partizan::thermograph::thermograph;
/// let mut games = Games::new();
/// let g = parse(&mut games, "^*").unwrap();
/// assert_eq!(thermograph(&mut games, g).unwrap().temperature().to_string(), "0");
/// ```
pub fn thermograph(games: &mut Games, g: Game) -> Result<Thermograph, Error> {
    Thermographs::new().of(games, g)
}
