//! Partizan games against a brute-force search of their game trees. A game here is a form: an
//! explicit tree of Left and Right options, stored by its structure (not its value). Who wins
//! a sum of forms is found by playing it out: the player to move wins if some move in some
//! component leaves a sum the opponent loses moving. From that alone: G ≥ H when Right, moving
//! first in G + (−H), loses; G = H when the second player wins G − H. Nothing of the library's
//! (canonical forms, number avoidance, the simplicity rule, Berlekamp's rule) is used to judge
//! it; the library only supplies the forms under test.

use grundy::partizan::advance_or_eat;
use grundy::partizan::dyadic::{Dyadic, MAX_EXP};
use grundy::partizan::game::{Game, Games, Outcome};
use grundy::partizan::hackenbush::{self, Colour};
use grundy::partizan::notation::{parse, to_notation};
use grundy::partizan::{calculate, compare};
use num_bigint::BigInt;
use std::collections::HashMap;

pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Forms stored by structure, with the outcomes of sums already searched.
#[derive(Default)]
pub(crate) struct Forms {
    options: Vec<(Vec<usize>, Vec<usize>)>,
    index: HashMap<(Vec<usize>, Vec<usize>), usize>,
    negatives: HashMap<usize, usize>,
    searched: HashMap<(Vec<usize>, bool), bool>,
}

impl Forms {
    /// The form `{left | right}` (each side a set).
    pub(crate) fn form(&mut self, mut left: Vec<usize>, mut right: Vec<usize>) -> usize {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let key = (left, right);
        if let Some(&f) = self.index.get(&key) {
            return f;
        }
        self.options.push(key.clone());
        self.index.insert(key, self.options.len() - 1);
        self.options.len() - 1
    }

    /// The Left and the Right options of the form `f`.
    pub(crate) fn sides(&self, f: usize) -> (Vec<usize>, Vec<usize>) {
        self.options[f].clone()
    }

    pub(crate) fn negative(&mut self, f: usize) -> usize {
        if let Some(&n) = self.negatives.get(&f) {
            return n;
        }
        let (left, right) = self.options[f].clone();
        let new_left: Vec<usize> = right.into_iter().map(|r| self.negative(r)).collect();
        let new_right: Vec<usize> = left.into_iter().map(|l| self.negative(l)).collect();
        let n = self.form(new_left, new_right);
        self.negatives.insert(f, n);
        n
    }

    /// Whether the player to move (Left if `left_moves`) wins the sum of `parts`.
    pub(crate) fn mover_wins(&mut self, parts: &[usize], left_moves: bool) -> bool {
        let mut key: Vec<usize> = parts.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.searched.get(&(key.clone(), left_moves)) {
            return known;
        }
        let mut wins = false;
        'search: for i in 0..key.len() {
            let moves = if left_moves {
                self.options[key[i]].0.clone()
            } else {
                self.options[key[i]].1.clone()
            };
            for m in moves {
                let mut next = key.clone();
                next[i] = m;
                if !self.mover_wins(&next, !left_moves) {
                    wins = true;
                    break 'search;
                }
            }
        }
        self.searched.insert((key, left_moves), wins);
        wins
    }

    /// Whether the sum of `parts` is at least the sum of `others`: Right, moving first in
    /// parts − others, loses.
    pub(crate) fn at_least(&mut self, parts: &[usize], others: &[usize]) -> bool {
        let mut all = parts.to_vec();
        for &o in others {
            let n = self.negative(o);
            all.push(n);
        }
        !self.mover_wins(&all, false)
    }

    pub(crate) fn le(&mut self, g: usize, h: usize) -> bool {
        self.at_least(&[h], &[g])
    }

    pub(crate) fn equal_sums(&mut self, parts: &[usize], others: &[usize]) -> bool {
        self.at_least(parts, others) && self.at_least(others, parts)
    }

    pub(crate) fn outcome(&mut self, parts: &[usize]) -> Outcome {
        match (self.mover_wins(parts, true), self.mover_wins(parts, false)) {
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (true, true) => Outcome::Next,
            (false, false) => Outcome::Previous,
        }
    }

    /// The library's game as a form, through its options.
    pub(crate) fn of_game(
        &mut self,
        games: &mut Games,
        g: Game,
        cache: &mut HashMap<Game, usize>,
    ) -> usize {
        if let Some(&f) = cache.get(&g) {
            return f;
        }
        let left: Vec<usize> = games
            .left_options(g)
            .into_iter()
            .map(|o| self.of_game(games, o, cache))
            .collect();
        let right: Vec<usize> = games
            .right_options(g)
            .into_iter()
            .map(|o| self.of_game(games, o, cache))
            .collect();
        let f = self.form(left, right);
        cache.insert(g, f);
        f
    }

    /// The form in the library, built from its options.
    pub(crate) fn to_game(
        &self,
        games: &mut Games,
        f: usize,
        cache: &mut HashMap<usize, Game>,
    ) -> Game {
        if let Some(&g) = cache.get(&f) {
            return g;
        }
        let (left, right) = self.options[f].clone();
        let left: Vec<Game> = left
            .iter()
            .map(|&o| self.to_game(games, o, cache))
            .collect();
        let right: Vec<Game> = right
            .iter()
            .map(|&o| self.to_game(games, o, cache))
            .collect();
        let g = games.from_options(&left, &right).unwrap();
        cache.insert(f, g);
        g
    }

    /// Every form whose options are sets of forms in `earlier`.
    fn all_from(&mut self, earlier: &[usize]) -> Vec<usize> {
        let n = earlier.len();
        let subset = |mask: usize| -> Vec<usize> {
            (0..n)
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| earlier[i])
                .collect()
        };
        let mut all = Vec::new();
        for l in 0..1usize << n {
            for r in 0..1usize << n {
                all.push(self.form(subset(l), subset(r)));
            }
        }
        all
    }
}

