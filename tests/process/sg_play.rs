//! `sg play` through a pipe: fixed dialogues, and games against a player that reads sg's lines
//! as they come and answers with random legal moves, which sg must win whenever its side can.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// sg's exit status, stdout and stderr on `sg play ARGS` with `input` on stdin.
fn play(args: &[&str], input: &str) -> (i32, String, String) {
    let args: Vec<&str> = ["play"].iter().chain(args).copied().collect();
    crate::common::sg_with_input(&args, input)
}

#[test]
fn a_game_of_kayles_with_the_winning_moves_asked_for() {
    let (status, out, _) = play(&["kayles", "5", "7"], "?\n1 -> 1 3\n?\n2 -> 9\nq\n");
    assert_eq!(status, 0);
    let expected = "heaps: 5 7 (value 6: the player to move wins)
your move (? lists the winning moves):
winning moves: 1 -> 1 3, 2 -> 5
your move (? lists the winning moves):
heaps: 1 3 7 (value 0: the player to move loses)
sg: 1 -> nothing
heaps: 3 7 (value 1: the player to move wins)
your move (? lists the winning moves):
winning moves: 1 -> 2, 2 -> 2 4, 2 -> 6
your move (? lists the winning moves):
not a move: a heap of 7 cannot leave 9
your move (? lists the winning moves):
";
    assert_eq!(out, expected);
}

#[test]
fn sg_opens_with_second_and_a_game_ends_with_the_winner() {
    let (status, out, _) = play(
        &["--second", "subtract", "1,3,4", "10", "4"],
        "2 -> 3\n1 -> nothing\n",
    );
    assert_eq!(status, 0);
    assert!(
        out.starts_with("heaps: 10 4 (value 3: the player to move wins)\nsg: 1 -> 6\n"),
        "{out}"
    );
    assert!(
        out.ends_with(
            "heaps: none (value 0: the player to move loses)\nyou have no move: sg wins\n"
        ),
        "{out}"
    );
}

#[test]
fn a_game_graph_with_a_draw() {
    let graph = crate::common::project().join("docs/loopy-graph.txt");
    let (status, out, _) = play(&["--graph", graph.to_str().unwrap(), "2"], "?\n-> 4\n3\n");
    assert_eq!(status, 0);
    let expected = "position 2 (a draw: neither player can force a win)
your move (? lists the winning moves):
no winning move; these keep the draw: -> 1
your move (? lists the winning moves):
not a move: no move from 2 to 4
your move (? lists the winning moves):
position 3 (the player to move wins)
sg: -> 4
position 4 (the player to move loses)
you have no move: sg wins
";
    assert_eq!(out, expected);
}

#[test]
fn bad_games_are_usage_errors_and_the_end_of_input_ends_quietly() {
    for args in [
        &["hackenbush", "3"][..],
        &["kayles"],
        &["mock-turtles", "3"],
        &["kayles", "x"],
    ] {
        let (status, out, err) = play(args, "");
        assert_eq!((status, out.as_str()), (2, ""), "{args:?}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
    let (status, out, _) = play(&["nim", "3", "5", "6"], "");
    assert_eq!(status, 0);
    assert_eq!(out, "heaps: 3 5 6 (value 0: the player to move loses)\nyour move (? lists the winning moves):\n");
}

/// Plays `sg play ARGS` as a user who reads each line as it comes and answers a prompt with a
/// random legal move of subtraction {1, 3, 4} on the heaps sg last showed; returns sg's last
/// line.
fn random_user(args: &[&str], seed: u64) -> String {
    let mut child = Command::new(crate::common::bin_dir().join("sg"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let (mut heaps, mut last, mut x) = (Vec::new(), String::new(), seed | 1);
    for line in lines {
        let line = line.unwrap();
        if let Some(rest) = line.strip_prefix("heaps: ") {
            let shown = rest.split(" (").next().unwrap();
            heaps = shown
                .split(' ')
                .filter_map(|h| h.parse::<u64>().ok())
                .collect();
        }
        if line.starts_with("your move") {
            let mut options: Vec<(usize, u64)> = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                options.extend([1, 3, 4].into_iter().filter(|&t| t <= h).map(|t| (i, t)));
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (i, take) = options[(x % options.len() as u64) as usize];
            writeln!(stdin, "{} -> {}", i + 1, heaps[i] - take).unwrap();
        }
        last = line;
    }
    assert!(child.wait().unwrap().success());
    last
}

#[test]
fn sg_beats_a_random_player_from_every_position_it_can_win() {
    // Subtraction {1, 3, 4}: a heap is lost exactly at 0 and 2 mod 7 (searched here).
    let mut lost = [false; 40];
    for n in 0..40 {
        lost[n] = ![1, 3, 4].iter().any(|&t| t <= n && lost[n - t]);
    }
    assert_eq!(
        (0..40).filter(|&n| lost[n]).collect::<Vec<_>>(),
        [0, 2, 7, 9, 14, 16, 21, 23, 28, 30, 35, 37]
    );
    for (seed, (a, b)) in [(9, 14), (5, 11), (30, 2), (12, 19), (21, 33), (8, 8)]
        .into_iter()
        .enumerate()
    {
        let (a_text, b_text) = (a.to_string(), b.to_string());
        // sg takes the side that wins: second against a lost sum, first against a won one.
        let value = |n: usize| [0, 1, 0, 1, 2, 3, 2][n % 7];
        let second = value(a) ^ value(b) != 0;
        let mut args = vec!["subtract", "1,3,4", &a_text, &b_text];
        if second {
            args.insert(0, "--second");
        }
        let last = random_user(&args, seed as u64 + 1);
        assert_eq!(last, "you have no move: sg wins", "{args:?}");
    }
}
