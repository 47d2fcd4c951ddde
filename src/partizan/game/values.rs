//! Numbers, nimbers and ups built directly, as canonical forms, rather than by sums: *n is
//! `{0, *, …, *(n-1) | 0, *, …, *(n-1)}`, and x + n·↑ + *m is reached from x + *m' one up at
//! a time, x + (k+1)·↑ + *(j XOR 1) being `{x | x + k·↑ + *j}` (and x + ↑* = `{x, x* | x}`).
//! Each is canonical: the options of x + *n are pairwise incomparable and none reverses, and
//! the tests check every one against the same game built by sums through the general
//! algorithm.

use super::arena::{Error, Game, Games, Nus};
use crate::partizan::dyadic::Dyadic;

impl Games {
    /// The integer `n`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (a, b) = (games.integer(2), games.integer(-3));
    /// let c = games.sum(a, b).unwrap();
    /// assert_eq!(c, games.integer(-1));
    /// ```
    pub fn integer(&mut self, n: i32) -> Game {
        self.number(Dyadic::integer(n))
    }

    /// 0 = `{ | }`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let zero = games.zero();
    /// assert!(games.left_options(zero).is_empty() && games.right_options(zero).is_empty());
    /// ```
    pub fn zero(&mut self) -> Game {
        self.number(Dyadic::ZERO)
    }

    /// The nimber *n = `{0, *, …, *(n-1) | 0, *, …, *(n-1)}`.
    ///
    /// # Complexity
    /// Stores *0 to *n, with O(n²) options in all.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (a, b) = (games.nimber(3), games.nimber(5));
    /// let c = games.sum(a, b).unwrap();
    /// assert_eq!(games.as_nimber(c), Some(6)); // 3 XOR 5
    /// ```
    pub fn nimber(&mut self, n: u32) -> Game {
        self.number_plus_nimber(Dyadic::ZERO, n)
    }

    /// `x + *n`, stored as it is: its options x + *k (k < n) are pairwise incomparable, so none
    /// dominates another, and none is reversible since no x + *j ≤ x + *k for j ≠ k.
    pub(super) fn number_plus_nimber(&mut self, x: Dyadic, n: u32) -> Game {
        let mut all = vec![self.number(x)];
        for _ in 0..n {
            let g = self.intern(all.clone(), all.clone());
            all.push(g);
        }
        all[n as usize]
    }

    /// * = `{0 | 0}`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let star = games.star();
    /// assert_eq!(games.as_nimber(star), Some(1));
    /// ```
    pub fn star(&mut self) -> Game {
        self.nimber(1)
    }

    /// ↑ = `{0 | *}`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, zero, star) = (games.up(), games.zero(), games.star());
    /// assert_eq!(games.from_options(&[zero], &[star]), Ok(up));
    /// assert!(games.le(zero, up) && games.compare(up, star).is_none());
    /// ```
    pub fn up(&mut self) -> Game {
        let (zero, star) = (self.zero(), self.star());
        self.intern(vec![zero], vec![star])
    }

    /// ↓ = `{* | 0}`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, down) = (games.up(), games.down());
    /// assert_eq!(games.neg(up), down);
    /// ```
    pub fn down(&mut self) -> Game {
        let up = self.up();
        self.neg(up)
    }

