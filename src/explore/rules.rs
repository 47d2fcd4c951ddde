//! The rule catalogue of the `sg` explorer: a rule's name on the command line turned into a
//! value whose Sprague-Grundy values can be computed (coin rules, subtraction sets, octal codes,
//! Grundy's game, Lasker's Nim, Nim).
use super::output::{engine, extend, Progress, STEP};
use super::pairs::PAIR_NAMES;
use crate::games::coins::Rule;
use crate::games::lasker;
use crate::games::octal::Code;
use crate::games::sparse_space::Moves;
use crate::games::subtraction;

pub fn number(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("expected a whole number, found '{text}'"))
}

/// The most positions `table` and `period` compute by the definition or a coin rule.
pub const MOST_POSITIONS: u64 = 1 << 25;
/// The most positions sparse space computes (heaps are kept in 32 bits).
pub const MOST_HEAPS: u64 = 1 << 32;
/// The most heaps of a hexadecimal code (splits into three heaps, by the definition: O(n³)).
pub const MOST_HEXADECIMAL: u64 = 2048;

pub fn positions(text: &str, rule: &TableRule) -> Result<usize, String> {
    match number(text)? {
        n if n > rule.most => Err(format!(
            "N is at most {} for this rule{}, found {n}",
            rule.most,
            if rule.most == MOST_HEXADECIMAL {
                " (a hexadecimal code splits into three heaps, computed by the definition)"
            } else {
                ""
            }
        )),
        n => Ok(n as usize),
    }
}

/// A set like `1,3,4` (spaces around the numbers allowed: `"1, 3, 4"`).
pub fn set(text: &str) -> Result<Vec<u64>, String> {
    let set: Vec<u64> = text
        .split(',')
        .map(|x| {
            x.trim()
                .parse()
                .map_err(|_| format!("expected a set of whole numbers like 1,3,4, found '{text}'"))
        })
        .collect::<Result<_, _>>()?;
    if set.contains(&0) {
        return Err(format!(
            "a set of distances or takes starts at 1, found '{text}'"
        ));
    }
    Ok(set)
}

/// The names of the rules [`rule`] knows (octal codes aside), for suggestions.
pub const RULE_NAMES: [&str; 15] = [
    "turtles",
    "single",
    "mock-turtles",
    "ruler",
    "grunt",
    "consecutive",
    "twins",
    "partner",
    "subtract",
    "kayles",
    "dawsons-kayles",
    "dawsons-chess",
    "grundy",
    "lasker",
    "nim",
];

/// `"; did you mean 'NAME'?"` for the name in `names` closest to a misspelt `word` (in any
/// case), if one is close (Jaro–Winkler similarity at least 0.8, as clap uses), else `""`.
pub fn suggestion(word: &str, names: &[&str]) -> String {
    let word = word.to_lowercase();
    let closest = names
        .iter()
        .map(|name| (strsim::jaro_winkler(&word, name), name))
        .max_by(|a, b| a.0.total_cmp(&b.0));
    match closest {
        Some((similarity, name)) if similarity >= 0.8 => format!("; did you mean '{name}'?"),
        _ => String::new(),
    }
}

/// The value of one position, by a closed form.
pub type ValueAt = Box<dyn Fn(u64) -> u128>;

/// A rule whose values are a table: how to compute those of positions `0..len`, the value of
/// one position if a closed form gives it (with the module that proves it), its first position
/// (coins numbered from 1 start at 1), the most positions a table takes, its moves if sparse
/// space computes them, the largest take if the periodicity theorem covers it (octal codes),
/// its set if it is a subtraction game (whose period a table proves), and the heaps each move
/// from a heap leaves, if the rule is a heap game (`sg moves`).
pub struct TableRule {
    pub values: Box<dyn Fn(usize) -> Vec<u128>>,
    pub value_at: Option<(ValueAt, &'static str)>,
    pub first: usize,
    pub most: u64,
    pub engine: Option<Moves>,
    pub largest_take: Option<usize>,
    pub subtraction: Option<Vec<u64>>,
    pub heap_moves: Option<HeapMoves>,
}

/// The moves from one heap of a heap game: `leaves(n)` lists the heaps each move from a heap of
/// `n` leaves (each list sorted, no list twice), computed for heaps below `listed_below`.
pub struct HeapMoves {
    pub leaves: Box<dyn Fn(usize) -> Vec<Vec<usize>>>,
    pub listed_below: usize,
}

impl HeapMoves {
    fn new(leaves: impl Fn(usize) -> Vec<Vec<usize>> + 'static, listed_below: usize) -> Self {
        let leaves = Box::new(move |n| {
            let mut all: Vec<Vec<usize>> = leaves(n);
            all.iter_mut().for_each(|heaps| heaps.sort_unstable());
            all.sort_unstable();
            all.dedup();
            all
        });
        HeapMoves {
            leaves,
            listed_below,
        }
    }
}

impl TableRule {
    /// The rule whose values at one position `value_at` gives, by the closed form `module`
    /// proves.
    pub fn closed_form(value_at: impl Fn(u64) -> u128 + 'static, module: &'static str) -> Self {
        let value_at = std::rc::Rc::new(value_at);
        let at = value_at.clone();
        let mut rule = TableRule::of(Box::new(move |len| {
            (0..len as u64).map(|x| at(x)).collect()
        }));
        rule.value_at = Some((Box::new(move |x| value_at(x)), module));
        rule
    }

