//! Timing: runs that alternate between the programs, so a slow spell of the machine falls on
//! all of them, with wall time and peak memory as the kernel reports it for each child.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one program measured over the runs: its median wall time and its peak resident
/// memory (KiB).
#[derive(Clone, Copy)]
pub struct Measured {
    pub median: Duration,
    pub peak_kib: u64,
}

/// `runs` rounds, each running every program once on `input`, program `i` writing to
/// `outputs[i]`.
pub fn race(
    programs: &[&Path],
    input: &Path,
    outputs: &[PathBuf],
    runs: usize,
) -> Result<Vec<Measured>, String> {
    let mut times = vec![Vec::new(); programs.len()];
    let mut peaks = vec![0u64; programs.len()];
    for _ in 0..runs {
        for (i, program) in programs.iter().enumerate() {
            let (time, rss) = measure(program, input, &outputs[i])?;
            times[i].push(time);
            peaks[i] = peaks[i].max(rss);
        }
    }
    Ok(times
        .into_iter()
        .zip(peaks)
        .map(|(times, peak_kib)| Measured {
            median: median(times),
            peak_kib,
        })
        .collect())
}

/// Wall time and peak resident memory (KiB) of one run with stdin from `input`.
fn measure(program: &Path, input: &Path, output: &Path) -> Result<(Duration, u64), String> {
    let stdin = File::open(input).map_err(|e| e.to_string())?;
    let stdout = File::create(output).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let child = Command::new(program)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("{}: {e}", program.display()))?;
    let mut status = 0;
    // SAFETY: rusage is plain old data, for which all-zero bytes are a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `child` is our own unwaited child process, and both out-pointers are valid.
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    let elapsed = start.elapsed();
    if pid < 0 || !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err(format!(
            "{} failed on {}",
            program.display(),
            input.display()
        ));
    }
    Ok((elapsed, usage.ru_maxrss as u64))
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}
