//! Games whose winning condition is known, each valued by a brute-force search written here
//! (not by the finder), and what the finder must say about them: the catalogue the finder is
//! measured on without any rule file, with its negative controls (Grundy's game, subtract a
//! square, Wythoff's game), where it must claim nothing. Each finding is then checked far past
//! its table, against the same brute force on larger positions.

use super::formulas::Prediction;
use super::{find, Entry, Position, Value};
use std::collections::HashMap;
use std::hash::Hash;

/// The Sprague-Grundy value of `p` under `moves`, by memoized search.
fn grundy<K: Clone + Eq + Hash>(
    p: &K,
    moves: &dyn Fn(&K) -> Vec<K>,
    memo: &mut HashMap<K, u64>,
) -> u64 {
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let mut seen: Vec<u64> = moves(p).iter().map(|q| grundy(q, moves, memo)).collect();
    seen.sort_unstable();
    seen.dedup();
    let v = seen
        .iter()
        .enumerate()
        .take_while(|&(i, &x)| i as u64 == x)
        .count() as u64;
    memo.insert(p.clone(), v);
    v
}

/// Whether the player to move wins `p` under misère play (the last mover loses).
fn misere<K: Clone + Eq + Hash>(
    p: &K,
    moves: &dyn Fn(&K) -> Vec<K>,
    memo: &mut HashMap<K, bool>,
) -> bool {
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let options = moves(p);
    let v = options.is_empty() || options.iter().any(|q| !misere(q, moves, memo));
    memo.insert(p.clone(), v);
    v
}

/// Whether the player to move (Left if `left`) wins a partizan position.
fn wins<K: Clone + Eq + Hash>(
    p: &K,
    left: bool,
    moves: &dyn Fn(&K, bool) -> Vec<K>,
    memo: &mut HashMap<(K, bool), bool>,
) -> bool {
    if let Some(&v) = memo.get(&(p.clone(), left)) {
        return v;
    }
    let v = moves(p, left).iter().any(|q| !wins(q, !left, moves, memo));
    memo.insert((p.clone(), left), v);
    v
}

fn class<K: Clone + Eq + Hash>(
    p: &K,
    moves: &dyn Fn(&K, bool) -> Vec<K>,
    memo: &mut HashMap<(K, bool), bool>,
) -> Value {
    Value::Class(
        match (wins(p, true, moves, memo), wins(p, false, moves, memo)) {
            (true, true) => 'N',
            (true, false) => 'L',
            (false, true) => 'R',
            (false, false) => 'P',
        },
    )
}

/// Every array of `len` entries at least 0 summing to `total`.
fn piles(len: usize, total: i64) -> Vec<Vec<i64>> {
    if len == 0 {
        return if total == 0 { vec![vec![]] } else { vec![] };
    }
    (0..=total)
        .flat_map(|x| {
            piles(len - 1, total - x).into_iter().map(move |mut rest| {
                rest.insert(0, x);
                rest
            })
        })
        .collect()
}

/// The options of taking `t` stones from pile i, for each (i, t) allowed.
fn takes(p: &[i64], allowed: impl Fn(usize, i64, &[i64]) -> bool) -> Vec<Vec<i64>> {
    let mut all = Vec::new();
    for i in 0..p.len() {
        for t in 1..=p[i] {
            if allowed(i, t, p) {
                let mut q = p.to_vec();
                q[i] -= t;
                all.push(q);
            }
        }
    }
    all
}

/// Every tree of `n` vertices as parents with p[v] < v (p[0] = −1), each labelling once.
fn trees(n: usize) -> Vec<Vec<i64>> {
    let mut all = vec![vec![-1i64]];
    for v in 1..n {
        all = all
            .into_iter()
            .flat_map(|t| (0..v as i64).map(move |u| [t.clone(), vec![u]].concat()))
            .collect();
    }
    if n == 0 {
        vec![]
    } else {
        all
    }
}

/// The value of a position: Sprague-Grundy, misère outcome, or partizan class.
type Valuer = Box<dyn Fn(&Position) -> Value>;

struct Case {
    name: &'static str,
    /// The positions of each size.
    positions: Box<dyn Fn(usize) -> Vec<Position>>,
    value: Valuer,
    /// The largest size tabulated, and sizes past it where findings are checked.
    most: usize,
    far: Vec<usize>,
    /// The start of what the finding must say (`None`: a control, nothing may be claimed).
    expected: Option<&'static str>,
    /// Named features of a position, as a rule's fn features(p) gives them.
    named: fn(&Position) -> Vec<(String, i64)>,
}

fn none(_: &Position) -> Vec<(String, i64)> {
    Vec::new()
}

