//! `cargo xtask bundle NAME [-o FILE]`, `cargo xtask bundle NAME --check`, `cargo xtask bundle
//! --all DIR`, `cargo xtask new NAME`, `cargo xtask test NAME` and `cargo xtask bench`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str =
    "usage: cargo xtask bundle NAME [-o FILE]   one binary as a single .rs on stdout (or FILE)
       cargo xtask bundle NAME --check [-o FILE]
                                             compile its bundle with bare rustc in editions
                                             2018, 2021 and 2024, errors shown at the lines
                                             of src/bin/NAME.rs or the library they come from,
                                             and name each std API newer than the oldest Rust
                                             promised (msrv in clippy.toml; needs clippy);
                                             fails on a bundle over its judge's limit on a
                                             submission, naming every judge's it is over
       cargo xtask bundle --all DIR          every judge binary into DIR/NAME.rs, sizes, the
                                             largest and the total on stderr
       cargo xtask new NAME                  scaffold a judge binary: src/bin/NAME.rs, its
                                             samples folder, its README row and a limits
                                             case, each marked where the problem's words go
       cargo xtask test NAME [--no-build]    build NAME (release) and run every sample of
                                             samples/NAME/: the output against .out, or the
                                             dialogue played; a diff for each failure
       cargo xtask bench [RUNS [SCALE]]      time the hot judge binaries against the limit
                                             programs and C++ (RUNS alternating runs, default 9;
                                             inputs divided by SCALE, default 1; --only NAME
                                             for one binary's case)
options: -o FILE, --output FILE, --output=FILE (before or after NAME)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        ["help" | "--help" | "-h"] | [_, "--help" | "-h"] => {
            println!("{USAGE}");
            Ok(())
        }
        ["bundle", rest @ ..] => project().and_then(|root| bundle(&root, rest)),
        ["bench", rest @ ..] => project().and_then(|_| bench(rest)),
        ["new", name] => project()
            .and_then(|root| xtask::new_problem(&root, name))
            .map(|checklist| print!("{checklist}")),
        ["test", name] => project().and_then(|root| test(&root, name, true)),
        ["test", name, "--no-build"] | ["test", "--no-build", name] => {
            project().and_then(|root| test(&root, name, false))
        }
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// The checkout the command runs in: the current directory or the nearest above it that holds
/// the workspace.
fn project() -> Result<PathBuf, String> {
    let cwd = std::env::current_dir().map_err(|e| format!("the current directory: {e}"))?;
    xtask::locate_workspace(&cwd)
}

/// `bundle NAME`, with `-o FILE` or `--check` before or after it, or `bundle --all DIR`, in the
/// checkout at `root`.
fn bundle(root: &Path, args: &[&str]) -> Result<(), String> {
    let (mut name, mut output, mut all) = (None, None, None);
    let check = args.contains(&"--check");
    let args: Vec<&str> = args.iter().copied().filter(|&a| a != "--check").collect();
    let mut args = args.iter();
    while let Some(&arg) = args.next() {
        let mut value = |option: &str| {
            args.next()
                .copied()
                .ok_or_else(|| format!("{option} needs a value\n{USAGE}"))
        };
        let slot = match arg {
            "-o" | "--output" => (&mut output, value(arg)?),
            "--all" => (&mut all, value(arg)?),
            _ if arg.starts_with("--output=") => (&mut output, &arg["--output=".len()..]),
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg}\n{USAGE}")),
            _ => (&mut name, arg),
        };
        if slot.0.replace(slot.1).is_some() {
            return Err(format!("{arg} given twice\n{USAGE}"));
        }
    }
    match (name, output, all) {
        (Some(name), output, None) if check => {
            let bundle = xtask::bundle(root, name)?;
            if let Some(file) = output {
                fs::write(file, &bundle).map_err(|e| format!("{file}: {e}"))?;
            }
            xtask::check(root, name, &bundle).map(|summary| eprintln!("{summary}"))
        }
        _ if check => Err(format!(
            "--check takes one NAME (and -o FILE to keep the bundle checked)\n{USAGE}"
        )),
        (None, None, Some(dir)) => bundle_all(root, Path::new(dir)),
        (Some(name), None, None) => xtask::bundle(root, name).map(|b| print!("{b}")),
        (Some(name), Some(file), None) => xtask::bundle(root, name)
            .and_then(|b| fs::write(file, b).map_err(|e| format!("{file}: {e}"))),
        _ => Err(USAGE.to_owned()),
    }
}

