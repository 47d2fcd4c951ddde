use super::brute::Brute;
use grundy::problems::heaps::merging;

/// Merge any two piles whose sum is at most `cap`; piles kept sorted.
fn merges(piles: &Vec<u64>, cap: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..piles.len() {
        for j in i + 1..piles.len() {
            if piles[i] + piles[j] <= cap {
                let mut next: Vec<u64> = (0..piles.len())
                    .filter(|&k| k != i && k != j)
                    .map(|k| piles[k])
                    .collect();
                next.push(piles[i] + piles[j]);
                next.sort_unstable();
                out.push(next);
            }
        }
    }
    out
}

#[test]
fn winner_matches_search_of_every_merge() {
    for cap in 0..=12 {
        let mut brute = Brute::normal(move |p: &Vec<u64>| merges(p, cap));
        for n in 1..=12u64 {
            assert_eq!(
                merging::first_player_wins(n, cap),
                brute.wins(&vec![1; n as usize]),
                "n = {n}, m = {cap}"
            );
        }
    }
}

/// The longest play: no game lasts more moves than the count, and some play reaches it.
#[test]
fn count_is_the_longest_play() {
    fn longest(piles: &Vec<u64>, cap: u64) -> u64 {
        merges(piles, cap)
            .iter()
            .map(|p| 1 + longest(p, cap))
            .max()
            .unwrap_or(0)
    }
    for cap in 1..=8 {
        for n in 1..=9u64 {
            assert_eq!(
                merging::longest_play(n, cap),
                longest(&vec![1; n as usize], cap),
                "n = {n}, m = {cap}"
            );
        }
    }
}