fn array(p: &Position) -> Vec<i64> {
    match p {
        Position::Array(a) | Position::Tree(a) => a.clone(),
        Position::Number(n) => vec![*n as i64],
    }
}

/// The arrays of `len` piles of each total, as a family's positions.
fn pile_positions(len: usize) -> Box<dyn Fn(usize) -> Vec<Position>> {
    Box::new(move |k| {
        piles(len, k as i64)
            .into_iter()
            .map(Position::Array)
            .collect()
    })
}

/// An impartial game on arrays of `len` piles, tabulated by total.
fn on_piles(
    name: &'static str,
    len: usize,
    most: usize,
    moves: fn(&Vec<i64>) -> Vec<Vec<i64>>,
    expected: Option<&'static str>,
) -> Case {
    let memo = std::cell::RefCell::new(HashMap::new());
    Case {
        name,
        positions: pile_positions(len),
        value: Box::new(move |p| Value::Grundy(grundy(&array(p), &moves, &mut memo.borrow_mut()))),
        most,
        far: vec![most + 4, most + 8],
        expected,
        named: none,
    }
}

/// An impartial game on one heap.
fn on_heap(
    name: &'static str,
    most: usize,
    moves: fn(&u64) -> Vec<u64>,
    expected: Option<&'static str>,
) -> Case {
    let memo = std::cell::RefCell::new(HashMap::new());
    Case {
        name,
        positions: Box::new(|k| vec![Position::Number(k as u64)]),
        value: Box::new(move |p| match p {
            Position::Number(n) => Value::Grundy(grundy(n, &moves, &mut memo.borrow_mut())),
            _ => unreachable!("a heap"),
        }),
        most,
        far: vec![2 * most, 3 * most + 1],
        expected,
        named: none,
    }
}

fn below(n: u64, amounts: impl Iterator<Item = u64>) -> Vec<u64> {
    amounts.take_while(|&t| t <= n).map(|t| n - t).collect()
}

/// Whether the player to move at (product 1, target n) of the multiplication race wins: multiply
/// by 2..=9, reaching n first wins; from product p the race is the race to ⌈n/p⌉ from 1.
fn multiplication_race(n: u64, memo: &mut HashMap<u64, bool>) -> bool {
    if n <= 1 {
        return false;
    }
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let v = (2..=9).any(|k| k >= n || !multiplication_race((n + k - 1) / k, memo));
    memo.insert(n, v);
    v
}

/// Deletions of two adjacent equal letters (each deletion removes one pair, the count is the
/// stack reduction's).
fn reductions(p: &Position) -> Vec<(String, i64)> {
    let mut stack = Vec::new();
    let mut count = 0;
    for x in array(p) {
        if stack.last() == Some(&x) {
            stack.pop();
            count += 1;
        } else {
            stack.push(x);
        }
    }
    vec![("reductions".to_string(), count)]
}

