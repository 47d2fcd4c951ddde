//! Blue-Red(-Green) Hackenbush: Left cuts blue edges, Right red ones, either player green
//! ones, and whatever no longer reaches the ground falls away.
//!
//! A string of blue and red edges is a number read off its colours (Berlekamp's rule, the
//! sign expansion): the first run of one colour counts ±1 per edge, and from the first change
//! of colour on the edges count ±1/2, ±1/4, … (+ for blue), because cutting an edge removes
//! everything above it, so the string is `{its blue prefixes | its red prefixes}`, and by
//! induction the best prefixes for each player are the last before the top, whose values the
//! simplicity theorem turns into exactly those halvings. Any other string, and any small
//! graph, is valued by building the game itself: each position's canonical form from its
//! options ([`Games::from_options`]).

use super::dyadic::Dyadic;
use super::game::{Error, Game, Games};
use crate::io::{refuse, FromToken};
use std::collections::HashMap;

/// The colour of an edge: who may cut it.
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::{parse_string, Colour};
/// assert_eq!(parse_string("BgR"), Some(vec![Colour::Blue, Colour::Green, Colour::Red]));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    /// Left's.
    Blue,
    /// Right's.
    Red,
    /// Either player's.
    Green,
}

/// An edge's colour in the input, a marker of its own: `B`, `R` or `G` (capitals), so that a
/// tree's coloured edges are one line (`input.labelled_edges::<Colour>(n - 1, n)`) and any other
/// token stops the solver at that token.
///
/// # Example
/// ```
/// use grundy::io::Input;
/// use grundy::partizan::hackenbush::Colour::{self, *};
/// let mut input = Input::new(&b"1 2 B\n2 3 G\n"[..]);
/// assert_eq!(input.labelled_edges::<Colour>(2, 3), [(0, 1, Blue), (1, 2, Green)]);
/// ```
impl FromToken for Colour {
    type Output = Colour;
    fn from_token(token: Option<&[u8]>) -> Colour {
        match token {
            Some(b"B") => Colour::Blue,
            Some(b"R") => Colour::Red,
            Some(b"G") => Colour::Green,
            _ => refuse("a colour B, R or G", token),
        }
    }
}

impl Colour {
    fn left_may_cut(self) -> bool {
        self != Colour::Red
    }

    fn right_may_cut(self) -> bool {
        self != Colour::Blue
    }
}

/// A string's edges from the ground up, one letter each (`B`, `R`, `G`, either case); `None`
/// if another character is in it.
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::{parse_string, Colour};
/// assert_eq!(parse_string("rb"), Some(vec![Colour::Red, Colour::Blue]));
/// assert_eq!(parse_string("BX"), None);
/// ```
pub fn parse_string(text: &str) -> Option<Vec<Colour>> {
    text.chars()
        .map(|c| match c.to_ascii_uppercase() {
            'B' => Some(Colour::Blue),
            'R' => Some(Colour::Red),
            'G' => Some(Colour::Green),
            _ => None,
        })
        .collect()
}

/// The value of a string of blue and red edges (from the ground up) by Berlekamp's rule;
/// `None` if it has a green edge or its value does not fit in a [`Dyadic`] (more than 62
/// edges after the first change of colour).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::{parse_string, string_value};
/// let value = |s: &str| string_value(&parse_string(s).unwrap()).unwrap().to_string();
/// assert_eq!(value("BBR"), "3/2");
/// assert_eq!(value("BRB"), "3/4");
/// assert_eq!(value("RRB"), "-3/2");
/// assert_eq!(value(""), "0");
/// ```
pub fn string_value(edges: &[Colour]) -> Option<Dyadic> {
    let sign = |c: Colour| match c {
        Colour::Blue => Some(1),
        Colour::Red => Some(-1),
        Colour::Green => None,
    };
    let Some(&first) = edges.first() else {
        return Some(Dyadic::ZERO);
    };
    let run = edges.iter().take_while(|&&c| c == first).count();
    if run > i64::MAX as usize {
        return None;
    }
    let mut value = Dyadic::new(run as i64 * sign(first)?, 0)?;
    let mut step = Dyadic::integer(1);
    for &c in &edges[run..] {
        step = step.half()?;
        let s = sign(c)?;
        value = value.checked_add(if s > 0 { step } else { -step })?;
    }
    Some(value)
}

