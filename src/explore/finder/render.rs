//! A finding written out: in words with what it was observed on, as a `fn guess(p)` a user
//! pastes into the rule (`sg table --rule` then checks it on every position), and as a Rust
//! function a binary can use.

use super::check::Finding;
use super::formulas::{Claim, Periodic};
use crate::explore::pattern::forms::Intervals;
use std::fmt::Write as _;

/// `g` in words: its first values, then its period and saltus.
fn periodic_words(g: &Periodic) -> String {
    let first: Vec<String> = g.first.iter().map(|v| v.to_string()).collect();
    let saltus = match g.saltus {
        0 => String::new(),
        s => format!(" and saltus {s}"),
    };
    let pre = match g.pre {
        0 => String::new(),
        p => format!(" after a pre-period of {p}"),
    };
    format!(
        "g(0), g(1), … = {} with period {}{saltus}{pre}",
        first.join(" "),
        g.period
    )
}

impl Finding {
    /// The claim in words, without the count.
    pub fn claim_words(&self) -> String {
        let name = |f: usize| self.features[f].name.clone();
        match &self.claim {
            Claim::P(formula) => {
                format!(
                    "the P-positions are those with {}",
                    formula.words(&self.features)
                )
            }
            Claim::ValueIs(f) => format!("the value is {}", name(*f)),
            Claim::ValueMod(f, k) => format!("the value is {} mod {k}", name(*f)),
            Claim::Xor(g) => format!(
                "the value is the XOR of g(x) over the entries x, g the one-heap value: {}",
                periodic_words(g)
            ),
            Claim::ClassBySign(f, [below, zero, above]) => format!(
                "the outcome is {above} when {0} > 0, {below} when {0} < 0, {zero} when {0} = 0",
                name(*f)
            ),
            Claim::ClassByAtom(atom, yes, no) => format!(
                "the outcome is {yes} when {}, {no} otherwise",
                atom.words(&self.features)
            ),
            Claim::ClassByResidue(f, classes) => {
                let k = classes.len();
                let each: Vec<String> = classes
                    .iter()
                    .enumerate()
                    .map(|(r, c)| format!("{c} when {} ≡ {r}", name(*f)))
                    .collect();
                format!("the outcome is, mod {k}: {}", each.join(", "))
            }
            Claim::Intervals(found) => format!("the P-positions are {}", found.describe()),
        }
    }

    /// The finding in words with what it was observed on.
    pub fn words(&self) -> String {
        let (from, to, held) = self.checked;
        format!(
            "{}: observed on {} positions (fit on sizes ≤ {}, checked on {from}..={to}: {held} \
             positions)",
            self.claim_words(),
            self.positions,
            self.fitted_to
        )
    }

    /// The statements computing the features the claim reads, in `lang` (rhai or Rust).
    fn statements(&self, rust: bool) -> Vec<String> {
        let mut all: Vec<String> = Vec::new();
        for f in self.claim.reads() {
            let feature = &self.features[f];
            let code = match rust {
                true => feature.rust.clone(),
                false => feature.rhai.clone(),
            };
            if !code.is_empty() && !all.contains(&code) {
                all.push(code);
            }
        }
        all
    }

    /// The named features (the rule's own) the claim reads.
    fn named(&self) -> Vec<String> {
        self.claim
            .reads()
            .into_iter()
            .filter(|&f| self.features[f].rust.is_empty())
            .map(|f| self.features[f].var.clone())
            .collect()
    }

    /// The finding as rhai: `fn guess(p)` (and the one-heap value it calls, if any).
    pub fn rhai(&self) -> String {
        let mut text = String::new();
        if let Claim::Xor(g) = &self.claim {
            writeln!(text, "{}", periodic_code(g, false)).expect("a String");
        }
        text.push_str("fn guess(p) {\n");
        for s in self.statements(false) {
            writeln!(text, "    {s}").expect("a String");
        }
        let last = match &self.claim {
            Claim::P(formula) => format!("!({})", formula.code(&self.features)),
            Claim::ValueIs(f) => self.features[*f].var.clone(),
            Claim::ValueMod(f, k) => format!("{} % {k}", self.features[*f].var),
            Claim::Xor(_) => "let x = 0;\n    for n in p { x = x ^ one_heap(n); }\n    x".into(),
            Claim::ClassBySign(f, [below, zero, above]) => {
                let v = &self.features[*f].var;
                format!(
                    "if {v} > 0 {{ \"{above}\" }} else if {v} < 0 {{ \"{below}\" }} else {{ \"{zero}\" }}"
                )
            }
            Claim::ClassByAtom(atom, yes, no) => format!(
                "if {} {{ \"{yes}\" }} else {{ \"{no}\" }}",
                atom.code(&self.features)
            ),
            Claim::ClassByResidue(f, classes) => {
                let listed: Vec<String> = classes.iter().map(|c| format!("\"{c}\"")).collect();
                format!(
                    "[{}][{} % {}]",
                    listed.join(", "),
                    self.features[*f].var,
                    classes.len()
                )
            }
            Claim::Intervals(found) => intervals_code(found, false),
        };
        writeln!(text, "    {last}\n}}").expect("a String");
        text
    }

