//! Blue-Red(-Green) Hackenbush on trees hanging from the ground, valued in time linear in the
//! edges times the length of the values' binary fractions.
//!
//! A tree is the sum of the branches at the ground, and an edge carrying a picture of value G
//! is the ordinal sum `edge : G` (`{0, edge:G^L | edge:G^R}` for a blue edge, 0 on both sides
//! for a green one), which depends on G's value alone (mirror G − G' and answer a cut of the
//! edge by cutting the other). For numbers this is the sign expansion with one sign put first
//! ([`Dyadic::sign_first`]: a blue edge over x ≥ 0 is x + 1, over x < 0 it is
//! (x + n) / 2^(n−1) with n the least integer making x + n ≥ 1), so a Blue-Red tree is one
//! [`Number`] per vertex, bottom up; a green edge over *n is *(n + 1) (the colon principle),
//! and only an edge over a mix of both is built as a canonical form ([`edge_over`]).

use super::dyadic::Dyadic;
use super::game::{Error, Game, Games, Outcome};
use super::hackenbush::Colour;
use super::outcome_by_sign;
use crate::algo::tree::Rooted;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;

/// A dyadic rational of any size: ⌊x⌋ and the binary digits of x − ⌊x⌋, what a Blue-Red
/// Hackenbush tree of many edges is worth (a stalk of n edges alternating in colour is a
/// fraction of n − 1 binary digits).
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::Colour::*;
/// use grundy::partizan::hackenbush_tree::blue_red_tree;
/// let stalk: Vec<_> = (0..100).map(|i| (i, i + 1, if i % 2 == 0 { Blue } else { Red })).collect();
/// let x = blue_red_tree(101, &stalk).unwrap();
/// assert_eq!(x.to_dyadic(), None); // 99 binary digits
/// assert!(x.to_string().ends_with("/2^99"));
/// assert_eq!(x.sign(), std::cmp::Ordering::Greater);
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Number {
    floor: i64,
    /// The fraction's binary digits, least significant first: `bits[len - 1]` is worth 1/2,
    /// and those below `low` are zeros no longer counted.
    bits: Vec<u8>,
    low: usize,
}

impl Number {
    /// The number `x`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::hackenbush_tree::Number;
    /// let x = Dyadic::new(-5, 2).unwrap();
    /// assert_eq!(Number::from_dyadic(x).to_dyadic(), Some(x));
    /// ```
    pub fn from_dyadic(x: Dyadic) -> Number {
        let k = x.exponent();
        let fraction = (x.numerator() - (x.floor() << k)) as u64;
        let mut n = Number {
            floor: x.floor(),
            bits: (0..k).map(|i| (fraction >> i & 1) as u8).collect(),
            low: 0,
        };
        n.trim();
        n
    }

    /// This number as a [`Dyadic`], if it fits.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::hackenbush_tree::Number;
    /// assert_eq!(Number::default().to_dyadic().unwrap().to_string(), "0");
    /// ```
    pub fn to_dyadic(&self) -> Option<Dyadic> {
        let k = self.exponent();
        if k > super::dyadic::MAX_EXP {
            return None;
        }
        let fraction = self.digits().fold(0u64, |f, b| f << 1 | b as u64);
        let whole = (self.floor as i128) << k;
        let n = whole + fraction as i128;
        // (Not `i64::try_from`: edition 2018 has no `TryFrom` in its prelude.)
        if n > i64::MAX as i128 || n < i64::MIN as i128 {
            return None;
        }
        Dyadic::new(n as i64, k)
    }

    /// k of the denominator 2^k in lowest terms.
    pub fn exponent(&self) -> u32 {
        (self.bits.len() - self.low) as u32
    }

    /// The largest integer at most this number.
    pub fn floor(&self) -> i64 {
        self.floor
    }

    /// Whether this number is above, at or below 0: who wins (Left, the second player, Right).
    pub fn sign(&self) -> Ordering {
        if self.floor < 0 {
            Ordering::Less
        } else if self.floor == 0 && self.exponent() == 0 {
            Ordering::Equal
        } else {
            Ordering::Greater
        }
    }

