//! Thermographs against the definitions, computed a second way: on game trees (forms, not
//! canonical forms: dominated and reversible options left in), in exact fractions, with walls
//! written as lists of vertices rather than pieces. A form found equal to a number by search
//! (the search of `partizan.rs`, against numbers built from their birthdays) has the number's
//! thermograph, an integer's a mast from −1 and m/2^k's from its options m/2^k ∓ 1/2^k; any
//! other form's walls are its scaffolds (max of the Left options' right walls, tilted by −t;
//! min of the Right options' left walls, tilted by +t) up to where they first meet, and the
//! mast above. The library's walls are also checked against its own cooling (LW(t) = L(G_t),
//! RW(t) = R(G_t)), and means and temperatures against the switches' and sums' known laws.

use super::fraction::Q;
use super::partizan::{day_two, random_form, Forms, Rng};
use grundy::partizan::dyadic::Dyadic;
use grundy::partizan::game::{Game, Games};
use grundy::partizan::notation::{parse, to_notation};
use grundy::partizan::thermograph::{Thermograph, Thermographs, Wall};
use std::cmp::Ordering;
use std::collections::HashMap;

impl Q {
    fn of(d: Dyadic) -> Q {
        Q::new(d.numerator() as i128, 1i128 << d.exponent())
    }
}

/// A continuous piecewise linear function on t ≥ −1: its vertices (t, value), the first at
/// t = −1, and its slope after the last.
#[derive(Clone, Debug)]
struct Line {
    vertices: Vec<(Q, Q)>,
    tail: Q,
}

impl Line {
    fn constant(x: Q) -> Line {
        Line {
            vertices: vec![(Q::int(-1), x)],
            tail: Q::int(0),
        }
    }

    fn at(&self, t: Q) -> Q {
        let i = self.vertices.iter().rposition(|&(s, _)| s <= t).unwrap();
        let (s, v) = self.vertices[i];
        match self.vertices.get(i + 1) {
            Some(&(s2, v2)) => v.add(v2.sub(v).mul(t.sub(s)).div(s2.sub(s))),
            None => v.add(self.tail.mul(t.sub(s))),
        }
    }

    fn tilt(&self, slope: i128) -> Line {
        Line {
            vertices: self
                .vertices
                .iter()
                .map(|&(t, v)| (t, v.add(Q::int(slope).mul(t))))
                .collect(),
            tail: self.tail.add(Q::int(slope)),
        }
    }

    /// Every t at which `self` or `other` bends, in order.
    fn bends(&self, other: &Line) -> Vec<Q> {
        let mut ts: Vec<Q> = self
            .vertices
            .iter()
            .chain(&other.vertices)
            .map(|v| v.0)
            .collect();
        ts.sort();
        ts.dedup();
        ts
    }

    /// The first t ≥ −1 with self(t) ≤ other(t) (the difference is straight between bends).
    fn first_below(&self, other: &Line) -> Option<Q> {
        let ts = self.bends(other);
        let d = |t: Q| self.at(t).sub(other.at(t));
        for (i, &t) in ts.iter().enumerate() {
            if d(t) <= Q::int(0) {
                return Some(t);
            }
            let next = ts.get(i + 1).copied().unwrap_or(t.add(Q::int(1)));
            let (a, b) = (d(t), d(next));
            if b < a {
                let cross = t.add(a.mul(next.sub(t)).div(a.sub(b)));
                if i + 1 == ts.len() || cross <= next {
                    return Some(cross);
                }
            }
        }
        None
    }

    /// The pointwise max (`larger`) or min of the two.
    fn either(&self, other: &Line, larger: bool) -> Line {
        let mut ts = self.bends(other);
        let last = *ts.last().unwrap();
        let d = |t: Q| self.at(t).sub(other.at(t));
        let mut crossings = Vec::new();
        for (i, &t) in ts.iter().enumerate() {
            let next = ts.get(i + 1).copied().unwrap_or(last.add(Q::int(1)));
            let (a, b) = (d(t), d(next));
            if (a < Q::int(0) && b > Q::int(0)) || (a > Q::int(0) && b < Q::int(0)) {
                let cross = t.add(a.mul(next.sub(t)).div(a.sub(b)));
                if i + 1 < ts.len() || cross > t {
                    crossings.push(cross);
                }
            }
        }
        ts.extend(crossings);
        ts.sort();
        ts.dedup();
        let pick = |t: Q| {
            let (x, y) = (self.at(t), other.at(t));
            if (x >= y) == larger {
                x
            } else {
                y
            }
        };
        let end = *ts.last().unwrap();
        let tail = pick(end.add(Q::int(1))).sub(pick(end));
        Line {
            vertices: ts.iter().map(|&t| (t, pick(t))).collect(),
            tail,
        }
    }

