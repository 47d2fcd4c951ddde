//! Codeforces 1147 F's strategy (`zigzag`) replayed against every reply of Alice: for every
//! direction and start, on every weighting of K(2, 2), and random ones of K(3, 3) and K(4, 4),
//! Bob's matched move is always legal and Alice runs out of moves. And a search of the game
//! itself, apart from the strategy, finds that Bob wins from every choice of Alice (so "B" is
//! the side to pick).

use grundy::problems::graphs::zigzag::Zigzag;
use std::collections::HashMap;

/// The weights of K(n, n) from a permutation of 1..=n².
fn weights_of(n: usize, perm: &[u64]) -> Vec<Vec<u64>> {
    perm.chunks(n).map(<[u64]>::to_vec).collect()
}

/// Whether the player to move wins: the token on `token`, `visited` as bits, `last` the last
/// weight (0 before the first move, which any edge may make), `increasing` the mover's
/// direction.
fn mover_wins(
    w: &[Vec<u64>],
    state: (usize, u32, u64, bool),
    memo: &mut HashMap<(usize, u32, u64, bool), bool>,
) -> bool {
    if let Some(&x) = memo.get(&state) {
        return x;
    }
    let (token, visited, last, increasing) = state;
    let n = w.len();
    let mut wins = false;
    for v in 0..2 * n {
        if (v < n) == (token < n) || visited & 1 << v != 0 {
            continue;
        }
        let weight = if token < n {
            w[token][v - n]
        } else {
            w[v][token - n]
        };
        let allowed = last == 0 || (weight > last) == increasing;
        if allowed && !mover_wins(w, (v, visited | 1 << v, weight, !increasing), memo) {
            wins = true;
            break;
        }
    }
    memo.insert(state, wins);
    wins
}

/// Bob's strategy at `game` (his turn) against every reply; panics if it is ever stuck.
fn replay(game: &Zigzag, depth: usize) {
    let bob = game.bob_move();
    let mut after = game.clone();
    assert!(
        after.move_to(bob),
        "Bob's move {bob} is illegal at depth {depth}"
    );
    for alice in after.moves() {
        let mut next = after.clone();
        assert!(next.move_to(alice));
        replay(&next, depth + 2);
    }
}

fn check(n: usize, perm: &[u64]) {
    let w = weights_of(n, perm);
    let mut memo = HashMap::new();
    for alice_increasing in [false, true] {
        for start in 0..2 * n {
            let bob_increasing = !alice_increasing;
            let state = (start, 1u32 << start, 0, bob_increasing);
            assert!(mover_wins(&w, state, &mut memo), "{w:?} {start}");
            replay(&Zigzag::new(w.clone(), alice_increasing, start), 0);
        }
    }
}

fn permutations(items: Vec<u64>) -> Vec<Vec<u64>> {
    if items.len() <= 1 {
        return vec![items];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.clone();
        let head = rest.remove(i);
        for mut p in permutations(rest) {
            p.insert(0, head);
            out.push(p);
        }
    }
    out
}

#[test]
fn bob_wins_with_the_matching_against_every_reply() {
    check(1, &[1]);
    for perm in permutations((1..=4).collect()) {
        check(2, &perm);
    }
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    for (n, count) in [(3, 300), (4, 40)] {
        for _ in 0..count {
            let mut perm: Vec<u64> = (1..=(n * n) as u64).collect();
            for i in (1..perm.len()).rev() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                perm.swap(i, (x % (i as u64 + 1)) as usize);
            }
            check(n, &perm);
        }
    }
}

#[test]
fn the_sample_and_illegal_moves() {
    let w = vec![vec![3, 1, 9], vec![2, 5, 7], vec![6, 4, 8]];
    // Alice decreasing from node 3 (0-based 2); Bob to 6 (weight 8); Alice 2 (weight 7).
    let mut game = Zigzag::new(w, false, 2);
    assert!(!game.move_to(1) && !game.move_to(2) && !game.move_to(6));
    assert!(game.move_to(5));
    assert_eq!(game.weight(5, 1), Some(7));
    assert!(!game.move_to(0) && game.move_to(1)); // 6 -> 1 weighs 9, not less than 8; 6 -> 2 weighs 7
    assert!(game.moves().is_empty()); // Bob, increasing, needs more than 7 from node 2
}