/// Checks that the canonical form `c` of the form `f` equals it, and has no dominated and no
/// reversible option, all by search.
pub(crate) fn check_canonical(forms: &mut Forms, games: &mut Games, f: usize, c: Game) {
    let mut cache = HashMap::new();
    let cf = forms.of_game(games, c, &mut cache);
    assert!(forms.equal_sums(&[f], &[cf]), "{}", to_notation(games, c));
    let (left, right) = forms.options[cf].clone();
    for (side, options) in [(true, &left), (false, &right)] {
        for &a in options {
            for &b in options {
                if a != b {
                    let dominated = if side { forms.le(a, b) } else { forms.le(b, a) };
                    assert!(!dominated, "{}: dominated option", to_notation(games, c));
                }
            }
            // Reversible: a Left option with a Right option ≤ the game (or dually).
            let answers = if side {
                forms.options[a].1.clone()
            } else {
                forms.options[a].0.clone()
            };
            for ar in answers {
                let reverses = if side {
                    forms.le(ar, cf)
                } else {
                    forms.le(cf, ar)
                };
                assert!(!reverses, "{}: reversible option", to_notation(games, c));
            }
        }
    }
}

/// The 256 forms born by day 2 (options among 0, 1, −1 and *), in order.
pub(crate) fn day_two(forms: &mut Forms) -> Vec<usize> {
    let zero = forms.form(vec![], vec![]);
    let day_one = forms.all_from(&[zero]);
    forms.all_from(&day_one)
}

#[test]
fn every_game_born_by_day_two() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let all = day_two(&mut forms);
    assert_eq!(all.len(), 256);
    let mut cache = HashMap::new();
    let canonical: Vec<Game> = all
        .iter()
        .map(|&f| forms.to_game(&mut games, f, &mut cache))
        .collect();
    for (&f, &c) in all.iter().zip(&canonical) {
        check_canonical(&mut forms, &mut games, f, c);
        assert_eq!(games.outcome(c), forms.outcome(&[f]));
        let text = to_notation(&games, c);
        assert_eq!(parse(&mut games, &text), Ok(c), "{text}");
    }
    // Equal games are the same handle, and ≤ is the search's, on all 65 536 pairs.
    for (&f, &c) in all.iter().zip(&canonical) {
        for (&g, &d) in all.iter().zip(&canonical) {
            let le = forms.le(f, g);
            assert_eq!(games.le(c, d), le);
            assert_eq!(c == d, le && forms.le(g, f));
        }
    }
    let mut values = canonical.clone();
    values.sort();
    values.dedup();
    assert_eq!(values.len(), 22, "22 games are born by day 2");
}

#[test]
fn games_born_by_day_three_are_the_published_1474() {
    // Every game born by day 3 is {A | B} for antichains A, B of the 22 born by day 2 (a
    // dominated option changes nothing); the count of distinct values is known to be 1474.
    let mut forms = Forms::default();
    let mut games = Games::new();
    let mut cache = HashMap::new();
    let mut day_two: Vec<Game> = day_two(&mut forms)
        .into_iter()
        .map(|f| forms.to_game(&mut games, f, &mut cache))
        .collect();
    day_two.sort();
    day_two.dedup();
    let n = day_two.len();
    let mut antichains: Vec<Vec<Game>> = Vec::new();
    for mask in 0..1u32 << n {
        let set: Vec<Game> = (0..n)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| day_two[i])
            .collect();
        let free = set
            .iter()
            .all(|&a| set.iter().all(|&b| a == b || games.compare(a, b).is_none()));
        if free {
            antichains.push(set);
        }
    }
    let mut day_three = Vec::new();
    for a in &antichains {
        for b in &antichains {
            day_three.push(games.from_options(a, b).unwrap());
        }
    }
    day_three.sort();
    day_three.dedup();
    assert_eq!(day_three.len(), 1474);
}

