//! AtCoder's problems at their limits (2 s each).

use super::{at_limits, lines_among};
use std::fmt::Write;

const TL: f64 = 2.0;

/// The `i`-th three-letter string over `a-z`, `A-Z` (0 ≤ i < 52^3).
fn three_letters(i: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    [i / 2704, i / 52 % 52, i % 52]
        .iter()
        .map(|&d| LETTERS[d] as char)
        .collect()
}

#[test]
fn abc209_e_at_200000_words_on_a_chain_of_every_three_letter_string() {
    // Word j leads from string j to string j + 1: the 52^3 − 1 words make one chain, whose
    // last word wins, then the one two before it, ...; the rest repeat words of the chain.
    let chain = 52 * 52 * 52 - 1;
    let n = 200_000;
    let mut input = format!("{n}\n");
    let mut expected = String::new();
    for i in 0..n {
        let j = i % chain;
        writeln!(input, "{}{}", three_letters(j), three_letters(j + 1)).unwrap();
        let left = chain - 1 - j;
        expected += if left % 2 == 0 {
            "Takahashi\n"
        } else {
            "Aoki\n"
        };
    }
    assert_eq!(at_limits("abc209_e", TL, &input), expected);
}

#[test]
fn abc229_h_at_boards_of_8_by_8() {
    // A board full of white pieces: no white can step up, no black is left to eat, so
    // Takahashi cannot move.
    let white = "WWWWWWWW\n".repeat(8);
    assert_eq!(at_limits("abc229_h", TL, &format!("8\n{white}")), "Snuke\n");
    let mixed: String = (0..8)
        .map(|r| {
            let row: String = (0..8)
                .map(|c| ['W', 'B', '.'][(r * 3 + c * 5 + r * c) % 3])
                .collect();
            row + "\n"
        })
        .collect();
    lines_among(
        &at_limits("abc229_h", TL, &format!("8\n{mixed}")),
        1,
        &["Takahashi", "Snuke"],
    );
}

#[test]
fn agc002_e_at_100000_piles_of_10_to_the_9() {
    // Equal piles, and a staircase of distinct heights: the time is the point.
    let tall = vec!["1000000000"; 100_000].join(" ");
    lines_among(
        &at_limits("agc002_e", TL, &format!("100000\n{tall}\n")),
        1,
        &["First", "Second"],
    );
    let stairs: Vec<String> = (0..100_000u64)
        .map(|i| (1_000_000_000 - i * 9_999).to_string())
        .collect();
    lines_among(
        &at_limits("agc002_e", TL, &format!("100000\n{}\n", stairs.join(" "))),
        1,
        &["First", "Second"],
    );
}

#[test]
fn agc010_f_at_paths_of_3000_vertices() {
    // Equal stones everywhere: no step goes down to fewer stones, so no vertex wins.
    let n = 3000;
    let path: String = (1..n).map(|v| format!("{v} {}\n", v + 1)).collect();
    let equal = vec!["1000000000"; n].join(" ");
    assert_eq!(
        at_limits("agc010_f", TL, &format!("{n}\n{equal}\n{path}")),
        "\n"
    );
    // Stones 1, 2, 3, … along the path: vertex 1 loses, 2 wins by stepping down to it, 3
    // cannot step to a losing vertex with fewer stones, …: the even vertices win.
    let rising: Vec<String> = (1..=n).map(|v| v.to_string()).collect();
    let expected: Vec<String> = (2..=n).step_by(2).map(|v| v.to_string()).collect();
    assert_eq!(
        at_limits(
            "agc010_f",
            TL,
            &format!("{n}\n{}\n{path}", rising.join(" "))
        ),
        expected.join(" ") + "\n"
    );
}

#[test]
fn agc017_d_at_paths_and_stars_of_100000_vertices() {
    let n = 100_000;
    // A path from vertex 1 is a heap of n − 1: odd, so Alice wins; edges written backwards.
    let mut path = format!("{n}\n");
    for v in (2..=n).rev() {
        path += &format!("{v} {}\n", v - 1);
    }
    assert_eq!(at_limits("agc017_d", TL, &path), "Alice\n");
    // Vertex 1 in the middle of a path of 99 999: two heaps of 49 999.
    let mut middle = format!("{}\n", n - 1);
    for v in 2..n {
        let u = if v == 50_001 { 1 } else { v - 1 };
        middle += &format!("{u} {v}\n");
    }
    assert_eq!(at_limits("agc017_d", TL, &middle), "Bob\n");
    // Stars at vertex 1 with an odd and an even number of leaves, and a path of two hung
    // from one.
    let mut star = format!("{n}\n");
    for v in 2..=n {
        star += &format!("1 {v}\n");
    }
    assert_eq!(at_limits("agc017_d", TL, &star), "Alice\n");
    let even_star: String = star.lines().take(n - 1).map(|l| format!("{l}\n")).collect();
    assert_eq!(
        at_limits("agc017_d", TL, &even_star.replacen("100000", "99999", 1)),
        "Bob\n"
    );
    let mut broom = format!("{n}\n");
    for v in 2..n {
        broom += &format!("1 {v}\n");
    }
    broom += &format!("2 {n}\n");
    // 99 997 leaves (worth 1 each, so 1 together) and a branch worth 2.
    assert_eq!(at_limits("agc017_d", TL, &broom), "Alice\n");
}

