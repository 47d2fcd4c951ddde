//! `sg guess … --at X1,X2,…` as a user runs it: values far past the table for rules with a
//! known pattern (built-in rules and `--rule` files), checked against the library or an
//! independent computation, `unknown` for rules without one, and one-line errors.

use crate::common::{self, sg};
use grundy::games::bounded_takes;
use grundy::search::octal::Code;
use std::collections::HashMap;

/// What `sg guess ARGS --at XS` says of each X: the words after `value at X: `.
fn answers_at(args: &[&str], xs: &[u64]) -> HashMap<u64, String> {
    let at: Vec<String> = xs.iter().map(u64::to_string).collect();
    let at = at.join(",");
    let (code, out, err) = sg(&[&["guess"], args, &["--at", &at]].concat());
    assert_eq!(code, 0, "{args:?}: {err}");
    let lines: HashMap<u64, String> = out
        .lines()
        .filter_map(|l| l.strip_prefix("value at "))
        .map(|l| {
            let (x, v) = l.split_once(": ").unwrap();
            (x.parse().unwrap(), v.to_string())
        })
        .collect();
    assert_eq!(lines.len(), xs.len(), "{out}");
    for answer in lines.values() {
        let kind = answer.split_whitespace().nth(1).unwrap_or("");
        assert!(
            // `unknown` always says why (the help promises `unknown (why)`).
            answer.starts_with("unknown (")
                || [
                    "(exact:",
                    "(proven:",
                    "(sampled,",
                    "(not",
                    "(observed:",
                    "(the"
                ]
                .iter()
                .any(|k| kind.starts_with(k)),
            "every value says what backs it: {answer}"
        );
    }
    lines
}

/// The values `sg guess ARGS --at XS` prints, by X (`None`: unknown).
fn values_at(args: &[&str], xs: &[u64]) -> HashMap<u64, Option<u64>> {
    let answers = answers_at(args, xs).into_iter();
    let value = |a: String| a.split_whitespace().next().unwrap().parse().ok();
    answers.map(|(x, a)| (x, value(a))).collect()
}

/// The value an observed pattern gives where `sg guess` says `unknown (observed: …, which gives
/// V)`.
fn observed(answer: &str) -> Option<u64> {
    let (_, v) = answer
        .strip_prefix("unknown (observed: ")?
        .rsplit_once("which gives ")?;
    v.strip_suffix(')')?.parse().ok()
}

const FAR: [u64; 4] = [
    123_456_789,
    1_000_000_000_000,
    999_999_999_999_999_999,
    1_000_000_000_000_000_000,
];

#[test]
fn built_in_rules_extend_by_their_proven_periods_and_closed_forms() {
    let kayles = Code::parse("0.77")
        .unwrap()
        .periodic_values(1 << 12)
        .unwrap();
    for (x, v) in values_at(&["kayles", "300"], &FAR) {
        assert_eq!(v, Some(*kayles.value(x)), "kayles at {x}");
    }
    for (x, v) in values_at(&["subtract", "2,5,7", "200"], &FAR) {
        let table = grundy::games::subtraction::table(&[2, 5, 7], 200);
        // Period 22 from 0, proven by the recurring window.
        assert_eq!(v, Some(table[(x % 22) as usize]), "subtract at {x}");
    }
    for (x, v) in values_at(&["lasker", "100"], &FAR) {
        // Lasker's Nim: 4k + 3 and 4k + 4 swap values, the rest are worth themselves.
        let expected = match x % 4 {
            3 => x + 1,
            0 if x > 0 => x - 1,
            _ => x,
        };
        assert_eq!(v, Some(expected), "lasker at {x}");
    }
    for (x, v) in values_at(&["ruler", "100"], &FAR) {
        assert_eq!(v, Some(1 << x.trailing_zeros()), "ruler at {x}");
    }
    assert_eq!(
        values_at(&["ruler", "100"], &[0])[&0],
        None,
        "coins start at 1"
    );
    assert_eq!(
        values_at(&["kayles", "300"], &[17])[&17],
        Some(Code::parse("0.77").unwrap().values(18)[17])
    );
}