/// A random form of the given depth, each side up to `width` options from forms one level
/// down (or from `base`).
pub(crate) fn random_form(
    forms: &mut Forms,
    rng: &mut Rng,
    depth: usize,
    width: usize,
    base: &[usize],
) -> usize {
    if depth == 0 {
        return base[rng.below(base.len())];
    }
    let side = |forms: &mut Forms, rng: &mut Rng| -> Vec<usize> {
        (0..rng.below(width + 1))
            .map(|_| {
                let below = depth - 1 - rng.below(depth.min(2));
                random_form(forms, rng, below, width, base)
            })
            .collect()
    };
    let left = side(forms, rng);
    let right = side(forms, rng);
    forms.form(left, right)
}

#[test]
fn random_deeper_games_their_sums_and_negatives() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let base = day_two(&mut forms);
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    let mut cache = HashMap::new();
    let mut pool: Vec<(usize, Game)> = Vec::new();
    for round in 0..400 {
        let depth = 1 + round % 3;
        let f = random_form(&mut forms, &mut rng, depth, 3, &base);
        let c = forms.to_game(&mut games, f, &mut cache);
        check_canonical(&mut forms, &mut games, f, c);
        assert_eq!(games.outcome(c), forms.outcome(&[f]));
        let minus = games.neg(c);
        let mut back = HashMap::new();
        let mf = forms.of_game(&mut games, minus, &mut back);
        let nf = forms.negative(f);
        assert!(forms.equal_sums(&[nf], &[mf]));
        let text = to_notation(&games, c);
        assert_eq!(parse(&mut games, &text), Ok(c), "{text}");
        pool.push((f, c));
    }
    let mut handles = Handles::default();
    for _ in 0..600 {
        let (f, c) = pool[rng.below(pool.len())];
        let (g, d) = pool[rng.below(pool.len())];
        let s = games.sum(c, d).unwrap();
        let mut back = HashMap::new();
        let sf = forms.of_game(&mut games, s, &mut back);
        assert!(
            forms.equal_sums(&[f, g], &[sf]),
            "{}",
            to_notation(&games, s)
        );
        assert_eq!(games.outcome(s), forms.outcome(&[f, g]));
        assert_eq!(games.le(c, d), forms.le(f, g));
        handles.check(&mut games, s);
    }
}

#[test]
fn sums_of_three_day_two_games() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let all = day_two(&mut forms);
    let mut cache = HashMap::new();
    let mut rng = Rng(77);
    let mut handles = Handles::default();
    for _ in 0..1500 {
        let parts: Vec<usize> = (0..3).map(|_| all[rng.below(all.len())]).collect();
        let gs: Vec<Game> = parts
            .iter()
            .map(|&f| forms.to_game(&mut games, f, &mut cache))
            .collect();
        let s = games.sum_all(&gs).unwrap();
        let mut back = HashMap::new();
        let sf = forms.of_game(&mut games, s, &mut back);
        assert!(
            forms.equal_sums(&parts, &[sf]),
            "{}",
            to_notation(&games, s)
        );
        check_canonical(&mut forms, &mut games, sf, s);
        handles.check(&mut games, s);
        // The same sum in another order is the same handle.
        let mut again = games.zero();
        for &g in gs.iter().rev() {
            again = games.sum(again, g).unwrap();
        }
        assert_eq!(again, s);
    }
}

/// Every game seen, by its printed canonical form: one canonical form must be one handle
/// (hash-consing), and two games equal by comparison must be the same handle.
#[derive(Default)]
struct Handles {
    by_text: HashMap<String, Game>,
    seen: Vec<Game>,
}

impl Handles {
    fn check(&mut self, games: &mut Games, g: Game) {
        let text = to_notation(games, g);
        assert_eq!(
            *self.by_text.entry(text.clone()).or_insert(g),
            g,
            "{text} twice"
        );
        for &h in &self.seen {
            let equal = games.le(g, h) && games.le(h, g);
            assert_eq!(equal, g == h, "{text} and {}", to_notation(games, h));
        }
        if !self.seen.contains(&g) {
            self.seen.push(g);
        }
    }
}

