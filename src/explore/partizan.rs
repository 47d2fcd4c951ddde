//! The explorer's partizan commands: `sg hackenbush` (a Blue-Red-Green tree's value and
//! outcome) and the partizan subtraction game `psub A B` of `sg table` and `sg period`
//! (outcome classes, and their proven period).

use super::output::Output;
use super::rules::set;
use crate::partizan::game::Games;
use crate::partizan::hackenbush::Colour;
use crate::partizan::hackenbush_tree::tree;
use crate::partizan::notation::to_notation_within;
use crate::partizan::subtraction::Subtraction;
use crate::partizan::{on_a_thread_of_1_gib, CALCULATOR_LIMIT, CALCULATOR_MAX_PRINTED};
use std::fmt::Write as _;

pub(crate) const HACKENBUSH_HELP: &str =
    "Reads a Hackenbush tree, `n` then n - 1 edges `u v C` (vertices 1..n, vertex 1 the ground,
C one of B (Left cuts it), R (Right) or G (either)), from FILE or stdin, and prints its value
and outcome class (L: Left wins, R: Right wins, N: the first player, P: the second). A
Blue-Red tree is a number of any length, computed bottom up in O(E · the digits of the value)
at worst (milliseconds for 10^5 edges of a stalk or a random tree): an edge over a subtree of value x has the sign expansion of x with the edge's sign put first.
Green edges over green edges are nimbers (the colon principle); only where blue or red edges
hang above green ones or the other way round is a canonical form built. Example:
  printf '4\\n1 2 B\\n2 3 R\\n2 4 B\\n' | sg hackenbush";

/// The most heaps `sg table psub` prints, and the most `sg period psub` looks at.
const MOST_HEAPS: usize = 1 << 28;

/// `sg hackenbush`: the value and outcome of the tree in `text`.
pub(crate) fn hackenbush(text: &str) -> Result<String, String> {
    let (n, edges) = parse_tree(text)?;
    let work = move || -> Result<String, String> {
        let mut games = Games::with_limit(CALCULATOR_LIMIT);
        let value = tree(&mut games, n, &edges)
            .map_err(|e| e.to_string())?
            // Vertices and edge count are checked: only a cycle stops the rooting.
            .ok_or("the edges are not a tree: they close a cycle")?;
        let outcome = value.outcome(&mut games).map_err(|e| e.to_string())?;
        let value = match value.rest {
            None => number_and_star(&value.number.to_string(), value.nimber),
            Some(_) => {
                let g = value.to_game(&mut games).map_err(|e| e.to_string())?;
                to_notation_within(&games, g, CALCULATOR_MAX_PRINTED).unwrap_or_else(|| {
                    format!("(a canonical form of more than {CALCULATOR_MAX_PRINTED} characters)")
                })
            }
        };
        Ok(format!(
            "{value}\noutcome: {} ({})\n",
            outcome.letter(),
            outcome.in_words()
        ))
    };
    // Canonical forms of mixed trees recurse as deep as the tree is high.
    on_a_thread_of_1_gib(work, "the tree's value")
}

/// `x*n` as CGSuite writes it: `3/4`, `*`, `1*2`, `0`.
fn number_and_star(x: &str, n: u64) -> String {
    match (x, n) {
        (x, 0) => x.to_owned(),
        ("0", 1) => "*".to_owned(),
        ("0", n) => format!("*{n}"),
        (x, 1) => format!("{x}*"),
        (x, n) => format!("{x}*{n}"),
    }
}

/// A tree's edges `(u, v, colour)`.
type Edges = Vec<(usize, usize, Colour)>;

