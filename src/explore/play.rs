//! `sg play`: a game against the user, sg playing perfectly. A heap game of the catalogue or a
//! `--rule FILE` rule (the position is its heaps; Sprague–Grundy values say who wins and which
//! moves do), or a game graph (`--graph FILE`, the format of `sg graph`, from one position;
//! retrograde analysis says win, loss or draw). After each move sg shows the position and its
//! value; `?` lists the winning moves. Lines go out as soon as they are complete, as a judge
//! binary's moves do (`grundy::io::Output::interactive`), so a program can play sg through a
//! pipe; the end of input, or `q`, ends the game.

use super::commands::who_wins;
use super::kinds::script::{Script, ScriptRule};
use super::rule::HeapRule;
use super::rules::{number, rule};
use crate::io::Output;
use crate::search::loopy::{GameGraph, Outcome, Solved};
use std::io::BufRead;

/// The largest heap sg plays on: every value up to it is computed at the start.
const MOST_HEAP: u64 = 1 << 20;

/// A position sg can play: what it shows, its moves and which of them win.
trait Position {
    /// The position, for the user.
    fn show(&self) -> String;
    /// Its value and who wins, for the user.
    fn value(&self) -> String;
    /// Every legal move, as the user writes it.
    fn moves(&self) -> Vec<String>;
    /// The moves (indices into [`moves`](Position::moves)) sg may make, best first: winning
    /// moves, else moves that keep a draw; empty when every move is as good as any.
    fn best(&self) -> Vec<usize>;
    /// The move `text` names, as an index into [`moves`](Position::moves).
    fn find(&self, text: &str) -> Result<usize, String>;
    /// Plays move `i`.
    fn play(&mut self, i: usize);
}

/// Heaps of a heap rule, with every value up to the largest heap.
struct Heaps {
    heaps: Vec<usize>,
    values: Vec<u128>,
    leaves: Box<dyn Fn(usize) -> Vec<Vec<usize>>>,
}

impl Heaps {
    /// (heap index, what it leaves) for every move.
    fn options(&self) -> Vec<(usize, Vec<usize>)> {
        let mut all = Vec::new();
        for (i, &n) in self.heaps.iter().enumerate() {
            for mut left in (self.leaves)(n) {
                left.retain(|&h| h > 0);
                all.push((i, left));
            }
        }
        all
    }

    fn total(&self) -> u128 {
        self.heaps.iter().fold(0, |x, &h| x ^ self.values[h])
    }
}

fn move_text(heap: usize, left: &[usize]) -> String {
    format!("{} -> {}", heap + 1, left_text(left))
}

fn left_text(left: &[usize]) -> String {
    let left: Vec<String> = left.iter().map(usize::to_string).collect();
    if left.is_empty() {
        "nothing".to_string()
    } else {
        left.join(" ")
    }
}

impl Position for Heaps {
    fn show(&self) -> String {
        let heaps: Vec<String> = self.heaps.iter().map(usize::to_string).collect();
        match heaps.is_empty() {
            true => "heaps: none".into(),
            false => format!("heaps: {}", heaps.join(" ")),
        }
    }

    fn value(&self) -> String {
        let value = self.total();
        format!("value {value}: {}", who_wins(value != 0))
    }

    fn moves(&self) -> Vec<String> {
        self.options()
            .iter()
            .map(|(i, left)| move_text(*i, left))
            .collect()
    }

    fn best(&self) -> Vec<usize> {
        let total = self.total();
        let options = self.options();
        (0..options.len())
            .filter(|&k| {
                let (i, left) = &options[k];
                let after = left
                    .iter()
                    .fold(total ^ self.values[self.heaps[*i]], |x, &h| {
                        x ^ self.values[h]
                    });
                after == 0
            })
            .collect()
    }

