//! Sign expansions, numbers beside nimbers and Hackenbush trees against the brute-force search
//! of `partizan.rs`: a picture is played out edge by edge (a cut drops what no longer reaches
//! the ground), and two games are equal when the second player wins their difference. The
//! rules under test (a sign put first, ordinal sums, the colon principle) are not used to judge.

use crate::partizan::{picture_form, string_form, strings, Forms, Rng};
use grundy::partizan::dyadic::Dyadic;
use grundy::partizan::game::{Games, Outcome};
use grundy::partizan::hackenbush::{self, Colour};
use grundy::partizan::hackenbush_tree::{blue_red_tree, tree, Number};
use grundy::partizan::notation::to_notation;
use grundy::partizan::outcome_of_number_plus_nimber;
use std::collections::HashMap;

fn blue(s: &[Colour]) -> Vec<bool> {
    s.iter().map(|&c| c == Colour::Blue).collect()
}

#[test]
fn sign_expansions_are_the_values_of_stalks_by_search() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    for s in strings(&[Colour::Blue, Colour::Red], 6) {
        let x = Dyadic::from_sign_expansion(blue(&s)).unwrap();
        let g = games.number(x);
        let gf = forms.of_game(&mut games, g, &mut HashMap::new());
        let f = string_form(&mut forms, &s);
        assert!(forms.equal_sums(&[f], &[gf]), "{s:?} is not {x}");
    }
    // Distinct strings have distinct values, each the inverse of the other, and a sign put
    // first is the string one longer.
    let mut seen = HashMap::new();
    for s in strings(&[Colour::Blue, Colour::Red], 12) {
        let signs = blue(&s);
        let x = Dyadic::from_sign_expansion(signs.clone()).unwrap();
        assert_eq!(x.sign_expansion().collect::<Vec<_>>(), signs, "{x}");
        assert!(seen.insert(x, s.clone()).is_none(), "{x} twice");
        for first in [true, false] {
            let longer = std::iter::once(first).chain(signs.iter().copied());
            assert_eq!(
                x.sign_first(first),
                Dyadic::from_sign_expansion(longer),
                "{first} {x}"
            );
        }
    }
    // Beyond 62 halvings, None rather than a wrong value.
    let long = std::iter::once(true).chain(std::iter::repeat(false).take(63));
    assert_eq!(Dyadic::from_sign_expansion(long), None);
    assert_eq!(Dyadic::new(1, 62).unwrap().sign_first(false), None);
    assert_eq!(Dyadic::integer(-70).sign_first(true), None);
    let big = Dyadic::new(i64::MAX, 0).unwrap();
    assert_eq!(big.sign_first(true), None);
    assert_eq!(big.sign_expansion().take(5).count(), 5);
}

/// The form of the nimber *n by its definition: every smaller nimber on both sides.
fn nimber_form(forms: &mut Forms, n: usize) -> usize {
    let mut all: Vec<usize> = Vec::new();
    for _ in 0..=n {
        let f = forms.form(all.clone(), all.clone());
        all.push(f);
    }
    all[n]
}

#[test]
fn a_number_plus_a_nimber_wins_as_search_says() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    for s in strings(&[Colour::Blue, Colour::Red], 4) {
        let x = hackenbush::string_value(&s).unwrap();
        let xf = string_form(&mut forms, &s);
        for n in 0..4 {
            let nf = nimber_form(&mut forms, n);
            let searched = forms.outcome(&[xf, nf]);
            assert_eq!(
                outcome_of_number_plus_nimber(x, n as u64),
                searched,
                "{x} *{n}"
            );
        }
    }
    let _ = games.zero();
}

/// A random tree on `edges` + 1 vertices hanging from vertex 0, in `colours`.
fn random_tree(rng: &mut Rng, edges: usize, colours: &[Colour]) -> Vec<(usize, usize, Colour)> {
    let mut label: Vec<usize> = (1..=edges).collect();
    for i in (1..label.len()).rev() {
        label.swap(i, rng.below(i + 1));
    }
    let name = |v: usize| if v == 0 { 0 } else { label[v - 1] };
    (1..=edges)
        .map(|v| {
            let c = colours[rng.below(colours.len())];
            let (a, b) = (name(rng.below(v)), name(v));
            if rng.below(2) == 0 {
                (a, b, c)
            } else {
                (b, a, c)
            }
        })
        .collect()
}

#[test]
fn blue_red_trees_against_search() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let mut rng = Rng(9001);
    for round in 0..1500 {
        let n = 1 + rng.below(if round < 1000 { 7 } else { 9 });
        let edges = random_tree(&mut rng, n, &[Colour::Blue, Colour::Red]);
        let x = blue_red_tree(n + 1, &edges).unwrap().to_dyadic().unwrap();
        let f = picture_form(&mut forms, &edges, (1 << n) - 1);
        let g = games.number(x);
        let gf = forms.of_game(&mut games, g, &mut HashMap::new());
        assert!(forms.equal_sums(&[f], &[gf]), "{edges:?}: {x}");
        let value = tree(&mut games, n + 1, &edges).unwrap().unwrap();
        assert_eq!(value.number.to_dyadic(), Some(x));
        assert_eq!(value.outcome(&mut games).unwrap(), forms.outcome(&[f]));
    }
}

