//! The features of a table's positions: for numbers n itself and its binary digits; for
//! arrays the length, sum, largest, smallest, XOR, counts of zeros, ones, odd and even entries,
//! the largest against the sum of the others, the XOR of alternate entries (staircase Nim),
//! and for arrays of one short length the entries, sorted entries and their differences (pairs:
//! a − b, |a − b|); for trees (parent arrays) vertices, leaves, height and diameter; and the
//! rule's own named features. Each feature carries how it is computed in rhai and in Rust, so a
//! finding can be pasted into a rule or a binary.
//!
//! A feature whose value is the same on every position, or equal to an earlier feature's on
//! every position, is dropped: it could only give a formula a second name.

use super::{Entry, Position};
use crate::explore::kinds::script::trees;

/// A feature: its name in words, the variable that holds it in code, the statements that
/// compute that variable from `p` (the position) in rhai and in Rust, and its value at each
/// entry of the table.
#[derive(Clone, Debug)]
pub struct Feature {
    pub name: String,
    pub var: String,
    pub rhai: String,
    pub rust: String,
    pub values: Vec<i64>,
}

/// How a built-in feature of an array is computed: name, variable, rhai, Rust, value.
type ArrayFeature = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    fn(&[i64]) -> i64,
);

fn largest(p: &[i64]) -> i64 {
    p.iter().fold(0, |m, &x| m.max(x))
}

fn alternate(p: &[i64], from_end: bool, parity: usize) -> i64 {
    let len = p.len();
    (0..len)
        .filter(|&i| (if from_end { len - 1 - i } else { i }) % 2 == parity)
        .fold(0, |x, i| x ^ p[i])
}

/// The features every array has.
const ARRAY: &[ArrayFeature] = &[
    ("the length", "len", "let len = p.len();", "let len = p.len() as i64;", |p| p.len() as i64),
    ("the sum", "sum", "let sum = 0; for x in p { sum += x; }", "let sum: i64 = p.iter().sum();", |p| p.iter().sum()),
    ("the largest entry", "max", "let max = 0; for x in p { if x > max { max = x; } }", "let max = p.iter().fold(0, |m, &x| m.max(x));", largest),
    ("the smallest entry", "min", "let min = if p.is_empty() { 0 } else { p[0] }; for x in p { if x < min { min = x; } }", "let min = p.first().map_or(0, |&f| p.iter().fold(f, |m, &x| m.min(x)));", |p| p.first().map_or(0, |&f| p.iter().fold(f, |m, &x| m.min(x)))),
    ("the XOR of the entries", "xor", "let xor = 0; for x in p { xor = xor ^ x; }", "let xor = p.iter().fold(0, |s, &x| s ^ x);", |p| p.iter().fold(0, |s, &x| s ^ x)),
    ("the number of zeros", "zeros", "let zeros = 0; for x in p { if x == 0 { zeros += 1; } }", "let zeros = p.iter().filter(|&&x| x == 0).count() as i64;", |p| p.iter().filter(|&&x| x == 0).count() as i64),
    ("the number of ones", "ones", "let ones = 0; for x in p { if x == 1 { ones += 1; } }", "let ones = p.iter().filter(|&&x| x == 1).count() as i64;", |p| p.iter().filter(|&&x| x == 1).count() as i64),
    ("the number of odd entries", "odd", "let odd = 0; for x in p { if x % 2 != 0 { odd += 1; } }", "let odd = p.iter().filter(|&&x| x % 2 != 0).count() as i64;", |p| p.iter().filter(|&&x| x % 2 != 0).count() as i64),
    ("the number of even entries", "even", "let even = 0; for x in p { if x % 2 == 0 { even += 1; } }", "let even = p.iter().filter(|&&x| x % 2 == 0).count() as i64;", |p| p.iter().filter(|&&x| x % 2 == 0).count() as i64),
    ("the sum of the entries other than the largest", "others", "let others = 0; let top = 0; for x in p { others += x; if x > top { top = x; } } others -= top;", "let others = p.iter().sum::<i64>() - p.iter().fold(0, |m, &x| m.max(x));", |p| p.iter().sum::<i64>() - largest(p)),
    ("the largest entry less the sum of the others", "surplus", "let surplus = 0; let top = 0; for x in p { surplus -= x; if x > top { top = x; } } surplus += 2 * top;", "let surplus = 2 * p.iter().fold(0, |m, &x| m.max(x)) - p.iter().sum::<i64>();", |p| 2 * largest(p) - p.iter().sum::<i64>()),
    ("the XOR of the entries at even places from the start (0, 2, …)", "xor_even", "let xor_even = 0; for i in 0..p.len() { if i % 2 == 0 { xor_even = xor_even ^ p[i]; } }", "let xor_even = p.iter().step_by(2).fold(0, |s, &x| s ^ x);", |p| alternate(p, false, 0)),
    ("the XOR of the entries at odd places from the start (1, 3, …)", "xor_odd", "let xor_odd = 0; for i in 0..p.len() { if i % 2 == 1 { xor_odd = xor_odd ^ p[i]; } }", "let xor_odd = p.iter().skip(1).step_by(2).fold(0, |s, &x| s ^ x);", |p| alternate(p, false, 1)),
    ("the XOR of the last entry and every second one before it", "xor_last", "let xor_last = 0; for i in 0..p.len() { if (p.len() - 1 - i) % 2 == 0 { xor_last = xor_last ^ p[i]; } }", "let xor_last = p.iter().rev().step_by(2).fold(0, |s, &x| s ^ x);", |p| alternate(p, true, 0)),
    ("the XOR of the entries before the last at even distances from it", "xor_before_last", "let xor_before_last = 0; for i in 0..p.len() { if (p.len() - 1 - i) % 2 == 1 { xor_before_last = xor_before_last ^ p[i]; } }", "let xor_before_last = p.iter().rev().skip(1).step_by(2).fold(0, |s, &x| s ^ x);", |p| alternate(p, true, 1)),
];