#[test]
fn rule_files_with_a_pattern_extend_it() {
    let third = script(
        "third.rhai",
        "fn moves(n) { let o = []; for t in 1..=n / 3 { o.push(n - t); } o }\n",
    );
    // Past the table a value is proven only where the moves were checked; a rule that lists n/3
    // options cannot be asked for those of heap 10^18, so it stays unknown there.
    for (x, v) in values_at(&["--rule", &third, "600"], &[2000, 5000, FAR[0], FAR[3]]) {
        let expected = bounded_takes::value(x, |n| n / 3);
        assert!(v.is_none() || v == Some(expected), "⌊n/3⌋ at {x}");
        assert_eq!(v.is_some(), x < FAR[0], "⌊n/3⌋ at {x}");
    }
    let root = script(
        "root.rhai",
        "fn moves(n) { let o = []; let t = 1; while t * t <= n { o.push(n - t); t += 1; } o }\n",
    );
    // The truth, written here: the definition on small heaps, and past them the recursion
    // g(n) = h(n) where h(n) = ⌊√n⌋ grows, else g(n − h(n) − 1), held to the definition first.
    let isqrt = |n: u64| {
        let r = (n as f64).sqrt() as u64;
        (r.saturating_sub(2)..=r + 2)
            .rev()
            .find(|&s| s * s <= n)
            .unwrap()
    };
    let root_value = |mut n: u64| loop {
        let h = isqrt(n);
        if n == 0 || h > isqrt(n - 1) {
            return h;
        }
        n -= h + 1;
    };
    let small = takes_table(3000, |n| (1..=isqrt(n)).collect());
    assert!((0..3000).all(|n| small[n as usize] == root_value(n)));
    let answers = answers_at(&["--rule", &root, "800"], &FAR);
    // 123456789: the moves checked one by one to about 33000, then sampled (its ⌊√n⌋ = 11111
    // options can be listed); past about 10^9 a heap's options cannot be listed at all.
    let near = &answers[&FAR[0]];
    let expected = format!("{} (sampled, not proven: ", root_value(FAR[0]));
    assert!(near.starts_with(&expected), "⌊√n⌋ at {}: {near}", FAR[0]);
    for &x in &FAR[1..] {
        let answer = &answers[&x];
        assert!(
            answer.starts_with("unknown (the moves of heap ")
                && answer.contains("could not be checked"),
            "⌊√n⌋ at {x}: {answer}"
        );
        // 10^12 is 2·10^6 steps of the recursion; 10^18 would be 2·10^9.
        if x == FAR[1] {
            let would = format!("the proven pattern would give {})", root_value(x));
            assert!(answer.ends_with(&would), "⌊√n⌋ at {x}: {answer}");
        }
    }
    // Take at least half: the options are the heaps 0 … ⌊n/2⌋, so the value is the binary
    // length; take at least 3: ⌊n/3⌋.
    let least_half = script(
        "least-half.rhai",
        "fn moves(n) { let o = []; for t in (n + 1) / 2..=n { if t > 0 { o.push(n - t); } } o }\n",
    );
    for (x, v) in values_at(&["--rule", &least_half, "300"], &[3000, FAR[0], FAR[3]]) {
        let expected = u64::from(64 - x.leading_zeros());
        assert!(v.is_none() || v == Some(expected), "at least half at {x}");
        assert_eq!(v.is_some(), x == 3000, "at least half at {x}");
    }
    let least_three = script(
        "least-three.rhai",
        "fn moves(n) { let o = []; for t in 3..=n { o.push(n - t); } o }\n",
    );
    for (x, v) in values_at(&["--rule", &least_three, "300"], &[1000, FAR[3]]) {
        assert!(v.is_none() || v == Some(x / 3), "at least 3 at {x}");
        assert_eq!(v.is_some(), x == 1000, "at least 3 at {x}");
    }
    // Divide by 2 or by 3 (rounding down): searched from X by the rule itself.
    let divide = script(
        "divide.rhai",
        "fn moves(n) { if n == 0 { [] } else { [n / 2, n / 3] } }\n",
    );
    let mut memo = HashMap::new();
    for (x, v) in values_at(&["--rule", &divide, "500"], &FAR) {
        assert_eq!(v, Some(divide_value(x, &mut memo)), "divide at {x}");
    }
    let kayles = script(
        "kayles.rhai",
        "fn moves(n) { let o = []; for t in 1..=2 { if n >= t { for a in 0..=(n - t) / 2 { \
         o.push([a, n - t - a]); } } } o }\n",
    );
    let code = Code::parse("0.77")
        .unwrap()
        .periodic_values(1 << 12)
        .unwrap();
    // Kayles written as a rule lists its splits: a heap of 10^6 has 10^6 of them, past the budget
    // of the check, so only the heaps the table computes are known.
    for (x, v) in values_at(&["--rule", &kayles, "250"], &[3000, 40_000, FAR[0], FAR[3]]) {
        assert!(v.is_none() || v == Some(*code.value(x)), "kayles at {x}");
    }
    // Take a proper divisor: the 2-adic valuation, observed: past what is computed, unknown, with
    // the observed pattern's guess.
    let divisor = script(
        "divisor.rhai",
        "fn moves(n) { let d = divisors(n); if d.len() > 0 { d.pop(); } take(n, d) }\n",
    );
    for (x, a) in answers_at(&["--rule", &divisor, "1000"], &FAR) {
        assert_eq!(observed(&a), Some(u64::from(x.trailing_zeros())), "{a}");
    }
}

