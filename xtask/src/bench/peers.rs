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

fn run_checked(command: &mut Command) -> Result<(), String> {
    let status = command.status().map_err(|e| format!("{command:?}: {e}"))?;
    status
        .success()
        .then_some(())
        .ok_or_else(|| format!("{command:?} failed: {status}"))
}
