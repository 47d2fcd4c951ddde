//! `sg`: a game explorer for finding patterns (打表找规律). See `sg --help`.
use grundy::games::coins::Rule;
use grundy::games::octal::Code;
use grundy::games::periodicity_theorem::{values_needed, Proof, Watch};
use grundy::games::sparse_space::{Moves, SparseSpace};
use grundy::games::subtraction;
use grundy::games::wythoff;
use grundy::games::{bash, lasker, misere, moore, nim, sg, staircase};
use std::fmt::Write as _;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const HELP: &str = "sg: Sprague-Grundy values, periods and winning moves

usage:
  sg table RULE N [--row]    values of positions 0..N-1, one per line (--row: on one line)
  sg period RULE [N]         pre-period, period and saltus (octal codes: proven, or N values)
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
Prints the Sprague-Grundy values of positions 0..N-1 of RULE (see sg --help for rules) as
they are computed. Octal codes and Grundy's game use sparse space (N up to 4294967296, as
memory allows; once an octal game's period is proven the rest is printed from it); other
rules take N up to 33554432. Coin rules give the value of a single heads coin at each
position. Progress goes to stderr when it is a terminal.";

const PERIOD_HELP: &str = "usage: sg period RULE [N]
Octal codes: computes values until the periodicity theorem (Guy and Smith: G(n + p) = G(n)
for e <= n < 2e + p + t, t the largest take, proves it for all n >= e) proves a period, and
prints the smallest period p and pre-period e, with the 2e + 2p + t values the proof needs;
with N, stops after N values if nothing is proven by then. Other rules (and hexadecimal
codes): looks for the shortest period p, then the shortest pre-period, with a constant saltus
s (G(n + p) = G(n) + s) among the first N values (default 1000), counted only when the
periodic part seen is as long as the pre-period plus two periods; a table can only suggest
such a period.";

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

/// The most positions `table` and `period` compute by the definition or a coin rule.
const MOST_POSITIONS: u64 = 1 << 25;
/// The most positions sparse space computes (heaps are kept in 32 bits).
const MOST_HEAPS: u64 = 1 << 32;

