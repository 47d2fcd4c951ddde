//! The problems of POJ, SPOJ, hihoCoder, CodeChef and Library Checker at their limits (time limits
//! taken as 1 s where the statement gives none).

use super::{at_limits, lines_among, UNKNOWN};
use std::fmt::Write;

#[test]
fn hihocoder_1172_at_10000_coins() {
    // Every coin heads: 1 ^ 2 ^ … ^ 10 000 = 10 000, Alice wins; with the last one tails,
    // 1 ^ … ^ 9 999 = 0 (9 999 = 4k + 3), Bob does.
    let heads = "H".repeat(10_000);
    let last_tails = format!("{}T", &heads[1..]);
    let input = format!("10000\n{heads}\n10000\n{last_tails}\n");
    assert_eq!(at_limits("hihocoder_1172", UNKNOWN, &input), "Alice\nBob\n");
}

#[test]
fn lc_nim_product_64_at_1000000_products() {
    // Every pair twice, both ways round (the product commutes), and against 0 and 1.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut word = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut input = "1000000\n".to_owned();
    let mut pairs = Vec::with_capacity(250_000);
    for _ in 0..250_000 {
        let (a, b) = (word(), word() >> (word() % 64));
        writeln!(input, "{a} {b}\n{b} {a}\n{a} 1\n0 {b}").unwrap();
        pairs.push((a, b));
    }
    let output = at_limits("lc_nim_product_64", 10.0, &input);
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), 1_000_000);
    for (i, (a, _)) in pairs.iter().enumerate() {
        let got = &lines[4 * i..4 * i + 4];
        assert_eq!(got[0], got[1]);
        assert_eq!((got[2], got[3]), (a.to_string().as_str(), "0"));
    }
}

#[test]
fn poj_1067_at_100000_lines_up_to_10_to_the_9() {
    let (input, expected) = super::hdu::wythoff_at_the_limits();
    assert_eq!(at_limits("poj_1067", UNKNOWN, &input), expected);
}

#[test]
fn poj_1704_at_20_cases_of_1000_men() {
    // Men in adjacent pairs (10i, 10i + 1): every pair's gap is 0 and Bob wins; widening the
    // last pair's gap to 4 gives Georgia the win. Written in decreasing order.
    let mut input = "20\n".to_owned();
    let mut expected = String::new();
    for case in 0..20 {
        let mut men: Vec<u64> = (1..=500).flat_map(|i| [10 * i, 10 * i + 1]).collect();
        if case % 2 == 1 {
            men[998] = 4996;
        }
        men.reverse();
        let shown: Vec<String> = men.iter().map(u64::to_string).collect();
        write!(input, "1000\n{}\n", shown.join(" ")).unwrap();
        expected += if case % 2 == 1 {
            "Georgia will win\n"
        } else {
            "Bob will win\n"
        };
    }
    assert_eq!(at_limits("poj_1704", UNKNOWN, &input), expected);
}

#[test]
fn poj_2311_at_every_sheet_up_to_200_by_200() {
    let mut input = String::new();
    for w in 2..=200 {
        for h in 2..=200 {
            writeln!(input, "{w} {h}").unwrap();
        }
    }
    let output = at_limits("poj_2311", UNKNOWN, &input);
    let lines = lines_among(&output, 199 * 199, &["WIN", "LOSE"]);
    let at = |w: usize, h: usize| lines[(w - 2) * 199 + h - 2];
    assert_eq!([at(2, 2), at(3, 2), at(4, 2)], ["LOSE", "LOSE", "WIN"]);
    for w in 2..=200 {
        for h in 2..w {
            assert_eq!(at(w, h), at(h, w), "{w} × {h}");
        }
    }
}

#[test]
fn poj_2348_at_100000_lines_below_2_to_the_31() {
    // Consecutive Fibonacci numbers leave one move at each step: (2, 1) is Stan's, (3, 2)
    // Ollie's, and so on alternately. Equal numbers and a ratio of 2 or more: Stan's.
    let mut fibonacci = vec![1u64, 2];
    while fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2] < 1 << 31 {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    let pairs = fibonacci.len() - 1;
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..100_000u64 {
        let j = i as usize % pairs;
        match i % 3 {
            0 => {
                writeln!(input, "{} {}", fibonacci[j], fibonacci[j + 1]).unwrap();
                expected += if j % 2 == 0 {
                    "Stan wins\n"
                } else {
                    "Ollie wins\n"
                };
            }
            1 => {
                let x = (1 << 31) - 1 - i;
                writeln!(input, "{x} {x}").unwrap();
                expected += "Stan wins\n";
            }
            _ => {
                let x = (1 << 30) - 1 - i;
                writeln!(input, "{x} {}", 2 * x + 1).unwrap();
                expected += "Stan wins\n";
            }
        }
    }
    input += "0 0\n";
    assert_eq!(at_limits("poj_2348", UNKNOWN, &input), expected);
}

