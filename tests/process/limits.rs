//! Judge binaries on generated inputs at their statements' limits, too large for sample files:
//! each must answer at once and correctly, without deep recursion or overflow.

use crate::common;

use common::run;

fn answer(binary: &str, input: &str) -> String {
    let output = run(binary, input.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{binary}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn agc017_d_on_paths_and_stars_of_100000_vertices() {
    let n = 100_000;
    // A path from vertex 1 is a heap of n − 1: odd, so Alice wins; edges written backwards.
    let mut path = format!("{n}\n");
    for v in (2..=n).rev() {
        path += &format!("{v} {}\n", v - 1);
    }
    assert_eq!(answer("agc017_d", &path), "Alice\n");
    // Vertex 1 in the middle of a path of 99 999: two heaps of 49 999.
    let mut middle = format!("{}\n", n - 1);
    for v in 2..n {
        let u = if v == 50_001 { 1 } else { v - 1 };
        middle += &format!("{u} {v}\n");
    }
    assert_eq!(answer("agc017_d", &middle), "Bob\n");
    // Stars at vertex 1 with an odd and an even number of leaves, and a path of two hung
    // from one.
    let mut star = format!("{n}\n");
    for v in 2..=n {
        star += &format!("1 {v}\n");
    }
    assert_eq!(answer("agc017_d", &star), "Alice\n");
    let even_star: String = star.lines().take(n - 1).map(|l| format!("{l}\n")).collect();
    assert_eq!(
        answer("agc017_d", &even_star.replacen("100000", "99999", 1)),
        "Bob\n"
    );
    let mut broom = format!("{n}\n");
    for v in 2..n {
        broom += &format!("1 {v}\n");
    }
    broom += &format!("2 {n}\n");
    // 99 997 leaves (worth 1 each, so 1 together) and a branch worth 2.
    assert_eq!(answer("agc017_d", &broom), "Alice\n");
}

#[test]
fn abc297_g_at_200000_piles_of_10_to_the_9() {
    // L + R = 2 · 10^9 (past u32), each pile 10^9 worth 1: an even count of them is lost.
    let piles = vec!["1000000000"; 200_000].join(" ");
    let input = format!("200000 1000000000 1000000000\n{piles}\n");
    assert_eq!(answer("abc297_g", &input), "Second\n");
    let input = format!("200000 999999999 1000000000\n{piles}\n");
    assert_eq!(answer("abc297_g", &input), "Second\n");
    let odd = vec!["1000000000"; 199_999].join(" ");
    let input = format!("199999 1000000000 1000000000\n{odd}\n");
    assert_eq!(answer("abc297_g", &input), "First\n");
}

#[test]
fn cf_603c_at_100000_piles_of_10_to_the_9() {
    // 10^9 = 2^9 · 1 953 125: worth 1 for odd k (nine halvings from an odd heap worth 0), and
    // 1 for even k: an even count of them is lost either way.
    let piles = vec!["1000000000"; 100_000].join(" ");
    for k in ["1", "999999999", "1000000000"] {
        let input = format!("100000 {k}\n{piles}\n");
        assert_eq!(answer("cf_603c", &input), "Nicky\n");
    }
    let odd = vec!["1000000000"; 99_999].join(" ");
    assert_eq!(answer("cf_603c", &format!("99999 7\n{odd}\n")), "Kevin\n");
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
    assert_eq!(answer("arc151_c", &input), "Takahashi\n");
    // Alternating digits at 2, 4, …, 399 998 (runs between them worth 0), then 0 at 10^18 − 1,
    // unlike the 1 at 399 998: the two runs of 1 at the ends cancel.
    let mut alternating = format!("{n} 200000\n");
    for i in 1..200_000u64 {
        alternating += &format!("{} {}\n", 2 * i, i % 2);
    }
    alternating += &format!("{} 0\n", n - 1);
    assert_eq!(answer("arc151_c", &alternating), "Aoki\n");
    assert_eq!(answer("arc151_c", &format!("{n} 0\n")), "Aoki\n");
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
    assert_eq!(answer("arc168_b", &with(&[])), "0\n");
    // 10^9 ^ 999 999 999 ^ 1022 ^ 1 = 0, and 10^9 is the largest size held an odd number of
    // times: 250 000 piles.
    let odd = ["1000000000", "999999999", "1022", "1"];
    assert_eq!(answer("arc168_b", &with(&odd)), "999999999\n");
    // XOR 4: Alice wins for every large k.
    assert_eq!(answer("arc168_b", &with(&["1", "2", "3", "4"])), "-1\n");
}

#[test]
fn luogu_p2594_at_50_boards_of_100_by_100() {
    // A board equal to its mirror image with heads on the diagonal is worth 0 (each coin is
    // paired with its mirror image, worth the same by symmetry); tails in the corner (100, 100)
    // adds 2^198, past any fixed-width integer.
    let mut input = "50\n".to_owned();
    let mut expected = String::new();
    for game in 0..50 {
        input += "100 100\n";
        for r in 0..100 {
            let row: String = (0..100)
                .map(|c| {
                    let mirrored = r != c && (r * c + r + c + game) % 3 == 0;
                    let corner = game % 2 == 1 && r == 99 && c == 99;
                    if mirrored || corner {
                        'T'
                    } else {
                        'H'
                    }
                })
                .collect();
            input += &row;
            input.push('\n');
        }
        expected += if game % 2 == 1 { "-_-\n" } else { "=_=\n" };
    }
    assert_eq!(answer("luogu_p2594", &input), expected);
}

#[test]
fn luogu_p7589_at_100_tests_of_100_lines() {
    // k = 100 and d = 20 change nothing: 49 pairs of lines with equal gaps cancel, and the last
    // two lines' gaps, a and a or a and a + 1, decide. Pieces from −1000 to 1000, y from −100 to 99.
    let mut input = "100\n".to_owned();
    let mut expected = String::new();
    for test in 0..100i64 {
        input += "\n100 100 20\n";
        for line in 0..100i64 {
            let y = line - 100;
            let gap = ((line / 2) * 41 + test * 37) % 999 + if line == 99 { test % 2 } else { 0 };
            // Black left of white on even lines, right of it on odd ones.
            let (b, w) = if line % 2 == 0 {
                (-1000 + line, -1000 + line + gap + 1)
            } else {
                (1000 - line, 1000 - line - gap - 1)
            };
            input += &format!("{y} {b} {w}\n");
        }
        expected += if test % 2 == 1 { "Yes\n" } else { "No\n" };
    }
    assert_eq!(answer("luogu_p7589", &input), expected);
}

#[test]
fn luogu_p4232_at_n_and_t_20_on_the_complete_dag() {
    // Every edge a -> b with a < b (190 edges), written backwards. Rin on 1 is out of Kuu's
    // reach (nothing enters 1) and stays until t + 1; Kuu on 20 (a sink) never moves either.
    let n = 20;
    let mut edges = String::new();
    for a in (1..=n).rev() {
        for b in (a + 1..=n).rev() {
            edges += &format!("{a} {b}\n");
        }
    }
    let input = |rin: usize, kuu: usize| format!("{n} 190 {rin} {kuu} 20\n{edges}");
    assert_eq!(answer("luogu_p4232", &input(1, 2)), "21.000\n");
    assert_eq!(answer("luogu_p4232", &input(19, 20)), "21.000\n");
    // Rin on 20, a sink Kuu reaches in one step from anywhere.
    assert_eq!(answer("luogu_p4232", &input(20, 1)), "1.000\n");
    // Kuu behind Rin: 6860 matrix games of up to 20 x 20; the C++ reference of bench/cpp
    // (a simplex of its own, without the saddle-point check) prints the same.
    let start = std::time::Instant::now();
    assert_eq!(answer("luogu_p4232", &input(2, 1)), "8.409\n");
    assert!(start.elapsed().as_secs() < 2, "{:?}", start.elapsed());
}