/// Cargo, as `cargo xtask` was run by it (`CARGO`), else the one on the path.
fn cargo() -> std::process::Command {
    std::process::Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

/// `test NAME`: builds the binary unless told not to, runs its samples, prints the report;
/// an error (so a non-zero exit) if a sample fails.
fn test(root: &Path, name: &str, build: bool) -> Result<(), String> {
    let samples = root.join("samples").join(name);
    if !samples.is_dir() {
        // `new` refuses a name that is not a judge binary's (`sg`): suggest it only when it would
        // make the folder.
        let suggestion = match xtask::judge_name_refused(name) {
            None => format!("cargo xtask new {name} makes one"),
            Some(_) => format!("{name} is not a judge binary's name: <judge>_<problem>"),
        };
        return Err(format!(
            "{}: no such folder ({suggestion})",
            samples.display()
        ));
    }
    if build {
        let status = cargo()
            .args(["build", "--release", "--bin", name])
            .current_dir(root)
            .status()
            .map_err(|e| format!("cargo: {e}"))?;
        if !status.success() {
            return Err(format!("cargo build --release --bin {name} failed"));
        }
    }
    let program = xtask::target_dir().join("release").join(name);
    if !program.exists() {
        return Err(format!(
            "{}: not built (run without --no-build)",
            program.display()
        ));
    }
    let report = xtask::run_samples(&program, &samples)?;
    print!("{}", report.text);
    if report.failed > 0 {
        return Err(format!("{} sample(s) of {name} failed", report.failed));
    }
    // An interactive binary is judged by its interactor, which plays every line it may choose.
    let interactor = format!("tests/interactive/{name}.rs");
    if root.join(&interactor).exists() {
        if !build {
            println!("{interactor} not run (--no-build)");
            return Ok(());
        }
        let status = cargo()
            .args([
                "test",
                "--release",
                "--test",
                "interactive",
                &format!("{name}::"),
            ])
            .current_dir(root)
            .status()
            .map_err(|e| format!("cargo: {e}"))?;
        if !status.success() {
            return Err(format!("the interactor of {name} ({interactor}) failed"));
        }
    }
    Ok(())
}

fn bench(args: &[&str]) -> Result<(), String> {
    // `--only NAME` (anywhere) keeps one binary's case; the rest are RUNS and SCALE.
    let only = args
        .iter()
        .position(|&a| a == "--only")
        .map(|i| args.get(i + 1).copied().ok_or_else(|| USAGE.to_owned()))
        .transpose()?;
    let args: Vec<&str> = match args.iter().position(|&a| a == "--only") {
        Some(i) => args[..i].iter().chain(&args[i + 2..]).copied().collect(),
        None => args.to_vec(),
    };
    let number = |i: usize, default: u64| -> Result<u64, String> {
        args.get(i).map_or(Ok(default), |a| {
            a.parse()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("not a positive number: {a}"))
        })
    };
    if args.len() > 2 {
        return Err(USAGE.to_owned());
    }
    let report = xtask::bench::bench(number(0, 9)? as usize, number(1, 1)?, only)?;
    print!("{report}");
    let saved = xtask::target_dir().join("bench/report.md");
    fs::write(&saved, &report).map_err(|e| e.to_string())?;
    eprintln!("saved to {}", saved.display());
    Ok(())
}

/// Every judge binary (not tools such as `sg`) bundled into `dir`.
fn bundle_all(root: &Path, dir: &Path) -> Result<(), String> {
    fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let (mut largest, mut total, mut count) = ((0, String::new()), 0, 0);
    for name in xtask::judge_binaries(root)? {
        let file = dir.join(format!("{name}.rs"));
        let bundle = xtask::bundle(root, &name)?;
        fs::write(&file, &bundle).map_err(|e| format!("{}: {e}", file.display()))?;
        eprintln!("{:>7} bytes  {}", bundle.len(), file.display());
        (total, count) = (total + bundle.len(), count + 1);
        largest = largest.max((bundle.len(), name));
    }
    eprintln!(
        "largest: {} ({} bytes); {count} bundles, {total} bytes in all",
        largest.1, largest.0
    );
    Ok(())
}
