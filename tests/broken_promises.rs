//! Inputs that parse but break a statement's promise (a cycle in a "DAG" or a "tree", a position
//! or vertex outside the graph, a sheet narrower than 2, a light named twice, values past the
//! limits a table is built for): each is one
//! `error:` line naming what was expected, exit status 1, and the answers before it kept.

mod common;

use common::run;

/// `(binary, input, answers printed before the broken case, words the error must contain)`.
const CASES: &[(&str, &str, &str, &str)] = &[
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
    // Partizan games: a board the statement rules out.
    ("abc229_h", "2\nWB\nW\n", "", "a row of 2 cells"),
    ("abc229_h", "2\nWB\nWx\n", "", "of W and B and ."),
    ("abc229_h", "9\n", "", "N from 1 to 8"),
    ("abc229_h", "0\n", "", "N from 1 to 8"),
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