#[test]
fn blue_red_green_trees_against_search() {
    let mut forms = Forms::default();
    let mut games = Games::new();
    let mut rng = Rng(77);
    let all = [Colour::Blue, Colour::Red, Colour::Green];
    for round in 0..1200 {
        let n = 1 + rng.below(7);
        let colours: &[Colour] = if round % 4 == 0 { &all[2..] } else { &all };
        let edges = random_tree(&mut rng, n, colours);
        let value = tree(&mut games, n + 1, &edges).unwrap().unwrap();
        let g = value.to_game(&mut games).unwrap();
        let f = picture_form(&mut forms, &edges, (1 << n) - 1);
        let gf = forms.of_game(&mut games, g, &mut HashMap::new());
        assert!(
            forms.equal_sums(&[f], &[gf]),
            "{edges:?}: {}",
            to_notation(&games, g)
        );
        assert_eq!(value.outcome(&mut games).unwrap(), forms.outcome(&[f]));
        if round % 4 == 0 {
            assert!(value.rest.is_none() && value.number == Number::default());
        }
    }
    // Larger trees against the library's search over edge deletions (itself proven above).
    for _ in 0..60 {
        let n = 10 + rng.below(5);
        let edges = random_tree(&mut rng, n, &all);
        let value = tree(&mut games, n + 1, &edges).unwrap().unwrap();
        let g = value.to_game(&mut games).unwrap();
        let h = hackenbush::graph(&mut games, &edges).unwrap();
        assert_eq!(g, h, "{edges:?}");
    }
}

#[test]
fn values_past_64_bits_are_exact() {
    // B R^k is 1/2^k; k red edges over it from below make it negative and equal in size.
    for k in [61usize, 62, 63, 64, 100, 1000] {
        let stalk: Vec<(usize, usize, Colour)> = (0..=k)
            .map(|i| (i, i + 1, if i == 0 { Colour::Blue } else { Colour::Red }))
            .collect();
        let x = blue_red_tree(k + 2, &stalk).unwrap();
        let expected = match Dyadic::new(1, k as u32) {
            Some(d) => d.to_string(),
            None => format!("1/2^{k}"),
        };
        assert_eq!(x.to_string(), expected);
        // The stalk and its mirror side by side: 0.
        let mut both = stalk.clone();
        both.extend(stalk.iter().map(|&(u, v, c)| {
            let w = |v: usize| if v == 0 { 0 } else { v + k + 1 };
            let c = if c == Colour::Blue {
                Colour::Red
            } else {
                Colour::Blue
            };
            (w(u), w(v), c)
        }));
        let zero = blue_red_tree(2 * k + 3, &both).unwrap();
        assert_eq!(zero.to_string(), "0", "k = {k}");
        assert_eq!(zero.sign(), std::cmp::Ordering::Equal);
    }
    // 1/2^70 + 1/2^70 + 4 · (1/2^69) = 5/2^69: carries through the digits.
    let stalk = |v0: usize, k: usize, first: Colour, rest: Colour| -> Vec<(usize, usize, Colour)> {
        (0..=k)
            .map(|i| {
                let a = if i == 0 { 0 } else { v0 + i - 1 };
                (a, v0 + i, if i == 0 { first } else { rest })
            })
            .collect()
    };
    let mut picture = stalk(1, 70, Colour::Blue, Colour::Red);
    picture.extend(stalk(72, 70, Colour::Blue, Colour::Red));
    for j in 0..4 {
        picture.extend(stalk(143 + 70 * j, 69, Colour::Blue, Colour::Red));
    }
    let x = blue_red_tree(143 + 70 * 4, &picture).unwrap();
    assert_eq!(x.to_string(), "5/2^69");
    // A negative number with a long fraction: R B^100, R R and R.
    let mut picture = stalk(1, 100, Colour::Red, Colour::Blue);
    picture.extend(stalk(102, 1, Colour::Red, Colour::Red));
    picture.extend(stalk(104, 0, Colour::Red, Colour::Red));
    let x = blue_red_tree(105, &picture).unwrap();
    // −1/2^100 − 2 − 1 = −(3·2^100 + 1) / 2^100.
    let numerator = (num_bigint::BigInt::from(3) << 100) + 1;
    assert_eq!(x.to_string(), format!("-{numerator}/2^100"));
    assert_eq!(x.floor(), -4);
}

#[test]
fn what_is_not_a_tree_is_refused() {
    let b = Colour::Blue;
    assert!(blue_red_tree(3, &[(0, 1, b), (1, 0, b)]).is_none()); // a cycle, 2 not reached
    assert!(blue_red_tree(3, &[(0, 1, b)]).is_none()); // too few edges
    assert!(blue_red_tree(2, &[(0, 2, b)]).is_none()); // out of range
    assert!(blue_red_tree(0, &[]).is_none());
    assert!(blue_red_tree(2, &[(0, 1, Colour::Green)]).is_none());
    assert_eq!(blue_red_tree(1, &[]).unwrap().to_string(), "0");
    let mut games = Games::new();
    assert!(tree(&mut games, 3, &[(1, 2, b), (2, 1, b)])
        .unwrap()
        .is_none());
    let value = tree(&mut games, 1, &[]).unwrap().unwrap();
    assert_eq!(value.outcome(&mut games), Ok(Outcome::Previous));
}
