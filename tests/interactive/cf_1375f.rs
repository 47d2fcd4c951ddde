//! The judge of Codeforces 1375 F (Integer Game), from the statement: three distinct piles; the
//! first player names y (1 ≤ y ≤ 10^12), the second adds it to a pile other than its last one
//! and loses when two piles are equal; the first loses after 1000 turns. The judge sends `0`
//! when the program has won, `-1` when it has lost.
//!
//! As the second player the judge never makes two piles equal while it can help it, and among
//! the piles that keep it alive prefers one after which no single number wins at once; the
//! small games are played once for every sequence of the judge's choices. As the first player
//! (the program said `Second`) it plays the winning strategy, found here from the statement:
//! name the largest pile, then 2r − p − q, then the step of the progression left.

use super::{assert_quits, assert_wins, common, programs, sample_dialogues, Link, Rng, Verdict};
use std::sync::mpsc::{Receiver, Sender};

const TURNS: usize = 1000;
const MOST: i64 = 1_000_000_000_000;

fn equal(p: &[i64; 3]) -> bool {
    p[0] == p[1] || p[1] == p[2] || p[0] == p[2]
}

/// Whether the first player wins at once from `piles` when the second may not choose `last`.
fn one_number_wins(piles: &[i64; 3], last: Option<usize>) -> bool {
    let open: Vec<usize> = (0..3).filter(|&i| Some(i) != last).collect();
    // A winning y brings every open pile onto another one: try each such y for the first.
    (0..3).any(|j| {
        let y = piles[j] - piles[open[0]];
        y > 0
            && open.iter().all(|&i| {
                let mut next = *piles;
                next[i] += y;
                equal(&next)
            })
    })
}

/// How the judge, as the second player, picks among the piles that keep it alive.
pub enum Choices<'a> {
    /// Follows `path` (indices into the piles it considers, best first), then takes the first;
    /// records each choice and its number of options.
    Path(&'a mut Vec<(usize, usize)>, usize),
    Random(Rng),
}

/// One game on `link`. Ok when the program won.
pub fn game(link: &mut Link, piles: [i64; 3], choices: &mut Choices) -> Verdict {
    link.send(&format!("{} {} {}", piles[0], piles[1], piles[2]));
    let mut piles = piles;
    match link.receive()?.as_str() {
        "First" => judge_second(link, &mut piles, choices),
        "Second" => judge_first(link, &mut piles),
        other => Err(format!("expected First or Second, found {other:?}")),
    }
}

fn judge_second(link: &mut Link, piles: &mut [i64; 3], choices: &mut Choices) -> Verdict {
    let mut last = None;
    for _ in 0..TURNS {
        let y = link.receive_numbers(1)?[0];
        if !(1..=MOST).contains(&y) {
            link.send("-1");
            return Err(format!("named {y}"));
        }
        let alive: Vec<usize> = (0..3)
            .filter(|&i| Some(i) != last)
            .filter(|&i| {
                let mut next = *piles;
                next[i] += y;
                !equal(&next)
            })
            .collect();
        if alive.is_empty() {
            link.send("0");
            return Ok(());
        }
        // Best first: the piles after which no number wins at once.
        let mut order = alive.clone();
        order.sort_by_key(|&i| {
            let mut next = *piles;
            next[i] += y;
            one_number_wins(&next, Some(i))
        });
        let pick = match choices {
            Choices::Path(path, depth) => {
                if *depth == path.len() {
                    path.push((0, order.len()));
                }
                let pick = order[path[*depth].0];
                *depth += 1;
                pick
            }
            Choices::Random(rng) => {
                let safe = order.iter().take_while(|&&i| {
                    let mut next = *piles;
                    next[i] += y;
                    !one_number_wins(&next, Some(i))
                });
                let n = safe.count().max(1);
                order[rng.below(n as u64) as usize]
            }
        };
        piles[pick] += y;
        last = Some(pick);
        link.send(&(pick + 1).to_string());
    }
    link.send("-1");
    Err("1000 turns without a win".into())
}

fn judge_first(link: &mut Link, piles: &mut [i64; 3]) -> Verdict {
    let mut last: Option<usize> = None;
    for _ in 0..TURNS {
        let top = *piles.iter().max().unwrap();
        let y = match last {
            Some(l) if piles[l] == top => {
                let mut rest: Vec<i64> = (0..3).filter(|&i| i != l).map(|i| piles[i]).collect();
                rest.sort_unstable();
                if top - rest[1] == rest[1] - rest[0] {
                    top - rest[1]
                } else {
                    2 * top - rest[0] - rest[1]
                }
            }
            _ => top,
        };
        link.send(&y.to_string());
        let pile = link.receive_numbers(1)?[0];
        if !(1..=3).contains(&pile) || Some(pile as usize - 1) == last {
            link.send("-1");
            return Err(format!("an illegal pile {pile}"));
        }
        let i = pile as usize - 1;
        piles[i] += y;
        last = Some(i);
        if equal(piles) {
            link.send("-1");
            return Err("two piles made equal (it chose Second)".into());
        }
    }
    link.send("0");
    Ok(())
}

/// Plays `piles` once for every sequence of the judge's choices.
fn every_game(program: &std::path::Path, piles: [i64; 3]) {
    let mut path: Vec<(usize, usize)> = Vec::new();
    loop {
        let what = format!("{piles:?}, judge's choices {path:?}");
        assert_wins(program, &what, |link| {
            game(link, piles, &mut Choices::Path(&mut path, 0))
        });
        // The next sequence: the last choice with options left moves on, the rest drop.
        while let Some((chosen, count)) = path.pop() {
            if chosen + 1 < count {
                path.push((chosen + 1, count));
                break;
            }
        }
        if path.is_empty() {
            return;
        }
    }
}

