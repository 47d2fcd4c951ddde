//! Codeforces 1147 F, Zigzag Game (interactive): `t` games; each is `n` and the n × n weights,
//! then the program plays `B` (Bob): it reads Alice's `I` or `D` and start node and moves by
//! its stable matching until the judge sends `-1` (Alice has no move; next game) or `-2`.
use grundy::io::{fail, many, play, Letters, Usize, I64, U64};
use grundy::problems::graphs::zigzag::Zigzag;
use proconio::input;

fn main() {
    play(|src, out| {
        input! { from &mut *src, t: Usize }
        if !(1..=50).contains(&t) {
            fail("t from 1 to 50", &t.to_string());
        }
        for _ in 0..t {
            input! { from &mut *src, n: Usize }
            if !(1..=50).contains(&n) {
                fail("n from 1 to 50", &n.to_string());
            }
            input! { from &mut *src, weights: with many::<U64>(n * n) }
            let mut seen = vec![false; n * n + 1];
            for &w in &weights {
                if !(1..=n * n).contains(&(w as usize))
                    || std::mem::replace(&mut seen[w as usize], true)
                {
                    fail("distinct weights from 1 to n^2", &w.to_string());
                }
            }
            out.line("B");
            input! { from &mut *src, direction: Letters, start: Usize }
            if !(direction == b"I" || direction == b"D") || !(1..=2 * n).contains(&start) {
                let direction = String::from_utf8_lossy(&direction);
                fail(
                    "I or D and a node from 1 to 2n",
                    &format!("{direction} {start}"),
                );
            }
            let rows = weights.chunks(n).map(<[u64]>::to_vec).collect();
            let mut game = Zigzag::new(rows, direction == b"I", start - 1);
            loop {
                // The matching always holds Bob's move: anything else is a bug, not a move.
                let bob = game.bob_move();
                assert!(
                    game.move_to(bob),
                    "Bob's matching move {} is illegal",
                    bob + 1
                );
                out.numbers([bob as u64 + 1]);
                input! { from &mut *src, alice: I64 }
                match alice {
                    -1 => break,
                    -2 => return,
                    _ if alice >= 1 && game.move_to(alice as usize - 1) => {}
                    _ => fail("a legal move of Alice, -1 or -2", &alice.to_string()),
                }
            }
        }
    });
}
