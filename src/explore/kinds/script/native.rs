//! A rule's `fn moves(n)` run natively: when the function is written in a small part of rhai
//! (whole numbers and booleans, `let`, `if`/`else`, `return`, arithmetic and comparisons, array
//! literals, `take(n, amounts)`, and `filter`/`map` with a closure), it is translated once into
//! a tree evaluated without the engine, about a hundred times faster than a call of the script.
//! Each construct means what it means in rhai (arithmetic that overflows or divides by zero is
//! an error there); wherever a value is not one the translation handles at a heap (a type rhai
//! would refuse, an overflow, a negative heap), the heap is not run natively: the script is
//! asked, and says what it says.
//!
//! ```text
//! fn moves(n) { if n % 1000003 == 0 { take(n, [2, 3]) } else { take(n, [1, 2, 3]) } }
//! ```
//!
//! runs natively: `sg guess --at 5000000` checks the moves of every heap up to 5·10^6 in
//! a fraction of a second, where calling the script for each would take seconds.

use crate::explore::kinds::helpers::left_by_take;
use rhai::{ASTNode, Dynamic, Expr, FnPtr, Stmt, AST};
use std::collections::HashMap;

/// A value of the translated part of rhai.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Int(i64),
    Bool(bool),
    Unit,
    Array(Vec<Value>),
}

impl Value {
    /// A constant of the script's top level, if of a type the translation handles.
    fn of(value: &Dynamic) -> Option<Value> {
        if let Ok(n) = value.as_int() {
            return Some(Value::Int(n));
        }
        if let Ok(b) = value.as_bool() {
            return Some(Value::Bool(b));
        }
        if value.is_unit() {
            return Some(Value::Unit);
        }
        let array = value.as_array_ref().ok()?;
        array
            .iter()
            .map(Value::of)
            .collect::<Option<_>>()
            .map(Value::Array)
    }
}

/// An operator on two values.
#[derive(Clone, Copy, Debug)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Xor,
}

impl Op {
    fn named(name: &str) -> Option<Op> {
        Some(match name {
            "+" => Op::Add,
            "-" => Op::Sub,
            "*" => Op::Mul,
            "/" => Op::Div,
            "%" => Op::Rem,
            "==" => Op::Eq,
            "!=" => Op::Ne,
            "<" => Op::Lt,
            "<=" => Op::Le,
            ">" => Op::Gt,
            ">=" => Op::Ge,
            "&" => Op::And,
            "|" => Op::Or,
            "^" => Op::Xor,
            _ => return None,
        })
    }

    /// `a op b` as rhai computes it on whole numbers (and `==`, `!=` on booleans); `None`
    /// where rhai would fail (overflow, division by zero) or the types are others.
    fn apply(self, a: &Value, b: &Value) -> Option<Value> {
        let (a, b) = match (a, b) {
            (Value::Int(a), Value::Int(b)) => (*a, *b),
            (Value::Bool(a), Value::Bool(b)) => {
                return match self {
                    Op::Eq => Some(Value::Bool(a == b)),
                    Op::Ne => Some(Value::Bool(a != b)),
                    _ => None,
                }
            }
            _ => return None,
        };
        let int = Value::Int;
        let bool = Value::Bool;
        Some(match self {
            Op::Add => int(a.checked_add(b)?),
            Op::Sub => int(a.checked_sub(b)?),
            Op::Mul => int(a.checked_mul(b)?),
            Op::Div => int(a.checked_div(b)?),
            Op::Rem => int(a.checked_rem(b)?),
            Op::Eq => bool(a == b),
            Op::Ne => bool(a != b),
            Op::Lt => bool(a < b),
            Op::Le => bool(a <= b),
            Op::Gt => bool(a > b),
            Op::Ge => bool(a >= b),
            Op::And => int(a & b),
            Op::Or => int(a | b),
            Op::Xor => int(a ^ b),
        })
    }
}

/// An expression, its variables resolved to slots of the function's frame.
#[derive(Debug)]
enum Node {
    Const(Value),
    Slot(usize),
    Neg(Box<Node>),
    Not(Box<Node>),
    Binary(Op, Box<(Node, Node)>),
    /// `&&` (true) or `||` (false) of booleans, left to right, stopping at the first false
    /// (true).
    Logic(bool, Vec<Node>),
    Array(Vec<Node>),
    /// `take(n, amounts)`: n − a for each amount a from 1 to n, in order.
    Take(Box<(Node, Node)>),
    /// `array.filter(closure)` (true) or `array.map(closure)` (false).
    Each(bool, Box<Node>, Box<Closure>),
    If(Box<Node>, Vec<Step>, Vec<Step>),
    Block(Vec<Step>),
}

