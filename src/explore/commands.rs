//! The explorer's commands: `table` (values as they are computed, or a grid), `period`
//! (proven for octal codes by the periodicity theorem and for subtraction games by a recurring
//! window, else found in a table), `moves` (verdict, value and winning moves of a position) and
//! `plot`.
use super::checkpoint::{self, Checkpoint};
use super::kinds;
use super::kinds::positions::PositionRule;
use super::kinds::scored::ScoredRule;
use super::kinds::script::conjecture::Conjecture;
use super::kinds::script::{Script, ScriptRule};
use super::names::{suggestion, RULE_NAMES};
use super::output::Output;
use super::pairs::{pair_rule, side, Options, PairGrid, PairRule, MOST_SIDE};
use super::rule::HeapRule;
use super::rule::PeriodFound;
use super::rules::{coin_rule, number, positions, rule, BoxedRule};
use crate::games::coins::Rule;
use crate::games::subtraction;
use crate::games::wythoff;
use crate::games::{bash, lasker, misere, moore, nim, staircase};
use crate::search::generalized_sg::Value;
use crate::search::loopy::Outcome;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// What a command's words name: a two-dimensional game or a heap rule, and the words left.
pub(crate) enum Parsed<'a> {
    Pair(PairRule, &'a [&'a str]),
    Heap(BoxedRule, &'a [&'a str]),
}

