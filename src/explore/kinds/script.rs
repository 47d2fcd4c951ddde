//! Rules written by the user in rhai (`--rule FILE`): `fn moves(n)` returns the options of a
//! heap of n, each an integer (one heap) or an array of integers (a move that leaves several
//! heaps, worth the XOR of their values); `fn moves(a, b)` returns the options of a position of
//! a two-dimensional game, each an array `[a2, b2]`. A game that can come back to a position
//! says so with `const LOOPY = true;` and is valued by the generalized Sprague-Grundy function.
//!
//! The script is compiled once and its function called once per position with the compiled
//! tree (no parsing per call). The engine is sandboxed: rhai has no file or network access,
//! modules are off, and each call is bounded in operations, call depth, and the sizes of
//! arrays and strings; every error is one message naming the script's line and the position.

use crate::explore::output::{Output, Progress};
use crate::explore::rule::{HeapMoves, HeapRule};
use crate::games::generalized_sg::{self, Value};
use crate::games::loopy::GameGraph;
use crate::games::sg;
use rhai::{Array, CallFnOptions, Dynamic, Engine, EvalAltResult, Position, Scope, AST};
use std::rc::Rc;

/// The most positions a script's table takes.
pub const MOST_SCRIPT_POSITIONS: u64 = 10_000_000;
/// The most operations one call of `moves` may take.
const MOST_OPERATIONS: u64 = 10_000_000;

/// A compiled script and the engine that runs it.
pub struct Script {
    file: String,
    engine: Engine,
    ast: AST,
    /// The script said `const LOOPY = true;`: options may be any position.
    pub loopy: bool,
    /// `moves` takes two numbers: a two-dimensional game.
    pub two_dimensional: bool,
}

/// Positions whose options are computed together, on every core, between looks at the values.
const BATCH: usize = 1 << 12;

/// `f(n)` for each n of `range`, in order, computed on up to `threads` threads (the options of
/// a position do not depend on any value, so a batch of positions is independent work).
fn in_parallel<T: Send>(
    range: std::ops::Range<usize>,
    threads: usize,
    f: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let threads = threads.max(1);
    let size = ((range.len() + threads - 1) / threads).max(1);
    let f = &f;
    std::thread::scope(|s| {
        let parts: Vec<_> = (range.start..range.end)
            .step_by(size)
            .map(|from| {
                let to = (from + size).min(range.end);
                s.spawn(move || (from..to).map(f).collect::<Vec<T>>())
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|part| part.join().expect("a script thread does not panic"))
            .collect()
    })
}

/// How many threads evaluate a script: the machine's cores, at most 8.
fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(8))
}

