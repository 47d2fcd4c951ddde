//! Every doc example of the library as a pasted program: the examples of each layer (`algo`,
//! `search`, `games`, ...) written as one binary by `xtask::examples_program`, bundled by the
//! bundler, compiled by bare `rustc` in editions 2021 and 2024 with no warning, and run, every
//! assertion holding in the bundle as under Cargo (where they run as doctests). One program a
//! layer keeps it to fourteen compiles; a failure names the example by its file and line. And
//! every public engine has an example that uses it, so that each engine is checked this way.

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
fn every_doc_example_bundles_compiles_in_2021_and_2024_and_runs() {
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
                for edition in ["2021", "2024"] {
                    let t0 = std::time::Instant::now();
                    let program = common::compile_in_edition(&dir, &name, edition, &[]);
                    let output = run_program(&program, b"");
                    eprintln!("TIMING {name} {edition} {:?}", t0.elapsed());
                    let stdout = String::from_utf8_lossy(&output.stdout);
                    let said: Vec<&str> = stdout.lines().filter(|l| l.starts_with("ran ")).collect();
                    let failed = ran.get(said.len()).map_or("none", String::as_str);
                    assert!(
                        output.status.success(),
                        "{name} in {edition}: the example after the last run failed ({failed}):\n{}",
                        String::from_utf8_lossy(&output.stderr)
                    );
                    assert_eq!(said, ran, "{name} in {edition}");
                }
            });
        }
    });
    let _ = fs::remove_dir_all(&scratch);
}

/// The public engines: every module that a layer's `mod.rs` declares `pub mod`
/// (`games::nim`, `search::sparse_space`), by path.
fn engines() -> Vec<(String, String)> {
    let root = xtask::workspace_root();
    let mut engines = Vec::new();
    for layer in [
        "algo", "search", "games", "zero_sum", "partizan", "problems",
    ] {
        let declared = fs::read_to_string(root.join("src").join(layer).join("mod.rs")).unwrap();
        for line in declared.lines() {
            if let Some(module) = line
                .strip_prefix("pub mod ")
                .and_then(|m| m.strip_suffix(';'))
            {
                engines.push((layer.to_owned(), module.to_owned()));
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
