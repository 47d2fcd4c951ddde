//! Building the programs that race: the library's binaries (`cargo build --release`), the
//! limit programs (`bench/*.rs`, `rustc -O`) and the C++ references (`bench/cpp/*.cpp`,
//! `g++ -O2`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Every binary of the `grundy` package, in release mode.
pub fn build_binaries(root: &Path) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    run_checked(Command::new(cargo).current_dir(root).args([
        "build",
        "--release",
        "--quiet",
        "--bins",
        "-p",
        "grundy",
    ]))
}

/// The limit program `bench/NAME.rs`, compiled into `work`.
pub fn build_limit(root: &Path, work: &Path, name: &str) -> Result<PathBuf, String> {
    let program = work.join(name);
    run_checked(
        Command::new("rustc")
            .args(["-O", "--edition", "2021", "-o"])
            .arg(&program)
            .arg(root.join(format!("bench/{name}.rs"))),
    )?;
    Ok(program)
}

/// The C++ reference `bench/cpp/BINARY.cpp`, compiled into `work`.
pub fn build_cpp(root: &Path, work: &Path, binary: &str) -> Result<PathBuf, String> {
    let program = work.join(format!("{binary}-cpp"));
    run_checked(
        Command::new("g++")
            .args(["-O2", "-o"])
            .arg(&program)
            .arg(root.join(format!("bench/cpp/{binary}.cpp"))),
    )?;
    Ok(program)
}

/// Runs `program` on each sample of `binary` (`samples/BINARY/*.in`) and checks that it prints
/// the sample's `.out` exactly, so that a peer that solves another problem is refused before it
/// is timed.
pub fn check_samples(root: &Path, program: &Path, binary: &str) -> Result<(), String> {
    let dir = root.join("samples").join(binary);
    let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut inputs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    inputs.sort();
    for input in inputs {
        let expected = std::fs::read(input.with_extension("out")).map_err(|e| e.to_string())?;
        let stdin = std::fs::File::open(&input).map_err(|e| e.to_string())?;
        let output = Command::new(program)
            .stdin(stdin)
            .output()
            .map_err(|e| format!("{}: {e}", program.display()))?;
        if output.stdout != expected {
            return Err(format!(
                "{} does not print {} on {}",
                program.display(),
                input.with_extension("out").display(),
                input.display()
            ));
        }
    }
    Ok(())
}

fn run_checked(command: &mut Command) -> Result<(), String> {
    let status = command.status().map_err(|e| format!("{command:?}: {e}"))?;
    status
        .success()
        .then_some(())
        .ok_or_else(|| format!("{command:?} failed: {status}"))
}
