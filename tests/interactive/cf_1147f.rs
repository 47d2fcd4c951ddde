//! The judge of Codeforces 1147 F (Zigzag Game), from the statement: t games on K(n, n) with
//! distinct weights; the program picks `A` or `B`; moves are node numbers; the judge sends `-1`
//! when it has no move (the program won this game) and `-2` after an invalid move.
//!
//! As Alice the judge tries every direction and start and every sequence of its own moves on
//! small graphs (one game per sequence), taking a winning move whenever a search of the game
//! finds one (n ≤ 4), and on larger graphs moves at random, preferring the edge nearest the last
//! weight (Bob's narrowest answer). As Bob (the program said `A`) it plays the stable matching,
//! written here from the statement, and wins.

use super::{assert_quits, common, programs, sample_dialogues, Link, Rng, Verdict};
use std::collections::HashMap;
use std::path::Path;
use std::sync::mpsc::{Receiver, Sender};

type Weights = Vec<Vec<u64>>;

/// One game's state: visited nodes (0-based), the token, the last weight (0: none yet).
#[derive(Clone)]
struct Board {
    w: Weights,
    visited: Vec<bool>,
    token: usize,
    last: u64,
}

impl Board {
    fn new(w: Weights, start: usize) -> Board {
        let mut visited = vec![false; 2 * w.len()];
        visited[start] = true;
        Board {
            w,
            visited,
            token: start,
            last: 0,
        }
    }

    fn weight(&self, u: usize, v: usize) -> u64 {
        let n = self.w.len();
        if u < n {
            self.w[u][v - n]
        } else {
            self.w[v][u - n]
        }
    }

    /// The moves of a mover who is `increasing`, as (node, weight).
    fn moves(&self, increasing: bool) -> Vec<(usize, u64)> {
        let n = self.w.len();
        (0..2 * n)
            .filter(|&v| (v < n) != (self.token < n) && !self.visited[v])
            .map(|v| (v, self.weight(self.token, v)))
            .filter(|&(_, w)| self.last == 0 || (w > self.last) == increasing)
            .collect()
    }

    fn go(&mut self, v: usize) {
        self.last = self.weight(self.token, v);
        self.visited[v] = true;
        self.token = v;
    }

    /// Whether a mover who is `increasing` wins, by search (small boards only).
    fn wins(&self, increasing: bool, memo: &mut HashMap<(usize, u64, u64), bool>) -> bool {
        let bits = self
            .visited
            .iter()
            .rev()
            .fold(0u64, |b, &v| b << 1 | u64::from(v));
        let key = (self.token, bits, self.last * 2 + u64::from(increasing));
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let w = self.moves(increasing).into_iter().any(|(v, _)| {
            let mut next = self.clone();
            next.go(v);
            !next.wins(!increasing, memo)
        });
        memo.insert(key, w);
        w
    }
}

/// Bob's matching by Gale–Shapley, the side across from the start proposing in Alice's
/// direction (its nodes' order of preference), the start's side accepting in Bob's.
fn matching(w: &Weights, alice_increasing: bool, start: usize) -> Vec<usize> {
    let n = w.len();
    let across: Vec<usize> = if start < n {
        (n..2 * n).collect()
    } else {
        (0..n).collect()
    };
    let own: Vec<usize> = if start < n {
        (0..n).collect()
    } else {
        (n..2 * n).collect()
    };
    let weight = |u: usize, v: usize| if u < n { w[u][v - n] } else { w[v][u - n] };
    let mut partner = vec![usize::MAX; 2 * n];
    let mut next_choice = vec![0; 2 * n];
    let prefs: Vec<Vec<usize>> = across
        .iter()
        .map(|&x| {
            let mut list = own.clone();
            list.sort_by_key(|&y| weight(x, y));
            if alice_increasing {
                list.reverse();
            }
            list
        })
        .collect();
    let mut queue: Vec<usize> = (0..n).collect();
    while let Some(k) = queue.pop() {
        let x = across[k];
        let y = prefs[k][next_choice[x]];
        next_choice[x] += 1;
        let holder = partner[y];
        // y, on the start's side, ranks in Bob's direction: lighter is better when Alice is
        // increasing.
        let better = holder == usize::MAX || (weight(x, y) < weight(holder, y)) == alice_increasing;
        if better {
            if holder != usize::MAX {
                partner[holder] = usize::MAX;
                queue.push(across.iter().position(|&a| a == holder).unwrap());
            }
            partner[y] = x;
            partner[x] = y;
        } else {
            queue.push(k);
        }
    }
    partner
}

