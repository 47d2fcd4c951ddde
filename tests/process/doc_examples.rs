//! Every doc example of the library as a pasted program: the examples of each layer (`algo`,
//! `search`, `games`, ...) written as one binary by `xtask::examples_program`, bundled by the
//! bundler, checked in editions 2018 and 2021 and compiled by bare `rustc` in 2024 with no
//! warning, and run, every assertion holding in the bundle as under Cargo (where they run as
//! doctests, which this replaces: each layer's program is also compiled against the crate as Cargo
//! builds it and run, so the examples use only what is public). One program a layer keeps it to a
//! few compiles; a failure names the example by its
//! file and line. Every public engine has an example that uses it, so that each engine is
//! checked this way, and every judge program in `examples/` is bundled by `bundles.rs`.

use crate::common;

use common::run_program;
use std::collections::BTreeMap;
use std::fs;
use xtask::DocExample;

/// The doc examples by layer (`src/games/nim.rs` is in `games`; `src/lib.rs` alone).
fn by_layer() -> BTreeMap<String, Vec<DocExample>> {
    let mut layers: BTreeMap<String, Vec<DocExample>> = BTreeMap::new();
    for example in xtask::doc_examples(&xtask::workspace_root()).unwrap() {
        let layer = example.file.split('/').nth(1).unwrap_or("");
        let layer = layer.trim_end_matches(".rs").to_owned();
        layers.entry(layer).or_default().push(example);
    }
    layers
}

#[test]
fn every_doc_example_bundles_checks_in_2018_and_2021_and_runs_in_2024() {
    let layers = by_layer();
    for layer in [
        "algo", "search", "games", "zero_sum", "partizan", "problems", "io",
    ] {
        assert!(layers.contains_key(layer), "no examples in {layer}");
    }
    let scratch = std::env::temp_dir().join(format!("grundy-doc-examples-{}", std::process::id()));
    let root = xtask::workspace_root();
    std::thread::scope(|s| {
        for (layer, examples) in &layers {
            let (scratch, root) = (&scratch, &root);
            s.spawn(move || {
                let name = format!("examples_{layer}");
                let main = xtask::examples_program(examples);
                let bundle = xtask::bundle_source(root, &name, &main)
                    .unwrap_or_else(|e| panic!("{layer}: {e}"));
                let dir = scratch.join(&name);
                fs::create_dir_all(&dir).unwrap();
                fs::write(dir.join("main.rs"), &bundle).unwrap();
                let ran: Vec<String> = examples
                    .iter()
                    .filter(|e| e.runs)
                    .map(|e| format!("ran {}", e.place()))
                    .collect();
                // The same program against the crate as Cargo builds it (what rustdoc's
                // doctests did one example at a time): the examples use only what is public.
                let against_crate = scratch.join(format!("{name}_crate"));
                fs::create_dir_all(&against_crate).unwrap();
                fs::write(against_crate.join("main.rs"), &main).unwrap();
                let program = against_the_crate(&against_crate, &name);
                let output = run_program(&program, b"");
                assert!(
                    output.status.success(),
                    "{name} against the crate: {}",
                    String::from_utf8_lossy(&output.stderr)
                );
                // Editions 2018 (README's promise for pasted code) and 2021 are checked without
                // code: the same examples ran in 2021 against the crate above, and run bundled in
                // 2024 here.
                for edition in ["2018", "2021"] {
                    common::check_in_edition(&dir, &name, edition, &[]);
                }
                let program = common::compile_in_edition(&dir, &name, "2024", &[]);
                let output = run_program(&program, b"");
                let stdout = String::from_utf8_lossy(&output.stdout);
                let said: Vec<&str> = stdout.lines().filter(|l| l.starts_with("ran ")).collect();
                let failed = ran.get(said.len()).map_or("none", String::as_str);
                assert!(
                    output.status.success(),
                    "{name} in 2024: the example after the last run failed ({failed}):\n{}",
                    String::from_utf8_lossy(&output.stderr)
                );
                assert_eq!(said, ran, "{name} in 2024");
            });
        }
    });
    let _ = fs::remove_dir_all(&scratch);
}

/// The newest file in the build's `deps/` whose name starts `prefix` and ends `.rlib`.
fn rlib(prefix: &str) -> std::path::PathBuf {
    let deps = common::bin_dir().join("deps");
    fs::read_dir(&deps)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with(prefix) && name.ends_with(".rlib")
        })
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok())
        .unwrap_or_else(|| panic!("no {prefix}*.rlib in {}", deps.display()))
}

/// Compiles `dir/main.rs` (examples using `grundy::` paths) against the crate Cargo built, in
/// edition 2021 with no warning; returns the program.
fn against_the_crate(dir: &std::path::Path, name: &str) -> std::path::PathBuf {
    let grundy = format!("grundy={}", rlib("libgrundy-").display());
    let proconio = format!("proconio={}", rlib("libproconio-").display());
    let deps = format!("dependency={}", common::bin_dir().join("deps").display());
    let options = ["--extern", &grundy, "--extern", &proconio, "-L", &deps];
    common::compile_in_edition(dir, name, "2021", &options)
}

