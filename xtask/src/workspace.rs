//! Where things are: the workspace, Cargo's build directory, and the package's binaries.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root (the `grundy` package), found from where the tool runs (see
/// [`locate_workspace`]); for the tests, which Cargo runs in the package's folder. Panics with
/// the reason if there is none: `cargo xtask` itself asks [`locate_workspace`] and reports it.
pub fn workspace_root() -> PathBuf {
    std::env::current_dir()
        .map_err(|e| format!("the current directory: {e}"))
        .and_then(|cwd| locate_workspace(&cwd))
        .unwrap_or_else(|why| panic!("{why}"))
}

/// The nearest folder at or above `from` whose `Cargo.toml` has a `[workspace]` with `xtask`
/// among its members: the checkout the user works in, not the one the tool was compiled in (a
/// copied checkout keeps its `target/` fresh, so a path fixed at compile time would name the
/// original).
pub fn locate_workspace(from: &Path) -> Result<PathBuf, String> {
    let is_ours = |dir: &Path| {
        let Ok(manifest) = fs::read_to_string(dir.join("Cargo.toml")) else {
            return false;
        };
        manifest.split("\n[").any(|section| {
            let section = section.trim_start_matches('[');
            section.starts_with("workspace]") && section.contains("\"xtask\"")
        })
    };
    from.ancestors()
        .find(|dir| is_ours(dir))
        .map(Path::to_path_buf)
        .ok_or_else(|| {
            format!(
                "{}: not inside the project (no Cargo.toml with a [workspace] of xtask here or above)",
                from.display()
            )
        })
}

/// Where Cargo builds: `CARGO_TARGET_DIR` if set (relative to the current directory, as Cargo
/// reads it), else `target/` in the workspace.
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => std::env::current_dir()
            .map(|cwd| cwd.join(&dir))
            .unwrap_or_else(|_| dir.into()),
        None => workspace_root().join("target"),
    }
}

/// The judge binaries, named `<judge>_<problem>`, sorted: every binary but the tools (`sg`).
pub fn judge_binaries(root: &Path) -> Result<Vec<String>, String> {
    Ok(binaries(root)?
        .into_iter()
        .map(|(name, _)| name)
        .filter(|name| name.contains('_'))
        .collect())
}

/// Every binary of the `grundy` package as `(name, source file)`, sorted by name: the files in
/// `src/bin/` and the `[[bin]]` entries of `Cargo.toml`.
pub fn binaries(root: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    let mut found = BTreeMap::new();
    let bin_dir = root.join("src/bin");
    for entry in fs::read_dir(&bin_dir).map_err(|e| format!("{}: {e}", bin_dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            found.insert(name, path);
        }
    }
    let manifest = read(&root.join("Cargo.toml"))?;
    for section in manifest.split("[[bin]]").skip(1) {
        let section = section.split("\n[").next().unwrap_or("");
        if let (Some(name), Some(path)) =
            (toml_string(section, "name"), toml_string(section, "path"))
        {
            found.insert(name, root.join(path));
        }
    }
    Ok(found.into_iter().collect())
}

/// The value of `key = "value"` in a TOML section, for the simple entries `Cargo.toml` has.
fn toml_string(section: &str, key: &str) -> Option<String> {
    section.lines().find_map(|line| {
        let (k, v) = line.split_once('=')?;
        (k.trim() == key).then(|| v.trim().trim_matches('"').to_owned())
    })
}

pub(crate) fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}
