use super::brute::Brute;
use grundy::games::fibonacci_nim::{
    first_player_wins, least_winning_opening_take, smallest_zeckendorf_term, winning_take,
};

/// A position is `(stones, largest take allowed)`; taking `t` allows the opponent `2t`.
fn moves(&(stones, max_take): &(u64, u64)) -> Vec<(u64, u64)> {
    (1..=max_take.min(stones))
        .map(|t| (stones - t, 2 * t))
        .collect()
}

#[test]
fn winning_take_matches_search() {
    let mut brute = Brute::normal(moves);
    for stones in 0..=150 {
        for max_take in 0..=stones + 2 {
            let position = (stones, max_take);
            let take = winning_take(stones, max_take);
            assert_eq!(take.is_some(), brute.wins(&position), "{position:?}");
            if let Some(t) = take {
                assert!((1..=max_take.min(stones)).contains(&t), "{position:?}");
                assert!(!brute.wins(&(stones - t, 2 * t)), "{position:?} take {t}");
            }
        }
    }
}

#[test]
fn opening_matches_search() {
    // The opening may take anything but the whole pile.
    let mut brute = Brute::normal(moves);
    for stones in 0..=250u64 {
        let opening = (1..stones).map(|t| (stones - t, 2 * t));
        let wins = opening.clone().any(|p| !brute.wins(&p));
        assert_eq!(first_player_wins(stones), wins, "{stones}");
    }
}

#[test]
fn least_opening_take_with_the_whole_pile_allowed_matches_search() {
    let mut brute = Brute::normal(moves);
    for stones in 1..=300u64 {
        let least = (1..=stones).find(|&t| !brute.wins(&(stones - t, 2 * t)));
        assert_eq!(Some(least_winning_opening_take(stones)), least, "{stones}");
    }
}

#[test]
fn fibonacci_numbers_lose_up_to_u64_max() {
    let mut fibonacci = vec![1u64, 2];
    while let Some(next) =
        fibonacci[fibonacci.len() - 2].checked_add(fibonacci[fibonacci.len() - 1])
    {
        fibonacci.push(next);
    }
    for (k, &f) in fibonacci.iter().enumerate() {
        assert!(!first_player_wins(f), "{f}");
        assert_eq!(smallest_zeckendorf_term(f), f);
        if f >= 5 {
            assert!(first_player_wins(f - 1) && first_player_wins(f + 1), "{f}");
        }
        if k >= 2 {
            // F(k) + F(k − 2) is already a Zeckendorf representation.
            assert_eq!(
                smallest_zeckendorf_term(f + fibonacci[k - 2]),
                fibonacci[k - 2]
            );
        }
    }
    assert!(first_player_wins(u64::MAX));
}

/// SNOI 2020: whoever takes the last stone loses, so the player to move with no stone left
/// (the opponent took the last one) has won: misère search of the same moves.
#[test]
fn last_stone_loses_matches_misere_search() {
    use grundy::games::fibonacci_nim::{
        last_stone_loses_first_player_wins, last_stone_loses_wins_up_to,
    };
    let mut brute = Brute::misere(moves);
    for k in 1..=70u64 {
        let mut won = 0;
        for n in 1..=160u64 {
            let wins = brute.wins(&(n, k));
            assert_eq!(
                last_stone_loses_first_player_wins(n, k),
                wins,
                "n={n} k={k}"
            );
            won += u64::from(wins);
            assert_eq!(last_stone_loses_wins_up_to(k, n), won, "k={k} N={n}");
        }
    }
    assert_eq!(
        last_stone_loses_wins_up_to(u64::MAX, u64::MAX),
        u64::MAX - 1
    );
}