    /// The fraction's binary digits from the most significant (1/2) on.
    fn digits(&self) -> impl Iterator<Item = u8> + '_ {
        self.bits[self.low..].iter().rev().copied()
    }

    /// Drops the zeros at the bottom of the fraction.
    fn trim(&mut self) {
        while self.low < self.bits.len() && self.bits[self.low] == 0 {
            self.low += 1;
        }
    }

    /// The value of a blue (`positive`) or red edge from the ground carrying this number: its
    /// sign expansion with `positive` put first. O(1) when the edge agrees with the sign,
    /// else O(|⌊x⌋|) digits added above the fraction.
    fn under_edge(mut self, positive: bool) -> Number {
        let sign = self.sign();
        if positive && sign != Ordering::Less {
            self.floor += 1;
        } else if !positive && sign != Ordering::Greater {
            self.floor -= 1;
        } else if positive {
            // x = −m + f: (1 + f) / 2^m, the digits 0^(m−1) 1 f.
            let m = self.floor.unsigned_abs() as usize;
            self.bits.push(1);
            self.bits.extend(std::iter::repeat(0).take(m - 1));
            self.floor = 0;
        } else {
            // The negative of a blue edge over −x: x = i + f with i ≥ 0 gives
            // −(2 − f) / 2^(i+1) = −1 + 0.1^i 0 f (no negation of the digits needed).
            let i = self.floor as usize;
            self.bits.push(0);
            self.bits.extend(std::iter::repeat(1).take(i));
            self.floor = -1;
            self.trim();
        }
        self
    }

    /// −x: ⌊−x⌋ = −⌊x⌋ − 1 and the fraction 1 − f when f ≠ 0. O(digits).
    fn negated(mut self) -> Number {
        if self.exponent() == 0 {
            self.floor = -self.floor;
            return self;
        }
        self.floor = -self.floor - 1;
        // 1 − f in binary: the lowest 1 stays, every digit above it flips.
        for b in &mut self.bits[self.low + 1..] {
            *b ^= 1;
        }
        self
    }

    /// The sum, kept in the one with more digits: O(digits of the other).
    fn plus(self, other: Number) -> Number {
        let (mut a, b) = if self.exponent() >= other.exponent() {
            (self, other)
        } else {
            (other, self)
        };
        a.floor += b.floor;
        // Both fractions end at the binary point: b's digit i is a's digit i + a.len − b.len,
        // never below a's lowest counted digit since a has as many digits as b.
        let (a_len, b_len) = (a.bits.len(), b.bits.len());
        let mut carry = 0u8;
        for i in b.low..b_len {
            let at = a_len + i - b_len;
            let s = a.bits[at] + b.bits[i] + carry;
            a.bits[at] = s & 1;
            carry = s >> 1;
        }
        a.floor += carry as i64;
        a.trim();
        a
    }
}

impl fmt::Display for Number {
    /// `3`, `-1/2`, `5/8` like a [`Dyadic`]; past 64 bits the numerator in decimal over
    /// `2^k` (`123456789012345678901/2^70`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(x) = self.to_dyadic() {
            return write!(f, "{x}");
        }
        let k = self.exponent();
        // |numerator| = |⌊x⌋·2^k + fraction|, in limbs of 32 bits, least significant first.
        let negative = self.floor < 0;
        let magnitude = if negative {
            self.clone().negated()
        } else {
            self.clone()
        };
        let mut bits: Vec<u8> = magnitude.bits[magnitude.low..].to_vec();
        let mut whole = magnitude.floor as u64;
        while whole > 0 {
            bits.push((whole & 1) as u8);
            whole >>= 1;
        }
        let mut limbs: Vec<u32> = bits
            .chunks(32)
            .map(|c| c.iter().rev().fold(0u32, |l, &b| l << 1 | b as u32))
            .collect();
        let mut groups = Vec::new(); // base 10^9, least significant first
        while limbs.iter().any(|&l| l != 0) {
            let mut rest = 0u64;
            for l in limbs.iter_mut().rev() {
                let cur = rest << 32 | *l as u64;
                *l = (cur / 1_000_000_000) as u32;
                rest = cur % 1_000_000_000;
            }
            groups.push(rest);
            while limbs.last() == Some(&0) {
                limbs.pop();
            }
        }
        let mut text = String::from(if negative { "-" } else { "" });
        for (i, g) in groups.iter().rev().enumerate() {
            text += &if i == 0 {
                g.to_string()
            } else {
                format!("{g:09}")
            };
        }
        write!(f, "{text}/2^{k}")
    }
}