/// Where the judge's choices come from: every sequence of them over a list of graphs, one game
/// per sequence; then random ones on random small graphs.
pub struct Explorer {
    graphs: Vec<Weights>,
    /// Graphs played with random choices, in order, once `graphs` are done.
    fixed: std::collections::VecDeque<Weights>,
    path: Vec<(usize, usize)>,
    depth: usize,
    rng: Rng,
}

impl Explorer {
    pub fn new(graphs: Vec<Weights>, seed: u64) -> Explorer {
        Explorer {
            graphs,
            fixed: Default::default(),
            path: Vec::new(),
            depth: 0,
            rng: Rng::new(seed),
        }
    }

    fn exhausted(&self) -> bool {
        self.graphs.is_empty()
    }

    /// An index into `count` options, best first.
    fn choose(&mut self, count: usize) -> usize {
        if self.exhausted() {
            // Half the time the best, else any.
            return if self.rng.below(2) == 0 {
                0
            } else {
                self.rng.below(count as u64) as usize
            };
        }
        if self.depth == self.path.len() {
            self.path.push((0, count));
        }
        self.depth += 1;
        self.path[self.depth - 1].0
    }

    /// The next game's graph.
    fn graph(&mut self) -> Weights {
        self.depth = 0;
        match self.graphs.last() {
            Some(g) => g.clone(),
            None => match self.fixed.pop_front() {
                Some(g) => g,
                None => random_graph(1 + self.rng.below(5) as usize, &mut self.rng),
            },
        }
    }

    /// After a game: the next sequence, or the next graph.
    fn game_over(&mut self) {
        if self.exhausted() {
            return;
        }
        while let Some((chosen, count)) = self.path.pop() {
            if chosen + 1 < count {
                self.path.push((chosen + 1, count));
                return;
            }
        }
        self.graphs.pop();
    }
}

pub fn random_graph(n: usize, rng: &mut Rng) -> Weights {
    let mut perm: Vec<u64> = (1..=(n * n) as u64).collect();
    for i in (1..perm.len()).rev() {
        perm.swap(i, rng.below(i as u64 + 1) as usize);
    }
    perm.chunks(n).map(<[u64]>::to_vec).collect()
}

/// One run of `t` games on `link`, graphs and choices from `explorer`. Ok when the program
/// won them all.
pub fn session(link: &mut Link, t: usize, explorer: &mut Explorer) -> Verdict {
    link.send(&t.to_string());
    for case in 0..t {
        let w = explorer.graph();
        game(link, w, explorer).map_err(|e| format!("game {}: {e}", case + 1))?;
        explorer.game_over();
    }
    Ok(())
}

fn game(link: &mut Link, w: Weights, explorer: &mut Explorer) -> Verdict {
    let n = w.len();
    link.send(&n.to_string());
    for row in &w {
        let row: Vec<String> = row.iter().map(u64::to_string).collect();
        link.send(&row.join(" "));
    }
    match link.receive()?.as_str() {
        "B" => judge_alice(link, w, explorer),
        "A" => judge_bob(link, w),
        other => Err(format!("expected A or B, found {other:?}")),
    }
}