fn divide_value(n: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if n == 0 {
        return 0;
    }
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let (a, b) = (divide_value(n / 2, memo), divide_value(n / 3, memo));
    let v = (0..).find(|v| *v != a && *v != b).unwrap();
    memo.insert(n, v);
    v
}

/// The first `len` values of a rule file, by `sg table`.
fn table(rule: &str, len: usize) -> Vec<u64> {
    let (code, out, err) = sg(&["table", "--rule", rule, &len.to_string(), "--row"]);
    assert_eq!(code, 0, "{err}");
    out.split_whitespace().map(|w| w.parse().unwrap()).collect()
}

#[test]
fn guesses_from_a_short_table_never_contradict_a_longer_one() {
    // Each rule: guessed from 250 values, asked at 250..1000, checked against 1000 values. Every
    // heap is computed (the table goes on to the largest X asked, when that is cheap), whether a
    // pattern shows (the first six) or not (the last three).
    let rules = [
        (
            "fn moves(n) { let o = []; for t in 1..=(n + 1) / 2 { o.push(n - t); } o }",
            true,
        ),
        (
            "fn moves(n) { let o = []; for t in 1..=2 * n / 3 { o.push(n - t); } o }",
            true,
        ),
        (
            "fn moves(n) { if n == 0 { [] } else { [n - 1, n / 2] } }",
            true,
        ),
        (
            "fn moves(n) { let o = []; for t in 1..=n { if !(n == 9 && t == 9) && !(n == 20 && \
             t == 4) { o.push(n - t); } } o }",
            true,
        ),
        ("fn moves(n) { take(n, powers(2, n)) }", true),
        (
            "fn moves(n) { let o = []; for m in (n + 1) / 2..n { o.push(m); } o }",
            true,
        ),
        ("fn moves(n) { take(n, squares(n)) }", false),
        ("fn moves(n) { take(n, primes(n)) }", false),
        (
            "fn moves(n) { let f = [1, 2]; while f[-1] + f[-2] <= n { f.push(f[-1] + f[-2]); } \
             take(n, f) }",
            false,
        ),
    ];
    for (i, (text, has_pattern)) in rules.into_iter().enumerate() {
        let rule = script(&format!("short-{i}.rhai"), &format!("{text}\n"));
        let truth = table(&rule, 1000);
        let xs: Vec<u64> = (250..1000).collect();
        let got = values_at(&["--rule", &rule, "250"], &xs);
        let mut known = 0;
        for (x, v) in got {
            if let Some(v) = v {
                assert_eq!(v, truth[x as usize], "{text} at {x}");
                known += 1;
            }
        }
        assert_eq!(known, xs.len(), "{text} (a pattern: {has_pattern})");
    }
}

