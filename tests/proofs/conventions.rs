//! Election Promises (Codeforces 1149E) by search, and a checker of the binary's printed move.
//!
//! A convention may set a tax to any value, so the search caps taxes at `cap` (a power of two
//! less one, at least every tax in play): the winning conventions of the theorem stay under
//! such a cap, so the capped game has the same losing positions, and the tests check that two
//! caps agree.

use super::brute::{all_vectors, Brute};
use grundy::problems::graphs::conventions::winning_convention;
use std::io::Write;
use std::process::{Command, Stdio};

/// The conventions from `taxes` with every tax kept in `0..=cap`: one city's tax lowered, the
/// cities its roads lead to set to anything.
fn conventions(roads: &[Vec<usize>], cap: u64, taxes: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut after = Vec::new();
    for v in 0..taxes.len() {
        for lowered in 0..taxes[v] {
            let mut next = taxes.clone();
            next[v] = lowered;
            for reset in all_vectors(roads[v].len(), cap) {
                for (&to, &t) in roads[v].iter().zip(&reset) {
                    next[to] = t;
                }
                after.push(next.clone());
            }
        }
    }
    after
}

/// Every road network with no cycle on `n` cities: each set of pairs `i < j` oriented by
/// each order of the cities (repeats included, which is harmless).
fn networks(n: usize) -> Vec<Vec<Vec<usize>>> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .collect();
    let orders: Vec<Vec<usize>> = match n {
        0..=2 => vec![(0..n).collect(), (0..n).rev().collect()],
        _ => vec![
            (0..n).collect(),
            (0..n).rev().collect(),
            (0..n).map(|v| (v + 1) % n).collect(),
        ],
    };
    let mut all = Vec::new();
    for set in 0u32..1 << pairs.len() {
        for order in &orders {
            let mut roads = vec![Vec::new(); n];
            for (k, &(i, j)) in pairs.iter().enumerate() {
                if set >> k & 1 == 1 {
                    roads[order[i]].push(order[j]);
                }
            }
            all.push(roads);
        }
    }
    all
}

/// Checks a printed answer to `taxes` on `roads`: the verdict against search, and for `WIN`
/// that the taxes line is one legal convention after which the player to move loses.
fn check(roads: &[Vec<usize>], taxes: &[u64], printed: &str) -> Result<(), String> {
    let n = taxes.len();
    let mut lines = printed.lines();
    let verdict = lines.next().ok_or("no verdict")?;
    let cap = |values: &[u64]| {
        values
            .iter()
            .max()
            .map_or(0, |&m| m.next_power_of_two() * 2 - 1)
    };
    let mut brute = Brute::normal(|t: &Vec<u64>| conventions(roads, cap(taxes).max(3), t));
    let wins = brute.wins(&taxes.to_vec());
    match verdict {
        "LOSE" if !wins => return Ok(()),
        "LOSE" => return Err("LOSE, but the first party wins".into()),
        "WIN" if !wins => return Err("WIN, but the first party loses".into()),
        "WIN" => {}
        other => return Err(format!("verdict {other:?}")),
    }
    let after: Vec<u64> = lines
        .next()
        .ok_or("no taxes line")?
        .split_whitespace()
        .map(|t| t.parse().map_err(|_| format!("tax {t:?}")))
        .collect::<Result<_, _>>()?;
    if after.len() != n || after.iter().any(|&h| h > 2_000_000_000_000_000_000) {
        return Err(format!("taxes {after:?}"));
    }
    // Some city lowered its tax, and only the cities its roads lead to changed besides.
    let legal = (0..n).any(|v| {
        after[v] < taxes[v]
            && (0..n).all(|w| w == v || roads[v].contains(&w) || after[w] == taxes[w])
    });
    if !legal {
        return Err(format!("{after:?} is no convention"));
    }
    let mut brute =
        Brute::normal(|t: &Vec<u64>| conventions(roads, cap(&after).max(cap(taxes)), t));
    if brute.wins(&after) {
        return Err(format!("after {after:?} the other party wins"));
    }
    Ok(())
}