fn judge_alice(link: &mut Link, w: Weights, explorer: &mut Explorer) -> Verdict {
    let n = w.len();
    let pick = explorer.choose(4 * n);
    let (alice_increasing, start) = (pick < 2 * n, pick % (2 * n));
    link.send(&format!(
        "{} {}",
        if alice_increasing { "I" } else { "D" },
        start + 1
    ));
    let mut board = Board::new(w, start);
    let mut memo = HashMap::new();
    loop {
        let bob = link.receive_numbers(1)?[0];
        if bob == -1 {
            return Err("gave up".into());
        }
        let legal = board.moves(!alice_increasing);
        if !legal.iter().any(|&(v, _)| v as i64 == bob - 1) {
            link.send("-2");
            return Err(format!("an invalid move {bob}"));
        }
        board.go(bob as usize - 1);
        let mut options = board.moves(alice_increasing);
        if options.is_empty() {
            link.send("-1");
            return Ok(());
        }
        // Nearest the last weight first: Bob's narrowest answer.
        options.sort_by_key(|&(_, wt)| wt.abs_diff(board.last));
        let winning = (n <= 4)
            .then(|| {
                options.iter().position(|&(v, _)| {
                    let mut next = board.clone();
                    next.go(v);
                    !next.wins(!alice_increasing, &mut memo)
                })
            })
            .flatten();
        let (v, _) = options[winning.unwrap_or_else(|| explorer.choose(options.len()))];
        board.go(v);
        link.send(&(v + 1).to_string());
    }
}

fn judge_bob(link: &mut Link, w: Weights) -> Verdict {
    let n = w.len();
    let line = link.receive()?;
    let (alice_increasing, start) = match line.split_once(' ') {
        Some(("I", s)) => (true, s),
        Some(("D", s)) => (false, s),
        _ => return Err(format!("expected I or D and a node, found {line:?}")),
    };
    let start: usize = match start.parse() {
        Ok(s) if (1..=2 * n).contains(&s) => s - 1,
        _ => {
            link.send("-2");
            return Err(format!("an invalid start {line:?}"));
        }
    };
    let partner = matching(&w, alice_increasing, start);
    let mut board = Board::new(w, start);
    loop {
        let bob = partner[board.token];
        if !board
            .moves(!alice_increasing)
            .iter()
            .any(|&(v, _)| v == bob)
        {
            link.send("-1"); // the judge's matching failed it: the program wins
            return Ok(());
        }
        board.go(bob);
        link.send(&(bob + 1).to_string());
        let alice = link.receive_numbers(1)?[0];
        if alice == -1 {
            return Err("no move left: lost (it chose A)".into());
        }
        if !board
            .moves(alice_increasing)
            .iter()
            .any(|&(v, _)| v as i64 == alice - 1)
        {
            link.send("-2");
            return Err(format!("an invalid move {alice}"));
        }
        board.go(alice as usize - 1);
    }
}

/// Plays runs of 50 games until `explorer` has tried every sequence on its graphs.
fn explore_all(program: &Path, explorer: &mut Explorer) {
    let mut runs = 0;
    while !explorer.exhausted() {
        let mut link = Link::spawn(program);
        let verdict = session(&mut link, 50, explorer);
        let dialogue = link.dialogue();
        if let Err(why) = verdict.and_then(|()| link.finish()) {
            panic!("{}: {why}\n{dialogue}", program.display());
        }
        runs += 1;
    }
    assert!(runs > 0);
}

fn sample_graphs() -> Vec<Vec<Weights>> {
    // The judge's lines: t, then for each game n, its rows, its moves up to the `-1` that
    // ends it (the moves are those of the sample's program, not replayed).
    sample_dialogues("cf_1147f")
        .iter()
        .map(|lines| {
            let t: usize = lines[0].parse().unwrap();
            let mut at = 1;
            let mut graphs = Vec::new();
            for _ in 0..t {
                let n: usize = lines[at].parse().unwrap();
                let rows = &lines[at + 1..at + 1 + n];
                graphs.push(
                    rows.iter()
                        .map(|r| r.split(' ').map(|x| x.parse().unwrap()).collect())
                        .collect(),
                );
                at += 1 + n;
                while lines[at] != "-1" {
                    at += 1;
                }
                at += 1;
            }
            graphs
        })
        .collect()
}

