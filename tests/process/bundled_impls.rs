//! The impls a bundle must keep, one kind per test: a small library written here (in a scratch
//! workspace, so that each kind stands alone) and a binary that calls through the impl, bundled
//! by `xtask::bundle_source`, compiled by bare `rustc` in editions 2021 and 2024 and run. Before
//! the bundler kept impls for types it never names (issue 42), the blanket impl of
//! `zero_sum::minimax::Score` was dropped and no binary calling the scored search compiled.

use crate::common;

use common::run_program;
use std::fs;
use std::path::{Path, PathBuf};

/// A scratch workspace holding `src/<module>.rs` for each `(module, code)`, with the `src/io/`
/// folder every bundle reads its markers from.
fn library(name: &str, modules: &[(&str, &str)]) -> PathBuf {
    let root = std::env::temp_dir().join(format!("grundy-impls-{name}-{}", std::process::id()));
    fs::create_dir_all(root.join("src/io")).unwrap();
    fs::write(root.join("src/io/mod.rs"), "").unwrap();
    let mut lib = String::new();
    for (module, code) in modules {
        let file = root.join(format!("src/{module}.rs"));
        fs::create_dir_all(file.parent().unwrap()).unwrap();
        fs::write(file, code).unwrap();
        // `outer/mod` is the top-level module `outer`; `outer/inner` is declared by it.
        match module.split_once('/') {
            None => lib += &format!("pub mod {module};\n"),
            Some((outer, "mod")) => lib += &format!("pub mod {outer};\n"),
            Some(_) => {}
        }
    }
    fs::write(root.join("src/lib.rs"), lib).unwrap();
    fs::write(root.join("Cargo.toml"), "[package]\nname = \"grundy\"\n").unwrap();
    root
}

/// Bundles `main` against the library at `root` into `dir`, compiles it in 2021 and 2024 with
/// no warning, and checks that each program prints `expected`.
fn bundles_and_prints_in(root: &Path, dir: &Path, main: &str, expected: &str) {
    let bundle = xtask::bundle_source(root, "uses", main).unwrap();
    fs::create_dir_all(dir).unwrap();
    fs::write(dir.join("main.rs"), &bundle).unwrap();
    for edition in ["2021", "2024"] {
        let program = common::compile_in_edition(dir, "uses", edition, &[]);
        let output = run_program(&program, b"");
        let what = format!("edition {edition}, bundle:\n{bundle}");
        assert!(output.status.success(), "{what}\n{output:?}");
        assert_eq!(String::from_utf8_lossy(&output.stdout), expected, "{what}");
    }
}

/// [`bundles_and_prints_in`] a folder of the scratch library at `root`, which then goes.
fn bundles_and_prints(root: &Path, main: &str, expected: &str) {
    bundles_and_prints_in(root, &root.join("bundle"), main, expected);
    let _ = fs::remove_dir_all(root);
}

#[test]
fn a_blanket_impl_is_kept_with_its_trait() {
    let score = "use std::ops::Add;\n\n\
                 pub trait Score: Copy + Add<Output = Self> {}\n\n\
                 impl<T: Copy + Add<Output = T>> Score for T {}\n\n\
                 pub fn double<S: Score>(x: S) -> S {\n    x + x\n}\n";
    let root = library("blanket", &[("score", score)]);
    let main = "use grundy::score::double;\n\nfn main() {\n    \
                println!(\"{} {}\", double(21i64), double(1u8));\n}\n";
    bundles_and_prints(&root, main, "42 2\n");
}

#[test]
fn impls_on_std_and_generic_types_are_kept_with_their_trait() {
    let weight = "pub trait Weight {\n    fn weight(&self) -> u64;\n}\n\n\
                  impl Weight for i64 {\n    fn weight(&self) -> u64 {\n        \
                  self.unsigned_abs()\n    }\n}\n\n\
                  impl<T: Weight> Weight for Vec<T> {\n    fn weight(&self) -> u64 {\n        \
                  self.iter().map(Weight::weight).sum()\n    }\n}\n\n\
                  impl<A: Weight, B: Weight> Weight for (A, B) {\n    \
                  fn weight(&self) -> u64 {\n        self.0.weight() * self.1.weight()\n    }\n}\n\n\
                  impl<T: Weight, const N: usize> Weight for [T; N] {\n    \
                  fn weight(&self) -> u64 {\n        \
                  self.iter().map(Weight::weight).max().unwrap_or(0)\n    }\n}\n";
    let root = library("std_types", &[("weight", weight)]);
    let main = "use grundy::weight::Weight;\n\nfn main() {\n    \
                let items = vec![(-3i64, [4i64, -7]), (2, [1, 1])];\n    \
                println!(\"{}\", items.weight());\n}\n";
    bundles_and_prints(&root, main, "23\n");
}