/// The value of a string of edges of any colours (from the ground up): by Berlekamp's rule if
/// it has no green edge, else by building it as a game, each prefix `{the prefixes Left can
/// cut to | those Right can}`.
///
/// # Errors
/// [`Error::Overflow`] if a number in it does not fit; [`Error::TooManyGames`] past the
/// arena's limit.
///
/// # Complexity
/// O(n) without green edges; else n canonical forms of up to n options each.
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::hackenbush::{parse_string, string};
/// use grundy::partizan::notation::to_notation;
/// let mut games = Games::new();
/// let g = string(&mut games, &parse_string("BG").unwrap()).unwrap();
/// // {0, 1 | 1}: Left cuts either edge, Right the green one, leaving 1; so 1*.
/// assert_eq!(to_notation(&games, g), "1*");
/// ```
pub fn string(games: &mut Games, edges: &[Colour]) -> Result<Game, Error> {
    if !edges.contains(&Colour::Green) {
        return string_value(edges)
            .map(|x| games.number(x))
            .ok_or(Error::Overflow);
    }
    let mut prefixes = vec![games.zero()];
    for top in 1..=edges.len() {
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (cut, &colour) in edges[..top].iter().enumerate() {
            if colour.left_may_cut() {
                left.push(prefixes[cut]);
            }
            if colour.right_may_cut() {
                right.push(prefixes[cut]);
            }
        }
        let g = games.from_options(&left, &right)?;
        prefixes.push(g);
    }
    Ok(prefixes[edges.len()])
}

/// The value of a Hackenbush picture: `edges` are `(u, v, colour)` between vertices, vertex
/// 0 is the ground, and a cut edge takes with it every edge no longer joined to the ground.
/// Loops and parallel edges are allowed.
///
/// # Errors
/// [`Error::TooManyGames`] for more than 64 edges (the positions are sets of edges, kept as
/// bits of a `u64`) or past the arena's limit; [`Error::Overflow`] if a number does not fit.
///
/// # Complexity
/// One canonical form per set of edges reachable by cutting: up to 2^E.
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::hackenbush::{graph, Colour::*};
/// use grundy::partizan::notation::to_notation;
/// let mut games = Games::new();
/// // A blue edge from the ground with a red and a blue edge on top: Left cuts the bottom
/// // edge (0) or the top blue one (BR = 1/2), Right the red one (BB = 2): {1/2 | 2} = 1.
/// let g = graph(&mut games, &[(0, 1, Blue), (1, 2, Red), (1, 3, Blue)]).unwrap();
/// assert_eq!(to_notation(&games, g), "1");
/// ```
pub fn graph(games: &mut Games, edges: &[(usize, usize, Colour)]) -> Result<Game, Error> {
    if edges.len() > 64 {
        return Err(Error::TooManyGames);
    }
    let all = if edges.len() == 64 {
        u64::MAX
    } else {
        (1u64 << edges.len()) - 1
    };
    let mut memo = HashMap::new();
    let start = grounded(edges, all);
    picture(games, edges, start, &mut memo)
}

/// The edges of `kept` still joined to the ground through edges of `kept`.
fn grounded(edges: &[(usize, usize, Colour)], kept: u64) -> u64 {
    let mut reached = vec![0usize];
    let mut joined = 0u64;
    let mut grew = true;
    while grew {
        grew = false;
        for (i, &(u, v, _)) in edges.iter().enumerate() {
            if kept >> i & 1 == 1 && joined >> i & 1 == 0 {
                let (has_u, has_v) = (reached.contains(&u), reached.contains(&v));
                if has_u || has_v {
                    joined |= 1 << i;
                    grew = true;
                    if !has_u {
                        reached.push(u);
                    }
                    if !has_v {
                        reached.push(v);
                    }
                }
            }
        }
    }
    joined
}

fn picture(
    games: &mut Games,
    edges: &[(usize, usize, Colour)],
    kept: u64,
    memo: &mut HashMap<u64, Game>,
) -> Result<Game, Error> {
    if let Some(&g) = memo.get(&kept) {
        return Ok(g);
    }
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for (i, &(_, _, colour)) in edges.iter().enumerate() {
        if kept >> i & 1 == 0 {
            continue;
        }
        let after = grounded(edges, kept & !(1 << i));
        let option = picture(games, edges, after, memo)?;
        if colour.left_may_cut() {
            left.push(option);
        }
        if colour.right_may_cut() {
            right.push(option);
        }
    }
    let g = games.from_options(&left, &right)?;
    memo.insert(kept, g);
    Ok(g)
}