/// The value of a Blue-Red Hackenbush tree: `edges` are `(u, v, colour)` between vertices
/// 0..`vertices`, vertex 0 the ground. `None` if the edges are not a tree on those vertices
/// (a cycle, a vertex out of range, a part not joined to the ground) or one is green.
///
/// # Complexity
/// O(E + the digits of the values added at each vertex, but the largest): a stalk or a
/// random tree of 10^5 edges in milliseconds; at worst O(E · the digits of the value).
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::Colour::*;
/// use grundy::partizan::hackenbush_tree::blue_red_tree;
/// // A blue edge from the ground, a red and a blue edge on it: {1/2 | 2} = 1.
/// let x = blue_red_tree(4, &[(0, 1, Blue), (1, 2, Red), (1, 3, Blue)]).unwrap();
/// assert_eq!(x.to_string(), "1");
/// ```
pub fn blue_red_tree(vertices: usize, edges: &[(usize, usize, Colour)]) -> Option<Number> {
    if edges.iter().any(|e| e.2 == Colour::Green) {
        return None;
    }
    let (order, parent) = root(vertices, edges)?;
    let mut value: Vec<Number> = vec![Number::default(); vertices];
    for &v in order.iter().filter(|&&v| v != 0) {
        let (p, colour) = parent[v];
        let x = std::mem::take(&mut value[v]).under_edge(colour == Colour::Blue);
        let sum = std::mem::take(&mut value[p]).plus(x);
        value[p] = sum;
    }
    Some(std::mem::take(&mut value[0]))
}

/// Each vertex's parent and the colour of the edge to it.
type Parents = Vec<(usize, Colour)>;

/// Roots the tree at vertex 0 ([`Rooted::from_edges`]): the vertices bottom up (the root
/// last), and each one's parent and the colour of the edge to it; `None` if it is not a tree
/// on `vertices` vertices.
fn root(vertices: usize, edges: &[(usize, usize, Colour)]) -> Option<(Vec<usize>, Parents)> {
    if edges
        .iter()
        .any(|&(u, v, _)| u >= vertices || v >= vertices)
    {
        return None;
    }
    let pairs: Vec<(usize, usize)> = edges.iter().map(|&(u, v, _)| (u, v)).collect();
    let tree = Rooted::from_edges(vertices, &pairs, 0)?;
    // The root's own entry; every other vertex is the lower end of exactly one edge (a tree).
    let mut parent = vec![(0, Colour::Green); vertices];
    for &(u, v, colour) in edges {
        let child = if tree.parent(v) == Some(u) { v } else { u };
        parent[child] = (tree.parent(child)?, colour);
    }
    Some((tree.order().rev().collect(), parent))
}

/// The value of a Blue-Red-Green Hackenbush tree: a number plus a nimber plus, where blue or
/// red edges hang above green ones or the other way round, a canonical form.
#[derive(Clone, Debug, Default)]
pub struct TreeValue {
    /// The number part.
    pub number: Number,
    /// The nimber part: *n.
    pub nimber: u64,
    /// The rest, a canonical form in the arena, if any.
    pub rest: Option<Game>,
}

impl TreeValue {
    /// The whole value as one game in `games`.
    ///
    /// # Errors
    /// [`Error::Overflow`] if the number part does not fit in a [`Dyadic`].
    pub fn to_game(&self, games: &mut Games) -> Result<Game, Error> {
        let x = self.number.to_dyadic().ok_or(Error::Overflow)?;
        let x = games.number(x);
        if self.nimber > u32::MAX as u64 {
            return Err(Error::Overflow);
        }
        let star = games.nimber(self.nimber as u32);
        let mut g = games.sum(x, star)?;
        if let Some(rest) = self.rest {
            g = games.sum(g, rest)?;
        }
        Ok(g)
    }

    /// Who wins: from the number's sign and the nimber (see
    /// [`outcome_of_number_plus_nimber`](super::outcome_of_number_plus_nimber))
    /// when there is no other part, else from the canonical form.
    ///
    /// # Errors
    /// As [`TreeValue::to_game`], when there is another part.
    pub fn outcome(&self, games: &mut Games) -> Result<Outcome, Error> {
        match self.rest {
            None => Ok(outcome_by_sign(self.number.sign(), self.nimber)),
            Some(_) => {
                let g = self.to_game(games)?;
                Ok(games.outcome(g))
            }
        }
    }

    fn plus(self, other: TreeValue, games: &mut Games) -> Result<TreeValue, Error> {
        let rest = match (self.rest, other.rest) {
            (Some(g), Some(h)) => Some(games.sum(g, h)?),
            (g, h) => g.or(h),
        };
        Ok(TreeValue {
            number: self.number.plus(other.number),
            nimber: self.nimber ^ other.nimber,
            rest,
        })
    }