#[test]
fn std_traits_on_kept_types_are_kept_with_the_type() {
    let pair = "use std::cmp::Ordering;\nuse std::fmt;\nuse std::ops::Add;\n\n\
                #[derive(Clone, Copy, PartialEq, Eq, Debug)]\npub struct Pair(pub u64, pub u64);\n\n\
                impl Ord for Pair {\n    fn cmp(&self, other: &Self) -> Ordering {\n        \
                (self.0 + self.1).cmp(&(other.0 + other.1)).then(self.0.cmp(&other.0))\n    }\n}\n\n\
                impl PartialOrd for Pair {\n    \
                fn partial_cmp(&self, other: &Self) -> Option<Ordering> {\n        \
                Some(self.cmp(other))\n    }\n}\n\n\
                impl Add for Pair {\n    type Output = Pair;\n    \
                fn add(self, other: Pair) -> Pair {\n        \
                Pair(self.0 + other.0, self.1 + other.1)\n    }\n}\n\n\
                impl fmt::Display for Pair {\n    \
                fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {\n        \
                write!(f, \"({}, {})\", self.0, self.1)\n    }\n}\n\n\
                impl From<u64> for Pair {\n    fn from(n: u64) -> Pair {\n        Pair(n, n)\n    }\n}\n\n\
                impl Default for Pair {\n    fn default() -> Pair {\n        Pair(0, 1)\n    }\n}\n\n\
                pub struct Countdown(pub u64);\n\n\
                impl Iterator for Countdown {\n    type Item = u64;\n    \
                fn next(&mut self) -> Option<u64> {\n        \
                self.0 = self.0.checked_sub(1)?;\n        Some(self.0)\n    }\n}\n";
    let root = library("std_traits", &[("pair", pair)]);
    let main = "use grundy::pair::{Countdown, Pair};\n\nfn main() {\n    \
                let mut pairs = vec![Pair::from(3), Pair(5, 0), Pair::default() + Pair(1, 1)];\n    \
                pairs.sort();\n    \
                let shown: Vec<String> = pairs.iter().map(|p| p.to_string()).collect();\n    \
                println!(\"{} {}\", shown.join(\" \"), Countdown(4).sum::<u64>());\n}\n";
    bundles_and_prints(&root, main, "(1, 2) (5, 0) (3, 3) 6\n");
}

#[test]
fn default_methods_associated_types_and_consts_are_kept() {
    let game = "pub trait Game {\n    type Position: Copy;\n    const START: Self::Position;\n    \
                fn options(&self, p: Self::Position) -> Vec<Self::Position>;\n    \
                fn wins(&self, p: Self::Position) -> bool {\n        \
                self.options(p).into_iter().any(|q| !self.wins(q))\n    }\n    \
                fn first_player_wins(&self) -> bool {\n        self.wins(Self::START)\n    }\n}\n";
    let take = "use crate::game::Game;\n\n\
                pub struct TakeOneOrTwo;\n\n\
                impl Game for TakeOneOrTwo {\n    type Position = u32;\n    const START: u32 = 7;\n    \
                fn options(&self, n: u32) -> Vec<u32> {\n        \
                (1..=2.min(n)).map(|t| n - t).collect()\n    }\n}\n";
    let root = library("defaults", &[("game", game), ("take", take)]);
    let main = "use grundy::game::Game;\nuse grundy::take::TakeOneOrTwo;\n\nfn main() {\n    \
                println!(\"{} {}\", TakeOneOrTwo.first_player_wins(), TakeOneOrTwo.wins(6));\n}\n";
    bundles_and_prints(&root, main, "true false\n");
}

/// The use issue 42 reported: the first example of `Search::negamax`, as a binary of the real
/// library.
#[test]
fn a_binary_calling_the_scored_search_bundles_and_runs() {
    let main = "use grundy::zero_sum::minimax::{Dense, Options, Search};\n\nfn main() {\n    \
                let mut game = Search::negamax(\n        \
                |&n: &u32, out: &mut Options<u32, i64>| out.extend((1..=2.min(n)).map(|t| (n - t, 0))),\n        \
                |_| -1,\n        Dense::new(100),\n    );\n    \
                let lost: Vec<u32> = (0..12).filter(|&n| game.value(&n) == -1).collect();\n    \
                println!(\"{lost:?}\");\n}\n";
    let dir = std::env::temp_dir().join(format!("grundy-negamax-{}", std::process::id()));
    bundles_and_prints_in(&xtask::workspace_root(), &dir, main, "[0, 3, 6, 9]\n");
    let _ = fs::remove_dir_all(&dir);
}