/// A statement.
#[derive(Debug)]
enum Step {
    Let(usize, Node),
    Return(Node),
    Eval(Node),
}

/// A closure: the values it captured (evaluated where it is made, in order), then its one
/// parameter, in the frame of its body.
#[derive(Debug)]
struct Closure {
    captured: Vec<Node>,
    body: Vec<Step>,
    slots: usize,
}

/// Why evaluation stopped early: a `return` (with its value), or a value the translation does
/// not handle.
enum Stop {
    Return(Value),
    Unhandled,
}

type Run<T> = Result<T, Stop>;

/// `Some` of the value or [`Stop::Unhandled`].
fn handled<T>(value: Option<T>) -> Run<T> {
    value.ok_or(Stop::Unhandled)
}

/// A rule's `moves(n)` translated, run without the engine.
#[derive(Debug)]
pub struct Native {
    body: Vec<Step>,
    slots: usize,
}

/// The functions of rhai the translation stands in for: a script that defines its own
/// (shadowing them) is not translated.
const NATIVES: [&str; 4] = ["take", "filter", "map", "curry"];

/// The script's functions by name: their parameters and the statements of their bodies.
type Functions = HashMap<String, (Vec<String>, Vec<Stmt>)>;

/// The statements of the body of the script's function `name` (the only one of that name).
fn body(ast: &AST, name: &str) -> Vec<Stmt> {
    let mut alone = ast.clone_functions_only();
    alone.retain_functions(|_, _, f, _| f == name);
    let mut statements = Vec::new();
    alone.walk(&mut |path: &[ASTNode]| {
        if let [ASTNode::Stmt(statement)] = path {
            statements.push((*statement).clone());
        }
        true
    });
    statements
}

/// What translates a function: the script, its constants, the names in scope.
struct Translator<'a> {
    functions: &'a Functions,
    constants: &'a HashMap<String, Dynamic>,
    names: Vec<String>,
    slots: usize,
}

impl Native {
    /// `moves(n)` of `ast` translated, with the script's top-level `constants`; `None` when it
    /// uses anything the translation does not handle.
    pub fn compile(ast: &AST, constants: &HashMap<String, Dynamic>) -> Option<Native> {
        let mut functions = HashMap::new();
        for f in ast.iter_functions() {
            if NATIVES.contains(&f.name) || Op::named(f.name).is_some() {
                return None;
            }
            let params: Vec<String> = f.params.iter().map(|p| p.to_string()).collect();
            if functions
                .insert(f.name.to_owned(), (params, body(ast, f.name)))
                .is_some()
            {
                return None;
            }
        }
        let (params, body) = functions.get("moves")?;
        let [param] = &params[..] else { return None };
        let mut translator = Translator {
            functions: &functions,
            constants,
            names: vec![param.clone()],
            slots: 1,
        };
        let body = translator.block(body)?;
        Some(Native {
            body,
            slots: translator.slots,
        })
    }

    /// The options of a heap of `n`, each the heaps it leaves, as `moves(n)` returns them;
    /// `None` where a value is one the translation does not handle (the script is then asked).
    pub fn options(&self, n: u64) -> Option<Vec<Vec<u64>>> {
        let mut frame = vec![Value::Unit; self.slots];
        frame[0] = Value::Int(i64::try_from(n).ok()?);
        let result = match run(&self.body, &mut frame) {
            Ok(value) | Err(Stop::Return(value)) => value,
            Err(Stop::Unhandled) => return None,
        };
        let Value::Array(options) = result else {
            return None;
        };
        let heap = |h: &Value| match h {
            Value::Int(h) => u64::try_from(*h).ok(),
            _ => None,
        };
        options
            .iter()
            .map(|option| match option {
                Value::Array(heaps) => heaps.iter().map(heap).collect(),
                one => Some(vec![heap(one)?]),
            })
            .collect()
    }
}