    /// This line up to `t`, then constant at `m`.
    fn masted(&self, t: Q, m: Q) -> Line {
        let mut vertices: Vec<(Q, Q)> = self.vertices.iter().copied().filter(|v| v.0 < t).collect();
        vertices.push((t, m));
        Line {
            vertices,
            tail: Q::int(0),
        }
    }
}

/// A thermograph the second way: left wall, right wall, mean, temperature.
#[derive(Clone, Debug)]
struct Reference {
    left: Line,
    right: Line,
    mean: Q,
    temperature: Q,
}

fn from_scaffolds(lefts: &[Reference], rights: &[Reference]) -> Reference {
    let left = lefts
        .iter()
        .map(|r| r.right.clone())
        .reduce(|a, b| a.either(&b, true))
        .expect("a form that is not a number has Left options")
        .tilt(-1);
    let right = rights
        .iter()
        .map(|r| r.left.clone())
        .reduce(|a, b| a.either(&b, false))
        .expect("a form that is not a number has Right options")
        .tilt(1);
    let t = left.first_below(&right).expect("the scaffolds meet");
    let m = left.at(t);
    assert_eq!(m, right.at(t), "the scaffolds meet, not start apart");
    Reference {
        left: left.masted(t, m),
        right: right.masted(t, m),
        mean: m,
        temperature: t,
    }
}

/// Thermographs of forms and numbers, each computed once.
#[derive(Default)]
struct Thermography {
    of_form: HashMap<usize, Reference>,
    of_number: HashMap<Q, Reference>,
    number_value: HashMap<usize, Option<Q>>,
    number_form: HashMap<Q, usize>,
}

/// The numbers born by day `days`, as fractions: each day adds one past each end and the
/// midpoints of neighbours.
fn numbers_born_by(days: usize) -> Vec<Q> {
    let mut numbers = vec![Q::int(0)];
    for _ in 0..days {
        let mut next = vec![numbers[0].sub(Q::int(1))];
        for w in numbers.windows(2) {
            next.push(w[0]);
            next.push(w[0].add(w[1]).div(Q::int(2)));
        }
        next.push(*numbers.last().unwrap());
        next.push(numbers.last().unwrap().add(Q::int(1)));
        numbers = next;
    }
    numbers
}

/// A number's canonical options: n − 1 (n > 0) or n + 1 (n < 0) for integers, x ∓ 1/2^k for
/// x = m/2^k.
fn number_options(x: Q) -> (Vec<Q>, Vec<Q>) {
    if x.1 == 1 {
        match x.0.cmp(&0) {
            Ordering::Greater => (vec![Q::int(x.0 - 1)], vec![]),
            Ordering::Less => (vec![], vec![Q::int(x.0 + 1)]),
            Ordering::Equal => (vec![], vec![]),
        }
    } else {
        let step = Q(1, x.1);
        (vec![x.sub(step)], vec![x.add(step)])
    }
}

fn depth(forms: &Forms, f: usize) -> usize {
    let (l, r) = forms.sides(f);
    l.iter()
        .chain(&r)
        .map(|&o| 1 + depth(forms, o))
        .max()
        .unwrap_or(0)
}

impl Thermography {
    fn number_form(&mut self, forms: &mut Forms, x: Q) -> usize {
        if let Some(&f) = self.number_form.get(&x) {
            return f;
        }
        let (l, r) = number_options(x);
        let l = l.into_iter().map(|y| self.number_form(forms, y)).collect();
        let r = r.into_iter().map(|y| self.number_form(forms, y)).collect();
        let f = forms.form(l, r);
        self.number_form.insert(x, f);
        f
    }

