//! `cargo xtask new NAME`: the four things a new judge problem needs, written from templates,
//! each holding [`MARKER`] where the problem's own words go: the binary (`src/bin/NAME.rs`,
//! reading through `judge` and `input!`), its samples folder, its row in README's problem
//! table, and a case at the statement's limits in `tests/process/limits/`. The project's tests
//! fail, naming the file, while a marker is left (`house::no_scaffold_is_left_unfilled`).

use std::fs;
use std::path::Path;

/// What marks a place still to fill in a scaffold.
pub const MARKER: &str = "TODO(xtask new)";

/// Why `name` is not a judge binary's name (`<judge>_<problem>` in lower case), if it is not.
pub fn judge_name_refused(name: &str) -> Option<String> {
    let valid = name.contains('_')
        && !name.starts_with('_')
        && !name.ends_with('_')
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    (!valid).then(|| {
        format!(
            "{name}: a judge binary is named <judge>_<problem> in lower case letters, digits and \
             `_` (hdu_1846, abc297_g, cf_1194d)"
        )
    })
}

/// Writes the scaffold of judge binary `name` in the checkout at `root`; returns the checklist
/// to print. Refuses a name that is not `<judge>_<problem>` in lower case, or that exists.
pub fn new_problem(root: &Path, name: &str) -> Result<String, String> {
    if let Some(refusal) = judge_name_refused(name) {
        return Err(refusal);
    }
    let binary = root.join(format!("src/bin/{name}.rs"));
    let samples = root.join(format!("samples/{name}"));
    for taken in [&binary, &samples] {
        if taken.exists() {
            return Err(format!("{} exists already", taken.display()));
        }
    }
    let limits_file = format!("tests/process/limits/{}.rs", limits_family(name));
    let limits = root.join(&limits_file);
    let readme = root.join("README.md");
    let mut readme_text = read(&readme)?;
    let row_at = table_end(&readme_text)?;
    let mut limits_text = read(&limits)?;
    fs::write(&binary, binary_template()).map_err(|e| format!("{}: {e}", binary.display()))?;
    fs::create_dir_all(&samples).map_err(|e| format!("{}: {e}", samples.display()))?;
    for (file, text) in [
        (
            "sample-1.in",
            format!("{MARKER}: the statement's sample input\n"),
        ),
        (
            "sample-1.out",
            format!("{MARKER}: the statement's sample output\n"),
        ),
    ] {
        fs::write(samples.join(file), text).map_err(|e| e.to_string())?;
    }
    readme_text.insert_str(
        row_at,
        &format!(
            "| {MARKER}: the problem's title | {MARKER}: [Judge id](link) | {MARKER}: the game \
             | `{name}` | {MARKER}: a judge taking Rust, or — |\n"
        ),
    );
    fs::write(&readme, readme_text).map_err(|e| e.to_string())?;
    limits_text += &limits_template(name);
    fs::write(&limits, limits_text).map_err(|e| e.to_string())?;
    Ok(format!(
        "wrote, each with `{MARKER}` where the problem's own words go:\n  \
         src/bin/{name}.rs             read the input, call the library, print\n  \
         samples/{name}/sample-1.in, .out   the statement's sample (more for the edges)\n  \
         README.md                     the problem's row in the table of problems\n  \
         {limits_file}   {name}_at_limits: the largest input, worst case\n\
         then: a proof against search in tests/proofs/ for a new game, `cargo xtask test {name}` \
         for the samples, `cargo test --release` for everything (it fails while a `{MARKER}` is \
         left)\n"
    ))
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// The file of `tests/process/limits/` that holds a judge's cases.
fn limits_family(name: &str) -> &'static str {
    let judge = name.split('_').next().unwrap_or("");
    let atcoder = ["abc", "arc", "agc", "dp"]
        .iter()
        .any(|j| judge.starts_with(j) && judge[j.len()..].chars().all(|c| c.is_ascii_digit()));
    match judge {
        _ if atcoder => "atcoder",
        "cf" => "codeforces",
        "hdu" => "hdu",
        "luogu" => "luogu",
        _ => "others",
    }
}

/// Where the README's problem table ends (the byte after its last row).
fn table_end(readme: &str) -> Result<usize, String> {
    let header = "| problem | judge | game | binary | submit Rust at |";
    let start = readme
        .find(header)
        .ok_or("README.md has no problem table (its header row is gone)")?;
    let mut at = start;
    for line in readme[start..].split_inclusive('\n') {
        if !line.starts_with('|') {
            break;
        }
        at += line.len();
    }
    Ok(at)
}

fn binary_template() -> String {
    format!(
        "//! {MARKER}: the problem (judge, id, title) and its game in a line.

use grundy::io::{{judge, U64}};
use proconio::input;

fn main() {{
    judge(|src, out| {{
        // {MARKER}: read the statement's input (markers: U64, Usize, with many::<U64>(n),
        // src.edges(m, n), ...), call the library, print through `out`.
        input! {{ from &mut *src, n: U64 }}
        out.numbers([n]);
    }});
}}
"
    )
}

fn limits_template(name: &str) -> String {
    format!(
        "
#[test]
fn {name}_at_limits() {{
    // {MARKER}: the statement's largest input, worst case for the algorithm, and its time
    // limit in seconds (super::UNKNOWN where the statement gives none).
    let input = String::new();
    let output = super::at_limits(\"{name}\", super::UNKNOWN, &input);
    assert_eq!(output, \"{MARKER}: the expected answer\");
}}
"
    )
}
