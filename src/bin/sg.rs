//! `sg`: a game explorer for finding patterns (打表找规律). See `sg --help`.
use grundy::games::coins::Rule;
use grundy::games::octal::Code;
use grundy::games::subtraction;
use grundy::games::wythoff;
use grundy::games::{bash, grundys_game, lasker, misere, moore, nim, sg, staircase};
use std::fmt::Write as _;
use std::process::ExitCode;

const HELP: &str = "sg: Sprague-Grundy values, periods and winning moves

usage:
  sg table RULE N [--row]    values of positions 0..N-1, one per line (--row: on one line)
  sg period RULE [N]         pre-period, period and saltus within the first N values (1000)
  sg moves GAME POSITION...  verdict, value and every winning move
  sg help [table|period|moves]

RULE (for table and period):
  turtles | single | mock-turtles | ruler | grunt        coin rules (value of one heads coin)
  consecutive K | twins S | partner S                    coin rules with a number or set S=1,2,3
  subtract S                                             subtraction game, S like 1,3,4
  0.77 | 0.07 | 0.137 | any d0.d1d2...                  octal (or hexadecimal) game by its code
  kayles | dawsons-kayles | dawsons-chess                the octal games 0.77, 0.07, 0.137
  grundy                                                 Grundy's game (split into unequal heaps)
  lasker | nim                                           one pile of Lasker's Nim or Nim

GAME (for moves):
  nim PILES... | misere PILES... | lasker PILES... | bash M STONES | wythoff A B
  nimk K PILES... | staircase STAIR1 STAIR2...
  COIN-RULE HEADS...   heads coins by number, e.g. sg moves mock-turtles 0 3 5";

const TABLE_HELP: &str = "usage: sg table RULE N [--row]
Prints the Sprague-Grundy values of positions 0..N-1 of RULE (see sg --help for rules),
N at most 33554432. Coin rules give the value of a single heads coin at each position.";

const PERIOD_HELP: &str = "usage: sg period RULE [N]
Looks for the shortest period p, then the shortest pre-period, with a constant saltus s
(G(n + p) = G(n) + s), among the first N values (default 1000), and prints them, or
'none found'. A period only counts when the periodic part seen is as long as the
pre-period plus two periods. For octal games it also says whether the table is long enough
for the periodicity theorem (Guy and Smith) to prove it.";

const MOVES_HELP: &str = "usage: sg moves GAME POSITION...
Prints whether the player to move wins, the position's value and every winning move
(nimk: one winning move). See sg --help for the games.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match run(&args) {
        Ok(text) => {
            // A closed pipe (`sg table ... | head`) is a reader that has seen enough.
            let mut out = std::io::stdout().lock();
            let written = std::io::Write::write_all(&mut out, text.as_bytes());
            match written.and_then(|()| std::io::Write::flush(&mut out)) {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    eprintln!("error: cannot write the output: {e}");
                    ExitCode::FAILURE
                }
                _ => ExitCode::SUCCESS,
            }
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[&str]) -> Result<String, String> {
    let help = |text: &str| Ok(format!("{text}\n"));
    match args {
        [] | ["help" | "--help" | "-h"] => help(HELP),
        ["help", "table"] | ["table", "--help" | "-h", ..] => help(TABLE_HELP),
        ["help", "period"] | ["period", "--help" | "-h", ..] => help(PERIOD_HELP),
        ["help", "moves"] | ["moves", "--help" | "-h", ..] => help(MOVES_HELP),
        ["table", rest @ ..] => table(rest),
        ["period", rest @ ..] => period(rest),
        ["moves", rest @ ..] => moves(rest),
        [other, ..] => Err(format!("unknown command '{other}' (try sg --help)")),
    }
}

fn number(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("expected a whole number, found '{text}'"))
}

/// The most positions `table` and `period` compute (Grundy's game takes about a minute).
const MOST_POSITIONS: u64 = 1 << 25;

fn positions(text: &str) -> Result<usize, String> {
    match number(text)? {
        n if n > MOST_POSITIONS => Err(format!("N is at most {MOST_POSITIONS}, found {n}")),
        n => Ok(n as usize),
    }
}

fn set(text: &str) -> Result<Vec<u64>, String> {
    let set: Vec<u64> = text.split(',').map(number).collect::<Result<_, _>>()?;
    if set.contains(&0) {
        return Err(format!(
            "a set of distances or takes starts at 1, found '{text}'"
        ));
    }
    Ok(set)
}

/// A rule whose values are a table: how to compute the first `len`, and the octal code if any.
struct TableRule {
    values: Box<dyn Fn(usize) -> Vec<u128>>,
    octal: Option<Code>,
}

fn widen(values: Vec<u64>) -> Vec<u128> {
    values.into_iter().map(u128::from).collect()
}

/// The argument that rule `name` takes from the front of `rest`, and the arguments left.
fn argument<'a>(name: &str, rest: &'a [&'a str]) -> Result<(&'a str, &'a [&'a str]), String> {
    rest.split_first()
        .map(|(a, r)| (*a, r))
        .ok_or_else(|| format!("rule '{name}' needs an argument"))
}