/// The game `args` name, or with `script` the user's rule in that file (all of `args` left).
pub(crate) fn parse<'a>(args: &'a [&'a str], script: Option<&str>) -> Result<Parsed<'a>, String> {
    if let Some(file) = script {
        let script = Script::load(file)?;
        if script.positions && !script.start {
            return Err(format!(
                "{file} lists its positions by size (fn positions(k)), not a start per n: sg \
                 table --rule {file} K shows them, sg moves --rule {file} POSITION one of them"
            ));
        }
        return Ok(from_script(script, args));
    }
    if let Some((pair, rest)) = pair_rule(args)? {
        return Ok(Parsed::Pair(pair, rest));
    }
    let (rule, rest) = rule(args)?;
    Ok(Parsed::Heap(rule, rest))
}

/// The game a user's script gives: a heap rule, positions from `start(n)`, or a
/// two-dimensional game.
fn from_script<'a>(script: Script, args: &'a [&'a str]) -> Parsed<'a> {
    if script.scored {
        Parsed::Heap(Box::new(ScoredRule::new(script)), args)
    } else if script.two_dimensional {
        Parsed::Pair(PairRule::from_script(script), args)
    } else if script.start {
        Parsed::Heap(Box::new(PositionRule::new(script)), args)
    } else {
        Parsed::Heap(Box::new(ScriptRule::new(script)), args)
    }
}

pub(crate) fn table(
    args: &[&str],
    row: bool,
    values: bool,
    script: Option<&str>,
    saving: Option<&Saving>,
    family: &Family,
) -> Result<String, String> {
    if let Some(file) = script {
        if Script::load(file)?.positions {
            if row || values || saving.is_some() {
                return Err(format!(
                    "{file} lists its positions (fn positions(k)): its table is a position per \
                     line, without --row, --values or --checkpoint"
                ));
            }
            return kinds::families::table(file, args, family.p, family.features);
        }
    }
    if family.asked() {
        return Err(
            "--p and --features are for a rule that lists its positions (--rule FILE with fn \
             positions(k))"
                .into(),
        );
    }
    if let Some(partizan) = partizan_script(script)? {
        if saving.is_some() {
            return Err(
                "--checkpoint is for rules the sparse-space engine computes, not partizan rules"
                    .into(),
            );
        }
        return kinds::partizan::table(partizan, args, row, values);
    }
    if values {
        return Err(
            "--values prints canonical forms, for a partizan rule (--rule FILE defining fn left \
             and fn right)"
                .into(),
        );
    }
    if let Some(done) = super::partizan::psub_table(args, row) {
        return done;
    }
    let conjecture = Conjecture::of(script)?;
    let (rule, rest) = match parse(args, script)? {
        Parsed::Heap(rule, rest) => (rule, rest),
        Parsed::Pair(pair, rest) if saving.is_none() => return pair_table(&pair, rest, row),
        Parsed::Pair(pair, _) => return Err(not_saved(&pair.name)),
    };
    let len = match rest {
        [n] => positions(n, rule.as_ref())?,
        [] => return Err("expected N after the rule (usage: sg table RULE N [--row])".into()),
        _ => return Err("usage: sg table RULE N [--row]".into()),
    };
    let mut out = Output::new(row).checking(conjecture);
    match saving {
        None => rule.table(len, &mut out)?,
        Some(saving) => {
            let name = rule_name(args, rest, script);
            let resumable = rule.resumable().ok_or_else(|| not_saved(&name))?;
            let mut checkpoint = saving.open(&name, &resumable.key())?;
            resumable.table_saved(len, &mut out, Some(&mut checkpoint))?
        }
    }
    out.finish()?;
    Ok(String::new())
}

/// The script in `file`, if there is one and it is a partizan rule (fn left and fn right).
pub(crate) fn partizan_script(file: Option<&str>) -> Result<Option<Script>, String> {
    let Some(file) = file else {
        return Ok(None);
    };
    let script = Script::load(file)?;
    Ok(script.partizan.then_some(script))
}

/// What a family's table shows (`--p`: only the P-positions; `--features`: each position's
/// features).
pub(crate) struct Family {
    pub p: bool,
    pub features: bool,
}

impl Family {
    fn asked(&self) -> bool {
        self.p || self.features
    }
}

/// Where a long run saves its values (`--checkpoint FILE`), and how often (`--every`).
pub(crate) struct Saving {
    pub file: String,
    pub every: Option<u64>,
}

impl Saving {
    /// The checkpoint, opened (its values read) for the rule `name` with values keyed by `key`,
    /// with Ctrl-C set to save and stop.
    fn open(&self, name: &str, key: &str) -> Result<Checkpoint, String> {
        let every = self.every.map_or(checkpoint::EVERY, Duration::from_secs);
        let opened = Checkpoint::open(Path::new(&self.file), name, key, every)?;
        checkpoint::catch_ctrl_c();
        Ok(opened)
    }
}

/// The rule as the user wrote it: the words before N, or the script's file.
fn rule_name(args: &[&str], rest: &[&str], script: Option<&str>) -> String {
    match script {
        Some(file) => format!("--rule {file}"),
        None => args[..args.len() - rest.len()].join(" "),
    }
}

fn not_saved(name: &str) -> String {
    format!(
        "--checkpoint is for rules the sparse-space engine computes (octal codes, Grundy's \
         game, grunt): {name} is not one, and its tables are short"
    )
}

fn pair_table(pair: &PairRule, rest: &[&str], row: bool) -> Result<String, String> {
    let [n] = rest else {
        return Err("usage: sg table GAME N (positions (a, b) below N)".into());
    };
    if row {
        return Err(format!(
            "{} is printed as a grid: --row is for one-dimensional rules",
            pair.name
        ));
    }
    let grid = pair.grid(side(n, pair)?)?;
    let mut text = grid_text(&grid, pair.first);
    if grid.outside > 0 {
        let side = grid.side;
        writeln!(
            text,
            "({} positions outside the {side} × {side} square valued on the way)",
            grid.outside
        )
        .expect("a String");
    }
    Ok(text)
}

/// A grid of values as text: a row per `b`, a column per `a`, from `first` up, under a header
/// line of the `a`s.
fn grid_text(grid: &PairGrid, first: usize) -> String {
    let top = grid.values.iter().copied().max().unwrap_or(0);
    let width = [top as usize, grid.side - 1]
        .map(|x| x.to_string().len())
        .into_iter()
        .max()
        .unwrap_or(1);
    let lead = (grid.side - 1).to_string().len().max(3);
    let mut text = format!("{:>lead$}", "b\\a");
    for a in first..grid.side {
        write!(text, " {a:>width$}").expect("a String");
    }
    for b in first..grid.side {
        write!(text, "\n{b:>lead$}").expect("a String");
        for a in first..grid.side {
            write!(text, " {:>width$}", grid.value(a, b)).expect("a String");
        }
    }
    text + "\n"
}

/// `sg period`: the text, and with `list` the values of the pre-period and of one period.
pub(crate) fn period(
    args: &[&str],
    list: bool,
    script: Option<&str>,
    saving: Option<&Saving>,
) -> Result<String, String> {
    if let Some(partizan) = partizan_script(script)? {
        if saving.is_some() {
            return Err(
                "--checkpoint is for rules the sparse-space engine computes, not partizan rules"
                    .into(),
            );
        }
        return kinds::partizan::period(partizan, args, list);
    }
    if let Some(done) = super::partizan::psub_period(args, list) {
        return done;
    }
    let (text, values, found) = find_period(args, script, saving)?;
    Ok(match found {
        Some((pre, p)) if list => {
            let line = |range: std::ops::Range<usize>| {
                if range.is_empty() {
                    return "(none)".to_owned();
                }
                let mut shown = String::new();
                for (i, value) in values[range].iter().enumerate() {
                    let space = if i == 0 { "" } else { " " };
                    write!(shown, "{space}{value}").expect("a String");
                }
                shown
            };
            format!(
                "{text}pre-period values: {}\nperiod values: {}\n",
                line(0..pre),
                line(pre..pre + p)
            )
        }
        _ => text,
    })
}

fn find_period(
    args: &[&str],
    script: Option<&str>,
    saving: Option<&Saving>,
) -> Result<PeriodFound, String> {
    let (rule, rest) = match parse(args, script)? {
        Parsed::Heap(rule, rest) => (rule, rest),
        Parsed::Pair(pair, _) => {
            return Err(format!(
                "{} is a two-dimensional game: sg table, sg plot and sg moves show it",
                pair.name
            ))
        }
    };
    let len = match rest {
        [] => None,
        [n] => Some(positions(n, rule.as_ref())?),
        _ => return Err("usage: sg period RULE [N] [--values]".into()),
    };
    match saving {
        None => rule.period(len),
        Some(saving) => {
            let name = rule_name(args, rest, script);
            let resumable = rule.resumable().ok_or_else(|| not_saved(&name))?;
            let mut checkpoint = saving.open(&name, &resumable.key())?;
            resumable.period_saved(len, Some(&mut checkpoint))
        }
    }
}

pub(crate) fn who_wins(mover_wins: bool) -> &'static str {
    if mover_wins {
        "the player to move wins"
    } else {
        "the player to move loses"
    }
}

pub(crate) fn verdict(value: u128) -> String {
    format!("value {value}: {}\n", who_wins(value != 0))
}

/// The verdict of a generalized value: a nimber as [`verdict`], or `∞(K)`, a win when 0 is in
/// K (move to a sum worth 0), else a draw.
fn generalized_verdict(value: &Value) -> String {
    match value {
        Value::Finite(v) => verdict(u128::from(*v)),
        infinite => match infinite.outcome() {
            Outcome::Win => format!("value {infinite}: {}\n", who_wins(true)),
            _ => format!(
                "value {infinite}: a draw: neither player can force a win, and play can go on \
                 forever\n"
            ),
        },
    }
}

pub(crate) fn listing(moves: Vec<String>) -> String {
    if moves.is_empty() {
        "no winning move\n".into()
    } else {
        format!(
            "winning moves:\n{}",
            moves.iter().map(|m| format!("  {m}\n")).collect::<String>()
        )
    }
}

pub(crate) fn moves(args: &[&str], script: Option<&str>) -> Result<String, String> {
    if let Some(file) = script {
        let script = Script::load(file)?;
        if script.partizan {
            return kinds::partizan::moves(script, args);
        }
        if script.scored {
            return ScoredRule::new(script).moves(args);
        }
        if script.start || script.positions {
            let (value, list) = PositionRule::new(script).moves(args)?;
            return Ok(generalized_verdict(&value) + &*listing(list));
        }
        let numbers: Vec<u64> = args.iter().map(|x| number(x)).collect::<Result<_, _>>()?;
        return match from_script(script, args) {
            Parsed::Heap(rule, rest) => heap_moves_of(rule.as_ref(), rest),
            Parsed::Pair(pair, _) => pair_moves(&pair, None, &numbers),
        };
    }
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
            Ok(
                verdict(value)
                    + &*listing(pile_moves(nim::winning_moves(&piles).collect(), &piles)),
            )
        }
        "misere" => {
            let piles = numbers(rest)?;
            if piles.iter().all(|&p| p == 0) {
                return Ok(
                    "the player to move has won: no stone is left, so the other player \
                           took the last one (misère: taking the last stone loses)\n"
                        .into(),
                );
            }
            let who = who_wins(misere::first_player_wins(&piles));
            Ok(format!("{who} (misère: taking the last stone loses)\n")
                + &*listing(pile_moves(misere::winning_moves(&piles), &piles)))
        }
        "bash" => {
            let [m, stones] = numbers(rest)?[..] else {
                return Err("usage: sg moves bash M STONES".into());
            };
            if m == 0 {
                return Err("bash M STONES takes 1 to M stones a move: M is at least 1".into());
            }
            let take = bash::winning_take(stones, m);
            let value = u128::from(subtraction::take_up_to_value(stones, m));
            Ok(verdict(value) + &*listing(take.map(|t| format!("take {t}")).into_iter().collect()))
        }
        "wythoff" => {
            let [a, b] = numbers(rest)?[..] else {
                return Err("usage: sg moves wythoff A B".into());
            };
            let list = wythoff::winning_moves(a, b)
                .into_iter()
                .map(|(x, y)| format!("to ({x}, {y})"));
            // The value from the grid where it is small; the verdict alone (closed form) past it.
            let head = match (usize::try_from(a.max(b))).ok().filter(|&m| m < MOST_SIDE) {
                Some(m) => {
                    let (wythoff, _) = pair_rule(&["wythoff"])?.expect("a two-dimensional game");
                    verdict(wythoff.grid(m + 1)?.value(a as usize, b as usize).into())
                }
                None => format!("{}\n", who_wins(!wythoff::is_p_position(a, b))),
            };
            Ok(head + &*listing(list.collect()))
        }
        "nimk" => {
            let Some((k, piles)) = rest.split_first() else {
                return Err("usage: sg moves nimk K PILES...".into());
            };
            let (k, piles) = (number(k)?, numbers(piles)?);
            if k == 0 {
                return Err("nimk K PILES... changes 1 to K piles a move: K is at least 1".into());
            }
            let who = who_wins(moore::first_player_wins(&piles, k));
            let list = moore::winning_move(&piles, k)
                .map(|changes| pile_moves(changes, &piles).join(", "));
            Ok(format!("{who} (Nim-{k})\n") + &*listing(list.into_iter().collect()))
        }
        "staircase" => {
            let stairs: Vec<u64> = std::iter::once(0).chain(numbers(rest)?).collect();
            let value = u128::from(staircase::odd_stair_sum(&stairs));
            let list = staircase::winning_moves(&stairs)
                .into_iter()
                .map(|(i, c)| format!("move {c} from stair {i} to stair {}", i - 1));
            Ok(verdict(value) + &*listing(list.collect()))
        }
        "lasker" => {
            let piles = numbers(rest)?;
            let value = lasker::value(&piles);
            let list = lasker_moves(&piles, value);
            if value != 0 && piles.iter().any(|&n| n > MOST_SPLIT_LISTED) {
                let note = format!("splits are listed for piles up to {MOST_SPLIT_LISTED}");
                return Ok(verdict(value)
                    + &*match list.is_empty() {
                        true => format!("no winning take ({note})\n"),
                        false => listing(list) + &*format!("({note})\n"),
                    });
            }
            Ok(verdict(value) + &*listing(list))
        }
        _ => match pair_rule(args)? {
            // Two heaps of a rule are a position of that rule.
            Some((pair, rest)) => match pair.options {
                Some(options) => pair_moves(&pair, Some(options), &numbers(rest)?),
                None => coin_moves(&args[1..]),
            },
            None => coin_moves(args),
        },
    }
}

