//! The rule catalogue of the `sg` explorer: a rule's name on the command line turned into a
//! value whose Sprague-Grundy values can be computed (coin rules, subtraction sets, octal codes,
//! Grundy's game, Lasker's Nim, Nim).
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

pub fn positions(text: &str, rule: &TableRule) -> Result<usize, String> {
    let most = if rule.engine.is_some() {
        MOST_HEAPS
    } else {
        MOST_POSITIONS
    };
    match number(text)? {
        n if n > most => Err(format!("N is at most {most} for this rule, found {n}")),
        n => Ok(n as usize),
    }
}

pub fn set(text: &str) -> Result<Vec<u64>, String> {
    let set: Vec<u64> = text.split(',').map(number).collect::<Result<_, _>>()?;
    if set.contains(&0) {
        return Err(format!(
            "a set of distances or takes starts at 1, found '{text}'"
        ));
    }
    Ok(set)
}

/// A rule whose values are a table: how to compute the first `len`, its moves if sparse space
/// computes them, and the largest take if the periodicity theorem covers it (octal codes).
pub struct TableRule {
    pub values: Box<dyn Fn(usize) -> Vec<u128>>,
    pub engine: Option<Moves>,
    pub largest_take: Option<usize>,
}

impl TableRule {
    pub fn of(values: Box<dyn Fn(usize) -> Vec<u128>>) -> TableRule {
        TableRule {
            values,
            engine: None,
            largest_take: None,
        }
    }
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
            (Rule::Consecutive(number(k)?.max(1)), rest)
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
        return Ok((TableRule::of(Box::new(move |len| coin.values(len))), rest));
    }
    let octal = |code: &str| {
        Code::parse(code).map(|c| TableRule {
            engine: c.moves(),
            largest_take: c.is_octal().then(|| c.largest_take()),
            values: Box::new(move |len| widen(c.values(len))),
        })
    };
    Ok(match name {
        "subtract" => {
            let (s, rest) = argument(name, rest)?;
            let s = set(s)?;
            let values = Box::new(move |len| widen(subtraction::table(&s, len)));
            (TableRule::of(values), rest)
        }
        "kayles" => (octal("0.77").expect("valid code"), rest),
        "dawsons-kayles" => (octal("0.07").expect("valid code"), rest),
        "dawsons-chess" => (octal("0.137").expect("valid code"), rest),
        "grundy" => {
            let mut rule = TableRule::of(Box::new(|_| unreachable!("sparse space")));
            rule.engine = Some(Moves::split_unequal());
            (rule, rest)
        }
        "lasker" => {
            let values = Box::new(|len| (0..len as u64).map(lasker::pile_value).collect());
            (TableRule::of(values), rest)
        }
        "nim" => (
            TableRule::of(Box::new(|len| (0..len as u128).collect())),
            rest,
        ),
        code if code.contains('.') => match octal(code) {
            Some(rule) => (rule, rest),
            None => return Err(format!("'{code}' is not an octal code like 0.77")),
        },
        other => return Err(format!("unknown rule '{other}' (try sg help table)")),
    })
}