impl Translator<'_> {
    /// The statements of a block, its names dropped at its end.
    fn block(&mut self, statements: &[Stmt]) -> Option<Vec<Step>> {
        let kept = self.names.len();
        let steps = statements
            .iter()
            .filter(|s| !matches!(s, Stmt::Noop(_) | Stmt::Share(_)))
            .map(|s| self.step(s))
            .collect();
        self.names.truncate(kept);
        steps
    }

    fn step(&mut self, statement: &Stmt) -> Option<Step> {
        Some(match statement {
            Stmt::Var(var, ..) => {
                let (name, value, _) = &**var;
                let value = self.node(value)?;
                self.names.push(name.name.to_string());
                self.slots = self.slots.max(self.names.len());
                Step::Let(self.names.len() - 1, value)
            }
            Stmt::Return(Some(value), ..) => Step::Return(self.node(value)?),
            Stmt::Return(None, ..) => Step::Return(Node::Const(Value::Unit)),
            Stmt::If(flow, _) => Step::Eval(Node::If(
                Box::new(self.node(&flow.expr)?),
                self.block(flow.body.statements())?,
                self.block(flow.branch.statements())?,
            )),
            Stmt::Expr(e) => Step::Eval(self.node(e)?),
            Stmt::FnCall(call, _) => Step::Eval(self.call(call)?),
            Stmt::Block(block) => Step::Eval(Node::Block(self.block(block.statements())?)),
            _ => return None,
        })
    }

    fn node(&mut self, e: &Expr) -> Option<Node> {
        Some(match e {
            Expr::IntegerConstant(n, _) => Node::Const(Value::Int(*n)),
            Expr::BoolConstant(b, _) => Node::Const(Value::Bool(*b)),
            Expr::Unit(_) => Node::Const(Value::Unit),
            Expr::DynamicConstant(value, _) => Node::Const(Value::of(value)?),
            Expr::Variable(var, ..) => {
                let name = var.1.as_str();
                match self.names.iter().rposition(|n| n == name) {
                    Some(slot) => Node::Slot(slot),
                    None => Node::Const(Value::of(self.constants.get(name)?)?),
                }
            }
            Expr::Array(items, _) => {
                Node::Array(items.iter().map(|e| self.node(e)).collect::<Option<_>>()?)
            }
            Expr::And(all, _) | Expr::Or(all, _) => Node::Logic(
                matches!(e, Expr::And(..)),
                all.iter().map(|e| self.node(e)).collect::<Option<_>>()?,
            ),
            Expr::FnCall(call, _) => self.call(call)?,
            Expr::Stmt(block) => Node::Block(self.block(block.statements())?),
            Expr::Dot(dot, ..) => {
                let base = self.node(&dot.lhs)?;
                self.methods(base, &dot.rhs)?
            }
            _ => return None,
        })
    }

    /// `base.filter(…).map(…)…`: the chain of methods after `base` (rhai nests it to the
    /// right: `Dot(filter(…), Dot(map(…), …))`).
    fn methods(&mut self, base: Node, chain: &Expr) -> Option<Node> {
        let (call, rest) = match chain {
            Expr::MethodCall(call, _) => (call, None),
            Expr::Dot(dot, ..) => match &dot.lhs {
                Expr::MethodCall(call, _) => (call, Some(&dot.rhs)),
                _ => return None,
            },
            _ => return None,
        };
        let filter = match call.name.as_str() {
            "filter" => true,
            "map" => false,
            _ => return None,
        };
        let [ref closure] = call.args[..] else {
            return None;
        };
        let closure = Box::new(self.closure(closure)?);
        let applied = Node::Each(filter, Box::new(base), closure);
        match rest {
            Some(rest) => self.methods(applied, rest),
            None => Some(applied),
        }
    }

    /// An operator or `take(n, amounts)`.
    fn call(&mut self, call: &rhai::FnCallExpr) -> Option<Node> {
        if call.capture_parent_scope {
            return None;
        }
        let name = call.name.as_str();
        match (name, &call.args[..]) {
            ("take", [n, amounts]) => {
                let (n, amounts) = (self.node(n)?, self.node(amounts)?);
                Some(Node::Take(Box::new((n, amounts))))
            }
            ("-", [a]) => Some(Node::Neg(Box::new(self.node(a)?))),
            ("!", [a]) => Some(Node::Not(Box::new(self.node(a)?))),
            (_, [a, b]) if call.op_token.is_some() => {
                let op = Op::named(name)?;
                Some(Node::Binary(op, Box::new((self.node(a)?, self.node(b)?))))
            }
            _ => None,
        }
    }

    /// A closure of one parameter: `|t| …` (a function pointer) or, when it captures
    /// variables, the block rhai makes of it (`curry(Fn, captured…)`).
    fn closure(&mut self, e: &Expr) -> Option<Closure> {
        let (pointer, captured) = match e {
            Expr::DynamicConstant(..) => (e, &[][..]),
            Expr::Stmt(block) => {
                let [Stmt::Share(_), Stmt::FnCall(call, _)] = block.statements() else {
                    return None;
                };
                match (call.name.as_str(), &call.args[..]) {
                    ("curry", [pointer, captured @ ..]) => (pointer, captured),
                    _ => return None,
                }
            }
            _ => return None,
        };
        let Expr::DynamicConstant(pointer, _) = pointer else {
            return None;
        };
        let pointer = pointer.read_lock::<FnPtr>()?;
        if !pointer.curry().is_empty() {
            return None;
        }
        let (params, body) = self.functions.get(pointer.fn_name())?;
        if params.len() != captured.len() + 1 {
            return None;
        }
        let captured = captured
            .iter()
            .map(|e| self.node(e))
            .collect::<Option<_>>()?;
        let mut inner = Translator {
            functions: self.functions,
            constants: self.constants,
            names: params.clone(),
            slots: params.len(),
        };
        let body = inner.block(body)?;
        Some(Closure {
            captured,
            body,
            slots: inner.slots,
        })
    }
}