    /// The game `x + n·↑ + *m`, or an error if `n` is so large that the arena's limit is
    /// reached first.
    ///
    /// # Complexity
    /// O(|n| + m²) new games at most, the first time; a lookup after that.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::{Games, Nus};
    /// let mut games = Games::new();
    /// let double_up = Nus { number: Dyadic::ZERO, ups: 2, star: 0 };
    /// let g = games.nus(double_up).unwrap();
    /// let up = games.up();
    /// assert_eq!(games.sum(up, up), Ok(g));
    /// ```
    pub fn nus(&mut self, nus: Nus) -> Result<Game, Error> {
        if let Some(&known) = self.by_nus.get(&nus) {
            return Ok(known);
        }
        let Nus {
            number: x,
            ups: n,
            star: m,
        } = nus;
        if n.unsigned_abs() as usize >= self.limit.saturating_sub(self.nodes.len()) {
            return Err(Error::TooManyGames);
        }
        let steps = n.unsigned_abs();
        // x + k·↑ + *(m XOR parity of n - k), from k = 0 up to |n|, each {x | the last} for
        // ups (or {the last | x} for downs); x + ↑* is {x, x* | x}.
        let star_at = |k: u64| m ^ ((steps - k) & 1) as u32;
        let mut g = self.number_plus_nimber(x, star_at(0));
        let xg = self.number(x);
        for k in 1..=steps {
            let s = star_at(k);
            g = if k == 1 && s == 1 {
                let x_star = self.number_plus_nimber(x, 1);
                if n > 0 {
                    self.intern(vec![xg, x_star], vec![xg])
                } else {
                    self.intern(vec![xg], vec![xg, x_star])
                }
            } else if n > 0 {
                self.intern(vec![xg], vec![g])
            } else {
                self.intern(vec![g], vec![xg])
            };
        }
        self.by_nus.insert(nus, g);
        Ok(g)
    }

    /// n if `g` is the nimber *n.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let zero = games.zero();
    /// let star = games.from_options(&[zero], &[zero]).unwrap();
    /// assert_eq!(games.as_nimber(star), Some(1));
    /// ```
    pub fn as_nimber(&self, g: Game) -> Option<u32> {
        match self.about[g.index()].nus {
            Some(n) if n.number == Dyadic::ZERO && n.ups == 0 => Some(n.star),
            _ => None,
        }
    }

    /// `g` as x + n·↑ + *m, if it is one.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let down = games.down();
    /// assert_eq!(games.as_nus(down).unwrap().ups, -1);
    /// ```
    pub fn as_nus(&self, g: Game) -> Option<Nus> {
        self.about[g.index()].nus
    }

    /// `(a, b)` if `g` is the switch `{a | b}` with numbers a > b.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::dyadic::Dyadic;
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (one, minus_one) = (games.integer(1), games.integer(-1));
    /// let pm_one = games.from_options(&[one], &[minus_one]).unwrap();
    /// assert_eq!(games.as_switch(pm_one), Some((Dyadic::integer(1), Dyadic::integer(-1))));
    /// ```
    pub fn as_switch(&self, g: Game) -> Option<(Dyadic, Dyadic)> {
        match (self.lefts(g), self.rights(g)) {
            (&[l], &[r]) => match (self.as_number(l), self.as_number(r)) {
                (Some(a), Some(b)) if a > b => Some((a, b)),
                _ => None,
            },
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nus_built_directly_equals_nus_built_by_sums() {
        let mut games = Games::new();
        for ups in -4i64..=4 {
            for s in 0..4u32 {
                for x in [
                    Dyadic::ZERO,
                    Dyadic::new(-1, 1).unwrap(),
                    Dyadic::integer(2),
                ] {
                    let direct = games
                        .nus(Nus {
                            number: x,
                            ups,
                            star: s,
                        })
                        .unwrap();
                    // The same game by sums through the general algorithm, with no shortcut.
                    let mut slow = Games::new();
                    let sup = slow.up();
                    let mut g = slow.number(x);
                    let step = if ups < 0 { slow.neg(sup) } else { sup };
                    for _ in 0..ups.abs() {
                        g = general_sum(&mut slow, g, step);
                    }
                    let nim = slow.nimber(s);
                    g = general_sum(&mut slow, g, nim);
                    assert_eq!(
                        slow.as_nus(g),
                        Some(Nus {
                            number: x,
                            ups,
                            star: s
                        }),
                        "{x} {ups} {s}"
                    );
                    assert_eq!(games.as_nus(direct), slow.as_nus(g));
                }
            }
        }
    }

    /// g + h by the definition alone (no shortcut for numbers or nus), for the test above.
    fn general_sum(games: &mut Games, g: Game, h: Game) -> Game {
        let mut left = Vec::new();
        let mut right = Vec::new();
        for (a, b) in [(g, h), (h, g)] {
            for al in games.left_options(a) {
                left.push(general_sum(games, al, b));
            }
            for ar in games.right_options(a) {
                right.push(general_sum(games, ar, b));
            }
        }
        games.from_options(&left, &right).unwrap()
    }
}