/// 50 games on K(50, 50), and a run of sizes 1 to 50, with Alice's moves at random. The
/// program answers with its matching's own move every time: a matching move that is not
/// legal is an internal error, which loses here.
fn at_the_limits(program: &Path, rng: &mut Rng) {
    let large: Vec<Weights> = (0..50).map(|_| random_graph(50, rng)).collect();
    let sizes: Vec<Weights> = (1..=50).map(|n| random_graph(n, rng)).collect();
    for (seed, graphs) in [large, sizes].into_iter().enumerate() {
        let mut link = Link::spawn(program);
        let verdict = session(
            &mut link,
            50,
            &mut Explorer::new(Vec::new(), 3 + seed as u64).with(graphs),
        );
        let dialogue = link.dialogue();
        if let Err(why) = verdict.and_then(|()| link.finish()) {
            panic!("{}: {why}\n{dialogue}", program.display());
        }
    }
}

#[test]
fn cf_1147f_at_50_games_of_n_50() {
    let mut rng = Rng::new(50);
    for _ in 0..3 {
        at_the_limits(&common::bin_dir().join("cf_1147f"), &mut rng);
    }
}

#[test]
fn cf_1147f_wins_every_game_as_binary_and_bundles() {
    let mut rng = Rng::new(1147);
    let mut twos = Vec::new();
    let perms = permutations(vec![1, 2, 3, 4]);
    for p in &perms {
        twos.push(p.chunks(2).map(<[u64]>::to_vec).collect::<Weights>());
    }
    for (i, program) in programs("cf_1147f").iter().enumerate() {
        for graphs in sample_graphs() {
            let t = graphs.len();
            let mut link = Link::spawn(program);
            let verdict = session(&mut link, t, &mut Explorer::new(Vec::new(), 1).with(graphs));
            verdict.and_then(|()| link.finish()).unwrap();
        }
        let mut graphs = vec![vec![vec![1]]];
        let (twos_here, threes, fours) = if i == 0 { (24, 12, 3) } else { (4, 2, 0) };
        graphs.extend(twos.iter().take(twos_here).cloned());
        graphs.extend((0..threes).map(|_| random_graph(3, &mut rng)));
        graphs.extend((0..fours).map(|_| random_graph(4, &mut rng)));
        explore_all(program, &mut Explorer::new(graphs, 2));
        // The bundles at the limits too (the Cargo binary in `cf_1147f_at_50_games_of_n_50`).
        if i > 0 {
            at_the_limits(program, &mut rng);
        }
        let opening = [("1\n1\n1", "B"), ("I 1", "2")];
        for bad in ["-2", "3", "1", "2", "x", "0"] {
            assert_quits(program, &opening, Some(bad));
        }
        assert_quits(program, &opening, None);
        assert_quits(program, &[], Some("1\n2\n1 1\n2 3"));
        assert_quits(program, &[], Some("1\n2\n1 2\n3 5"));
        assert_quits(program, &[("1\n1\n1", "B")], Some("X 1"));
        assert_quits(program, &[("1\n1\n1", "B")], Some("I 3"));
        assert_quits(program, &[], Some("1\n51"));
        assert_quits(program, &[], Some("51\n1\n1"));
    }
    super::clean_up("cf_1147f");
}

impl Explorer {
    /// Plays `graphs` in order with random choices (no exhaustive sequences).
    pub fn with(mut self, graphs: Vec<Weights>) -> Explorer {
        self.graphs.clear();
        self.fixed = graphs.into();
        self
    }
}

fn permutations(items: Vec<u64>) -> Vec<Vec<u64>> {
    if items.len() <= 1 {
        return vec![items];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.clone();
        let head = rest.remove(i);
        for mut p in permutations(rest) {
            p.insert(0, head);
            out.push(p);
        }
    }
    out
}