/// Piles at the statement's limit, 10^9.
const LARGEST: [[i64; 3]; 4] = [
    [1_000_000_000, 999_999_999, 1],
    [1, 2, 1_000_000_000],
    [1_000_000_000, 999_999_999, 999_999_998],
    [999_999_999, 1_000_000_000, 500_000_000],
];

/// The Cargo binary on piles of up to 10^9, every sequence of the judge's choices, and piles
/// past the limit refused.
#[test]
fn cf_1375f_at_piles_of_10_to_the_9() {
    let program = common::bin_dir().join("cf_1375f");
    for piles in LARGEST {
        every_game(&program, piles);
    }
    let mut rng = Rng::new(109);
    for seed in 0..20 {
        let piles = [0; 3].map(|_| 999_000_000 + rng.below(1_000_001) as i64);
        if !equal(&piles) {
            assert_wins(&program, &format!("{piles:?}"), |link| {
                game(link, piles, &mut Choices::Random(Rng::new(seed)))
            });
        }
    }
    assert_quits(&program, &[], Some("1000000001 2 3"));
    assert_quits(&program, &[], Some("9223372036854775000 900 3"));
}

#[test]
fn cf_1375f_wins_every_game_as_binary_and_bundles() {
    let samples: Vec<[i64; 3]> = sample_dialogues("cf_1375f")
        .iter()
        .map(|d| {
            let v: Vec<i64> = d[0].split(' ').map(|t| t.parse().unwrap()).collect();
            [v[0], v[1], v[2]]
        })
        .collect();
    for (i, program) in programs("cf_1375f").iter().enumerate() {
        let small = if i == 0 { 5 } else { 3 };
        let mut starts = samples.clone();
        for a in 1..=small {
            for b in 1..=small {
                for c in 1..=small {
                    if a != b && b != c && a != c {
                        starts.push([a, b, c]);
                    }
                }
            }
        }
        if i > 0 {
            starts.extend(LARGEST);
        }
        for piles in starts {
            every_game(program, piles);
        }
        let mut rng = Rng::new(1375);
        for seed in 0..20 {
            let mut piles = [0; 3];
            while equal(&piles) {
                piles = [0; 3].map(|_| 1 + rng.below(1_000_000_000) as i64);
            }
            assert_wins(program, &format!("{piles:?}"), |link| {
                game(link, piles, &mut Choices::Random(Rng::new(seed)))
            });
        }
        let opening = [("5 2 6", "First"), ("", "6")];
        for bad in ["-1", "0", "4", "x", "-2", "1.0"] {
            assert_quits(program, &opening, Some(bad));
        }
        // Pile 3 twice in a row; a pile that makes two equal (22 12 12) in place of `0`.
        let twice = [("5 2 6", "First"), ("", "6"), ("3", "17")];
        assert_quits(program, &twice, Some("3"));
        assert_quits(
            program,
            &[twice[0], twice[1], twice[2], ("1", "10")],
            Some("2"),
        );
        assert_quits(program, &opening, None);
        assert_quits(program, &[], Some("1 1 2"));
    }
    super::clean_up("cf_1375f");
}

/// A player that picks its side at random, then names random numbers or random piles.
fn random_player(seed: u64) -> impl FnOnce(Receiver<String>, Sender<String>) + Send {
    move |from: Receiver<String>, to: Sender<String>| {
        let mut rng = Rng::new(seed);
        let Ok(_) = from.recv() else { return };
        let first = rng.below(2) == 0;
        let _ = to.send(if first { "First" } else { "Second" }.into());
        let mut last = 3;
        loop {
            if first {
                let _ = to.send((1 + rng.below(1000)).to_string());
                let Ok(line) = from.recv() else { return };
                if line.starts_with('-') || line == "0" {
                    return;
                }
            } else {
                let Ok(line) = from.recv() else { return };
                if line.starts_with('-') || line == "0" {
                    return;
                }
                let mut pile = rng.below(3);
                while pile == last {
                    pile = rng.below(3);
                }
                last = pile;
                let _ = to.send((pile + 1).to_string());
            }
        }
    }
}

#[test]
fn cf_1375f_judge_beats_random_players_and_the_wrong_side() {
    let mut rng = Rng::new(99);
    for seed in 0..30 {
        let mut piles = [0; 3];
        while equal(&piles) {
            piles = [0; 3].map(|_| 1 + rng.below(1000) as i64);
        }
        let mut link = Link::in_process(random_player(seed));
        let verdict = game(&mut link, piles, &mut Choices::Random(Rng::new(seed)));
        assert!(verdict.is_err(), "a random player won {piles:?}");
    }
    // The wrong side: Second, choosing the first pile that keeps it alive.
    for piles in [[5, 2, 6], [1, 2, 3], [7, 100, 1000]] {
        let mut link = Link::in_process(move |from: Receiver<String>, to: Sender<String>| {
            let Ok(_) = from.recv() else { return };
            let _ = to.send("Second".into());
            let (mut p, mut last) = (piles, 3);
            while let Ok(line) = from.recv() {
                let Ok(y) = line.parse::<i64>() else { return };
                if y <= 0 {
                    return;
                }
                let pick = (0..3)
                    .filter(|&i| i != last)
                    .find(|&i| {
                        let mut next = p;
                        next[i] += y;
                        !equal(&next)
                    })
                    .unwrap_or(if last == 0 { 1 } else { 0 });
                p[pick] += y;
                last = pick;
                let _ = to.send((pick + 1).to_string());
            }
        });
        let verdict = game(&mut link, piles, &mut Choices::Random(Rng::new(1)));
        assert!(verdict.is_err(), "the wrong side won {piles:?}");
    }
}