/// Numbers born by day `n` by their construction alone: each day adds one past each end and
/// the midpoints between neighbours; (value as a fraction over 2^64, day born), in order.
fn numbers_born_by(days: u32) -> Vec<(i128, u32)> {
    let mut numbers = vec![(0i128, 0u32)];
    for day in 1..=days {
        let mut next = vec![(numbers[0].0 - (1 << 64), day)];
        for pair in numbers.windows(2) {
            next.push(pair[0]);
            next.push(((pair[0].0 + pair[1].0) / 2, day));
        }
        let last = *numbers.last().unwrap();
        next.push(last);
        next.push((last.0 + (1 << 64), day));
        numbers = next;
    }
    numbers
}

fn to_dyadic(scaled: i128) -> Dyadic {
    // scaled / 2^64, exactly: 2^64 · value is an integer for these numbers.
    let twos = scaled.trailing_zeros().min(64);
    Dyadic::new((scaled >> twos) as i64, 64 - twos).unwrap()
}

#[test]
fn the_simplest_number_between_two_numbers_is_the_first_born_between_them() {
    let born = numbers_born_by(7);
    let older: Vec<(i128, u32)> = numbers_born_by(5);
    let simplest = |low: Option<i128>, high: Option<i128>| -> i128 {
        let between: Vec<&(i128, u32)> = born
            .iter()
            .filter(|(x, _)| low.map_or(true, |a| *x > a) && high.map_or(true, |b| *x < b))
            .collect();
        let first = between.iter().map(|(_, d)| *d).min().unwrap();
        let firsts: Vec<&&(i128, u32)> = between.iter().filter(|(_, d)| *d == first).collect();
        assert_eq!(firsts.len(), 1, "one simplest number");
        firsts[0].0
    };
    let mut games = Games::new();
    let bounds: Vec<Option<i128>> = std::iter::once(None)
        .chain(older.iter().map(|(x, _)| Some(*x)))
        .collect();
    for &low in &bounds {
        for &high in &bounds {
            if let (Some(a), Some(b)) = (low, high) {
                if a >= b {
                    assert_eq!(
                        Dyadic::simplest_between(Some(to_dyadic(a)), Some(to_dyadic(b))),
                        None
                    );
                    continue;
                }
            }
            let expected = to_dyadic(simplest(low, high));
            let got = Dyadic::simplest_between(low.map(to_dyadic), high.map(to_dyadic));
            assert_eq!(got, Some(expected), "{low:?} {high:?}");
            // And {low | high} as a game is that number.
            let l: Vec<Game> = low
                .map(|a| games.number(to_dyadic(a)))
                .into_iter()
                .collect();
            let r: Vec<Game> = high
                .map(|b| games.number(to_dyadic(b)))
                .into_iter()
                .collect();
            let g = games.from_options(&l, &r).unwrap();
            assert_eq!(games.as_number(g), Some(expected));
        }
    }
}

#[test]
fn numbers_as_games_are_ordered_like_their_values() {
    // The library's canonical forms of the numbers born by day 4, played out.
    let mut forms = Forms::default();
    let mut games = Games::new();
    let born = numbers_born_by(4);
    let mut cache = HashMap::new();
    let as_forms: Vec<usize> = born
        .iter()
        .map(|&(x, _)| {
            let g = games.number(to_dyadic(x));
            forms.of_game(&mut games, g, &mut cache)
        })
        .collect();
    for (i, &f) in as_forms.iter().enumerate() {
        for (j, &g) in as_forms.iter().enumerate() {
            assert_eq!(forms.le(f, g), i <= j, "{:?} {:?}", born[i], born[j]);
        }
    }
    // Sums of numbers are numbers with the sum as value.
    for &(x, _) in &born {
        for &(y, _) in &born {
            let (a, b) = (games.number(to_dyadic(x)), games.number(to_dyadic(y)));
            let s = games.sum(a, b).unwrap();
            assert_eq!(games.as_number(s), Some(to_dyadic(x + y)));
        }
    }
}

