//! Game on Sum against the game itself in exact rationals: with t turns left and r adds still
//! owed, Alice picks the x in [0, k] that maximises Bob's best reply (add: x plus the value
//! with r − 1 owed, if any are owed; subtract: the value less x, if fewer than t adds are
//! owed), found among the ends of [0, k] and the point where the two replies meet.

use super::fraction::Q;

use grundy::problems::heaps::game_on_sum::{GameOnSum, MODULUS};

/// The value with `t` turns left and `r` adds owed, Alice's numbers in [0, k].
fn value(t: usize, r: usize, k: i128, memo: &mut Vec<Vec<Option<Q>>>) -> Q {
    if t == 0 {
        return Q(0, 1);
    }
    if let Some(v) = memo[t][r] {
        return v;
    }
    let add = value(t - 1, r.saturating_sub(1), k, memo);
    let sub = (r < t).then(|| value(t - 1, r, k, memo));
    let bob = |x: Q| {
        let plus = add.add(x);
        match sub {
            Some(s) => {
                let minus = s.add(x.neg());
                if minus < plus {
                    minus
                } else {
                    plus
                }
            }
            None => plus,
        }
    };
    let mut candidates = vec![Q(0, 1), Q(k, 1)];
    if let Some(s) = sub {
        // add + x = s − x at x = (s − add) / 2.
        let meet = s.add(add.neg());
        let meet = Q::new(meet.0, meet.1 * 2);
        if Q(0, 1) <= meet && meet <= Q(k, 1) {
            candidates.push(meet);
        }
    }
    let best = candidates
        .into_iter()
        .map(bob)
        .reduce(|a, b| if a < b { b } else { a })
        .unwrap();
    memo[t][r] = Some(best);
    best
}

fn modular(q: Q) -> u32 {
    let p = MODULUS as i128;
    let inverse = |mut a: i128| {
        let (mut result, mut e) = (1i128, p - 2);
        a = a.rem_euclid(p);
        while e > 0 {
            if e & 1 == 1 {
                result = result * a % p;
            }
            a = a * a % p;
            e >>= 1;
        }
        result
    };
    (q.0.rem_euclid(p) * inverse(q.1) % p) as u32
}

#[test]
fn every_game_up_to_16_turns() {
    let tables = GameOnSum::new(16);
    for k in [0, 1, 2, 3, 7, 10, 1_000_000_006] {
        for n in 1..=16 {
            let mut memo = vec![vec![None; n + 1]; n + 1];
            for m in 1..=n {
                let exact = value(n, m, k, &mut memo);
                assert_eq!(
                    tables.value(n, m, k as u64),
                    modular(exact),
                    "{n} {m} {k}: {exact:?}"
                );
            }
        }
    }
}