    /// The value of an edge of `colour` from the ground carrying this value.
    fn under_edge(self, colour: Colour, games: &mut Games) -> Result<TreeValue, Error> {
        if self.rest.is_none() {
            if colour != Colour::Green && self.nimber == 0 {
                return Ok(TreeValue {
                    number: self.number.under_edge(colour == Colour::Blue),
                    ..TreeValue::default()
                });
            }
            if colour == Colour::Green && self.number.sign() == Ordering::Equal {
                return Ok(TreeValue {
                    nimber: self.nimber + 1,
                    ..TreeValue::default()
                });
            }
        }
        let g = self.to_game(games)?;
        let g = edge_over(games, colour, g)?;
        Ok(match (games.as_number(g), games.as_nimber(g)) {
            (Some(x), _) => TreeValue {
                number: Number::from_dyadic(x),
                ..TreeValue::default()
            },
            (_, Some(n)) => TreeValue {
                nimber: n as u64,
                ..TreeValue::default()
            },
            _ => TreeValue {
                rest: Some(g),
                ..TreeValue::default()
            },
        })
    }
}

/// The value of a Blue-Red-Green Hackenbush tree (as [`blue_red_tree`], any colours).
///
/// # Errors
/// `Ok(None)` if the edges are not a tree on `vertices` vertices joined to the ground;
/// [`Error::Overflow`] if a number of a part built as a canonical form does not fit;
/// [`Error::TooManyGames`] past the arena's limit.
///
/// # Complexity
/// As [`blue_red_tree`] for its Blue-Red and its green parts; one canonical form per
/// subposition of each edge over a mixed part ([`edge_over`]).
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::hackenbush::Colour::*;
/// use grundy::partizan::hackenbush_tree::tree;
/// use grundy::partizan::notation::to_notation;
/// let mut games = Games::new();
/// // A green edge carrying a blue one: {0, * | 0} = ^*.
/// let value = tree(&mut games, 3, &[(0, 1, Green), (1, 2, Blue)]).unwrap().unwrap();
/// let g = value.to_game(&mut games).unwrap();
/// assert_eq!(to_notation(&games, g), "^*");
/// ```
pub fn tree(
    games: &mut Games,
    vertices: usize,
    edges: &[(usize, usize, Colour)],
) -> Result<Option<TreeValue>, Error> {
    let Some((order, parent)) = root(vertices, edges) else {
        return Ok(None);
    };
    let mut value: Vec<TreeValue> = vec![TreeValue::default(); vertices];
    for &v in order.iter().filter(|&&v| v != 0) {
        let (p, colour) = parent[v];
        let x = std::mem::take(&mut value[v]).under_edge(colour, games)?;
        let sum = std::mem::take(&mut value[p]).plus(x, games)?;
        value[p] = sum;
    }
    Ok(Some(std::mem::take(&mut value[0])))
}

/// The value of an edge of `colour` from the ground carrying a picture of value `g`: the
/// ordinal sum `{0, edge:g^L | edge:g^R}` (a blue edge; 0 on both sides for green, on the
/// right for red), built on `g`'s canonical options.
///
/// # Errors
/// [`Error::TooManyGames`] past the arena's limit.
///
/// # Complexity
/// One canonical form per subposition of `g`'s canonical form.
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::hackenbush::Colour;
/// use grundy::partizan::hackenbush_tree::edge_over;
/// use grundy::partizan::notation::to_notation;
/// let mut games = Games::new();
/// let star = games.star();
/// let g = edge_over(&mut games, Colour::Blue, star).unwrap();
/// assert_eq!(to_notation(&games, g), "1*"); // {0, 1 | 1}: a blue edge under a green one
/// ```
pub fn edge_over(games: &mut Games, colour: Colour, g: Game) -> Result<Game, Error> {
    fn over(
        games: &mut Games,
        colour: Colour,
        g: Game,
        memo: &mut HashMap<Game, Game>,
    ) -> Result<Game, Error> {
        if let Some(&e) = memo.get(&g) {
            return Ok(e);
        }
        let zero = games.zero();
        let (mut left, mut right) = (Vec::new(), Vec::new());
        if colour != Colour::Red {
            left.push(zero);
        }
        if colour != Colour::Blue {
            right.push(zero);
        }
        for o in games.left_options(g) {
            left.push(over(games, colour, o, memo)?);
        }
        for o in games.right_options(g) {
            right.push(over(games, colour, o, memo)?);
        }
        let e = games.from_options(&left, &right)?;
        memo.insert(g, e);
        Ok(e)
    }
    over(games, colour, g, &mut HashMap::new())
}