#[test]
fn dyadic_arithmetic_is_exact_or_reports_overflow() {
    let mut rng = Rng(31337);
    let scale = BigInt::from(1) << MAX_EXP;
    let exact = |d: Dyadic| BigInt::from(d.numerator()) << (MAX_EXP - d.exponent());
    // A value scaled by 2^62 back to a Dyadic, if one holds it.
    let fits = |v: &BigInt| -> Option<Dyadic> {
        let mut n = v.clone();
        let mut exp = MAX_EXP;
        while exp > 0 && (&n % 2u32) == BigInt::from(0) {
            n /= 2u32;
            exp -= 1;
        }
        let n: i64 = i64::try_from(n).ok().filter(|&n| n != i64::MIN)?;
        Dyadic::new(n, exp)
    };
    let random = |rng: &mut Rng| -> Dyadic {
        loop {
            let bits = rng.below(64) as u32;
            let n =
                (rng.next() >> (63 - bits.min(62))) as i64 * if rng.below(2) == 0 { 1 } else { -1 };
            if let Some(d) = Dyadic::new(n, rng.below(MAX_EXP as usize + 1) as u32) {
                return d;
            }
        }
    };
    for _ in 0..200_000 {
        let (a, b) = (random(&mut rng), random(&mut rng));
        let (x, y) = (exact(a), exact(b));
        assert_eq!(a.checked_add(b), fits(&(&x + &y)), "{a} + {b}");
        assert_eq!(a.checked_sub(b), fits(&(&x - &y)), "{a} - {b}");
        assert_eq!(a.cmp(&b), x.cmp(&y));
        assert_eq!(exact(-a), -&x);
        // Half: exact when the denominator allows.
        match a.half() {
            Some(h) => assert_eq!(exact(h) * 2, x),
            None => assert_eq!(a.exponent(), MAX_EXP),
        }
        assert!(BigInt::from(a.floor()) * &scale <= x);
        assert!((BigInt::from(a.floor()) + 1) * &scale > x);
        assert!(BigInt::from(a.ceil()) * &scale >= x);
        assert_eq!(a.to_string().parse::<Dyadic>(), Ok(a));
    }
}

/// A Hackenbush string by its rule: cutting edge j (from the ground) leaves the first j.
pub(crate) fn string_form(forms: &mut Forms, edges: &[Colour]) -> usize {
    let mut prefixes = vec![forms.form(vec![], vec![])];
    for top in 1..=edges.len() {
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (j, &c) in edges[..top].iter().enumerate() {
            if c != Colour::Red {
                left.push(prefixes[j]);
            }
            if c != Colour::Blue {
                right.push(prefixes[j]);
            }
        }
        let f = forms.form(left, right);
        prefixes.push(f);
    }
    prefixes[edges.len()]
}

pub(crate) fn strings(colours: &[Colour], longest: usize) -> Vec<Vec<Colour>> {
    let mut all = vec![Vec::new()];
    let mut last = vec![Vec::new()];
    for _ in 0..longest {
        last = last
            .iter()
            .flat_map(|s: &Vec<Colour>| {
                colours.iter().map(move |&c| {
                    let mut t = s.clone();
                    t.push(c);
                    t
                })
            })
            .collect();
        all.extend(last.clone());
    }
    all
}

#[test]
fn blue_red_strings_are_ordered_by_berlekamps_rule_as_search_says() {
    let mut forms = Forms::default();
    let all = strings(&[Colour::Blue, Colour::Red], 5);
    let values: Vec<Dyadic> = all
        .iter()
        .map(|s| hackenbush::string_value(s).unwrap())
        .collect();
    let as_forms: Vec<usize> = all.iter().map(|s| string_form(&mut forms, s)).collect();
    for i in 0..all.len() {
        for j in 0..all.len() {
            assert_eq!(
                forms.le(as_forms[i], as_forms[j]),
                values[i] <= values[j],
                "{:?} {:?}",
                all[i],
                all[j]
            );
        }
    }
    // Longer strings against their canonical forms' values by search.
    let mut games = Games::new();
    for s in strings(&[Colour::Blue, Colour::Red], 7)
        .iter()
        .filter(|s| s.len() >= 6)
    {
        let g = hackenbush::string(&mut games, s).unwrap();
        let mut cache = HashMap::new();
        let gf = forms.of_game(&mut games, g, &mut cache);
        let f = string_form(&mut forms, s);
        assert!(forms.equal_sums(&[f], &[gf]), "{s:?}");
    }
    // The rule's limits: 62 halvings fit, 63 do not.
    let mut long = vec![Colour::Blue];
    long.extend(std::iter::repeat(Colour::Red).take(62));
    assert_eq!(hackenbush::string_value(&long), Dyadic::new(1, MAX_EXP));
    long.push(Colour::Red);
    assert_eq!(hackenbush::string_value(&long), None);
}

#[test]
fn strings_with_green_edges_against_search() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    for s in strings(&[Colour::Blue, Colour::Red, Colour::Green], 5) {
        let g = hackenbush::string(&mut games, &s).unwrap();
        let mut cache = HashMap::new();
        let gf = forms.of_game(&mut games, g, &mut cache);
        let f = string_form(&mut forms, &s);
        assert!(
            forms.equal_sums(&[f], &[gf]),
            "{s:?}: {}",
            to_notation(&games, g)
        );
        check_canonical(&mut forms, &mut games, f, g);
    }
    // A green string is a nimber: *n for n edges.
    let green = vec![Colour::Green; 6];
    let g = hackenbush::string(&mut games, &green).unwrap();
    assert_eq!(games.as_nimber(g), Some(6));
}