/// The longest arrays whose entries, sorted entries and differences are features.
const MOST_ENTRIES: usize = 4;

/// The vertices, leaves, height and diameter of a tree given as parents (`p[v]` the parent
/// of v, −1 for the root), by the rule natives' own functions; `None` if `p` is not a tree.
pub fn tree_measures(p: &[i64]) -> Option<[i64; 4]> {
    let height = || trees::depths(p).into_iter().max().unwrap_or(0);
    trees::is_tree(p).then(|| {
        [
            p.len() as i64,
            trees::leaves(p),
            height(),
            trees::diameter(p),
        ]
    })
}

/// The Rust statement computing `var`, one of `vertices`, `leaves`, `height` and `diameter` of
/// the tree `p` (parents, each smaller than its vertex); in rhai the rule's natives compute
/// them.
fn tree_rust(var: &str) -> String {
    if var == "vertices" {
        return "let vertices = p.len() as i64;".into();
    }
    let pattern = ["leaves", "height", "diameter"].map(|v| if v == var { v } else { "_" });
    format!(
        "let ({}, {}, {}) = {{ let mut heights = vec![0i64; p.len()]; \
         let mut children = vec![0usize; p.len()]; let mut diameter = 0; \
         for v in (1..p.len()).rev() {{ let u = p[v] as usize; let through = heights[v] + 1; \
         diameter = diameter.max(heights[u] + through); heights[u] = heights[u].max(through); \
         children[u] += 1; }} \
         (children.iter().filter(|&&c| c == 0).count() as i64, \
         heights.first().copied().unwrap_or(0), diameter) }};",
        pattern[0], pattern[1], pattern[2]
    )
}

/// The features of the positions of `table`, in order of simplicity, constant and repeated
/// ones dropped.
pub fn features(table: &[Entry]) -> Vec<Feature> {
    let mut kept: Vec<Feature> = Vec::new();
    for f in all_features(table) {
        let constant = f.values.windows(2).all(|w| w[0] == w[1]);
        if !constant && kept.iter().all(|k| k.values != f.values) {
            kept.push(f);
        }
    }
    kept
}