/// The values of a game of one heap whose moves take `take` stones and leave the rest as any
/// of `parts` numbers of non-empty heaps, by the definition (every way listed).
fn take_and_split(take: usize, parts: &[usize], len: usize) -> Vec<u64> {
    fn ways(rest: usize, parts: usize, least: usize, acc: u64, g: &[u64], out: &mut Vec<u64>) {
        if parts == 1 {
            if rest >= least {
                out.push(acc ^ g[rest]);
            }
            return;
        }
        for a in least..=rest / parts {
            ways(rest - a, parts - 1, a, acc ^ g[a], g, out);
        }
    }
    let mut g = Vec::new();
    for n in 0..len {
        let mut options = Vec::new();
        if n == take {
            options.push(0);
        }
        if n > take {
            for &k in parts {
                ways(n - take, k, 1, 0, &g, &mut options);
            }
        }
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

#[test]
fn split_rules_extend_by_the_periodicity_theorem_for_three_heaps() {
    // Take one stone and leave one, two or three heaps (the hexadecimal code 0.f): period 2.
    let rule = script(
        "split-three.rhai",
        "fn moves(n) { if n == 0 { return []; } [n - 1, split(n - 1, 2), split(n - 1, 3)] }\n",
    );
    let table = take_and_split(1, &[1, 2, 3], 120);
    assert!((0..118).all(|n| table[n + 2] == table[n]), "{table:?}");
    let (code, out, err) = sg(&["guess", "--rule", &rule, "300"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.lines()
            .next()
            .unwrap()
            .contains("periodicity theorem for such moves"),
        "{out}"
    );
    for (x, v) in values_at(&["--rule", &rule, "300"], &FAR) {
        assert_eq!(
            v,
            Some(table[(x % 2) as usize]),
            "take one and split at {x}"
        );
    }
    for (x, v) in values_at(&["0.f", "300"], &FAR) {
        assert_eq!(v, Some(table[(x % 2) as usize]), "0.f at {x}");
    }
    // Take two and leave three heaps, or take one: no period in 300 values, so unknown.
    let chaotic = script(
        "split-chaotic.rhai",
        "fn moves(n) { let o = []; if n >= 1 { o.push(n - 1); } if n >= 2 { \
         o.push(split(n - 2, 3)); } o }\n",
    );
    assert_eq!(
        values_at(&["--rule", &chaotic, "300"], &[FAR[1]])[&FAR[1]],
        None
    );
}

#[test]
fn take_a_number_coprime_to_the_heap_is_the_index_of_its_least_prime_factor() {
    // Take y stones with gcd(n, y) = 1: even heaps are worth 0, odd ones the index of their least
    // prime factor among the primes (3 → 2, 5 → 3, ...), found per class of n mod 2.
    let rule = script(
        "coprime.rhai",
        "fn gcd(a, b) { while b != 0 { let r = a % b; a = b; b = r; } a }\n\
         fn moves(n) { let o = []; for y in 1..=n { if gcd(n, y) == 1 { o.push(n - y); } } o }\n",
    );
    let top = 1_100_000usize;
    let mut composite = vec![false; top + 1];
    let mut index = vec![0u64; top + 1];
    let mut primes = 0;
    for n in 2..=top {
        if !composite[n] {
            primes += 1;
            index[n] = primes;
            for m in (n * n..=top).step_by(n) {
                composite[m] = true;
            }
        }
    }
    let expected = |x: u64| -> u64 {
        let p = (2..).find(|d| x % d == 0).unwrap();
        if p == 2 {
            0
        } else {
            index[p as usize]
        }
    };
    let far = [
        1_000_003,
        2_000_006,
        3_000_009,
        1_000_003 * 1_000_033,
        1_000_033 * 1_000_037,
    ];
    // Observed only: unknown past what is computed, with the pattern's guess.
    for (x, a) in answers_at(&["--rule", &rule, "300"], &far) {
        assert_eq!(observed(&a), Some(expected(x)), "coprime takes at {x}: {a}");
    }
    // A least prime factor past 10^11 has no π here: unknown, without a guess.
    let prime = 999_999_999_989u64;
    assert_eq!(
        answers_at(&["--rule", &rule, "300"], &[prime])[&prime],
        "unknown (the observed patterns give no one value at X)"
    );
}

#[test]
fn rules_without_a_pattern_are_unknown_past_the_table() {
    for args in [
        &["grundy", "2000"][..],
        &["--rule", "examples/rules/squares.rhai", "500"],
        &["--rule", "examples/rules/three-way-split.rhai", "60"],
    ] {
        for (x, v) in values_at(args, &FAR) {
            assert_eq!(v, None, "{args:?} at {x}");
        }
    }
    // A rule whose one exception lies in the second half of the table: no period shows.
    let late = script(
        "late.rhai",
        "fn moves(n) { let o = []; for t in 1..=n { if !(n == 700 && t == 700) { o.push(n - t); \
         } } o }\n",
    );
    let far = 1_000_000_000;
    assert_eq!(values_at(&["--rule", &late, "1000"], &[far])[&far], None);
}

#[test]
fn the_help_lists_the_kinds_and_bad_heaps_are_one_line_errors() {
    let (code, help, _) = sg(&["help", "guess"]);
    assert_eq!(code, 0);
    for kind in [
        "refer back to a smaller heap",
        "n less the number of exceptions",
        "takes bounded by the heap",
        "octal game",
        "takes of at least f(n)",
        "a period of a split game",
        "index of the least prime factor",
        "--at",
    ] {
        assert!(help.contains(kind), "{kind}: {help}");
    }
    for (args, expected) in [
        (
            &["guess", "kayles", "100", "--at", "12,x"][..],
            "--at: expected heaps",
        ),
        (
            &["guess", "kayles", "100", "--at", "18446744073709551616"],
            "--at: expected heaps",
        ),
        (
            &["guess", "wythoff", "20", "--at", "5"],
            "--at is for rules of one heap",
        ),
    ] {
        let (code, out, err) = sg(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert!(
            err.starts_with("error: ") && err.contains(expected),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let (code, out, _) = sg(&["guess", "subtract", "1,2", "50", "--at", "10^18"]);
    assert_eq!(code, 0);
    assert!(
        out.ends_with("value at 1000000000000000000: 1 (proven: the rule's period)\n"),
        "{out}"
    );
}

fn script(name: &str, text: &str) -> String {
    common::script("guess", name, text)
}

/// The values of heaps `0..len` of a game whose moves from heap n take `takes(n)` stones, by
/// the definition (mex over the options).
fn takes_table(len: usize, takes: impl Fn(u64) -> Vec<u64>) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    let mut seen = Vec::new();
    for n in 0..len as u64 {
        seen.clear();
        seen.resize(64, false);
        for t in takes(n).into_iter().filter(|&t| 1 <= t && t <= n) {
            let v = g[(n - t) as usize] as usize;
            if v >= seen.len() {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        }
        g.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64);
    }
    g
}

#[test]
fn rules_that_change_past_the_table_get_no_wrong_value() {
    // Each rule but the first is a take-set or takes 1 … f(n) on its first 300 heaps (proven
    // there), and changes later: every value printed must be the definition's, and where the change lies
    // below the heap asked and was seen, unknown.
    type Takes = fn(u64) -> Vec<u64>;
    let few: [(&str, Takes, usize, &[u64]); 4] = [
        // Take 1, 2 or 3, plus 5 from an even heap, and from a heap of 1000 on also 4.
        (
            "fn moves(n) { let t = [1, 2, 3]; if n % 2 == 0 { t.push(5); } if n >= 1000 { \
             t.push(4); } take(n, t) }",
            |n| {
                let mut t = vec![1, 2, 3];
                if n % 2 == 0 {
                    t.push(5);
                }
                if n >= 1000 {
                    t.push(4);
                }
                t
            },
            (1 << 21) + 8,
            &[1999, 1_000_003, (1 << 21) + 3, FAR[3]],
        ),
        // Take 1, 3 or 4, and 2 at the powers of two from 512 on.
        (
            "fn moves(n) { let t = [1, 3, 4]; if n >= 512 && (n & (n - 1)) == 0 { t.push(2); } \
             take(n, t) }",
            |n| {
                let mut t = vec![1, 3, 4];
                if n >= 512 && n.is_power_of_two() {
                    t.push(2);
                }
                t
            },
            (1 << 21) + 8,
            &[600, 1025, 1_048_577, (1 << 21) + 1, FAR[1], FAR[3]],
        ),
        // Take 1, 2 or 3, and from heap 1500000 on also 5 from every multiple of 7: far out,
        // and repeating.
        (
            "fn moves(n) { let t = [1, 2, 3]; if n >= 1500000 && n % 7 == 0 { t.push(5); } \
             take(n, t) }",
            |n| {
                let mut t = vec![1, 2, 3];
                if n >= 1_500_000 && n % 7 == 0 {
                    t.push(5);
                }
                t
            },
            2_000_008,
            &[999_999, 1_999_999, 2_000_003, FAR[2]],
        ),
        // Take 1 or 2, and not 1 from a heap of exactly 700.
        (
            "fn moves(n) { if n == 700 { take(n, [2]) } else { take(n, [1, 2]) } }",
            |n| if n == 700 { vec![2] } else { vec![1, 2] },
            1_000_008,
            &[700, 701, 1_000_001, FAR[3]],
        ),
    ];
    let many: [(&str, Takes, &[u64]); 3] = [
        // Nim, except that a heap of exactly 500 may not be taken whole.
        (
            "fn moves(n) { let o = []; for t in 1..=n { if !(n == 500 && t == 500) { \
             o.push(n - t); } } o }",
            |n| (1..=n).filter(|&t| !(n == 500 && t == 500)).collect(),
            &[499, 500, 501, 2999, FAR[3]],
        ),
        // Take at most half, and one more than half from a heap of 1000 on.
        (
            "fn moves(n) { let k = n / 2; if n >= 1000 { k += 1; } let o = []; for t in 1..=k \
             { o.push(n - t); } o }",
            |n| (1..=n / 2 + u64::from(n >= 1000)).collect(),
            &[999, 1999, 2999, FAR[3]],
        ),
        // Take at most a third, and at most half from a heap of 2000 on.
        (
            "fn moves(n) { let k = if n >= 2000 { n / 2 } else { n / 3 }; let o = []; for t in \
             1..=k { o.push(n - t); } o }",
            |n| (1..=if n >= 2000 { n / 2 } else { n / 3 }).collect(),
            &[1999, 2000, 2999, FAR[0], FAR[3]],
        ),
    ];
    let cases = few
        .iter()
        .map(|&(text, takes, len, xs)| (text, takes, len, xs))
        .chain(
            many.iter()
                .map(|&(text, takes, xs)| (text, takes, 3000, xs)),
        );
    for (i, (text, takes, len, xs)) in cases.enumerate() {
        let rule = script(&format!("changes-{i}.rhai"), &format!("{text}\n"));
        let (code, out, err) = sg(&["guess", "--rule", &rule, "300"]);
        assert_eq!(code, 0, "{err}");
        assert!(
            i == 0 || out.contains("proven"),
            "{text}: the first 300 heaps prove a form: {out}"
        );
        let truth = takes_table(len, takes);
        for (x, answer) in answers_at(&["--rule", &rule, "300"], xs) {
            let v: Option<u64> = answer.split_whitespace().next().unwrap().parse().ok();
            match truth.get(x as usize) {
                // A value resting on a sample says so, and may be wrong.
                Some(_) if answer.contains("(sampled, not proven: ") => {}
                Some(&t) => assert!(v.is_none() || v == Some(t), "{text} at {x}: {answer}"),
                // Past the computed truth the rule has left its form below x: unknown.
                None => assert_eq!(v, None, "{text} at {x}: {answer}"),
            }
        }
        // Where the change lies close enough, the value is computed, not guessed.
        assert_eq!(
            values_at(&["--rule", &rule, "300"], &[xs[0]])[&xs[0]],
            Some(truth[xs[0] as usize]),
            "{text} at {}",
            xs[0]
        );
    }
}

#[test]
fn a_change_the_sample_skips_is_found_by_checking_every_heap_or_left_sampled() {
    // Take 1, 2 or 3, but a multiple of 1200007 may not take 1: proven on the table. 5000000's
    // sample misses every multiple (its value is 2, not the pattern's 0). Written in the part of
    // rhai that runs natively, every heap up to 5000000 is checked, and 1200007 found; written
    // with a loop, each heap calls the script, the budget ends near 10^6 and the rest is
    // sampled: it must say so, not proven. 2400014 is a multiple, in its own sample.
    let native = script(
        "multiples.rhai",
        "fn moves(n) { let t = if n % 1200007 == 0 { [2, 3] } else { [1, 2, 3] }; \
         take(n, t.filter(|t| t <= n)) }\n",
    );
    let looped = script(
        "multiples-loop.rhai",
        "fn moves(n) { let o = []; for t in 1..=3 { if t <= n && (t > 1 || n % 1200007 != 0) \
         { o.push(n - t); } } o }\n",
    );
    let truth = takes_table(5_000_001, |n| match n % 1_200_007 {
        0 => vec![2, 3],
        _ => vec![1, 2, 3],
    });
    assert_eq!((truth[5_000_000], truth[2_400_014]), (2, 1));
    let answers = answers_at(&["--rule", &native, "1000"], &[5_000_000]);
    assert_eq!(
        answers[&5_000_000],
        "unknown (the moves of heap 1200007 are not takes of {1, 2, 3}, so the proven pattern \
         holds only below heap 1200007)"
    );
    let answers = answers_at(&["--rule", &looped, "1000"], &[5_000_000, 2_400_014]);
    assert!(
        answers[&5_000_000].starts_with("0 (sampled, not proven: the moves of every heap below "),
        "{answers:?}"
    );
    assert!(
        answers[&2_400_014].starts_with("unknown (the moves of heap 2400014 are not"),
        "{answers:?}"
    );
}

#[test]
fn a_change_at_one_heap_is_found_whichever_other_heaps_are_asked() {
    // Issue 49's rule, its change moved to 1333333: from there g(n) = (n − 1) mod 4, and no
    // sample of 1333337 or 2·10^6 holds 1333333. Checked heap by heap natively, each X past the
    // change is unknown (never the pattern's value), asked alone or beside others; below it,
    // proven.
    let rule = script(
        "one-heap.rhai",
        "fn moves(n) { if n == 1333333 { take(n, [2, 3]) } else { take(n, [1, 2, 3].filter(|t| \
         t <= n)) } }\n",
    );
    let unknown = "unknown (the moves of heap 1333333 are not takes of {1, 2, 3}, so the proven \
                   pattern holds only below heap 1333333)";
    for xs in [
        &[1_333_337][..],
        &[2_000_000],
        &[1_333_335, 1_333_337, 2_000_000],
    ] {
        let answers = answers_at(&["--rule", &rule, "1000"], xs);
        for x in xs {
            assert_eq!(answers[x], unknown, "{xs:?}");
        }
    }
    let below = &answers_at(&["--rule", &rule, "1000"], &[1_333_332])[&1_333_332];
    assert_eq!(
        below,
        "0 (proven: the moves of every heap up to 1333332 are takes of {1, 2, 3})"
    );
}

#[test]
fn an_observed_period_is_a_guess_and_the_divisor_rule_is_computed() {
    // Subtract a divisor of n other than 1 and n, scored (-1 where no move is left): the values
    // show period 2 from 513 in the first 2000, yet heap 2048 is worth -1 (a loss for the mover).
    let rule = script(
        "divisor-scored.rhai",
        "fn moves(n) { let d = divisors(n); if d.len() > 0 { d.pop(); } if d.len() > 0 { \
         d.remove(0); } take(n, d) }\nfn value(p) { -1 }\n",
    );
    let (code, out, err) = sg(&["table", "--rule", &rule, "2049", "--row"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.trim_end().ends_with("-1"), "{out}");
    let answers = answers_at(&["--rule", &rule, "2000"], &[2048, 536_870_912]);
    assert!(answers[&2048].starts_with("-1 (exact"), "{answers:?}");
    let far = &answers[&536_870_912];
    assert!(far.starts_with("unknown (observed: period 2"), "{far}");
}
