//! Win, loss or draw of every position of graphs with cycles, self-loops and repeated moves,
//! against the definition iterated to its fixed point: a position is won once some move reaches
//! a lost one, lost once every move reaches a won one (or there is none), and a draw if neither
//! ever happens; and the rounds to the end by the sets of positions won and lost within d
//! rounds for d = 0, 1, 2, ….

use grundy::search::loopy::{finish_from, Finish, GameGraph, Outcome};

pub(crate) struct Lcg(pub u64);

impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The outcome of every position by the definition: rounds over all positions until nothing
/// changes. `ends` are positions where the player to move has already lost.
pub(crate) fn by_definition(successors: &[Vec<usize>], ends: &[usize]) -> Vec<Outcome> {
    let n = successors.len();
    let mut known: Vec<Option<Outcome>> = vec![None; n];
    for &e in ends {
        known[e] = Some(Outcome::Loss);
    }
    loop {
        let mut changed = false;
        for p in 0..n {
            if known[p].is_some() {
                continue;
            }
            let of = |q: &usize| known[*q];
            if successors[p].iter().any(|q| of(q) == Some(Outcome::Loss)) {
                known[p] = Some(Outcome::Win);
                changed = true;
            } else if successors[p].iter().all(|q| of(q) == Some(Outcome::Win)) {
                known[p] = Some(Outcome::Loss);
                changed = true;
            }
        }
        if !changed {
            return known
                .into_iter()
                .map(|k| k.unwrap_or(Outcome::Draw))
                .collect();
        }
    }
}

/// A random graph on `n` positions with fewer than `most` moves, any position to any (self-loops and
/// repeats included).
pub(crate) fn random_moves(rng: &mut Lcg, n: usize, most: usize) -> Vec<(usize, usize)> {
    let moves = rng.below(most);
    (0..moves).map(|_| (rng.below(n), rng.below(n))).collect()
}

pub(crate) fn successors(n: usize, moves: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut successors = vec![Vec::new(); n];
    for &(a, b) in moves {
        successors[a].push(b);
    }
    successors
}

/// Rounds by the definition: `won[p]` is the least d such that the mover at p can force a win
/// within d moves, `lost[p]` the least d such that the opponent can force one within d moves
/// (0 at an end or with no move), each found by growing d until no set grows.
pub(crate) fn rounds_by_definition(next: &[Vec<usize>], ends: &[usize]) -> Vec<Finish> {
    let n = next.len();
    let mut won: Vec<Option<u32>> = vec![None; n];
    let mut lost: Vec<Option<u32>> = vec![None; n];
    for p in 0..n {
        if ends.contains(&p) || next[p].is_empty() {
            lost[p] = Some(0);
        }
    }
    for d in 1.. {
        let mut changed = false;
        let (won_before, lost_before) = (won.clone(), lost.clone());
        for p in 0..n {
            if lost_before[p].is_some() || won_before[p].is_some() {
                continue;
            }
            // Won within d: some move to a position lost within d - 1.
            if next[p].iter().any(|&q| lost_before[q].is_some()) {
                won[p] = Some(d);
                changed = true;
            // Lost within d: every move to a position won within d - 1.
            } else if next[p].iter().all(|&q| won_before[q].is_some()) {
                lost[p] = Some(d);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    (0..n)
        .map(|p| match (won[p], lost[p]) {
            (Some(d), _) => Finish::Win(d),
            (_, Some(d)) => Finish::Loss(d),
            _ => Finish::Draw,
        })
        .collect()
}

fn check(n: usize, moves: &[(usize, usize)], ends: &[usize]) {
    let game = GameGraph::new(n, moves);
    let solved = game.solve_with_ends(ends);
    let next = successors(n, moves);
    assert_eq!(
        solved.outcomes(),
        by_definition(&next, ends),
        "{n} positions, moves {moves:?}, ends {ends:?}"
    );
    for (p, &expected) in rounds_by_definition(&next, ends).iter().enumerate() {
        assert_eq!(
            game.outcome_from(p, ends),
            solved.outcome(p),
            "{moves:?}: {p}"
        );
        let finish = solved.finish(p);
        assert_eq!(finish, expected, "{moves:?}, ends {ends:?}: {p}");
        assert_eq!(finish.outcome(), solved.outcome(p), "{moves:?}: {p}");
        assert_eq!(finish_from(&game, p, ends), finish, "{moves:?}: {p}");
    }
    for (p, options) in next.iter().enumerate() {
        match solved.winning_move(p) {
            Some(to) => {
                assert_eq!(solved.outcome(p), Outcome::Win);
                assert!(
                    options.contains(&to) && !ends.contains(&p),
                    "{moves:?}: {p} -> {to}"
                );
                assert_eq!(solved.outcome(to), Outcome::Loss);
            }
            None => assert_ne!(solved.outcome(p), Outcome::Win, "{moves:?}: {p}"),
        }
    }
}

/// The moves of every graph on three positions (self-loops included, no repeats).
pub(crate) fn graphs_on_three_positions() -> impl Iterator<Item = Vec<(usize, usize)>> {
    let pairs: Vec<(usize, usize)> = (0..3).flat_map(|a| (0..3).map(move |b| (a, b))).collect();
    (0..1u32 << pairs.len()).map(move |set| {
        (0..pairs.len())
            .filter(|&i| set >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect()
    })
}

#[test]
fn every_graph_on_three_positions() {
    for moves in graphs_on_three_positions() {
        check(3, &moves, &[]);
        check(3, &moves, &[1]);
        check(3, &moves, &[2]);
    }
}

#[test]
fn random_graphs_with_cycles_and_targets() {
    let mut rng = Lcg(21);
    for round in 0..4000 {
        let n = 1 + rng.below(16);
        let moves = random_moves(&mut rng, n, 3 * n + 1);
        let ends: Vec<usize> = (0..round % 3).map(|_| rng.below(n)).collect();
        check(n, &moves, &ends);
    }
}

#[test]
fn a_long_cycle_with_an_exit_needs_no_recursion() {
    // 0 → 1 → … → n-1 → 0, and n-1 also moves to n, which has no move.
    let n = 1_000_000;
    let mut moves: Vec<(usize, usize)> = (0..n).map(|p| (p, (p + 1) % n)).collect();
    moves.push((n - 1, n));
    let solved = GameGraph::new(n + 1, &moves).solve();
    assert_eq!(solved.outcome(n), Outcome::Loss);
    assert_eq!(solved.outcome(n - 1), Outcome::Win);
    // Every other position has one move, so the outcomes alternate back along the cycle.
    assert_eq!(solved.outcome(n - 2), Outcome::Loss);
    assert_eq!(solved.outcome(n - 3), Outcome::Win);
    assert_eq!(
        solved.outcome(0),
        if n % 2 == 0 {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    );
    // And the game from 0 lasts the whole way round.
    assert_eq!(solved.finish(0).rounds(), Some(n as u32));
}
