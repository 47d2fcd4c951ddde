//! Games written the way CGSuite writes them: `{1|-1}`, `^*`, `v`, `1/2`, `-3/4`, `*3`,
//! `{0|*}`, `2±1`, sums `G + H`, differences and negatives `-G`, and `hackenbush BBR RB`.
//!
//! A canonical form is printed as a number, `x^n*m` for x + n·↑ + *m (`^`, `v2*`, `1/2*3`),
//! `x±y` for the switch `{x+y | x-y}` of numbers, or `{L|R}` with its options so printed;
//! the parser reads all of these and builds the game in a [`Games`] arena, so printing and
//! parsing back gives the same game (a game's canonical form is unique). The parser is a
//! recursive descent over characters that reports the column of the first error and bounds
//! what it builds (nesting, multiples, the height of sums), so no input makes it panic or
//! recurse without limit.
//!
//! Syntax: a literal is `[number][ups][star]` with no spaces: `3/4`, `^`, `^^`, `^3`, `v`,
//! `vv`, `*`, `*2`, `1/2v*`; a `-` written right before a number's digits is that number's
//! sign (`-1^` is −1 + ↑, as CGSuite prints it), anywhere else it negates (`-^` is ↓).
//! `{a, b | c}` lists options; `{a || b | c}` is `{a | {b | c}}` (the side with more bars
//! splits first). `±G` is `{G | -G}` and `x±G` is x + ±G; `+-` may stand for `±`.
//! `hackenbush` followed by strings of `B`, `R` and `G` edges (from the ground up) is the sum
//! of those Hackenbush strings.

use super::dyadic::Dyadic;
use super::game::{Game, Games, Nus};
use super::hackenbush;
use std::fmt;

/// The largest n accepted in `*n` and `^n`.
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::notation::{parse, MAX_MULTIPLE};
/// let mut games = Games::new();
/// assert!(parse(&mut games, &format!("^{MAX_MULTIPLE}")).is_ok());
/// assert!(parse(&mut games, &format!("*{}", MAX_MULTIPLE + 1)).is_err());
/// ```
pub const MAX_MULTIPLE: u32 = 1024;

/// How deep braces, parentheses and signs may nest.
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::notation::{parse, MAX_NESTING};
/// let mut games = Games::new();
/// let deep = format!("{}0{}", "(".repeat(MAX_NESTING + 1), ")".repeat(MAX_NESTING + 1));
/// assert!(parse(&mut games, &deep).unwrap_err().message.contains("nested"));
/// ```
pub const MAX_NESTING: usize = 200;

/// The largest height ([`Games::height`]) a sum may reach while parsing: recursion on a game
/// goes about this deep.
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::notation::{parse, MAX_HEIGHT};
/// let mut games = Games::new();
/// let ups = vec!["^1024"; 1 + MAX_HEIGHT as usize / 1024].join(" + ");
/// assert!(parse(&mut games, &ups).unwrap_err().message.contains("deeper than"));
/// ```
pub const MAX_HEIGHT: u32 = 4096;

/// Where and why an expression could not be read.
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::notation::parse;
/// let mut games = Games::new();
/// let error = parse(&mut games, "{1 | 2 ||").unwrap_err();
/// assert_eq!(error.column, 10);
/// assert_eq!(error.to_string(), "column 10: expected a game or }, found the end");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    /// The column (from 1, counting characters) where reading stopped.
    pub column: usize,
    /// What was expected and what was found there.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// The game written in `text`, built in `games`.
