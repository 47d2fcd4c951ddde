//! The partizan subtraction game: one heap; Left takes a number of stones in her set A, Right
//! a number in his set B; whoever cannot move loses. A sum of heaps is played on all of them.
//!
//! Whether the player to move wins a heap of n depends only on the `t = max(A ∪ B)` heaps
//! below it (Left wins moving first when some take a leaves a heap Right loses moving first,
//! and dually), so the outcome classes (L, R, N, P) are periodic from the first window of t
//! classes that recurs p heaps later, by induction ([`Subtraction::period`]). A sum is L when
//! every heap is L or P and one is L (a sum of games ≥ 0 with one > 0 is > 0), dually R, P when
//! all are P, N when one is N and the rest P; otherwise the classes do not decide it, and the
//! heaps' values may: a number plus switches `{a | b}` (a ≥ b) is won by taking the hottest
//! switch each turn ([`outcome_of_switches`]).

use super::dyadic::Dyadic;
use super::game::{Error, Game, Games, Outcome};
use crate::search::recurrence::Periodic;

/// The partizan subtraction game with Left's takes `left` and Right's `right`.
///
/// # Example
/// ```
/// use grundy::partizan::subtraction::Subtraction;
/// // Left takes 2, Right 3: P P L N N, again and again.
/// let game = Subtraction::new(&[2], &[3]).unwrap();
/// let classes: String = game.classes(12).iter().map(|o| o.letter()).collect();
/// assert_eq!(classes, "PPLNNPPLNNPP");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtraction {
    left: Vec<u64>,
    right: Vec<u64>,
    largest: u64,
}

impl Subtraction {
    /// The game with these takes (in any order, repeats ignored); `None` if a take is 0.
    pub fn new(left: &[u64], right: &[u64]) -> Option<Subtraction> {
        let mut sets = [left.to_vec(), right.to_vec()];
        for set in &mut sets {
            set.sort_unstable();
            set.dedup();
            if set.first() == Some(&0) {
                return None;
            }
        }
        let largest = sets
            .iter()
            .filter_map(|s| s.last().copied())
            .max()
            .unwrap_or(0);
        let [left, right] = sets;
        Some(Subtraction {
            left,
            right,
            largest,
        })
    }

    /// The largest take of either player: the classes are a function of the `t` before.
    pub fn largest_take(&self) -> u64 {
        self.largest
    }

    /// The outcome classes of the heaps 0..`len`.
    ///
    /// # Complexity
    /// O(len) when every take is at most 128 (the last 128 classes kept as bits), else
    /// O(len · (|A| + |B|)).
    pub fn classes(&self, len: usize) -> Vec<Outcome> {
        let mut classes = Vec::with_capacity(len);
        let class = |left_wins: bool, right_wins: bool| match (left_wins, right_wins) {
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (true, true) => Outcome::Next,
            (false, false) => Outcome::Previous,
        };
        if self.largest <= 128 {
            let mask = |set: &[u64]| set.iter().fold(0u128, |m, &a| m | 1 << (a - 1));
            let (left, right) = (mask(&self.left), mask(&self.right));
            // Bit i - 1: the heap i below loses for its mover (Right's for `right_loses`).
            let (mut right_loses, mut left_loses) = (0u128, 0u128);
            for _ in 0..len {
                let left_wins = right_loses & left != 0;
                let right_wins = left_loses & right != 0;
                right_loses = right_loses << 1 | !right_wins as u128;
                left_loses = left_loses << 1 | !left_wins as u128;
                classes.push(class(left_wins, right_wins));
            }
        } else {
            for n in 0..len {
                let wins = |set: &[u64], loses: fn(Outcome) -> bool| {
                    set.iter()
                        .take_while(|&&a| a as usize <= n)
                        .any(|&a| loses(classes[n - a as usize]))
                };
                let left_wins = wins(&self.left, |o: Outcome| !o.right_wins_moving_first());
                let right_wins = wins(&self.right, |o: Outcome| !o.left_wins_moving_first());
                classes.push(class(left_wins, right_wins));
            }
        }
        classes
    }

