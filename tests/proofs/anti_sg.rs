use super::brute::{all_vectors, nim_moves, Brute};
use grundy::games::anti_sg::{condition_holds, first_player_wins};

#[test]
fn sj_theorem_on_misere_nim_heaps() {
    let mut brute = Brute::misere(nim_moves);
    for piles in all_vectors(4, 5) {
        assert_eq!(
            brute.wins(&piles),
            first_player_wins(piles.iter().copied()),
            "{piles:?}"
        );
    }
    assert!(condition_holds(0..30u64, |&n| (0..n).collect()));
}

/// A game whose position 2 has value 0 but a move (to 1, of value 1): the condition holds
/// although a value-0 position is not finished, and the theorem still decides its sums.
fn ladder(&n: &u64) -> Vec<u64> {
    match n {
        0 => vec![],
        1 => vec![0],
        2 => vec![1, 3],
        3 => vec![0, 1],
        _ => vec![],
    }
}

#[test]
fn sj_condition_is_what_the_theorem_needs() {
    assert!(condition_holds(0..4u64, ladder));
    let values = [0, 1, 0, 2];
    let mut brute = Brute::misere(|v: &Vec<u64>| {
        (0..v.len())
            .flat_map(|i| {
                ladder(&v[i]).into_iter().map(move |o| {
                    let mut w = v.clone();
                    w[i] = o;
                    w
                })
            })
            .collect()
    });
    for position in all_vectors(3, 3) {
        let predicted = first_player_wins(position.iter().map(|&p| values[p as usize]));
        assert_eq!(brute.wins(&position), predicted, "{position:?}");
    }
    // Without a move to value 1 the theorem fails: position 2 here has value 0 and moves only
    // to a position of value 2, so alone it is lost, though the formula says won.
    let trap = |&n: &u64| match n {
        2 => vec![3],
        3 => vec![0, 1],
        1 => vec![0],
        _ => vec![],
    };
    assert!(!condition_holds(0..4u64, trap));
    assert!(!Brute::misere(|&n: &u64| trap(&n)).wins(&2));
    assert!(first_player_wins([0]));
}