    /// The number the form `f` equals, if any, by search: a form equal to a number equals
    /// one born no later than it.
    fn number_value(&mut self, forms: &mut Forms, f: usize) -> Option<Q> {
        if let Some(&known) = self.number_value.get(&f) {
            return known;
        }
        let mut found = None;
        for x in numbers_born_by(depth(forms, f)) {
            let xf = self.number_form(forms, x);
            if forms.equal_sums(&[f], &[xf]) {
                found = Some(x);
                break;
            }
        }
        self.number_value.insert(f, found);
        found
    }

    fn of_number(&mut self, x: Q) -> Reference {
        if let Some(known) = self.of_number.get(&x) {
            return known.clone();
        }
        let r = if x.1 == 1 {
            Reference {
                left: Line::constant(x),
                right: Line::constant(x),
                mean: x,
                temperature: Q::int(-1),
            }
        } else {
            let (l, r) = number_options(x);
            let l: Vec<Reference> = l.into_iter().map(|y| self.of_number(y)).collect();
            let r: Vec<Reference> = r.into_iter().map(|y| self.of_number(y)).collect();
            from_scaffolds(&l, &r)
        };
        self.of_number.insert(x, r.clone());
        r
    }

    fn of_form(&mut self, forms: &mut Forms, f: usize) -> Reference {
        if let Some(known) = self.of_form.get(&f) {
            return known.clone();
        }
        let r = match self.number_value(forms, f) {
            Some(x) => self.of_number(x),
            None => {
                let (l, r) = forms.sides(f);
                let l: Vec<Reference> = l.into_iter().map(|o| self.of_form(forms, o)).collect();
                let r: Vec<Reference> = r.into_iter().map(|o| self.of_form(forms, o)).collect();
                from_scaffolds(&l, &r)
            }
        };
        self.of_form.insert(f, r.clone());
        r
    }
}

/// Whether the library's wall is the reference line: equal at every bend of either, one past
/// the last, and both flat at the end.
fn same_wall(wall: &Wall, line: &Line) -> bool {
    let mut ts: Vec<Q> = line.vertices.iter().map(|v| v.0).collect();
    ts.extend(wall.pieces().iter().map(|p| Q::of(p.from)));
    ts.sort();
    let past = ts.last().unwrap().add(Q::int(1));
    ts.push(past);
    let to_dyadic = |q: Q| Dyadic::new(q.0 as i64, q.1.trailing_zeros()).unwrap();
    ts.iter()
        .all(|&t| wall.at(to_dyadic(t)).map(Q::of) == Some(line.at(t)))
        && wall.pieces().last().unwrap().slope == 0
        && line.tail == Q::int(0)
}

fn assert_same(games: &Games, g: Game, th: &Thermograph, r: &Reference) {
    let name = to_notation(games, g);
    assert_eq!(Q::of(th.mean()), r.mean, "mean of {name}");
    assert_eq!(
        Q::of(th.temperature()),
        r.temperature,
        "temperature of {name}"
    );
    assert!(
        same_wall(th.left_wall(), &r.left),
        "left wall of {name}: {th:?} {r:?}"
    );
    assert!(
        same_wall(th.right_wall(), &r.right),
        "right wall of {name}: {th:?} {r:?}"
    );
    for wall in [th.left_wall(), th.right_wall()] {
        assert!(wall.pieces().iter().all(|p| (-1..=1).contains(&p.slope)));
    }
}

/// The walls are the stops of the cooled game: LW(t) = L(G_t), RW(t) = R(G_t), at every
/// bend, between bends and past the mast; and CGSuite's conventions for numbers and
/// infinitesimals.
fn check_cooling(games: &mut Games, thermographs: &mut Thermographs, g: Game) {
    let th = thermographs.of(games, g).unwrap();
    let mut ts: Vec<Dyadic> = th
        .left_wall()
        .pieces()
        .iter()
        .chain(th.right_wall().pieces())
        .map(|p| p.from)
        .collect();
    ts.extend((-4..=12).map(|k| Dyadic::new(k, 2).unwrap()));
    ts.sort();
    ts.dedup();
    let mids: Vec<Dyadic> = ts
        .windows(2)
        .map(|w| w[0].checked_add(w[1]).unwrap().half().unwrap())
        .collect();
    ts.extend(mids);
    for t in ts {
        let cooled = thermographs.cool(games, g, t).unwrap();
        let name = to_notation(games, g);
        assert_eq!(
            th.left_wall().at(t),
            Some(games.left_stop(cooled)),
            "{name} at {t}"
        );
        assert_eq!(
            th.right_wall().at(t),
            Some(games.right_stop(cooled)),
            "{name} at {t}"
        );
    }
    let (l, r) = (games.left_stop(g), games.right_stop(g));
    let expected = match games.as_number(g) {
        Some(x) if x.is_integer() => Some(Dyadic::integer(-1)),
        Some(x) => Dyadic::new(-1, x.exponent()),
        None if l == r => Some(Dyadic::ZERO),
        None => None,
    };
    match expected {
        Some(t) => assert_eq!(th.temperature(), t, "{}", to_notation(games, g)),
        None => assert!(th.temperature() > Dyadic::ZERO, "{}", to_notation(games, g)),
    }
}