fn printed(answer: Option<Vec<u64>>) -> String {
    match answer {
        None => "LOSE\n".into(),
        Some(after) => {
            let line: Vec<String> = after.iter().map(u64::to_string).collect();
            format!("WIN\n{}\n", line.join(" "))
        }
    }
}

#[test]
fn winning_conventions_on_every_small_network() {
    for n in 1..=3 {
        for roads in networks(n) {
            for taxes in all_vectors(n, 3) {
                let answer = winning_convention(&taxes, &roads).unwrap();
                if let Err(why) = check(&roads, &taxes, &printed(answer)) {
                    panic!("{roads:?} {taxes:?}: {why}");
                }
            }
        }
    }
    for roads in networks(4) {
        for taxes in all_vectors(4, 1) {
            let answer = winning_convention(&taxes, &roads).unwrap();
            if let Err(why) = check(&roads, &taxes, &printed(answer)) {
                panic!("{roads:?} {taxes:?}: {why}");
            }
        }
    }
}

#[test]
fn two_caps_give_the_same_verdicts() {
    for roads in networks(3) {
        let mut small = Brute::normal(|t: &Vec<u64>| conventions(&roads, 3, t));
        let mut large = Brute::normal(|t: &Vec<u64>| conventions(&roads, 7, t));
        for taxes in all_vectors(3, 3) {
            assert_eq!(
                small.wins(&taxes),
                large.wins(&taxes),
                "{roads:?} {taxes:?}"
            );
        }
    }
}

#[test]
fn the_checker_rejects_wrong_answers() {
    let roads = vec![vec![1], vec![], vec![3], vec![]];
    assert!(check(&roads, &[2, 1, 1, 5], "WIN\n1 5 1 5\n").is_ok());
    assert!(check(&roads, &[2, 1, 1, 5], "WIN\n1 1 1 5\n").is_err());
    assert!(check(&roads, &[2, 1, 1, 5], "WIN\n2 5 1 5\n").is_err());
    assert!(check(&roads, &[2, 1, 1, 5], "WIN\n1 5 1 4\n").is_err());
    assert!(check(&roads, &[2, 1, 1, 5], "LOSE\n").is_err());
    assert!(check(&roads, &[1, 5, 1, 5], "LOSE\n").is_ok());
    assert!(check(&roads, &[1, 5, 1, 5], "WIN\n0 5 1 5\n").is_err());
}

/// The binary itself on small networks, its printed move checked by search.
#[test]
fn the_binary_prints_moves_the_checker_accepts() {
    let mut seed = 12345u64;
    let mut next = |below: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % below
    };
    for _ in 0..150 {
        let n = 1 + next(4) as usize;
        let mut roads = vec![Vec::new(); n];
        let mut text = String::new();
        let mut count = 0;
        for i in 0..n {
            for j in i + 1..n {
                if next(2) == 1 {
                    // From the higher label to the lower: no cycle, and not always i -> j.
                    let (a, b) = (n - 1 - i, n - 1 - j);
                    roads[a].push(b);
                    text += &format!("{} {}\n", a + 1, b + 1);
                    count += 1;
                }
            }
        }
        let taxes: Vec<u64> = (0..n).map(|_| next(4)).collect();
        let input = format!(
            "{n} {count}\n{}\n{text}",
            taxes
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
        let mut child = Command::new(
            // Next to the test's own build, not a path fixed at compile time.
            std::env::current_exe()
                .unwrap()
                .parent()
                .unwrap()
                .with_file_name("cf_1149e"),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let output = child.wait_with_output().unwrap();
        assert!(output.status.success(), "{input}");
        let printed = String::from_utf8(output.stdout).unwrap();
        if let Err(why) = check(&roads, &taxes, &printed) {
            panic!("{input}{printed}: {why}");
        }
    }
}
