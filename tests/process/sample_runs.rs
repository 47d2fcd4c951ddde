//! `cargo xtask test NAME` (`xtask::run_samples`): a binary's samples pass as they are, and a
//! changed `.out` fails with a diff naming the line; a program that hangs is stopped.

use crate::common;

use std::fs;

#[test]
fn samples_pass_and_a_changed_out_fails_with_a_diff() {
    let root = xtask::workspace_root();
    let program = common::bin_dir().join("hdu_2176");
    let report = xtask::run_samples(&program, &root.join("samples/hdu_2176")).unwrap();
    assert_eq!((report.passed, report.failed), (3, 0), "{}", report.text);
    assert!(
        report.text.contains("ok      sample-1.in ("),
        "{}",
        report.text
    );
    let copy = std::env::temp_dir().join(format!("grundy-sample-runs-{}", std::process::id()));
    fs::create_dir_all(&copy).unwrap();
    for file in ["sample-1.in", "sample-1.out", "sample-2.in", "sample-2.out"] {
        fs::copy(root.join("samples/hdu_2176").join(file), copy.join(file)).unwrap();
    }
    let out = fs::read_to_string(copy.join("sample-2.out")).unwrap();
    let first = out.lines().next().unwrap();
    fs::write(copy.join("sample-2.out"), out.replacen(first, "changed", 1)).unwrap();
    let report = xtask::run_samples(&program, &copy).unwrap();
    assert_eq!((report.passed, report.failed), (1, 1), "{}", report.text);
    assert!(
        report.text.contains("FAILED  sample-2.in ("),
        "{}",
        report.text
    );
    assert!(
        report
            .text
            .contains(&format!("  line 1:\n  - changed\n  + {first}")),
        "{}",
        report.text
    );
    assert!(report.text.ends_with("samples: 1 passed, 1 failed\n"));
    let _ = fs::remove_dir_all(&copy);
}

#[test]
fn a_dialogue_is_played_and_a_different_choice_is_reported_as_diverged() {
    let root = xtask::workspace_root();
    let program = common::bin_dir().join("cf_1375f");
    let dir = std::env::temp_dir().join(format!("grundy-dialogue-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let sample = fs::read_to_string(root.join("samples/cf_1375f/sample-1.dialogue")).unwrap();
    fs::write(dir.join("sample-1.dialogue"), &sample).unwrap();
    let report = xtask::run_samples(&program, &dir).unwrap();
    // The sample's first move is the statement's; ours is another, as good.
    assert_eq!(
        (report.passed, report.failed, report.diverged),
        (0, 0, 1),
        "{}",
        report.text
    );
    assert!(
        report.text.contains("the sample's program says"),
        "{}",
        report.text
    );
    // The program's own game, written as a dialogue, passes: its move where the sample's was,
    // then the judge's 0 (the game is over), then its exit.
    let ours = report.text.split("this one `").nth(1).unwrap();
    let ours = ours.split('`').next().unwrap();
    let own: Vec<&str> = sample.lines().take(2).collect();
    let own = format!("{}\nprog : {ours}\njudge: 0\n", own.join("\n"));
    fs::write(dir.join("sample-1.dialogue"), own).unwrap();
    let report = xtask::run_samples(&program, &dir).unwrap();
    assert_eq!((report.passed, report.failed), (1, 0), "{}", report.text);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_scaffolds_unfilled_sample_says_to_fill_it_and_a_failure_names_its_exit_status() {
    let program = common::bin_dir().join("hdu_2176");
    let copy = std::env::temp_dir().join(format!("grundy-sample-fill-{}", std::process::id()));
    fs::create_dir_all(&copy).unwrap();
    // As `cargo xtask new` writes them.
    let marked = |what: &str| format!("{}: the statement's sample {what}\n", xtask::MARKER);
    fs::write(copy.join("sample-1.in"), marked("input")).unwrap();
    fs::write(copy.join("sample-1.out"), marked("output")).unwrap();
    // A sample the binary refuses: it exits 1.
    fs::write(copy.join("sample-2.in"), "x\n").unwrap();
    fs::write(copy.join("sample-2.out"), "0\n").unwrap();
    let report = xtask::run_samples(&program, &copy).unwrap();
    assert_eq!(report.failed, 2, "{}", report.text);
    let fill = format!("fill the samples: {}", copy.join("sample-1.in").display());
    assert!(report.text.contains(&fill), "{}", report.text);
    assert!(report.text.contains("exit status: 1"), "{}", report.text);
    assert!(!report.text.contains("exit status exit"), "{}", report.text);
    let _ = fs::remove_dir_all(&copy);
}
