//! Flipping multiples against a search of the game itself: every row of up to 11 cells and
//! every set of white cells, won or lost by trying every (x, k).

use grundy::games::multiples::Multiples;

/// Whether the player to move wins with the white cells `white` (bit x − 1 for cell x) of a
/// row of `n`, memoised in `memo` (0 unknown, 1 lost, 2 won).
fn wins(n: usize, white: usize, memo: &mut [u8]) -> bool {
    if memo[white] != 0 {
        return memo[white] == 2;
    }
    let mut won = false;
    'moves: for x in 1..=n {
        if white >> (x - 1) & 1 == 0 {
            continue;
        }
        let mut after = white;
        for k in 1..=n / x {
            after ^= 1 << (k * x - 1);
            if !wins(n, after, memo) {
                won = true;
                break 'moves;
            }
        }
    }
    memo[white] = if won { 2 } else { 1 };
    won
}

#[test]
fn the_xor_of_the_cells_values_decides_every_small_row() {
    for n in 1..=11usize {
        let row = Multiples::new(n as u64);
        let mut memo = vec![0u8; 1 << n];
        for white in 0..1usize << n {
            let xor = (1..=n)
                .filter(|&x| white >> (x - 1) & 1 == 1)
                .fold(0, |acc, x| acc ^ row.value(x as u64));
            assert_eq!(
                xor != 0,
                wins(n, white, &mut memo),
                "n = {n}, white {white:b}"
            );
        }
    }
}

#[test]
fn values_by_blocks_are_those_of_the_definition_up_to_3000_cells() {
    // g(q) = mex over k of g(⌊q/2⌋) ⊕ … ⊕ g(⌊q/k⌋), one k at a time (the small rows above
    // prove this recurrence on the game).
    let top = 3000usize;
    let mut g = vec![0u32; top + 1];
    for q in 1..=top {
        let mut reached = vec![false; q + 2];
        let mut prefix = 0u32;
        reached[0] = true;
        for i in 2..=q {
            prefix ^= g[q / i];
            if (prefix as usize) < reached.len() {
                reached[prefix as usize] = true;
            }
        }
        g[q] = (0..).find(|&v| !reached[v as usize]).unwrap();
    }
    for n in (1..=200).chain([997, 2024, 2999, 3000]) {
        let row = Multiples::new(n as u64);
        for x in 1..=n {
            assert_eq!(row.value(x as u64), g[n / x], "n = {n}, x = {x}");
        }
    }
}
