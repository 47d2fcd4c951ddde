//! Output that cannot be written, at the process level: every judge binary with its stdout on
//! a full device reports it in one `error:` line and fails; a reader that closes the pipe early
//! (`| head`) ends a judge binary, and `sg`, quietly with status 0.

use crate::common;

use common::{bin_dir, judge_binaries, run_into_full_device, samples, spawn_fed};
use std::fs::File;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Output};

#[test]
fn a_full_device_is_one_error_line_and_a_failure() {
    if !Path::new("/dev/full").exists() {
        eprintln!("no /dev/full here: skipped");
        return;
    }
    let all = samples();
    for name in judge_binaries() {
        let (_, input, _) = all.iter().find(|(b, _, _)| *b == name).unwrap();
        let output = run_into_full_device(&bin_dir().join(&name), input);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{name}: {stderr}");
        assert!(
            stderr.starts_with("error: cannot write the output: ") && stderr.lines().count() == 1,
            "{name}: {stderr:?}"
        );
    }
}

/// Runs `command` with `input` on stdin, reads one byte of its output and closes the pipe.
fn read_one_byte_and_close(command: &mut Command, input: Vec<u8>) -> Output {
    let (mut child, writer) = spawn_fed(command, &input);
    let mut stdout = child.stdout.take().unwrap();
    stdout.read_exact(&mut [0]).unwrap();
    drop(stdout);
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

fn assert_quiet_success(what: &str, output: &Output) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "{what}: {:?} {stderr}",
        output.status
    );
    assert!(stderr.is_empty(), "{what}: {stderr}");
}

#[test]
fn a_closed_pipe_ends_a_judge_binary_quietly() {
    // Megabytes of answers: far more than a pipe holds, so writes meet the closed pipe.
    let nim = "4\n1 2 3 4\n".repeat(200_000) + "0\n";
    let output = read_one_byte_and_close(
        &mut Command::new(bin_dir().join("hdu_2176")),
        nim.into_bytes(),
    );
    assert_quiet_success("hdu_2176", &output);
    let wythoff = "1 2\n3 5\n".repeat(500_000);
    let output = read_one_byte_and_close(
        &mut Command::new(bin_dir().join("poj_1067")),
        wythoff.into_bytes(),
    );
    assert_quiet_success("poj_1067", &output);
}

#[test]
fn a_closed_pipe_ends_sg_quietly() {
    let mut sg = Command::new(bin_dir().join("sg"));
    sg.args(["table", "grundy", "100000"]);
    assert_quiet_success("sg table", &read_one_byte_and_close(&mut sg, Vec::new()));
}

#[test]
fn sg_reports_a_full_device() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    let output = Command::new(bin_dir().join("sg"))
        .args(["table", "kayles", "10"])
        .stdout(File::create("/dev/full").unwrap())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with("error: cannot write the output: "),
        "{stderr}"
    );
}