#[test]
fn poj_3537_at_every_strip_up_to_2000_cells() {
    let input: String = (0..50)
        .flat_map(|_| (3..=2000).map(|n| format!("{n}\n")))
        .collect();
    let output = at_limits("poj_3537", UNKNOWN, &input);
    let lines = lines_among(&output, 50 * 1998, &["1", "2"]);
    // A strip of 3, 4 or 5 is won at once or in one threat; a strip of 6 is lost.
    assert_eq!(lines[..4], ["1", "1", "1", "2"]);
    assert_eq!(lines[..1998], lines[1998..2 * 1998]);
}

#[test]
fn poj_3710_at_cases_of_99_graphs_of_49_triangles() {
    // 49 triangles on the root (1, 2i, 2i + 1), 147 edges on 99 vertices: each odd cycle is
    // worth one edge, 49 of them 1, so each graph 1: 99 graphs are a win, 98 a loss.
    let mut graph = "99 147\n".to_owned();
    for i in 1..=49 {
        writeln!(
            graph,
            "1 {}\n{} {}\n{} 1",
            2 * i,
            2 * i,
            2 * i + 1,
            2 * i + 1
        )
        .unwrap();
    }
    let mut input = String::new();
    let mut expected = String::new();
    for case in 0..20 {
        let graphs = if case % 2 == 0 { 99 } else { 98 };
        writeln!(input, "{graphs}").unwrap();
        input += &graph.repeat(graphs);
        expected += if case % 2 == 0 { "Sally\n" } else { "Harry\n" };
    }
    assert_eq!(at_limits("poj_3710", UNKNOWN, &input), expected);
}

#[test]
fn spoj_cot3_at_a_path_of_100000_nodes() {
    // A white path from the root is a Nim heap of its length: only the last node wins.
    let n = 100_000;
    let edges: String = (1..n).map(|v| format!("{v} {}\n", v + 1)).collect();
    let white = vec!["0"; n].join(" ");
    let input = format!("{n}\n{white}\n{edges}");
    assert_eq!(at_limits("spoj_cot3", UNKNOWN, &input), format!("{n}\n"));
    let black = vec!["1"; n].join(" ");
    let input = format!("{n}\n{black}\n{edges}");
    assert_eq!(at_limits("spoj_cot3", UNKNOWN, &input), "-1\n");
}

/// A case of HAMILG: a clique on the last `k` of `n` vertices, each other vertex joined to all
/// of the clique, edges written from the other vertex. Every edge holds a clique vertex, so a
/// largest matching has k edges and covers the clique always, while each other vertex is
/// missed by some (n ≥ 2k + 1): Askar wins at the n − k others. The greedy first matching
/// leaves n − 2k of them uncovered, each a failed search over nearly every edge.
fn hamilg_clique_and_others(n: usize, k: usize) -> (String, usize) {
    let mut edges = Vec::new();
    for a in n - k + 1..=n {
        for b in a + 1..=n {
            edges.push(format!("{a} {b}\n"));
        }
    }
    for other in 1..=n - k {
        for c in n - k + 1..=n {
            edges.push(format!("{other} {c}\n"));
        }
    }
    (format!("{n} {}\n{}", edges.len(), edges.concat()), n - k)
}

#[test]
fn codechef_hamilg_at_2000_vertices_and_10_to_the_6_edges() {
    const TL: f64 = 5.0;
    // 580 clique vertices: 991 510 edges, 1 420 winning starts.
    let (case, expected) = hamilg_clique_and_others(2000, 580);
    assert_eq!(
        at_limits("codechef_hamilg", TL, &format!("1\n{case}")),
        format!("{expected}\n")
    );
    // K_1413 (997 578 edges): odd, so each vertex is missed by some perfect-but-one matching.
    let n = 1413;
    let mut complete = format!("1\n{n} {}\n", n * (n - 1) / 2);
    for a in 1..=n {
        for b in a + 1..=n {
            writeln!(complete, "{b} {a}").unwrap();
        }
    }
    assert_eq!(
        at_limits("codechef_hamilg", TL, &complete),
        format!("{n}\n")
    );
    // 100 cases of 2000 vertices and cliques of 1 to 5 (a star, then odd cycles), under 10^4
    // edges each.
    let mut input = "100\n".to_owned();
    let mut expected = String::new();
    for t in 0..100 {
        let (case, wins) = hamilg_clique_and_others(2000, 1 + t % 5);
        input += &case;
        writeln!(expected, "{wins}").unwrap();
    }
    assert_eq!(at_limits("codechef_hamilg", TL, &input), expected);
}