    /// The classes as a proven periodic sequence (pre-period, period, the class of any heap),
    /// from tables of 1024 classes, then twice as many, up to `most`; `None` if no period is
    /// proven within `most` heaps. The proof: a window of `t` classes recurring p heaps later
    /// repeats forever (see the module's docs).
    ///
    /// # Complexity
    /// [`Subtraction::classes`] of each table, plus O(table) per period tried.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Outcome;
    /// use grundy::partizan::subtraction::Subtraction;
    /// let classes = Subtraction::new(&[2], &[3]).unwrap().period(1 << 20).unwrap();
    /// assert_eq!((classes.pre_period(), classes.period()), (0, 5));
    /// assert_eq!(*classes.value(1_000_000_000_003), Outcome::Next);
    /// let classes = Subtraction::new(&[2, 3], &[1, 4]).unwrap().period(1 << 20).unwrap();
    /// assert_eq!((classes.pre_period(), classes.period()), (12, 1)); // L from heap 12 on
    /// ```
    pub fn period(&self, most: usize) -> Option<Periodic<Outcome>> {
        let window = (self.largest.max(1)).min(usize::MAX as u64) as usize;
        let mut len = 1024.min(most);
        loop {
            if let Some(found) = Periodic::from_values(window, self.classes(len)) {
                return Some(found);
            }
            if len == most {
                return None;
            }
            len = len.saturating_mul(2).min(most);
        }
    }

    /// The canonical forms of the heaps 0..`len`, each `{n − a | n − b}`.
    ///
    /// # Errors
    /// [`Error::TooManyGames`] past the arena's limit, [`Error::Overflow`] if a number does
    /// not fit.
    ///
    /// # Complexity
    /// One canonical form per heap, from |A| + |B| options.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// use grundy::partizan::notation::to_notation;
    /// use grundy::partizan::subtraction::Subtraction;
    /// let mut games = Games::new();
    /// let heaps = Subtraction::new(&[1, 2], &[3]).unwrap().values(&mut games, 5).unwrap();
    /// let shown: Vec<String> = heaps.iter().map(|&g| to_notation(&games, g)).collect();
    /// assert_eq!(shown, ["0", "1", "2", "1±1", "3/2±1/2"]);
    /// ```
    pub fn values(&self, games: &mut Games, len: usize) -> Result<Vec<Game>, Error> {
        let mut values: Vec<Game> = Vec::with_capacity(len);
        for n in 0..len {
            let options = |set: &[u64]| -> Vec<Game> {
                set.iter()
                    .take_while(|&&a| a as usize <= n)
                    .map(|&a| values[n - a as usize])
                    .collect()
            };
            let (left, right) = (options(&self.left), options(&self.right));
            let g = games.from_options(&left, &right)?;
            values.push(g);
        }
        Ok(values)
    }

    /// Who wins the sum of `heaps`, where the theory decides it: by the heaps' classes (see
    /// [`outcome_of_classes`]), else, for heaps below 4096 whose values (computed in `games`)
    /// are all numbers, switches or numbers plus `*`, by [`outcome_of_switches`]. `None`
    /// otherwise, or when no period of the classes is proven within 2^22 heaps.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::{Games, Outcome};
    /// use grundy::partizan::subtraction::Subtraction;
    /// let game = Subtraction::new(&[1, 2], &[3]).unwrap();
    /// let mut games = Games::with_limit(1 << 20);
    /// // Heaps 3 and 4 are N and L, 1±1 and 3/2±1/2: Left wins either way.
    /// assert_eq!(game.sum_outcome(&mut games, &[3, 4]), Some(Outcome::Left));
    /// assert_eq!(game.sum_outcome(&mut games, &[0, 4, 1]), Some(Outcome::Left));
    /// ```
    pub fn sum_outcome(&self, games: &mut Games, heaps: &[u64]) -> Option<Outcome> {
        let periodic = self.period(1 << 22)?;
        let classes: Vec<Outcome> = heaps.iter().map(|&n| *periodic.value(n)).collect();
        if let Some(outcome) = outcome_of_classes(&classes) {
            return Some(outcome);
        }
        let most = *heaps.iter().max()?;
        if most >= 4096 {
            return None;
        }
        let values = self.values(games, most as usize + 1).ok()?;
        let mut number = Dyadic::ZERO;
        let mut switches = Vec::new();
        for &n in heaps {
            let g = values[n as usize];
            if let Some(x) = games.as_number(g) {
                number = number.checked_add(x)?;
            } else if let Some(switch) = games.as_switch(g) {
                switches.push(switch);
            } else {
                let nus = games.as_nus(g).filter(|v| v.ups == 0 && v.star == 1)?;
                switches.push((nus.number, nus.number));
            }
        }
        outcome_of_switches(number, &switches)
    }
}

