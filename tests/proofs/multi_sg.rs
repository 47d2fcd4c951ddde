use super::brute::{all_vectors, replace_pile, Brute};
use grundy::games::multi_sg::{first_player_wins_split_three, split_three_value};
use grundy::games::{lasker, octal::Code};

/// The code of "take any number, or split without taking", written out to `len` digits: for
/// heaps up to `len` the finite code allows the same moves as the infinite one.
fn take_any_or_split(split: char, len: usize) -> Code {
    Code::parse(&format!("{split}.{}", "3".repeat(len))).unwrap()
}

#[test]
fn split_three_is_the_hexadecimal_code_8_333() {
    let values = take_any_or_split('8', 120).values(121);
    for (n, &v) in values.iter().enumerate() {
        assert_eq!(u128::from(v), split_three_value(n as u64), "heap {n}");
    }
}

#[test]
fn lasker_is_the_octal_code_4_333() {
    let values = take_any_or_split('4', 120).values(121);
    for (n, &v) in values.iter().enumerate() {
        assert_eq!(u128::from(v), lasker::pile_value(n as u64), "heap {n}");
    }
}

/// Take any positive number from one heap, or split it into three non-empty heaps.
fn moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for left in 0..h {
            let parts: &[u64] = if left == 0 { &[] } else { &[left] };
            out.push(replace_pile(heaps, i, parts));
        }
        for a in 1..h {
            for b in a..h - a {
                let c = h - a - b;
                if b <= c {
                    out.push(replace_pile(heaps, i, &[a, b, c]));
                }
            }
        }
    }
    out
}

#[test]
fn split_three_positions_match_search() {
    let mut brute = Brute::normal(moves);
    for heaps in all_vectors(3, 9) {
        let mut position: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        position.sort_unstable();
        assert_eq!(
            brute.wins(&position),
            first_player_wins_split_three(&heaps),
            "{heaps:?}"
        );
    }
}
