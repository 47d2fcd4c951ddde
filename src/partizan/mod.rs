//! Partizan games: each player has their own moves, so a position's value is a game in
//! Conway's sense (`{L | R}`), not a nimber. Numbers (dyadic rationals, [`dyadic`]), canonical
//! forms in an arena with sums, comparison and outcome classes ([`game`]), CGSuite's notation
//! ([`notation`]), thermographs, means, temperatures and cooling ([`thermograph`]),
//! Blue-Red-Green Hackenbush ([`hackenbush`], trees of any size in
//! [`hackenbush_tree`]), each player's own subtraction set ([`subtraction`]), Cut-Cake's
//! integer values ([`cut_cake`]) and Maundy Cake's ([`maundy_cake`]), who wins a number
//! plus a nimber ([`outcome_of_number_plus_nimber`]), the board of AtCoder ABC 229 H
//! ([`advance_or_eat`]), and a calculator ([`calculate`], [`compare`]).
//!
//! A sum of games is won by Left moving first exactly when it is not ≤ 0, and G ≤ H is decided
//! from the options alone (no G^L ≥ H, no H^R ≤ G); every game has a unique canonical form, so
//! the whole theory runs on canonical forms stored once each. `tests/proofs/partizan.rs`
//! checks all of it against a brute-force search of the game trees that shares no formula
//! with this code.

pub mod advance_or_eat;
pub mod cut_cake;
pub mod dyadic;
pub mod game;
pub mod hackenbush;
pub mod hackenbush_tree;
pub mod maundy_cake;
pub mod notation;
pub mod subtraction;
pub mod thermograph;

use dyadic::Dyadic;
use game::{Games, Outcome};
use std::cmp::Ordering;

/// The outcome of x + *n, a number plus a nimber: L if x > 0, R if x < 0, and for x = 0 the
/// nimber's, P if n = 0 else N. Theorem: *n lies strictly between every negative and every
/// positive number (it is infinitesimal), so x + *n has x's sign, and *n ≠ 0 is won by moving
/// to 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::Dyadic;
/// use grundy::partizan::game::Outcome;
/// use grundy::partizan::outcome_of_number_plus_nimber;
/// let x = Dyadic::new(-1, 40).unwrap();
/// assert_eq!(outcome_of_number_plus_nimber(x, 1 << 40), Outcome::Right);
/// assert_eq!(outcome_of_number_plus_nimber(Dyadic::ZERO, 3), Outcome::Next);
/// assert_eq!(outcome_of_number_plus_nimber(Dyadic::ZERO, 0), Outcome::Previous);
/// ```
pub fn outcome_of_number_plus_nimber(x: Dyadic, n: u64) -> Outcome {
    outcome_by_sign(x.cmp(&Dyadic::ZERO), n)
}

/// [`outcome_of_number_plus_nimber`] from the number's sign alone.
fn outcome_by_sign(sign: Ordering, n: u64) -> Outcome {
    match sign {
        Ordering::Greater => Outcome::Left,
        Ordering::Less => Outcome::Right,
        Ordering::Equal if n == 0 => Outcome::Previous,
        Ordering::Equal => Outcome::Next,
    }
}

/// How many games the calculator stores at most (about a gigabyte).
///
/// # Example
/// ```
/// use grundy::partizan::{calculate, CALCULATOR_LIMIT};
/// assert!(CALCULATOR_LIMIT > 1_000_000);
/// assert!(calculate("*1000").is_ok()); // a thousand and one games
/// ```
pub const CALCULATOR_LIMIT: usize = 4_000_000;

/// The longest expression the calculator reads, in characters.
///
/// # Example
/// ```
/// use grundy::partizan::{calculate, CALCULATOR_MAX_CHARS};
/// let long = "0+".repeat(CALCULATOR_MAX_CHARS) + "0";
/// assert!(calculate(&long).unwrap_err().contains("at most"));
/// ```
pub const CALCULATOR_MAX_CHARS: usize = 100_000;

/// The longest canonical form the calculator prints, in bytes; a longer one is described.
///
/// # Example
/// ```
/// use grundy::partizan::{calculate, CALCULATOR_MAX_PRINTED};
/// let answer = calculate("{3|{2|1}}").unwrap();
/// assert!(answer.len() < CALCULATOR_MAX_PRINTED);
/// ```
pub const CALCULATOR_MAX_PRINTED: usize = 1_000_000;

