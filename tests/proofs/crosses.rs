use super::brute::Brute;
use grundy::problems::rows::crosses;

/// A strip of `len` cells; a position is the set of crosses as a bit mask, or `DONE` once
/// someone has made three in a row (the player to move then has lost).
const DONE: u32 = u32::MAX;

fn moves_on(len: u32) -> impl Fn(&u32) -> Vec<u32> {
    move |&crosses| {
        if crosses == DONE {
            return Vec::new();
        }
        (0..len)
            .filter(|&c| crosses & 1 << c == 0)
            .map(|c| {
                let next = crosses | 1 << c;
                let three = (0..len.saturating_sub(2)).any(|i| next >> i & 0b111 == 0b111);
                if three {
                    DONE
                } else {
                    next
                }
            })
            .collect()
    }
}

/// The lengths of the stretches of cells at least three from every cross.
fn free_stretches(len: u32, crosses: u32) -> Vec<usize> {
    let mut stretches = vec![0];
    for c in 0..len {
        let near = (c.saturating_sub(2)..=(c + 2).min(len - 1)).any(|d| crosses & 1 << d != 0);
        if near {
            stretches.push(0);
        } else {
            *stretches.last_mut().unwrap() += 1;
        }
    }
    stretches
}

#[test]
fn the_octal_game_decides_every_real_strip() {
    let values = crosses::values(20);
    for len in 3..=13u32 {
        let mut brute = Brute::normal(moves_on(len));
        assert_eq!(
            values[len as usize] != 0,
            brute.wins(&0),
            "empty strip of {len}"
        );
        // Every position where no two crosses are within two cells: the free stretches decide.
        for crosses in 0..1u32 << len {
            let spread = (0..len).all(|c| crosses & 1 << c == 0 || crosses >> (c + 1) & 0b11 == 0);
            if spread {
                let sum = free_stretches(len, crosses)
                    .iter()
                    .fold(0, |s, &n| s ^ values[n]);
                assert_eq!(
                    sum != 0,
                    brute.wins(&crosses),
                    "{len} cells, crosses {crosses:b}"
                );
            }
        }
    }
}

#[test]
fn the_samples_worked_out_by_hand_agree_with_search() {
    // 3 cells: the first cross in the middle wins; 6 cells: the first player loses.
    assert!(Brute::normal(moves_on(3)).wins(&0));
    assert!(!Brute::normal(moves_on(6)).wins(&0));
}