/// A position `(a, b)` of a two-dimensional game with its own moves: its value from the grid up
/// to it, and every move to value 0.
fn pair_moves(
    pair: &PairRule,
    options: Option<Options>,
    position: &[u64],
) -> Result<String, String> {
    let &[a, b] = position else {
        return Err(format!("usage: sg moves {} A B", pair.name));
    };
    let range = pair.first as u64..MOST_SIDE as u64;
    if !range.contains(&a) || !range.contains(&b) {
        return Err(format!(
            "{} takes A and B from {} to {} here, found ({a}, {b})",
            pair.name,
            range.start,
            range.end - 1
        ));
    }
    let (a, b) = (a as usize, b as usize);
    // A script's options may leave the square of (a, b): the grid reaches them too.
    let script_options = match (options, &pair.script) {
        (None, Some(script)) => script.pair_options(a, b)?,
        _ => Vec::new(),
    };
    let reach = script_options.iter().map(|&(x, y)| x.max(y));
    let grid = pair.grid(reach.fold(a.max(b), usize::max) + 1)?;
    let mut list = Vec::new();
    let mut listed = |parts: &[(usize, usize)]| {
        if parts.iter().fold(0, |s, &(x, y)| s ^ grid.value(x, y)) == 0 {
            let parts: Vec<String> = parts.iter().map(|(x, y)| format!("({x}, {y})")).collect();
            list.push(format!("to {}", parts.join(" + ")));
        }
    };
    match (options, &pair.script) {
        (Some(options), _) => options(a, b, &mut listed),
        (None, Some(_)) => {
            for option in script_options {
                listed(&[option]);
            }
        }
        (None, None) => unreachable!("pair RULE positions are listed as coins or heaps"),
    }
    Ok(verdict(grid.value(a, b).into()) + &*listing(list))
}

