//! Rules written by the user in rhai (`--rule FILE`): `fn moves(n)` returns the options of a
//! heap of n, each an integer (one heap) or an array of integers (a move that leaves several
//! heaps, worth the XOR of their values); `fn moves(a, b)` returns the options of a position of
//! a two-dimensional game, each an array `[a2, b2]`. A game that can come back to a position
//! says so with `const LOOPY = true;` and is valued by the generalized Sprague-Grundy function.
//! An option `split(total, k)` stands for every split of `total` into k heaps, walked natively
//! (`split.rs`); a rule that also defines `fn start(n)` has positions that are not heaps
//! (`positions.rs`), and one that defines `fn positions(k)` a family of positions listed by
//! size (`families.rs`, its natives in `script/families.rs` and `script/trees.rs`); `--const
//! NAME=VALUE` sets a constant before the script is compiled (`script/constants.rs`); the
//! two-dimensional game's options and square are in `script/pairs.rs`; the rule as a heap
//! rule, its options at one heap natively where `moves` translates (`script/native.rs`), in
//! `script/heap_rule.rs`.
//!
//! The script is compiled once and its function called once per position with the compiled
//! tree (no parsing per call). The engine is sandboxed: rhai has no file or network access,
//! modules are off, and each call is bounded in operations, call depth, the memory it takes
//! (`memory.rs`, counted by the `sg` binary's allocator) and what `moves` returns in the heaps
//! it leaves; every error is one message naming the script's line and the position.

pub(crate) mod conjecture;
pub mod constants;
mod families;
mod heap_rule;
pub(crate) mod native;
mod pairs;
mod parallel;
pub(crate) mod trees;

pub(crate) use heap_rule::ScriptRule;
pub(crate) use parallel::{in_parallel, threads};

use super::expected::{self, describe};
use super::split::Split;
use crate::explore::output::Progress;
use crate::search::generalized_sg::{self, Value};
use crate::search::loopy::GameGraph;
use crate::zero_sum::minimax::Side;
use rhai::{Array, CallFnOptions, Dynamic, Engine, EvalAltResult, Position, Scope, AST};

/// The most positions a script's table takes.
pub const MOST_SCRIPT_POSITIONS: u64 = 10_000_000;
/// The most operations one call of `moves` may take.
const MOST_OPERATIONS: u64 = 10_000_000;
/// The most heaps the options `moves` returns may leave in all. Rhai's own data-size limits
/// are off: with them the engine re-measures an array after every change, so building a list
/// of k options costs k² (`for i in 0..k { a.push(i); }` took 2.6 s for k = 10^5). What a call
/// builds one step at a time is bounded by its operations; what it returns is counted here.
const MOST_LEFT: usize = 1 << 24;