/// The coin rule named at the front of `args` (with its argument, if it takes one) and the
/// arguments left; `None` if the name is not a coin rule.
fn coin_rule<'a>(args: &'a [&'a str]) -> Result<Option<(Rule, &'a [&'a str])>, String> {
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
fn rule<'a>(args: &'a [&'a str]) -> Result<(TableRule, &'a [&'a str]), String> {
    let Some((&name, rest)) = args.split_first() else {
        return Err("expected a rule (try sg --help)".into());
    };
    if let Some((coin, rest)) = coin_rule(args)? {
        let values = Box::new(move |len| coin.values(len));
        return Ok((
            TableRule {
                values,
                octal: None,
            },
            rest,
        ));
    }
    let octal = |code: &str| {
        Code::parse(code).map(|c| {
            let d = c.clone();
            TableRule {
                values: Box::new(move |len| widen(d.values(len))),
                octal: Some(c),
            }
        })
    };
    Ok(match name {
        "subtract" => {
            let (s, rest) = argument(name, rest)?;
            let s = set(s)?;
            let values = Box::new(move |len| widen(subtraction::table(&s, len)));
            (
                TableRule {
                    values,
                    octal: None,
                },
                rest,
            )
        }
        "kayles" => (octal("0.77").expect("valid code"), rest),
        "dawsons-kayles" => (octal("0.07").expect("valid code"), rest),
        "dawsons-chess" => (octal("0.137").expect("valid code"), rest),
        "grundy" => (
            TableRule {
                values: Box::new(|len| widen(grundys_game::values(len))),
                octal: None,
            },
            rest,
        ),
        "lasker" => (
            TableRule {
                values: Box::new(|len| (0..len as u64).map(lasker::pile_value).collect()),
                octal: None,
            },
            rest,
        ),
        "nim" => (
            TableRule {
                values: Box::new(|len| (0..len as u128).collect()),
                octal: None,
            },
            rest,
        ),
        code if code.contains('.') => match octal(code) {
            Some(rule) => (rule, rest),
            None => return Err(format!("'{code}' is not an octal code like 0.77")),
        },
        other => return Err(format!("unknown rule '{other}' (try sg help table)")),
    })
}

fn table(args: &[&str]) -> Result<String, String> {
    let (rule, rest) = rule(args)?;
    let (len, row) = match rest {
        [n] => (positions(n)?, false),
        [n, "--row"] | ["--row", n] => (positions(n)?, true),
        _ => return Err("usage: sg table RULE N [--row]".into()),
    };
    let mut text = String::new();
    for (i, &value) in (rule.values)(len).iter().enumerate() {
        text.push_str(match i {
            0 => "",
            _ if row => " ",
            _ => "\n",
        });
        // u64 formats several times faster than u128, and the values nearly always fit.
        match u64::try_from(value) {
            Ok(small) => write!(text, "{small}"),
            Err(_) => write!(text, "{value}"),
        }
        .expect("writing to a String cannot fail");
    }
    if !text.is_empty() {
        text.push('\n');
    }
    Ok(text)
}

fn period(args: &[&str]) -> Result<String, String> {
    let (rule, rest) = rule(args)?;
    let len = match rest {
        [] => 1000,
        [n] => positions(n)?,
        _ => return Err("usage: sg period RULE [N]".into()),
    };
    let values: Vec<u64> = (rule.values)(len)
        .into_iter()
        .map(|v| u64::try_from(v).unwrap_or(u64::MAX))
        .collect();
    let Some(found) = sg::periodicity(&values) else {
        return Ok(format!("none found in the first {len} values\n"));
    };
    let mut text = format!(
        "pre-period {}, period {}, saltus {} (in the first {len} values)\n",
        found.pre_period, found.period, found.saltus
    );
    if let (Some(code), 0) = (rule.octal.filter(Code::is_octal), found.saltus) {
        // Guy–Smith: periodic if it repeats up to 2·pre + period + the largest take.
        let bound = 2 * found.pre_period + found.period + code.digits.len() - 1;
        text += &if len > bound {
            format!("proven: the periodicity theorem needs {bound} values\n")
        } else {
            format!(
                "not proven: the periodicity theorem needs {} values\n",
                bound + 1
            )
        };
    }
    Ok(text)
}

fn who_wins(mover_wins: bool) -> &'static str {
    if mover_wins {
        "the player to move wins"
    } else {
        "the player to move loses"
    }
}

fn verdict(value: u128) -> String {
    format!("value {value}: {}\n", who_wins(value != 0))
}

fn listing(moves: Vec<String>) -> String {
    if moves.is_empty() {
        "no winning move\n".into()
    } else {
        format!(
            "winning moves:\n{}",
            moves.iter().map(|m| format!("  {m}\n")).collect::<String>()
        )
    }
}

fn moves(args: &[&str]) -> Result<String, String> {
    let Some((&game, rest)) = args.split_first() else {
        return Err("expected a game (try sg help moves)".into());
    };
    let numbers = |xs: &[&str]| {
        xs.iter()
            .map(|x| number(x))
            .collect::<Result<Vec<u64>, _>>()
    };
    let pile_moves = |list: Vec<(usize, u64)>, piles: &[u64]| {
        list.into_iter()
            .map(|(i, left)| format!("pile {}: {} -> {left}", i + 1, piles[i]))
            .collect()
    };
    match game {
        "nim" => {
            let piles = numbers(rest)?;
            let value = u128::from(nim::nim_sum(&piles));
            Ok(verdict(value) + &listing(pile_moves(nim::winning_moves(&piles).collect(), &piles)))
        }
        "misere" => {
            let piles = numbers(rest)?;
            let who = who_wins(misere::first_player_wins(&piles));
            Ok(format!("{who} (misère: taking the last stone loses)\n")
                + &listing(pile_moves(misere::winning_moves(&piles), &piles)))
        }
        "bash" => {
            let [m, stones] = numbers(rest)?[..] else {
                return Err("usage: sg moves bash M STONES".into());
            };
            let take = bash::winning_take(stones, m);
            let value = u128::from(subtraction::take_up_to_value(stones, m));
            Ok(verdict(value) + &listing(take.map(|t| format!("take {t}")).into_iter().collect()))
        }
        "wythoff" => {
            let [a, b] = numbers(rest)?[..] else {
                return Err("usage: sg moves wythoff A B".into());
            };
            let who = who_wins(!wythoff::is_p_position(a, b));
            let list = wythoff::winning_moves(a, b)
                .into_iter()
                .map(|(x, y)| format!("to ({x}, {y})"));
            Ok(format!("{who}\n") + &listing(list.collect()))
        }
        "nimk" => {
            let Some((k, piles)) = rest.split_first() else {
                return Err("usage: sg moves nimk K PILES...".into());
            };
            let (k, piles) = (number(k)?, numbers(piles)?);
            let who = who_wins(moore::first_player_wins(&piles, k));
            let list = moore::winning_move(&piles, k)
                .map(|changes| pile_moves(changes, &piles).join(", "));
            Ok(format!("{who} (Nim-{k})\n") + &listing(list.into_iter().collect()))
        }
        "staircase" => {
            let stairs: Vec<u64> = std::iter::once(0).chain(numbers(rest)?).collect();
            let value = u128::from(staircase::odd_stair_sum(&stairs));
            let list = staircase::winning_moves(&stairs)
                .into_iter()
                .map(|(i, c)| format!("move {c} from stair {i} to stair {}", i - 1));
            Ok(verdict(value) + &listing(list.collect()))
        }
        "lasker" => {
            let piles = numbers(rest)?;
            let value = lasker::value(&piles);
            Ok(verdict(value) + &listing(lasker_moves(&piles, value)))
        }
        _ => coin_moves(args),
    }
}

/// Lasker's Nim: takes and splits that leave value 0 (splits listed for piles up to 10^6).
fn lasker_moves(piles: &[u64], total: u128) -> Vec<String> {
    let mut list = Vec::new();
    for (i, &n) in piles.iter().enumerate() {
        let target = total ^ lasker::pile_value(n);
        for left in [target.wrapping_sub(1), target, target + 1] {
            if left < u128::from(n) && lasker::pile_value(left as u64) == target {
                list.push(format!("pile {}: {n} -> {left}", i + 1));
            }
        }
        if n <= 1_000_000 {
            for a in 1..=n / 2 {
                if lasker::pile_value(a) ^ lasker::pile_value(n - a) == target {
                    list.push(format!("pile {}: split {n} into {a} and {}", i + 1, n - a));
                }
            }
        }
    }
    list
}

/// Coin rows: every set of coins a move may turn (listed while the largest coin is below 3000).
fn coin_moves(args: &[&str]) -> Result<String, String> {
    let Some((rule, rest)) = coin_rule(args)? else {
        return Err(format!("unknown game '{}' (try sg help moves)", args[0]));
    };
    let mut heads: Vec<u64> = rest.iter().map(|x| number(x)).collect::<Result<_, _>>()?;
    heads.sort_unstable();
    heads.dedup();
    if let Some(&low) = heads.iter().find(|&&x| x < rule.first_coin()) {
        return Err(format!(
            "coins are numbered from {} here, found {low}",
            rule.first_coin()
        ));
    }
    let value = rule.row_value(&heads);
    let last = heads.last().copied().unwrap_or(0);
    if last >= 3000 {
        return Ok(verdict(value) + "(winning moves are listed for coins below 3000)\n");
    }
    let table = rule.values(last as usize + 1);
    let mut list = Vec::new();
    for &x in &heads {
        for turned in rule.turn_sets(x) {
            let change = turned.iter().fold(0, |s, &c| s ^ table[c as usize]);
            if change == value {
                let names: Vec<String> = turned.iter().map(u64::to_string).collect();
                list.push(format!("turn {}", names.join(" ")));
            }
        }
    }
    Ok(verdict(value) + &listing(list))
}