/// The public engines: every module that a layer's `mod.rs` declares `pub mod`
/// (`games::nim`, `search::sparse_space`), or a group's folder within it
/// (`problems::rows::card_row`), by path.
fn engines() -> Vec<(String, String)> {
    let root = xtask::workspace_root();
    let mut engines = Vec::new();
    for layer in [
        "algo", "search", "games", "zero_sum", "partizan", "problems",
    ] {
        // A folder of modules (`problems/rows/`) is a group: its modules are the engines.
        let mut folders = vec![layer.to_owned()];
        while let Some(folder) = folders.pop() {
            let dir = root.join("src").join(folder.replace("::", "/"));
            let declared = fs::read_to_string(dir.join("mod.rs")).unwrap();
            for line in declared.lines() {
                let declared = line
                    .strip_prefix("pub mod ")
                    .and_then(|m| m.strip_suffix(';'));
                if let Some(module) = declared {
                    if dir.join(module).join("mod.rs").exists() {
                        folders.push(format!("{folder}::{module}"));
                    } else {
                        engines.push((folder.clone(), module.to_owned()));
                    }
                }
            }
        }
    }
    assert!(engines.len() > 80, "{engines:?}");
    engines
}

/// Every public engine has a doc example that rustdoc runs, that names it
/// (`grundy::games::nim`, or `games::nim` in a `grundy::{…}` group) and that reads a value from
/// it (an assertion); each such example runs bundled in the test above.
#[test]
fn every_engine_has_a_doc_example_that_uses_it() {
    let examples: Vec<DocExample> = by_layer().into_values().flatten().collect();
    let uses = |example: &DocExample, layer: &str, module: &str| {
        let code = &example.code;
        let path = format!("{layer}::{module}");
        let named = code.contains(&format!("grundy::{path}"))
            || code.contains("grundy::{") && code.contains(&path);
        example.runs && named && code.contains("assert")
    };
    let missing: Vec<String> = engines()
        .into_iter()
        .filter(|(layer, module)| !examples.iter().any(|e| uses(e, layer, module)))
        .map(|(layer, module)| format!("{layer}::{module}"))
        .collect();
    assert!(
        missing.is_empty(),
        "engines without a doc example: {missing:?}"
    );
}

/// Every program in `examples/` that a judge could take (all but the timing programs,
/// `*_bench`) is bundled, compiled and run beside its Cargo build in `bundles.rs`.
#[test]
fn every_judge_program_in_examples_is_bundled_by_a_test() {
    let root = xtask::workspace_root();
    let tests = fs::read_to_string(root.join("tests/process/bundles.rs")).unwrap();
    let mut judged = 0;
    for entry in fs::read_dir(root.join("examples")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension().is_none_or(|e| e != "rs") || name.ends_with("_bench") {
            continue;
        }
        judged += 1;
        assert!(
            tests.contains(&format!("examples/{name}.rs"))
                && tests.contains(&format!("example(\"{name}\")")),
            "examples/{name}.rs is not bundled and run in tests/process/bundles.rs"
        );
    }
    assert!(judged >= 2);
}

/// Each doc example alone, bundled and checked (no code) in edition 2021: what a layer's
/// program keeps for one example can hide what another example alone would miss. Minutes of
/// compiling, so run by hand after a change to the bundler:
/// `cargo test --release --test process -- --ignored each_doc_example_alone`.
#[test]
#[ignore]
fn each_doc_example_alone_bundles_and_checks() {
    let root = xtask::workspace_root();
    let examples: Vec<DocExample> = by_layer().into_values().flatten().collect();
    let scratch = std::env::temp_dir().join(format!("grundy-each-example-{}", std::process::id()));
    let failures = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(example) = examples.get(i) else {
                    break;
                };
                let name = format!("example_{i}");
                let main = xtask::examples_program(std::slice::from_ref(example));
                let checked = xtask::bundle_source(&root, &name, &main).and_then(|bundle| {
                    let dir = scratch.join(&name);
                    fs::create_dir_all(&dir).unwrap();
                    fs::write(dir.join("main.rs"), &bundle).unwrap();
                    // A failed check panics with rustc's message: kept, to report them all.
                    std::panic::catch_unwind(|| {
                        common::check_in_edition(&dir, &name, "2021", &[]);
                    })
                    .map_err(|e| {
                        e.downcast_ref::<String>()
                            .cloned()
                            .unwrap_or_else(|| "rustc failed".to_owned())
                    })
                });
                if let Err(error) = checked {
                    failures
                        .lock()
                        .unwrap()
                        .push(format!("{}:\n{error}", example.place()));
                }
            });
        }
    });
    let _ = fs::remove_dir_all(&scratch);
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
