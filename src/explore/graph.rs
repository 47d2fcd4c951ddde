//! `sg graph`: a game graph read as an edge list, each position's outcome (win, loss or draw),
//! generalized Sprague–Grundy value and winning moves; with `--geography`, the graph as
//! undirected vertex geography (a token that may not revisit a vertex).

use super::output::Progress;
use crate::algo::matching::Bipartite;
use crate::games::geography;
use crate::search::generalized_sg::{self, Value};
use crate::search::loopy::{GameGraph, Outcome};

/// The most vertices `--geography` takes on a graph that is not bipartite.
const MOST_BLOSSOM: usize = 3000;

/// The graph in `text`: `n m`, then m pairs `u v` of positions from 1 to n.
pub(crate) fn parse(text: &str) -> Result<(usize, Vec<(usize, usize)>), String> {
    let mut tokens = text.split_ascii_whitespace().enumerate();
    let mut number = |what: &str| -> Result<usize, String> {
        match tokens.next() {
            None => Err(format!("the graph ended early: expected {what}")),
            Some((i, t)) => t
                .parse::<usize>()
                .map_err(|_| format!("token {}: expected {what}, found {t:?}", i + 1)),
        }
    };
    let n = number("the number of positions n")?;
    let m = number("the number of moves m")?;
    if n > 1 << 24 || m > 1 << 26 {
        return Err(format!(
            "a graph of at most 2^24 positions and 2^26 moves, not {n} and {m}"
        ));
    }
    let mut edges = Vec::with_capacity(m.min(1 << 16));
    for _ in 0..m {
        let mut position = || -> Result<usize, String> {
            let p = number(&format!("a position from 1 to {n}"))?;
            if p == 0 || p > n {
                return Err(format!("a position from 1 to {n}, found {p}"));
            }
            Ok(p - 1)
        };
        let from = position()?;
        edges.push((from, position()?));
    }
    if let Some((i, t)) = tokens.next() {
        return Err(format!(
            "token {}: expected the end of the graph after {m} moves, found {t:?}",
            i + 1
        ));
    }
    Ok((n, edges))
}

fn word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "win",
        Outcome::Loss => "loss",
        Outcome::Draw => "draw",
    }
}

/// The report for the graph in `text`: one line per position.
pub(crate) fn graph(text: &str, geography_game: bool) -> Result<String, String> {
    let (n, edges) = parse(text)?;
    let mut out = String::new();
    if geography_game {
        // Edmonds' algorithm is O(V³) on a graph that is not bipartite.
        if n > MOST_BLOSSOM && Bipartite::new(n, &edges).is_none() {
            return Err(format!(
                "--geography on a graph that is not bipartite takes at most {MOST_BLOSSOM} \
                 vertices here (Edmonds' algorithm is O(V³)), found {n}"
            ));
        }
        out.push_str("vertex  mover  winning move\n");
        for (v, to) in geography::winning_moves(n, &edges).into_iter().enumerate() {
            let line = match to {
                Some(w) => format!("{:<7} win    -> {}\n", v + 1, w + 1),
                None => format!("{:<7} loss\n", v + 1),
            };
            out.push_str(&line);
        }
        return Ok(out);
    }
    let game = GameGraph::new(n, &edges);
    let solved = game.solve();
    // Rounds cost O(V + E) each and a value of m takes m + 1 of them: long on large dense
    // graphs, so the progress shows on a terminal.
    let mut progress = Progress::new(Some(n), true);
    let values = generalized_sg::values_watched(&game, |_, valued| progress.show_values(valued));
    progress.clear();
    let mut options = vec![Vec::new(); n];
    for &(a, b) in &edges {
        options[a].push(b);
    }
    out.push_str("position  outcome  value  winning moves (draw: moves that keep the draw)\n");
    for (p, value) in values.iter().enumerate() {
        let outcome = solved.outcome(p);
        // From a won position the moves to lost ones; from a draw those to draws.
        let good = match outcome {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        };
        let mut moves: Vec<usize> = options[p]
            .iter()
            .copied()
            .filter(|&q| outcome != Outcome::Loss && solved.outcome(q) == good)
            .collect();
        moves.sort_unstable();
        moves.dedup();
        let moves: Vec<String> = moves.iter().map(|q| format!("-> {}", q + 1)).collect();
        let value = match value {
            Value::Finite(v) => v.to_string(),
            infinite => infinite.to_string(),
        };
        let line = format!(
            "{:<9} {:<8} {:<6} {}",
            p + 1,
            word(outcome),
            value,
            moves.join(" ")
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    Ok(out)
}
