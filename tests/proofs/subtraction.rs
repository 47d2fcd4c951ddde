use super::brute::{all_vectors, Brute};
use grundy::games::subtraction;
use grundy::search::sg::Solver;

fn moves_for(set: &[u64]) -> impl Fn(&u64) -> Vec<u64> + '_ {
    move |&n| set.iter().filter(|&&s| s <= n).map(|&s| n - s).collect()
}

#[test]
fn tables_match_search() {
    for set in [&[1, 2, 3][..], &[1, 3, 4], &[2, 5], &[3], &[1, 4, 9, 16]] {
        let mut solver = Solver::new(moves_for(set));
        let table = subtraction::table(set, 120);
        for (n, &value) in table.iter().enumerate() {
            assert_eq!(value, solver.value(&(n as u64)), "{set:?} at {n}");
        }
    }
}

#[test]
fn take_up_to_matches_search() {
    for m in 1..=8u64 {
        let set: Vec<u64> = (1..=m).collect();
        let mut solver = Solver::new(moves_for(&set));
        for n in 0..100 {
            assert_eq!(subtraction::take_up_to_value(n, m), solver.value(&n));
        }
    }
}

#[test]
fn powers_of_two_match_search() {
    let powers: Vec<u64> = (0..12).map(|i| 1 << i).collect();
    let mut solver = Solver::new(moves_for(&powers));
    let mut brute = Brute::normal(moves_for(&powers));
    let table = subtraction::table(&powers, 1001);
    for n in 0..=1000 {
        assert_eq!(subtraction::powers_of_two_value(n), solver.value(&n), "{n}");
        assert_eq!(
            subtraction::powers_of_two_value(n),
            table[n as usize],
            "{n}"
        );
        assert_eq!(
            subtraction::powers_of_two_value(n) != 0,
            brute.wins(&n),
            "{n}"
        );
    }
}

#[test]
fn s_nim_matches_search_over_several_heaps() {
    let fibonacci = [1, 2, 3, 5, 8, 13];
    for set in [
        &[2, 5][..],
        &[3, 1, 4],
        &[7, 3, 9, 3],
        &fibonacci,
        &[0, 2, 11],
    ] {
        let game = subtraction::SNim::new(set, 14);
        let mut brute = Brute::normal(|heaps: &Vec<u64>| {
            let mut out = Vec::new();
            for i in 0..heaps.len() {
                for &s in set.iter().filter(|&&s| s >= 1 && s <= heaps[i]) {
                    let mut next = heaps.clone();
                    next[i] -= s;
                    out.push(next);
                }
            }
            out
        });
        for heaps in (0..=3).flat_map(|n| all_vectors(n, 14)) {
            assert_eq!(
                game.first_player_wins(&heaps),
                brute.wins(&heaps),
                "{set:?} {heaps:?}"
            );
        }
    }
}

/// Every set within {1, …, 7}: the period proven from a short table holds on 3 000 values of a
/// search, no smaller period holds on their second half, the pre-period is the first place it
/// holds from, and one value fewer than `e + p + t` proves nothing.
#[test]
fn proven_periods_hold_far_beyond_their_proof() {
    const LEN: usize = 3000;
    for bits in 1..128u32 {
        let set: Vec<u64> = (1..=7).filter(|s| bits >> (s - 1) & 1 == 1).collect();
        let t = *set.iter().max().unwrap() as usize;
        let mut solver = Solver::new(moves_for(&set));
        let g: Vec<u64> = (0..LEN as u64).map(|n| solver.value(&n)).collect();
        let table = subtraction::table(&set, 400);
        let (e, p) = subtraction::proven_period(&set, &table).expect("proven in 400 values");
        let holds_from = |q: usize, from: usize| (from..LEN - q).all(|n| g[n + q] == g[n]);
        assert!(holds_from(p, e), "{set:?}: period {p} from {e}");
        assert!(
            e == 0 || g[e - 1 + p] != g[e - 1],
            "{set:?}: pre-period {e}"
        );
        for q in 1..p {
            assert!(!holds_from(q, LEN / 2), "{set:?}: {q} is a smaller period");
        }
        let needed = e + p + t;
        assert_eq!(
            subtraction::proven_period(&set, &table[..needed]),
            Some((e, p))
        );
        assert_eq!(subtraction::proven_period(&set, &table[..needed - 1]), None);
    }
}

#[test]
fn take_between_matches_search() {
    for least in 1..=6u64 {
        for most in least..=12 {
            let set: Vec<u64> = (least..=most).collect();
            let mut solver = Solver::new(moves_for(&set));
            for n in 0..=150u64 {
                assert_eq!(
                    subtraction::take_between_value(n, least, most),
                    solver.value(&n),
                    "take {least}..={most} from {n}"
                );
            }
        }
    }
}

#[test]
fn take_between_verdicts_over_several_piles_match_search() {
    for (least, most) in [(1, 2), (2, 3), (2, 5), (3, 3)] {
        let set: Vec<u64> = (least..=most).collect();
        let moves = |piles: &Vec<u64>| {
            let mut out = Vec::new();
            for i in 0..piles.len() {
                for &s in set.iter().filter(|&&s| s <= piles[i]) {
                    let mut next = piles.clone();
                    next[i] -= s;
                    out.push(next);
                }
            }
            out
        };
        let mut brute = Brute::normal(moves);
        for piles in all_vectors(3, 9) {
            let xor = piles.iter().fold(0, |x, &p| {
                x ^ subtraction::take_between_value(p, least, most)
            });
            assert_eq!(xor != 0, brute.wins(&piles), "{least}..={most} {piles:?}");
        }
    }
}

#[test]
fn take_between_at_the_top_of_u64() {
    let max = u64::MAX;
    assert_eq!(subtraction::take_between_value(max, 1, max), max);
    assert_eq!(subtraction::take_between_value(max - 1, max, max), 0);
    assert_eq!(
        subtraction::take_between_value(3_999_999_999, 1_000_000_000, 1_000_000_000),
        1
    );
}

#[test]
fn one_two_or_k_matches_search() {
    for k in 3..=40u64 {
        let set = [1, 2, k];
        let mut brute = Brute::normal(moves_for(&set));
        for n in 0..=400u64 {
            assert_eq!(
                subtraction::one_two_or_k_wins(n, k),
                brute.wins(&n),
                "k = {k}, n = {n}"
            );
        }
    }
    // 2^64 − 1 is 3 mod 4, and a multiple of 3: k = 2^64 − 1 wins by taking all.
    assert!(subtraction::one_two_or_k_wins(u64::MAX, 3));
    assert!(!subtraction::one_two_or_k_wins(u64::MAX - 3, 3));
    assert!(subtraction::one_two_or_k_wins(u64::MAX, u64::MAX));
    assert!(!subtraction::one_two_or_k_wins(u64::MAX - 3, u64::MAX));
    assert!(subtraction::one_two_or_k_wins(u64::MAX - 1, u64::MAX - 2));
}
