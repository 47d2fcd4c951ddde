//! The `sg` explorer as a user runs it.

use std::process::Command;

fn sg(args: &[&str]) -> (i32, String, String) {
    let exe = std::env::current_exe().unwrap();
    let path = exe.parent().unwrap().parent().unwrap().join("sg");
    let out = Command::new(path).args(args).output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap(),
        text(out.stdout),
        text(out.stderr),
    )
}

#[test]
fn tables() {
    assert_eq!(sg(&["table", "mock-turtles", "6"]).1, "1\n2\n4\n7\n8\n11\n");
    assert_eq!(
        sg(&["table", "kayles", "8", "--row"]).1,
        "0 1 2 3 1 4 3 2\n"
    );
    assert_eq!(
        sg(&["table", "grundy", "10", "--row"]).1,
        "0 0 0 1 0 2 1 0 2 1\n"
    );
    assert_eq!(
        sg(&["table", "subtract", "1,3,4", "8", "--row"]).1,
        "0 1 0 1 2 3 2 0\n"
    );
    assert_eq!(
        sg(&["table", "twins", "1,2,3", "6", "--row"]).1,
        "0 1 2 3 0 1\n"
    );
    assert_eq!(
        sg(&["table", "ruler", "9", "--row"]).1,
        "0 1 2 1 4 1 2 1 8\n"
    );
    assert_eq!(sg(&["table", "turtles", "6", "--row"]).1, "0 1 2 3 4 5\n");
    // Dawson's Kayles and Dawson's Chess by name and by code (OEIS A002187).
    for rule in ["0.07", "dawsons-kayles"] {
        let values = sg(&["table", rule, "12", "--row"]).1;
        assert_eq!(values, "0 0 1 1 2 0 3 1 1 0 3 3\n", "{rule}");
    }
    for rule in ["0.137", "dawsons-chess"] {
        let values = sg(&["table", rule, "12", "--row"]).1;
        assert_eq!(values, "0 1 1 2 0 3 1 1 0 3 3 2\n", "{rule}");
    }
    // One Grunt coin is worth a heap of Grundy's game.
    let grundy = sg(&["table", "grundy", "300"]).1;
    assert_eq!(sg(&["table", "grunt", "300"]).1, grundy);
}

#[test]
fn periods() {
    let kayles = sg(&["period", "0.77"]).1;
    assert!(
        kayles.starts_with("pre-period 71, period 12, saltus 0"),
        "{kayles}"
    );
    assert!(kayles.contains("proven"), "{kayles}");
    let dawson = sg(&["period", "dawsons-kayles", "500"]).1;
    assert!(
        dawson.starts_with("pre-period 53, period 34, saltus 0"),
        "{dawson}"
    );
    assert!(sg(&["period", "nim", "40"])
        .1
        .starts_with("pre-period 0, period 1, saltus 1"));
    assert!(sg(&["period", "grundy", "300"]).1.starts_with("none found"));
}

#[test]
fn moves() {
    let nim = sg(&["moves", "nim", "5", "7", "8", "9", "10"]).1;
    assert!(
        nim.contains("pile 3: 8 -> 1") && nim.contains("pile 5: 10 -> 3"),
        "{nim}"
    );
    let turtles = sg(&["moves", "mock-turtles", "0", "3", "5"]).1;
    assert!(
        turtles.starts_with("value 13: the player to move wins"),
        "{turtles}"
    );
    assert!(sg(&["moves", "wythoff", "4", "7"]).1.contains("loses"));
    assert!(sg(&["moves", "bash", "3", "10"]).1.contains("take 2"));
    assert!(sg(&["moves", "bash", "3", "8"])
        .1
        .contains("no winning move"));
    assert!(sg(&["moves", "lasker", "3", "3"])
        .1
        .contains("no winning move"));
    assert_eq!(
        sg(&["moves", "misere", "1", "1"]).1,
        "the player to move wins (misère: taking the last stone loses)\nwinning moves:\n  \
         pile 1: 1 -> 0\n  pile 2: 1 -> 0\n"
    );
    assert!(sg(&["moves", "misere", "2", "2"]).1.contains("loses"));
    assert_eq!(
        sg(&["moves", "nimk", "2", "1", "1"]).1,
        "the player to move wins (Nim-2)\nwinning moves:\n  pile 1: 1 -> 0, pile 2: 1 -> 0\n"
    );
    assert!(sg(&["moves", "nimk", "2", "1", "1", "1"])
        .1
        .contains("loses"));
    assert_eq!(
        sg(&["moves", "staircase", "1", "2", "3"]).1,
        "value 2: the player to move wins\nwinning moves:\n  move 2 from stair 2 to stair 1\n  \
         move 2 from stair 3 to stair 2\n"
    );
}

#[test]
fn help_and_errors() {
    for args in [
        &["--help"][..],
        &["table", "--help"],
        &["help", "period"],
        &["moves", "-h"],
    ] {
        let (code, out, _) = sg(args);
        assert_eq!(code, 0);
        assert!(out.starts_with("usage") || out.starts_with("sg:"), "{out}");
    }
    for args in [
        &["table", "nope", "3"][..],
        &["table", "kayles", "x"],
        &["period", "0.g"],
        &["frob"],
        &["table", "grundy", "1000000000000"],
        &["period", "kayles", "33554433"],
    ] {
        let (code, out, err) = sg(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            out.is_empty() && err.starts_with("error: ") && err.lines().count() == 1,
            "{err}"
        );
    }
}
