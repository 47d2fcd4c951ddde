//! The oldest Rust a bundle promises (README: 1.70, `msrv` in `clippy.toml`), checked on the
//! bundle itself: clippy's `incompatible_msrv` lint, run by `clippy-driver` on the bundle file
//! with the workspace's `clippy.toml`, names each std API stable only in a later release
//! (`u64::div_ceil`, 1.73; `slice::chunk_by`, 1.77). Bare rustc of today's release compiles such
//! a call, so only this check stops it before a judge's older rustc does.

use crate::workspace::read;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A call of a std API newer than the promise, at a place in the bundle.
pub(crate) struct TooNew {
    /// The bundle's line (from 1) and column.
    pub line: usize,
    pub column: usize,
    /// The API as the bundle spells it (`div_ceil`), and the release it is stable since.
    pub api: String,
    pub since: String,
}

/// The oldest Rust promised: `msrv` in the workspace's `clippy.toml`.
pub(crate) fn promised(root: &Path) -> Result<String, String> {
    let config = read(&root.join("clippy.toml"))?;
    config
        .lines()
        .find_map(|line| {
            let (key, value) = line.split_once('=')?;
            (key.trim() == "msrv").then(|| value.trim().trim_matches('"').to_owned())
        })
        .ok_or_else(|| "clippy.toml: no msrv = \"...\"".to_owned())
}

/// `clippy-driver` of the toolchain that runs us (beside `$CARGO`), else the one on the path.
fn clippy_driver() -> PathBuf {
    std::env::var_os("CARGO")
        .map(|cargo| Path::new(&cargo).with_file_name("clippy-driver"))
        .filter(|driver| driver.exists())
        .unwrap_or_else(|| "clippy-driver".into())
}

/// The calls in the bundle `file` of APIs newer than the workspace at `root` promises; `out` is
/// a scratch file for the metadata clippy writes.
pub(crate) fn too_new(root: &Path, file: &Path, out: &Path) -> Result<Vec<TooNew>, String> {
    let driver = clippy_driver();
    let output = Command::new(&driver)
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--emit=metadata",
        ])
        // Only this lint: the others (clippy's deny-by-default ones too) are not this check's,
        // and it is denied, not warned, since `-A warnings` silences every warning.
        .args(["-A", "warnings", "-A", "clippy::all"])
        .args(["-D", "clippy::incompatible_msrv", "-o"])
        .arg(out)
        .arg(file)
        .env("CLIPPY_CONF_DIR", root)
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .output()
        .map_err(|e| {
            format!(
                "{}: {e} (the check of the oldest Rust needs clippy: rustup component add clippy)",
                driver.display()
            )
        })?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let bundle = read(file)?;
    let lines: Vec<&str> = bundle.lines().collect();
    let mut found = Vec::new();
    let mut messages = stderr.lines();
    while let Some(line) = messages.next() {
        let Some((_, since)) = line.split_once("but this item is stable since `") else {
            continue;
        };
        let since = since
            .trim_end_matches('`')
            .trim_end_matches(".0")
            .to_owned();
        let place = messages.find_map(|l| l.trim_start().strip_prefix("--> "));
        let mut numbers = place
            .into_iter()
            .flat_map(|p| p.rsplitn(3, ':').take(2))
            .map(|n| n.parse::<usize>().unwrap_or(0));
        let (column, line) = (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0));
        // The API's name: the identifier at the place (`n.div_ceil(3)` is marked at `div_ceil`).
        let text = lines.get(line.wrapping_sub(1)).copied().unwrap_or("");
        let api: String = text
            .chars()
            .skip(column.saturating_sub(1))
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        found.push(TooNew {
            line,
            column,
            api,
            since,
        });
    }
    if found.is_empty() && !output.status.success() {
        return Err(format!(
            "{} failed on the bundle:\n{stderr}",
            driver.display()
        ));
    }
    Ok(found)
}