    pub fn of(values: Box<dyn Fn(usize) -> Vec<u128>>) -> TableRule {
        TableRule {
            values,
            value_at: None,
            first: 0,
            most: MOST_POSITIONS,
            engine: None,
            largest_take: None,
            subtraction: None,
            heap_moves: None,
        }
    }

    /// The values of heaps `0..len`, by sparse space where it applies (with a progress bar on a
    /// terminal past a second).
    pub fn values_up_to(&self, len: usize) -> Result<Vec<u128>, String> {
        let Some(moves) = &self.engine else {
            return Ok((self.values)(len));
        };
        let mut engine = engine(moves.clone(), len)?;
        let mut progress = Progress::new(Some(len), true);
        while engine.values().len() < len {
            let done = engine.values().len();
            extend(&mut engine, len.min(done + STEP))?;
            progress.show(engine.values().len(), engine.rare_heaps());
        }
        Ok(engine.values().iter().map(|&v| u128::from(v)).collect())
    }
}

/// Why `code` is not an octal (or hexadecimal) code.
fn not_a_code(code: &str) -> String {
    let (whole, fraction) = code.split_once('.').unwrap_or((code, ""));
    let digits = |text: &str| text.chars().all(|c| c.is_ascii_hexdigit());
    let why = if whole.len() > 1 || !digits(whole) || !digits(fraction) {
        "a code is one digit, a point and digits 0-7 (0-f for hexadecimal games)"
    } else if u8::from_str_radix(whole, 16).unwrap_or(0) & 3 != 0 {
        "the digit before the point says which splits take nothing: 0, 4, 8 or c"
    } else {
        "no move: every digit is 0"
    };
    format!("'{code}' is not an octal code like 0.77: {why}")
}

/// The heaps each move of octal (or hexadecimal) code `digits` leaves from a heap of `n`.
fn code_leaves(digits: &[u8], n: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    for (k, &d) in digits.iter().enumerate().take(n + 1) {
        let rest = n - k;
        if d & 1 != 0 && rest == 0 && k > 0 {
            all.push(vec![]);
        }
        if d & 2 != 0 && rest >= 1 && k > 0 {
            all.push(vec![rest]);
        }
        if d & 4 != 0 {
            all.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
        }
        if d & 8 != 0 {
            for a in 1..=rest / 3 {
                all.extend((a..=(rest - a) / 2).map(|b| vec![a, b, rest - a - b]));
            }
        }
    }
    all
}

pub fn widen(values: Vec<u64>) -> Vec<u128> {
    values.into_iter().map(u128::from).collect()
}

/// The argument that rule `name` takes from the front of `rest`, and the arguments left.
pub fn argument<'a>(name: &str, rest: &'a [&'a str]) -> Result<(&'a str, &'a [&'a str]), String> {
    rest.split_first()
        .map(|(a, r)| (*a, r))
        .ok_or_else(|| format!("rule '{name}' needs an argument"))
}

