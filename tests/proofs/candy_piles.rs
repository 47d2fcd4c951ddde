use super::brute::Brute;
use grundy::problems::heaps::candy_piles::first_player_wins;

/// The piles by the rules alone, sorted: eat a largest pile, or one candy from every pile.
fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    if piles.is_empty() {
        return Vec::new();
    }
    let whole = piles[..piles.len() - 1].to_vec();
    let one_each: Vec<u64> = piles.iter().filter(|&&p| p > 1).map(|p| p - 1).collect();
    vec![whole, one_each]
}

/// Every non-decreasing vector of `len` piles from 1 to `max`.
fn sorted_piles(len: usize, max: u64) -> Vec<Vec<u64>> {
    if len == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for mut v in sorted_piles(len - 1, max) {
        for p in *v.last().unwrap_or(&1)..=max {
            v.push(p);
            out.push(v.clone());
            v.pop();
        }
    }
    out
}

#[test]
fn every_small_set_of_piles_matches_search() {
    // Whoever eats the last candy loses: with none left, the player to move has won.
    let mut brute = Brute::misere(moves);
    let mut both = [0, 0];
    for len in 0..=8 {
        for piles in sorted_piles(len, 10) {
            let wins = brute.wins(&piles);
            both[usize::from(wins)] += 1;
            let mut shuffled = piles.clone();
            shuffled.reverse();
            assert_eq!(first_player_wins(&shuffled), wins, "{piles:?}");
        }
    }
    assert!(both[0] > 1000 && both[1] > 1000, "{both:?}");
}