///
/// # Errors
/// A [`ParseError`] with the column of the first character that cannot be read, or of the
/// operator whose result would not fit (a number past 64 bits, a sum too deep).
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::notation::{parse, to_notation};
/// let mut games = Games::new();
/// let g = parse(&mut games, "{1|-1} + {0|*}").unwrap();
/// assert_eq!(to_notation(&games, g), "{1^|-1^}");
/// let h = parse(&mut games, "^ + * - ^*").unwrap();
/// assert_eq!(to_notation(&games, h), "0");
/// let pm = parse(&mut games, "{2|{1|0}}").unwrap();
/// assert_eq!(to_notation(&games, pm), "{2|1/2±1/2}");
/// ```
pub fn parse(games: &mut Games, text: &str) -> Result<Game, ParseError> {
    let mut parser = Parser {
        chars: text.chars().collect(),
        at: 0,
        depth: 0,
        games,
    };
    let g = parser.sum()?;
    parser.skip_spaces();
    match parser.peek() {
        None => Ok(g),
        Some(c) => Err(parser.error(format!("expected + or - or the end, found {}", describe(c)))),
    }
}

/// `g` in CGSuite's notation (see the module doc).
///
/// # Complexity
/// The length of the result, which for a game with many shared subgames can be exponential
/// in its number of subgames: see [`to_notation_within`].
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::notation::to_notation;
/// let mut games = Games::new();
/// let (up, star) = (games.up(), games.star());
/// let g = games.sum(up, star).unwrap();
/// assert_eq!(to_notation(&games, g), "^*");
/// ```
pub fn to_notation(games: &Games, g: Game) -> String {
    to_notation_within(games, g, usize::MAX).unwrap_or_default()
}

/// `g` in CGSuite's notation if that takes at most `max_chars` characters.
///
/// # Complexity
/// O(`max_chars`) work beyond the options looked at.
///
/// # Example
/// ```
/// use grundy::partizan::game::Games;
/// use grundy::partizan::notation::{parse, to_notation_within};
/// let mut games = Games::new();
/// let g = parse(&mut games, "{3|{2|1}}").unwrap();
/// assert_eq!(to_notation_within(&games, g, 6), None);
/// assert_eq!(to_notation_within(&games, g, 100).unwrap(), "{3|3/2±1/2}");
/// ```
pub fn to_notation_within(games: &Games, g: Game, max_chars: usize) -> Option<String> {
    let mut out = String::new();
    write_game(games, g, &mut out, max_chars)?;
    Some(out)
}

fn write_game(games: &Games, g: Game, out: &mut String, max: usize) -> Option<()> {
    if let Some(n) = games.as_nus(g) {
        out.push_str(&nus_text(n));
    } else if let Some(text) = games.as_switch(g).and_then(|(a, b)| switch_text(a, b)) {
        out.push_str(&text);
    } else {
        let mut sides: [Vec<String>; 2] = [Vec::new(), Vec::new()];
        let mut used = out.len() + 3;
        for (side, options) in [games.lefts(g), games.rights(g)].iter().enumerate() {
            for &o in options.iter() {
                let mut text = String::new();
                write_game(games, o, &mut text, max.checked_sub(used)?)?;
                used += text.len() + 1;
                sides[side].push(text);
            }
            sides[side].sort();
        }
        out.push('{');
        out.push_str(&sides[0].join(","));
        out.push('|');
        out.push_str(&sides[1].join(","));
        out.push('}');
    }
    if out.len() > max {
        None
    } else {
        Some(())
    }
}

/// `x^n*m` with the parts that are zero left out (`0` if all are).
fn nus_text(n: Nus) -> String {
    let mut text = String::new();
    if n.number != Dyadic::ZERO || (n.ups == 0 && n.star == 0) {
        text += &n.number.to_string();
    }
    match n.ups {
        0 => {}
        1 => text.push('^'),
        -1 => text.push('v'),
        u if u > 0 => text += &format!("^{u}"),
        u => text += &format!("v{}", u.unsigned_abs()),
    }
    match n.star {
        0 => {}
        1 => text.push('*'),
        s => text += &format!("*{s}"),
    }
    text
}

/// `{a | b}` (a > b) as `m±d`, m the mean and d half the difference (`±d` when m is 0), if
/// they fit.
fn switch_text(a: Dyadic, b: Dyadic) -> Option<String> {
    let mean = a.checked_add(b)?.half()?;
    let radius = a.checked_sub(b)?.half()?;
    Some(if mean == Dyadic::ZERO {
        format!("±{radius}")
    } else {
        format!("{mean}±{radius}")
    })
}