    /// The finding as a Rust function: `guess(p)` returns whether the player to move wins, the
    /// value, or the outcome class.
    pub fn rust(&self, number: bool) -> String {
        let mut text = String::new();
        if let Claim::Xor(g) = &self.claim {
            writeln!(text, "{}", periodic_code(g, true)).expect("a String");
        }
        let statements = self.statements(true);
        let reads_p =
            !statements.is_empty() || matches!(self.claim, Claim::Xor(_) | Claim::Intervals(_));
        let position = match (number, reads_p) {
            (true, true) => "p: u64",
            (false, true) => "p: &[i64]",
            (true, false) => "_p: u64",
            (false, false) => "_p: &[i64]",
        };
        let named: String = self.named().iter().map(|n| format!(", {n}: i64")).collect();
        let returns = match &self.claim {
            Claim::P(_) | Claim::Intervals(_) => "bool",
            Claim::ValueIs(_) | Claim::ValueMod(..) | Claim::Xor(_) => "u64",
            Claim::ClassBySign(..) | Claim::ClassByAtom(..) | Claim::ClassByResidue(..) => "char",
        };
        writeln!(text, "fn guess({position}{named}) -> {returns} {{").expect("a String");
        if !self.named().is_empty() {
            writeln!(
                text,
                "    // {}: the rule's fn features(p)",
                self.named().join(", ")
            )
            .expect("a String");
        }
        for s in statements {
            writeln!(text, "    {s}").expect("a String");
        }
        let last = match &self.claim {
            Claim::P(formula) => format!("!({})", formula.code(&self.features)),
            Claim::ValueIs(f) => format!("{} as u64", self.features[*f].var),
            Claim::ValueMod(f, k) => format!("({} % {k}) as u64", self.features[*f].var),
            Claim::Xor(_) => "p.iter().fold(0, |x, &n| x ^ one_heap(n)) as u64".into(),
            Claim::ClassBySign(f, [below, zero, above]) => format!(
                "match {}.signum() {{ 1 => '{above}', -1 => '{below}', _ => '{zero}' }}",
                self.features[*f].var
            ),
            Claim::ClassByAtom(atom, yes, no) => format!(
                "if {} {{ '{yes}' }} else {{ '{no}' }}",
                atom.code(&self.features)
            ),
            Claim::ClassByResidue(f, classes) => {
                let listed: Vec<String> = classes.iter().map(|c| format!("'{c}'")).collect();
                format!(
                    "[{}][({} % {}) as usize]",
                    listed.join(", "),
                    self.features[*f].var,
                    classes.len()
                )
            }
            Claim::Intervals(found) => intervals_code(found, true),
        };
        writeln!(text, "    {last}\n}}").expect("a String");
        text
    }
}

/// `fn one_heap(n)`, the periodic one-heap value, in rhai or Rust.
fn periodic_code(g: &Periodic, rust: bool) -> String {
    let first: Vec<String> = g.first.iter().map(|v| v.to_string()).collect();
    let (pre, period, saltus, len) = (g.pre, g.period, g.saltus, g.first.len());
    let first = first.join(", ");
    match rust {
        true => format!(
            "fn one_heap(n: i64) -> i64 {{\n    const FIRST: [i64; {len}] = [{first}];\n    \
             let n = n as usize;\n    if n < {len} {{\n        return FIRST[n];\n    }}\n    \
             FIRST[{pre} + (n - {pre}) % {period}] + {saltus} * ((n - {pre}) / {period}) as i64\n}}"
        ),
        false => format!(
            "fn one_heap(n) {{\n    let first = [{first}];\n    if n < {len} {{ return first[n]; }}\n    \
             first[{pre} + (n - {pre}) % {period}] + {saltus} * ((n - {pre}) / {period})\n}}"
        ),
    }
}

/// Whether the player to move wins heap `p` when the P-positions are `found`, as the last
/// lines of `guess` in rhai or Rust.
fn intervals_code(found: &Intervals, rust: bool) -> String {
    let below: Vec<String> = found.below.iter().map(|n| n.to_string()).collect();
    let r = found.r;
    let plus = |c: i64| match c {
        0 => String::new(),
        c if c < 0 => format!(" - {}", -c),
        c => format!(" + {c}"),
    };
    let (s, t) = (plus(found.s), plus(found.t));
    let (a, b) = (found.a, found.b);
    match rust {
        true => format!(
            "if p < {a} {{\n        return ![{}].contains(&p);\n    }}\n    \
             let (mut a, mut b) = ({a}i128, {b}i128);\n    \
             while a <= p as i128 {{\n        if p as i128 <= b {{\n            return false;\n        }}\n        \
             (a, b) = ({r} * a{s}, {r} * b{t});\n    }}\n    true",
            below.iter().map(|n| format!("{n}u64")).collect::<Vec<_>>().join(", ")
        ),
        false => format!(
            "if p < {a} {{ return !([{}].contains(p)); }}\n    \
             let a = {a}; let b = {b};\n    \
             while a <= p {{\n        if p <= b {{ return false; }}\n        \
             a = {r} * a{s}; b = {r} * b{t};\n    }}\n    true",
            below.join(", ")
        ),
    }
}