fn positions(text: &str, rule: &TableRule) -> Result<usize, String> {
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

fn set(text: &str) -> Result<Vec<u64>, String> {
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
struct TableRule {
    values: Box<dyn Fn(usize) -> Vec<u128>>,
    engine: Option<Moves>,
    largest_take: Option<usize>,
}

impl TableRule {
    fn of(values: Box<dyn Fn(usize) -> Vec<u128>>) -> TableRule {
        TableRule {
            values,
            engine: None,
            largest_take: None,
        }
    }
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

fn table(args: &[&str]) -> Result<String, String> {
    let (rule, rest) = rule(args)?;
    let (len, row) = match rest {
        [n] => (positions(n, &rule)?, false),
        [n, "--row"] | ["--row", n] => (positions(n, &rule)?, true),
        _ => return Err("usage: sg table RULE N [--row]".into()),
    };
    let mut out = Output::new(row);
    if let Some(moves) = rule.engine {
        let mut engine = engine(moves, len)?;
        let mut watch = rule.largest_take.map(Watch::new);
        let mut progress = Progress::new();
        while engine.values().len() < len {
            let done = engine.values().len();
            extend(&mut engine, len.min(done + STEP))?;
            let proof = watch.as_mut().and_then(|w| w.observe(engine.values()));
            let values = engine.values();
            for &v in &values[done..] {
                out.value(v.into())?;
            }
            if let Some(Proof {
                pre_period, period, ..
            }) = proof
            {
                progress.clear();
                // G(n) = G(n − p) from the pre-period on: the rest is the period, repeated, its
                // text copied in blocks of about 64 KiB.
                let value = |n: usize| values[pre_period + (n - pre_period) % period];
                let start = values.len();
                let mut text = String::new();
                for n in start..start + period {
                    write!(text, "{}{}", out.separator(), value(n)).expect("a String");
                }
                let copies = (1 << 16) / text.len() + 1;
                let block = text.repeat(copies);
                let mut n = start;
                while len - n >= copies * period {
                    out.raw(block.as_bytes())?;
                    n += copies * period;
                }
                for n in n..len {
                    out.value(value(n).into())?;
                }
                break;
            }
            progress.show(engine.values().len(), Some(len), engine.rare_heaps());
        }
        progress.clear();
    } else {
        for value in (rule.values)(len) {
            out.value(value)?;
        }
    }
    out.finish()?;
    Ok(String::new())
}

/// Values computed between looks at the periodicity theorem, the output and the progress line.
const STEP: usize = 1 << 16;

/// A sparse-space engine with room for `len` values.
fn engine(moves: Moves, len: usize) -> Result<SparseSpace, String> {
    let mut engine = SparseSpace::new(moves);
    engine
        .reserve(len)
        .map_err(|_| format!("not enough memory for {len} values (2 bytes each)"))?;
    Ok(engine)
}

fn extend(engine: &mut SparseSpace, len: usize) -> Result<(), String> {
    engine.extend_to(len).map_err(|e| e.to_string())
}

/// The table on stdout, written as it is computed; a closed pipe ends it quietly.
struct Output {
    out: std::io::BufWriter<std::io::StdoutLock<'static>>,
    row: bool,
    first: bool,
    text: String,
}

impl Output {
    fn new(row: bool) -> Output {
        Output {
            out: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock()),
            row,
            first: true,
            text: String::new(),
        }
    }

    fn separator(&self) -> char {
        if self.row {
            ' '
        } else {
            '\n'
        }
    }

    /// Text of values, each with its separator before it (not the first value).
    fn raw(&mut self, text: &[u8]) -> Result<(), String> {
        self.out.write_all(text).map_err(write_failed)
    }

    fn value(&mut self, value: u128) -> Result<(), String> {
        self.text.clear();
        if !self.first {
            let separator = self.separator();
            self.text.push(separator);
        }
        self.first = false;
        // u64 formats several times faster than u128, and the values nearly always fit.
        match u64::try_from(value) {
            Ok(small) => write!(self.text, "{small}"),
            Err(_) => write!(self.text, "{value}"),
        }
        .expect("writing to a String cannot fail");
        let written = self.out.write_all(self.text.as_bytes());
        written.map_err(write_failed)
    }

    fn finish(mut self) -> Result<(), String> {
        let end = if self.first { "" } else { "\n" };
        let written = self
            .out
            .write_all(end.as_bytes())
            .and_then(|_| self.out.flush());
        written.map_err(write_failed)
    }
}

/// Ends the program on a failed write, as `main` does for the other commands: quietly on a
/// closed pipe (`sg table ... | head`: the reader has seen enough), else with the error and
/// status 1.
fn write_failed(error: std::io::Error) -> String {
    if error.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("error: cannot write the output: {error}");
    std::process::exit(1);
}

/// A progress line on stderr, only when stderr is a terminal.
struct Progress {
    on: bool,
    start: Instant,
    shown: Instant,
}

impl Progress {
    fn new() -> Progress {
        let now = Instant::now();
        Progress {
            on: std::io::stderr().is_terminal(),
            start: now,
            shown: now,
        }
    }

    fn show(&mut self, done: usize, of: Option<usize>, rare: usize) {
        if !self.on || self.shown.elapsed() < Duration::from_millis(200) {
            return;
        }
        self.shown = Instant::now();
        let rate = done as f64 / self.start.elapsed().as_secs_f64().max(1e-9);
        let share = of.map_or(String::new(), |of| {
            format!(" of {of} ({:.1}%)", 100.0 * done as f64 / of as f64)
        });
        eprint!("\r\x1b[K{done} values{share}, {rate:.0}/s, {rare} rare heaps");
    }

    fn clear(&mut self) {
        if self.on {
            eprint!("\r\x1b[K");
        }
        self.on = false;
    }
}

fn period(args: &[&str]) -> Result<String, String> {
    let (rule, rest) = rule(args)?;
    let len = match rest {
        [] => None,
        [n] => Some(positions(n, &rule)?),
        _ => return Err("usage: sg period RULE [N]".into()),
    };
    if let (Some(moves), Some(t)) = (rule.engine.clone(), rule.largest_take) {
        return octal_period(moves, t, len);
    }
    let len = len.unwrap_or(1000);
    let values: Vec<u64> = match rule.engine {
        Some(moves) => {
            let mut engine = engine(moves, len)?;
            extend(&mut engine, len)?;
            engine.values().iter().map(|&v| v.into()).collect()
        }
        None => (rule.values)(len)
            .into_iter()
            .map(|v| u64::try_from(v).unwrap_or(u64::MAX))
            .collect(),
    };
    Ok(match sg::periodicity(&values) {
        Some(found) => format!(
            "pre-period {}, period {}, saltus {} (in the first {len} values)\n",
            found.pre_period, found.period, found.saltus
        ),
        None => format!("none found in the first {len} values\n"),
    })
}

/// An octal game's period by the periodicity theorem: values are computed until it proves one
/// (or `len` values, if given).
fn octal_period(moves: Moves, t: usize, len: Option<usize>) -> Result<String, String> {
    let most = len.unwrap_or(MOST_HEAPS as usize);
    let mut engine = SparseSpace::new(moves);
    let mut watch = Watch::new(t);
    let mut progress = Progress::new();
    let mut proof = None;
    while proof.is_none() && engine.values().len() < most {
        let done = engine.values().len();
        let step = STEP.max(done / 16);
        if engine.reserve(most.min(done + step)).is_err() {
            return Err(format!(
                "out of memory after {done} values with no period proven"
            ));
        }
        extend(&mut engine, most.min(done + step))?;
        proof = watch.observe(engine.values());
        progress.show(engine.values().len(), len, engine.rare_heaps());
    }
    progress.clear();
    let proof = proof.or_else(|| watch.finish(engine.values()));
    if let Some(p) = proof {
        return Ok(format!(
            "pre-period {}, period {}, saltus 0 (in the first {} values)\n\
             proven: the periodicity theorem needs {} values (largest take {t})\n",
            p.pre_period, p.period, p.values_needed, p.values_needed
        ));
    }
    let values: Vec<u64> = engine.values().iter().map(|&v| v.into()).collect();
    let len = values.len();
    Ok(match sg::periodicity(&values) {
        Some(found) if found.saltus == 0 => format!(
            "pre-period {}, period {}, saltus 0 (in the first {len} values)\n\
             not proven: the periodicity theorem needs {} values\n",
            found.pre_period,
            found.period,
            values_needed(found.pre_period, found.period, t)
        ),
        Some(found) => format!(
            "pre-period {}, period {}, saltus {} (in the first {len} values)\n\
             not proven: the periodicity theorem here covers saltus 0 only\n",
            found.pre_period, found.period, found.saltus
        ),
        None => format!("none found in the first {len} values\n"),
    })
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