/// A character as an error message shows it.
fn describe(c: char) -> String {
    format!("{c:?}")
}

struct Parser<'a> {
    chars: Vec<char>,
    at: usize,
    depth: usize,
    games: &'a mut Games,
}

/// A piece of the inside of braces: an option, a comma, or a run of bars (how many, where).
enum Piece {
    Option(Game),
    Comma(usize),
    Bars(usize, usize),
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn peek_at(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn error(&self, message: String) -> ParseError {
        self.error_at(self.at, message)
    }

    fn error_at(&self, at: usize, message: String) -> ParseError {
        ParseError {
            column: at + 1,
            message,
        }
    }

    fn found(&self) -> String {
        match self.peek() {
            Some(c) => describe(c),
            None => "the end".to_owned(),
        }
    }

    /// Whether `±` (or `+-`) starts here; consumes it if so.
    fn plus_minus(&mut self) -> bool {
        if self.peek() == Some('±') {
            self.at += 1;
            true
        } else if self.peek() == Some('+') && self.peek_at(1) == Some('-') {
            self.at += 2;
            true
        } else {
            false
        }
    }

    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(format!("nested more than {MAX_NESTING} deep")));
        }
        Ok(())
    }

    /// `term ((+ | - | ±) term)*`.
    fn sum(&mut self) -> Result<Game, ParseError> {
        let mut total = self.signed()?;
        loop {
            self.skip_spaces();
            let at = self.at;
            let part = if self.plus_minus() {
                let g = self.signed()?;
                self.plus_or_minus(g, at)?
            } else if self.peek() == Some('+') {
                self.at += 1;
                self.signed()?
            } else if self.peek() == Some('-') {
                self.at += 1;
                let g = self.signed()?;
                self.games.neg(g)
            } else {
                return Ok(total);
            };
            total = self.add(total, part, at)?;
        }
    }

    /// g + h, or an error at column `at` if it would not fit or be too deep.
    fn add(&mut self, g: Game, h: Game, at: usize) -> Result<Game, ParseError> {
        if self.games.height(g) + self.games.height(h) > MAX_HEIGHT {
            return Err(self.error_at(
                at,
                format!("this sum would be deeper than {MAX_HEIGHT} moves"),
            ));
        }
        self.games
            .sum(g, h)
            .map_err(|e| self.error_at(at, e.to_string()))
    }

    /// ±g = {g | -g}.
    fn plus_or_minus(&mut self, g: Game, at: usize) -> Result<Game, ParseError> {
        let minus_g = self.games.neg(g);
        self.games
            .from_options(&[g], &[minus_g])
            .map_err(|e| self.error_at(at, e.to_string()))
    }

    /// Signs before a term: `-G`, `+G`, `±G`, and `x±G` after it.
    fn signed(&mut self) -> Result<Game, ParseError> {
        let mut negate = false;
        loop {
            self.skip_spaces();
            let at = self.at;
            if self.plus_minus() {
                self.enter()?;
                let g = self.signed()?;
                self.depth -= 1;
                let pm = self.plus_or_minus(g, at)?;
                return Ok(if negate { self.games.neg(pm) } else { pm });
            }
            match (self.peek(), self.peek_at(1)) {
                (Some('-'), Some(d)) if d.is_ascii_digit() => break,
                (Some('-'), _) => negate = !negate,
                (Some('+'), _) => {}
                _ => break,
            }
            self.at += 1;
        }
        let g = self.atom()?;
        let g = if negate { self.games.neg(g) } else { g };
        // x±G right after a term, with no space: 2±1, -1/2±1/2.
        let at = self.at;
        if self.plus_minus() {
            self.enter()?;
            let h = self.signed()?;
            self.depth -= 1;
            let pm = self.plus_or_minus(h, at)?;
            return self.add(g, pm, at);
        }
        Ok(g)
    }

    /// A literal, `{…}`, `(…)` or `hackenbush …`.
    fn atom(&mut self) -> Result<Game, ParseError> {
        self.skip_spaces();
        match self.peek() {
            Some('(') => {
                self.enter()?;
                self.at += 1;
                let g = self.sum()?;
                self.skip_spaces();
                if self.peek() != Some(')') {
                    return Err(self.error(format!("expected ), found {}", self.found())));
                }
                self.at += 1;
                self.depth -= 1;
                Ok(g)
            }
            Some('{') => {
                self.enter()?;
                self.at += 1;
                let g = self.braces()?;
                self.depth -= 1;
                Ok(g)
            }
            Some(c) if c.is_alphabetic() && !self.is_down_literal() => self.word(),
            Some(_) => self.literal(),
            None => Err(self.error("expected a game, found the end".to_owned())),
        }
    }

    /// Whether the letters here are a down literal (`v`, `vv`, `v3`), not a word.
    fn is_down_literal(&self) -> bool {
        let mut i = self.at;
        while self.chars.get(i) == Some(&'v') {
            i += 1;
        }
        i > self.at && !self.chars.get(i).is_some_and(|c| c.is_alphabetic())
    }

    /// `hackenbush` and its strings.
    fn word(&mut self) -> Result<Game, ParseError> {
        let start = self.at;
        let word = self.letters();
        if word != "hackenbush" {
            return Err(self.error_at(
                start,
                format!("unknown word {word:?} (the only word is hackenbush)"),
            ));
        }
        let mut total = self.games.zero();
        let mut strings = 0;
        loop {
            let before = self.at;
            self.skip_spaces();
            let at = self.at;
            let edges = self.letters();
            match hackenbush::parse_string(&edges) {
                Some(string) if !edges.is_empty() => {
                    let g = hackenbush::string(self.games, &string)
                        .map_err(|e| self.error_at(at, e.to_string()))?;
                    total = self.add(total, g, at)?;
                    strings += 1;
                }
                _ if edges.is_empty() && strings > 0 => {
                    self.at = before;
                    return Ok(total);
                }
                _ => {
                    return Err(self.error_at(
                        at,
                        format!(
                            "expected a Hackenbush string of B, R and G edges, found {}",
                            if edges.is_empty() {
                                self.found()
                            } else {
                                format!("{edges:?}")
                            }
                        ),
                    ))
                }
            }
        }
    }

    fn letters(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_alphabetic()) {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    fn digits(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    /// A multiple after `^`, `v` or `*`: its digits, at most [`MAX_MULTIPLE`].
    fn multiple(&mut self) -> Result<Option<u32>, ParseError> {
        let at = self.at;
        let digits = self.digits();
        if digits.is_empty() {
            return Ok(None);
        }
        match digits.parse::<u32>() {
            Ok(n) if n <= MAX_MULTIPLE => Ok(Some(n)),
            _ => Err(self.error_at(at, format!("expected a multiple up to {MAX_MULTIPLE}"))),
        }
    }

    /// `[number][ups][star]`, at least one part.
    fn literal(&mut self) -> Result<Game, ParseError> {
        let start = self.at;
        let mut number = Dyadic::ZERO;
        if self.peek() == Some('-') || self.peek().is_some_and(|c| c.is_ascii_digit()) {
            let mut text = String::new();
            if self.peek() == Some('-') {
                self.at += 1;
                text.push('-');
            }
            text += &self.digits();
            if self.peek() == Some('/') {
                self.at += 1;
                let bottom = self.digits();
                if bottom.is_empty() {
                    return Err(self.error(format!(
                        "expected the digits of a denominator, found {}",
                        self.found()
                    )));
                }
                text = format!("{text}/{bottom}");
            }
            number = text
                .parse::<Dyadic>()
                .map_err(|message| self.error_at(start, message))?;
        }
        let mut ups: i64 = 0;
        let up_at = self.at;
        let (up, down) = (['^', '↑', '⇑'], ['v', '↓', '⇓']);
        while let Some(c) = self.peek() {
            let step = if up.contains(&c) {
                1
            } else if down.contains(&c) {
                -1
            } else {
                break;
            };
            let double = c == '⇑' || c == '⇓';
            if ups != 0 && ups.signum() != step {
                return Err(self.error(format!("ups and downs mixed: {}", describe(c))));
            }
            ups += if double { 2 * step } else { step };
            self.at += 1;
        }
        if ups.unsigned_abs() > MAX_MULTIPLE as u64 {
            return Err(self.error_at(up_at, format!("more than {MAX_MULTIPLE} ups")));
        }
        if ups != 0 {
            if let Some(n) = self.multiple()? {
                if ups.abs() != 1 {
                    return Err(self.error_at(
                        up_at,
                        "write ^3 or ^^^, not a multiple after several arrows".to_owned(),
                    ));
                }
                ups *= n as i64;
            }
        }
        let mut star = 0;
        if self.peek() == Some('*') {
            self.at += 1;
            star = self.multiple()?.unwrap_or(1);
        }
        if self.at == start {
            return Err(self.error(format!("expected a game, found {}", self.found())));
        }
        self.games
            .nus(Nus { number, ups, star })
            .map_err(|e| self.error_at(start, e.to_string()))
    }

    /// The inside of `{…}` up to and with its `}`.
    fn braces(&mut self) -> Result<Game, ParseError> {
        let mut pieces = Vec::new();
        loop {
            self.skip_spaces();
            let at = self.at;
            match self.peek() {
                Some('}') => {
                    self.at += 1;
                    break;
                }
                Some('|') => {
                    while self.peek() == Some('|') {
                        self.at += 1;
                    }
                    pieces.push(Piece::Bars(self.at - at, at));
                }
                Some(',') => {
                    self.at += 1;
                    pieces.push(Piece::Comma(at));
                }
                None => {
                    return Err(self.error("expected a game or }, found the end".to_owned()));
                }
                Some(_) => {
                    if matches!(pieces.last(), Some(Piece::Option(_))) {
                        return Err(
                            self.error(format!("expected , or | or }}, found {}", self.found()))
                        );
                    }
                    let g = self.sum()?;
                    pieces.push(Piece::Option(g));
                }
            }
        }
        let close = self.at - 1;
        self.split(&pieces, close)
    }

    /// The game of the pieces between braces: split at the longest run of bars.
    fn split(&mut self, pieces: &[Piece], close: usize) -> Result<Game, ParseError> {
        let most = pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Bars(n, _) => Some(*n),
                _ => None,
            })
            .max();
        let Some(most) = most else {
            return Err(self.error_at(
                close,
                "expected | between Left's and Right's options".to_owned(),
            ));
        };
        let splits: Vec<(usize, usize)> = pieces
            .iter()
            .enumerate()
            .filter_map(|(i, p)| match p {
                Piece::Bars(n, at) if *n == most => Some((i, *at)),
                _ => None,
            })
            .collect();
        if let Some(&(_, at)) = splits.get(1) {
            return Err(self.error_at(
                at,
                "two runs of bars of the same length at one level: add braces".to_owned(),
            ));
        }
        let (i, at) = splits[0];
        let left = self.side(&pieces[..i], at)?;
        let right = self.side(&pieces[i + 1..], close)?;
        self.games
            .from_options(&left, &right)
            .map_err(|e| self.error_at(at, e.to_string()))
    }

    /// One side's options: a list `a, b, c`, or a game of its own if it has bars.
    fn side(&mut self, pieces: &[Piece], end: usize) -> Result<Vec<Game>, ParseError> {
        if pieces.iter().any(|p| matches!(p, Piece::Bars(..))) {
            return Ok(vec![self.split(pieces, end)?]);
        }
        let mut options = Vec::new();
        let mut expect_option = true;
        for piece in pieces {
            match (piece, expect_option) {
                (Piece::Option(g), true) => options.push(*g),
                (Piece::Comma(at), true) => {
                    return Err(self.error_at(*at, "expected a game before ,".to_owned()))
                }
                _ => {}
            }
            expect_option = !expect_option;
        }
        if !expect_option || options.is_empty() {
            return Ok(options);
        }
        // A list that ends with a comma.
        Err(self.error_at(end, "expected a game after ,".to_owned()))
    }
}