/// A Hackenbush picture by its rule: a position is the set of edges left; a cut removes one
/// edge and every edge no longer joined to vertex 0 (found by growing from the ground).
pub(crate) fn picture_form(
    forms: &mut Forms,
    edges: &[(usize, usize, Colour)],
    kept: u32,
) -> usize {
    let joined = |kept: u32| -> u32 {
        let mut reach = [false; 33];
        reach[0] = true;
        let mut joined = 0u32;
        for _ in 0..edges.len() {
            for (i, &(u, v, _)) in edges.iter().enumerate() {
                if kept >> i & 1 == 1 && (reach[u] || reach[v]) {
                    reach[u] = true;
                    reach[v] = true;
                    joined |= 1 << i;
                }
            }
        }
        joined
    };
    let kept = joined(kept);
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for (i, &(_, _, c)) in edges.iter().enumerate() {
        if kept >> i & 1 == 1 {
            let option = picture_form(forms, edges, kept & !(1 << i));
            if c != Colour::Red {
                left.push(option);
            }
            if c != Colour::Blue {
                right.push(option);
            }
        }
    }
    forms.form(left, right)
}

#[test]
fn hackenbush_pictures_against_search() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let mut rng = Rng(4242);
    let colours = [Colour::Blue, Colour::Red, Colour::Green];
    for round in 0..600 {
        let n = 1 + rng.below(7);
        let edges: Vec<(usize, usize, Colour)> = (0..n)
            .map(|_| {
                let c = if round % 2 == 0 {
                    colours[rng.below(2)]
                } else {
                    colours[rng.below(3)]
                };
                (rng.below(5), rng.below(5), c)
            })
            .collect();
        let g = hackenbush::graph(&mut games, &edges).unwrap();
        let f = picture_form(&mut forms, &edges, (1 << n) - 1);
        let mut cache = HashMap::new();
        let gf = forms.of_game(&mut games, g, &mut cache);
        assert!(
            forms.equal_sums(&[f], &[gf]),
            "{edges:?}: {}",
            to_notation(&games, g)
        );
        if round % 2 == 0 {
            // Blue-red pictures are numbers.
            assert!(games.as_number(g).is_some(), "{edges:?}");
        }
    }
}

#[test]
fn the_notation_reads_what_cgsuite_writes() {
    let mut games = Games::new();
    let mut same = |a: &str, b: &str| {
        let g = parse(&mut games, a).unwrap_or_else(|e| panic!("{a}: {e}"));
        let h = parse(&mut games, b).unwrap_or_else(|e| panic!("{b}: {e}"));
        assert_eq!(g, h, "{a} = {b}");
        to_notation(&games, g)
    };
    assert_eq!(same("{0|*}", "^"), "^");
    assert_eq!(same("{*|0}", "v"), "v");
    assert_eq!(same("-^", "v"), "v");
    assert_eq!(same("^ + ^", "^^"), "^2");
    assert_eq!(same("^2", "{0|^*}"), "^2");
    assert_eq!(same("vv*", "-(^^*)"), "v2*");
    assert_eq!(same("*2 + *3", "*"), "*");
    assert_eq!(same("{0,*|0,*}", "*2"), "*2");
    assert_eq!(same("{0,*|0}", "^*"), "^*");
    assert_eq!(same("1/2 + 1/4", "3/4"), "3/4");
    assert_eq!(same("-3/4", "-(3/4)"), "-3/4");
    assert_eq!(same("{0|1}", "1/2"), "1/2");
    assert_eq!(same("{1|-1}", "±1"), "±1");
    assert_eq!(same("+-1", "±1"), "±1");
    assert_eq!(same("{3|1}", "2±1"), "2±1");
    assert_eq!(same("{0|-1}", "-1/2±1/2"), "-1/2±1/2");
    assert_eq!(same("{2||1|0}", "{2|{1|0}}"), "{2|1/2±1/2}");
    assert_eq!(same("{2|1||0}", "{{2|1}|0}"), "{3/2±1/2|0}");
    assert_eq!(same("1^*", "1 + ^ + *"), "1^*");
    assert_eq!(same("-1^", "-1 + ^"), "-1^");
    assert_eq!(same("- 1^", "-1v"), "-1v");
    assert_eq!(same("hackenbush BBR RB", "1"), "1");
    assert_eq!(same("hackenbush G G", "0"), "0");
    assert_eq!(same("hackenbush BG", "1*"), "1*");
    assert_eq!(same("{|}", "0"), "0");
    assert_eq!(same("{ 0 , 1 | }", "2"), "2");
    assert_eq!(same("↑ + ⇑", "^3"), "^3");
    assert_eq!(same("{1|-1} + {0|*}", "{1^|-1^}"), "{1^|-1^}");
    assert_eq!(same("*0", "0"), "0");
}

