//! `cargo xtask bundle NAME [-o FILE]` and `cargo xtask bundle --all DIR`.

use std::fs;
use std::path::Path;
use std::process::ExitCode;

const USAGE: &str =
    "usage: cargo xtask bundle NAME [-o FILE]   one binary as a single .rs on stdout (or FILE)
       cargo xtask bundle --all DIR          every binary into DIR/NAME.rs, sizes on stderr";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        ["bundle", "--all", dir] => bundle_all(Path::new(dir)),
        ["bundle", name] => xtask::bundle(&xtask::workspace_root(), name).map(|b| print!("{b}")),
        ["bundle", name, "-o", file] => xtask::bundle(&xtask::workspace_root(), name)
            .and_then(|b| fs::write(file, b).map_err(|e| format!("{file}: {e}"))),
        ["bench", rest @ ..] => bench(rest),
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            Ok(())
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

fn bench(args: &[&str]) -> Result<(), String> {
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
    let report = xtask::bench::bench(number(0, 9)? as usize, number(1, 1)?)?;
    print!("{report}");
    let saved = xtask::workspace_root().join("target/bench/report.md");
    fs::write(&saved, &report).map_err(|e| e.to_string())?;
    eprintln!("saved to {}", saved.display());
    Ok(())
}

fn bundle_all(dir: &Path) -> Result<(), String> {
    let root = xtask::workspace_root();
    fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for (name, _) in xtask::binaries(&root)? {
        let file = dir.join(format!("{name}.rs"));
        let bundle = xtask::bundle(&root, &name)?;
        fs::write(&file, &bundle).map_err(|e| format!("{}: {e}", file.display()))?;
        eprintln!("{:>7} bytes  {}", bundle.len(), file.display());
    }
    Ok(())
}
