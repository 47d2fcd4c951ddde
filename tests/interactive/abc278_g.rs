//! The judge of AtCoder ABC 278 G (Generalized Subtraction Game), from the statement: cards
//! 1..N, a move removes y consecutive cards still on the table, L ≤ y ≤ R; the program picks its
//! side, moves are `x y`, the judge answers `a b`, `0 0` when it cannot move, `-1 -1` when the
//! program lost.
//!
//! The judge plays by exhaustive search over the cards on the table when N ≤ 12, by Grundy
//! values of runs (computed here by the mex definition over every removal) when that table is
//! small enough, and otherwise, when it moves first, by the middle cut and the mirror; when it
//! knows no winning move it moves at random, half the time next to the middle of the row.

use super::{assert_quits, assert_wins, common, programs, sample_dialogues, Link, Rng, Verdict};
use grundy::problems::rows::card_row::CardRow;
use std::collections::HashMap;
use std::sync::mpsc::{Receiver, Sender};

/// The judge's view of the cards and its way of finding a winning move.
struct Table {
    on: Vec<bool>,
    least: usize,
    most: usize,
    plan: Plan,
}

enum Plan {
    /// Win or loss of every set of cards on the table (bit i − 1 for card i).
    Search(HashMap<u32, bool>),
    /// The Grundy value of a run of each length.
    Values(Vec<u32>),
    /// Middle cut, then the mirror of the program's moves; `true` once the cut is made.
    Mirror(bool),
}

impl Table {
    fn new(n: usize, least: usize, most: usize) -> Table {
        let span = (most.min(n) + 1).saturating_sub(least) as u64;
        let plan = if n <= 12 {
            Plan::Search(HashMap::new())
        } else if (n * n) as u64 * span <= 60_000_000 {
            Plan::Values(values(n, least, most))
        } else {
            Plan::Mirror(false)
        };
        Table {
            on: vec![true; n + 1],
            least,
            most,
            plan,
        }
    }

    fn n(&self) -> usize {
        self.on.len() - 1
    }

    fn legal(&self, x: i64, y: i64) -> bool {
        let n = self.n() as i64;
        (self.least as i64..=self.most as i64).contains(&y)
            && (1..=n + 1 - y).contains(&x)
            && (x..x + y).all(|c| self.on[c as usize])
    }

    fn remove(&mut self, x: usize, y: usize) {
        for c in x..x + y {
            assert!(self.on[c], "the judge's own move is illegal");
            self.on[c] = false;
        }
    }

    /// The runs on the table as (first card, length).
    fn runs(&self) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut c = 1;
        while c <= self.n() {
            let start = c;
            while c <= self.n() && self.on[c] {
                c += 1;
            }
            if c > start {
                runs.push((start, c - start));
            }
            c += 1;
        }
        runs
    }

    /// The judge's move after the program's `last` move, `None` if it has none.
    fn judge_move(
        &mut self,
        last: Option<(usize, usize)>,
        rng: &mut Rng,
    ) -> Option<(usize, usize)> {
        let (n, least, most) = (self.n(), self.least, self.most);
        let runs = self.runs();
        let found = match &mut self.plan {
            Plan::Search(memo) => {
                let mask = (1..=n)
                    .filter(|&c| self.on[c])
                    .fold(0u32, |m, c| m | 1 << (c - 1));
                let winning: Vec<(usize, usize)> = removals(mask, n, least, most)
                    .into_iter()
                    .filter(|&(x, y)| !wins(memo, mask & !run_mask(x, y), n, least, most))
                    .collect();
                (!winning.is_empty()).then(|| winning[rng.below(winning.len() as u64) as usize])
            }
            Plan::Values(g) => {
                let total = runs.iter().fold(0, |t, &(_, len)| t ^ g[len]);
                let mut found = None;
                'runs: for &(start, len) in &runs {
                    let target = g[len] ^ total;
                    for y in least..=most.min(len) {
                        for a in 0..=len - y {
                            if total != 0 && g[a] ^ g[len - y - a] == target {
                                found = Some((start + a, y));
                                break 'runs;
                            }
                        }
                    }
                }
                found
            }
            Plan::Mirror(cut) => match last {
                None => (least..=most.min(n)).find(|y| y % 2 == n % 2).map(|y| {
                    *cut = true;
                    ((n - y) / 2 + 1, y)
                }),
                Some((x, y)) if *cut => Some((n + 2 - x - y, y)),
                Some(_) => None,
            },
        };
        found.or_else(|| self.random_move(rng))
    }

    /// A random legal move: a random run, a random length, half the time at the run's end
    /// nearest the middle of the row, else anywhere.
    fn random_move(&self, rng: &mut Rng) -> Option<(usize, usize)> {
        let runs: Vec<(usize, usize)> = self
            .runs()
            .into_iter()
            .filter(|&(_, len)| len >= self.least)
            .collect();
        if runs.is_empty() {
            return None;
        }
        let (start, len) = runs[rng.below(runs.len() as u64) as usize];
        let top = self.most.min(len);
        let y = self.least + rng.below((top - self.least + 1) as u64) as usize;
        let x = match rng.below(4) {
            0 if 2 * start > self.n() => start,
            0 | 1 => start + len - y,
            _ => start + rng.below((len - y + 1) as u64) as usize,
        };
        Some((x, y))
    }
}

