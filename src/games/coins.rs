//! Coin-turning games: a row of coins, each heads or tails; a move turns over a set of coins
//! allowed by the rule, the rightmost of which must go from heads to tails; whoever cannot move
//! loses.
//!
//! Theorem (Lenstra; Winning Ways ch. 14): a row is worth the XOR of the values of its heads
//! coins, each valued as if it were the only heads coin. Proof idea: turning a tails coin up
//! adds a copy of a game and turning a heads coin down removes one, and two equal copies cancel
//! under XOR, so a row is a Nim sum of single heads coins (each named once: a coin is heads or
//! it is not).
//!
//! | rule | move (rightmost coin `x` goes heads → tails) | numbering | value of heads coin `x` |
//! |---|---|---|---|
//! | [`Rule::SingleCoin`] | turn `x` alone | from 1 | 1 |
//! | [`Rule::TurningTurtles`] | `x`, and optionally one coin left of it | from 1 | `x` |
//! | [`Rule::Consecutive`]`(k)` | exactly `k` consecutive coins ending at `x` | from 1 | 1 if `k` divides `x`, else 0 |
//! | [`Rule::Partner`]`(S)` | `x` and coin `x − s`, `s ∈ S`; coin 0 is off the row, so `x` turns alone when `x ∈ S` | from 1 | subtraction game `S` at `x` |
//! | [`Rule::Twins`]`(S)` | exactly two coins, `x` and `x − s`, `s ∈ S` | from 0 | subtraction game `S` at `x` |
//! | [`Rule::MockTurtles`] | 1, 2 or 3 coins | from 0 | `2x` if `x` has an odd number of 1 bits, else `2x + 1` |
//! | [`Rule::Ruler`] | any run of consecutive coins ending at `x` | from 1 | largest power of 2 dividing `x` |
//! | [`Rule::Grunt`] | four symmetric coins `0, a, x − a, x` (`0 < a < x − a`) | from 0 | Grundy's game at heap `x` |

use super::{grundys_game, subtraction};

/// Single coin: every heads coin is worth 1.
pub fn single_coin(_coin: u64) -> u128 {
    1
}

/// Turning Turtles, coins from 1: coin `x` is worth `x` (it moves to any smaller coin, like a
/// Nim pile).
pub fn turning_turtles(coin: u64) -> u128 {
    u128::from(coin)
}

/// `k` consecutive coins, coins from 1: coin `x` is worth 1 if `k` divides `x`, else 0.
pub fn consecutive(k: u64, coin: u64) -> u128 {
    u128::from(k != 0 && coin % k == 0)
}

/// Mock Turtles, coins from 0: coin `x` is worth `2x` if `x` has an odd number of 1 bits (is
/// odious), else `2x + 1`: the odious numbers in order.
///
/// # Example
/// ```
/// use grundy::games::coins::mock_turtles;
/// assert_eq!([0, 1, 2, 3, 4].map(mock_turtles), [1, 2, 4, 7, 8]);
/// ```
pub fn mock_turtles(coin: u64) -> u128 {
    2 * u128::from(coin) + u128::from(coin.count_ones() % 2 == 0)
}

/// Ruler, coins from 1: coin `x` is worth the largest power of 2 dividing `x` (0 for `x = 0`).
pub fn ruler(coin: u64) -> u128 {
    u128::from(coin & coin.wrapping_neg())
}