/// The value of a block: its last statement's, if an expression, else `()`.
fn run(steps: &[Step], frame: &mut [Value]) -> Run<Value> {
    let mut last = Value::Unit;
    for step in steps {
        last = match step {
            Step::Let(slot, node) => {
                frame[*slot] = eval(node, frame)?;
                Value::Unit
            }
            Step::Return(node) => return Err(Stop::Return(eval(node, frame)?)),
            Step::Eval(node) => eval(node, frame)?,
        };
    }
    Ok(last)
}

fn boolean(node: &Node, frame: &mut [Value]) -> Run<bool> {
    match eval(node, frame)? {
        Value::Bool(b) => Ok(b),
        _ => Err(Stop::Unhandled),
    }
}

fn eval(node: &Node, frame: &mut [Value]) -> Run<Value> {
    Ok(match node {
        Node::Const(value) => value.clone(),
        Node::Slot(slot) => frame[*slot].clone(),
        Node::Neg(a) => match eval(a, frame)? {
            Value::Int(a) => Value::Int(handled(a.checked_neg())?),
            _ => return Err(Stop::Unhandled),
        },
        Node::Not(a) => Value::Bool(!boolean(a, frame)?),
        Node::Binary(op, ab) => {
            let a = eval(&ab.0, frame)?;
            let b = eval(&ab.1, frame)?;
            handled(op.apply(&a, &b))?
        }
        Node::Logic(and, all) => {
            for e in all {
                if boolean(e, frame)? != *and {
                    return Ok(Value::Bool(!and));
                }
            }
            Value::Bool(*and)
        }
        Node::Array(items) => {
            Value::Array(items.iter().map(|e| eval(e, frame)).collect::<Run<_>>()?)
        }
        Node::Take(args) => {
            let (Value::Int(n), Value::Array(amounts)) =
                (eval(&args.0, frame)?, eval(&args.1, frame)?)
            else {
                return Err(Stop::Unhandled);
            };
            let mut left = Vec::with_capacity(amounts.len());
            for amount in amounts {
                match amount {
                    Value::Int(a) => left.extend(left_by_take(n, a).map(Value::Int)),
                    _ => return Err(Stop::Unhandled),
                }
            }
            Value::Array(left)
        }
        Node::Each(filter, array, closure) => {
            let Value::Array(items) = eval(array, frame)? else {
                return Err(Stop::Unhandled);
            };
            let mut inner = vec![Value::Unit; closure.slots];
            for (slot, e) in closure.captured.iter().enumerate() {
                inner[slot] = eval(e, frame)?;
            }
            let item = closure.captured.len();
            let mut kept = Vec::with_capacity(items.len());
            for value in items {
                inner[item] = value.clone();
                let result = match run(&closure.body, &mut inner) {
                    Ok(v) | Err(Stop::Return(v)) => v,
                    Err(Stop::Unhandled) => return Err(Stop::Unhandled),
                };
                match (filter, result) {
                    (true, Value::Bool(true)) => kept.push(value),
                    (true, Value::Bool(false)) => {}
                    (true, _) => return Err(Stop::Unhandled),
                    (false, result) => kept.push(result),
                }
            }
            Value::Array(kept)
        }
        Node::If(condition, then, otherwise) => match boolean(condition, frame)? {
            true => run(then, frame)?,
            false => run(otherwise, frame)?,
        },
        Node::Block(steps) => run(steps, frame)?,
    })
}