    fn find(&self, text: &str) -> Result<usize, String> {
        let Some((heap, left)) = text.split_once("->") else {
            return Err(
                "write a move as HEAP -> HEAPS LEFT (e.g. 2 -> 1 3, or 1 -> nothing)".into(),
            );
        };
        let heap = number(heap.trim())? as usize;
        let mut left: Vec<usize> = match left.trim() {
            "" | "nothing" => Vec::new(),
            words => words
                .split_ascii_whitespace()
                .map(|w| number(w).map(|n| n as usize))
                .collect::<Result<_, _>>()?,
        };
        left.retain(|&h| h > 0);
        left.sort_unstable();
        let options = self.options();
        options
            .iter()
            .position(|(i, l)| i + 1 == heap && *l == left)
            .ok_or_else(|| {
                let n = self.heaps.get(heap.wrapping_sub(1));
                match n {
                    None => format!("there is no heap {heap}"),
                    Some(n) => format!("a heap of {n} cannot leave {}", left_text(&left)),
                }
            })
    }

    fn play(&mut self, k: usize) {
        let (i, left) = self.options().swap_remove(k);
        self.heaps.splice(i..=i, left);
    }
}

/// A token on a game graph (positions 0-based, shown from 1).
struct Token {
    at: usize,
    next: Vec<Vec<usize>>,
    solved: Solved,
}

fn outcome_word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win | Outcome::Loss => who_wins(outcome == Outcome::Win),
        Outcome::Draw => "a draw: neither player can force a win",
    }
}

impl Position for Token {
    fn show(&self) -> String {
        format!("position {}", self.at + 1)
    }

    fn value(&self) -> String {
        outcome_word(self.solved.outcome(self.at)).to_string()
    }

    fn moves(&self) -> Vec<String> {
        self.next[self.at]
            .iter()
            .map(|v| format!("-> {}", v + 1))
            .collect()
    }

    fn best(&self) -> Vec<usize> {
        let next = &self.next[self.at];
        match self.solved.outcome(self.at) {
            // The move retrograde analysis found: it wins in the fewest moves it can force.
            Outcome::Win => self
                .solved
                .winning_move(self.at)
                .and_then(|w| next.iter().position(|&v| v == w))
                .into_iter()
                .collect(),
            Outcome::Draw => (0..next.len())
                .filter(|&k| self.solved.outcome(next[k]) == Outcome::Draw)
                .collect(),
            Outcome::Loss => Vec::new(),
        }
    }

    fn find(&self, text: &str) -> Result<usize, String> {
        let target = number(text.trim_start_matches("->").trim())? as usize;
        self.next[self.at]
            .iter()
            .position(|&v| v + 1 == target)
            .ok_or_else(|| format!("no move from {} to {target}", self.at + 1))
    }

    fn play(&mut self, k: usize) {
        self.at = self.next[self.at][k];
    }
}

/// `sg play`: sets up the game `words` name (or `--rule FILE`, or `--graph FILE` from a
/// position), then plays it on stdin and stdout; `sg_first`: sg makes the first move.
pub(crate) fn play(
    words: &[&str],
    script: Option<&str>,
    graph: Option<&str>,
    sg_first: bool,
) -> Result<String, String> {
    let mut position: Box<dyn Position> = match graph {
        Some(file) => Box::new(token(file, words)?),
        None => Box::new(heaps(words, script)?),
    };
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = Output::interactive(std::io::stdout().lock());
    let say = |out: &mut Output<_>, text: &str| out.line(text);
    // A closed pipe stops the game quietly; another failed write is an error.
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        say(
            &mut out,
            &format!("{} ({})", position.show(), position.value()),
        );
        let mut sg_turn = sg_first;
        loop {
            let moves = position.moves();
            if moves.is_empty() {
                say(
                    &mut out,
                    if sg_turn {
                        "sg has no move: you win"
                    } else {
                        "you have no move: sg wins"
                    },
                );
                return;
            }
            let k = if sg_turn {
                let k = position.best().first().copied().unwrap_or(0);
                say(&mut out, &format!("sg: {}", moves[k]));
                k
            } else {
                loop {
                    say(&mut out, "your move (? lists the winning moves):");
                    let Some(Ok(line)) = lines.next() else { return };
                    let line = line.trim();
                    match line {
                        "q" | "quit" => return,
                        "?" => {
                            let best: Vec<String> =
                                position.best().iter().map(|&k| moves[k].clone()).collect();
                            let text = match (best.is_empty(), position.value().contains("draw")) {
                                (true, _) => "no winning move".to_string(),
                                (false, true) => format!(
                                    "no winning move; these keep the draw: {}",
                                    best.join(", ")
                                ),
                                (false, false) => format!("winning moves: {}", best.join(", ")),
                            };
                            say(&mut out, &text);
                        }
                        "" => {}
                        text => match position.find(text) {
                            Ok(k) => break k,
                            Err(why) => {
                                say(&mut out, &format!("not a move: {why}"));
                            }
                        },
                    }
                }
            };
            position.play(k);
            say(
                &mut out,
                &format!("{} ({})", position.show(), position.value()),
            );
            sg_turn = !sg_turn;
        }
    }));
    out.flush();
    if let Err(payload) = result {
        // `Output` stops a solver whose output can no longer be written this way.
        if out.write_error().is_none() {
            std::panic::resume_unwind(payload);
        }
    }
    match out.write_error() {
        Some(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(format!("cannot write the output: {e}"))
        }
        _ => Ok(String::new()),
    }
}