/// The value of a row given its heads coins by number and the rule's value of one heads coin;
/// a coin named twice is still one heads coin.
///
/// # Complexity
/// O(h log h) for h heads coins; O(h) for a few hundred coins without repeats.
///
/// # Example
/// ```
/// use grundy::games::coins::{mock_turtles, row_value};
/// assert_eq!(row_value(&[0, 1, 2, 3], mock_turtles), 1 ^ 2 ^ 4 ^ 7);
/// assert_eq!(row_value(&[5, 5], mock_turtles), 11);
/// ```
pub fn row_value(heads: &[u64], coin_value: impl Fn(u64) -> u128) -> u128 {
    // Coins named before are found with a bitset of hashed numbers (2 KiB on the stack), a set
    // bit being checked exactly against the earlier coins. After more than a few alarms (many
    // coins, repeats, or numbers made to collide) the row is sorted instead, which keeps the
    // worst case O(h log h).
    const ALARMS: usize = 16;
    let mut seen = [0u64; 256];
    let (mut sum, mut alarms) = (0, 0);
    for (i, &x) in heads.iter().enumerate() {
        let bit = (x.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 50) as usize;
        let word = &mut seen[bit / 64];
        if *word >> (bit % 64) & 1 == 1 {
            alarms += 1;
            if alarms > ALARMS || heads.len() > 512 {
                let mut distinct = heads.to_vec();
                distinct.sort_unstable();
                distinct.dedup();
                return distinct.into_iter().fold(0, |sum, x| sum ^ coin_value(x));
            }
            if heads[..i].contains(&x) {
                continue;
            }
        }
        *word |= 1 << (bit % 64);
        sum ^= coin_value(x);
    }
    sum
}

/// The value of a row written leftmost first (`true` for heads), the leftmost coin being
/// number `first_coin`, given the rule's value of one heads coin.
///
/// # Complexity
/// O(n) for n coins.
///
/// # Example
/// ```
/// use grundy::games::coins::{row_value_of, turning_turtles};
/// let row: Vec<bool> = "HHTHTTHT".bytes().map(|c| c == b'H').collect();
/// assert_eq!(row_value_of(&row, 1, turning_turtles), 1 ^ 2 ^ 4 ^ 7);
/// ```
pub fn row_value_of(row: &[bool], first_coin: u64, coin_value: impl Fn(u64) -> u128) -> u128 {
    // Branch-free: every coin's value is computed and masked out when tails (heads and tails
    // alternate at random in a row, which a branch would mispredict).
    row.iter().zip(first_coin..).fold(0, |sum, (&heads, coin)| {
        sum ^ (coin_value(coin) & u128::from(heads).wrapping_neg())
    })
}

/// A coin-turning rule by name, for code that picks the rule at run time; see the table in the
/// module doc.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    SingleCoin,
    TurningTurtles,
    /// Turn exactly this many consecutive coins (at least 1).
    Consecutive(u64),
    /// Turn `x` and one partner at a distance from the set; distances are at least 1.
    Partner(Vec<u64>),
    /// Turn exactly two coins at a distance from the set; distances are at least 1.
    Twins(Vec<u64>),
    MockTurtles,
    Ruler,
    Grunt,
}

impl Rule {
    /// The number of the leftmost coin: 0 or 1.
    pub fn first_coin(&self) -> u64 {
        match self {
            Rule::Twins(_) | Rule::MockTurtles | Rule::Grunt => 0,
            _ => 1,
        }
    }

    /// The values of heads coins `0..len` (entries below [`first_coin`](Rule::first_coin)
    /// are 0 and unused).
    ///
    /// # Complexity
    /// O(len) for closed forms; O(len · |S|) for [`Rule::Partner`] and [`Rule::Twins`];
    /// O(len²) for [`Rule::Grunt`].
    pub fn values(&self, len: usize) -> Vec<u128> {
        let widen = |values: Vec<u64>| values.into_iter().map(u128::from).collect();
        match self {
            Rule::Partner(set) | Rule::Twins(set) => widen(subtraction::table(set, len)),
            Rule::Grunt => widen(grundys_game::values(len)),
            _ => (0..len as u64)
                .map(|x| self.closed_form(x).unwrap_or(0))
                .collect(),
        }
    }