#[test]
fn syntax_errors_name_their_column() {
    let mut games = Games::new();
    let mut column = |text: &str| parse(&mut games, text).unwrap_err().column;
    assert_eq!(column("{1|"), 4);
    assert_eq!(column("1/3"), 1);
    assert_eq!(column("*2000"), 2);
    assert_eq!(column("foo"), 1);
    assert_eq!(column("{1|2|3}"), 5);
    assert_eq!(column("(1"), 3);
    assert_eq!(column("1 2"), 3);
    assert_eq!(column("{1,|2}"), 4);
    assert_eq!(column("{1|2,}"), 6);
    assert_eq!(column("{,1|2}"), 2);
    assert_eq!(column("{1 2|}"), 4);
    assert_eq!(column("^v"), 2);
    assert_eq!(column("^^3"), 1);
    assert_eq!(column(""), 1);
    assert_eq!(column("hackenbush"), 11);
    assert_eq!(column("hackenbush BX"), 12);
    assert_eq!(column("1/"), 3);
    assert_eq!(column("9223372036854775808"), 1);
    assert_eq!(column("{5|}é"), 5);
    assert_eq!(column("é"), 1);
    // Overflow of a sum is reported at its operator.
    assert_eq!(column("4611686018427387904 + 4611686018427387904"), 21);
    assert_eq!(column("{0|1/4611686018427387904}"), 3);
}

/// A random string of the characters the notation uses, and some it does not.
fn random_text(rng: &mut Rng) -> String {
    const PIECES: [&str; 30] = [
        "{",
        "}",
        "|",
        "||",
        ",",
        "^",
        "v",
        "*",
        "+",
        "-",
        "±",
        "/",
        "(",
        ")",
        "0",
        "1",
        "2",
        "7",
        "1/2",
        "-3/4",
        " ",
        "hackenbush",
        " BRG",
        "x",
        "é",
        "↑",
        "*7",
        "^12",
        "{0|*}",
        "99999999999999999999",
    ];
    (0..rng.below(25))
        .map(|_| PIECES[rng.below(PIECES.len())])
        .collect()
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let alphabet: Vec<char> = "{}|,^v*+-±/()0123456789 BRGhx↑é".chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 => chars.insert(at, alphabet[rng.below(alphabet.len())]),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ if at < chars.len() => chars[at] = alphabet[rng.below(alphabet.len())],
            _ => {}
        }
    }
    chars.into_iter().collect()
}

#[test]
fn the_parser_never_panics_and_errors_point_inside_the_text() {
    let mut rng = Rng(99);
    let valid = [
        "{1|-1} + {0|*}",
        "{2||1|0}",
        "^* + v2 - 3/4",
        "hackenbush BBR RB + *3",
        "-(1/2±1/4) + {{0|*}|0,*}",
        "2±1 + +-3",
    ];
    for round in 0..40_000 {
        let text = if round % 2 == 0 {
            random_text(&mut rng)
        } else {
            mutate(valid[rng.below(valid.len())], &mut rng)
        };
        let mut games = Games::with_limit(100_000);
        match parse(&mut games, &text) {
            Ok(g) => {
                // What parses prints, and reads back as the same game.
                let printed = to_notation(&games, g);
                assert_eq!(parse(&mut games, &printed), Ok(g), "{text:?} -> {printed}");
            }
            Err(e) => {
                let len = text.chars().count();
                assert!(e.column >= 1 && e.column <= len + 1, "{text:?}: {e}");
            }
        }
    }
}