/// Two forms of `use` that doc examples showed the bundler could not carry: an enum's variants
/// imported by a glob, and a module imported as `self` alone in braces (which came out as
/// `use std::panic::self;`, no Rust).
#[test]
fn an_enums_variants_by_glob_and_a_lone_self_import_bundle() {
    let outcome = "use std::fmt::{self};\n\n\
                   #[derive(Debug)]\npub enum Outcome {\n    Win,\n    Lose,\n}\n\n\
                   pub fn of(n: u32) -> Outcome {\n    \
                   if n % 3 == 0 {\n        Outcome::Lose\n    } else {\n        Outcome::Win\n    }\n}\n\n\
                   pub fn shown(o: &Outcome) -> String {\n    \
                   let mut s = String::new();\n    \
                   fmt::Write::write_fmt(&mut s, format_args!(\"{o:?}\")).unwrap();\n    s\n}\n";
    let root = library("glob", &[("outcome", outcome)]);
    let main = "use grundy::outcome::Outcome::*;\nuse grundy::outcome::{of, shown};\n\n\
                fn main() {\n    \
                let w: Vec<bool> = (0..4).map(|n| matches!(of(n), Win)).collect();\n    \
                println!(\"{w:?} {}\", shown(&Lose));\n}\n";
    bundles_and_prints(&root, main, "[false, true, true, false] Lose\n");
}

/// A module's code that reaches into its own public child by a relative path (`use
/// game::Games;` in `partizan/mod.rs`): the child comes too. Every doc example of
/// `partizan::calculate`, bundled alone, failed to compile before.
#[test]
fn a_path_into_a_public_child_module_brings_the_child() {
    let outer = "pub mod inner;\n\nuse inner::Heap;\n\n\
                 pub fn total(sizes: &[u64]) -> u64 {\n    \
                 sizes.iter().map(|&n| Heap(n).value()).fold(0, |a, b| a ^ b)\n}\n";
    let inner = "pub struct Heap(pub u64);\n\n\
                 impl Heap {\n    pub fn value(&self) -> u64 {\n        self.0\n    }\n}\n";
    let root = library("child", &[("outer/mod", outer), ("outer/inner", inner)]);
    let main = "use grundy::outer::total;\n\nfn main() {\n    \
                println!(\"{}\", total(&[1, 2, 4, 3]));\n}\n";
    bundles_and_prints(&root, main, "4\n");
}

/// Items are kept by what reaches them, not by a name they share (issue 49): a free function
/// `of`, a method `Square::of` and a field `of` all live here, and the binary reaches only
/// `Circle::of` (a path through another type), the field and a local named `of`. Neither the
/// unused function nor the unused method comes along (both did while a name kept them), the
/// method of a `where` impl that nothing calls stays out, and the bundle still answers.
#[test]
fn a_shared_short_name_keeps_only_what_reaches_it() {
    let shapes = "pub struct Square {\n    pub side: u64,\n    pub of: u64,\n}\n\n\
                  impl Square {\n    pub fn new(side: u64) -> Square {\n        \
                  Square { side, of: 2 }\n    }\n\n    \
                  pub fn of(side: u64) -> Square {\n        Square { side, of: 0 }\n    }\n}\n\n\
                  #[derive(Clone, Copy)]\npub struct Circle(pub u8);\n\n\
                  impl Circle\nwhere\n    Circle: Copy,\n{\n    \
                  pub fn of(r: u64) -> u64 {\n        3 * r * r\n    }\n\n    \
                  pub fn unused_where(&self) -> u8 {\n        self.0\n    }\n}\n\n\
                  pub fn of(n: u64) -> u64 {\n    n + 1\n}\n\n\
                  pub fn total(squares: &[Square]) -> u64 {\n    \
                  let of = squares.len() as u64;\n    \
                  squares.iter().map(|s| s.of * s.side).sum::<u64>() + Circle::of(of)\n}\n";
    let root = library("shared_name", &[("shapes", shapes)]);
    let main = "use grundy::shapes::{total, Square};\n\nfn main() {\n    \
                println!(\"{}\", total(&[Square::new(2), Square::new(3)]));\n}\n";
    let bundle = xtask::bundle_source(&root, "uses", main).unwrap();
    for absent in ["pub fn of(n", "pub fn of(side", "unused_where"] {
        assert!(!bundle.contains(absent), "{absent} kept:\n{bundle}");
    }
    assert!(bundle.contains("pub fn of(r"), "{bundle}");
    bundles_and_prints(&root, main, "22\n");
}