fn cases() -> Vec<Case> {
    let mut all = vec![
        on_piles("Nim, three piles", 3, 14, |p| takes(p, |_, _, _| true), Some("the value is the XOR of the entries:")),
        on_piles("take 1 to 3 from any of three piles", 3, 14, |p| takes(p, |_, t, _| t <= 3), Some("the value is the XOR of the entries mod 4")),
        on_piles(
            "staircase Nim on four steps (coins move one step down, off from the first)",
            4,
            10,
            |p| {
                let mut all = Vec::new();
                for i in 0..p.len() {
                    for t in 1..=p[i] {
                        let mut q = p.clone();
                        q[i] -= t;
                        if i > 0 {
                            q[i - 1] += t;
                        }
                        all.push(q);
                    }
                }
                all
            },
            Some("the value is the XOR of the entries at even places from the start"),
        ),
        on_piles("Nim where a pile of one stone is blocked", 3, 14, |p| takes(p, |i, _, p| p[i] >= 2), Some("the value is the XOR of g(x) over the entries x, g the one-heap value: g(0), g(1), … = 0 0 with period 1 and saltus 1 after a pre-period of 1")),
        on_piles("take one stone from any pile", 4, 10, |p| takes(p, |_, t, _| t == 1), Some("the P-positions are those with the sum even")),
        on_piles("take an odd number of stones from a pile", 3, 14, |p| takes(p, |_, t, _| t % 2 == 1), Some("the P-positions are those with the sum even")),
        on_piles("kiki: take one stone from a pile or one from each", 2, 24, |p| {
            let mut all = takes(p, |_, t, _| t == 1);
            if p[0] > 0 && p[1] > 0 {
                all.push(vec![p[0] - 1, p[1] - 1]);
            }
            all
        }, Some("the P-positions are those with the number of odd entries = 0")),
        on_piles("take 1 to 3 from either of two piles", 2, 30, |p| takes(p, |_, t, _| t <= 3), Some("the value is the XOR of the entries mod 4")),
        on_piles("take from one pile and fewer from the other", 2, 24, |p| {
            let mut all = Vec::new();
            for (i, j) in [(0, 1), (1, 0)] {
                for t in 1..=p[i] {
                    for s in 0..t.min(p[j] + 1) {
                        let mut q = p.clone();
                        q[i] -= t;
                        q[j] -= s;
                        all.push(q);
                    }
                }
            }
            all
        }, Some("the P-positions are those with the XOR of the entries = 0")),
        // Alice & Brown (ARC 072 B), its band widened to 2: take 3i from a pile, put 2i on the other.
        on_piles("take 3i from one pile and put 2i on the other", 2, 24, |p| {
            let mut all = Vec::new();
            for (i, j) in [(0, 1), (1, 0)] {
                for t in 1..=p[i] / 3 {
                    let mut q = p.clone();
                    q[i] -= 3 * t;
                    q[j] += 2 * t;
                    all.push(q);
                }
            }
            all
        }, Some("the P-positions are those with |a − b| ≤ 2")),
        on_piles("take from the larger of two piles only", 2, 30, |p| takes(p, |i, _, p| p[i] >= p[1 - i]), Some("the P-positions are those with the XOR of the entries = 0")),
        on_piles("take 1 or 2 from any of four piles", 4, 10, |p| takes(p, |_, t, _| t <= 2), Some("the value is the XOR of g(x) over the entries x, g the one-heap value: g(0), g(1), … = 0 1 2 with period 3")),
        on_piles("take 1 to 4 from either of two piles", 2, 30, |p| takes(p, |_, t, _| t <= 4), Some("the value is the XOR of g(x) over the entries x, g the one-heap value: g(0), g(1), … = 0 1 2 3 4 with period 5")),
        on_piles("Wythoff's game (a control)", 2, 30, |p| {
            let mut all = takes(p, |_, _, _| true);
            for t in 1..=p[0].min(p[1]) {
                all.push(vec![p[0] - t, p[1] - t]);
            }
            all
        }, None),
        on_heap("subtract 1, 2 or 3", 120, |&n| below(n, 1..=3), Some("the value is n mod 4")),
        on_heap("subtract a power of two", 120, |&n| below(n, (0..40).map(|e| 1 << e)), Some("the value is n mod 3")),
        on_heap("subtract 2 or 3", 120, |&n| below(n, 2..=3), Some("the P-positions are those with n ≡ 0 (mod 5) or n ≡ 1 (mod 5)")),
        on_heap("take at most half", 200, |&n| below(n, 1..=n / 2), Some("the P-positions are those with the binary length of n = the number of ones in binary")),
        on_heap("subtract a square (a control)", 300, |&n| below(n, (1..).map(|k| k * k)), None),
        on_heap("Grundy's game (a control)", 200, |_| unreachable!(), None),
    ];
    // Grundy's game: split a heap into two unequal heaps, a sum.
    let mut g: Vec<u64> = Vec::new();
    for n in 0..700usize {
        let mut seen: Vec<u64> = (1..(n + 1) / 2).map(|a| g[a] ^ g[n - a]).collect();
        seen.sort_unstable();
        seen.dedup();
        g.push(
            seen.iter()
                .enumerate()
                .take_while(|&(i, &x)| i as u64 == x)
                .count() as u64,
        );
    }
    let grundys = all.last_mut().unwrap();
    grundys.value = Box::new(move |p| match p {
        Position::Number(n) => Value::Grundy(g[*n as usize]),
        _ => unreachable!("a heap"),
    });
    // Misère Nim: the last mover loses (values: 0 lost, 1 won).
    let memo = std::cell::RefCell::new(HashMap::new());
    all.push(Case {
        name: "misère Nim, three piles",
        positions: pile_positions(3),
        value: Box::new(move |p| {
            let moves = |p: &Vec<i64>| takes(p, |_, _, _| true);
            Value::Grundy(u64::from(misere(&array(p), &moves, &mut memo.borrow_mut())))
        }),
        most: 14,
        far: vec![18, 22],
        expected: Some("the P-positions are those with the XOR of the entries = 1 where the largest entry ≤ 1, and the XOR of the entries = 0 elsewhere"),
        named: none,
    });
    // Stoned Game (Codeforces 1396B): take one stone from a pile other than the one the last
    // move took from.
    let memo = std::cell::RefCell::new(HashMap::new());
    all.push(Case {
        name: "take one stone from a pile other than the last one taken from",
        positions: pile_positions(3),
        value: Box::new(move |p| {
            let moves = |s: &(Vec<i64>, usize)| -> Vec<(Vec<i64>, usize)> {
                (0..s.0.len())
                    .filter(|&i| i != s.1 && s.0[i] > 0)
                    .map(|i| {
                        let mut q = s.0.clone();
                        q[i] -= 1;
                        (q, i)
                    })
                    .collect()
            };
            Value::Grundy(grundy(
                &(array(p), usize::MAX),
                &moves,
                &mut memo.borrow_mut(),
            ))
        }),
        most: 16,
        far: vec![20, 26],
        expected: Some("the P-positions are those with"),
        named: none,
    });
    // A Multiplication Game (POJ 2505): the race to n by multiplying by 2..=9.
    let memo = std::cell::RefCell::new(HashMap::new());
    all.push(Case {
        name: "the race to n by multiplying by 2 to 9",
        positions: Box::new(|k| vec![Position::Number(k as u64)]),
        value: Box::new(move |p| match p {
            Position::Number(n) => {
                Value::Grundy(u64::from(multiplication_race(*n, &mut memo.borrow_mut())))
            }
            _ => unreachable!("a heap"),
        }),
        most: 6000,
        far: vec![200_000, 10_000_000],
        expected: Some("the P-positions are 0, 1 and the intervals [aᵢ, bᵢ] with a₀ = 10, b₀ = 18, aᵢ₊₁ = 18aᵢ − 17, bᵢ₊₁ = 18bᵢ"),
        named: none,
    });
    // Removing Coins (AtCoder AGC 033 C): a coin on every vertex; a move takes the coins of a
    // vertex and moves every other coin one step towards it.
    all.push(Case {
        name: "removing coins on a tree",
        positions: Box::new(|k| trees(k).into_iter().map(Position::Tree).collect()),
        value: Box::new(|p| Value::Grundy(coins(&array(p)))),
        most: 7,
        far: vec![9],
        expected: Some(
            "the P-positions are those with the diameter (edges on a longest path) ≡ 1 (mod 3)",
        ),
        named: none,
    });
    all.push(Case {
        name: "remove a leaf of a tree",
        positions: Box::new(|k| trees(k).into_iter().map(Position::Tree).collect()),
        value: Box::new(|p| Value::Grundy(array(p).len() as u64 % 2)),
        most: 7,
        far: vec![9],
        expected: Some("the P-positions are those with the number of vertices even"),
        named: none,
    });
    // Strings over two letters.
    let strings = |k: usize| -> Vec<Position> {
        (0..1u32 << k)
            .map(|m| Position::Array((0..k).map(|i| i64::from((m >> i) & 1)).collect()))
            .collect()
    };
    let memo = std::cell::RefCell::new(HashMap::new());
    all.push(Case {
        name: "delete two adjacent equal letters",
        positions: Box::new(strings),
        value: Box::new(move |p| {
            let moves = |s: &Vec<i64>| -> Vec<Vec<i64>> {
                (1..s.len())
                    .filter(|&i| s[i] == s[i - 1])
                    .map(|i| [&s[..i - 1], &s[i + 1..]].concat())
                    .collect()
            };
            Value::Grundy(grundy(&array(p), &moves, &mut memo.borrow_mut()))
        }),
        most: 10,
        far: vec![13],
        expected: Some("the P-positions are those with reductions (the rule's feature) even"),
        named: reductions,
    });
    let memo = std::cell::RefCell::new(HashMap::new());
    all.push(Case {
        name: "delete a letter a",
        positions: Box::new(strings),
        value: Box::new(move |p| {
            let moves = |s: &Vec<i64>| -> Vec<Vec<i64>> {
                (0..s.len())
                    .filter(|&i| s[i] == 0)
                    .map(|i| [&s[..i], &s[i + 1..]].concat())
                    .collect()
            };
            Value::Grundy(grundy(&array(p), &moves, &mut memo.borrow_mut()))
        }),
        most: 10,
        far: vec![13],
        expected: Some("the P-positions are those with the number of zeros even"),
        named: none,
    });
    // Partizan: Left takes a stone from the first pile, Right from the second.
    let memo = std::cell::RefCell::new(HashMap::new());
    all.push(Case {
        name: "Left takes from the first pile, Right from the second",
        positions: pile_positions(2),
        value: Box::new(move |p| {
            let moves = |s: &Vec<i64>, left: bool| -> Vec<Vec<i64>> {
                let i = usize::from(!left);
                (1..=s[i])
                    .map(|t| {
                        let mut q = s.clone();
                        q[i] -= t.min(1);
                        q
                    })
                    .take(1)
                    .collect()
            };
            class(&array(p), &moves, &mut memo.borrow_mut())
        }),
        most: 30,
        far: vec![60],
        expected: Some("the outcome is L when a − b > 0, R when a − b < 0, P when a − b = 0"),
        named: none,
    });
    let memo = std::cell::RefCell::new(HashMap::new());
    all.push(Case {
        name: "one heap: Left takes 1 or 2, Right takes 2 or 3",
        positions: Box::new(|k| vec![Position::Number(k as u64)]),
        value: Box::new(move |p| {
            let moves = |n: &u64, left: bool| -> Vec<u64> {
                let amounts: &[u64] = if left { &[1, 2] } else { &[2, 3] };
                amounts
                    .iter()
                    .filter(|&&t| t <= *n)
                    .map(|t| n - t)
                    .collect()
            };
            match p {
                Position::Number(n) => class(n, &moves, &mut memo.borrow_mut()),
                _ => unreachable!("a heap"),
            }
        }),
        most: 120,
        far: vec![500, 1001],
        expected: Some(
            "the outcome is, mod 4: P when n ≡ 0, L when n ≡ 1, N when n ≡ 2, N when n ≡ 3",
        ),
        named: none,
    });
    all
}