#[test]
fn the_calculator_stays_within_its_bounds() {
    // Deep nesting, long sign chains, big multiples: each an error or an answer, no crash.
    let deep = "{".repeat(5000) + &*"}".repeat(5000);
    assert!(calculate(&deep).unwrap_err().contains("nested more than"));
    let signs = "-".repeat(50_000) + "1";
    assert_eq!(
        calculate(&signs).unwrap(),
        "1\noutcome: L (Left wins)\nmean 1\ntemperature -1"
    );
    let ups = vec!["^1024"; 20].join(" + ");
    assert!(calculate(&ups).unwrap_err().contains("deeper than"));
    assert!(calculate(&"1".repeat(200_000))
        .unwrap_err()
        .contains("at most"));
    assert_eq!(
        calculate("*1024 + *1000").unwrap(),
        "*2024\noutcome: N (the first player wins)\nmean 0\ntemperature 0"
    );
    assert_eq!(
        calculate("{1|-1} + {0|*}").unwrap(),
        "{1^|-1^}\noutcome: N (the first player wins)\nmean 0\ntemperature 1"
    );
    assert_eq!(
        calculate("^ - ^").unwrap(),
        "0\noutcome: P (the second player wins)\nmean 0\ntemperature -1"
    );
    assert_eq!(compare("{1|-1}", "0").unwrap(), "±1 || 0");
    assert_eq!(compare("^", "*").unwrap(), "^ || *");
    assert_eq!(compare("^", "^*").unwrap(), "^ || ^*");
    // ⇑ − ↑* = ↑*, which is confused with 0; ⇑* is positive.
    assert_eq!(compare("^^", "^*").unwrap(), "^2 || ^*");
    assert_eq!(compare("^^", "^").unwrap(), "^2 > ^");
    assert_eq!(compare("^^*", "0").unwrap(), "^2* > 0");
    assert!(compare("1", "{")
        .unwrap_err()
        .starts_with("second game: column 2"));
    let mut rng = Rng(5);
    for _ in 0..300 {
        let text = random_text(&mut rng);
        let _ = calculate(&text);
    }
}

/// Advance or Eat played on the whole board: the player to move (Takahashi moves white
/// pieces and eats black ones) wins if some move leaves a board the opponent loses on.
fn board_mover_wins(
    board: &mut Vec<u8>,
    rows: usize,
    takahashi: bool,
    memo: &mut HashMap<(Vec<u8>, bool), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(board.clone(), takahashi)) {
        return known;
    }
    let cols = board.len() / rows;
    let (own, other) = if takahashi {
        (b'W', b'B')
    } else {
        (b'B', b'W')
    };
    let mut wins = false;
    for at in 0..board.len() {
        if wins {
            break;
        }
        if board[at] == other {
            board[at] = b'.';
            wins = !board_mover_wins(board, rows, !takahashi, memo);
            board[at] = other;
        } else if board[at] == own && at >= cols && board[at - cols] == b'.' {
            board.swap(at, at - cols);
            wins = !board_mover_wins(board, rows, !takahashi, memo);
            board.swap(at, at - cols);
        }
    }
    memo.insert((board.clone(), takahashi), wins);
    wins
}

#[test]
fn advance_or_eat_against_a_search_of_whole_boards() {
    let cells = [b'.', b'W', b'B'];
    let mut memo = HashMap::new();
    // Every board up to 3 × 3 (19 683 of that size).
    for n in 1..=3usize {
        for code in 0..3usize.pow((n * n) as u32) {
            let mut board: Vec<u8> = (0..n * n)
                .map(|i| cells[code / 3usize.pow(i as u32) % 3])
                .collect();
            let rows: Vec<Vec<u8>> = board.chunks(n).map(<[u8]>::to_vec).collect();
            let expected = board_mover_wins(&mut board, n, true, &mut memo);
            assert_eq!(
                advance_or_eat::first_player_wins(&rows),
                Ok(expected),
                "{rows:?}"
            );
        }
    }
    // Random 4 × 4 and 6 × 2 boards with up to 7 pieces.
    let mut rng = Rng(2291);
    for round in 0..300 {
        let (r, c) = if round % 2 == 0 { (4, 4) } else { (6, 2) };
        let mut board = vec![b'.'; r * c];
        for _ in 0..rng.below(8) {
            board[rng.below(r * c)] = cells[1 + rng.below(2)];
        }
        let rows: Vec<Vec<u8>> = board.chunks(c).map(<[u8]>::to_vec).collect();
        let mut memo = HashMap::new();
        let expected = board_mover_wins(&mut board, r, true, &mut memo);
        assert_eq!(
            advance_or_eat::first_player_wins(&rows),
            Ok(expected),
            "{rows:?}"
        );
    }
}

#[test]
fn every_column_of_up_to_eight_cells_is_a_number() {
    let cells = [b'.', b'W', b'B'];
    let mut games = Games::new();
    for n in 1..=8u32 {
        for code in 0..3usize.pow(n) {
            let column: Vec<u8> = (0..n).map(|i| cells[code / 3usize.pow(i) % 3]).collect();
            let g = advance_or_eat::column_value(&mut games, &column).unwrap();
            assert!(
                games.as_number(g).is_some(),
                "{}",
                String::from_utf8_lossy(&column)
            );
        }
    }
}