#[test]
fn abc297_g_at_200000_piles_of_10_to_the_9() {
    // L + R = 2 · 10^9 (past u32), each pile 10^9 worth 1: an even count of them is lost.
    let piles = vec!["1000000000"; 200_000].join(" ");
    let input = format!("200000 1000000000 1000000000\n{piles}\n");
    assert_eq!(at_limits("abc297_g", TL, &input), "Second\n");
    let input = format!("200000 999999999 1000000000\n{piles}\n");
    assert_eq!(at_limits("abc297_g", TL, &input), "Second\n");
    let odd = vec!["1000000000"; 199_999].join(" ");
    let input = format!("199999 1000000000 1000000000\n{odd}\n");
    assert_eq!(at_limits("abc297_g", TL, &input), "First\n");
}

#[test]
fn arc151_c_at_200000_given_cells_in_a_row_of_10_to_the_18() {
    // Digit 0 at cells 2, 4, …, 400 000: 199 999 runs of one cell between equal digits (worth
    // 1 together), a run of 1 open on the left (1) and of 10^18 − 400 000 open on the right.
    let n: u64 = 1_000_000_000_000_000_000;
    let mut input = format!("{n} 200000\n");
    for i in 1..=200_000u64 {
        input += &format!("{} 0\n", 2 * i);
    }
    assert_eq!(at_limits("arc151_c", TL, &input), "Takahashi\n");
    // Alternating digits at 2, 4, …, 399 998 (runs between them worth 0), then 0 at 10^18 − 1,
    // unlike the 1 at 399 998: the two runs of 1 at the ends cancel.
    let mut alternating = format!("{n} 200000\n");
    for i in 1..200_000u64 {
        alternating += &format!("{} {}\n", 2 * i, i % 2);
    }
    alternating += &format!("{} 0\n", n - 1);
    assert_eq!(at_limits("arc151_c", TL, &alternating), "Aoki\n");
    assert_eq!(at_limits("arc151_c", TL, &format!("{n} 0\n")), "Aoki\n");
}

#[test]
fn arc168_b_at_250000_piles() {
    // Pairs of every size from 10^9 down cancel, whatever the limit: no k wins.
    let pairs: Vec<String> = (0..124_998u64)
        .flat_map(|i| [1_000_000_000 - i, 1_000_000_000 - i])
        .map(|p| p.to_string())
        .collect();
    let with = |extra: &[&str]| {
        let all: Vec<&str> = pairs
            .iter()
            .map(String::as_str)
            .chain(extra.iter().copied())
            .collect();
        format!("{}\n{}\n", all.len(), all.join(" "))
    };
    assert_eq!(at_limits("arc168_b", TL, &with(&[])), "0\n");
    // 10^9 ^ 999 999 999 ^ 1022 ^ 1 = 0, and 10^9 is the largest size held an odd number of
    // times: 250 000 piles.
    let odd = ["1000000000", "999999999", "1022", "1"];
    assert_eq!(at_limits("arc168_b", TL, &with(&odd)), "999999999\n");
    // XOR 4: Alice wins for every large k.
    assert_eq!(
        at_limits("arc168_b", TL, &with(&["1", "2", "3", "4"])),
        "-1\n"
    );
}

/// X − Y of EDPC L by the interval DP, written out here: d[i][j] is the mover's surplus on
/// a[i..j], rolled over lengths.
fn deque_surplus(a: &[i64]) -> i64 {
    let mut d = a.to_vec();
    for len in 2..=a.len() {
        for i in 0..=a.len() - len {
            d[i] = (a[i] - d[i + 1]).max(a[i + len - 1] - d[i]);
        }
    }
    d[0]
}