fn run_mask(x: usize, y: usize) -> u32 {
    ((1u32 << y) - 1) << (x - 1)
}

fn removals(mask: u32, n: usize, least: usize, most: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for y in least..=most.min(n) {
        for x in 1..=n + 1 - y {
            if mask & run_mask(x, y) == run_mask(x, y) {
                out.push((x, y));
            }
        }
    }
    out
}

fn wins(memo: &mut HashMap<u32, bool>, mask: u32, n: usize, least: usize, most: usize) -> bool {
    if let Some(&w) = memo.get(&mask) {
        return w;
    }
    let w = removals(mask, n, least, most)
        .into_iter()
        .any(|(x, y)| !wins(memo, mask & !run_mask(x, y), n, least, most));
    memo.insert(mask, w);
    w
}

/// Grundy values of runs of 0..=n cards, a move removing least..=most of them anywhere.
fn values(n: usize, least: usize, most: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    // A mex is at most the number of options, at most n per length.
    let mut seen = vec![usize::MAX; n * (most.min(n) + 1 - least.min(n + 1)).max(1) + 2];
    for m in 0..=n {
        for y in least..=most.min(m) {
            for a in 0..=(m - y) / 2 {
                let v = (g[a] ^ g[m - y - a]) as usize;
                if v < seen.len() {
                    seen[v] = m;
                }
            }
        }
        g.push((0..).find(|&v| seen[v] != m).unwrap() as u32);
    }
    g
}

/// One game on `link`: the judge sends `N L R` and plays its side. Ok when the program won.
pub fn game(link: &mut Link, n: usize, least: usize, most: usize, seed: u64) -> Verdict {
    let mut rng = Rng::new(seed);
    link.send(&format!("{n} {least} {most}"));
    let mut program_turn = match link.receive()?.as_str() {
        "First" => true,
        "Second" => false,
        other => return Err(format!("expected First or Second, found {other:?}")),
    };
    let mut table = Table::new(n, least, most);
    let mut last = None;
    loop {
        if program_turn {
            let m = link.receive_numbers(2)?;
            if !table.legal(m[0], m[1]) {
                link.send("-1 -1");
                let why = if m == [0, 0] && table.random_move(&mut rng).is_none() {
                    "no move left: lost"
                } else {
                    "an illegal move"
                };
                return Err(why.into());
            }
            let (x, y) = (m[0] as usize, m[1] as usize);
            table.remove(x, y);
            last = Some((x, y));
        } else {
            let Some((x, y)) = table.judge_move(last, &mut rng) else {
                link.send("0 0");
                return Ok(());
            };
            table.remove(x, y);
            link.send(&format!("{x} {y}"));
        }
        program_turn = !program_turn;
    }
}

/// Every game with N ≤ `small`, the samples, and games at the limits.
fn games(small: usize) -> Vec<(usize, usize, usize)> {
    let mut all = Vec::new();
    for n in 1..=small {
        for least in 1..=n {
            for most in least..=n {
                all.push((n, least, most));
            }
        }
    }
    for line in sample_dialogues("abc278_g").iter().map(|d| d[0].clone()) {
        let v: Vec<usize> = line.split(' ').map(|t| t.parse().unwrap()).collect();
        all.push((v[0], v[1], v[2]));
    }
    all
}

/// Games at the limits: N = 2000 (and a few more that have broken strategies before).
fn limit_games() -> Vec<(usize, usize, usize)> {
    vec![
        (2000, 1, 1),
        (2000, 1, 2),
        (2000, 2, 2),
        (2000, 3, 3),
        (1999, 2, 2),
        (2000, 7, 7),
        (2000, 1, 2000),
        (2000, 1999, 1999),
        (2000, 2000, 2000),
        (2000, 5, 9),
        (1000, 1, 1000),
        (37, 4, 4),
        (100, 3, 8),
    ]
}

/// The Cargo binary at the limits: it plays its strategy's own move every time (a position
/// where the strategy has none is an internal error, which loses here).
#[test]
fn abc278_g_at_2000_cards() {
    let program = common::bin_dir().join("abc278_g");
    for (n, least, most) in limit_games() {
        let what = format!("N = {n}, L = {least}, R = {most}");
        assert_wins(&program, &what, |link| game(link, n, least, most, n as u64));
    }
}