/// Every feature the positions of `table` have, in order of simplicity.
pub fn all_features(table: &[Entry]) -> Vec<Feature> {
    let mut all: Vec<Feature> = Vec::new();
    let mut add = |name: String, var: &str, rhai: String, rust: String, values: Vec<i64>| {
        all.push(Feature {
            name,
            var: var.to_string(),
            rhai,
            rust,
            values,
        })
    };
    let numbers: Option<Vec<u64>> = table
        .iter()
        .map(|e| match e.position {
            Position::Number(n) => Some(n),
            _ => None,
        })
        .collect();
    let arrays: Option<Vec<&[i64]>> = table
        .iter()
        .map(|e| match &e.position {
            Position::Array(a) => Some(&a[..]),
            _ => None,
        })
        .collect();
    let trees: Option<Vec<[i64; 4]>> = table
        .iter()
        .map(|e| match &e.position {
            Position::Tree(p) => tree_measures(p),
            _ => None,
        })
        .collect();
    if let Some(numbers) = &numbers {
        let of = |f: fn(u64) -> i64| numbers.iter().map(|&n| f(n)).collect::<Vec<i64>>();
        add(
            "n".into(),
            "n",
            "let n = p;".into(),
            "let n = p as i64;".into(),
            of(|n| n as i64),
        );
        add(
            "the binary length of n".into(),
            "length",
            "let length = 0; let m = p; while m > 0 { length += 1; m /= 2; }".into(),
            "let length = 64 - i64::from(p.leading_zeros());".into(),
            of(|n| 64 - i64::from(n.leading_zeros())),
        );
        add(
            "the number of ones in binary".into(),
            "ones",
            "let ones = 0; let m = p; while m > 0 { ones += m % 2; m /= 2; }".into(),
            "let ones = i64::from(p.count_ones());".into(),
            of(|n| i64::from(n.count_ones())),
        );
        add(
            "the exponent of n when n is a power of two (−1 otherwise)".into(),
            "exponent",
            "let exponent = -1; let m = p; let e = 0; while m > 0 && m % 2 == 0 { m /= 2; e += 1; } if m == 1 { exponent = e; }".into(),
            "let exponent = if p.is_power_of_two() { i64::from(p.trailing_zeros()) } else { -1 };".into(),
            of(|n| if n.is_power_of_two() { i64::from(n.trailing_zeros()) } else { -1 }),
        );
    }
    if let Some(arrays) = &arrays {
        let len = arrays.first().map_or(0, |p| p.len());
        let pairs = arrays.iter().all(|p| p.len() == 2);
        for &(name, var, rhai, rust, f) in ARRAY {
            // Of a pair, the largest less the other is |a − b|, named so below.
            if pairs && var == "surplus" {
                continue;
            }
            add(
                name.into(),
                var,
                rhai.into(),
                rust.into(),
                arrays.iter().map(|p| f(p)).collect(),
            );
        }
        if (1..=MOST_ENTRIES).contains(&len) && arrays.iter().all(|p| p.len() == len) {
            let names = ["a", "b", "c", "d"];
            for i in 0..len {
                add(
                    names[i].into(),
                    names[i],
                    format!("let {} = p[{i}];", names[i]),
                    format!("let {} = p[{i}];", names[i]),
                    arrays.iter().map(|p| p[i]).collect(),
                );
            }
            if len == 2 {
                add(
                    "a − b".into(),
                    "difference",
                    "let difference = p[0] - p[1];".into(),
                    "let difference = p[0] - p[1];".into(),
                    arrays.iter().map(|p| p[0] - p[1]).collect(),
                );
                add(
                    "|a − b|".into(),
                    "distance",
                    "let distance = if p[0] > p[1] { p[0] - p[1] } else { p[1] - p[0] };".into(),
                    "let distance = (p[0] - p[1]).abs();".into(),
                    arrays.iter().map(|p| (p[0] - p[1]).abs()).collect(),
                );
            }
            let sorted: Vec<Vec<i64>> = arrays
                .iter()
                .map(|p| {
                    let mut s = p.to_vec();
                    s.sort_unstable();
                    s
                })
                .collect();
            for i in 0..len {
                let var = format!("sorted{i}");
                add(
                    format!("the {} smallest entry", ordinal(i + 1)),
                    &var,
                    format!("let {var} = {{ let s = p; s.sort(); s[{i}] }};"),
                    format!("let {var} = {{ let mut s = p.to_vec(); s.sort_unstable(); s[{i}] }};"),
                    sorted.iter().map(|s| s[i]).collect(),
                );
            }
            for i in 1..len {
                let var = format!("gap{i}");
                add(
                    format!("the {} smallest entry less the {}", ordinal(i + 1), ordinal(i)),
                    &var,
                    format!("let {var} = {{ let s = p; s.sort(); s[{i}] - s[{}] }};", i - 1),
                    format!("let {var} = {{ let mut s = p.to_vec(); s.sort_unstable(); s[{i}] - s[{}] }};", i - 1),
                    sorted.iter().map(|s| s[i] - s[i - 1]).collect(),
                );
            }
        }
    }
    if let Some(trees) = &trees {
        let names = [
            ("the number of vertices", "vertices"),
            ("the number of leaves", "leaves"),
            (
                "the height (edges from the root to the deepest vertex)",
                "height",
            ),
            ("the diameter (edges on a longest path)", "diameter"),
        ];
        for (i, (name, var)) in names.into_iter().enumerate() {
            let rhai = match var {
                "vertices" => "let vertices = p.len();".to_string(),
                var => format!("let {var} = {var}(p);"),
            };
            add(
                name.into(),
                var,
                rhai,
                tree_rust(var),
                trees.iter().map(|t| t[i]).collect(),
            );
        }
    }
    let mut named: Vec<&str> = table
        .iter()
        .flat_map(|e| e.named.iter().map(|(name, _)| name.as_str()))
        .collect();
    named.sort_unstable();
    named.dedup();
    for name in named {
        let values: Option<Vec<i64>> = table
            .iter()
            .map(|e| e.named.iter().find(|(n, _)| n == name).map(|&(_, v)| v))
            .collect();
        if let (Some(values), true) = (values, is_identifier(name)) {
            add(
                format!("{name} (the rule's feature)"),
                name,
                format!("let {name} = features(p).{name};"),
                String::new(),
                values,
            );
        }
    }
    all
}