#[test]
fn dp_l_at_3000_numbers_of_10_to_the_9() {
    // Every segment of the row is searched whatever the numbers; totals near 1.5·10^12.
    let n = 3000;
    let mut seed = 3000u64;
    let mut next = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        1 + (seed >> 33) as i64 % 1_000_000_000
    };
    let random: Vec<i64> = (0..n).map(|_| next()).collect();
    // Sample 4 stretched: 10^9 and 1 alternately, Taro keeps every 10^9.
    let alternating: Vec<i64> = (0..n)
        .map(|i| if i % 2 == 0 { 1_000_000_000 } else { 1 })
        .collect();
    for (row, expected) in [
        (&random, deque_surplus(&random)),
        (&alternating, 1500 * 1_000_000_000 - 1500),
        (&vec![1_000_000_000; n], 0),
    ] {
        let words: Vec<String> = row.iter().map(i64::to_string).collect();
        let input = format!("{n}\n{}\n", words.join(" "));
        assert_eq!(at_limits("dp_l", TL, &input), format!("{expected}\n"));
    }
}

#[test]
fn agc045_a_at_100_cases_of_200_rounds_up_to_10_to_the_18() {
    // Rounds alternate 1, 0, 1, 0, …: person 0's values random below 2^59, so his basis fills
    // 59 bits; each round of person 1 is the XOR of the next two of person 0 (in their span:
    // 0), except in every other case, where one round is put outside it: the last one as
    // v ⊕ 1 with only v after it, or the first one as 2^59.
    let (t, n) = (100, 200);
    let mut seed = 45u64;
    let mut next = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        1 + (seed >> 5) % ((1 << 59) - 1)
    };
    let owners: String = (0..n).map(|i| if i % 2 == 0 { '1' } else { '0' }).collect();
    let mut input = format!("{t}\n");
    let mut expected = String::new();
    for case in 0..t {
        let mut a = vec![0u64; n];
        for i in (1..n).step_by(2) {
            a[i] = next();
        }
        for i in (0..n).step_by(2) {
            a[i] = if i + 3 < n {
                a[i + 1] ^ a[i + 3]
            } else {
                a[i + 1]
            };
        }
        match case % 4 {
            1 => a[n - 2] = a[n - 1] ^ 1,
            3 => a[0] = 1 << 59,
            _ => {}
        }
        let words: Vec<String> = a.iter().map(u64::to_string).collect();
        writeln!(input, "{n}\n{}\n{owners}", words.join(" ")).unwrap();
        expected += if case % 2 == 0 { "0\n" } else { "1\n" };
    }
    assert_eq!(at_limits("agc045_a", TL, &input), expected);
}

/// Game in Momotetsu World's verdict by one row of surpluses rolled up from the bottom row.
fn momotetsu_verdict(board: &[Vec<u8>]) -> &'static str {
    let (h, w) = (board.len(), board[0].len());
    let score = |r: usize, c: usize| if board[r][c] == b'+' { 1i64 } else { -1 };
    // below[c]: the mover's surplus at (r + 1, c), then at (r, c).
    let mut below = vec![0i64; w];
    for r in (0..h).rev() {
        for c in (0..w).rev() {
            let down = (r + 1 < h).then(|| score(r + 1, c) - below[c]);
            let right = (c + 1 < w).then(|| score(r, c + 1) - below[c + 1]);
            below[c] = match (down, right) {
                (Some(d), Some(r)) => d.max(r),
                (Some(v), None) | (None, Some(v)) => v,
                (None, None) => 0,
            };
        }
    }
    match below[0].signum() {
        1 => "Takahashi",
        -1 => "Aoki",
        _ => "Draw",
    }
}

#[test]
fn abc201_d_at_2000_by_2000() {
    // Every cell is valued whatever the board: random cells, all `+` (each player scores 1999:
    // a draw), and `-` everywhere but the last column.
    let n = 2000;
    let mut seed = 201u64;
    let mut next = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        seed >> 63
    };
    let random: Vec<Vec<u8>> = (0..n)
        .map(|_| {
            (0..n)
                .map(|_| if next() == 0 { b'+' } else { b'-' })
                .collect()
        })
        .collect();
    let plus = vec![vec![b'+'; n]; n];
    let last_column: Vec<Vec<u8>> = (0..n)
        .map(|_| {
            (0..n)
                .map(|c| if c + 1 == n { b'+' } else { b'-' })
                .collect()
        })
        .collect();
    assert_eq!(momotetsu_verdict(&plus), "Draw");
    for board in [&random, &plus, &last_column] {
        let rows: Vec<&str> = board
            .iter()
            .map(|r| std::str::from_utf8(r).unwrap())
            .collect();
        let input = format!("{n} {n}\n{}\n", rows.join("\n"));
        let expected = format!("{}\n", momotetsu_verdict(board));
        assert_eq!(at_limits("abc201_d", TL, &input), expected);
    }
}
