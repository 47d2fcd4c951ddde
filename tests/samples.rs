//! Runs every judge binary as a process on every file in `samples/<binary>/`, and on broken
//! versions of those inputs. A binary is found by its directory name, so a new problem is
//! covered as soon as its samples exist.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The directory holding the binaries Cargo built alongside this test.
fn bin_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.parent().unwrap().parent().unwrap().to_path_buf()
}

fn run(binary: &str, input: &[u8]) -> Output {
    let path = bin_dir().join(format!("{binary}{}", std::env::consts::EXE_SUFFIX));
    let mut child = Command::new(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", path.display()));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

/// `(binary, input path, expected output path)` for every sample.
fn samples() -> Vec<(String, PathBuf, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut found = Vec::new();
    for dir in fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        let binary = dir.file_name().unwrap().to_str().unwrap().to_owned();
        for file in fs::read_dir(&dir).unwrap() {
            let input = file.unwrap().path();
            if input.extension().is_some_and(|e| e == "in") {
                found.push((binary.clone(), input.clone(), input.with_extension("out")));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn every_judge_binary_has_samples() {
    let names: Vec<String> = samples().into_iter().map(|s| s.0).collect();
    let bins = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
    for file in fs::read_dir(bins).unwrap() {
        let name = file
            .unwrap()
            .path()
            .file_stem()
            .unwrap()
            .to_str()
            .unwrap()
            .to_owned();
        if name.contains('_') {
            assert!(
                names.contains(&name),
                "src/bin/{name}.rs has no samples/{name}/"
            );
        }
    }
}

#[test]
fn every_sample_gives_the_expected_output() {
    let all = samples();
    assert!(all.len() >= 14, "only {} samples found", all.len());
    for (binary, input, expected) in all {
        let output = run(&binary, &fs::read(&input).unwrap());
        let expected = fs::read_to_string(&expected).unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{}: {stderr}", input.display());
        assert_eq!(stdout, expected, "{}", input.display());
    }
}

/// Splits text into its tokens with their byte ranges.
fn token_spans(text: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && !text[i].is_ascii_whitespace() {
            i += 1;
        }
        spans.push((start, i));
    }
    spans
}

/// A failed run: status 1, one line on stderr starting `error:`, and the answers before the
/// bad token still on stdout.
fn assert_clean_failure(what: &str, output: &Output, expected: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{what}: {stderr}");
    assert!(
        stderr.starts_with("error: ") && stderr.lines().count() == 1,
        "{what}: {stderr:?}"
    );
    let stdout = String::from_utf8(output.stdout.clone()).unwrap();
    assert!(expected.starts_with(&stdout), "{what}: printed {stdout:?}");
}

#[test]
fn a_bad_token_anywhere_is_one_line_on_stderr_after_the_earlier_answers() {
    for (binary, input, expected) in samples() {
        let text = fs::read(&input).unwrap();
        let expected = fs::read_to_string(&expected).unwrap();
        for (start, end) in token_spans(&text) {
            for bad in [
                &b"x7"[..],
                b"-1",
                b"99999999999999999999",
                b"\xff",
                b"1\x002",
            ] {
                let mut broken = text[..start].to_vec();
                broken.extend_from_slice(bad);
                broken.extend_from_slice(&text[end..]);
                let what = format!("{} with token at {start} replaced", input.display());
                assert_clean_failure(&what, &run(&binary, &broken), &expected);
            }
        }
    }
}

#[test]
fn input_cut_short_anywhere_keeps_earlier_answers() {
    for (binary, input, expected) in samples() {
        let text = fs::read(&input).unwrap();
        let expected = fs::read_to_string(&expected).unwrap();
        for (_, end) in token_spans(&text) {
            let output = run(&binary, &text[..end]);
            let what = format!("{} cut at byte {end}", input.display());
            if output.status.success() {
                // Cut at a case boundary of a read-to-the-end format: a valid, shorter input.
                let stdout = String::from_utf8(output.stdout).unwrap();
                assert!(expected.starts_with(&stdout), "{what}: printed {stdout:?}");
            } else {
                assert_clean_failure(&what, &output, &expected);
                let stderr = String::from_utf8_lossy(&output.stderr);
                assert!(stderr.contains("ended early"), "{what}: {stderr}");
            }
        }
    }
}