fn heaps(words: &[&str], script: Option<&str>) -> Result<Heaps, String> {
    let (rule, rest): (Box<dyn HeapRule>, &[&str]) = match script {
        Some(file) => {
            let script = Script::load(file)?;
            if script.partizan {
                return Err(format!(
                    "{file}: sg play plays impartial rules; for this partizan rule (fn left and \
                     fn right) sg moves --rule {file} X shows each player's winning moves"
                ));
            }
            if script.scored {
                return Err(format!(
                    "{file}: sg play plays win-or-lose games, and this rule is scored (fn \
                     value or fn score): sg moves --rule {file} POSITION shows each move's worth"
                ));
            }
            if script.two_dimensional || script.start || script.positions {
                return Err(format!(
                    "{file}: sg play takes rules of one heap, fn moves(n) (sg moves --rule FILE \
                     answers a position of a rule with start(n) or positions(k))"
                ));
            }
            (Box::new(ScriptRule::new(script)), words)
        }
        None if words.first() == Some(&"nim") => {
            let leaves = |n: usize| (0..n).map(|k| vec![k]).collect();
            let heaps = heap_list(&words[1..])?;
            let top = heaps.iter().max().map_or(0, |&h| h + 1);
            return Ok(Heaps {
                heaps,
                values: (0..top as u128).collect(),
                leaves: Box::new(leaves),
            });
        }
        None => rule(words)?,
    };
    let Some(moves) = rule.heap_moves() else {
        return Err(format!(
            "'{}' is not a heap game sg can play (try sg help play)",
            words.first().unwrap_or(&"")
        ));
    };
    let heaps = heap_list(rest)?;
    let top = heaps.iter().max().map_or(0, |&h| h + 1);
    if top > moves.listed_below {
        return Err(format!(
            "heaps are below {} for this rule",
            moves.listed_below
        ));
    }
    let values = rule.values(top)?;
    // The moves of the rule's own list, kept for the game (the rule itself is dropped).
    let listed: Vec<Vec<Vec<usize>>> = (0..top).map(|n| (moves.leaves)(n)).collect();
    Ok(Heaps {
        heaps,
        values,
        leaves: Box::new(move |n| listed[n].clone()),
    })
}

fn heap_list(words: &[&str]) -> Result<Vec<usize>, String> {
    if words.is_empty() {
        return Err("expected the heaps after the game (try sg help play)".into());
    }
    words
        .iter()
        .map(|w| match number(w)? {
            h if h >= MOST_HEAP => Err(format!("heaps are below {MOST_HEAP} here, found {h}")),
            h => Ok(h as usize),
        })
        .filter(|h| h != &Ok(0))
        .collect()
}

fn token(file: &str, words: &[&str]) -> Result<Token, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let (n, edges) = super::graph::parse(&text)?;
    let start = match words {
        [start] => number(start)? as usize,
        _ => return Err("expected one position to start from after --graph FILE".into()),
    };
    if !(1..=n).contains(&start) {
        return Err(format!("a position from 1 to {n}, found {start}"));
    }
    let mut next = vec![Vec::new(); n];
    for &(u, v) in &edges {
        if !next[u].contains(&v) {
            next[u].push(v);
        }
    }
    next.iter_mut().for_each(|m| m.sort_unstable());
    let solved = GameGraph::new(n, &edges).solve();
    Ok(Token {
        at: start - 1,
        next,
        solved,
    })
}