#[test]
fn abc278_g_wins_every_game_as_binary_and_bundles() {
    for (i, program) in programs("abc278_g").iter().enumerate() {
        // The Cargo binary plays every game of up to 9 cards (and those at the limits in
        // `abc278_g_at_2000_cards`), the bundles up to 6 and at the limits.
        let mut all = games(if i == 0 { 9 } else { 6 });
        if i > 0 {
            all.extend(limit_games());
        }
        for (n, least, most) in all {
            let what = format!("N = {n}, L = {least}, R = {most}");
            assert_wins(program, &what, |link| game(link, n, least, most, n as u64));
        }
        assert_quits(program, &[("6 1 2", "First"), ("", "3 2")], Some("-1 -1"));
        assert_quits(program, &[("6 1 2", "First"), ("", "3 2")], Some("0 0"));
        for bad in [
            "3 1",
            "1 3",
            "6 0",
            "7 1",
            "x 1",
            "1 -1",
            "99999999999999999999 1",
        ] {
            assert_quits(program, &[("6 1 2", "First"), ("", "3 2")], Some(bad));
        }
        assert_quits(program, &[("6 1 2", "First"), ("", "3 2")], None);
        assert_quits(program, &[], Some("6 3 2"));
        assert_quits(program, &[], None);
    }
    super::clean_up("abc278_g");
}

/// A player that picks its side and its moves at random (legal ones).
fn random_player(seed: u64) -> impl FnOnce(Receiver<String>, Sender<String>) + Send {
    move |from: Receiver<String>, to: Sender<String>| {
        let mut rng = Rng::new(seed);
        let Ok(first) = from.recv() else { return };
        let v: Vec<usize> = first.split(' ').map(|t| t.parse().unwrap()).collect();
        let mut table = Table::new(v[0], v[1], v[2]);
        table.plan = Plan::Mirror(true); // unused: only random moves
        let mut my_turn = rng.below(2) == 0;
        let _ = to.send(if my_turn { "First" } else { "Second" }.into());
        loop {
            if my_turn {
                let (x, y) = table.random_move(&mut rng).unwrap_or((0, 0));
                if x > 0 {
                    table.remove(x, y);
                }
                let _ = to.send(format!("{x} {y}"));
            } else {
                let Ok(line) = from.recv() else { return };
                let m: Vec<i64> = line.split(' ').map(|t| t.parse().unwrap()).collect();
                if m[0] <= 0 {
                    return;
                }
                table.remove(m[0] as usize, m[1] as usize);
            }
            my_turn = !my_turn;
        }
    }
}

/// The library's strategy on the wrong side: it says `First` where the first player loses and
/// `Second` where it wins.
fn wrong_side_player() -> impl FnOnce(Receiver<String>, Sender<String>) + Send {
    move |from: Receiver<String>, to: Sender<String>| {
        let Ok(first) = from.recv() else { return };
        let v: Vec<usize> = first.split(' ').map(|t| t.parse().unwrap()).collect();
        let mut row = CardRow::new(v[0], v[1], v[2]);
        let mut my_turn = row.winning_move().is_none();
        let _ = to.send(if my_turn { "First" } else { "Second" }.into());
        loop {
            if my_turn {
                let (x, y) = row.next_move().unwrap_or((0, 0));
                row.remove(x, y);
                let _ = to.send(format!("{x} {y}"));
            } else {
                let Ok(line) = from.recv() else { return };
                let m: Vec<i64> = line.split(' ').map(|t| t.parse().unwrap()).collect();
                if m[0] <= 0 {
                    return;
                }
                row.remove(m[0] as usize, m[1] as usize);
            }
            my_turn = !my_turn;
        }
    }
}

#[test]
fn abc278_g_judge_beats_random_players_and_the_wrong_side() {
    let mut rng = Rng::new(278);
    for seed in 0..40 {
        let n = 20 + rng.below(400) as usize;
        let least = 1 + rng.below(4) as usize;
        let most = least + rng.below(4) as usize;
        let mut link = Link::in_process(random_player(seed));
        let verdict = game(&mut link, n, least, most, seed);
        assert!(
            verdict.is_err(),
            "a random player won N = {n}, L = {least}, R = {most}"
        );
    }
    for (n, least, most) in games(8) {
        let mut link = Link::in_process(wrong_side_player());
        let verdict = game(&mut link, n, least, most, 1);
        assert!(
            verdict.is_err(),
            "the wrong side won N = {n}, L = {least}, R = {most}"
        );
    }
}