/// One form per game born by day 3: `{A | B}` for antichains A, B of the 22 games born by day
/// 2, each side as the forms of day 2 (so reversible options stay in).
fn day_three(forms: &mut Forms, games: &mut Games) -> Vec<(usize, Game)> {
    let mut cache = HashMap::new();
    let mut by_value: HashMap<Game, usize> = HashMap::new();
    for f in day_two(forms) {
        let g = forms.to_game(games, f, &mut cache);
        by_value.entry(g).or_insert(f);
    }
    let mut day_two: Vec<(Game, usize)> = by_value.into_iter().collect();
    day_two.sort();
    let n = day_two.len();
    let mut antichains = Vec::new();
    for mask in 0..1u32 << n {
        let set: Vec<(Game, usize)> = (0..n)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| day_two[i])
            .collect();
        if set.iter().all(|a| {
            set.iter()
                .all(|b| a == b || games.compare(a.0, b.0).is_none())
        }) {
            antichains.push(set);
        }
    }
    let mut seen = HashMap::new();
    for a in &antichains {
        for b in &antichains {
            let (ga, fa): (Vec<Game>, Vec<usize>) = a.iter().copied().unzip();
            let (gb, fb): (Vec<Game>, Vec<usize>) = b.iter().copied().unzip();
            let g = games.from_options(&ga, &gb).unwrap();
            seen.entry(g).or_insert_with(|| forms.form(fa, fb));
        }
    }
    let mut all: Vec<(usize, Game)> = seen.into_iter().map(|(g, f)| (f, g)).collect();
    all.sort_by_key(|&(_, g)| g);
    all
}

#[test]
fn every_game_born_by_day_three_against_its_scaffolds_and_its_cooling() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let all = day_three(&mut forms, &mut games);
    assert_eq!(all.len(), 1474);
    let mut thermographs = Thermographs::new();
    let mut reference = Thermography::default();
    let mut hot = 0;
    for &(f, g) in &all {
        let th = thermographs.of(&mut games, g).unwrap();
        let r = reference.of_form(&mut forms, f);
        assert_same(&games, g, &th, &r);
        check_cooling(&mut games, &mut thermographs, g);
        hot += (th.temperature() > Dyadic::ZERO) as usize;
    }
    assert!(hot > 1000, "{hot} hot games");
}

#[test]
fn a_thousand_random_short_games_against_thermography_on_their_trees() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let mut reference = Thermography::default();
    let mut base = day_two(&mut forms);
    // Numbers and switches with more room than day 2's.
    for x in [Q::int(3), Q::int(-2), Q(3, 4), Q(-5, 8), Q(5, 2)] {
        base.push(reference.number_form(&mut forms, x));
    }
    let mut rng = Rng(0x7E47_0A11_2024_0045);
    let mut cache = HashMap::new();
    let mut thermographs = Thermographs::new();
    let mut temperatures = HashMap::new();
    for round in 0..1000 {
        let f = random_form(&mut forms, &mut rng, 2 + round % 2, 2, &base);
        let g = forms.to_game(&mut games, f, &mut cache);
        if round % 10 == 0 {
            super::partizan::check_canonical(&mut forms, &mut games, f, g);
        }
        let th = thermographs.of(&mut games, g).unwrap();
        let r = reference.of_form(&mut forms, f);
        assert_same(&games, g, &th, &r);
        *temperatures.entry(th.temperature()).or_insert(0) += 1;
    }
    assert!(temperatures.len() > 10, "{temperatures:?}");
}