/// The outcome of a sum of games from their classes alone, where that decides it: P if all
/// are P; L if all are L or P and one is L (each ≥ 0, one > 0); dually R; N if one is N and
/// the rest P. `None` for any other mix (L + R, N + L, N + N: the games decide).
///
/// # Example
/// ```
/// use grundy::partizan::game::Outcome::*;
/// use grundy::partizan::subtraction::outcome_of_classes;
/// assert_eq!(outcome_of_classes(&[Left, Previous, Left]), Some(Left));
/// assert_eq!(outcome_of_classes(&[Previous, Next]), Some(Next));
/// assert_eq!(outcome_of_classes(&[Left, Right]), None);
/// ```
pub fn outcome_of_classes(classes: &[Outcome]) -> Option<Outcome> {
    let count = |o: Outcome| classes.iter().filter(|&&c| c == o).count();
    let (l, r, n) = (
        count(Outcome::Left),
        count(Outcome::Right),
        count(Outcome::Next),
    );
    match (l, r, n) {
        (0, 0, 0) => Some(Outcome::Previous),
        (_, 0, 0) => Some(Outcome::Left),
        (0, _, 0) => Some(Outcome::Right),
        (0, 0, 1) => Some(Outcome::Next),
        _ => None,
    }
}

/// The outcome of `number` plus the switches `{a | b}` in `switches` (a ≥ b; a = b is `a*`).
/// Each switch is m ± t with m = (a + b) / 2 and t = (a − b) / 2, and both players take the
/// hottest switch left each turn (the hot strategy, optimal on switches): Left moving first
/// ends at x = n + Σm + t1 − t2 + t3 − … after k moves and wins when x > 0, or x = 0 with
/// Right to move then (k odd); dually for Right. `None` if a number does not fit.
///
/// # Complexity
/// O(k log k).
///
/// # Example
/// ```
/// use grundy::partizan::dyadic::Dyadic;
/// use grundy::partizan::game::Outcome;
/// use grundy::partizan::subtraction::outcome_of_switches;
/// let d = Dyadic::integer;
/// // ±2 ± 1 is {3 | 1, ...}: the first player wins; ±1 ± 1 = 0.
/// assert_eq!(outcome_of_switches(d(0), &[(d(2), d(-2)), (d(1), d(-1))]), Some(Outcome::Next));
/// assert_eq!(outcome_of_switches(d(0), &[(d(1), d(-1)), (d(1), d(-1))]), Some(Outcome::Previous));
/// ```
pub fn outcome_of_switches(number: Dyadic, switches: &[(Dyadic, Dyadic)]) -> Option<Outcome> {
    let mut centre = number;
    let mut temperatures = Vec::with_capacity(switches.len());
    for &(a, b) in switches {
        if a < b {
            return None;
        }
        let m = a.half()?.checked_add(b.half()?)?;
        centre = centre.checked_add(m)?;
        temperatures.push(a.half()?.checked_sub(b.half()?)?);
    }
    temperatures.sort_unstable_by(|x, y| y.cmp(x));
    let odd = temperatures.len() % 2 == 1;
    // Left moving first gets t1 − t2 + …; Right moving first the negative.
    let mut swing = Dyadic::ZERO;
    for (i, &t) in temperatures.iter().enumerate() {
        swing = if i % 2 == 0 {
            swing.checked_add(t)?
        } else {
            swing.checked_sub(t)?
        };
    }
    let left_ends = centre.checked_add(swing)?;
    let right_ends = centre.checked_sub(swing)?;
    let left_wins = left_ends > Dyadic::ZERO || (left_ends == Dyadic::ZERO && odd);
    let right_wins = right_ends < Dyadic::ZERO || (right_ends == Dyadic::ZERO && odd);
    Some(match (left_wins, right_wins) {
        (true, false) => Outcome::Left,
        (false, true) => Outcome::Right,
        (true, true) => Outcome::Next,
        (false, false) => Outcome::Previous,
    })
}