/// The tree in `text`: `n`, then n - 1 edges `u v C`; vertices from 0 (vertex 1 of the text,
/// the ground, is 0).
fn parse_tree(text: &str) -> Result<(usize, Edges), String> {
    let mut tokens = text.split_ascii_whitespace().enumerate();
    let mut next = |what: &str| -> Result<(usize, &str), String> {
        tokens
            .next()
            .ok_or_else(|| format!("the tree ended early: expected {what}"))
    };
    let (i, t) = next("the number of vertices n")?;
    let n: usize = t
        .parse()
        .ok()
        .filter(|&n| (1..=1 << 24).contains(&n))
        .ok_or_else(|| format!("token {}: expected n from 1 to 2^24, found {t:?}", i + 1))?;
    let mut edges = Vec::with_capacity(n - 1);
    for _ in 1..n {
        let mut vertex = || -> Result<usize, String> {
            let (i, t) = next(&format!("a vertex from 1 to {n}"))?;
            match t.parse::<usize>() {
                Ok(v) if (1..=n).contains(&v) => Ok(v - 1),
                _ => Err(format!(
                    "token {}: expected a vertex from 1 to {n}, found {t:?}",
                    i + 1
                )),
            }
        };
        let (u, v) = (vertex()?, vertex()?);
        let (i, t) = next("a colour B, R or G")?;
        let colour = match t {
            "B" | "b" => Colour::Blue,
            "R" | "r" => Colour::Red,
            "G" | "g" => Colour::Green,
            _ => {
                return Err(format!(
                    "token {}: expected a colour B, R or G, found {t:?}",
                    i + 1
                ))
            }
        };
        edges.push((u, v, colour));
    }
    if let Some((i, t)) = tokens.next() {
        return Err(format!(
            "token {}: expected the end of the tree after {} edges, found {t:?}",
            i + 1,
            n - 1
        ));
    }
    Ok((n, edges))
}

/// `psub A B` at the start of `args`: the game and the words after it; `None` for another rule.
fn psub<'a>(args: &'a [&'a str]) -> Option<Result<(Subtraction, &'a [&'a str]), String>> {
    let [first, rest @ ..] = args else {
        return None;
    };
    if *first != "psub" {
        return None;
    }
    let usage = "usage: sg table psub A B N, sg period psub A B [N] (A Left's takes, B Right's, \
                 like 1,2 and 1,3)";
    Some(match rest {
        [a, b, more @ ..] => (|| {
            let game = Subtraction::new(&set(a)?, &set(b)?).ok_or(usage)?;
            Ok((game, more))
        })(),
        _ => Err(usage.to_owned()),
    })
}

fn heaps(n: &str) -> Result<usize, String> {
    n.parse::<usize>()
        .ok()
        .filter(|&n| n <= MOST_HEAPS)
        .ok_or_else(|| format!("expected a number of heaps from 0 to 2^28, found {n:?}"))
}

/// `sg table psub A B N`: the class of each heap 0..N (`None` if `args` is another rule).
pub(crate) fn psub_table(args: &[&str], row: bool) -> Option<Result<String, String>> {
    let table = |(game, rest): (Subtraction, &[&str])| -> Result<String, String> {
        let [n] = rest else {
            return Err("usage: sg table psub A B N [--row]".into());
        };
        let mut out = Output::new(row);
        for class in game.classes(heaps(n)?) {
            out.word(class.letter().encode_utf8(&mut [0; 4]))?;
        }
        out.finish()?;
        Ok(String::new())
    };
    psub(args).map(|parsed| parsed.and_then(table))
}

/// `sg period psub A B [N]`: the proven pre-period and period of the classes.
pub(crate) fn psub_period(args: &[&str], list: bool) -> Option<Result<String, String>> {
    let period = |(game, rest): (Subtraction, &[&str])| -> Result<String, String> {
        let most = match rest {
            [] => 1 << 24,
            [n] => heaps(n)?,
            _ => return Err("usage: sg period psub A B [N] [--values]".into()),
        };
        let t = game.largest_take();
        let Some(found) = game.period(most) else {
            return Ok(format!("none proven in the first {most} classes\n"));
        };
        let (e, p) = (found.pre_period(), found.period());
        let mut text = format!(
            "pre-period {e}, period {p}\nproven: past heap {t} a heap's class (L, R, N, P) is a \
             function of the {t} before it (largest take {t}), and the {t} from heap {e} on \
             recur at {}: {} classes prove it\n",
            e + p,
            e + p + t as usize
        );
        if list {
            let letters = |from: usize, to: usize| -> String {
                let shown: Vec<String> = (from..to)
                    .map(|n| found.value(n as u64).letter().to_string())
                    .collect();
                if shown.is_empty() {
                    "(none)".into()
                } else {
                    shown.join(" ")
                }
            };
            writeln!(text, "pre-period classes: {}", letters(0, e)).expect("a String");
            writeln!(text, "period classes: {}", letters(e, e + p)).expect("a String");
        }
        Ok(text)
    };
    psub(args).map(|parsed| parsed.and_then(period))
}