/// Native functions a rule can call, each running at Rust's speed where a loop in the script
/// would run at rhai's (about a million steps a second): `take(n, amounts)` (the heaps left by
/// taking each amount from 1 to n), `squares(n)`, `powers(b, n)` (1, b, b², … up to n),
/// `divisors(n)` and `primes(n)` (those up to n, ascending), and for a two-dimensional game
/// `steps(a, b, [[x, y], …])` (the positions (a − x, b − y) that stay on the board).
fn register_helpers(engine: &mut Engine) {
    engine.register_fn("take", |n: i64, amounts: Array| -> Array {
        let amounts = amounts.iter().filter_map(|a| a.as_int().ok());
        amounts
            .filter(|&a| 1 <= a && a <= n)
            .map(|a| Dynamic::from_int(n - a))
            .collect()
    });
    engine.register_fn("squares", |n: i64| -> Array {
        (1..)
            .map(|k: i64| k * k)
            .take_while(|&s| s <= n)
            .map(Dynamic::from_int)
            .collect()
    });
    engine.register_fn("powers", |b: i64, n: i64| -> Array {
        let mut all = Array::new();
        let mut p: i64 = 1;
        while p <= n {
            all.push(Dynamic::from_int(p));
            match p.checked_mul(b) {
                Some(next) if b > 1 => p = next,
                _ => break,
            }
        }
        all
    });
    engine.register_fn("divisors", |n: i64| -> Array {
        let (mut small, mut large) = (Vec::new(), Vec::new());
        let mut d: i64 = 1;
        while d * d <= n {
            if n % d == 0 {
                small.push(d);
                if d * d != n {
                    large.push(n / d);
                }
            }
            d += 1;
        }
        small
            .into_iter()
            .chain(large.into_iter().rev())
            .map(Dynamic::from_int)
            .collect()
    });
    engine.register_fn("steps", |a: i64, b: i64, steps: Array| -> Array {
        let step = |s: &Dynamic| {
            let s = s.clone().into_array().ok()?;
            match s[..] {
                [ref x, ref y] => Some((x.as_int().ok()?, y.as_int().ok()?)),
                _ => None,
            }
        };
        steps
            .iter()
            .filter_map(step)
            .map(|(x, y)| (a - x, b - y))
            .filter(|&(x, y)| x >= 0 && y >= 0)
            .map(|(x, y)| Dynamic::from_array(vec![Dynamic::from_int(x), Dynamic::from_int(y)]))
            .collect()
    });
    let sieve = std::sync::Arc::new(std::sync::RwLock::new(Vec::<i64>::new()));
    engine.register_fn("primes", move |n: i64| -> Array {
        let known = |primes: &Vec<i64>| primes.last().is_some_and(|&p| p >= n) || n < 2;
        if !known(&sieve.read().expect("no poisoned lock")) {
            // Sieve up to twice what is asked, so the list is grown O(log n) times.
            let limit = (n.max(2) as usize).saturating_mul(2).min(1 << 28);
            let mut composite = vec![false; limit + 1];
            let mut primes = Vec::new();
            for p in 2..=limit {
                if !composite[p] {
                    primes.push(p as i64);
                    (p * p..=limit).step_by(p).for_each(|m| composite[m] = true);
                }
            }
            *sieve.write().expect("no poisoned lock") = primes;
        }
        let primes = sieve.read().expect("no poisoned lock");
        let end = primes.partition_point(|&p| p <= n);
        primes[..end]
            .iter()
            .map(|&p| Dynamic::from_int(p))
            .collect()
    });
}

/// `file: line L: what` (or without the line when rhai gives none).
fn located(file: &str, position: Position, what: &str) -> String {
    match position.line() {
        Some(line) => format!("{file}: line {line}: {what}"),
        None => format!("{file}: {what}"),
    }
}