thread_local! {
    /// The bytes held when this thread's current script call began.
    static CALL_START: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A compiled script and the engine that runs it.
pub struct Script {
    file: String,
    engine: Engine,
    ast: AST,
    /// The script said `const LOOPY = true;`: options may be any position.
    pub loopy: bool,
    /// `moves` takes two numbers: a two-dimensional game.
    pub two_dimensional: bool,
    /// The script defines `start(n)`: its positions are arrays or bit masks, not heaps.
    pub start: bool,
    /// The script defines `value(position)` or `score(position)`: a scored game (`scored.rs`).
    pub scored: bool,
    /// The script defines `left(p)` and `right(p)`: a partizan game (`partizan.rs`).
    pub partizan: bool,
    /// The script said `const PLAYERS = "max-min";` (the maximiser moves first) or `"min-max"`
    /// and defines `score(position)`: a scored game whose players make the final number large
    /// and small, this one moving first at each start.
    pub max_min: Option<Side>,
    /// The script defines `guess(p)`, its conjecture, checked by `sg table` (`conjecture.rs`).
    pub guess: bool,
    /// The script defines `positions(k)`, every position of size k (`kinds/families.rs`).
    pub positions: bool,
    /// The script defines `features(p)`, a map of named numbers of a position.
    pub features: bool,
    /// The names of the top level's variables (`let`), which functions do not see.
    variables: Vec<String>,
    /// `moves(n)` of a heap rule translated to run without the engine, if it can be.
    native: Option<native::Native>,
    /// The work of the options [`options_at`](Self::options_at) listed by calling the script:
    /// one a call, plus the heaps its options leave.
    work: std::sync::atomic::AtomicU64,
}

/// What `moves` of a heap rule returns.
const HEAP_OPTIONS: &str = "an array of options, each a heap (a whole number), an array of heaps \
                            or a split(total, k)";

/// The options of a heap: the heaps each leaves, and the splits the engine walks itself.
#[derive(Default)]
pub(crate) struct Options {
    pub heaps: Vec<Vec<usize>>,
    pub splits: Vec<Split>,
}

impl Options {
    /// Every option as the heaps it leaves, the splits' ways listed.
    fn all(self) -> Vec<Vec<usize>> {
        let ways = self.splits.iter().flat_map(Split::ways);
        self.heaps.into_iter().chain(ways).collect()
    }
}

/// Positions whose options are computed together, on every core, between looks at the values.
const BATCH: usize = 1 << 12;

/// `file: line L: what` (or without the line when rhai gives none).
fn located(file: &str, position: Position, what: &str) -> String {
    match position.line() {
        Some(line) => format!("{file}: line {line}: {what}"),
        None => format!("{file}: {what}"),
    }
}

impl Script {
    /// Reads `file`, applies `--const`, and compiles it ([`compile`](Self::compile)).
    pub(crate) fn load(file: &str) -> Result<Script, String> {
        let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
        let text = constants::applied(file, &text)?;
        Script::compile(file, &text)
    }

    /// Compiles `text`, the rule of `file`: `moves` with one or two parameters (one with `start`).
    pub(crate) fn compile(file: &str, text: &str) -> Result<Script, String> {
        let mut engine = Engine::new();
        engine
            .set_max_operations(MOST_OPERATIONS)
            .set_max_call_levels(64)
            .set_max_expr_depths(64, 64)
            .set_max_variables(1 << 10)
            .set_max_functions(1 << 10);
        // A call stops when the bytes held grow by more than memory::MOST_GROWTH from where
        // they were when it began (what the call began with, per thread).
        engine.on_progress(|_| {
            let held = crate::explore::memory::live();
            let grown = CALL_START.with(|start| held.saturating_sub(start.get()));
            (grown > crate::explore::memory::MOST_GROWTH).then(|| Dynamic::from("memory"))
        });
        super::helpers::register(&mut engine);
        families::register(&mut engine);
        trees::register(&mut engine);
        // The explorer's stdout is the table: a script's prints go to stderr.
        engine.on_print(|text| eprintln!("{text}"));
        engine.on_debug(|text, _, _| eprintln!("{text}"));
        let ast = engine.compile(text).map_err(|e| {
            let what = format!("syntax error: {}", e.err_type());
            located(file, e.position(), &what)
        })?;
        let arity = |name: &str| -> Vec<usize> {
            let defined = ast.iter_functions().filter(|f| f.name == name);
            defined.map(|f| f.params.len()).collect()
        };
        let one = |name: &str, usage: &str| match arity(name)[..] {
            [] => Ok(false),
            [1] => Ok(true),
            _ => Err(format!("{file}: {usage}")),
        };
        let start = one(
            "start",
            "start takes one number n and returns the starting position of n, an array of \
             numbers or a bit mask",
        )?;
        let positions = one(
            "positions",
            "positions takes one number k and returns every position of size k, an array of \
             positions (numbers, arrays of numbers or bit masks): fn positions(k)",
        )?;
        let features = one(
            "features",
            "features takes one position and returns a map of named numbers, like #{diameter: \
             3, leaves: 2}: fn features(p)",
        )?;
        let one_position = |name: &str, what: &str| {
            let usage = format!(
                "{name} takes one position and returns {what} when no move is left: fn \
                 {name}(position)"
            );
            one(name, &usage)
        };
        let guess = match arity("guess")[..] {
            [] => false,
            [1] | [2] => true,
            _ => {
                return Err(format!(
                    "{file}: guess takes one position (what moves takes) and returns the value \
                     guessed there: fn guess(p)"
                ))
            }
        };
        let valued = one_position("value", "the payoff to the player to move there")?;
        let final_score = one_position("score", "the final number")?;
        let scored = valued || final_score;
        let partizan = match (&arity("left")[..], &arity("right")[..]) {
            ([], []) => false,
            ([1], [1]) if !arity("moves").is_empty() => {
                return Err(format!(
                    "{file}: defines both moves (an impartial rule: both players have the same \
                     moves) and left and right (a partizan rule: each player has their own): \
                     keep one"
                ))
            }
            ([1], [1]) => true,
            ([], _) | (_, []) => {
                return Err(format!(
                    "{file}: a partizan rule defines both fn left(position) and fn \
                     right(position), the options of Left and of Right"
                ))
            }
            _ => {
                return Err(format!(
                    "{file}: left and right take one position each: fn left(position), fn \
                     right(position)"
                ))
            }
        };
        let two_dimensional = match arity("moves")[..] {
            [] if partizan => false,
            [1] => false,
            [2] if start || positions => {
                let listed = if start { "start(n)" } else { "positions(k)" };
                return Err(format!(
                    "{file}: a rule with {listed} has fn moves(position), one parameter: the \
                     position, an array of numbers or a bit mask"
                ));
            }
            [2] => true,
            [] => {
                return Err(format!(
                    "{file}: no function moves: define fn moves(n) returning the options of a \
                     heap of n (or fn moves(a, b) for a two-dimensional game)"
                ))
            }
            _ => {
                return Err(format!(
                    "{file}: moves takes one number n (a heap) or two, a and b (a position of a \
                     two-dimensional game)"
                ))
            }
        };
        // The script's top level runs once, for its constants (LOOPY).
        let mut scope = Scope::new();
        engine
            .run_ast_with_scope(&mut scope, &ast)
            .map_err(|mut e| {
                let at = e.take_position();
                located(file, at, &e.to_string())
            })?;
        let loopy = match scope.get("LOOPY") {
            None => false,
            Some(loopy) if loopy.is_bool() => loopy.as_bool().unwrap_or(false),
            Some(other) => {
                let found = describe(other);
                return Err(format!(
                    "{file}: LOOPY says whether play can come back to a position: const LOOPY = \
                     true; (or false), found {found}"
                ));
            }
        };
        let max_min = players(file, &scope, valued, final_score)?;
        // Rhai's functions see none of the top level's variables: its constants are given to
        // them by a variable resolver, asked before a function's own scope, which so answers
        // only for names that are not the function's own (locals and parameters shadow them).
        // Unlike a module's variables, a resolved name is also captured by a closure
        // (`filter(|k| k <= K)`).
        let mut constants = std::collections::HashMap::new();
        let mut variables = Vec::new();
        for (name, constant, value) in scope.iter() {
            match constant {
                true => _ = constants.insert(name.to_owned(), value),
                false => variables.push(name.to_owned()),
            }
        }
        let heaps = !(start || positions || two_dimensional || partizan || scored || loopy);
        let native = heaps
            .then(|| native::Native::compile(&ast, &constants))
            .flatten();
        // on_var is marked deprecated as "volatile" (it may change), not as replaced.
        #[allow(deprecated)]
        engine.on_var(move |name, index, context| {
            if index > 0 || context.scope().contains(name) {
                return Ok(None);
            }
            Ok(constants.get(name).cloned())
        });
        if partizan && (scored || loopy) {
            return Err(format!(
                "{file}: a partizan rule (fn left and fn right) is valued by its canonical form: \
                 no fn value or fn score, and its play must end (no LOOPY)"
            ));
        }
        if scored && (loopy || two_dimensional) {
            return Err(format!(
                "{file}: a scored rule (fn value or fn score) has fn moves(n) or fn start(n) with \
                 fn moves(position), and must end: no LOOPY, no moves(a, b)"
            ));
        }
        Ok(Script {
            file: file.to_owned(),
            engine,
            ast,
            loopy,
            two_dimensional,
            start,
            scored,
            partizan,
            max_min,
            guess,
            positions,
            features,
            variables,
            native,
            work: Default::default(),
        })
    }

    /// A position written on the command line in rhai (`[1, 0, 1]`, `0b101`).
    pub(crate) fn evaluate(&self, text: &str) -> Result<Dynamic, String> {
        self.engine.eval_expression::<Dynamic>(text).map_err(|e| {
            format!(
                "'{text}' is not a position: expected a whole number N (the start of N) or a \
                 position written in rhai like [1, 0, 1] or 0b101 ({})",
                e.to_string().split(" (line").next().unwrap_or_default()
            )
        })
    }

    /// The script's name for messages.
    pub(crate) fn name(&self) -> &str {
        &self.file
    }

    /// What `moves` returns for `args` (shown as `position` in messages): an array, which is
    /// `wants` (for the message when it is not).
    fn call(
        &self,
        args: impl rhai::FuncArgs,
        position: &str,
        wants: &str,
    ) -> Result<Array, String> {
        let result = self.call_fn("moves", args, position)?;
        if !result.is_array() {
            let found = describe(&result);
            let file = &self.file;
            return Err(format!(
                "{file}: moves({position}) returned {found}: moves returns {wants}"
            ));
        }
        Ok(result.into_array().expect("an array"))
    }

    /// What the script's `function` returns for `args` (shown as `position` in messages).
    pub(crate) fn call_fn(
        &self,
        function: &str,
        args: impl rhai::FuncArgs,
        position: &str,
    ) -> Result<Dynamic, String> {
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(true);
        let mut scope = Scope::new();
        CALL_START.with(|start| start.set(crate::explore::memory::live()));
        let result: Result<Dynamic, Box<EvalAltResult>> = self
            .engine
            .call_fn_with_options(options, &mut scope, &self.ast, function, args);
        result.map_err(|mut e| {
            // The error where it happened, inside the functions the script called.
            while let EvalAltResult::ErrorInFunctionCall(.., inner, _) = *e {
                e = inner;
            }
            // The line goes in front; rhai's own text would repeat it at the end.
            let at = e.take_position();
            let what = match *e {
                EvalAltResult::ErrorTooManyOperations(_) => {
                    format!("more than {MOST_OPERATIONS} operations (an endless loop?)")
                }
                EvalAltResult::ErrorTerminated(..) => format!(
                    "more than {} MiB of memory",
                    crate::explore::memory::MOST_GROWTH >> 20
                ),
                EvalAltResult::ErrorVariableNotFound(ref name, _)
                    if self.variables.contains(name) =>
                {
                    format!(
                        "{name} is a variable of the script's top level, which functions do not \
                         see: make it a constant, const {name} = ...;"
                    )
                }
                EvalAltResult::ErrorFunctionNotFound(ref signature, _) => {
                    expected::not_found(signature).unwrap_or_else(|| e.to_string())
                }
                // A helper's own message (and a script's `throw "..."`) as it is.
                EvalAltResult::ErrorRuntime(ref message, _) if message.is_string() => {
                    message.to_string()
                }
                ref other => other.to_string(),
            };
            located(
                &self.file,
                at,
                &format!("{what} (evaluating {function}({position}))"),
            )
        })
    }

    /// A number of an option of `position`: a heap or a coordinate, not negative (`wants`
    /// says what an option is, for the message when it is not).
    fn number(&self, value: &Dynamic, position: &str, wants: &str) -> Result<usize, String> {
        match value.as_int() {
            Ok(n) if n >= 0 => Ok(n as usize),
            Ok(n) => Err(format!(
                "{}: moves({position}) gave a negative number, {n}",
                self.file
            )),
            Err(_) => Err(format!(
                "{}: moves({position}) gave {} where a whole number belongs: moves returns {wants}",
                self.file,
                describe(value)
            )),
        }
    }

    /// The options of a heap of `n`: the heaps each leaves, and the splits.
    pub(crate) fn heap_options(&self, n: usize) -> Result<Options, String> {
        let shown = n.to_string();
        let array = self.call((n as i64,), &shown, HEAP_OPTIONS)?;
        let left: usize = array
            .iter()
            .map(|o| o.read_lock::<Array>().map_or(1, |heaps| heaps.len()))
            .sum();
        if left > MOST_LEFT {
            return Err(format!(
                "{}: moves({shown}) returned options leaving {left} heaps in all, more than \
                 {MOST_LEFT}",
                self.file
            ));
        }
        let mut options = Options::default();
        for option in array {
            if option.is::<Split>() {
                options.splits.push(option.cast::<Split>());
                continue;
            }
            let heaps = match option.is_array() {
                true => option.into_array().expect("an array"),
                false => vec![option],
            };
            let heaps = heaps.iter().map(|h| self.number(h, &shown, HEAP_OPTIONS));
            options.heaps.push(heaps.collect::<Result<_, _>>()?);
        }
        Ok(options)
    }

    /// The values of heaps `0..len` of a game that ends, from those of `0..known.len()`: each
    /// option's heaps smaller than the heap (else an error that says how to declare a game
    /// with cycles).
    fn finite_values(&self, known: &[u128], len: usize) -> Result<Vec<u128>, String> {
        let mut values: Vec<u128> = Vec::with_capacity(len.min(1 << 20));
        values.extend_from_slice(&known[..known.len().min(len)]);
        let mut progress = Progress::new(Some(len), true);
        let threads = threads();
        // Which values the options of a heap have (all below the power of two past the
        // largest value so far, as their heaps' values are).
        let mut seen: Vec<bool> = Vec::new();
        let mut top = values.iter().copied().max().unwrap_or(0) as usize;
        for start in (values.len()..len).step_by(BATCH) {
            let end = (start + BATCH).min(len);
            let batch = in_parallel(start..end, threads, |n| self.heap_options(n));
            for (n, options) in (start..end).zip(batch) {
                let options = options?;
                seen.clear();
                seen.resize((top + 1).next_power_of_two(), false);
                let not_smaller = |h: usize, what: String| {
                    format!(
                        "{}: moves({n}) gave {what} with a heap of {h}, not smaller than {n}: a \
                         game that can come back to a position says const LOOPY = true; at the \
                         top of the script",
                        self.file
                    )
                };
                for heaps in &options.heaps {
                    let mut sum = 0;
                    for &h in heaps {
                        if h >= n {
                            return Err(not_smaller(h, "an option".into()));
                        }
                        sum ^= values[h];
                    }
                    seen[sum as usize] = true;
                }
                for split in &options.splits {
                    match split.largest() {
                        Some(h) if h >= n => return Err(not_smaller(h, split.shown())),
                        _ => split.xors(&values, |sum| seen[sum as usize] = true)?,
                    }
                }
                let mex = seen.iter().take_while(|&&s| s).count();
                top = top.max(mex);
                values.push(mex as u128);
                progress.show_values(n + 1);
            }
        }
        Ok(values)
    }

    /// The generalized values of heaps `0..len` of a game with cycles: each option one heap
    /// below `len`.
    pub(crate) fn loopy_values(&self, len: usize) -> Result<Vec<Value>, String> {
        let mut moves = Vec::new();
        let all = in_parallel(0..len, threads(), |n| self.heap_options(n));
        for (n, options) in all.into_iter().enumerate() {
            let options = options?;
            if let Some(split) = options.splits.first() {
                return Err(format!(
                    "{}: moves({n}) gave {}: in a game with cycles (LOOPY) each option is one \
                     heap",
                    self.file,
                    split.shown()
                ));
            }
            for heaps in options.heaps {
                match heaps[..] {
                    [h] if h < len => moves.push((n, h)),
                    [h] => {
                        return Err(format!(
                            "{}: moves({n}) gave a heap of {h}, outside the {len} positions \
                             asked for: ask for more",
                            self.file
                        ))
                    }
                    _ => {
                        return Err(format!(
                            "{}: moves({n}) gave a move to several heaps: in a game with cycles \
                             (LOOPY) each option is one heap",
                            self.file
                        ))
                    }
                }
            }
        }
        Ok(generalized_sg::values(&GameGraph::new(len, &moves)))
    }
}

/// Who moves first in a scored rule whose players make the final number large and small
/// (`const PLAYERS = "max-min";` or `"min-max"` with `fn score`); `None` for a rule valued by
/// the mover's surplus (`fn value`) or not scored.
fn players(file: &str, scope: &Scope, valued: bool, score: bool) -> Result<Option<Side>, String> {
    const SAY: &str = "const PLAYERS = \"max-min\"; (the maximiser, who wants the final number \
                       large, moves first) or \"min-max\" (the minimiser first)";
    let first = match scope.get("PLAYERS") {
        None => None,
        Some(players) => match players.clone().into_string().as_deref() {
            Ok("max-min") => Some(Side::Max),
            Ok("min-max") => Some(Side::Min),
            _ => {
                let found = describe(players);
                return Err(format!(
                    "{file}: PLAYERS says who plays: {SAY}, found {found}"
                ));
            }
        },
    };
    match (first, valued, score) {
        (_, true, true) => Err(format!(
            "{file}: a scored rule defines fn value(position), the payoff to the player to move, \
             or fn score(position), the final number one player makes large and the other \
             small, not both"
        )),
        (Some(_), _, false) => Err(format!(
            "{file}: PLAYERS says one player makes the final number large and the other small: \
             define fn score(position), the final number at a position with no move"
        )),
        (None, _, true) => Err(format!(
            "{file}: fn score(position) is the final number of a game where one player makes \
             it large and the other small: say {SAY} at the top of the script"
        )),
        (first, ..) => Ok(first),
    }
}