#[cfg(test)]
mod tests {
    use super::super::Script;

    /// Rules in the translated part of rhai, each with what it is written to exercise.
    const RULES: [&str; 8] = [
        // The issue's rules: a change at one heap, and at multiples, with a capturing closure.
        "fn moves(n) { if n == 33 { take(n, [2, 3]) } else { take(n, [1, 2, 3].filter(|t| t <= n)) } }",
        "fn moves(n) { let t = if n % 17 == 0 { [2, 3] } else { [1, 2, 3] }; take(n, t.filter(|t| t <= n)) }",
        // Constants, `return`, `&&`, `||`, `!`, unary minus, a block's last value.
        "const K = 5; const S = [1, 4]; fn moves(n) { let a = n / 2; if a > K && !(n < 7) || n == 3 \
         { return [a, n - 1]; } if n == 0 { return []; } take(n, S) }",
        // Several heaps a move, `map`, arithmetic that runs negative, `%` of a negative number.
        "fn moves(n) { let h = [1, 2, 3].map(|t| n - 2 * t); h.filter(|x| x >= 0 && (-x) % 3 != -1).map(|x| [x / 2, x - x / 2]) }",
        // Bit operators, `!=`, comparisons of booleans, a nested block.
        "fn moves(n) { let odd = (n & 1) == 1; { let m = n ^ 6; if odd != (m > n) { take(n, [1, m | 1]) } else { take(n, [2]) } } }",
        // A division by zero at heap 0 (rhai fails; so does the translation, leaving it to rhai).
        "fn moves(n) { if 10 / n > 1 { take(n, [1]) } else { take(n, [1, 2]) } }",
        // A closure that captures two values and a shadowed name.
        "fn moves(n) { let k = n % 4 + 1; let n2 = n; let n = 3; take(n2, [1, 2, 3, 4, 5].filter(|t| t <= k && t != n)) }",
        // An if without else as the last statement: () where n is odd, which rhai refuses.
        "fn moves(n) { if n % 2 == 0 { take(n, [1, 2]) } }",
    ];

    #[test]
    fn translated_moves_are_the_scripts_at_every_heap_tried() {
        for text in RULES {
            let script = Script::compile("t.rhai", text).unwrap();
            let native = script.native.as_ref().unwrap_or_else(|| panic!("{text}"));
            let mut natively = 0;
            for n in (0..300u64).chain([1 << 20, 3_333_333, (1 << 40) + 1]) {
                let by_rhai = script.heap_options(n as usize).map(|o| {
                    let heaps = |h: Vec<usize>| h.into_iter().map(|h| h as u64).collect();
                    o.heaps.into_iter().map(heaps).collect::<Vec<Vec<u64>>>()
                });
                if let Some(options) = native.options(n) {
                    natively += 1;
                    assert_eq!(Ok(options), by_rhai, "{text} at {n}");
                }
            }
            assert!(natively >= 150, "{text}: {natively}");
        }
    }

    #[test]
    fn a_rule_outside_the_translated_part_is_left_to_the_script() {
        for text in [
            "fn moves(n) { let a = []; for t in 1..4 { a.push(n - t); } a }",
            "fn moves(n) { take(n, divisors(n)) }",
            "fn take(n, a) { [0] }\nfn moves(n) { take(n, [1]) }",
            "fn moves(n) { let x = 1; x += 1; take(n, [x]) }",
            "fn moves(n) { helper(n) }\nfn helper(n) { [n - 1] }",
        ] {
            let script = Script::compile("t.rhai", text).unwrap();
            assert!(script.native.is_none(), "{text}");
        }
    }
}