#[test]
fn switches_have_the_mean_and_temperature_of_their_two_ends() {
    let mut games = Games::new();
    let mut thermographs = Thermographs::new();
    let numbers: Vec<Dyadic> = (-12..=12).map(|k| Dyadic::new(k, 2).unwrap()).collect();
    for &a in &numbers {
        for &b in numbers.iter().filter(|&&b| b <= a) {
            let (ga, gb) = (games.number(a), games.number(b));
            let g = games.from_options(&[ga], &[gb]).unwrap();
            let th = thermographs.of(&mut games, g).unwrap();
            let mean = a.checked_add(b).unwrap().half().unwrap();
            let temperature = a.checked_sub(b).unwrap().half().unwrap();
            assert_eq!(
                (th.mean(), th.temperature()),
                (mean, temperature),
                "{{{a}|{b}}}"
            );
        }
    }
    // Known hot games: {3 | {2 | −1}} and ±1 + ±2 (CGSuite and Siegel's examples).
    for (text, mean, temperature) in [
        ("{3|{2|-1}}", "2", "1"),
        ("{1|-1} + {2|-2}", "0", "2"),
        ("{4|{1|0}}", "9/4", "7/4"),
        ("{{4|2}|-2}", "1/2", "5/2"),
        ("^", "0", "0"),
        ("3/4", "3/4", "-1/4"),
        ("-7", "-7", "-1"),
        ("1/2*", "1/2", "0"),
    ] {
        let g = parse(&mut games, text).unwrap();
        let th = thermographs.of(&mut games, g).unwrap();
        assert_eq!(th.mean().to_string(), mean, "{text}");
        assert_eq!(th.temperature().to_string(), temperature, "{text}");
    }
}

#[test]
fn the_mean_of_a_sum_is_the_sum_of_the_means() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let all: Vec<Game> = day_three(&mut forms, &mut games)
        .into_iter()
        .map(|(_, g)| g)
        .collect();
    let mut thermographs = Thermographs::new();
    let mut rng = Rng(45);
    for round in 0..600 {
        let parts: Vec<Game> = (0..2 + round % 2)
            .map(|_| all[rng.below(all.len())])
            .collect();
        let sum = games.sum_all(&parts).unwrap();
        let th = thermographs.of(&mut games, sum).unwrap();
        let mut mean = Dyadic::ZERO;
        let mut hottest = Dyadic::integer(-1);
        for &p in &parts {
            let tp = thermographs.of(&mut games, p).unwrap();
            mean = mean.checked_add(tp.mean()).unwrap();
            hottest = hottest.max(tp.temperature());
        }
        let name = to_notation(&games, sum);
        assert_eq!(th.mean(), mean, "{name}");
        // A sum is no hotter than its hottest part.
        assert!(th.temperature() <= hottest.max(Dyadic::ZERO), "{name}");
        if round % 20 == 0 {
            check_cooling(&mut games, &mut thermographs, sum);
        }
    }
}

#[test]
fn a_switch_of_the_largest_numbers_has_its_mean_and_temperature() {
    // {x | −x} has mean 0 and temperature x; its scaffolds at t = −1 stand 2x + 2 apart, which
    // for x = 2^62 − 1 does not fit in 64 bits though x does: sg game said "not computed".
    for x in [(1i64 << 62) - 1, (1 << 62) - 2, 1 << 61] {
        let mut games = Games::with_limit(1 << 10);
        let g = parse(&mut games, &format!("{{{x}|-{x}}}")).unwrap();
        let th = Thermographs::new().of(&mut games, g).unwrap();
        assert_eq!(th.mean(), Dyadic::ZERO, "{x}");
        assert_eq!(th.temperature(), Dyadic::new(x, 0).unwrap(), "{x}");
        // Off-centre: {x | x − 2} has mean x − 1 and temperature 1.
        let g = parse(&mut games, &format!("{{{x}|{}}}", x - 2)).unwrap();
        let th = Thermographs::new().of(&mut games, g).unwrap();
        assert_eq!(th.mean(), Dyadic::new(x - 1, 0).unwrap(), "{x}");
        assert_eq!(th.temperature(), Dyadic::integer(1), "{x}");
    }
}
