//! The rule catalogue of the `sg` explorer: a rule's name on the command line turned into a
//! value whose Sprague-Grundy values can be computed (coin rules, subtraction sets, octal codes,
//! Grundy's game, Lasker's Nim, Nim).
use super::kinds::closed_form::ClosedForm;
use super::kinds::definition::Definition;
use super::kinds::sparse::Sparse;
use super::kinds::subtraction::Subtraction;
use super::names::PAIR_NAMES;
pub use super::names::{suggestion, RULE_NAMES};
pub use super::rule::{HeapMoves, HeapRule, MOST_HEAPS, MOST_HEXADECIMAL, MOST_POSITIONS};
use crate::games::coins::Rule;
use crate::games::lasker;
use crate::search::octal::Code;
use crate::search::sparse_space::Moves;

pub fn number(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("expected a whole number, found '{text}'"))
}

pub fn positions(text: &str, rule: &dyn HeapRule) -> Result<usize, String> {
    match number(text)? {
        n if n > rule.most() => Err(format!(
            "N is at most {} for this rule{}, found {n}",
            rule.most(),
            rule.most_note()
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

fn widen(values: Vec<u64>) -> Vec<u128> {
    values.into_iter().map(u128::from).collect()
}

/// A heap rule, boxed: whatever kind computes it.
pub type BoxedRule = Box<dyn HeapRule>;

fn closed_form(value_at: impl Fn(u64) -> u128 + 'static, module: &'static str) -> BoxedRule {
    Box::new(ClosedForm {
        value_at: Box::new(value_at),
        module,
        first: 0,
    })
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
pub fn rule<'a>(args: &'a [&'a str]) -> Result<(BoxedRule, &'a [&'a str]), String> {
    let Some((&name, rest)) = args.split_first() else {
        return Err("expected a rule (try sg --help)".into());
    };
    if let Some((coin, rest)) = coin_rule(args)? {
        let first = coin.first_coin() as usize;
        let rule: BoxedRule = match &coin {
            // A Grunt coin at n is worth a heap of n in Grundy's game: sparse space computes it.
            Rule::Grunt => Box::new(Sparse {
                moves: Moves::split_unequal(),
                largest_take: None,
                first,
                heap_moves: None,
            }),
            // The coin at x is worth the subtraction game S at x.
            Rule::Twins(set) | Rule::Partner(set) => Box::new(Subtraction {
                set: set.clone(),
                first,
                heap_moves: None,
            }),
            _ => Box::new(ClosedForm {
                value_at: Box::new(move |x| coin.coin_value(x)),
                module: "games::coins",
                first,
            }),
        };
        return Ok((rule, rest));
    }
    let octal = |code: &str| -> Option<BoxedRule> {
        let c = Code::parse(code)?;
        let digits = c.digits.clone();
        // Splits into three heaps are O(n²) per heap: listed for small heaps only.
        let listed_below = if c.is_octal() { 1 << 20 } else { 3000 };
        let heap_moves = Some(HeapMoves::new(
            move |n| code_leaves(&digits, n),
            listed_below,
        ));
        Some(match c.moves() {
            Some(moves) => Box::new(Sparse {
                moves,
                largest_take: c.is_octal().then(|| c.largest_take()),
                first: 0,
                heap_moves,
            }),
            None => Box::new(Definition {
                splits: Some((c.largest_take(), 3)),
                most: MOST_HEXADECIMAL,
                most_note: " (a hexadecimal code splits into three heaps, computed by the \
                            definition)",
                heap_moves,
                values: Box::new(move |len| widen(c.values(len))),
            }),
        })
    };
    Ok(match name {
        "subtract" => {
            let (s, rest) = argument(name, rest)?;
            let set = set(s)?;
            let takes = set.clone();
            let leaves = move |n: usize| {
                let left = takes.iter().filter_map(|&k| (n as u64).checked_sub(k));
                left.map(|left| vec![left as usize]).collect()
            };
            let rule = Subtraction {
                set,
                first: 0,
                heap_moves: Some(HeapMoves::new(leaves, 1 << 20)),
            };
            (Box::new(rule) as BoxedRule, rest)
        }
        "kayles" => (octal("0.77").expect("valid code"), rest),
        "dawsons-kayles" => (octal("0.07").expect("valid code"), rest),
        "dawsons-chess" => (octal("0.137").expect("valid code"), rest),
        "grundy" => {
            let leaves = |n: usize| (1..=n.saturating_sub(1) / 2).map(move |a| vec![a, n - a]);
            let rule = Sparse {
                moves: Moves::split_unequal(),
                largest_take: None,
                first: 0,
                heap_moves: Some(HeapMoves::new(move |n| leaves(n).collect(), 1 << 20)),
            };
            (Box::new(rule) as BoxedRule, rest)
        }
        "lasker" => (closed_form(lasker::pile_value, "games::lasker"), rest),
        "nim" => (closed_form(u128::from, "games::nim"), rest),
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