/// Lasker's Nim's splits are listed for piles up to this (one pass over the ways to split).
const MOST_SPLIT_LISTED: u64 = 1_000_000;

/// Lasker's Nim: takes and splits that leave value 0 (splits listed for piles up to 10^6).
pub(crate) fn lasker_moves(piles: &[u64], total: u128) -> Vec<String> {
    let mut list = Vec::new();
    for (i, &n) in piles.iter().enumerate() {
        let target = total ^ lasker::pile_value(n);
        for left in [target.wrapping_sub(1), target, target + 1] {
            if left < u128::from(n) && lasker::pile_value(left as u64) == target {
                list.push(format!("pile {}: {n} -> {left}", i + 1));
            }
        }
        if n <= MOST_SPLIT_LISTED {
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
pub(crate) fn coin_moves(args: &[&str]) -> Result<String, String> {
    let Some((rule, rest)) = coin_rule(args)? else {
        return heap_moves(args);
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
    let last = heads.last().copied().unwrap_or(0);
    // Rules without a closed form build a table up to the last coin.
    let tabled = matches!(rule, Rule::Twins(_) | Rule::Partner(_) | Rule::Grunt);
    if tabled && last >= MOST_MOVES_HEAP {
        return Err(format!(
            "coins are below {MOST_MOVES_HEAP} here for this rule, found {last}"
        ));
    }
    let value = rule.row_value(&heads);
    if value == 0 {
        return Ok(verdict(value) + &*listing(Vec::new()));
    }
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
    Ok(verdict(value) + &*listing(list))
}

/// The heaps `sg moves` takes for a heap rule are below this (Grundy's game computes its
/// values up to 2^22 in about 8 s).
const MOST_MOVES_HEAP: u64 = 1 << 22;

/// The games `sg moves` knows besides the rules of [`RULE_NAMES`].
const GAME_NAMES: [&str; 8] = [
    "misere",
    "bash",
    "wythoff",
    "nimk",
    "staircase",
    "kiki",
    "cutting",
    "euclid",
];

/// A sum of heaps of a heap rule (octal codes, subtraction sets, Grundy's game): its value, the
/// XOR of the heaps' values, and every move to value 0 (listed while the heaps are below the
/// rule's bound).
fn heap_moves(args: &[&str]) -> Result<String, String> {
    let (rule, rest) = rule(args).map_err(|message| {
        if !message.starts_with("unknown rule") {
            return message;
        }
        let names: Vec<&str> = RULE_NAMES.iter().chain(&GAME_NAMES).copied().collect();
        let hint = suggestion(args[0], &names);
        format!("unknown game '{}'{hint} (try sg help moves)", args[0])
    })?;
    if rule.heap_moves().is_none() {
        return Err(format!(
            "'{}' is not a heap game (try sg help moves)",
            args[0]
        ));
    }
    heap_moves_of(rule.as_ref(), rest)
}

/// A sum of heaps of `rule`: its value and every move to value 0.
fn heap_moves_of(rule: &dyn HeapRule, rest: &[&str]) -> Result<String, String> {
    let Some(heap_moves) = rule.heap_moves() else {
        return Err("not a heap game (try sg help moves)".into());
    };
    let mut heaps = Vec::with_capacity(rest.len());
    // Every value up to the largest heap is computed: kept to what takes seconds.
    let most = MOST_MOVES_HEAP.min(rule.most());
    for text in rest {
        match number(text)? {
            heap if heap >= most => {
                return Err(format!("heaps are below {most} here, found {heap}"));
            }
            heap => heaps.push(heap as usize),
        }
    }
    let len = heaps.iter().max().map_or(0, |&n| n + 1);
    let values = rule.values(len)?;
    let value = heaps.iter().fold(0, |s, &n| s ^ values[n]);
    if value == 0 {
        return Ok(verdict(value) + &*listing(Vec::new()));
    }
    if len > heap_moves.listed_below {
        let most = heap_moves.listed_below;
        return Ok(
            verdict(value) + &*format!("(winning moves are listed for heaps below {most})\n")
        );
    }
    let mut list = Vec::new();
    for (i, &n) in heaps.iter().enumerate() {
        let target = value ^ values[n];
        for left in (heap_moves.leaves)(n) {
            if left.iter().fold(0, |s, &h| s ^ values[h]) == target {
                let left: Vec<String> = left.iter().map(usize::to_string).collect();
                let left = match left.split_last() {
                    None => "nothing".to_string(),
                    Some((last, [])) => last.clone(),
                    Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
                };
                list.push(format!("heap {}: {n} -> {left}", i + 1));
            }
        }
    }
    Ok(verdict(value) + &*listing(list))
}

/// `sg plot`: a picture of the values of a heap rule, or of a two-dimensional game as a grid.
pub(crate) fn plot(args: &[&str], path: &str, script: Option<&str>) -> Result<String, String> {
    let (rule, rest) = match parse(args, script)? {
        Parsed::Heap(rule, rest) => (rule, rest),
        Parsed::Pair(pair, rest) => {
            let [n] = rest else {
                return Err("usage: sg plot GAME N -o FILE.png".into());
            };
            let grid = pair.grid(side(n, &pair)?)?;
            super::plot::grid(&grid, pair.first, path)?;
            return Ok(String::new());
        }
    };
    let [n] = rest else {
        return Err("usage: sg plot RULE N -o FILE.png".into());
    };
    let size = number(n).map(|n| usize::try_from(n).unwrap_or(usize::MAX))?;
    super::plot::heaps(rule.as_ref(), size, path)?;
    Ok(String::new())
}