/// Whether `name` can be a variable in rhai and in Rust.
fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn ordinal(i: usize) -> &'static str {
    ["zeroth", "", "second", "third", "fourth"][i.min(4)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::finder::Value;

    #[test]
    fn tree_measures_of_a_spider() {
        // Legs of 1, 2 and 3 edges from the root 0: 1; 2-3; 4-5-6.
        let p = [-1, 0, 0, 2, 0, 4, 5];
        assert_eq!(tree_measures(&p), Some([7, 3, 3, 5]));
        assert_eq!(tree_measures(&[-1]), Some([1, 1, 0, 0]));
        assert_eq!(tree_measures(&[-1, 2, 1]), None);
    }

    #[test]
    fn features_agree_with_their_rhai() {
        let positions = [vec![3, 0, 5], vec![1, 1, 2], vec![0, 7, 4], vec![6, 2, 2]];
        let table: Vec<Entry> = positions
            .iter()
            .map(|p| Entry::new(3, Position::Array(p.clone()), Value::Grundy(0)))
            .collect();
        let engine = rhai::Engine::new();
        for f in features(&table) {
            for (p, &v) in positions.iter().zip(&f.values) {
                let script = format!("fn f(p) {{ {} {} }} f({p:?})", f.rhai, f.var);
                let got: i64 = engine.eval(&script).expect(&script);
                assert_eq!(got, v, "{} at {p:?}", f.name);
            }
        }
    }
}
