//! The native functions a user's rule can call (`take`, `squares`, `powers`, `divisors`,
//! `primes`, `steps`, `split`): each runs at Rust's speed where a loop in the script would run
//! at rhai's, and each given something it cannot use says so, naming what it wants.

use super::expected::describe;
use rhai::{Array, Dynamic, Engine, EvalAltResult};

/// The heap `take(n, amounts)` leaves for one amount: n − a for an amount a from 1 to n, none
/// for another (the rule of `take` in a script and in its native translation, `script/native.rs`).
pub(crate) fn left_by_take(n: i64, amount: i64) -> Option<i64> {
    (1 <= amount && amount <= n).then(|| n - amount)
}

/// Native functions a rule can call, each running at Rust's speed where a loop in the script
/// would run at rhai's (about a million steps a second): `take(n, amounts)` (the heaps left by
/// taking each amount from 1 to n), `squares(n)`, `powers(b, n)` (1, b, b², … up to n),
/// `divisors(n)` and `primes(n)` (those up to n, ascending), and for a two-dimensional game
/// `steps(a, b, [[x, y], …])` (the positions (a − x, b − y) that stay on the board), and
/// `split(total, k)` (every split of total into k heaps, walked by the engine: `split.rs`).
pub(crate) fn register(engine: &mut Engine) {
    engine.register_fn("take", |n: i64, amounts: Array| -> Result<Array, Failed> {
        let mut left = Array::new();
        for amount in &amounts {
            match amount.as_int() {
                Ok(a) => left.extend(left_by_take(n, a).map(Dynamic::from_int)),
                Err(_) => {
                    let found = describe(amount);
                    return Err(format!("take(n, amounts) wants an array of takes (whole numbers), found {found} among them").into());
                }
            }
        }
        Ok(left)
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
    engine.register_fn("steps", |a: i64, b: i64, steps: Array| -> Result<Array, Failed> {
        let step = |s: &Dynamic| {
            let s = s.clone().into_array().ok()?;
            match s[..] {
                [ref x, ref y] => Some((x.as_int().ok()?, y.as_int().ok()?)),
                _ => None,
            }
        };
        let mut left = Array::new();
        for s in &steps {
            let Some((x, y)) = step(s) else {
                let found = describe(s);
                return Err(format!("steps(a, b, steps) wants an array of steps [x, y], found {found} among them").into());
            };
            if let (Some(a2 @ 0..), Some(b2 @ 0..)) = (a.checked_sub(x), b.checked_sub(y)) {
                let to = vec![Dynamic::from_int(a2), Dynamic::from_int(b2)];
                left.push(Dynamic::from_array(to));
            }
        }
        Ok(left)
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
    super::split::register(engine);
    engine
        .register_type_with_name::<Scored>("scored")
        .register_fn("scored", |option: Dynamic, gain: i64| Scored {
            option,
            gain,
        });
}

type Failed = Box<EvalAltResult>;

/// An option with the mover's gain: what `scored(option, gain)` gives.
#[derive(Clone, Debug)]
pub(crate) struct Scored {
    pub option: Dynamic,
    pub gain: i64,
}