impl Script {
    /// Reads and compiles `file`: it must define `moves` with one or two parameters.
    pub(crate) fn load(file: &str) -> Result<Script, String> {
        let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
        let mut engine = Engine::new();
        engine
            .set_max_operations(MOST_OPERATIONS)
            .set_max_call_levels(64)
            .set_max_expr_depths(64, 64)
            .set_max_string_size(1 << 16)
            .set_max_array_size(1 << 20)
            .set_max_map_size(1 << 16)
            .set_max_variables(1 << 10)
            .set_max_functions(1 << 10);
        register_helpers(&mut engine);
        // The explorer's stdout is the table: a script's prints go to stderr.
        engine.on_print(|text| eprintln!("{text}"));
        engine.on_debug(|text, _, _| eprintln!("{text}"));
        let ast = engine.compile(&text).map_err(|e| {
            let what = format!("syntax error: {}", e.err_type());
            located(file, e.position(), &what)
        })?;
        let arity: Vec<usize> = ast
            .iter_functions()
            .filter(|f| f.name == "moves")
            .map(|f| f.params.len())
            .collect();
        let two_dimensional = match arity[..] {
            [1] => false,
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
        let loopy = scope.get_value::<bool>("LOOPY").unwrap_or(false);
        Ok(Script {
            file: file.to_owned(),
            engine,
            ast,
            loopy,
            two_dimensional,
        })
    }

    /// The script's name for messages.
    pub(crate) fn name(&self) -> &str {
        &self.file
    }

    /// What `moves` returns for `args` (shown as `position` in messages).
    fn call(&self, args: impl rhai::FuncArgs, position: &str) -> Result<Array, String> {
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(true);
        let mut scope = Scope::new();
        let result: Result<Dynamic, Box<EvalAltResult>> = self
            .engine
            .call_fn_with_options(options, &mut scope, &self.ast, "moves", args);
        let result = result.map_err(|mut e| {
            // The line goes in front; rhai's own text would repeat it at the end.
            let at = e.take_position();
            let what = match *e {
                EvalAltResult::ErrorTooManyOperations(_) => {
                    format!("more than {MOST_OPERATIONS} operations (an endless loop?)")
                }
                ref other => other.to_string(),
            };
            located(
                &self.file,
                at,
                &format!("{what} (evaluating moves({position}))"),
            )
        })?;
        result.into_array().map_err(|found| {
            format!(
                "{}: moves({position}) returned {found}, not an array of options",
                self.file
            )
        })
    }

    /// A number of an option of `position`: a heap or a coordinate, not negative.
    fn number(&self, value: &Dynamic, position: &str) -> Result<usize, String> {
        match value.as_int() {
            Ok(n) if n >= 0 => Ok(n as usize),
            Ok(n) => Err(format!(
                "{}: moves({position}) gave a negative number, {n}",
                self.file
            )),
            Err(found) => Err(format!(
                "{}: moves({position}) gave {found} where a whole number belongs",
                self.file
            )),
        }
    }

    /// The options of a heap of `n`: the heaps each leaves.
    pub(crate) fn heap_options(&self, n: usize) -> Result<Vec<Vec<usize>>, String> {
        let shown = n.to_string();
        let array = self.call((n as i64,), &shown)?;
        array
            .iter()
            .map(|option| match option.clone().into_array() {
                Ok(heaps) => heaps.iter().map(|h| self.number(h, &shown)).collect(),
                Err(_) => Ok(vec![self.number(option, &shown)?]),
            })
            .collect()
    }

    /// The values of the positions (a, b) below `side` of a two-dimensional game that ends, at
    /// `a · side + b`: options inside the square, and no cycle.
    pub(crate) fn pair_values(&self, side: usize) -> Result<Vec<u64>, String> {
        if self.loopy {
            return Err(format!(
                "{}: a two-dimensional game with cycles (LOOPY) has no grid of values here; \
                 sg graph takes its positions as a graph",
                self.file
            ));
        }
        let mut successors = Vec::with_capacity(side * side);
        let all = in_parallel(0..side * side, threads(), |i| {
            self.pair_options(i / side, i % side)
        });
        for (i, options) in all.into_iter().enumerate() {
            let (a, b) = (i / side, i % side);
            {
                let mut next = Vec::new();
                for (a2, b2) in options? {
                    if a2 >= side || b2 >= side {
                        return Err(format!(
                            "{}: moves({a}, {b}) gave ({a2}, {b2}), outside the positions below \
                             {side}: ask for more",
                            self.file
                        ));
                    }
                    next.push(a2 * side + b2);
                }
                successors.push(next);
            }
        }
        sg::dag_values(&successors).map_err(|e| match e {
            sg::BadGraph::Cycle { position } => format!(
                "{}: play can come back to ({}, {}): a game with cycles says const LOOPY = true; \
                 at the top of the script",
                self.file,
                position / side,
                position % side
            ),
            sg::BadGraph::OutOfRange { .. } => unreachable!("options are checked"),
        })
    }

    /// The options of the position (a, b): the positions each leads to.
    pub(crate) fn pair_options(&self, a: usize, b: usize) -> Result<Vec<(usize, usize)>, String> {
        let shown = format!("{a}, {b}");
        let array = self.call((a as i64, b as i64), &shown)?;
        array
            .iter()
            .map(|option| {
                let pair = option.clone().into_array().ok().filter(|p| p.len() == 2);
                let Some(pair) = pair else {
                    return Err(format!(
                        "{}: moves({shown}) gave {option}, not a position [a2, b2]",
                        self.file
                    ));
                };
                Ok((
                    self.number(&pair[0], &shown)?,
                    self.number(&pair[1], &shown)?,
                ))
            })
            .collect()
    }

    /// The values of heaps `0..len` of a game that ends: each option's heaps smaller than the
    /// heap (else an error that says how to declare a game with cycles).
    fn finite_values(&self, len: usize) -> Result<Vec<u128>, String> {
        let mut values: Vec<u128> = Vec::with_capacity(len.min(1 << 20));
        let mut progress = Progress::new(Some(len), true);
        let threads = threads();
        for start in (0..len).step_by(BATCH) {
            let end = (start + BATCH).min(len);
            let batch = in_parallel(start..end, threads, |n| self.heap_options(n));
            for (n, options) in (start..end).zip(batch) {
                let mut option_values = Vec::new();
                for heaps in options? {
                    let mut sum = 0;
                    for &h in &heaps {
                        if h >= n {
                            return Err(format!(
                                "{}: moves({n}) gave an option with a heap of {h}, not smaller \
                                 than {n}: a game that can come back to a position says const \
                                 LOOPY = true; at the top of the script",
                                self.file
                            ));
                        }
                        sum ^= values[h];
                    }
                    option_values.push(sum as u64);
                }
                values.push(u128::from(sg::mex(option_values)));
            }
            progress.show_values(end);
        }
        Ok(values)
    }

    /// The generalized values of heaps `0..len` of a game with cycles: each option one heap
    /// below `len`.
    pub(crate) fn loopy_values(&self, len: usize) -> Result<Vec<Value>, String> {
        let mut moves = Vec::new();
        let all = in_parallel(0..len, threads(), |n| self.heap_options(n));
        for (n, options) in all.into_iter().enumerate() {
            for heaps in options? {
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

/// A heap rule given by a script.
pub(crate) struct ScriptRule {
    script: Rc<Script>,
    heap_moves: HeapMoves,
}

impl ScriptRule {
    pub(crate) fn new(script: Script) -> Self {
        let script = Rc::new(script);
        let listed = script.clone();
        // `moves` listing runs after the values, so the options have been checked already.
        let heap_moves =
            HeapMoves::new(move |n| listed.heap_options(n).unwrap_or_default(), 1 << 20);
        ScriptRule { script, heap_moves }
    }
}

impl HeapRule for ScriptRule {
    fn most(&self) -> u64 {
        MOST_SCRIPT_POSITIONS
    }

    fn values(&self, len: usize) -> Result<Vec<u128>, String> {
        if !self.script.loopy {
            return self.script.finite_values(len);
        }
        self.script
            .loopy_values(len)?
            .into_iter()
            .enumerate()
            .map(|(n, v)| match v {
                Value::Finite(v) => Ok(u128::from(v)),
                infinite => Err(format!(
                    "heap {n} of {} is worth {infinite}: play from it can go on forever; sg \
                     table --rule {} N shows every value",
                    self.script.name(),
                    self.script.name()
                )),
            })
            .collect()
    }

    fn table(&self, len: usize, out: &mut Output) -> Result<(), String> {
        if !self.script.loopy {
            for value in self.values(len)? {
                out.value(value)?;
            }
            return Ok(());
        }
        for value in self.script.loopy_values(len)? {
            out.word(&value.to_string())?;
        }
        Ok(())
    }

    fn heap_moves(&self) -> Option<&HeapMoves> {
        Some(&self.heap_moves)
    }

    fn options_at(&self, n: u64) -> Option<Result<Vec<Vec<u64>>, String>> {
        let n = usize::try_from(n)
            .ok()
            .filter(|&n| n <= i64::MAX as usize)?;
        let options = self.script.heap_options(n).map(|options| {
            let heaps = |o: Vec<usize>| o.into_iter().map(|h| h as u64).collect();
            options.into_iter().map(heaps).collect()
        });
        (!self.script.loopy).then_some(options)
    }
}