/// The canonical form of the game written in `expr` (CGSuite's notation, see [`notation`]),
/// its outcome class, its mean and its temperature ([`thermograph`]), one per line:
///
/// ```text
/// {1^|-1^}
/// outcome: N (the first player wins)
/// mean 0
/// temperature 1
/// ```
///
/// # Errors
/// A message with the column of a syntax error (`column 4: expected ...`), or saying what
/// was too large. Nothing panics, whatever `expr` is: the work runs on a thread of its own
/// with a large stack, and the arena is bounded ([`CALCULATOR_LIMIT`]).
///
/// # Example
/// ```
/// use grundy::partizan::calculate;
/// assert_eq!(
///     calculate("{1|-1} + {0|*}").unwrap(),
///     "{1^|-1^}\noutcome: N (the first player wins)\nmean 0\ntemperature 1"
/// );
/// assert_eq!(
///     calculate("hackenbush BBR RB").unwrap(),
///     "1\noutcome: L (Left wins)\nmean 1\ntemperature -1"
/// );
/// assert_eq!(calculate("{1|").unwrap_err(), "column 4: expected a game or }, found the end");
/// ```
pub fn calculate(expr: &str) -> Result<String, String> {
    on_a_big_stack(expr, &[], |games, parsed| {
        let g = parsed[0];
        let text = match notation::to_notation_within(games, g, CALCULATOR_MAX_PRINTED) {
            Some(text) => text,
            None => format!(
                "(a canonical form of more than {CALCULATOR_MAX_PRINTED} characters, with {} \
                 subgames stored: not printed)",
                games.stored()
            ),
        };
        let outcome = games.outcome(g);
        let heat = match thermograph::thermograph(games, g) {
            Ok(th) => format!("mean {}\ntemperature {}", th.mean(), th.temperature()),
            Err(e) => format!("mean and temperature not computed: {e}"),
        };
        Ok(format!(
            "{text}\noutcome: {} ({})\n{heat}",
            outcome.letter(),
            outcome.in_words()
        ))
    })
}

/// How the game written in `g` compares with the one in `h`: one line, `G > H`, `G < H`,
/// `G = H` or `G || H` (confused: the first player wins G − H), with both in canonical form.
///
/// # Errors
/// As [`calculate`]; a syntax error names which game it is in (`first game: column 3: ...`).
///
/// # Example
/// ```
/// use grundy::partizan::compare;
/// assert_eq!(compare("^", "*").unwrap(), "^ || *");
/// assert_eq!(compare("{0|*}", "^ + 0").unwrap(), "^ = ^");
/// assert_eq!(compare("1/2", "hackenbush BR").unwrap(), "1/2 = 1/2");
/// assert_eq!(compare("^", "1/64").unwrap(), "^ < 1/64");
/// ```
pub fn compare(g: &str, h: &str) -> Result<String, String> {
    on_a_big_stack(g, &[h], |games, parsed| {
        let (g, h) = (parsed[0], parsed[1]);
        let relation = match games.compare(g, h) {
            Some(Ordering::Greater) => ">",
            Some(Ordering::Less) => "<",
            Some(Ordering::Equal) => "=",
            None => "||",
        };
        let show = |games: &Games, x| {
            notation::to_notation_within(games, x, CALCULATOR_MAX_PRINTED / 2)
                .unwrap_or_else(|| "(too large to print)".to_owned())
        };
        Ok(format!("{} {relation} {}", show(games, g), show(games, h)))
    })
}

/// Parses `first` and `more` into one bounded arena and runs `then` on them, on a thread with
/// a 1 GiB stack (recursion follows the games' heights, which the parser bounds).
fn on_a_big_stack(
    first: &str,
    more: &[&str],
    then: fn(&mut Games, &[game::Game]) -> Result<String, String>,
) -> Result<String, String> {
    let texts: Vec<String> = std::iter::once(first)
        .chain(more.iter().copied())
        .map(str::to_owned)
        .collect();
    for text in &texts {
        let chars = text.chars().count();
        if chars > CALCULATOR_MAX_CHARS {
            return Err(format!(
                "the expression has {chars} characters; the calculator reads at most \
                 {CALCULATOR_MAX_CHARS}"
            ));
        }
    }
    let work = move || {
        let mut games = Games::with_limit(CALCULATOR_LIMIT);
        let mut parsed = Vec::new();
        let names = ["first game", "second game"];
        for (i, text) in texts.iter().enumerate() {
            match notation::parse(&mut games, text) {
                Ok(g) => parsed.push(g),
                Err(e) if texts.len() == 1 => return Err(e.to_string()),
                Err(e) => return Err(format!("{}: {e}", names[i.min(1)])),
            }
        }
        then(&mut games, &parsed)
    };
    on_a_thread_of_1_gib(work, "the calculator")
}

/// `work` run on a thread with a 1 GiB stack (canonical forms recurse as deep as the games are
/// high), its error or a one-line one if the thread cannot start or panics; `name` says whose
/// work it is in those messages.
pub(crate) fn on_a_thread_of_1_gib<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, String> + Send + 'static,
    name: &str,
) -> Result<T, String> {
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(work)
        .map_err(|e| format!("cannot start {name}'s thread: {e}"))?
        .join()
        .unwrap_or_else(|_| Err(format!("internal error: {name} failed")))
}