    /// The value of heads coin `x`: exact for every `u64` for the rules with a closed form;
    /// [`Rule::Partner`], [`Rule::Twins`] and [`Rule::Grunt`] build a table up to `x`.
    ///
    /// # Example
    /// ```
    /// use grundy::games::coins::Rule;
    /// assert_eq!(Rule::Ruler.coin_value(12), 4);
    /// assert_eq!(Rule::Twins(vec![1, 2, 3]).coin_value(6), 2);
    /// ```
    pub fn coin_value(&self, x: u64) -> u128 {
        match self.closed_form(x) {
            Some(v) => v,
            None => self.values(x as usize + 1)[x as usize],
        }
    }

    fn closed_form(&self, x: u64) -> Option<u128> {
        if x < self.first_coin() {
            return Some(0);
        }
        Some(match self {
            Rule::SingleCoin => single_coin(x),
            Rule::TurningTurtles => turning_turtles(x),
            Rule::Consecutive(k) => consecutive(*k, x),
            Rule::MockTurtles => mock_turtles(x),
            Rule::Ruler => ruler(x),
            Rule::Partner(_) | Rule::Twins(_) | Rule::Grunt => return None,
        })
    }

    /// The value of a row given its heads coins by number (see [`row_value`]).
    ///
    /// # Complexity
    /// O(h log h) for h heads coins, plus [`values`](Rule::values) up to the largest for the
    /// table-based rules.
    pub fn row_value(&self, heads: &[u64]) -> u128 {
        row_value(
            heads,
            self.coin_values(heads.iter().copied().max().unwrap_or(0)),
        )
    }

    /// The value of a row written as coins, `true` for heads, leftmost first (numbered from
    /// [`first_coin`](Rule::first_coin)).
    pub fn row_value_of(&self, row: &[bool]) -> u128 {
        let first = self.first_coin();
        row_value_of(row, first, self.coin_values(first + row.len() as u64))
    }

    /// Every set of coins a move with rightmost coin `x` may turn over (a heads coin `x` goes
    /// tails; the others turn either way), `x` first.
    ///
    /// # Complexity
    /// As many sets as there are: O(x²) for Mock Turtles, O(x) for most others.
    pub fn turn_sets(&self, x: u64) -> Vec<Vec<u64>> {
        let first = self.first_coin();
        if x < first {
            return Vec::new();
        }
        let pairs = |set: &[u64], partner_off_row: bool| -> Vec<Vec<u64>> {
            set.iter()
                .filter(|&&s| s >= 1 && s <= x)
                .filter_map(|&s| match x - s {
                    0 if partner_off_row => Some(vec![x]),
                    y if y >= first => Some(vec![x, y]),
                    _ => None,
                })
                .collect()
        };
        match self {
            Rule::SingleCoin => vec![vec![x]],
            Rule::TurningTurtles => std::iter::once(vec![x])
                .chain((first..x).map(|y| vec![x, y]))
                .collect(),
            Rule::Consecutive(k) => match (x + 1).checked_sub(*k) {
                Some(low) if *k >= 1 && low >= first => vec![(low..=x).rev().collect()],
                _ => Vec::new(),
            },
            Rule::Partner(set) => pairs(set, true),
            Rule::Twins(set) => pairs(set, false),
            Rule::MockTurtles => {
                let mut sets = vec![vec![x]];
                for y in (first..x).rev() {
                    sets.push(vec![x, y]);
                    sets.extend((first..y).rev().map(|z| vec![x, y, z]));
                }
                sets
            }
            Rule::Ruler => (first..=x).rev().map(|y| (y..=x).rev().collect()).collect(),
            Rule::Grunt => (1..x)
                .take_while(|&a| a < x - a)
                .map(|a| vec![x, x - a, a, 0])
                .collect(),
        }
    }

    /// The value of each heads coin up to `last`, with a table built once if the rule needs one.
    fn coin_values(&self, last: u64) -> impl Fn(u64) -> u128 + '_ {
        let table = match self.closed_form(last) {
            Some(_) => Vec::new(),
            None => self.values(last as usize + 1),
        };
        move |x| self.closed_form(x).unwrap_or_else(|| table[x as usize])
    }
}
