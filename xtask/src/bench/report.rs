//! The report, in Markdown: one row per case with sizes, median times, ratios and peak memory,
//! and a note where a peer's output differs from the binary's.

use super::case::{Case, READ_LIMIT};
use super::timing::Measured;
use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The table's head.
pub fn header() -> String {
    "| binary | input | size | output | grundy | limit | C++ | grundy / limit | C++ / grundy | peak memory (grundy, limit, C++) |\n\
     |---|---|---|---|---|---|---|---|---|---|\n"
        .to_owned()
}

/// The row of `case`: the binary, its limit program and its C++ reference measured on `input`
/// (in that order in `measured` and `outputs`).
pub fn row(
    case: &Case,
    input: &Path,
    outputs: &[PathBuf],
    measured: &[Measured],
) -> Result<String, String> {
    let differs = |i: usize, what: &str| -> Result<String, String> {
        let same = same_contents(&outputs[0], &outputs[i])?;
        Ok(if same {
            String::new()
        } else {
            format!(" ({what} output differs)")
        })
    };
    let limit_note = if case.limit == READ_LIMIT {
        String::new()
    } else {
        differs(1, "limit")?
    };
    let cpp_note = differs(2, "C++")?;
    let [t_ours, t_limit, t_cpp] = [0, 1, 2].map(|i| measured[i].median);
    let size = |path: &Path| {
        fs::metadata(path)
            .map(|m| m.len() as f64 / 1e6)
            .map_err(|e| e.to_string())
    };
    let ms = |d: std::time::Duration| format!("{:.1} ms", d.as_secs_f64() * 1e3);
    let mib = |i: usize| format!("{:.1}", measured[i].peak_kib as f64 / 1024.0);
    let mut row = String::new();
    writeln!(
        row,
        "| `{}` | {} | {:.1} MB | {:.1} MB | {} | {} (`{}`){limit_note} | {}{cpp_note} | {:.2}× | {:.2}× | {} / {} / {} MiB |",
        case.binary,
        case.about,
        size(input)?,
        size(&outputs[0])?,
        ms(t_ours),
        ms(t_limit),
        case.limit,
        ms(t_cpp),
        t_ours.as_secs_f64() / t_limit.as_secs_f64(),
        t_cpp.as_secs_f64() / t_ours.as_secs_f64(),
        mib(0),
        mib(1),
        mib(2),
    )
    .unwrap();
    Ok(row)
}

/// The note under the table.
pub fn footer(runs: usize) -> String {
    format!(
        "\nMedians of {runs} alternating runs; output to a file. `limit` reads, parses and prints \
         one line; `limit_nim_moves` reads, parses and prints hdu_2176's answers with a plain \
         formatter. Rerun: `cargo xtask bench`.\n"
    )
}

/// Whether two files are equal, read in blocks.
fn same_contents(a: &Path, b: &Path) -> Result<bool, String> {
    let open = |p: &Path| {
        File::open(p)
            .map(std::io::BufReader::new)
            .map_err(|e| e.to_string())
    };
    let (mut a, mut b) = (open(a)?, open(b)?);
    let (mut x, mut y) = (vec![0; 1 << 16], vec![0; 1 << 16]);
    loop {
        let n = a.read(&mut x).map_err(|e| e.to_string())?;
        let mut m = 0;
        while m < n {
            match b.read(&mut y[m..n]).map_err(|e| e.to_string())? {
                0 => return Ok(false),
                k => m += k,
            }
        }
        if x[..n] != y[..n] {
            return Ok(false);
        }
        if n == 0 {
            return Ok(b.read(&mut y).map_err(|e| e.to_string())? == 0);
        }
    }
}
