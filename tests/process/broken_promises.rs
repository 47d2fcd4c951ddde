//! Inputs that parse but break a statement's promise (a cycle in a "DAG" or a "tree", a position
//! or vertex outside the graph, a sheet narrower than 2, a light named twice, values past the
//! limits a table is built for): each is one
//! `error:` line naming what was expected, exit status 1, and the answers before it kept.

use crate::common;

use common::run;

/// `(binary, input, answers printed before the broken case, words the error must contain)`.
const CASES: &[(&str, &str, &str, &str)] = &[
    ("luogu_p4101", "2\n2 2\n0 3\n", "0\n", "n and m from 1"),
    ("luogu_p4101", "1\n5 1000000001\n", "", "n and m from 1"),
    ("luogu_p6487", "1\n", "", "n from 2 to 10^15"),
    (
        "luogu_p3480",
        "2\n2\n2 2\n3\n1 4 2\n",
        "NIE\n",
        "non-decreasing",
    ),
    (
        "luogu_p3480",
        "1\n2\n5000 6000\n",
        "",
        "at most 10000 pebbles",
    ),
    ("luogu_p3480", "1\n0\n", "", "n from 1 to 1000"),
    (
        "luogu_p2148",
        "2\n2\n1 2\n3\n1 2 3\n",
        "YES\n",
        "an even number of piles",
    ),
    (
        "luogu_p2148",
        "1\n2\n0 2\n",
        "",
        "piles from 1 to 2000000000",
    ),
    (
        "luogu_p2148",
        "1\n2\n1 2000000001\n",
        "",
        "piles from 1 to 2000000000",
    ),
    ("luogu_p3185", "1\n22\n", "", "n from 2 to 21"),
    (
        "luogu_p3185",
        "2\n2\n1 0\n2\n10001 0\n",
        "0 1 1\n1\n",
        "at most 10000 beans",
    ),
    ("luogu_p3235", "1 0\n1 1\n", "", "F from 1 to 99999"),
    (
        "luogu_p3235",
        "2 1\n1 5\n1 100000\n",
        "",
        "piles from 1 to 99999",
    ),
    ("luogu_p3235", "1 1\n0\n", "", "N from 1 to 99"),
    ("luogu_p3235", "100 1\n", "", "T from 1 to 99"),
    ("luogu_p6487", "1000000000000001\n", "", "n from 2 to 10^15"),
    (
        "hdu_1524",
        "2\n1 1\n0\n1 0\n0\n2\n1 1\n1 0\n",
        "WIN\n",
        "without cycles",
    ),
    (
        "hdu_1524",
        "1\n1 0\n1 0\n0\n",
        "",
        "cycle through position 0",
    ),
    ("hdu_1524", "3\n1 1\n1 2\n1 0\n", "", "without cycles"),
    ("hdu_1524", "2\n1 1\n1 2\n", "", "positions below 2"),
    (
        "hdu_1524",
        "2\n1 1\n0\n1 0\n2 1 2\n",
        "WIN\n",
        "positions below 2",
    ),
    ("poj_2311", "2 2\n1 5\n", "LOSE\n", "side from 2 to 200"),
    ("poj_2311", "4 2\n5 1\n", "WIN\n", "side from 2 to 200"),
    ("poj_2311", "201 2\n", "", "side from 2 to 200"),
    ("poj_2348", "34 12\n0 7\n", "Stan wins\n", "positive"),
    ("hdu_2147", "5 4\n0 3\n", "Wonderful!\n", "at least 1"),
    ("poj_3537", "3\n2\n", "1\n", "3 to 2000"),
    ("poj_3537", "6\n2001\n", "2\n", "3 to 2000"),
    ("hdu_1848", "1 1 1\n1 1001 1\n", "Fibo\n", "at most 1000"),
    (
        "hdu_1536",
        "1 1\n1\n1 1\n1 1\n1\n1 10001\n0\n",
        "W\n",
        "at most 10000",
    ),
    ("hdu_1536", "2 0 5\n1\n1 3\n0\n", "", "at least 1"),
    // Graphs of the SG extensions: vertices out of range, trees that are not trees.
    (
        "hdu_3094",
        "2\n2\n1 2\n3\n1 2\n2 4\n",
        "Alice\n",
        "vertex from 1 to 3",
    ),
    ("hdu_3094", "2\n2\n1 2\n3\n1 2\n2 1\n", "Alice\n", "a tree"),
    ("hdu_3094", "1\n3\n1 2\n0 3\n", "", "vertex from 1 to 3"),
    ("agc017_d", "1\n", "", "vertex count from 2 to 100000"),
    (
        "agc017_d",
        "100001\n1 2\n",
        "",
        "vertex count from 2 to 100000",
    ),
    ("agc017_d", "3\n1 2\n2 4\n", "", "vertex from 1 to 3"),
    ("agc017_d", "3\n1 2\n2 1\n", "", "a tree"),
    ("agc017_d", "4\n1 2\n3 4\n4 3\n", "", "a tree"),
    ("abc297_g", "0 1 2\n", "", "pile count from 1 to 200000"),
    ("abc297_g", "1 3 2\n5\n", "", "1 <= L <= R <= 10^9"),
    ("abc297_g", "1 0 2\n5\n", "", "1 <= L <= R <= 10^9"),
    ("abc297_g", "1 1 1000000001\n5\n", "", "1 <= L <= R <= 10^9"),
    ("abc297_g", "2 1 2\n3 0\n", "", "a pile from 1 to 10^9"),
    (
        "abc297_g",
        "2 1 2\n1000000001 3\n",
        "",
        "a pile from 1 to 10^9",
    ),
    ("cf_1194d", "0\n", "", "game count from 1 to 100"),
    ("cf_1194d", "101\n", "", "game count from 1 to 100"),
    ("cf_1194d", "2\n3 3\n3 2\n", "Alice\n", "3 <= k <= 10^9"),
    (
        "cf_1194d",
        "2\n3 3\n1000000001 5\n",
        "Alice\n",
        "0 <= n <= 10^9",
    ),
    ("cf_1194d", "1\n5 1000000001\n", "", "3 <= k <= 10^9"),
    ("arc151_c", "0 0\n", "", "N from 1 to 10^18"),
    (
        "arc151_c",
        "1000000000000000001 0\n",
        "",
        "N from 1 to 10^18",
    ),
    ("arc151_c", "3 4\n", "", "M from 0 to min(N, 200000)"),
    ("arc151_c", "3 2\n2 0\n2 1\n", "", "X_i increasing"),
    ("arc151_c", "3 2\n3 0\n1 1\n", "", "X_i increasing"),
    ("arc151_c", "3 1\n4 0\n", "", "X_i increasing"),
    ("arc151_c", "3 1\n0 0\n", "", "X_i increasing"),
    ("arc151_c", "2 1\n1 2\n", "", "a digit 0 or 1"),
    (
        "arc151_c",
        "2 2\n1 0\n2 0\n",
        "",
        "unlike a given neighbour",
    ),
    ("arc168_b", "0\n", "", "pile count from 1 to 250000"),
    ("arc168_b", "250001\n", "", "pile count from 1 to 250000"),
    ("arc168_b", "2\n3 0\n", "", "a pile from 1 to 10^9"),
    ("arc168_b", "2\n1000000001 3\n", "", "a pile from 1 to 10^9"),
    ("cf_603c", "0 1\n", "", "pile count from 1 to 100000"),
    ("cf_603c", "1 0\n3\n", "", "k from 1 to 10^9"),
    ("cf_603c", "1 1000000001\n3\n", "", "k from 1 to 10^9"),
    ("cf_603c", "2 1\n3 0\n", "", "a pile from 1 to 10^9"),
    (
        "cf_603c",
        "2 1\n3 1000000001\n",
        "",
        "a pile from 1 to 10^9",
    ),
    (
        "poj_3710",
        "1\n2 1\n1 2\n1\n3 2\n1 2\n2 9\n",
        "Sally\n",
        "vertex from 1 to 3",
    ),
    ("hdu_3590", "1\n2\n1 2\n1\n3\n1 2\n1 2\n", "QQ\n", "a tree"),
    ("hdu_3590", "1\n4\n1 2\n3 4\n4 3\n", "", "a tree"),
    (
        "hdu_3404",
        "2\n1\n1 1\n2\n3 4\n3 4\n",
        "Have a try, lxhgww.\n",
        "distinct positions",
    ),
    ("hdu_3404", "1\n1\n0 4\n", "", "numbered from 1"),
    // Games on graphs: words, steps, boards and records that the statements rule out.
    ("abc209_e", "2\nabcd\nab\n", "", "3 to 8 letters"),
    ("abc209_e", "1\nabcdefghi\n", "", "3 to 8 letters"),
    ("abc209_e", "1\nab1d\n", "", "letters a-z and A-Z"),
    (
        "luogu_p6560",
        "2 1 2\n1 2\n1 2\n2 2\n",
        "1\n",
        "other than the start",
    ),
    ("luogu_p6560", "2 1 1\n1 3\n1 2\n", "", "vertex from 1 to 2"),
    (
        "luogu_p6560",
        "2 1 2\n1 2\n1 2\n0 1\n",
        "1\n",
        "vertex from 1 to 2",
    ),
    ("cf_786a", "5\n2 3 5\n1 1\n", "", "step from 1 to 4"),
    ("cf_786a", "5\n1 1\n1 0\n", "", "step from 1 to 4"),
    ("cf_786a", "1\n1 1\n1 1\n", "", "at least 2 objects"),
    ("luogu_p4055", "2 2\n..\n.\n", "", "a row of 2 cells"),
    ("luogu_p4055", "2 2\n..\n.x\n", "", "of . and #"),
    (
        "luogu_p1971",
        "1 3\nO.O\n1\n1 1\n1 3\n",
        "",
        "beside the empty square",
    ),
    ("luogu_p1971", "1 3\nX.O\n1\n1 1\n1 3\n", "", "white piece"),
    (
        "luogu_p1971",
        "1 3\nO.X\n1\n1 1\n1 9\n",
        "",
        "a cell of the board",
    ),
    (
        "luogu_p1971",
        "1 3\nO..\n1\n1 1\n1 2\n",
        "",
        "exactly one empty square",
    ),
    (
        "luogu_p1971",
        "1 6\nXO.OXO\n1\n1 4\n1 5\n",
        "",
        "unable to move",
    ),
    // Coins and pieces: boards, counts and positions the statements rule out.
    ("luogu_p2594", "0\n", "", "T from 1 to 50"),
    ("luogu_p2594", "51\n", "", "T from 1 to 50"),
    (
        "luogu_p2594",
        "2\n1 1\nT\n0 1\n",
        "-_-\n",
        "n and m from 1 to 100",
    ),
    ("luogu_p2594", "1\n1 101\n", "", "n and m from 1 to 100"),
    (
        "luogu_p2594",
        "2\n1 1\nH\n2 2\nHT\nT\n",
        "=_=\n",
        "a row of 2 cells",
    ),
    ("luogu_p2594", "1\n2 2\nHT\nTHH\n", "", "a row of 2 cells"),
    ("luogu_p2594", "1\n1 2\nHt\n", "", "of H and T"),
    ("luogu_p2594", "1\n1 2\nH.\n", "", "of H and T"),
    ("luogu_p7589", "0\n", "", "T from 1 to 100"),
    ("luogu_p7589", "101\n", "", "T from 1 to 100"),
    (
        "luogu_p7589",
        "2\n1 0 1\n0 0 2\n0 0 1\n",
        "Yes\n",
        "1 <= n <= 100",
    ),
    ("luogu_p7589", "1\n101 0 1\n", "", "1 <= n <= 100"),
    ("luogu_p7589", "1\n1 101 1\n", "", "0 <= k <= 100"),
    ("luogu_p7589", "1\n1 0 21\n", "", "1 <= d <= 20"),
    ("luogu_p7589", "1\n1 0 0\n", "", "1 <= d <= 20"),
    (
        "luogu_p7589",
        "1\n1 0 1\n101 0 2\n",
        "",
        "a y from -100 to 100",
    ),
    (
        "luogu_p7589",
        "1\n1 0 1\n-101 0 2\n",
        "",
        "a y from -100 to 100",
    ),
    (
        "luogu_p7589",
        "1\n2 0 1\n5 0 2\n5 1 3\n",
        "",
        "a y from -100 to 100, distinct",
    ),
    (
        "luogu_p7589",
        "2\n1 0 1\n0 0 2\n1 0 1\n0 3 3\n",
        "Yes\n",
        "b != w",
    ),
    (
        "luogu_p7589",
        "1\n1 0 1\n0 -1001 2\n",
        "",
        "from -1000 to 1000",
    ),
    (
        "luogu_p7589",
        "1\n1 0 1\n0 0 1001\n",
        "",
        "from -1000 to 1000",
    ),
    // Partizan games: a board the statement rules out.
    ("abc229_h", "2\nWB\nW\n", "", "a row of 2 cells"),
    ("abc229_h", "2\nWB\nWx\n", "", "of W and B and ."),
    ("abc229_h", "9\n", "", "N from 1 to 8"),
    ("abc229_h", "0\n", "", "N from 1 to 8"),
    ("cf_1451f", "0\n", "", "t from 1 to 10"),
    ("cf_1451f", "1\n1 101\n", "", "n and m from 1 to 100"),
    (
        "cf_1451f",
        "2\n1 1\n1\n1 2\n0 1000001\n",
        "Ashish\n",
        "values from 0 to 10^6",
    ),
    ("agc002_e", "0\n", "", "N from 1 to 10^5"),
    ("agc002_e", "2\n1 0\n", "", "piles from 1 to 10^9"),
    ("luogu_p2599", "11\n", "", "T from 1 to 10"),
    ("luogu_p2599", "2\n1\n5\n1001\n", "1\n", "n from 1 to 1000"),
    ("luogu_p2599", "1\n2\n0 5\n", "", "piles from 1 to 10^9"),
    ("cf_1704f", "0\n", "", "t from 1 to 10^4"),
    ("cf_1704f", "2\n2\nRB\n1\nR\n", "Alice\n", "n from 2"),
    ("cf_1704f", "1\n3\nRGB\n", "", "a row of 3 cells of R and B"),
    ("cf_494e", "5 1 6\n1 1 1 1\n", "", "1 <= k <= n <= 10^9"),
    ("cf_494e", "5 0 1\n", "", "m from 1 to 5*10^4"),
    ("cf_494e", "5 1 1\n2 1 1 1\n", "", "1 <= a <= c <= n"),
    ("cf_494e", "5 1 1\n1 1 1 6\n", "", "1 <= a <= c <= n"),
    (
        "luogu_p8347",
        "2\n2\n1 2\n3\n1 2\n2 1\n",
        "Luna\n",
        "a tree",
    ),
    ("luogu_p8347", "1\n1\n", "", "vertex count from 2 to 100000"),
    (
        "luogu_p7864",
        "2\n2\n1\n3\n3 2\n",
        "0\n",
        "a tree rooted at vertex 1",
    ),
    ("luogu_p7864", "1\n2\n2\n", "", "a tree rooted at vertex 1"),
    ("luogu_p7864", "1\n3\n1 4\n", "", "vertex from 1 to 3"),
    ("agc010_f", "3\n1 2 3\n1 2\n2 1\n", "", "a tree"),
    ("agc010_f", "1\n5\n", "", "vertex count from 2 to 3000"),
    ("spoj_cot3", "3\n0 0 0\n1 2\n2 1\n", "", "a tree"),
    ("spoj_cot3", "2\n0 2\n1 2\n", "", "a colour 0 or 1"),
    ("spoj_cot3", "0\n", "", "node count from 1 to 100000"),
    (
        "cf_1149e",
        "3 3\n1 2 3\n1 2\n2 3\n3 1\n",
        "",
        "roads with no cycle",
    ),
    ("cf_1149e", "2 1\n1 2\n1 1\n", "", "roads with no cycle"),
    ("cf_1149e", "0 0\n", "", "n from 1 to 200000"),
    // Hide and seek on a DAG: a cycle, a repeated edge, sizes past 20.
    (
        "luogu_p4232",
        "3 3 1 2 5\n1 2\n2 3\n3 1\n",
        "",
        "without cycles",
    ),
    ("luogu_p4232", "2 1 1 2 5\n1 1\n", "", "without cycles"),
    (
        "luogu_p4232",
        "3 2 1 2 5\n1 2\n1 2\n",
        "",
        "no repeated edge",
    ),
    ("luogu_p4232", "21 0 1 2 5\n", "", "n from 1 to 20"),
    ("luogu_p4232", "0 0 1 1 5\n", "", "n from 1 to 20"),
    ("luogu_p4232", "3 2 1 2 21\n1 2\n2 3\n", "", "t at most 20"),
    ("luogu_p4232", "3 4 1 2 5\n", "", "at most n(n-1)/2 edges"),
    ("luogu_p4232", "3 1 1 4 5\n1 2\n", "", "vertex from 1 to 3"),
];

#[test]
fn broken_promises_are_one_line_errors_after_the_earlier_answers() {
    for &(binary, input, before, words) in CASES {
        let output = run(binary, input.as_bytes());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            output.status.code(),
            Some(1),
            "{binary} {input:?}: {stderr}"
        );
        assert!(
            stderr.starts_with("error: ") && stderr.lines().count() == 1 && stderr.contains(words),
            "{binary} {input:?}: {stderr:?}"
        );
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            before,
            "{binary} {input:?}"
        );
    }
}

#[test]
fn a_long_chain_of_positions_is_valued_without_recursion() {
    // 1000 positions in a line (0 -> 1 -> ... -> 999): the search must not overflow the stack.
    let n = 1000;
    let mut input = format!("{n}\n");
    for p in 0..n {
        input += &if p + 1 < n {
            format!("1 {}\n", p + 1)
        } else {
            "0\n".into()
        };
    }
    input += "1 0\n2 0 1\n0\n";
    let output = run("hdu_1524", input.as_bytes());
    // Position p is worth (n - 1 - p) mod 2: position 0 is worth 1, 0 and 1 together 1.
    assert_eq!(String::from_utf8_lossy(&output.stdout), "WIN\nWIN\n");
}