/// Removing Coins on the tree `p`: the Sprague-Grundy value with a coin on every vertex.
fn coins(p: &[i64]) -> u64 {
    let n = p.len();
    if n == 0 {
        return 0;
    }
    let mut adjacent = vec![Vec::new(); n];
    for v in 1..n {
        adjacent[v].push(p[v] as usize);
        adjacent[p[v] as usize].push(v);
    }
    // next[v][u]: the vertex after u on the path from u to v.
    let mut next = vec![vec![0usize; n]; n];
    for v in 0..n {
        let mut queue = vec![v];
        let mut seen = vec![false; n];
        seen[v] = true;
        let mut i = 0;
        while i < queue.len() {
            let u = queue[i];
            i += 1;
            for &w in &adjacent[u] {
                if !seen[w] {
                    seen[w] = true;
                    next[v][w] = u;
                    queue.push(w);
                }
            }
        }
    }
    let moves = |mask: &u32| -> Vec<u32> {
        (0..n)
            .filter(|&v| mask >> v & 1 == 1)
            .map(|v| {
                (0..n)
                    .filter(|&u| u != v && mask >> u & 1 == 1)
                    .fold(0u32, |m, u| m | 1 << next[v][u])
            })
            .collect()
    };
    grundy(&((1u32 << n) - 1), &moves, &mut HashMap::new())
}