/// The coin rule named at the front of `args` (with its argument, if it takes one) and the
/// arguments left; `None` if the name is not a coin rule.
pub fn coin_rule<'a>(args: &'a [&'a str]) -> Result<Option<(Rule, &'a [&'a str])>, String> {
    let Some((&name, rest)) = args.split_first() else {
        return Ok(None);
    };
    Ok(Some(match name {
        "turtles" => (Rule::TurningTurtles, rest),
        "single" => (Rule::SingleCoin, rest),
        "mock-turtles" => (Rule::MockTurtles, rest),
        "ruler" => (Rule::Ruler, rest),
        "grunt" => (Rule::Grunt, rest),
        "consecutive" => {
            let (k, rest) = argument(name, rest)?;
            match number(k)? {
                0 => return Err("consecutive K turns K consecutive coins: K is at least 1".into()),
                k => (Rule::Consecutive(k), rest),
            }
        }
        "twins" | "partner" => {
            let (s, rest) = argument(name, rest)?;
            let s = set(s)?;
            let rule = if name == "twins" {
                Rule::Twins(s)
            } else {
                Rule::Partner(s)
            };
            (rule, rest)
        }
        _ => return Ok(None),
    }))
}

/// Parses a rule from the front of `args`; returns it and the arguments left.
pub fn rule<'a>(args: &'a [&'a str]) -> Result<(TableRule, &'a [&'a str]), String> {
    let Some((&name, rest)) = args.split_first() else {
        return Err("expected a rule (try sg --help)".into());
    };
    if let Some((coin, rest)) = coin_rule(args)? {
        let first = coin.first_coin() as usize;
        let mut rule = match &coin {
            // A Grunt coin at n is worth a heap of n in Grundy's game: sparse space computes it.
            Rule::Grunt => {
                let mut rule = TableRule::of(Box::new(|_| unreachable!("sparse space")));
                rule.engine = Some(Moves::split_unequal());
                rule.most = MOST_HEAPS;
                rule
            }
            // The coin at x is worth the subtraction game S at x.
            Rule::Twins(set) | Rule::Partner(set) => {
                let takes = set.clone();
                let mut rule =
                    TableRule::of(Box::new(move |len| widen(subtraction::table(&takes, len))));
                rule.subtraction = Some(set.clone());
                rule
            }
            _ => TableRule::closed_form(move |x| coin.coin_value(x), "games::coins"),
        };
        rule.first = first;
        return Ok((rule, rest));
    }
    let octal = |code: &str| {
        Code::parse(code).map(|c| {
            let digits = c.digits.clone();
            // Splits into three heaps are O(n²) per heap: listed for small heaps only.
            let listed_below = if c.is_octal() { 1 << 20 } else { 3000 };
            TableRule {
                value_at: None,
                first: 0,
                most: if c.is_octal() {
                    MOST_HEAPS
                } else {
                    MOST_HEXADECIMAL
                },
                subtraction: None,
                engine: c.moves(),
                largest_take: c.is_octal().then(|| c.largest_take()),
                heap_moves: Some(HeapMoves::new(
                    move |n| code_leaves(&digits, n),
                    listed_below,
                )),
                values: Box::new(move |len| widen(c.values(len))),
            }
        })
    };
    Ok(match name {
        "subtract" => {
            let (s, rest) = argument(name, rest)?;
            let s = set(s)?;
            let takes = s.clone();
            let values = Box::new(move |len| widen(subtraction::table(&s, len)));
            let mut rule = TableRule::of(values);
            rule.subtraction = Some(takes.clone());
            let leaves = move |n: usize| {
                let left = takes.iter().filter_map(|&k| (n as u64).checked_sub(k));
                left.map(|left| vec![left as usize]).collect()
            };
            rule.heap_moves = Some(HeapMoves::new(leaves, 1 << 20));
            (rule, rest)
        }
        "kayles" => (octal("0.77").expect("valid code"), rest),
        "dawsons-kayles" => (octal("0.07").expect("valid code"), rest),
        "dawsons-chess" => (octal("0.137").expect("valid code"), rest),
        "grundy" => {
            let mut rule = TableRule::of(Box::new(|_| unreachable!("sparse space")));
            rule.engine = Some(Moves::split_unequal());
            let leaves = |n: usize| (1..=n.saturating_sub(1) / 2).map(move |a| vec![a, n - a]);
            rule.heap_moves = Some(HeapMoves::new(move |n| leaves(n).collect(), 1 << 20));
            (rule, rest)
        }
        "lasker" => (
            TableRule::closed_form(lasker::pile_value, "games::lasker"),
            rest,
        ),
        "nim" => (TableRule::closed_form(u128::from, "games::nim"), rest),
        code if code.contains('.') => match octal(code) {
            Some(rule) => (rule, rest),
            None => return Err(not_a_code(code)),
        },
        pair if PAIR_NAMES.contains(&pair) => {
            return Err(format!(
                "'{pair}' is a two-dimensional game; a rule of one heap or coin is needed here \
                 (try sg --help)"
            ));
        }
        other => {
            let names: Vec<&str> = RULE_NAMES.iter().chain(&PAIR_NAMES).copied().collect();
            let hint = suggestion(other, &names);
            return Err(format!("unknown rule '{other}'{hint} (try sg --help)"));
        }
    })
}