/// A player that picks a side at random and then random legal moves.
fn random_player(seed: u64) -> impl FnOnce(Receiver<String>, Sender<String>) + Send {
    move |from: Receiver<String>, to: Sender<String>| {
        let mut rng = Rng::new(seed);
        let mut lines = from.iter();
        let t: usize = lines.next().unwrap().parse().unwrap();
        for _ in 0..t {
            let Some(n) = lines.next() else { return };
            let n: usize = n.parse().unwrap();
            let w: Weights = (0..n)
                .map(|_| {
                    lines
                        .next()
                        .unwrap()
                        .split(' ')
                        .map(|x| x.parse().unwrap())
                        .collect()
                })
                .collect();
            let alice = rng.below(2) == 0;
            let (increasing, mut board, mut my_turn);
            if alice {
                let start = rng.below(2 * n as u64) as usize;
                increasing = rng.below(2) == 0;
                let _ = to.send("A".into());
                let _ = to.send(format!(
                    "{} {}",
                    if increasing { "I" } else { "D" },
                    start + 1
                ));
                board = Board::new(w, start);
                my_turn = false;
            } else {
                let _ = to.send("B".into());
                let Some(line) = lines.next() else { return };
                let (d, s) = line.split_once(' ').unwrap();
                increasing = d != "I";
                board = Board::new(w, s.parse::<usize>().unwrap() - 1);
                my_turn = true;
            }
            loop {
                if my_turn {
                    let moves = board.moves(increasing);
                    if moves.is_empty() {
                        let _ = to.send("-1".into());
                        return;
                    }
                    let (v, _) = moves[rng.below(moves.len() as u64) as usize];
                    board.go(v);
                    let _ = to.send((v + 1).to_string());
                } else {
                    let Some(line) = lines.next() else { return };
                    let v: i64 = line.parse().unwrap();
                    if v == -1 {
                        break;
                    }
                    if v < 0 {
                        return;
                    }
                    board.go(v as usize - 1);
                }
                my_turn = !my_turn;
            }
        }
    }
}

#[test]
fn cf_1147f_judge_beats_random_players_and_the_wrong_side() {
    let mut rng = Rng::new(7);
    for seed in 0..10 {
        let graphs: Vec<Weights> = (0..50)
            .map(|_| random_graph(2 + rng.below(3) as usize, &mut rng))
            .collect();
        let mut link = Link::in_process(random_player(seed));
        let verdict = session(
            &mut link,
            50,
            &mut Explorer::new(Vec::new(), seed).with(graphs),
        );
        assert!(verdict.is_err(), "a random player won 50 games");
    }
    // Alice, with the first legal move each time: the judge's matching beats her every game.
    for seed in 0..30 {
        let n = 1 + seed % 8;
        let graph = random_graph(n, &mut rng);
        let player = move |from: Receiver<String>, to: Sender<String>| {
            let mut lines = from.iter();
            lines.next(); // t
            lines.next(); // n
            let w: Weights = (0..n)
                .map(|_| {
                    lines
                        .next()
                        .unwrap()
                        .split(' ')
                        .map(|x| x.parse().unwrap())
                        .collect()
                })
                .collect();
            let (increasing, start) = (seed % 2 == 0, seed % (2 * n));
            let _ = to.send("A".into());
            let _ = to.send(format!(
                "{} {}",
                if increasing { "I" } else { "D" },
                start + 1
            ));
            let mut board = Board::new(w, start);
            for line in lines {
                let v: i64 = line.parse().unwrap();
                if v < 0 {
                    return;
                }
                board.go(v as usize - 1);
                match board.moves(increasing).first() {
                    Some(&(v, _)) => {
                        board.go(v);
                        let _ = to.send((v + 1).to_string());
                    }
                    None => {
                        let _ = to.send("-1".into());
                        return;
                    }
                }
            }
        };
        let mut link = Link::in_process(player);
        let verdict = session(
            &mut link,
            1,
            &mut Explorer::new(Vec::new(), 0).with(vec![graph]),
        );
        assert!(verdict.is_err(), "the wrong side won on n = {n}");
    }
}