fn table(case: &Case, sizes: impl Iterator<Item = usize>) -> Vec<Entry> {
    sizes
        .flat_map(|k| (case.positions)(k).into_iter().map(move |p| (k, p)))
        .map(|(k, p)| Entry {
            size: k,
            value: (case.value)(&p),
            named: (case.named)(&p),
            position: p,
        })
        .collect()
}

#[test]
fn the_catalogue_is_found_and_extends() {
    let mut found = 0;
    let mut expected = 0;
    for case in cases() {
        let started = std::time::Instant::now();
        let finding = find(&table(&case, 0..=case.most));
        let elapsed = started.elapsed();
        match (&finding, case.expected) {
            (Ok(f), Some(words)) => {
                expected += 1;
                if f.words().starts_with(words) {
                    found += 1;
                } else {
                    println!("{}: expected {words}, found {}", case.name, f.words());
                }
            }
            (Err(e), Some(_)) => {
                expected += 1;
                println!("{}: not found ({e})", case.name)
            }
            (Ok(f), None) => println!("{}: a control, yet claimed {}", case.name, f.words()),
            (Err(_), None) => {}
        }
        println!(
            "{} ({elapsed:.2?}): {:?}",
            case.name,
            finding.as_ref().map(|f| f.words())
        );
        if let Ok(f) = &finding {
            // Far past the table: the brute force on larger positions.
            for entry in table(&case, case.far.iter().copied()) {
                let truth = entry.value;
                let said = f.predicts(&entry).expect("features at a position");
                let right = match said {
                    Prediction::IsP(p) => p == entry.is_p(),
                    Prediction::Value(v) => v == Some(truth),
                };
                assert!(
                    right,
                    "{}: {} wrong at {:?}: {truth:?}, said {said:?}",
                    case.name,
                    f.words(),
                    entry.position
                );
            }
        }
    }
    println!("found {found} of {expected}");
    assert_eq!((found, expected), (26, 26));
}
